/*-------------------------------------------------------------------------
 *
 * graph_agg.c
 *	  cat_mouse_graph_agg(from_node, to_node [, undirected]): build the
 *	  NULL-padded int[][] adjacency array from rows of moves.
 *
 * Each row adds the move from_node -> to_node, and to_node -> from_node too
 * when undirected is true.  A row with a NULL to_node only says that node
 * from_node exists; rows with a NULL from_node are ignored.  The graph has
 * nodes 0 .. the largest number seen; numbers never seen are nodes without
 * moves.  Rows of the result list each node's neighbours once, in
 * increasing order, padded with NULL to the longest row.
 *
 * In a parallel plan each worker builds a partial state, sends it as
 * bytea (the serial function: its largest node and its distinct moves,
 * sorted) and the leader combines them (the combine function appends the
 * moves); the final function sorts and drops repeats as before, so the
 * graph is the serial aggregate's.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "libpq/pqformat.h"
#include "utils/array.h"
#include "utils/memutils.h"

#include "result.h"

typedef struct GraphAggState
{
	int64	   *arcs;			/* (from << 32) | to */
	int64		count;
	int64		cap;
	int32		max_node;		/* largest node number seen, -1 if none */
} GraphAggState;

static void
check_node(int32 v, const char *what)
{
	if (v < 0 || v >= CM_MAX_NODES)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s %d is out of range", what, v),
				 errdetail("Node numbers run from 0 to %d.", CM_MAX_NODES - 1)));
}

static void
add_arc(GraphAggState *st, MemoryContext aggctx, int32 from, int32 to)
{
	if (st->count == st->cap)
	{
		MemoryContext old;

		/* a graph has fewer than 2^31 moves; repeats count until the end */
		if (st->count >= PG_INT32_MAX)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("cat_mouse_graph_agg has too many rows"),
					 errdetail("At most %d moves are supported.", PG_INT32_MAX)));
		old = MemoryContextSwitchTo(aggctx);

		st->cap *= 2;
		st->arcs = repalloc_huge(st->arcs, st->cap * sizeof(int64));
		MemoryContextSwitchTo(old);
	}
	st->arcs[st->count++] = ((int64) from << 32) | (int64) to;
}

/* An empty state in aggctx with room for cap moves. */
static GraphAggState *
new_state(MemoryContext aggctx, int64 cap)
{
	GraphAggState *st = MemoryContextAlloc(aggctx, sizeof(GraphAggState));

	st->cap = Max(cap, 64);
	st->count = 0;
	st->arcs = MemoryContextAllocHuge(aggctx, st->cap * sizeof(int64));
	st->max_node = -1;
	return st;
}

/* Transition: (state, from_node, to_node [, undirected]). */
PG_FUNCTION_INFO_V1(catmouse_graph_agg_trans);
Datum
catmouse_graph_agg_trans(PG_FUNCTION_ARGS)
{
	MemoryContext aggctx;
	GraphAggState *st;
	int32		from;
	int32		to;
	bool		undirected;

	if (!AggCheckCallContext(fcinfo, &aggctx))
		elog(ERROR, "cat_mouse_graph_agg called in non-aggregate context");

	if (PG_ARGISNULL(0))
		st = new_state(aggctx, 64);
	else
		st = (GraphAggState *) PG_GETARG_POINTER(0);

	if (PG_ARGISNULL(1))
		PG_RETURN_POINTER(st);
	from = PG_GETARG_INT32(1);
	check_node(from, "from_node");
	st->max_node = Max(st->max_node, from);
	if (PG_ARGISNULL(2))
		PG_RETURN_POINTER(st);
	to = PG_GETARG_INT32(2);
	check_node(to, "to_node");
	st->max_node = Max(st->max_node, to);
	undirected = PG_NARGS() > 3 && !PG_ARGISNULL(3) && PG_GETARG_BOOL(3);

	add_arc(st, aggctx, from, to);
	if (undirected && from != to)
		add_arc(st, aggctx, to, from);
	PG_RETURN_POINTER(st);
}

static int
cmp_int64(const void *a, const void *b)
{
	int64		x = *(const int64 *) a;
	int64		y = *(const int64 *) b;

	return (x > y) - (x < y);
}

/* Sort the moves and drop repeats, in place. */
static void
sort_unique(GraphAggState *st)
{
	int64		distinct = 0;
	int64		i;

	qsort(st->arcs, st->count, sizeof(int64), cmp_int64);
	for (i = 0; i < st->count; i++)
		if (distinct == 0 || st->arcs[i] != st->arcs[distinct - 1])
			st->arcs[distinct++] = st->arcs[i];
	st->count = distinct;
}

/* Combine: state1 gains state2's moves (either may be NULL). */
PG_FUNCTION_INFO_V1(catmouse_graph_agg_combine);
Datum
catmouse_graph_agg_combine(PG_FUNCTION_ARGS)
{
	MemoryContext aggctx;
	GraphAggState *a;
	GraphAggState *b;

	if (!AggCheckCallContext(fcinfo, &aggctx))
		elog(ERROR, "cat_mouse_graph_agg_combine called in non-aggregate context");
	if (PG_ARGISNULL(1))
	{
		if (PG_ARGISNULL(0))
			PG_RETURN_NULL();
		PG_RETURN_POINTER(PG_GETARG_POINTER(0));
	}
	b = (GraphAggState *) PG_GETARG_POINTER(1);
	a = PG_ARGISNULL(0) ? new_state(aggctx, b->count) : (GraphAggState *) PG_GETARG_POINTER(0);
	if (a->count + b->count > PG_INT32_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("cat_mouse_graph_agg has too many rows"),
				 errdetail("At most %d moves are supported.", PG_INT32_MAX)));
	if (a->count + b->count > a->cap)
	{
		MemoryContext old = MemoryContextSwitchTo(aggctx);

		a->cap = a->count + b->count;
		a->arcs = repalloc_huge(a->arcs, a->cap * sizeof(int64));
		MemoryContextSwitchTo(old);
	}
	memcpy(a->arcs + a->count, b->arcs, b->count * sizeof(int64));
	a->count += b->count;
	a->max_node = Max(a->max_node, b->max_node);
	PG_RETURN_POINTER(a);
}

/*
 * Serialize: int32 largest node (-1: none), int64 moves, then the distinct
 * moves, sorted, as int64 each.
 */
PG_FUNCTION_INFO_V1(catmouse_graph_agg_serialize);
Datum
catmouse_graph_agg_serialize(PG_FUNCTION_ARGS)
{
	GraphAggState *st;
	StringInfoData buf;
	int64		i;

	if (!AggCheckCallContext(fcinfo, NULL))
		elog(ERROR, "cat_mouse_graph_agg_serialize called in non-aggregate context");
	st = (GraphAggState *) PG_GETARG_POINTER(0);
	sort_unique(st);
	if ((uint64) st->count * sizeof(int64) > MaxAllocSize - 64)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("cat_mouse_graph_agg's partial state of " INT64_FORMAT " moves is too large to send between processes",
						st->count),
				 errdetail("A worker sends at most %d moves.", (int) ((MaxAllocSize - 64) / sizeof(int64))),
				 errhint("Set max_parallel_workers_per_gather = 0 for this query.")));
	pq_begintypsend(&buf);
	pq_sendint32(&buf, st->max_node);
	pq_sendint64(&buf, st->count);
	for (i = 0; i < st->count; i++)
		pq_sendint64(&buf, st->arcs[i]);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* Deserialize: the bytea of the serial function as a state again. */
PG_FUNCTION_INFO_V1(catmouse_graph_agg_deserialize);
Datum
catmouse_graph_agg_deserialize(PG_FUNCTION_ARGS)
{
	MemoryContext aggctx;
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	StringInfoData buf;
	GraphAggState *st;
	int32		max_node;
	int64		count;
	int64		i;

	if (!AggCheckCallContext(fcinfo, &aggctx))
		elog(ERROR, "cat_mouse_graph_agg_deserialize called in non-aggregate context");
	/* read in place (initReadOnlyStringInfo from PostgreSQL 17 does this) */
	buf.data = VARDATA_ANY(b);
	buf.len = VARSIZE_ANY_EXHDR(b);
	buf.maxlen = buf.len;
	buf.cursor = 0;
	max_node = pq_getmsgint(&buf, 4);
	count = pq_getmsgint64(&buf);
	if (max_node < -1 || max_node >= CM_MAX_NODES || count < 0 ||
		count != (int64) (buf.len - buf.cursor) / (int64) sizeof(int64))
		/* made by the serial function, or by bytes of another aggregate's */
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid cat_mouse_graph_agg partial state"),
				 errdetail("Its largest node is %d and it holds " INT64_FORMAT " moves in %d bytes.",
						   max_node, count, buf.len)));
	st = new_state(aggctx, count);
	st->max_node = max_node;
	for (i = 0; i < count; i++)
	{
		int64		arc = pq_getmsgint64(&buf);

		/* both ends nodes of the graph: the final function indexes by them */
		if (arc < 0 || (arc >> 32) > max_node || (arc & 0xFFFFFFFF) > (int64) max_node)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid cat_mouse_graph_agg partial state"),
					 errdetail("Move " INT64_FORMAT " of " INT64_FORMAT " is %lld -> %lld, and its largest node is %d.",
							   i + 1, count, (long long) (arc >> 32),
							   (long long) (arc & 0xFFFFFFFF), max_node)));
		st->arcs[i] = arc;
	}
	st->count = count;
	pq_getmsgend(&buf);
	PG_RETURN_POINTER(st);
}

/* Final: the NULL-padded int[][]; NULL when no row named a node. */
PG_FUNCTION_INFO_V1(catmouse_graph_agg_final);
Datum
catmouse_graph_agg_final(PG_FUNCTION_ARGS)
{
	GraphAggState *st;
	int32		nodes;
	int64		i;
	int32	   *off;
	int32	   *adj;
	CmGraph		g;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	st = (GraphAggState *) PG_GETARG_POINTER(0);
	if (st->max_node < 0)
		PG_RETURN_NULL();
	nodes = st->max_node + 1;

	/* sort and drop repeats; the final function may run more than once */
	sort_unique(st);

	/* the sorted moves are the CSR graph, rows in increasing order */
	off = palloc0((nodes + 1) * sizeof(int32));
	adj = MemoryContextAllocHuge(CurrentMemoryContext,
								 Max(st->count, 1) * sizeof(int32));
	for (i = 0; i < st->count; i++)
	{
		off[(st->arcs[i] >> 32) + 1]++;
		adj[i] = (int32) (st->arcs[i] & 0xFFFFFFFF);
	}
	for (i = 0; i < nodes; i++)
		off[i + 1] += off[i];
	g.nodes = nodes;
	g.off = off;
	g.adj = adj;
	PG_RETURN_ARRAYTYPE_P(catmouse_graph_array(&g));
}
