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

#endif							/* CATMOUSE_GENG_STREAM_H */
