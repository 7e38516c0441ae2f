/*-------------------------------------------------------------------------
 *
 * catmouse.c
 *	  The module: its magic block (the settings are memory.c's), the memory
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
#include <math.h>

#include "lib/stringinfo.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/guc.h"
#include "utils/memutils.h"

#include "catmouse.h"
#include "graph6.h"

CATMOUSE_MODULE_MAGIC;

/* An error about a puzzle is being raised (catmouse.h) */
bool		catmouse_puzzle_raised = false;

void		_PG_init(void);

void
_PG_init(void)
{
	catmouse_memory_init();
	MarkGUCPrefixReserved("catmouse");
	catmouse_planner_init();
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
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("graph has too many nodes"),
				 errdetail("It has %d nodes; a game takes at most %d.",
						   p->mouse->nodes, CM_MAX_NODES)));
}

/*
 * Set up and run one solve of the hole game in the current memory context:
 * reports option errors, checks the work memory against
 * catmouse.max_memory before allocating it.
 */
/*
 * What a solve in mode refuses before it starts, in its order: the size,
 * the options (the user's real mistake), the work memory; the bytes of
 * work memory it needs.
 */
static size_t
bound_solve(const CatmousePuzzle *p, CmMode mode)
{
	CmError		err;
	size_t		need;

	check_game_size(p);
	if (cm_options_check(p->mouse, p->cat, &p->opt, &err) != CM_OK)
		catmouse_report_option_error(&err, p->mouse->nodes);
	need = cm_solver_bytes(p->mouse, p->cat, mode);
	catmouse_check_memory(need, p->mouse->nodes);
	return need;
}

void
catmouse_solve(CmSolver *s, const CatmousePuzzle *p, CmMode mode)
{
	size_t		need = bound_solve(p, mode);
	void	   *work;
	CmError		err;

	work = catmouse_alloc_work(need);
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
	need = cm_census_bytes(p->mouse, p->cat, p->opt.max_turns);
	catmouse_check_memory(need + (Size) n * sizeof(CmCensusRow), n);
	rows = palloc((Size) n * sizeof(CmCensusRow));
	if (cm_census(p->mouse, p->cat, p->opt.cat_can_enter_hole, p->opt.max_turns,
				  catmouse_alloc_work(need), need, catmouse_census_work(),
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
	{
		/* n^k tuples of cat nodes past what the solver addresses */
		int64		positions = cm_pursuit_positions(g->nodes, k);
		double		tuples = pow((double) g->nodes, k);
		char		count[64];
		char		tuple_count[64];

		if (positions >= 0)
			snprintf(count, sizeof(count), INT64_FORMAT, positions);
		else
			snprintf(count, sizeof(count), "more than " INT64_FORMAT, PG_INT64_MAX);
		/* exact while a double holds it exactly */
		if (tuples < 9007199254740992.0)
			snprintf(tuple_count, sizeof(tuple_count), "%.0f", tuples);
		else
			snprintf(tuple_count, sizeof(tuple_count), "%.4g", tuples);
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the pursuit of %d %s on %d nodes has too many positions to solve",
						k, k == 1 ? "cat" : "cats", g->nodes),
				 errdetail("It has %s positions (2 * nodes * C(nodes + cats - 1, cats)), which the solver stores as %d^%d = %s tuples of cat nodes, more than the " INT64_FORMAT " it can address, whatever catmouse.max_memory is.",
						   count, g->nodes, k, tuple_count,
						   (int64) CM_PURSUIT_MAX_TUPLES),
				 errhint("Try fewer cats or a smaller graph.")));
	}
	catmouse_check_work_memory(need, "the pursuit of %d %s on %d nodes (" INT64_FORMAT " positions)",
							   k, k == 1 ? "cat" : "cats", g->nodes,
							   cm_pursuit_positions(g->nodes, k));
	work = catmouse_alloc_work(need);
	if (cm_pursuit_init(s, g, k, p->may_stay, mode, work, need, &err) != CM_OK ||
		cm_pursuit_solve(s, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse pursuit stopped unexpectedly");
}

/*
 * What a call site keeps between calls (in fn_extra, under the query's
 * fn_mcxt): the memory context its graphs and solver live in, and its
 * result's row type.  The context is reset after every call: its first
 * block, sized for LeetCode-size graphs, is then reused without a malloc,
 * and everything larger goes back to the system at once.  The row type is
 * looked up and blessed at the first call that returns a record, not at
 * every one (get_call_result_type builds a function's OUT row type anew
 * from the catalog each time).  Without an FmgrInfo (direct calls) both are
 * made afresh.
 */
#define CATMOUSE_KEEPER_SIZE (64 * 1024)

typedef struct CatmouseSite
{
	MemoryContext ctx;
	TupleDesc	tupdesc;		/* blessed, or NULL until first needed */
} CatmouseSite;

static CatmouseSite *
call_site(FunctionCallInfo fcinfo)
{
	FmgrInfo   *flinfo = fcinfo->flinfo;
	CatmouseSite *site;

	if (flinfo == NULL)
		return NULL;
	if (flinfo->fn_extra == NULL)
	{
		site = MemoryContextAllocZero(flinfo->fn_mcxt, sizeof(CatmouseSite));
		site->ctx = AllocSetContextCreate(flinfo->fn_mcxt, "catmouse solve", 0,
										  CATMOUSE_KEEPER_SIZE, ALLOCSET_DEFAULT_MAXSIZE);
		flinfo->fn_extra = site;
	}
	return (CatmouseSite *) flinfo->fn_extra;
}

MemoryContext
catmouse_begin(FunctionCallInfo fcinfo)
{
	CatmouseSite *site = call_site(fcinfo);

	if (site != NULL)
		return MemoryContextSwitchTo(site->ctx);
	return MemoryContextSwitchTo(AllocSetContextCreate(CurrentMemoryContext, "catmouse solve", 0,
													   CATMOUSE_KEEPER_SIZE,
													   ALLOCSET_DEFAULT_MAXSIZE));
}

TupleDesc
catmouse_result_tupdesc(FunctionCallInfo fcinfo)
{
	CatmouseSite *site = call_site(fcinfo);
	TupleDesc	tupdesc;
	MemoryContext old;

	if (site != NULL && site->tupdesc != NULL)
		return site->tupdesc;
	old = MemoryContextSwitchTo(site != NULL ? fcinfo->flinfo->fn_mcxt : CurrentMemoryContext);
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	tupdesc = BlessTupleDesc(tupdesc);
	MemoryContextSwitchTo(old);
	if (site != NULL)
		site->tupdesc = tupdesc;
	return tupdesc;
}

/*
 * InitMaterializedSRF, with the row type the executor expects when it gives
 * one (a call in FROM or in a select list always does).  Without it,
 * get_call_result_type builds the row type from pg_proc in the query's
 * memory, and the scratch of that (the argument arrays and names, some
 * hundred bytes) stays there until the query ends: a call per row of a
 * LATERAL join over a million graphs grew the query's memory by that a
 * call (test/t/023_server_memory.pl measures it).  The copy of the
 * expected row type is freed by the executor after each call.
 */
void
catmouse_materialize(FunctionCallInfo fcinfo)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	InitMaterializedSRF(fcinfo, rsinfo != NULL && IsA(rsinfo, ReturnSetInfo) &&
						rsinfo->expectedDesc != NULL ? MAT_SRF_USE_EXPECTED_DESC : 0);
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
catmouse_puzzle_check(const CatmousePuzzle *p, CmMode mode)
{
	(void) bound_solve(p, mode);
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
		case CM_ERR_TOO_MANY_NODES:
			catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("graph has too many nodes"),
					 errdetail("It has %d nodes; a game takes at most %d.",
							   nodes, CM_MAX_NODES)));
			pg_unreachable();
		case CM_ERR_CAT_GRAPH_NODES:
			catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
					 errmsg("cat_graph has %lld rows but graph has %d",
							(long long) err->value, nodes),
					 errhint("Give the cat one row of moves per node of graph.")));
			pg_unreachable();
		default:
			elog(ERROR, "could not set up the solver: status %d", (int) err->code);
			pg_unreachable();
	}
	catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s %lld is out of range", what, (long long) err->value),
			 errdetail_plural("The graph has %d node, 0 to %d.",
							  "The graph has %d nodes, 0 to %d.",
							  nodes, nodes, nodes - 1),
			 (err->value == default_start(err->code) && nodes <= err->value) ?
			 errhint("mouse_start, cat_start and hole default to LeetCode's 1, 2 and 0; give a graph of %d %s starts of its own, e.g. mouse_start => 0, cat_start => %d.",
					 nodes, nodes == 1 ? "node" : "nodes", nodes > 1 ? 1 : 0) : 0));
	pg_unreachable();
}
