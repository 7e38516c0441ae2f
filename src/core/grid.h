/*-------------------------------------------------------------------------
 *
 * grid.h
 *	  Text grids (LeetCode 1728, "Cat and Mouse II") to solver graphs.
 *	  Plain C, no PostgreSQL headers, no malloc.
 *
 * A grid is rows of equal length over '.', '#', 'C', 'M', 'F'.  Its floor
 * cells (all but '#') are the nodes, numbered in row-major order, so node
 * order is the order of r * cols + c.  A player with jump J moves 0 .. J
 * cells in one of the four directions without crossing a wall or leaving
 * the grid.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_GRID_H
#define CATMOUSE_GRID_H

#include "solver.h"

typedef struct CmGridInfo
{
	int32_t		rows;
	int32_t		cols;
	int32_t		floor;			/* number of nodes */
	int32_t		mouse;			/* node of 'M' */
	int32_t		cat;			/* node of 'C' */
	int32_t		food;			/* node of 'F' */
} CmGridInfo;

/*
 * Check rows row[0 .. nrows-1] of len[i] bytes each, and count the floor.
 * Fails with CM_ERR_NO_NODES (no rows, or empty rows), CM_ERR_GRID_RAGGED,
 * CM_ERR_GRID_CHAR, CM_ERR_GRID_COUNT, CM_ERR_TOO_MANY_NODES or
 * CM_ERR_TOO_BIG (rows * cols past INT32_MAX).
 */
extern CmStatus cm_grid_check(int32_t nrows, const char *const *row,
							  const int32_t *len, CmGridInfo *info,
							  CmError *err);

/*
 * Number the floor cells: node_of_cell (rows * cols entries) gets each
 * cell's node or -1 for a wall, cell_of_node (floor entries) each node's
 * cell r * cols + c; fills info->mouse, cat and food.
 */
extern void cm_grid_index(const char *const *row, CmGridInfo *info,
						  int32_t *node_of_cell, int32_t *cell_of_node);

/* Number of moves (arcs) of a player with this jump, for sizing: O(cells). */
extern int64_t cm_grid_arcs(const CmGridInfo *info,
							const int32_t *node_of_cell, int64_t jump);

/*
 * Build the moves of a player with this jump: off needs floor + 1 entries,
 * adj cm_grid_arcs() entries.  The stay-put move is included.  Returns
 * CM_OK, or CM_CANCELLED when poll (which may be NULL) says so.
 */
extern CmStatus cm_grid_moves(const CmGridInfo *info,
							  const int32_t *node_of_cell,
							  const int32_t *cell_of_node, int64_t jump,
							  int32_t *off, int32_t *adj, CmGraph *g,
							  CmPollFn poll, void *poll_arg);

#endif							/* CATMOUSE_GRID_H */
