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
 *	  a Graphviz picture of the graph and the optimal game (1.1)
 *		cat_mouse_dot(graph, mouse_start, cat_start, hole,
 *					  cat_can_enter_hole, cat_graph) text
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

/* Where the arguments are: (graph, mouse_start, cat_start, hole,
 * cat_can_enter_hole, [max_turns,] cat_graph). */
static const CatmouseGraphArgs args_with_max_turns = {0, 1, 2, 3, 4, 5, 6};
static const CatmouseGraphArgs args_without = {0, 1, 2, 3, 4, -1, 5};

/* Every function of the family: read the arguments, solve, return. */
static Datum
graph_impl(FunctionCallInfo fcinfo, CatmouseInput kind, CatmouseResult what)
{
	MemoryContext old = catmouse_result_begin(fcinfo, what);
	CatmouseGraphCall call;
	Datum		result;

	if (!catmouse_graph_call(fcinfo, kind, CATMOUSE_RESULT_HAS_MAX_TURNS(what) ?
							 &args_with_max_turns : &args_without, &call))
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

CATMOUSE_ENTRY(catmouse_dot, graph_impl, INPUT_ARRAY, RESULT_DOT)
CATMOUSE_ENTRY(catmouse_dot_jsonb, graph_impl, INPUT_JSONB, RESULT_DOT)
CATMOUSE_ENTRY(catmouse_dot_text, graph_impl, INPUT_TEXT, RESULT_DOT)
CATMOUSE_ENTRY(catmouse_dot_graph6, graph_impl, INPUT_GRAPH6, RESULT_DOT)

CATMOUSE_ENTRY(catmouse_census, census_impl, INPUT_ARRAY)
CATMOUSE_ENTRY(catmouse_census_jsonb, census_impl, INPUT_JSONB)
CATMOUSE_ENTRY(catmouse_census_text, census_impl, INPUT_TEXT)
CATMOUSE_ENTRY(catmouse_census_graph6, census_impl, INPUT_GRAPH6)
