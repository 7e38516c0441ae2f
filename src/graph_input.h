/*-------------------------------------------------------------------------
 *
 * graph_input.h
 *	  SQL values (int[][] adjacency arrays, JSON adjacency lists, text[]
 *	  grids) to solver graphs.  The only code that reads the argument
 *	  values' formats; every input error is reported
 *	  here with its SQLSTATE, naming the offending row, column and value.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_GRAPH_INPUT_H
#define CATMOUSE_GRAPH_INPUT_H

#include "postgres.h"

#include "utils/array.h"
#include "utils/jsonb.h"

#include "grid.h"
#include "solver.h"

/* A graph read from an argument, allocated in the current context. */
typedef struct CatmouseArrayGraph
{
	CmGraph		g;
	const char *argname;		/* "graph" or "cat_graph", for messages */
	bool		json;			/* read from JSON: positions are $[i][j] */
	int			lbound[2];		/* an array's lower bounds, for messages */
} CatmouseArrayGraph;

/* A grid read from a text[] argument, with both players' move graphs. */
typedef struct CatmouseGrid
{
	CmGridInfo	info;
	int32	   *node_of_cell;	/* rows * cols: node or -1 for a wall */
	int32	   *cell_of_node;	/* floor: r * cols + c */
	CmGraph		mouse;
	CmGraph		cat;			/* same arrays as mouse when the jumps agree */
} CatmouseGrid;

/*
 * Read a graph argument.  expect_nodes >= 0 requires that many rows (a
 * cat_graph must match its graph), checked before the neighbours.
 */
extern void catmouse_read_graph(ArrayType *arr, const char *argname,
								int32 expect_nodes, CatmouseArrayGraph *out);
extern void catmouse_read_graph_jsonb(Jsonb *jb, const char *argname,
									  int32 expect_nodes,
									  CatmouseArrayGraph *out);
extern void catmouse_read_graph_text(text *t, const char *argname,
									 int32 expect_nodes,
									 CatmouseArrayGraph *out);
extern void catmouse_read_grid(ArrayType *arr, int32 cat_jump,
							   int32 mouse_jump, CatmouseGrid *out);

/* Fail, before allocating, unless bytes fit in catmouse.max_memory. */
extern void catmouse_check_memory(size_t bytes, int32 nodes);

/* The core's poll function: lets query cancel and statement_timeout in. */
extern bool catmouse_poll(void *arg);

/* Report a solver-option error (start, hole, cat_graph size) and never return. */
extern void catmouse_report_option_error(const CmError *err, int32 nodes) pg_attribute_noreturn();

#endif							/* CATMOUSE_GRAPH_INPUT_H */
