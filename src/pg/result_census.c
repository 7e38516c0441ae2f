/*-------------------------------------------------------------------------
 *
 * result_census.c
 *	  The results of the censuses over geng's graphs (result.h): geng run
 *	  to its end, each graph solved as it comes and tallied, nothing stored
 *	  but the tallies, which become the rows.
 *
 *	  catmouse_result_cop_census	cops and robbers: a row per cop number
 *		  up to the most cats tried (NULL: more), with the graphs, the
 *		  longest capture time of one or two cats and the least graph6
 *		  code reaching it
 *	  catmouse_result_geng_census	the hole game, every node of every
 *		  graph as the hole: one row, the per-graph census's rows summed
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "utils/tuplestore.h"

#include "result.h"

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

/* ---- cops and robbers ---- */

typedef struct CopCensus
{
	CmCopTally	tally;
	CmCopWork  *work;			/* cm_cop_facts()'s, for every graph */
} CopCensus;

static bool
cop_graph(void *arg, const uint64_t *rows, int n)
{
	CopCensus  *c = arg;

	catmouse_cop_tally_graph(&c->tally, rows, n, c->work);
	return false;
}

static Datum
answer_cop_census(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CopCensus  *c = palloc(sizeof(CopCensus));
	const CmCopTally *t = &c->tally;
	int			i;

	cm_cop_tally_init(&c->tally, p->cats);
	c->work = palloc0(sizeof(CmCopWork));
	catmouse_run_geng(p->geng, cop_graph, c);

	for (i = 1; i <= p->cats + 1; i++)
	{
		int			k = i > p->cats ? 0 : i;
		Datum		values[4];
		bool		nulls[4] = {false, false, false, false};

		if (t->graphs[k] == 0)
			continue;
		values[0] = Int32GetDatum(i);
		nulls[0] = k == 0;
		values[1] = Int64GetDatum(t->graphs[k]);
		values[2] = Int32GetDatum(t->time[k]);
		nulls[2] = t->time[k] < 0;
		values[3] = code_datum(t->example[k], (size_t) t->example_len[k], &nulls[3]);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/* ---- the hole game ---- */

typedef struct HoleCensus
{
	CmCensusTally tally;
	CmCensusWork *work;
	bool		cat_can_enter_hole;
} HoleCensus;

static bool
hole_graph(void *arg, const uint64_t *rows, int n)
{
	HoleCensus *c = arg;

	cm_census_tally_graph(&c->tally, c->work, rows, n, c->cat_can_enter_hole);
	return false;
}

/* A remoteness or node as an int, NULL when negative (none). */
static Datum
int_or_null(int64 v, bool *isnull)
{
	*isnull = v < 0;
	return Int32GetDatum(v < 0 ? 0 : (int32) v);
}

static Datum
answer_geng_census(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	HoleCensus	c;
	const CmCensusTally *t = &c.tally;
	Datum		values[17];
	bool		nulls[17];

	cm_census_tally_init(&c.tally);
	c.work = catmouse_census_work();
	c.cat_can_enter_hole = p->opt.cat_can_enter_hole;
	catmouse_run_geng(p->geng, hole_graph, &c);

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

const CatmouseResult catmouse_result_cop_census = {"cop census", true, answer_cop_census, true};
const CatmouseResult catmouse_result_geng_census = {"census of geng's graphs", true,
answer_geng_census, true};
