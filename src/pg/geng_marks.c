/*-------------------------------------------------------------------------
 *
 * geng_marks.c
 *	  What a stream of geng's graphs run by an SQL function gave
 *	  (geng_stream.h), for the restart PostgreSQL 15 and 17 make of one.
 *
 * cat_mouse_geng is an SQL function (so that it streams in FROM, where it
 * is inlined).  In a select list PostgreSQL runs its query lazily in the
 * function's cache, and 15 and 17 drop that cache, with the query in it,
 * when the subtransaction that made it has ended (compat.h,
 * CATMOUSE_SQL_SRF_RESTARTS): a cursor whose first row came in a savepoint
 * released or rolled back since starts its rows again at its next fetch,
 * the rows before given twice (PostgreSQL's own SQL functions do the same,
 * and warn of a leaked snapshot reference).
 *
 * So a stream run by an SQL function keeps a mark in its caller's memory,
 * which outlives the cache: its options, the subtransaction its query
 * started in, the codes it gave.  A stream of the same options that starts
 * under the same caller while an unfinished mark nobody reads for has a
 * subtransaction no longer active is that restart: it passes over the codes
 * the mark counts (geng makes its graphs in the same order every run) and
 * counts on in the mark.  A stream elsewhere, or any other new start (a
 * rescan, a new row of a lateral call, a call in an exception block that
 * ended), is new: its mark's subtransaction is still active, or it has
 * none.  The marks go with the caller's memory.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/xact.h"
#include "utils/memutils.h"

#include "catmouse.h"
#include "geng_stream.h"

struct CatmouseGengMark
{
	struct CatmouseGengMark *next;	/* the backend's marks */
	MemoryContext site;			/* the SQL function's caller's context */
	CmGengOptions o;
	SubTransactionId subxid;	/* where the SQL function's query started */
	uint64		given;			/* codes given */
	bool		reading;		/* a stream reads for it */
	bool		finished;
	MemoryContextCallback gone; /* the caller's context is going */
};

#ifdef CATMOUSE_SQL_SRF_RESTARTS
static CatmouseGengMark *marks;

/*
 * The context of the SQL function's caller, when the stream (in mcxt, an
 * SRF's multi-call context) runs in the query of an SQL function: mcxt's
 * parent is the query's executor, in the function's cache ("SQL
 * function"), in the caller's context.  Else NULL.
 */
static MemoryContext
sql_function_caller(MemoryContext mcxt)
{
	MemoryContext query = mcxt->parent;
	MemoryContext function = query != NULL ? query->parent : NULL;

	if (function == NULL || function->parent == NULL ||
		strcmp(function->name, "SQL function") != 0)
		return NULL;
	return function->parent;
}

static bool
same_options(const CmGengOptions *a, const CmGengOptions *b)
{
	return a->nodes == b->nodes && a->connected == b->connected &&
		a->biconnected == b->biconnected && a->triangle_free == b->triangle_free &&
		a->square_free == b->square_free && a->bipartite == b->bipartite &&
		a->canonical == b->canonical && a->min_edges == b->min_edges &&
		a->max_edges == b->max_edges && a->min_degree == b->min_degree &&
		a->max_degree == b->max_degree && a->res == b->res && a->mod == b->mod;
}

/* The caller's context is going: the mark with it. */
static void
mark_gone(void *arg)
{
	CatmouseGengMark **p;

	for (p = &marks; *p != NULL; p = &(*p)->next)
		if (*p == arg)
		{
			*p = (*p)->next;
			return;
		}
}
#endif

CatmouseGengMark *
catmouse_geng_mark(MemoryContext mcxt, const CmGengOptions *o, uint64 *skip)
{
#ifdef CATMOUSE_SQL_SRF_RESTARTS
	MemoryContext caller = sql_function_caller(mcxt);
	CatmouseGengMark *m;

	*skip = 0;
	if (caller == NULL)
		return NULL;
	for (m = marks; m != NULL; m = m->next)
		if (m->site == caller && !m->reading && !m->finished && same_options(&m->o, o) &&
			!SubTransactionIsActive(m->subxid))
			break;
	if (m != NULL)
		*skip = m->given;		/* restarted: on from where it was */
	else
	{
		m = MemoryContextAllocZero(caller, sizeof(CatmouseGengMark));
		m->site = caller;
		m->o = *o;
		m->gone.func = mark_gone;
		m->gone.arg = m;
		MemoryContextRegisterResetCallback(caller, &m->gone);
		m->next = marks;
		marks = m;
	}
	m->subxid = GetCurrentSubTransactionId();
	m->reading = true;
	return m;
#else
	(void) mcxt;
	(void) o;
	*skip = 0;
	return NULL;
#endif
}

void
catmouse_geng_mark_given(CatmouseGengMark *m, bool code)
{
	if (code)
		m->given++;
	else
		m->finished = true;
}

void
catmouse_geng_mark_left(CatmouseGengMark *m)
{
	m->reading = false;
}
