/*-------------------------------------------------------------------------
 *
 * graph_funcs.c
 *	  The graph family: the hole game on adjacency lists, every function
 *	  for every input kind of src/sql/functions.tab (SQL: graph
 *	  int[][] | jsonb | text | graph6, and cat_graph of the same kind).
 *
 * SQL functions (their entry points, in entry_points.c: catmouse_ + the SQL
 * name without cat_mouse_, then the kind's suffix):
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

/* Every function of the family: read the arguments, answer. */
Datum
catmouse_game_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
				   const CatmouseArgPositions *args, const CatmouseResult *what)
{
	CatmouseCall call;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_game_args(fcinfo, kind, args, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

/*
 * cat_mouse_check: the arguments read and the puzzle checked as
 * cat_mouse_game reads and checks them (catmouse_puzzle_check: its size,
 * options and work memory within catmouse.max_memory), without a solve.
 * An error about the puzzle becomes the answer (see catmouse_check_with).
 */
static bool
read_game_puzzle(FunctionCallInfo fcinfo, int kind, const CatmouseArgPositions *args,
				 CatmousePuzzle *p)
{
	return catmouse_read_game_args(fcinfo, (CatmouseInput) kind, args, p);
}

Datum
catmouse_check_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					const CatmouseArgPositions *args)
{
	return catmouse_check_with(fcinfo, read_game_puzzle, kind, args);
}

/*
 * The check of any family: READ (the family's reader of the arguments, the
 * input kind KIND) and catmouse_puzzle_check as the family's game
 * (CM_SOLVE_VERDICT, cat_mouse_game's and cat_mouse_grid_game's), an error
 * about the puzzle the answer.  cat_mouse_grid_check is the grid family's.
 *
 * Only an error raised as the puzzle's (catmouse.h: by catmouse's own
 * readers and checks, which hold nothing but the call's memory there, or a
 * data error of a type's input function) of a data exception (22xxx) or a
 * program limit (54xxx: the size, the memory) is caught; everything else
 * (a cancel, the stack depth, memory, an error from anywhere else) is
 * raised as it is.  So no subtransaction is needed, and the function stays
 * parallel safe.  The readers' memory is the call's context, reset after.
 */
Datum
catmouse_check_with(FunctionCallInfo fcinfo, CatmousePuzzleReader read, int kind,
					const CatmouseArgPositions *args)
{
	MemoryContext caller = CurrentMemoryContext;
	MemoryContext volatile work = NULL;
	volatile Datum result = (Datum) 0;

	fcinfo->isnull = true;
	catmouse_puzzle_raised = false;
	PG_TRY();
	{
		MemoryContext old = catmouse_begin(fcinfo);
		CatmousePuzzle p;

		work = CurrentMemoryContext;
		if (read(fcinfo, kind, args, &p))
			catmouse_puzzle_check(&p, CM_SOLVE_VERDICT);
		work = NULL;
		catmouse_end(fcinfo, old);
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		if (!catmouse_puzzle_raised)
			PG_RE_THROW();
		MemoryContextSwitchTo(caller);
		edata = CopyErrorData();
		if (!catmouse_puzzle_error(edata))
			PG_RE_THROW();
		FlushErrorState();
		catmouse_puzzle_raised = false;
		result = catmouse_error_text(edata);
		fcinfo->isnull = false;
		/* the readers' memory goes as after a check that passes */
		if (work != NULL)
		{
			MemoryContextSwitchTo(work);
			catmouse_end(fcinfo, caller);
		}
	}
	PG_END_TRY();
	return result;
}
