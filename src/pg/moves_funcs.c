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
	if (PG_ARGISNULL(CATMOUSE_ARGNO(args->turn)) ||
		!catmouse_read_game_args(fcinfo, kind, args, &p))
		return catmouse_call_null(&call);
	p.turn = catmouse_turn(fcinfo, CATMOUSE_ARGNO(args->turn));
	check_node("mouse_start", p.opt.mouse_start, p.mouse->nodes);
	check_node("cat_start", p.opt.cat_start, p.mouse->nodes);
	return catmouse_call_answer(&call, &p);
}

/* The node of a grid cell given as (row argument, column argument). */
static int32
grid_cell_node(FunctionCallInfo fcinfo, const CatmouseGrid *grid, int row_arg,
			   int col_arg, const char *who, int32 dflt)
{
	int32		r,
				c,
				node;

	if (PG_ARGISNULL(row_arg) && PG_ARGISNULL(col_arg))
		return dflt;
	if (PG_ARGISNULL(row_arg) || PG_ARGISNULL(col_arg))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("%s_row and %s_col must both be given or both be NULL", who, who)));
	r = PG_GETARG_INT32(row_arg);
	c = PG_GETARG_INT32(col_arg);
	if (r < 0 || r >= grid->info.rows || c < 0 || c >= grid->info.cols)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s cell (%d, %d) is outside the grid", who, r, c),
				 errdetail("The grid is %d x %d (rows x columns); rows and columns are numbered from 0.",
						   grid->info.rows, grid->info.cols)));
	node = grid->node_of_cell[(Size) r * grid->info.cols + c];
	if (node < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s cell (%d, %d) is a wall", who, r, c)));
	return node;
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
	if (PG_ARGISNULL(CATMOUSE_ARGNO(args->turn)) ||
		!catmouse_read_grid_args(fcinfo, kind, args, &grid, &p))
		return catmouse_call_null(&call);
	p.turn = catmouse_turn(fcinfo, CATMOUSE_ARGNO(args->turn));
	p.opt.mouse_start = grid_cell_node(fcinfo, &grid, CATMOUSE_ARGNO(args->mouse_row),
									   CATMOUSE_ARGNO(args->mouse_col), "mouse",
									   grid.info.mouse);
	p.opt.cat_start = grid_cell_node(fcinfo, &grid, CATMOUSE_ARGNO(args->cat_row),
									 CATMOUSE_ARGNO(args->cat_col), "cat",
									 grid.info.cat);
	return catmouse_call_answer(&call, &p);
}
