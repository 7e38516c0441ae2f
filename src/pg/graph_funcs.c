/*-------------------------------------------------------------------------
 *
 * graph_funcs.c
 *	  The graph family: the hole game on adjacency lists, every function
 *	  for every input kind of src/sql/graph_functions.tab (SQL: graph
 *	  int[][] | jsonb | text | graph6, and cat_graph of the same kind).
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_,
 * then the kind's suffix):
 *
 *	  outcome of the start position
 *		cat_mouse_game(graph, mouse_start, cat_start, hole,
 *					   cat_can_enter_hole, max_turns, cat_graph) int
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
 *	  what is wrong with a puzzle, without solving it (1.1)
 *		cat_mouse_check(graph, mouse_start, cat_start, hole,
 *						cat_can_enter_hole, max_turns, cat_graph) text
 *
 * NULL in the graph, a start, the hole or cat_can_enter_hole gives NULL (no
 * rows); NULL max_turns means no limit and NULL cat_graph the graph itself.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/* (graph, mouse_start, cat_start, hole, cat_can_enter_hole, [max_turns,]
 * cat_graph) */
static const CatmouseArgPositions args_with_max_turns = {0, 1, 2, 3, 4, 5, 6};
static const CatmouseArgPositions args_without = {0, 1, 2, 3, 4, -1, 5};

/* (graph, cat_can_enter_hole, cat_graph): every hole, so no starts */
static const CatmouseArgPositions census_args = {0, -1, -1, -1, 1, -1, 2};

/* Every function of the family: read the arguments, answer. */
static Datum
game_impl(FunctionCallInfo fcinfo, CatmouseInput kind, CatmouseResult what)
{
	CatmouseCall call;
	const CatmouseArgPositions *pos;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (what == RESULT_CENSUS)
		pos = &census_args;
	else if (catmouse_result_max_turns(what))
		pos = &args_with_max_turns;
	else
		pos = &args_without;
	if (!catmouse_read_game_args(fcinfo, kind, pos, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

CATMOUSE_GRAPH_FUNCTION(catmouse_game, game_impl, RESULT_OUTCOME)
CATMOUSE_GRAPH_FUNCTION(catmouse_summary, game_impl, RESULT_SUMMARY)
CATMOUSE_GRAPH_FUNCTION(catmouse_states, game_impl, RESULT_STATES)
CATMOUSE_GRAPH_FUNCTION(catmouse_play, game_impl, RESULT_PLAY)
CATMOUSE_GRAPH_FUNCTION(catmouse_dot, game_impl, RESULT_DOT)
CATMOUSE_GRAPH_FUNCTION(catmouse_census, game_impl, RESULT_CENSUS)

/*
 * cat_mouse_check: the arguments read and the puzzle checked as the game
 * functions read and check them (catmouse_check_puzzle), without a solve.
 * An error about the puzzle (data exceptions, 22xxx, and program limits,
 * 54xxx) becomes the answer; any other (a cancel, memory) is raised.  The
 * readers hold nothing but memory of the call's context, so no
 * subtransaction is needed, and the function stays parallel safe.
 */
static Datum
check_impl(FunctionCallInfo fcinfo, CatmouseInput kind, CatmouseResult what)
{
	MemoryContext caller = CurrentMemoryContext;
	volatile Datum result = (Datum) 0;

	fcinfo->isnull = true;
	PG_TRY();
	{
		MemoryContext old = catmouse_begin(fcinfo);
		CatmousePuzzle p;

		if (catmouse_read_game_args(fcinfo, kind, &args_with_max_turns, &p))
			catmouse_check_puzzle(&p);
		catmouse_end(fcinfo, old);
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		MemoryContextSwitchTo(caller);
		edata = CopyErrorData();
		if (!catmouse_puzzle_error(edata))
			PG_RE_THROW();
		FlushErrorState();
		result = catmouse_error_text(edata);
		fcinfo->isnull = false;
	}
	PG_END_TRY();
	return result;
}

CATMOUSE_GRAPH_FUNCTION(catmouse_check, check_impl, RESULT_OUTCOME)
