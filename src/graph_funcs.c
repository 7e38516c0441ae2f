/*-------------------------------------------------------------------------
 *
 * graph_funcs.c
 *	  The graph family: games on adjacency lists.  One implementation for
 *	  the whole family; one C entry point per (function, input kind).
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_,
 * then _jsonb, _text or _graph6 for those input kinds):
 *
 *	  outcome of the start position
 *		cat_mouse_game(graph int[] | jsonb | text | graph6, mouse_start, cat_start,
 *					   hole, cat_can_enter_hole, max_turns, cat_graph) int
 *	  one record of figures
 *		cat_mouse_summary(graph, mouse_start, cat_start, hole,
 *						  cat_can_enter_hole, max_turns, cat_graph) record
 *	  a row per position
 *		cat_mouse_states(graph, mouse_start, cat_start, hole,
 *						 cat_can_enter_hole, cat_graph) SETOF record
 *	  the optimal game, a row per ply
 *		cat_mouse_play(graph, mouse_start, cat_start, hole,
 *					   cat_can_enter_hole, cat_graph) SETOF record
 *	  a row per hole: every position and every start (1.1)
 *		cat_mouse_census(graph, cat_can_enter_hole, cat_graph) SETOF record
 *
 * NULL in the graph, a start, the hole or cat_can_enter_hole gives NULL (no
 * rows); NULL max_turns means no limit and NULL cat_graph the graph itself.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catmouse.h"
#include "input.h"

/* A graph function's arguments, read. */
typedef struct GraphCall
{
	CatmouseGraphArg mouse;
	CatmouseGraphArg cat;
	bool		has_cat;
	CmOptions	opt;
} GraphCall;

/*
 * Read a graph function's arguments in the current memory context: (graph,
 * mouse_start, cat_start, hole, cat_can_enter_hole, [max_turns,]
 * cat_graph); the functions that return one value take max_turns, the
 * sets do not.  False when an argument that decides the answer is NULL.
 */
static bool
graph_call_setup(FunctionCallInfo fcinfo, CatmouseInput kind,
				 bool has_max_turns, GraphCall *call)
{
	int			cat_arg = has_max_turns ? 6 : 5;
	int			i;

	for (i = 0; i <= 4; i++)
		if (PG_ARGISNULL(i))
			return false;
	call->opt.mouse_start = PG_GETARG_INT32(1);
	call->opt.cat_start = PG_GETARG_INT32(2);
	call->opt.hole = PG_GETARG_INT32(3);
	call->opt.cat_can_enter_hole = PG_GETARG_BOOL(4);
	call->opt.max_turns = has_max_turns ? catmouse_max_turns(fcinfo, 5) : -1;

	catmouse_read_graph_arg(fcinfo, 0, kind, "graph", -1, &call->mouse);
	call->has_cat = !PG_ARGISNULL(cat_arg);
	if (call->has_cat)
		catmouse_read_graph_arg(fcinfo, cat_arg, kind, "cat_graph",
								call->mouse.g.nodes, &call->cat);
	return true;
}

/* Every function of the family: read the arguments, solve, return. */
static Datum
graph_impl(FunctionCallInfo fcinfo, CatmouseInput kind, CatmouseResult what)
{
	MemoryContext old = catmouse_result_begin(fcinfo, what);
	GraphCall	call;
	Datum		result;

	if (!graph_call_setup(fcinfo, kind, !CATMOUSE_RESULT_IS_SET(what), &call))
		return catmouse_result_null(fcinfo, what, old);
	result = catmouse_result(fcinfo, what, &call.mouse.g,
							 call.has_cat ? &call.cat.g : NULL, &call.opt,
							 NULL, old);
	catmouse_end(fcinfo, old);
	return result;
}

/*
 * cat_mouse_census(graph, cat_can_enter_hole, cat_graph): a row per hole;
 * no rows when the graph or cat_can_enter_hole is NULL.
 */
static Datum
census_impl(FunctionCallInfo fcinfo, CatmouseInput kind)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;
	CatmouseGraphArg mouse;
	CatmouseGraphArg cat;
	bool		has_cat = !PG_ARGISNULL(2);

	InitMaterializedSRF(fcinfo, 0);
	old = catmouse_begin(fcinfo);
	if (!PG_ARGISNULL(0) && !PG_ARGISNULL(1))
	{
		catmouse_read_graph_arg(fcinfo, 0, kind, "graph", -1, &mouse);
		if (has_cat)
			catmouse_read_graph_arg(fcinfo, 2, kind, "cat_graph",
									mouse.g.nodes, &cat);
		catmouse_emit_census(rsinfo, &mouse.g, has_cat ? &cat.g : NULL,
							 PG_GETARG_BOOL(1));
	}
	catmouse_end(fcinfo, old);
	return (Datum) 0;
}

CATMOUSE_ENTRY(catmouse_game, graph_impl, INPUT_ARRAY, RESULT_OUTCOME)
CATMOUSE_ENTRY(catmouse_game_jsonb, graph_impl, INPUT_JSONB, RESULT_OUTCOME)
CATMOUSE_ENTRY(catmouse_game_text, graph_impl, INPUT_TEXT, RESULT_OUTCOME)

CATMOUSE_ENTRY(catmouse_summary, graph_impl, INPUT_ARRAY, RESULT_SUMMARY)
CATMOUSE_ENTRY(catmouse_summary_jsonb, graph_impl, INPUT_JSONB, RESULT_SUMMARY)
CATMOUSE_ENTRY(catmouse_summary_text, graph_impl, INPUT_TEXT, RESULT_SUMMARY)

CATMOUSE_ENTRY(catmouse_states, graph_impl, INPUT_ARRAY, RESULT_STATES)
CATMOUSE_ENTRY(catmouse_states_jsonb, graph_impl, INPUT_JSONB, RESULT_STATES)
CATMOUSE_ENTRY(catmouse_states_text, graph_impl, INPUT_TEXT, RESULT_STATES)

CATMOUSE_ENTRY(catmouse_play, graph_impl, INPUT_ARRAY, RESULT_PLAY)
CATMOUSE_ENTRY(catmouse_play_jsonb, graph_impl, INPUT_JSONB, RESULT_PLAY)
CATMOUSE_ENTRY(catmouse_play_text, graph_impl, INPUT_TEXT, RESULT_PLAY)
CATMOUSE_ENTRY(catmouse_game_graph6, graph_impl, INPUT_GRAPH6, RESULT_OUTCOME)
CATMOUSE_ENTRY(catmouse_summary_graph6, graph_impl, INPUT_GRAPH6, RESULT_SUMMARY)
CATMOUSE_ENTRY(catmouse_states_graph6, graph_impl, INPUT_GRAPH6, RESULT_STATES)
CATMOUSE_ENTRY(catmouse_play_graph6, graph_impl, INPUT_GRAPH6, RESULT_PLAY)

CATMOUSE_ENTRY(catmouse_census, census_impl, INPUT_ARRAY)
CATMOUSE_ENTRY(catmouse_census_jsonb, census_impl, INPUT_JSONB)
CATMOUSE_ENTRY(catmouse_census_text, census_impl, INPUT_TEXT)
CATMOUSE_ENTRY(catmouse_census_graph6, census_impl, INPUT_GRAPH6)
