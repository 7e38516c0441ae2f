/*-------------------------------------------------------------------------
 *
 * moves_funcs.c
 *	  The moves family (1.1): the value of every legal move of one position,
 *	  as chess tablebases list them, for graphs (every input kind of
 *	  src/sql/functions.tab) and grids.
 *
 * SQL functions (their entry points, in entry_points.c: catmouse_ + the SQL
 * name without cat_mouse_, then the kind's suffix for graphs):
 *
 *	  cat_mouse_moves(graph, mouse_start, cat_start, turn, hole,
 *					  cat_can_enter_hole, cat_graph)
 *		  SETOF (to_node, outcome, remoteness, best)
 *	  cat_mouse_grid_moves(grid, cat_jump, mouse_jump, mouse_row, mouse_col,
 *						   cat_row, cat_col, turn, max_turns DEFAULT 1000)
 *		  SETOF (to_row, to_col, outcome, remoteness, best)
 *
 * The position is the mouse on mouse_start (grids: the cell), the cat on
 * cat_start, turn to move; for grids NULL coordinates mean the grid's own M
 * and C.  NULL in the graph, the position or an option gives no rows; an
 * ending, or a mover without legal moves, has none either.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/* A node of the position, in range. */
static void
check_node(const char *what, int32 node, int32 nodes)
{
	if (node < 0 || node >= nodes)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s %d is out of range", what, node),
				 errdetail_plural("The graph has %d node, 0 to %d.",
								  "The graph has %d nodes, 0 to %d.",
								  nodes, nodes, nodes - 1)));
}

/* cat_mouse_moves for every input kind */
Datum
catmouse_moves_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					const CatmouseArgPositions *args)
{
	CatmouseCall call;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, &catmouse_result_moves);
	if (catmouse_arg_null(fcinfo, args->turn) ||
		!catmouse_read_game_args(fcinfo, kind, args, &p))
		return catmouse_call_null(&call);
	p.turn = catmouse_turn(fcinfo, args->turn);
	check_node("mouse_start", p.opt.mouse_start, p.mouse->nodes);
	check_node("cat_start", p.opt.cat_start, p.mouse->nodes);
	return catmouse_call_answer(&call, &p);
}

/*
 * cat_mouse_grid_moves(grid, cat_jump, mouse_jump, mouse_row, mouse_col,
 * cat_row, cat_col, turn, max_turns): the moves of a grid position, under
 * the turn limit (LeetCode's 1000 by default), as cat_mouse_grid_states
 * gives the positions after them.
 */
Datum
catmouse_grid_moves_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
						 const CatmouseArgPositions *args)
{
	CatmouseCall call;
	CatmouseGrid grid;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, &catmouse_result_moves);
	if (catmouse_arg_null(fcinfo, args->turn) ||
		!catmouse_read_grid_args(fcinfo, kind, args, &grid, &p))
		return catmouse_call_null(&call);
	p.turn = catmouse_turn(fcinfo, args->turn);
	p.opt.mouse_start = catmouse_read_grid_cell(fcinfo, &grid, args->mouse_row,
												args->mouse_col, "mouse", grid.info.mouse);
	p.opt.cat_start = catmouse_read_grid_cell(fcinfo, &grid, args->cat_row, args->cat_col,
											  "cat", grid.info.cat);
	return catmouse_call_answer(&call, &p);
}
