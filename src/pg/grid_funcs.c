/*-------------------------------------------------------------------------
 *
 * grid_funcs.c
 *	  The grid family: LeetCode 1728 games on text[] grids, where the food is
 *	  the hole, the cat may enter it and each player has its own jump.  One
 *	  implementation for the whole family (the grid's moves are in
 *	  moves_funcs.c).
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_):
 *
 *	  outcome of the start position
 *		cat_mouse_grid_game(grid text[], cat_jump, mouse_jump,
 *							max_turns DEFAULT 1000) int
 *		can_mouse_win(grid text[], cat_jump, mouse_jump) bool
 *	  a row per position; the optimal game, a row per ply
 *		cat_mouse_grid_states(grid, cat_jump, mouse_jump) SETOF record
 *		cat_mouse_grid_play(grid, cat_jump, mouse_jump) SETOF record
 *	  one record of figures
 *		cat_mouse_grid_summary(grid, cat_jump, mouse_jump,
 *							   max_turns DEFAULT 1000) record
 *	  looking at the game (1.1): the board after each ply, a picture
 *		cat_mouse_grid_boards(grid, cat_jump, mouse_jump) SETOF record
 *		cat_mouse_grid_svg(grid, cat_jump, mouse_jump) text
 *
 * NULL in the grid or a jump gives NULL (no rows); NULL max_turns means no
 * limit, and can_mouse_win is cat_mouse_grid_game's mouse win within 1000.
 * Nodes appear in rows as (row, column) pairs.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/* A grid function's max_turns comes from argument 3 (NULL: no limit). */
#define MAX_TURNS_ARG	(-2)

/*
 * Every function of the family: read the arguments, answer.  max_turns is
 * a fixed limit (-1 for none) or MAX_TURNS_ARG.
 */
static Datum
grid_impl(FunctionCallInfo fcinfo, CatmouseResult what, int64 max_turns)
{
	MemoryContext old;
	CatmouseGrid grid;
	CatmousePuzzle p;

	if (max_turns == MAX_TURNS_ARG)
		max_turns = catmouse_max_turns(fcinfo, 3);
	old = catmouse_result_begin(fcinfo, what);
	if (!catmouse_read_grid_args(fcinfo, max_turns, &grid, &p))
		return catmouse_result_null(fcinfo, what, old);
	return catmouse_result(fcinfo, what, &p, old);
}

CATMOUSE_ENTRY(catmouse_grid_game, grid_impl, RESULT_OUTCOME, MAX_TURNS_ARG)
CATMOUSE_ENTRY(catmouse_can_mouse_win, grid_impl, RESULT_MOUSE_WINS, 1000)
CATMOUSE_ENTRY(catmouse_grid_summary, grid_impl, RESULT_SUMMARY, MAX_TURNS_ARG)
CATMOUSE_ENTRY(catmouse_grid_states, grid_impl, RESULT_STATES, -1)
CATMOUSE_ENTRY(catmouse_grid_play, grid_impl, RESULT_PLAY, -1)
CATMOUSE_ENTRY(catmouse_grid_boards, grid_impl, RESULT_BOARDS, -1)
CATMOUSE_ENTRY(catmouse_grid_svg, grid_impl, RESULT_SVG, -1)
