/*-------------------------------------------------------------------------
 *
 * input.h
 *	  The readers: SQL argument values to core structs.  One file per input
 *	  kind of a graph (input_array.c int[][], input_jsonb.c jsonb,
 *	  input_text.c text, input_graph6.c graph6 values and nauty's codes),
 *	  input_grid.c for text[] grids; input.c the dispatch by kind and the
 *	  arguments of a function read into a CatmousePuzzle; input_common.c
 *	  what the readers share (where an element is as the user wrote it,
 *	  the errors of building a graph), which calls no reader.
 *
 * The only code that reads the argument values' formats; every input error
 * is reported here with its SQLSTATE, naming the offending row, column and
 * value.  Readers allocate in the current memory context.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_INPUT_H
#define CATMOUSE_INPUT_H

#include "postgres.h"

#include "fmgr.h"
#include "utils/array.h"

#include "catmouse.h"
#include "generate.h"
#include "graph6.h"

/* A graph read from an argument, allocated in the current context. */
typedef struct CatmouseGraphArg
{
	CmGraph		g;
	const char *argname;		/* "graph" or "cat_graph", for messages */
	bool		json;			/* read from JSON: positions are $[i][j] */
	int			lbound[2];		/* an array's lower bounds, for messages */
	int			code_format;	/* read from a code: its CmCodeFormat; else -1 */
} CatmouseGraphArg;

/* A grid read from a text[] argument, with both players' move graphs. */
typedef struct CatmouseGrid
{
	CmGridInfo	info;
	int32	   *node_of_cell;	/* rows * cols: node or -1 for a wall */
	int32	   *cell_of_node;	/* floor: r * cols + c */
	CmGraph		mouse;
	CmGraph		cat;			/* same arrays as mouse when the jumps agree */
	CatmouseCells cells;		/* the grid's cells, for the result layer */
} CatmouseGrid;

/*
 * The input kinds of a graph argument (src/sql/functions.tab's "kind"
 * lines, whose enum: names these), one reader each.
 */
typedef enum CatmouseInput
{
	INPUT_ARRAY,				/* int[][] */
	INPUT_JSONB,				/* jsonb */
	INPUT_TEXT,					/* text: a code, JSON or an array literal */
	INPUT_GRAPH6,				/* graph6 */
	INPUT_INT8_ARRAY,			/* bigint[][] */
	INPUT_JSON,					/* json: read as jsonb */
	INPUT_PUZZLE				/* cat_mouse_puzzle: its graph field is the
								 * graph, its other fields the starts, the
								 * hole and the cat's graph */
} CatmouseInput;

/* The kinds of a grid argument, each read into a text[] of rows. */
typedef enum CatmouseGridInput
{
	GRID_ARRAY,					/* text[] */
	GRID_TEXT,					/* text: LeetCode's JSON or a text[] literal */
	GRID_JSONB					/* jsonb: a JSON array of strings */
} CatmouseGridInput;

typedef ArrayType *(*CatmouseGridReader) (Datum value);

extern ArrayType *catmouse_grid_from_array(Datum value);
extern ArrayType *catmouse_grid_from_text(Datum value);
extern ArrayType *catmouse_grid_from_jsonb(Datum value);

/* The readers of a grid argument by kind (entry_points.c) */
extern const CatmouseGridReader catmouse_grid_readers[];

/*
 * A reader of one input kind: the graph in an argument's value, any size
 * (a game's limit is the solver's: catmouse.c).  expect_nodes >= 0
 * requires that many nodes (a cat_graph must match its graph), checked
 * before the neighbours.  flags: CATMOUSE_READ_*.
 */
typedef void (*CatmouseReader) (Datum value, const char *argname,
								int32 expect_nodes, int flags,
								CatmouseGraphArg *out);

extern void catmouse_read_graph_array(Datum value, const char *argname, int32 expect_nodes,
									  int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_jsonb(Datum value, const char *argname, int32 expect_nodes,
									  int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_text(Datum value, const char *argname, int32 expect_nodes,
									 int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_graph6(Datum value, const char *argname, int32 expect_nodes,
									   int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_int8(Datum value, const char *argname, int32 expect_nodes,
									 int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_json(Datum value, const char *argname, int32 expect_nodes,
									 int flags, CatmouseGraphArg *out);
extern void catmouse_read_graph_puzzle(Datum value, const char *argname, int32 expect_nodes,
									   int flags, CatmouseGraphArg *out);

/* The readers by kind (entry_points.c, from the table) */
extern const CatmouseReader catmouse_readers[];

/*
 * A string through a type's input function, as a cast would; its data
 * errors raised as the puzzle's (input_common.c).
 */
extern Datum catmouse_read_input(Oid type, char *str);

/* How a graph is read (flags) */
#define CATMOUSE_READ_EMPTY		0x01	/* a graph without nodes is one (to
										 * convert); else an error */

/* Read argument argno, a graph of the given kind, with its kind's reader. */
extern void catmouse_read_graph_arg(FunctionCallInfo fcinfo, int argno,
									CatmouseInput kind, const char *argname,
									int32 expect_nodes, int flags,
									CatmouseGraphArg *out);


/* A grid and both players' moves. */
extern void catmouse_read_grid(ArrayType *arr, int32 cat_jump,
							   int32 mouse_jump, CatmouseGrid *out);

/* ---- a function's arguments, read into a puzzle (input.c) ---- */

/*
 * Where a function's named arguments are, counted from 1 (0: it has none,
 * what C gives a field the table leaves out), written by tools/sqlgen.pl
 * from the function's arguments in src/sql/functions.tab: the one place
 * they are written.  The readers take every argument from here, through
 * CATMOUSE_ARGNO.
 */
typedef struct CatmouseArgPositions
{
	int			graph;
	int			mouse_start;
	int			cat_start;
	int			hole;
	int			cat_can_enter_hole;
	int			max_turns;
	int			cat_graph;
	int			turn;
	int			cats;
	int			max_cats;		/* cats, when it is the most tried */
	int			may_stay;
	int			grid;
	int			cat_jump;
	int			mouse_jump;
	int			mouse_row;
	int			mouse_col;
	int			cat_row;
	int			cat_col;
	int			nodes;			/* a census over geng's graphs: their size */
	int			res;			/* its part res of mod */
	int			mod;
	int			chunks;			/* mod, for a check of every part */
	int			connected;
} CatmouseArgPositions;

/*
 * fmgr's number of the argument at position pos (from 0), checked: a
 * position the function has not (0: the table gave it none) is an internal
 * error, never a read past fcinfo's arguments.  Callers test "pos > 0"
 * first for an optional argument.  (fcinfo is the caller's.)
 */
extern int	catmouse_argno(FunctionCallInfo fcinfo, int pos);

#define CATMOUSE_ARGNO(pos)	catmouse_argno(fcinfo, (pos))

/*
 * Read a game function's arguments into p (graphs allocated in the
 * current context); false when one that decides the answer is NULL
 * (graph, a start, the hole, cat_can_enter_hole).  NULL max_turns is no
 * limit, NULL cat_graph the graph itself.
 */
extern bool catmouse_read_game_args(FunctionCallInfo fcinfo, CatmouseInput kind,
									const CatmouseArgPositions *pos,
									CatmousePuzzle *p);

/* LeetCode 1728's turn limit: a grid function's without a max_turns */
#define CATMOUSE_LEETCODE_TURNS	1000

/*
 * A grid function's arguments (grid, cat_jump, mouse_jump, max_turns if it
 * has one, else LeetCode's limit) into grid and p: the grid game's options
 * (the food is the hole, the cat may enter it); false when one is NULL.
 */
extern bool catmouse_read_grid_args(FunctionCallInfo fcinfo, CatmouseGridInput kind,
									const CatmouseArgPositions *pos,
									CatmouseGrid *grid, CatmousePuzzle *p);

/*
 * The node of a grid cell given by two arguments (row and column, at
 * row_pos and col_pos): dflt when both are NULL; an error when one is, or
 * the cell is outside the grid or a wall.
 */
extern int32 catmouse_read_grid_cell(FunctionCallInfo fcinfo, const CatmouseGrid *grid,
									 int row_pos, int col_pos, const char *who,
									 int32 dflt);

/*
 * A pursuit function's arguments (graph, cats, may_stay) into p; false when
 * one is NULL.
 */
extern bool catmouse_read_pursuit_args(FunctionCallInfo fcinfo, CatmouseInput kind,
									   const CatmouseArgPositions *pos,
									   CatmousePuzzle *p);

/*
 * A function's one graph argument into p, with the format of its code when
 * it was read from one; false when it is NULL.  flags: CATMOUSE_READ_*.
 */
extern bool catmouse_read_graph_only_args(FunctionCallInfo fcinfo, CatmouseInput kind,
										  const CatmouseArgPositions *pos, int flags,
										  CatmousePuzzle *p);

/* Whether the argument at position pos is NULL (false for none: pos 0). */
extern bool catmouse_arg_null(FunctionCallInfo fcinfo, int pos);

/* A max_turns argument: -1 (no limit) when NULL, an error when negative. */
extern int64 catmouse_max_turns(FunctionCallInfo fcinfo, int pos);

/* A turn argument: 'mouse' or 'cat'. */
extern int	catmouse_turn(FunctionCallInfo fcinfo, int pos);

/* ---- input_graph6.c: nauty's codes ---- */

/*
 * The code a text value is (less the white space around it; *len its
 * length), as catmouse_read_graph_text reads it; NULL when the text is JSON
 * or an array literal.
 */
extern const char *catmouse_text_code(Datum value, size_t *len);

/* A code was given as text (flags): its errors say how text is read. */
#define CATMOUSE_CODE_TEXT		0x02

/* A graph from a graph6, sparse6 or digraph6 code of len bytes. */
extern void catmouse_read_graph_code(const char *str, size_t len,
									 const char *argname, int32 expect_nodes,
									 int flags, CatmouseGraphArg *out);

/* Parse a code (graph6.h), reporting a malformed one. */
extern void catmouse_parse_code(const char *str, size_t len, CmCode *code,
								int flags);

/*
 * Report a malformed code (CM_ERR_CODE_*; code as cm_code_parse left it);
 * never returns.
 */
pg_noreturn extern void catmouse_report_code_error(const CmError *err,
												   const CmCode *code,
												   const char *str, size_t len,
												   bool from_text);


/* ---- input_geng.c: geng's arguments ---- */

/*
 * geng's options from cat_mouse_geng_stream's arguments (those of
 * cat_mouse_geng), checked; false when a NULL size, flag or part asks for
 * no graphs (a NULL bound is none).
 */
extern bool catmouse_read_geng_args(FunctionCallInfo fcinfo, CmGengOptions *o);

/*
 * geng's options checked as geng would (it would exit), and its tables
 * against catmouse.max_memory: an error naming the argument, or nothing.
 */
extern void catmouse_check_geng(const CmGengOptions *o);

/*
 * A census's arguments over geng's graphs into o and p (p->geng = o): its
 * nodes, res and mod (or chunks: every part, res 0 of them), connected;
 * with max_cats the census of cops and robbers (p->cats), else the hole
 * game's (cat_can_enter_hole, nodes up to CM_CENSUS_FAST_NODES).  Every one
 * checked as the census would, before anything runs; false when one is
 * NULL.
 */
extern bool catmouse_read_census_args(FunctionCallInfo fcinfo,
									  const CatmouseArgPositions *pos,
									  CmGengOptions *o, CatmousePuzzle *p);

/* ---- input_common.c: shared by the graph readers ---- */

/* out becomes the graph without nodes. */
extern void catmouse_empty_graph(const char *argname, CatmouseGraphArg *out);

/* Where element (row, col) of a graph argument is, as the user wrote it. */
extern char *catmouse_element_name(const CatmouseGraphArg *g, int32 row,
								   int32 col);

/* Report a cm_graph_build() failure; never returns. */
pg_noreturn extern void catmouse_report_build_error(const CmError *err,
													const CatmouseGraphArg *g,
													int32 nodes);

/* A cat_graph must have as many rows as its graph (expect_nodes >= 0). */
extern void catmouse_check_rows(const char *argname, int32 rows,
								int32 expect_nodes);

#endif							/* CATMOUSE_INPUT_H */
