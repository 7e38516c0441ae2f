/*-------------------------------------------------------------------------
 *
 * geng_stream.c
 *	  geng's graphs as they come (geng_stream.h): what lets
 *	  cat_mouse_geng(11) LIMIT 3, EXISTS or a cursor stop geng early, with
 *	  no more than a batch of codes in memory and no temporary file.
 *
 * geng (src/core/generate.c) is a recursive search that hands each graph
 * to a callback; a value-per-call function must return after each row.
 * So geng runs as a coroutine on a stack of its own, in the backend's
 * thread (ucontext: makecontext, swapcontext): its callback copies each
 * code into a batch and, when the batch is full (or every few thousand of
 * geng's steps, through its poll, so that a search that finds few graphs
 * still lets a cancel in), switches back to the function, which returns
 * the batch's codes one per call and then switches to geng again.
 *
 * Why a coroutine rather than a thread or a process: a thread in a backend
 * is not allowed (PostgreSQL's code is not thread-safe, signals), a child
 * process would need pipes and could outlive the backend; the coroutine
 * costs two switches per batch and no copy but the batch.
 *
 * The rules that keep the backend sound:
 *	- geng's side (geng_entry, batch_code, batch_poll) calls no PostgreSQL
 *	  function at all: no palloc, no ereport, no CHECK_FOR_INTERRUPTS.
 *	  Errors (a cancel, a full tuplestore) can only happen on the
 *	  function's side, between batches, on the backend's own stack.
 *	- geng uses globals: one geng per backend.  The stream that runs it
 *	  "owns" it; a second geng in the same query (a join of two calls, a
 *	  call in a lateral, cat_mouse_cop_census beside a stream) first drains
 *	  the owner's remaining graphs into the owner's tuplestore (the owner
 *	  then reads from it: the nested case is materialized, as every call
 *	  was before streaming), then runs.
 *	- A stream owns what it holds, and its memory context (the SRF's
 *	  multi-call context, the query's) is its life: a callback on that
 *	  context ends it whenever the context goes, at the end of the scan, a
 *	  rescan, a closed cursor, or an error that unwinds the query.  Ending
 *	  abandons geng if the stream runs it (never resumed: its stack is
 *	  forgotten, it holds nothing but geng's frames, and its malloc'd
 *	  tables are freed by cm_geng_release(), as after the longjmp of a
 *	  cancel; the next run starts geng afresh) and ends the stream's
 *	  tuplestore.
 *	- The drained codes are the stream's, not the draining statement's:
 *	  the drain runs in another portal, a later statement of a cursor's
 *	  transaction, a subtransaction of an exception block, each with a
 *	  resource owner of its own that is released before the stream has
 *	  read them.  So the tuplestore's spill file is made across
 *	  transactions (interXact: no resource owner closes it), in memory of
 *	  the stream's, and only the stream's end closes it, as
 *	  PostgreSQL's own portals keep a held cursor's rows.  A drain that an
  *	  error stops (a cancel, temp_file_limit) leaves the stream broken: its
 *	  next row is an error, never a silent end.
 *	- PostgreSQL 15 and 17 restart the SQL function cat_mouse_geng in a
 *	  select list when the savepoint its first row came in has ended: a
 *	  stream counts what it gave in a mark (geng_marks.c), and a restarted
 *	  one passes over that many codes first.

 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <ucontext.h>

#include "access/tupdesc.h"
#include "executor/tuptable.h"
#include "miscadmin.h"
#include "utils/datum.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

#include "catmouse.h"
#include "geng_stream.h"

/* geng's stack: its recursion is at most 64 levels of small frames */
#define STACK_BYTES		(1024 * 1024)
/* codes per switch */
#define BATCH			256
/* the longest code: 64 nodes */
#define MAX_CODE		341

struct CatmouseGengStream
{
	size_t		len;			/* bytes of a code */
	int			nodes;			/* geng's graphs' */
	bool		live;			/* owns geng (co.owner) */
	bool		broken;			/* a drain stopped by an error: its codes
								 * are not all in store */
	Tuplestorestate *store;		/* drained: the rest of its codes, in a
								 * file of the stream's (interXact) */
	MemoryContext store_mcxt;	/* the tuplestore's memory */
	TupleTableSlot *slot;
		Oid			typid;
	MemoryContext mcxt;
	MemoryContextCallback gone;
	CatmouseGengMark *mark;		/* run by an SQL function: its mark */
};

/*
 * AddressSanitizer is told of each switch between the stacks (its fiber
 * interface), so that it checks geng's frames against geng's stack, not
 * the backend's (the sanitizer tier builds catmouse with it).
 */
#if defined(__SANITIZE_ADDRESS__)
#define CATMOUSE_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CATMOUSE_ASAN_FIBERS 1
#endif
#endif
#ifdef CATMOUSE_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

/* The backend's one geng: its coroutine and what the two sides share. */
static struct
{
	ucontext_t	caller;			/* the function's side */
	ucontext_t	geng;			/* geng's side */
	char	   *stack;			/* STACK_BYTES, then the batch */
	char	   *codes;			/* BATCH codes of len bytes */
	CatmouseGengStream *owner;	/* the stream geng runs for, or NULL */
	CmGengOptions o;
	size_t		len;
	int			count;			/* codes in the batch */
	int			pos;			/* codes of the batch returned */
	bool		finished;		/* geng returned */
	CmStatus	status;			/* what it returned */
#ifdef CATMOUSE_ASAN_FIBERS
	const void *caller_bottom;	/* the backend's stack, for the sanitizer */
	size_t		caller_size;
#endif
}			co;

/* Switch from geng's side to the function's (only geng's side calls it). */
static void
to_caller(void)
{
#ifdef CATMOUSE_ASAN_FIBERS
	void	   *fake = NULL;

	__sanitizer_start_switch_fiber(&fake, co.caller_bottom, co.caller_size);
	swapcontext(&co.geng, &co.caller);
	__sanitizer_finish_switch_fiber(fake, &co.caller_bottom, &co.caller_size);
#else
	swapcontext(&co.geng, &co.caller);
#endif
}

/* ---- geng's side: no PostgreSQL function below, until the next line ---- */

static bool
batch_code(void *arg, const uint64_t *rows, int n)
{
	(void) arg;
	cm_geng_graph6(rows, n, co.codes + (size_t) co.count * co.len);
	if (++co.count == BATCH)
		to_caller();
	return false;
}

/* every few thousand steps: let the function's side check for a cancel */
static bool
batch_poll(void *arg)
{
	(void) arg;
	to_caller();
	return false;
}

static void
geng_entry(void)
{
	int64_t		count;
	CmError		err;

#ifdef CATMOUSE_ASAN_FIBERS
	__sanitizer_finish_switch_fiber(NULL, &co.caller_bottom, &co.caller_size);
#endif
	co.status = cm_geng_run(&co.o, batch_code, NULL, batch_poll, NULL, &count, &err);
	co.finished = true;
	/* never resumed after this; never return (there is no uc_link) */
	for (;;)
		to_caller();
}

/* ---- the function's side ---- */

/* Forget geng mid-run: never resumed, its tables freed. */
static void
abandon(void)
{
	co.owner = NULL;
	cm_geng_release();
}

/*
 * The stream's context is going: abandon geng if it still runs for it, and
 * end the stream's tuplestore, whose file nothing else closes.
 */
static void
stream_gone(void *arg)
{
	CatmouseGengStream *s = arg;

	if (co.owner == s)
		abandon();
	s->live = false;
	if (s->mark != NULL)
		catmouse_geng_mark_left(s->mark);
	if (s->store != NULL)
	{
		Tuplestorestate *store = s->store;

		s->store = NULL;
		tuplestore_end(store);
		MemoryContextDelete(s->store_mcxt);
	}
}

/* geng finished for the owner: it gave up, or geng is free again. */
static void
finish(CatmouseGengStream *s)
{
	s->live = false;
	co.owner = NULL;
	if (co.status != CM_OK)
		elog(ERROR, "geng gave up on %d nodes (it could not allocate its tables)",
			 co.o.nodes);
}

/*
 * Let geng run to its next switch; false when it has finished.  A cancel
 * is let in here, between batches, on the backend's stack.
 */
static bool
resume(void)
{
	int			rc;
#ifdef CATMOUSE_ASAN_FIBERS
	void	   *fake = NULL;
#endif

	if (co.finished)
		return false;
	CHECK_FOR_INTERRUPTS();
	co.count = co.pos = 0;
#ifdef CATMOUSE_ASAN_FIBERS
	__sanitizer_start_switch_fiber(&fake, co.stack, STACK_BYTES);
	rc = swapcontext(&co.caller, &co.geng);
	__sanitizer_finish_switch_fiber(fake, NULL, NULL);
#else
	rc = swapcontext(&co.caller, &co.geng);
#endif
	if (rc != 0)
		elog(ERROR, "could not switch to geng: %m");
	return true;
}

static Datum
code_value(const char *code, size_t len)
{
	struct varlena *v = palloc(VARHDRSZ + len);

	SET_VARSIZE(v, VARHDRSZ + len);
	memcpy(VARDATA(v), code, len);
	return PointerGetDatum(v);
}

/*
 * The owner's remaining codes into its tuplestore; geng is free after.  The
 * tuplestore is the stream's (see the header): interXact, in a context the
 * stream's clean-up deletes.  On an error (a cancel, a full disk) geng is
 * abandoned and the stream left broken, and the error goes on.
 */
static void
drain(void)
{
	CatmouseGengStream *s = co.owner;
	MemoryContext old = MemoryContextSwitchTo(s->mcxt);
	TupleDesc	desc = CreateTemplateTupleDesc(1);

	TupleDescInitEntry(desc, 1, "code", s->typid, -1, 0);
	catmouse_tupledesc_finalize(desc);
	/*
	 * The tuplestore in a context of its own, which the stream's clean-up
	 * deletes after ending it: PostgreSQL 18's tuplestore keeps its tuples in
	 * a child context of the one it is made in, and a context being deleted
	 * deletes its children before it calls its callbacks.
	 */
	s->store_mcxt = AllocSetContextCreate(TopMemoryContext, "catmouse geng stream copy",
										  ALLOCSET_DEFAULT_SIZES);
	MemoryContextSwitchTo(s->store_mcxt);
	s->store = tuplestore_begin_heap(false, true, work_mem);
	MemoryContextSwitchTo(s->mcxt);
	s->slot = MakeSingleTupleTableSlot(desc, &TTSOpsMinimalTuple);
	s->broken = true;			/* until the last code is in */
	PG_TRY();
	{
		do
		{
			while (co.pos < co.count)
			{
				Datum		value = code_value(co.codes + (size_t) co.pos++ * co.len, co.len);
				bool		isnull = false;

				tuplestore_putvalues(s->store, desc, &value, &isnull);
				pfree(DatumGetPointer(value));
			}
		} while (resume());
	}
	PG_CATCH();
	{
		s->live = false;
		abandon();
		PG_RE_THROW();
	}
	PG_END_TRY();
	s->broken = false;
	MemoryContextSwitchTo(old);
	finish(s);
}

void
catmouse_geng_claim(void)
{
	if (co.owner != NULL)
		drain();
}

CatmouseGengStream *
catmouse_geng_stream_start(const CmGengOptions *o, Oid typid)
{
	CatmouseGengStream *s = palloc0(sizeof(CatmouseGengStream));

	s->len = cm_geng_graph6_length(o->nodes);
	s->nodes = o->nodes;
	s->typid = typid;
	s->mcxt = CurrentMemoryContext;
	if (!cm_geng_possible(o))
		return s;				/* no graph: nothing to run */
	catmouse_geng_claim();
	if (co.stack == NULL)
		co.stack = MemoryContextAlloc(TopMemoryContext, STACK_BYTES + BATCH * MAX_CODE);
	co.codes = co.stack + STACK_BYTES;
	co.o = *o;
	co.len = s->len;
	co.count = co.pos = 0;
	co.finished = false;
	co.status = CM_OK;
	if (getcontext(&co.geng) != 0)
		elog(ERROR, "could not make geng's context: %m");
	co.geng.uc_stack.ss_sp = co.stack;
	co.geng.uc_stack.ss_size = STACK_BYTES;
	co.geng.uc_link = NULL;
	makecontext(&co.geng, geng_entry, 0);
		s->gone.func = stream_gone;
	s->gone.arg = s;
	MemoryContextRegisterResetCallback(s->mcxt, &s->gone);
	s->live = true;
	co.owner = s;
	{
		uint64		skip;

		s->mark = catmouse_geng_mark(s->mcxt, o, &skip);
		/* a restart: the codes given before, made again and passed over */
		while (skip > 0 && s->live)
		{
			if (co.pos < co.count)
			{
				int			n = (int) Min((uint64) (co.count - co.pos), skip);

				co.pos += n;
				skip -= n;
			}
			else if (!resume())
				finish(s);
		}
	}
	return s;
}

/* A code given (or the end), counted in the stream's mark. */
static bool
given(CatmouseGengStream *s, bool code)
{
	if (s->mark != NULL)
		catmouse_geng_mark_given(s->mark, code);
	return code;
}

bool
catmouse_geng_stream_next(CatmouseGengStream *s, Datum *code)
{
	if (s->broken)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("the graphs of geng on %d nodes were lost", s->nodes),
				 errdetail("Another call ran geng while this one was suspended, and an error stopped the copy of this call's remaining graphs."),
				 errhint("Run the query again.")));
	if (s->store != NULL)
	{
		/*
		 * A tuple read back from the spill file is palloc'd where the read
		 * runs and freed by the slot at the next read: both in the
		 * stream's context, the code copied out to the caller's and the
		 * slot cleared, so that nothing of one call outlives it.
		 */
		MemoryContext caller = MemoryContextSwitchTo(s->mcxt);
		bool		isnull;
		bool		found = tuplestore_gettupleslot(s->store, true, false, s->slot);

				MemoryContextSwitchTo(caller);
		if (found)
			*code = datumCopy(slot_getattr(s->slot, 1, &isnull), false, -1);
		ExecClearTuple(s->slot);
		return given(s, found);
	}
	if (!s->live)
		return given(s, false);
	while (co.pos >= co.count)
	{
		if (!resume())
		{
			finish(s);
			return given(s, false);
		}
	}
	*code = code_value(co.codes + (size_t) co.pos++ * co.len, co.len);
	return given(s, true);
}
