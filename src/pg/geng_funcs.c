/*-------------------------------------------------------------------------
 *
 * geng_funcs.c
 *	  Graphs generated in the database (1.1): nauty's geng, compiled into
 *	  the core (generate.h), as a set-returning function.
 *
 *	  cat_mouse_geng_stream(nodes, connected, biconnected, triangle_free,
 *					 square_free, bipartite, min_edges, max_edges,
 *					 min_degree, max_degree, res, mod, canonical)
 *		  SETOF graph6: nauty-geng's graphs, in its order, as they come
 *		  (what cat_mouse_geng, a SQL function, calls)
 *	  cat_mouse_cop_census(nodes, res, mod, cats, connected)
 *		  TABLE (cop_number, graphs, capture_time, example): cops and
 *		  robbers on every graph of a part of geng's, solved as they come
 *		  (copcensus.h), nothing stored but the tallies
 *	  cat_mouse_cop_census_check(nodes, chunks, cats, connected)
 *		  void: refuses what cat_mouse_cop_census would, solving nothing
 *		  (the census run checks its arguments with it)
 *	  cat_mouse_census(nodes, cat_can_enter_hole, res, mod, connected)
 *		  TABLE (graphs, pairs, states, ...): the hole game on every graph
 *		  of a part of geng's, every node as the hole (census.h), one row
 *	  cat_mouse_census_check(nodes, chunks, connected)
 *		  void: refuses what that census would, solving nothing
 *
 * Every argument is checked before geng starts (geng itself would exit:
 * input_geng.c);
 * the graphs stream (geng_stream.c); a census's run of geng is stopped by
 * a cancel or statement_timeout at its next step, and geng's own tables
 * are freed on any error.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

#include "catmouse.h"
#include "census.h"
#include "copcensus.h"
#include "generate.h"
#include "geng_stream.h"
#include "input.h"
#include "pursuit.h"

/*
 * Run geng with o's options (checked first), fn receiving each graph;
 * geng's tables are freed on any error that leaves it (a cancel, a row the
 * tuplestore cannot take).
 */
static void
run_geng(const CmGengOptions *o, CmGengFn fn, void *arg)
{
	CmError		err;
	int64_t		count;
	volatile CmStatus st = CM_OK;

	catmouse_check_geng(o);
	catmouse_geng_claim();
	PG_TRY();
	{
		st = cm_geng_run(o, fn, arg, catmouse_poll, NULL, &count, &err);
	}
	PG_CATCH();
	{
		cm_geng_release();
		PG_RE_THROW();
	}
	PG_END_TRY();
	if (st != CM_OK)
		elog(ERROR, "geng gave up on %d nodes (it could not allocate its tables)", o->nodes);
}

/*
 * cat_mouse_geng_stream(the arguments of cat_mouse_geng): geng's graphs,
 * one per call as geng makes them (geng_stream.h).  cat_mouse_geng is a
 * SQL function calling it in its select list, which PostgreSQL inlines
 * into the query: there the executor asks for one row at a time (a
 * function in FROM would be run to its end into a tuplestore first).
 */
PG_FUNCTION_INFO_V1(catmouse_geng_stream);
Datum
catmouse_geng_stream(PG_FUNCTION_ARGS)
{
	FuncCallContext *fc;
	Datum		code;

	if (SRF_IS_FIRSTCALL())
	{
		CmGengOptions o;
		MemoryContext old;

		fc = SRF_FIRSTCALL_INIT();
		old = MemoryContextSwitchTo(fc->multi_call_memory_ctx);
		if (catmouse_read_geng_args(fcinfo, &o))
			fc->user_fctx = catmouse_geng_stream_start(&o,
													   get_func_rettype(fcinfo->flinfo->fn_oid));
		MemoryContextSwitchTo(old);
	}
	fc = SRF_PERCALL_SETUP();
	if (fc->user_fctx != NULL && catmouse_geng_stream_next(fc->user_fctx, &code))
		SRF_RETURN_NEXT(fc, code);
	SRF_RETURN_DONE(fc);
}

/* A graph6 value of a census's example code, NULL when there is none. */
static Datum
code_datum(const char *code, size_t len, bool *isnull)
{
	struct varlena *v;

	*isnull = len == 0;
	if (len == 0)
		return (Datum) 0;
	v = palloc(VARHDRSZ + len);
	SET_VARSIZE(v, VARHDRSZ + len);
	memcpy(VARDATA(v), code, len);
	return PointerGetDatum(v);
}

/* ---- the census of cops and robbers over geng's graphs ---- */

/* What the census keeps of the graphs of one cop number. */
typedef struct CopTally
{
	int64		graphs;
	int32		time;			/* the longest capture time, -1: none */
	char		example[16];	/* the least code reaching it */
	size_t		example_len;
} CopTally;

typedef struct CopCensus
{
	int			cats;
	CopTally	tally[CM_PURSUIT_MAX_CATS + 1];	/* [0]: more than cats */
	MemoryContext fallback_ctx;
	CmCopWork  *work;			/* cm_cop_facts()'s, for every graph */
} CopCensus;

/* pursuit.h decides k cats where the census's shortcuts do not */
static bool
cop_fallback(void *arg, const uint64_t *rows, int n, int k)
{
	CopCensus  *c = arg;
	MemoryContext old = MemoryContextSwitchTo(c->fallback_ctx);
	int32	   *off = palloc((n + 1) * sizeof(int32));
	int32	   *adj = palloc((Size) n * n * sizeof(int32));
	CmGraph		g;
	CmPursuit	p;
	CmError		err;
	size_t		bytes;
	void	   *work;
	bool		win;

	cm_geng_graph(rows, n, off, adj, &g);
	bytes = cm_pursuit_bytes(&g, k, CM_PURSUIT_RESULT, &err);
	catmouse_check_work_memory(bytes, "%d cats on a graph of %d nodes", k, n);
	work = palloc(bytes);
	if (cm_pursuit_init(&p, &g, k, true, CM_PURSUIT_RESULT, work, bytes, &err) != CM_OK ||
		cm_pursuit_solve(&p, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse pursuit stopped unexpectedly: status %d", (int) err.code);
	win = p.cats_win;
	MemoryContextSwitchTo(old);
	MemoryContextReset(c->fallback_ctx);
	return win;
}

static bool
cop_graph(void *arg, const uint64_t *rows, int n)
{
	CopCensus  *c = arg;
	CmCopFacts	f;
	CopTally   *t;

	cm_cop_facts(rows, n, c->cats, cop_fallback, c, c->work, &f);
	t = &c->tally[f.cop_number];
	t->graphs++;
	if (f.capture_time >= t->time)
	{
		char		code[16];
		size_t		len = cm_geng_graph6_length(n);

		cm_geng_graph6(rows, n, code);
		if (t->example_len == 0 || f.capture_time > t->time ||
			memcmp(code, t->example, len) < 0)
		{
			t->time = f.capture_time;
			memcpy(t->example, code, len);
			t->example_len = len;
		}
	}
	return false;
}

/*
 * The options of a census of cops and robbers, every argument checked as
 * geng and the game check them (and geng's tables against
 * catmouse.max_memory), before anything runs: what cat_mouse_cop_census
 * and the census run's check share.
 */
static void
cop_census_options(int32 nodes, int32 res, int32 mod, int32 cats, bool connected,
				   CmGengOptions *o)
{
	cm_geng_defaults(o, nodes);
	o->res = res;
	o->mod = mod;
	o->connected = connected;
	if (cats < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_cats must be at least 1"),
				 errdetail("It is %d.", cats)));
	if (cats > CM_PURSUIT_MAX_CATS)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("max_cats is %d; catmouse plays with at most %d cats",
						cats, CM_PURSUIT_MAX_CATS)));
	catmouse_check_geng(o);
}

/*
 * cat_mouse_cop_census(nodes, res, mod, cats, connected)
 *	  TABLE (cop_number, graphs, capture_time, example): the graphs of part
 *	  res of mod of geng's (connected) graphs on nodes nodes, by cop number
 *	  up to cats (NULL: more), with the longest capture time of one or two
 *	  cats and the least graph6 code reaching it.
 */
PG_FUNCTION_INFO_V1(catmouse_cop_census);
Datum
catmouse_cop_census(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CmGengOptions o;
	CopCensus	c;
	int			i;

	catmouse_materialize(fcinfo);
	for (i = 0; i <= 4; i++)
		if (PG_ARGISNULL(i))
			return (Datum) 0;
	memset(&c, 0, sizeof(c));
	c.cats = PG_GETARG_INT32(3);
	cop_census_options(PG_GETARG_INT32(0), PG_GETARG_INT32(1), PG_GETARG_INT32(2), c.cats,
					   PG_GETARG_BOOL(4), &o);
	for (i = 0; i <= CM_PURSUIT_MAX_CATS; i++)
		c.tally[i].time = -1;
	c.fallback_ctx = AllocSetContextCreate(CurrentMemoryContext, "catmouse census fallback",
										   ALLOCSET_DEFAULT_SIZES);
	c.work = palloc(sizeof(CmCopWork));
	run_geng(&o, cop_graph, &c);

	for (i = 1; i <= c.cats + 1; i++)
	{
		CopTally   *t = &c.tally[i > c.cats ? 0 : i];
		Datum		values[4];
		bool		nulls[4] = {false, false, false, false};

		if (t->graphs == 0)
			continue;
		values[0] = Int32GetDatum(i);
		nulls[0] = i > c.cats;
		values[1] = Int64GetDatum(t->graphs);
		values[2] = Int32GetDatum(t->time);
		nulls[2] = t->time < 0;
		values[3] = code_datum(t->example, t->example_len, &nulls[3]);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/*
 * cat_mouse_cop_census_check(nodes, chunks, cats, connected)
 *	  void: refuses, as cat_mouse_cop_census would, a census that cannot
 *	  run (every part of chunks), without generating a graph; the census
 *	  run calls it before it makes anything.  NULLs are the caller's to
 *	  refuse.
 */
PG_FUNCTION_INFO_V1(catmouse_cop_census_check);
Datum
catmouse_cop_census_check(PG_FUNCTION_ARGS)
{
	CmGengOptions o;

	if (!PG_ARGISNULL(0) && !PG_ARGISNULL(1) && !PG_ARGISNULL(2) && !PG_ARGISNULL(3))
		cop_census_options(PG_GETARG_INT32(0), 0, PG_GETARG_INT32(1), PG_GETARG_INT32(2),
						   PG_GETARG_BOOL(3), &o);
	PG_RETURN_VOID();
}

/* ---- the census of the hole game over geng's graphs ---- */

typedef struct HoleCensus
{
	CmCensusTally tally;
	bool		cat_can_enter_hole;
} HoleCensus;

static bool
hole_graph(void *arg, const uint64_t *rows, int n)
{
	HoleCensus *c = arg;

	cm_census_tally_graph(&c->tally, rows, n, c->cat_can_enter_hole);
	return false;
}

/*
 * The options of a census of the hole game, every argument checked before
 * anything runs: what cat_mouse_census over geng's graphs and the census
 * run's check share.
 */
static void
hole_census_options(int32 nodes, int32 res, int32 mod, bool connected, CmGengOptions *o)
{
	if (nodes < 1 || nodes > CM_CENSUS_FAST_NODES)
		ereport(ERROR,
				(errcode(nodes < 1 ? ERRCODE_INVALID_PARAMETER_VALUE :
						 ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("nodes must be between 1 and %d", CM_CENSUS_FAST_NODES),
				 errdetail("nodes is %d.", nodes),
				 nodes > CM_CENSUS_FAST_NODES ?
				 errhint("The census of every graph of a size solves graphs of up to %d nodes; cat_mouse_census(graph) solves one graph of any size.",
						 CM_CENSUS_FAST_NODES) : 0));
	cm_geng_defaults(o, nodes);
	o->res = res;
	o->mod = mod;
	o->connected = connected;
	catmouse_check_geng(o);
}

/* A remoteness or node as an int, NULL when negative (none). */
static Datum
int_or_null(int64 v, bool *isnull)
{
	*isnull = v < 0;
	return Int32GetDatum(v < 0 ? 0 : (int32) v);
}

/*
 * cat_mouse_census(nodes, cat_can_enter_hole, res, mod, connected)
 *	  TABLE (graphs, pairs, states, draws, mouse_wins, cat_wins,
 *	  max_remoteness, starts, start_draws, start_mouse_wins, start_cat_wins,
 *	  wrong_2n, longest_remoteness, example, longest_hole,
 *	  longest_mouse_start, longest_cat_start): the hole game on every graph
 *	  of part res of mod of geng's (connected) graphs on nodes nodes, every
 *	  node as the hole, as the per-graph census's rows summed; the longest
 *	  forced game from a start with the least graph6 code reaching it, and
 *	  there the least hole and start.  One row (NULLs where nothing is
 *	  decided), none when an argument is NULL.
 */
PG_FUNCTION_INFO_V1(catmouse_census_geng);
Datum
catmouse_census_geng(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CmGengOptions o;
	HoleCensus	c;
	const CmCensusTally *t = &c.tally;
	Datum		values[17];
	bool		nulls[17];
	int			i;

	catmouse_materialize(fcinfo);
	for (i = 0; i <= 4; i++)
		if (PG_ARGISNULL(i))
			return (Datum) 0;
	hole_census_options(PG_GETARG_INT32(0), PG_GETARG_INT32(2), PG_GETARG_INT32(3),
						PG_GETARG_BOOL(4), &o);
	cm_census_tally_init(&c.tally);
	c.cat_can_enter_hole = PG_GETARG_BOOL(1);
	run_geng(&o, hole_graph, &c);

	memset(nulls, 0, sizeof(nulls));
	values[0] = Int64GetDatum((int64) t->graphs);
	values[1] = Int64GetDatum((int64) t->pairs);
	values[2] = Int64GetDatum((int64) t->positions);
	values[3] = Int64GetDatum((int64) t->draws);
	values[4] = Int64GetDatum((int64) t->mouse_wins);
	values[5] = Int64GetDatum((int64) t->cat_wins);
	values[6] = int_or_null(t->max_remoteness, &nulls[6]);
	values[7] = Int64GetDatum((int64) t->starts);
	values[8] = Int64GetDatum((int64) t->start_draws);
	values[9] = Int64GetDatum((int64) t->start_mouse_wins);
	values[10] = Int64GetDatum((int64) t->start_cat_wins);
	values[11] = Int64GetDatum((int64) t->wrong_2n);
	values[12] = int_or_null(t->longest, &nulls[12]);
	values[13] = code_datum(t->example, (size_t) t->example_len, &nulls[13]);
	values[14] = int_or_null(t->longest_hole, &nulls[14]);
	values[15] = int_or_null(t->longest_mouse, &nulls[15]);
	values[16] = int_or_null(t->longest_cat, &nulls[16]);
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	return (Datum) 0;
}

/*
 * cat_mouse_census_check(nodes, chunks, connected)
 *	  void: refuses, as cat_mouse_census over geng's graphs would, a census
 *	  that cannot run (every part of chunks), without generating a graph;
 *	  the census run calls it before it makes anything.  NULLs are the
 *	  caller's to refuse.
 */
PG_FUNCTION_INFO_V1(catmouse_census_check);
Datum
catmouse_census_check(PG_FUNCTION_ARGS)
{
	CmGengOptions o;

	if (!PG_ARGISNULL(0) && !PG_ARGISNULL(1) && !PG_ARGISNULL(2))
		hole_census_options(PG_GETARG_INT32(0), 0, PG_GETARG_INT32(1), PG_GETARG_BOOL(2), &o);
	PG_RETURN_VOID();
}
