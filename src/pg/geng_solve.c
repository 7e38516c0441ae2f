/*-------------------------------------------------------------------------
 *
 * geng_solve.c
 *	  The services of the censuses over geng's graphs (catmouse.h): geng
 *	  run to its end, each graph to a callback, its tables freed on any
 *	  error; cops and robbers on one graph, tallied, the game's memory
 *	  given as the core asks for it, within catmouse.max_memory; and the
 *	  hole game's sets that do not depend on the moves, kept for the
 *	  backend.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "utils/memutils.h"

#include "catmouse.h"
#include "geng_stream.h"

/*
 * The hole game's kept sets (census.h), for the backend's life: a size's
 * made the first time it comes, shared by every census of the backend (a
 * graph's census and the censuses over geng's graphs).
 */
static CmCensusWork *census_work;

CmCensusWork *
catmouse_census_work(void)
{
	if (census_work == NULL)
	{
		census_work = MemoryContextAlloc(TopMemoryContext, cm_census_work_bytes());
		cm_census_work_init(census_work);
	}
	return census_work;
}

void
catmouse_run_geng(const CmGengOptions *o, CmGengFn fn, void *arg)
{
	CmError		err;
	int64_t		count;
	volatile CmStatus st = CM_OK;

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

void
catmouse_cop_tally_graph(CmCopTally *t, const uint64 *rows, int n, CmCopWork *work)
{
	CmError		err;
	CmStatus	st;

	while ((st = cm_cop_tally_graph(t, rows, n, work, catmouse_poll, NULL, &err)) ==
		   CM_ERR_TOO_BIG && err.value > 0)
	{
		catmouse_check_work_memory((size_t) err.value, "%d cats on a graph of %d nodes",
								   (int) err.expected, n);
		if (work->game != NULL)
			pfree(work->game);
		work->game = catmouse_alloc_work((size_t) err.value);
		work->game_bytes = (size_t) err.value;
	}
	if (st != CM_OK)
		elog(ERROR, "catmouse pursuit stopped unexpectedly: status %d", (int) st);
}
