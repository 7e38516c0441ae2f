/*-------------------------------------------------------------------------
 *
 * catmouse.h
 *	  The fmgr glue's shared services, defined in catmouse.c (the module:
 *	  memory limit, per-call memory, the one solve wrapper, the cancel poll,
 *	  option errors) and result.c (a solved game as the SQL value a function
 *	  returns: outcome, summary record, rows of positions or of play).
 *
 * Layers, and what may include what:
 *
 *	  core		solver.h, grid.h: plain C, no PostgreSQL header
 *	  readers	input.h: SQL argument values -> core graphs, one file per
 *				input kind; may use these services
 *	  glue		this header: used by the readers and by the files of one
 *				SQL family each (graph_funcs.c, grid_funcs.c, graph_agg.c)
 *
 * This header never includes input.h: the services know nothing of the
 * argument formats.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_H
#define CATMOUSE_H

#include "postgres.h"

#include "fmgr.h"
#include "funcapi.h"
#include "utils/array.h"

#include "grid.h"
#include "solver.h"

/* ---- catmouse.c: the module ---- */

/* Fail, before allocating, unless bytes fit in catmouse.max_memory. */
extern void catmouse_check_memory(size_t bytes, int32 nodes);
/* The same for any work: "<fmt, args> needs N MB of memory". */
extern void catmouse_check_work_memory(size_t bytes, const char *fmt,...) pg_attribute_printf(2, 3);

/* The core's poll function: lets query cancel and statement_timeout in. */
extern bool catmouse_poll(void *arg);

/* Report a solver-option error (start, hole, cat_graph size); never returns. */
extern void catmouse_report_option_error(const CmError *err, int32 nodes) pg_attribute_noreturn();

/*
 * A max_turns argument: -1 (no limit) when NULL, an error when negative.
 */
extern int64 catmouse_max_turns(FunctionCallInfo fcinfo, int argno);

/*
 * Switch to the call's private memory context (kept per call site and reset
 * by catmouse_end); returns the context to go back to.
 */
extern MemoryContext catmouse_begin(FunctionCallInfo fcinfo);
extern void catmouse_end(FunctionCallInfo fcinfo, MemoryContext old);

/*
 * Check the options and the memory limit, allocate the work memory in the
 * current context and solve; errors are reported, never returned.
 */
extern void catmouse_solve(CmSolver *s, const CmGraph *mouse,
						   const CmGraph *cat, const CmOptions *opt,
						   CmMode mode);

/* ---- result.c: solve and return a function's SQL value ---- */

/*
 * How nodes appear in rows: NULL for a graph (one int column per node), or
 * a grid's cells (two columns, row and column).
 */
typedef struct CatmouseCells
{
	int32		cols;
	const int32 *cell_of_node;	/* floor node -> r * cols + c */
	const CmGridInfo *info;		/* the grid, for boards and pictures */
	const int32 *node_of_cell;	/* cell -> node, -1 for a wall */
} CatmouseCells;

/* What a function returns. */
typedef enum CatmouseResult
{
	RESULT_OUTCOME,				/* int: the start's outcome under max_turns */
	RESULT_MOUSE_WINS,			/* bool: that outcome is a mouse win */
	RESULT_SUMMARY,				/* record of figures over every position */
	RESULT_DOT,					/* text: a Graphviz picture of a graph */
	RESULT_SVG,					/* text: an SVG picture of a grid */
	RESULT_STATES,				/* set: a row per listed position */
	RESULT_PLAY,				/* set: a row per ply of the optimal game */
	RESULT_BOARDS				/* set: the grid after each ply */
} CatmouseResult;

#define CATMOUSE_RESULT_IS_SET(what) ((what) >= RESULT_STATES)
/* the results that take a max_turns argument */
#define CATMOUSE_RESULT_HAS_MAX_TURNS(what) ((what) <= RESULT_SUMMARY)

/*
 * A call's frame: catmouse_result_begin (the tuplestore of a set, then the
 * call's memory context), read the arguments, then either
 * catmouse_result_null (an argument made the answer NULL) or
 * catmouse_result followed by catmouse_end.
 */
extern MemoryContext catmouse_result_begin(FunctionCallInfo fcinfo,
										   CatmouseResult what);
extern Datum catmouse_result_null(FunctionCallInfo fcinfo, CatmouseResult what,
								  MemoryContext old);

/*
 * Solve the game (in the mode `what` needs) and form the result; a
 * record in result_ctx, the context to return to, which outlives the call's.
 */
extern Datum catmouse_result(FunctionCallInfo fcinfo, CatmouseResult what,
							 const CmGraph *mouse, const CmGraph *cat,
							 const CmOptions *opt, const CatmouseCells *cells,
							 MemoryContext result_ctx);

/* Rows of every legal move of a position of a solved game (CM_SOLVE_ALL). */
extern void catmouse_emit_moves(ReturnSetInfo *rsinfo, const CmSolver *s,
								int32 mouse, int32 cat, int turn,
								const CatmouseCells *cells);

/* cat_mouse_census's rows: every hole of the graph in turn. */
extern void catmouse_emit_census(ReturnSetInfo *rsinfo, const CmGraph *mouse,
								 const CmGraph *cat, bool cat_can_enter_hole);

/*
 * A graph as the NULL-padded int[][] the graph functions take (rows in the
 * graph's order, padded to the longest row).
 */
extern ArrayType *catmouse_graph_array(const CmGraph *g);

/*
 * One C entry point per (SQL function, input kind), all calling the one
 * implementation of their family: CATMOUSE_ENTRY(sym, impl, args...)
 * defines Datum sym(PG_FUNCTION_ARGS) { return impl(fcinfo, args...); }.
 */
#define CATMOUSE_ENTRY(sym, impl, ...) \
	PG_FUNCTION_INFO_V1(sym); \
	Datum \
	sym(PG_FUNCTION_ARGS) \
	{ \
		return impl(fcinfo, __VA_ARGS__); \
	}

#endif							/* CATMOUSE_H */
