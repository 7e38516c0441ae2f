/*-------------------------------------------------------------------------
 *
 * pursuit_funcs.c
 *	  The pursuit family (1.1): many cats and no hole, graph theory's "cops
 *	  and robbers" (pursuit.h solves it).
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_,
 * then the input kind):
 *
 *	  cat_mouse_pursuit(graph int[] | jsonb | text | graph6, cats, may_stay)
 *		  SETOF (cats_win, capture_time, cat_starts, mouse_start, positions)
 *	  cat_mouse_cop_number(graph ..., max_cats, may_stay)  int
 *	  cat_mouse_pursuit_play(graph ..., cats, may_stay)
 *		  SETOF (ply, mover, mouse, cats)
 *
 * A NULL argument gives no rows (a NULL cop number).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include "catmouse.h"
#include "input.h"
#include "pursuit.h"

/* A number of cats: at least 1, at most what the solver takes. */
static int
cats_arg(FunctionCallInfo fcinfo, int argno, const char *name)
{
	int32		k = PG_GETARG_INT32(argno);

	if (k < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be at least 1", name),
				 errdetail("It is %d.", k)));
	if (k > CM_PURSUIT_MAX_CATS)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s is %d; catmouse plays with at most %d cats", name, k,
						CM_PURSUIT_MAX_CATS)));
	return k;
}

/* Solve k cats on g in the current memory context, within max_memory. */
static void
pursuit_solve(CmPursuit *p, const CmGraph *g, int k, bool may_stay,
			  CmPursuitMode mode)
{
	CmError		err;
	size_t		need = cm_pursuit_bytes(g, k, mode, &err);
	int64		positions = cm_pursuit_positions(g->nodes, k);
	void	   *work;

	if (need == 0)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%d cats on %d nodes make too many positions to solve", k,
						g->nodes)));
	catmouse_check_work_memory(need, "the pursuit of %d %s on %d nodes (" INT64_FORMAT " positions)",
							   k, k == 1 ? "cat" : "cats", g->nodes, positions);
	work = MemoryContextAllocHuge(CurrentMemoryContext, need);
	if (cm_pursuit_init(p, g, k, may_stay, mode, work, need, &err) != CM_OK ||
		cm_pursuit_solve(p, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse pursuit stopped unexpectedly");
}

static ArrayType *
int_array(const int32 *v, int count)
{
	Datum	   *d = palloc(sizeof(Datum) * count);
	int			i;

	for (i = 0; i < count; i++)
		d[i] = Int32GetDatum(v[i]);
	return construct_array(d, count, INT4OID, 4, true, TYPALIGN_INT);
}

static bool
args_null(FunctionCallInfo fcinfo)
{
	int			i;

	for (i = 0; i < PG_NARGS(); i++)
		if (PG_ARGISNULL(i))
			return true;
	return false;
}

/* cat_mouse_pursuit's one row */
static void
result_row(ReturnSetInfo *rsinfo, const CmPursuit *p)
{
	Datum		values[5];
	bool		nulls[5] = {false, false, false, false, false};

	values[0] = BoolGetDatum(p->cats_win);
	if (p->cats_win)
	{
		values[1] = Int32GetDatum(p->capture_time);
		values[2] = PointerGetDatum(int_array(p->cat_starts, p->k));
		values[3] = Int32GetDatum(p->mouse_start);
	}
	else
		nulls[1] = nulls[2] = nulls[3] = true;
	values[4] = Int64GetDatum(p->positions);
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
}


/* cat_mouse_cop_number(graph, max_cats, may_stay) */
static Datum
cop_number_impl(FunctionCallInfo fcinfo, CatmouseInput kind)
{
	MemoryContext old;
	CatmouseGraphArg graph;
	int			max_cats,
				k,
				found = 0;

	if (args_null(fcinfo))
		PG_RETURN_NULL();
	max_cats = cats_arg(fcinfo, 1, "max_cats");
	old = catmouse_begin(fcinfo);
	catmouse_read_graph_arg(fcinfo, 0, kind, "graph", -1, &graph);
	for (k = 1; k <= max_cats && !found; k++)
	{
		CmPursuit	p;

		/* as many cats as nodes always win: they stand everywhere */
		if (k >= graph.g.nodes)
			found = k;
		else
		{
			pursuit_solve(&p, &graph.g, k, PG_GETARG_BOOL(2), CM_PURSUIT_RESULT);
			if (p.cats_win)
				found = k;
		}
	}
	catmouse_end(fcinfo, old);
	if (!found)
		PG_RETURN_NULL();
	PG_RETURN_INT32(found);
}

CATMOUSE_ENTRY(catmouse_cop_number, cop_number_impl, INPUT_ARRAY)
CATMOUSE_ENTRY(catmouse_cop_number_jsonb, cop_number_impl, INPUT_JSONB)
CATMOUSE_ENTRY(catmouse_cop_number_text, cop_number_impl, INPUT_TEXT)
CATMOUSE_ENTRY(catmouse_cop_number_graph6, cop_number_impl, INPUT_GRAPH6)

typedef struct PlayOut
{
	ReturnSetInfo *rsinfo;
	int			k;
} PlayOut;

static bool
play_row(void *arg, int32_t ply, int mover, int32_t mouse, const int32_t *cats)
{
	PlayOut    *out = arg;
	Datum		values[4];
	bool		nulls[4] = {false, false, false, false};

	values[0] = Int32GetDatum(ply);
	if (mover == CM_PURSUIT_START)
		nulls[1] = true;
	else
		values[1] = CStringGetTextDatum(mover == CM_PURSUIT_CATS ? "cats" : "mouse");
	values[2] = Int32GetDatum(mouse);
	values[3] = PointerGetDatum(int_array(cats, out->k));
	tuplestore_putvalues(out->rsinfo->setResult, out->rsinfo->setDesc, values, nulls);
	return false;
}

/*
 * cat_mouse_pursuit and cat_mouse_pursuit_play(graph, cats, may_stay): the
 * result row, or the optimal game's rows
 */
static Datum
pursuit_impl(FunctionCallInfo fcinfo, CatmouseInput kind, bool play)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;

	InitMaterializedSRF(fcinfo, 0);
	old = catmouse_begin(fcinfo);
	if (!args_null(fcinfo))
	{
		CatmouseGraphArg graph;
		int			k = cats_arg(fcinfo, 1, "cats");
		CmPursuit	p;
		PlayOut		out;

		catmouse_read_graph_arg(fcinfo, 0, kind, "graph", -1, &graph);
		pursuit_solve(&p, &graph.g, k, PG_GETARG_BOOL(2),
					  play ? CM_PURSUIT_ALL : CM_PURSUIT_RESULT);
		out.rsinfo = rsinfo;
		out.k = k;
		if (!play)
			result_row(rsinfo, &p);
		else if (cm_pursuit_play(&p, play_row, &out, catmouse_poll, NULL) != CM_OK)
			elog(ERROR, "catmouse pursuit play stopped unexpectedly");
	}
	catmouse_end(fcinfo, old);
	return (Datum) 0;
}

CATMOUSE_ENTRY(catmouse_pursuit, pursuit_impl, INPUT_ARRAY, false)
CATMOUSE_ENTRY(catmouse_pursuit_jsonb, pursuit_impl, INPUT_JSONB, false)
CATMOUSE_ENTRY(catmouse_pursuit_text, pursuit_impl, INPUT_TEXT, false)
CATMOUSE_ENTRY(catmouse_pursuit_graph6, pursuit_impl, INPUT_GRAPH6, false)
CATMOUSE_ENTRY(catmouse_pursuit_play, pursuit_impl, INPUT_ARRAY, true)
CATMOUSE_ENTRY(catmouse_pursuit_play_jsonb, pursuit_impl, INPUT_JSONB, true)
CATMOUSE_ENTRY(catmouse_pursuit_play_text, pursuit_impl, INPUT_TEXT, true)
CATMOUSE_ENTRY(catmouse_pursuit_play_graph6, pursuit_impl, INPUT_GRAPH6, true)
