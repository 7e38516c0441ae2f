/*-------------------------------------------------------------------------
 *
 * input.h
 *	  The readers: SQL argument values to solver graphs, one file per input
 *	  kind (input_array.c int[][], input_jsonb.c jsonb, input_text.c text,
 *	  input_graph6.c graph6 codes, input_grid.c text[] grids; input.c what
 *	  the graph readers share).
 *	  The only code that reads the argument values' formats; every input
 *	  error is reported here with its SQLSTATE, naming the offending row,
 *	  column and value.  Readers allocate in the current memory context.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_INPUT_H
#define CATMOUSE_INPUT_H

#include "postgres.h"

#include "fmgr.h"
#include "utils/array.h"
#include "utils/jsonb.h"

#include "graph6.h"
#include "grid.h"
#include "solver.h"

/* A graph read from an argument, allocated in the current context. */
typedef struct CatmouseGraphArg
{
	CmGraph		g;
	const char *argname;		/* "graph" or "cat_graph", for messages */
	bool		json;			/* read from JSON: positions are $[i][j] */
	int			lbound[2];		/* an array's lower bounds, for messages */
} CatmouseGraphArg;

/* A grid read from a text[] argument, with both players' move graphs. */
typedef struct CatmouseGrid
{
	CmGridInfo	info;
	int32	   *node_of_cell;	/* rows * cols: node or -1 for a wall */
	int32	   *cell_of_node;	/* floor: r * cols + c */
	CmGraph		mouse;
	CmGraph		cat;			/* same arrays as mouse when the jumps agree */
} CatmouseGrid;

/* The input kinds of a graph argument, one reader each. */
typedef enum CatmouseInput
{
	INPUT_ARRAY,				/* int[][]: catmouse_read_graph */
	INPUT_JSONB,				/* jsonb: catmouse_read_graph_jsonb */
	INPUT_TEXT,					/* text: catmouse_read_graph_text */
	INPUT_GRAPH6				/* graph6: catmouse_read_graph_graph6 */
} CatmouseInput;

/*
 * Read argument argno, a graph of the given kind, with its kind's reader.
 */
extern void catmouse_read_graph_arg(FunctionCallInfo fcinfo, int argno,
									CatmouseInput kind, const char *argname,
									int32 expect_nodes, CatmouseGraphArg *out);

/*
 * Read a graph argument.  expect_nodes >= 0 requires that many rows (a
 * cat_graph must match its graph), checked before the neighbours.
 */
extern void catmouse_read_graph(ArrayType *arr, const char *argname,
								int32 expect_nodes, CatmouseGraphArg *out);
extern void catmouse_read_graph_jsonb(Jsonb *jb, const char *argname,
									  int32 expect_nodes,
									  CatmouseGraphArg *out);
extern void catmouse_read_graph_text(text *t, const char *argname,
									 int32 expect_nodes,
									 CatmouseGraphArg *out);
extern void catmouse_read_graph_graph6(struct varlena *value,
									   const char *argname, int32 expect_nodes,
									   CatmouseGraphArg *out);
extern void catmouse_read_grid(ArrayType *arr, int32 cat_jump,
							   int32 mouse_jump, CatmouseGrid *out);

/* ---- input_graph6.c: nauty's codes ---- */

/* A graph from a graph6, sparse6 or digraph6 code of len bytes. */
extern void catmouse_read_graph_code(const char *str, size_t len,
									 const char *argname, int32 expect_nodes,
									 CatmouseGraphArg *out);

/* Parse a code (graph6.h), reporting a malformed one. */
extern void catmouse_parse_code(const char *str, size_t len, CmCode *code);

/* Report a malformed code (CM_ERR_CODE_*); never returns. */
extern void catmouse_report_code_error(const CmError *err, const char *str,
									   size_t len) pg_attribute_noreturn();

/* A string for a message: cut to 40 bytes, odd bytes as \xNN. */
extern char *catmouse_show_string(const char *s, size_t len);

/* ---- a graph function's arguments, read (input.c) ---- */

/* Where a graph function's arguments are (-1: it has none). */
typedef struct CatmouseGraphArgs
{
	int			graph;
	int			mouse_start;
	int			cat_start;
	int			hole;
	int			cat_can_enter_hole;
	int			max_turns;
	int			cat_graph;
} CatmouseGraphArgs;

/* The arguments, read: graphs and options. */
typedef struct CatmouseGraphCall
{
	CatmouseGraphArg mouse;
	CatmouseGraphArg cat;
	bool		has_cat;
	CmOptions	opt;
} CatmouseGraphCall;

/*
 * Read a graph function's arguments in the current memory context; false
 * when one that decides the answer is NULL (graph, a start, the hole,
 * cat_can_enter_hole).  NULL max_turns is no limit, NULL cat_graph the
 * graph itself.
 */
extern bool catmouse_graph_call(FunctionCallInfo fcinfo, CatmouseInput kind,
								const CatmouseGraphArgs *args,
								CatmouseGraphCall *call);

/*
 * A grid function's arguments (grid, cat_jump, mouse_jump), read, and the
 * grid game's options (the food is the hole, the cat may enter it); false
 * when one is NULL.
 */
extern bool catmouse_grid_call(FunctionCallInfo fcinfo, int64 max_turns,
							   CatmouseGrid *grid, CmOptions *opt);

/* ---- input.c: shared by the graph readers ---- */

/* Where element (row, col) of a graph argument is, as the user wrote it. */
extern char *catmouse_element_name(const CatmouseGraphArg *g, int32 row,
								   int32 col);

/* Report a cm_graph_build() failure; never returns. */
extern void catmouse_report_build_error(const CmError *err,
										const CatmouseGraphArg *g,
										int32 nodes) pg_attribute_noreturn();

/* A cat_graph must have as many rows as its graph (expect_nodes >= 0). */
extern void catmouse_check_rows(const char *argname, int32 rows,
								int32 expect_nodes);

#endif							/* CATMOUSE_INPUT_H */
