/*-------------------------------------------------------------------------
 *
 * geng_stream.h
 *	  geng's graphs as they come, for a value-per-call set-returning
 *	  function (geng_stream.c): geng runs as a coroutine beside the query,
 *	  a batch of codes at a time.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_GENG_STREAM_H
#define CATMOUSE_GENG_STREAM_H

#include "generate.h"

typedef struct CatmouseGengStream CatmouseGengStream;

/*
 * Start geng with o (checked already) in CurrentMemoryContext, which the
 * stream lives and dies with: when that context goes (the scan ended, was
 * rescanned, or an error unwound the query), geng is abandoned and its
 * tables freed.  typid: the graph6 type, what the codes are.
 */
extern CatmouseGengStream *catmouse_geng_stream_start(const CmGengOptions *o, Oid typid);

/* The next code (a graph6 value in CurrentMemoryContext); false at the end. */
extern bool catmouse_geng_stream_next(CatmouseGengStream *s, Datum *code);

/*
 * Make geng free to run: a stream that holds it (suspended in another
 * scan of the query) reads the rest of its graphs into a tuplestore first.
 * Whoever runs geng calls this first.
 */
extern void catmouse_geng_claim(void);

/*
 * The marks of streams run by an SQL function (geng_marks.c), for
 * PostgreSQL 15 and 17's restart of one (compat.h's
 * CATMOUSE_SQL_SRF_RESTARTS): the mark of a stream of o starting in mcxt
 * (an SRF's multi-call context), and in *skip the codes it must pass over,
 * those a restarted stream gave; NULL when no SQL function runs it, or on
 * a major that never restarts one.
 */
typedef struct CatmouseGengMark CatmouseGengMark;

extern CatmouseGengMark *catmouse_geng_mark(MemoryContext mcxt, const CmGengOptions *o,
											uint64 *skip);
/* A code given (code), or the end (!code). */
extern void catmouse_geng_mark_given(CatmouseGengMark *m, bool code);
/* The stream reading for the mark is gone. */
extern void catmouse_geng_mark_left(CatmouseGengMark *m);

#endif							/* CATMOUSE_GENG_STREAM_H */
