/*-------------------------------------------------------------------------
 *
 * catmouse.c
 *	  The module: its magic block, the catmouse.max_memory GUC, the memory
 *	  context every call works in, the cancel poll, the one place where each
 *	  solver (the hole game, the census, the pursuit of many cats) is set
 *	  up, bounded and run, and the errors of solver options.  No SQL entry
 *	  point lives here; catmouse.h maps the glue.
 *
 * Every entry point works the same way: open the call's memory context
 * (result.h's catmouse_result_begin), read the arguments into a
 * CatmousePuzzle (a reader of input.h), solve here, turn the answer into
 * SQL values (result.h), and reset the context.  An error anywhere leaves
 * the context to be freed with the query's memory.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <stdarg.h>

#include <limits.h>

#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/guc.h"
#include "utils/memutils.h"

#include "catmouse.h"
#include "graph6.h"

CATMOUSE_MODULE_MAGIC;

/*
 * catmouse.max_memory, in kB: the most work memory one solve may take; an
 * ordinary role sets it for itself, up to catmouse.max_memory_limit, which
 * only a superuser sets (by default no lower than max_memory can go).
 */
static int	catmouse_max_memory = 1024 * 1024;
static int	catmouse_max_memory_limit = MAX_KILOBYTES;

void		_PG_init(void);

/* SET catmouse.max_memory above the limit: refused at once, saying why */
static bool
check_max_memory(int *newval, void **extra, GucSource source)
{
	if (source == PGC_S_SESSION && *newval > catmouse_max_memory_limit)
	{
		GUC_check_errdetail("catmouse.max_memory_limit, set by an administrator, is %d MB.",
							catmouse_max_memory_limit / 1024);
		return false;
	}
	return true;
}

/* The memory one solve may take, in kB: max_memory within the limit. */
static int
max_memory_kb(void)
{
	return Min(catmouse_max_memory, catmouse_max_memory_limit);
}

size_t
catmouse_max_memory_bytes(void)
{
	return (size_t) max_memory_kb() * 1024;
}

void
_PG_init(void)
{
	DefineCustomIntVariable("catmouse.max_memory",
							"Largest work memory one catmouse solve may allocate.",
							"A solve that would need more fails before allocating.",
							&catmouse_max_memory,
							1024 * 1024,
							64,
							MAX_KILOBYTES,
							PGC_USERSET,
							GUC_UNIT_KB,
							check_max_memory, NULL, NULL);
	DefineCustomIntVariable("catmouse.max_memory_limit",
							"Largest value of catmouse.max_memory that takes effect; only superusers set it.",
							"Solves are held to the lower of the two.",
							&catmouse_max_memory_limit,
							MAX_KILOBYTES,
							64,
							MAX_KILOBYTES,
							PGC_SUSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
	MarkGUCPrefixReserved("catmouse");
	catmouse_planner_init();
}

/* Fail unless `bytes` more of work memory are within catmouse.max_memory. */
void
catmouse_check_memory(size_t bytes, int32 nodes)
{
	catmouse_check_work_memory(bytes, "solving a game with %d nodes", nodes);
}

void
catmouse_check_work_memory(size_t bytes, const char *fmt,...)
{
	uint64		limit = (uint64) max_memory_kb() * 1024;
	unsigned long long mb;
	char		what[256];
	va_list		args;

	if (bytes != SIZE_MAX && bytes <= limit && bytes <= MaxAllocHugeSize)
		return;
	/* the message only when it is needed: solves of small graphs are many */
	va_start(args, fmt);
	vsnprintf(what, sizeof(what), fmt, args);
	va_end(args);
	mb = (bytes == SIZE_MAX) ? 0 :
		(unsigned long long) ((bytes + 1024 * 1024 - 1) / (1024 * 1024));
	/* more than the administrator's limit: raising max_memory cannot help */
	if ((uint64) mb * 1024 > (uint64) catmouse_max_memory_limit)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s needs %llu MB of memory", what, mb),
				 errdetail("catmouse.max_memory is %d MB, and catmouse.max_memory_limit, set by an administrator, %d MB.",
						   catmouse_max_memory / 1024, catmouse_max_memory_limit / 1024),
				 errhint("Ask an administrator to raise catmouse.max_memory_limit.")));
	ereport(ERROR,
			(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
			 errmsg("%s needs %llu MB of memory", what, mb),
			 errdetail("catmouse.max_memory is %d MB.",
					   catmouse_max_memory / 1024),
			 errhint("Raise the limit, e.g. SET catmouse.max_memory = '%lluMB'.",
					 mb)));
}

/*
 * The core's poll function: called every few thousand units of work, it
 * lets a cancel or statement_timeout through (CHECK_FOR_INTERRUPTS may not
 * return; the core holds only our memory).
 */
bool
catmouse_poll(void *arg)
{
	CHECK_FOR_INTERRUPTS();
	return false;
}

/* A puzzle with no graph yet, LeetCode's options and no cells. */
void
catmouse_puzzle_init(CatmousePuzzle *p)
{
	memset(p, 0, sizeof(*p));
	cm_options_default(&p->opt);
	p->graph_format = -1;
}

/*
 * nauty's poll: true when an interrupt is pending, so that nauty stops at
 * its next node and returns; the interrupt is then served outside nauty.
 */
static bool
canon_poll(void *arg)
{
	return INTERRUPTS_PENDING_CONDITION();
}

/* What the canonisation collects of the group, and the memory it takes. */
typedef struct CanonGroup
{
	CatmouseCanon *out;
	Size		bytes;
} CanonGroup;

static void
canon_generator(void *arg, const int32_t *perm, int32_t n)
{
	CanonGroup *grp = arg;
	int32	   *copy;

	grp->bytes += (Size) n * sizeof(int32);
	catmouse_check_work_memory(grp->bytes,
							   "the automorphism group's generators of a graph of %d nodes", n);
	copy = palloc((Size) n * sizeof(int32));
	memcpy(copy, perm, (Size) n * sizeof(int32));
	grp->out->generators = lappend(grp->out->generators, copy);
}

static void
canon_index(void *arg, int32_t index)
{
	CanonGroup *grp = arg;

	grp->out->indices = lappend_int(grp->out->indices, index);
}

/* Nodes above which nauty's work arrays are freed after the call. */
#define CANON_KEEP_NODES	4096

void
catmouse_canonise(const CatmousePuzzle *p, bool roles, bool group,
				  CatmouseCanon *out)
{
	int32		n = p->mouse->nodes;
	bool		two = p->cat != NULL;
	CmCanonRequest req;
	CmCanonResult res;
	CmError		err;
	CanonGroup	grp;
	int32	   *colour = NULL;
	Size		work_bytes = cm_canon_work_bytes(n, two);
	Size		nauty_bytes = cm_canon_nauty_bytes(n, two);
	void	   *work;
	CmStatus	st;

	catmouse_check_work_memory(work_bytes == SIZE_MAX || nauty_bytes == SIZE_MAX ?
							   SIZE_MAX : work_bytes + nauty_bytes,
							   "the canonical labelling of a graph of %d nodes", n);
	memset(&req, 0, sizeof(req));
	req.g = p->mouse;
	req.g2 = p->cat;
	req.digraph = p->graph_format == CM_DIGRAPH6;
	if (roles)
	{
		/* the hole, the mouse, the cat: a cell each, in that order */
		int32		nodes[3] = {p->opt.hole, p->opt.mouse_start, p->opt.cat_start};

		colour = palloc((Size) n * sizeof(int32));
		req.colours = cm_canon_roles(n, nodes, 3, colour);
		req.colour = colour;
	}
	memset(out, 0, sizeof(*out));
	if (group)
	{
		grp.out = out;
		grp.bytes = 0;
		req.generator = canon_generator;
		req.index = canon_index;
		req.arg = &grp;
	}
	work = MemoryContextAllocHuge(CurrentMemoryContext, work_bytes);
	out->label = palloc((Size) n * sizeof(int32));
	out->orbits = palloc((Size) n * sizeof(int32));
	res.label = out->label;
	res.orbits = out->orbits;
	for (;;)
	{
		st = cm_canon(&req, work, &res, canon_poll, NULL, &err);
		if (st != CM_CANCELLED)
			break;
		/* serve the interrupt (a cancel does not return), then again */
		CHECK_FOR_INTERRUPTS();
		if (group)
		{
			out->generators = NIL;
			out->indices = NIL;
			grp.bytes = 0;
		}
	}
	if (n > CANON_KEEP_NODES)
		cm_canon_release();
	pfree(work);
	if (st != CM_OK)
		elog(ERROR, "nauty could not label a graph of %d nodes: status %d, %lld",
			 n, (int) st, (long long) err.value);
	out->orbit_count = res.orbit_count;
	out->digraph = res.digraph;
}

/*
 * A game has at most CM_MAX_NODES nodes; a graph read only to be converted
 * may have more, so the solvers say so, not the readers.
 */
static void
check_game_size(const CatmousePuzzle *p)
{
	if (p->mouse->nodes > CM_MAX_NODES)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("graph has too many nodes"),
				 errdetail("It has %d nodes; a game takes at most %d.",
						   p->mouse->nodes, CM_MAX_NODES)));
}

/*
 * Set up and run one solve of the hole game in the current memory context:
 * reports option errors, checks the work memory against
 * catmouse.max_memory before allocating it.
 */
void
catmouse_solve(CmSolver *s, const CatmousePuzzle *p, CmMode mode)
{
	size_t		need;
	void	   *work;
	CmError		err;

	check_game_size(p);
	/* option errors next: they are the user's real mistake */
	if (cm_options_check(p->mouse, p->cat, &p->opt, &err) != CM_OK)
		catmouse_report_option_error(&err, p->mouse->nodes);

	need = cm_solver_bytes(p->mouse, p->cat, mode);
	catmouse_check_memory(need, p->mouse->nodes);
	work = MemoryContextAllocHuge(CurrentMemoryContext, need);
	if (cm_solver_init(s, p->mouse, p->cat, &p->opt, mode, work, need, &err) != CM_OK)
		catmouse_report_option_error(&err, p->mouse->nodes);
	if (cm_solve(s, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse solve stopped unexpectedly");
}

/*
 * The census of a graph: every hole in turn, a row each, within
 * catmouse.max_memory.
 */
CmCensusRow *
catmouse_solve_census(const CatmousePuzzle *p)
{
	int32		n = p->mouse->nodes;
	size_t		need;
	CmCensusRow *rows;
	CmError		err;

	check_game_size(p);
	need = cm_census_bytes(p->mouse, p->cat);
	catmouse_check_memory(need + (Size) n * sizeof(CmCensusRow), n);
	rows = palloc((Size) n * sizeof(CmCensusRow));
	if (cm_census(p->mouse, p->cat, p->opt.cat_can_enter_hole,
				  MemoryContextAllocHuge(CurrentMemoryContext, need), need,
				  rows, catmouse_poll, NULL, &err) != CM_OK)
		catmouse_report_option_error(&err, n);
	return rows;
}

/* The pursuit of p->cats cats on the puzzle's graph, within max_memory. */
void
catmouse_solve_pursuit(CmPursuit *s, const CatmousePuzzle *p,
					   CmPursuitMode mode)
{
	const CmGraph *g = p->mouse;
	int			k = p->cats;
	CmError		err;
	size_t		need;
	void	   *work;

	check_game_size(p);
	need = cm_pursuit_bytes(g, k, mode, &err);
	if (need == 0)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%d cats on %d nodes make too many positions to solve", k,
						g->nodes)));
	catmouse_check_work_memory(need, "the pursuit of %d %s on %d nodes (" INT64_FORMAT " positions)",
							   k, k == 1 ? "cat" : "cats", g->nodes,
							   cm_pursuit_positions(g->nodes, k));
	work = MemoryContextAllocHuge(CurrentMemoryContext, need);
	if (cm_pursuit_init(s, g, k, p->may_stay, mode, work, need, &err) != CM_OK ||
		cm_pursuit_solve(s, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse pursuit stopped unexpectedly");
}

/*
 * The memory context a call's graphs and solver live in.  It is created
 * once per call site (kept in fn_extra, under the query's fn_mcxt) and
 * reset after every call: its first block, sized for LeetCode-size graphs,
 * is then reused without a malloc, and everything larger goes back to the
 * system at once.  Without an FmgrInfo (direct calls) it is made afresh.
 */
#define CATMOUSE_KEEPER_SIZE (64 * 1024)

MemoryContext
catmouse_begin(FunctionCallInfo fcinfo)
{
	FmgrInfo   *flinfo = fcinfo->flinfo;
	MemoryContext ctx;

	if (flinfo != NULL && flinfo->fn_extra != NULL)
		ctx = (MemoryContext) flinfo->fn_extra;
	else
	{
		ctx = AllocSetContextCreate(flinfo ? flinfo->fn_mcxt : CurrentMemoryContext,
									"catmouse solve",
									0,
									CATMOUSE_KEEPER_SIZE,
									ALLOCSET_DEFAULT_MAXSIZE);
		if (flinfo != NULL)
			flinfo->fn_extra = ctx;
	}
	return MemoryContextSwitchTo(ctx);
}

void
catmouse_end(FunctionCallInfo fcinfo, MemoryContext old)
{
	MemoryContext ctx = MemoryContextSwitchTo(old);

	if (fcinfo->flinfo != NULL)
		MemoryContextReset(ctx);
	else
		MemoryContextDelete(ctx);
}

/*
 * A string for a message: at most 40 bytes of it, control and non-ASCII
 * bytes as \xNN, and "..." when cut.
 */
char *
catmouse_show_string(const char *s, size_t len)
{
	StringInfoData buf;
	size_t		i;
	size_t		shown = len > 40 ? 37 : len;

	initStringInfo(&buf);
	for (i = 0; i < shown; i++)
	{
		unsigned char b = (unsigned char) s[i];

		if (b < 0x20 || b >= 0x7f || b == '\\')
			appendStringInfo(&buf, "\\x%02X", b);
		else
			appendStringInfoChar(&buf, (char) b);
	}
	if (shown < len)
		appendStringInfo(&buf, "... (%zu bytes)", len);
	return buf.data;
}

/* The default of the option an error is about (LeetCode's), or -1. */
static int64
default_start(CmStatus code)
{
	CmOptions	o;

	cm_options_default(&o);
	switch (code)
	{
		case CM_ERR_MOUSE_START:
			return o.mouse_start;
		case CM_ERR_CAT_START:
			return o.cat_start;
		case CM_ERR_HOLE:
			return o.hole;
		default:
			return -1;
	}
}

/*
 * Check a puzzle as a solve would (the game's size and its options), without
 * solving it; errors are reported.
 */
void
catmouse_check_puzzle(const CatmousePuzzle *p)
{
	CmError		err;

	check_game_size(p);
	if (cm_options_check(p->mouse, p->cat, &p->opt, &err) != CM_OK)
		catmouse_report_option_error(&err, p->mouse->nodes);
}

/* Report a solver-option error: a start, the hole or cat_graph's size. */
void
catmouse_report_option_error(const CmError *err, int32 nodes)
{
	const char *what;

	switch (err->code)
	{
		case CM_ERR_MOUSE_START:
			what = "mouse_start";
			break;
		case CM_ERR_CAT_START:
			what = "cat_start";
			break;
		case CM_ERR_HOLE:
			what = "hole";
			break;
		case CM_ERR_CAT_GRAPH_NODES:
			ereport(ERROR,
					(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
					 errmsg("cat_graph has %lld rows but graph has %d",
							(long long) err->value, nodes),
					 errhint("Give the cat one row of moves per node of graph.")));
			pg_unreachable();
		default:
			elog(ERROR, "could not set up the solver: status %d", (int) err->code);
			pg_unreachable();
	}
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s %lld is out of range", what, (long long) err->value),
			 errdetail_plural("The graph has %d node, 0 to %d.",
							  "The graph has %d nodes, 0 to %d.",
							  nodes, nodes, nodes - 1),
			 (err->value == default_start(err->code) && nodes <= err->value) ?
			 errhint("mouse_start, cat_start and hole default to LeetCode's 1, 2 and 0; give a graph of %d %s starts of its own, e.g. mouse_start => 0, cat_start => %d.",
					 nodes, nodes == 1 ? "node" : "nodes", nodes > 1 ? 1 : 0) : 0));
	pg_unreachable();
}
