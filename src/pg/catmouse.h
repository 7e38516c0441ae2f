/*-------------------------------------------------------------------------
 *
 * catmouse.h
 *	  The glue's services, defined in catmouse.c (the module): the
 *	  catmouse.max_memory limit, the memory context each call works in, the
 *	  cancel poll, the one place where each solver (the hole game, the
 *	  census of every hole, the pursuit of many cats) is set up, bounded and
 *	  run, and the errors of solver options; and CatmousePuzzle, what a
 *	  function asks about, as the readers (input.h) fill it and the result
 *	  layer (result.h) answers it.
 *
 * The glue of src/pg/ in layers, and what may include what:
 *
 *	  core		src/core/: plain C, no PostgreSQL header; the glue uses
 *				the public headers (solver.h, grid.h, graph6.h, render.h,
 *				pursuit.h) only (make check-layers)
 *	  majors	compat.h: what differs between PostgreSQL 15, 17 and 18,
 *				included here, so by every file below
 *	  services	this header: used by every file below
 *	  readers	input.h: SQL argument values -> core structs, one file per
 *				input kind
 *	  results	result.h: solved puzzles -> SQL values and rows
 *	  families	family.h: one file per SQL family, its C entry points
 *
 * This header includes neither input.h nor result.h: the services know
 * nothing of argument formats or result shapes.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_H
#define CATMOUSE_H

#include "postgres.h"

#include "compat.h"
#include "fmgr.h"

#include "canon.h"
#include "census.h"
#include "copcensus.h"
#include "generate.h"
#include "grid.h"
#include "nodes/pg_list.h"
#include "pursuit.h"
#include "solver.h"

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

/* What a function asks about, read from its arguments. */
typedef struct CatmousePuzzle
{
	const CmGraph *mouse;		/* the graph: the mouse's moves */
	const CmGraph *cat;			/* the cat's moves; NULL: the same */
	CmOptions	opt;			/* starts, hole, turn limit */
	const CatmouseCells *cells; /* a grid's cells; NULL for a graph */
	int			turn;			/* moves: the player to move at the start */
	int			cats;			/* pursuit: cats; cop number: the most */
	bool		may_stay;		/* pursuit: a player may stay put */
	int			graph_format;	/* the graph's CmCodeFormat when it was read
								 * from a code, else -1 */
	const CmGengOptions *geng;	/* a census over geng's graphs: which (no
								 * graph then) */
} CatmousePuzzle;

/*
 * An error about a puzzle: the value, an option or the memory it needs.
 * catmouse's readers and checks raise theirs with catmouse_puzzle_ereport,
 * at points that hold nothing but the call's memory (no lock, pin, cache
 * reference or file), and a type's input function called through
 * catmouse_read_input raises its data errors marked the same way; the mark
 * is catmouse_puzzle_raised.  cat_mouse_check answers these errors and
 * raises every other as it is (a cancel, the stack depth, memory, an error
 * from anywhere else): it catches no error it cannot safely catch without
 * a subtransaction (catmouse_check_with).
 */
extern bool catmouse_puzzle_raised;

#define catmouse_puzzle_ereport(...) \
	do { \
		catmouse_puzzle_raised = true; \
		ereport(ERROR, __VA_ARGS__); \
	} while (0)

/* A puzzle with no graph, default options and no cells. */
extern void catmouse_puzzle_init(CatmousePuzzle *p);

/* ---- memory ---- */

/* Fail, before allocating, unless bytes fit in catmouse.max_memory. */
extern void catmouse_check_memory(size_t bytes, int32 nodes);
/* The same for any work: "<fmt, args> needs N MB of memory". */
extern void catmouse_check_work_memory(size_t bytes, const char *fmt,...) pg_attribute_printf(2, 3);
/* Work memory for a solver (huge pages asked for when large); palloc'd. */
extern void *catmouse_alloc_work(size_t bytes);
/* Define catmouse.max_memory and _limit (memory.c; from _PG_init). */
extern void catmouse_memory_init(void);
/* A size as PostgreSQL writes one ("64 kB", "1025 MB"), rounded up; palloc'd. */
extern char *catmouse_size_text(uint64 bytes);
/* catmouse.max_memory within catmouse.max_memory_limit, in bytes. */
extern size_t catmouse_max_memory_bytes(void);

/*
 * Switch to the call's private memory context (kept per call site and reset
 * by catmouse_end); returns the context to go back to.
 */
extern MemoryContext catmouse_begin(FunctionCallInfo fcinfo);
extern void catmouse_end(FunctionCallInfo fcinfo, MemoryContext old);

/* The row type a function returning a record returns, blessed (per call site). */
extern TupleDesc catmouse_result_tupdesc(FunctionCallInfo fcinfo);
/* A set-returning call's tuplestore and row type (InitMaterializedSRF). */
extern void catmouse_materialize(FunctionCallInfo fcinfo);

/* ---- solving, in the current memory context ---- */

/* The core's poll function: lets query cancel and statement_timeout in. */
extern bool catmouse_poll(void *arg);

/*
 * The hole game: check the options and the memory limit, allocate the
 * work memory and solve; errors are reported, never returned.
 */
extern void catmouse_solve(CmSolver *s, const CatmousePuzzle *p, CmMode mode);

/*
 * A puzzle checked as catmouse_solve(s, p, mode) checks it, not solved:
 * its size, its options and the work memory mode needs within
 * catmouse.max_memory.
 */
extern void catmouse_puzzle_check(const CatmousePuzzle *p, CmMode mode);

/* The census: every hole of the puzzle's graph, a row each (n rows). */
extern CmCensusRow *catmouse_solve_census(const CatmousePuzzle *p);

/* The pursuit of p->cats cats (the same checks). */
extern void catmouse_solve_pursuit(CmPursuit *s, const CatmousePuzzle *p,
								   CmPursuitMode mode);

/*
 * A canonical labelling by nauty (canon.h) of a puzzle's graph, with the
 * cat's graph when it has one; with roles, the hole, the mouse start and the
 * cat start are nodes of their own, in that order (so they become nodes 0,
 * 1, 2 when they differ); with group, the generators and the stabiliser
 * indices of the automorphism group.  Within catmouse.max_memory, checked
 * before nauty allocates; a cancel stops nauty at its next node.
 */
typedef struct CatmouseCanon
{
	int32	   *label;			/* label[v]: v's node in the canonical graph */
	int32	   *orbits;			/* the least node of v's orbit */
	int32		orbit_count;
	bool		digraph;		/* nauty worked in digraph mode */
	List	   *generators;		/* with group: int32 arrays of n images */
	List	   *indices;		/* with group: ints, their product the group's
								 * size */
} CatmouseCanon;

extern void catmouse_canonise(const CatmousePuzzle *p, bool roles, bool group,
							  CatmouseCanon *out);

/* A string for a message: cut to 40 bytes, odd bytes as \xNN. */
extern char *catmouse_show_string(const char *s, size_t len);

/* ---- geng_solve.c: the censuses over geng's graphs ---- */

/*
 * Run geng to its end with o's options (checked already), fn receiving
 * each graph; a cancel stops it at its next step, and its tables are freed
 * on any error.
 */
extern void catmouse_run_geng(const CmGengOptions *o, CmGengFn fn, void *arg);

/*
 * One of geng's graphs into a census of cops and robbers (copcensus.h),
 * the game of three cats and more in work's game memory, which grows as
 * the core asks, within catmouse.max_memory.
 */
extern void catmouse_cop_tally_graph(CmCopTally *t, const uint64 *rows, int n,
									 CmCopWork *work);

/* The hole game's sets kept from graph to graph (census.h), the backend's. */
extern CmCensusWork *catmouse_census_work(void);

/* ---- graphviz.c ---- */

/*
 * A DOT text (len bytes) laid out by Graphviz's dot and rendered as SVG, in
 * a child process that runs Graphviz alone, within catmouse.max_memory; a
 * cancel or statement_timeout kills it.  Returns the SVG (palloc'd, len
 * set); Graphviz's failures are reported, never returned.
 */
extern char *catmouse_graphviz_svg(const char *dot, size_t *len);

/* The version of Graphviz's headers catmouse was built with. */
extern const char *catmouse_graphviz_version(void);

/* ---- planner.c ---- */

/* Install the planner hook that prices LATERAL calls per row. */
extern void catmouse_planner_init(void);

/* Report a solver-option error (start, hole, cat_graph size); never returns. */
pg_noreturn extern void catmouse_report_option_error(const CmError *err,
													 int32 nodes);

#endif							/* CATMOUSE_H */
