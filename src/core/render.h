/*-------------------------------------------------------------------------
 *
 * render.h
 *	  Pictures and boards of solved games: Graphviz DOT of a graph, text
 *	  boards and an SVG picture of a grid.  Plain C, no PostgreSQL headers,
 *	  no malloc, no I/O: writers hand their text to a callback, in pieces.
 *
 * Every writer takes a solver after CM_SOLVE_ALL (outcomes, and the optimal
 * game through cm_play) and `seen`, cm_play_bytes() of scratch.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_RENDER_H
#define CATMOUSE_RENDER_H

#include "grid.h"
#include "solver.h"

/* Receives the next piece of text (not NUL-terminated). */
typedef void (*CmWriteFn) (void *arg, const char *text, size_t len);

/* Fill colours, by the outcome of a position; the picture's legend names them. */
#define CM_COLOUR_MOUSE		"#a6dba0"	/* the mouse wins */
#define CM_COLOUR_CAT		"#f4a582"	/* the cat wins */
#define CM_COLOUR_DRAW		"#e0e0e0"	/* a draw */
#define CM_COLOUR_MOUSE_PATH "#2166ac"
#define CM_COLOUR_CAT_PATH	"#b2182b"

/*
 * A Graphviz DOT picture of the graph: node "n<v>" labelled v (and "hole",
 * "mouse", "cat" for the hole and the starts), filled by the outcome of the
 * position with the mouse on v, the cat on its start and the mouse to move;
 * the mouse's moves as edges (a pair of opposite moves once, without
 * arrows; a one-way move with an arrow; a stay as a loop), moves only the
 * cat has (its own graph) dashed; the optimal game from the start as
 * numbered arrows, the mouse's blue and the cat's red; a legend
 * ("legend_*" nodes, no edges); the title says the verdict, and the turn
 * limit when opt.max_turns is set.  Returns cm_play's status.
 */
extern CmStatus cm_write_dot(const CmSolver *s, uint8_t *seen,
							 CmWriteFn write, void *arg);

/*
 * A grid as text, a line per row (joined by '\n', no final newline):
 * '#' wall, '.' floor, 'F' the food, 'M' the mouse and 'C' the cat where
 * they stand, 'X' both on one cell; someone on the food hides the 'F'.
 * out needs rows * (cols + 1) bytes; returns the length written.
 */
extern size_t cm_grid_board(const CmGridInfo *info, const int32_t *node_of_cell,
							int32_t mouse, int32_t cat, char *out);

/*
 * An SVG picture of a grid: walls, floor, the food, the starts, and the
 * optimal game from the start as a line per player through the cells it
 * visits, each step numbered by its ply: the mouse's numbers along the top
 * of a cell, the cat's along its bottom, side by side in the order of the
 * plies when a player comes to a cell more than once (a stay, a return),
 * as many as the cell holds, then a "+" for the rest: no number leaves
 * its cell, so none overlaps another.
 * scratch is cm_grid_svg_bytes() (cm_play's, and a counter per player and
 * node).  Returns cm_play's status, or CM_ERR_TOO_BIG for a grid of more
 * than CM_SVG_MAX_SIDE rows or columns, whose pixels an int cannot number.
 */
#define CM_SVG_MAX_SIDE 50000000
extern size_t cm_grid_svg_bytes(const CmSolver *s);
extern CmStatus cm_write_grid_svg(const CmSolver *s, const CmGridInfo *info,
								  const int32_t *node_of_cell,
								  const int32_t *cell_of_node, uint8_t *scratch,
								  CmWriteFn write, void *arg);

#endif							/* CATMOUSE_RENDER_H */
