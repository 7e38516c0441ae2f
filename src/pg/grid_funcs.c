/*-------------------------------------------------------------------------
 *
 * grid_funcs.c
 *	  The grid family: LeetCode 1728 games on text[] grids, where the food is
 *	  the hole, the cat may enter it and each player has its own jump.  One
 *	  implementation for the whole family (the grid's moves are in
 *	  moves_funcs.c).  Every grid function plays LeetCode's game by default:
 *	  the mouse must reach the food within 1000 turns (plies) or the cat
 *	  wins; max_turns changes the limit, NULL removes it.
 *
 * SQL functions (their entry points, in entry_points.c: catmouse_ + the SQL
 * name without cat_mouse_):
 *
 *	  outcome of the start position
 *		cat_mouse_grid_game(grid text[], cat_jump, mouse_jump,
 *							max_turns DEFAULT 1000) int
 *		can_mouse_win(grid text[], cat_jump, mouse_jump) bool
 *	  a row per position; the optimal game, a row per ply (1.0, limit 1000;
 *	  with a max_turns argument, 1.1: catmouse_grid_*_max_turns)
 *		cat_mouse_grid_states(grid, cat_jump, mouse_jump [, max_turns])
 *		cat_mouse_grid_play(grid, cat_jump, mouse_jump [, max_turns])
 *	  one record of figures
 *		cat_mouse_grid_summary(grid, cat_jump, mouse_jump,
 *							   max_turns DEFAULT 1000) record
 *	  looking at the game (1.1): the board after each ply, a picture
 *		cat_mouse_grid_boards(grid, cat_jump, mouse_jump,
 *							  max_turns DEFAULT 1000) SETOF record
 *		cat_mouse_grid_svg(grid, cat_jump, mouse_jump,
 *						   max_turns DEFAULT 1000) text
 *	  what is wrong with a grid, without solving it (1.1)
 *		cat_mouse_grid_check(grid, cat_jump, mouse_jump,
 *							 max_turns DEFAULT 1000) text
 *
 * NULL in the grid or a jump gives NULL (no rows); NULL max_turns means no
 * limit.  Nodes appear in rows as (row, column) pairs.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/*
 * Every function of the family: read the arguments (max_turns where the
 * function has it, else LeetCode's 1000), answer.
 */
Datum
catmouse_grid_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
				   const CatmouseArgPositions *args, const CatmouseResult *what)
{
	CatmouseCall call;
	CatmouseGrid grid;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_grid_args(fcinfo, kind, args, &grid, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

/*
 * The grid's reader for catmouse_check_with: the grid it reads into lives
 * in the call's memory, as long as the puzzle that points into it.
 */
static bool
read_grid_puzzle(FunctionCallInfo fcinfo, int kind, const CatmouseArgPositions *args,
				 CatmousePuzzle *p)
{
	return catmouse_read_grid_args(fcinfo, (CatmouseGridInput) kind, args,
								   palloc(sizeof(CatmouseGrid)), p);
}

/* cat_mouse_grid_check: cat_mouse_check for grids */
Datum
catmouse_grid_check_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
						 const CatmouseArgPositions *args)
{
	return catmouse_check_with(fcinfo, read_grid_puzzle, kind, args);
}
