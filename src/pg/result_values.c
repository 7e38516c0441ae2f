/*-------------------------------------------------------------------------
 *
 * result_values.c
 *	  The SQL values the results form from the core's answers, shared by
 *	  the results (result.c, result_rows.c, result_canon.c) and the graph6
 *	  type and aggregate: a remoteness, an int[], a graph as an int[][] or
 *	  as a graph6 code.  It calls no result: the results call it.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/array.h"

#include "graph6.h"
#include "result.h"

/* A remoteness as an int4 datum; NULL for a draw. */
Datum
catmouse_remoteness_datum(int64 r, bool *isnull)
{
	*isnull = (r < 0);
	if (r > PG_INT32_MAX)
		elog(ERROR, "remoteness %lld does not fit an integer", (long long) r);
	return Int32GetDatum((int32) (r < 0 ? 0 : r));
}

/* An int[] of count values, lower bound 1. */
ArrayType *
catmouse_int_array(const int32 *v, int count)
{
	Datum	   *d = palloc(sizeof(Datum) * Max(count, 1));
	int			i;

	for (i = 0; i < count; i++)
		d[i] = Int32GetDatum(v[i]);
	return construct_array(d, count, INT4OID, 4, true, TYPALIGN_INT);
}

/*
 * A graph as the NULL-padded int[][] the graph functions take: row u lists
 * u's neighbours in the graph's order, padded with NULL to the longest row
 * (at least one column).  Lower bounds 1.
 */
ArrayType *
catmouse_graph_array(const CmGraph *g)
{
	int32		n = g->nodes;
	int32		width = 1;
	int32		u;
	Size		elems;
	Datum	   *values;
	bool	   *nulls;
	int			dims[2];
	int			lbs[2] = {1, 1};

	if (n == 0)
		return construct_empty_array(INT4OID);
	for (u = 0; u < n; u++)
		width = Max(width, g->off[u + 1] - g->off[u]);
	if ((int64) n * width > (int64) MaxArraySize)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("graph would need %lld array elements", (long long) n * width),
				 errdetail("It has %d nodes and a node with %d neighbours.", n, width)));
	elems = (Size) n * width;
	catmouse_check_memory(elems * (sizeof(Datum) + sizeof(bool)), n);
	values = MemoryContextAllocHuge(CurrentMemoryContext, elems * sizeof(Datum));
	nulls = MemoryContextAllocHuge(CurrentMemoryContext, elems * sizeof(bool));
	for (u = 0; u < n; u++)
	{
		Size		at = (Size) u * width;
		int32		k;

		CHECK_FOR_INTERRUPTS();
		for (k = g->off[u]; k < g->off[u + 1]; k++, at++)
		{
			values[at] = Int32GetDatum(g->adj[k]);
			nulls[at] = false;
		}
		for (; at < (Size) (u + 1) * width; at++)
		{
			values[at] = (Datum) 0;
			nulls[at] = true;
		}
	}
	dims[0] = n;
	dims[1] = width;
	return construct_md_array(values, nulls, 2, dims, lbs, INT4OID,
							  sizeof(int32), true, TYPALIGN_INT);
}


/* A code's text as a graph6 value. */
static struct varlena *
code_value(const char *text, int64 len)
{
	struct varlena *v;

	if (len < 0 || (Size) len > MaxAllocSize - VARHDRSZ)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("graph is too large for a graph6 value"),
				 errdetail("Its code would take %lld bytes.", (long long) len)));
	v = palloc(VARHDRSZ + len);
	SET_VARSIZE(v, VARHDRSZ + len);
	if (text != NULL)
		memcpy(VARDATA(v), text, len);
	return v;
}

struct varlena *
catmouse_graph_code(const CmGraph *g, int format)
{
	CmCodeWriter w;
	CmError		err;
	CmCodeFormat f;
	struct varlena *v;
	size_t		scratch;

	if (g->nodes == 0)
	{
		/* no nodes: "?", ":?" or "&?" */
		static const char *const empty[] = {"?", ":?", "&?"};
		const char *s = empty[format == CATMOUSE_CODE_NATURAL ? CM_GRAPH6 : format];

		return code_value(s, strlen(s));
	}
	scratch = cm_code_scratch_bytes(g);
	catmouse_check_work_memory(scratch, "writing a graph of %d nodes", g->nodes);
	if (cm_code_writer_init(&w, g,
							MemoryContextAllocHuge(CurrentMemoryContext, scratch),
							catmouse_poll, NULL, &err) != CM_OK)
		elog(ERROR, "could not examine graph: status %d", (int) err.code);
	f = (format == CATMOUSE_CODE_NATURAL) ? cm_code_natural_format(&w) : (CmCodeFormat) format;
	if (f != CM_DIGRAPH6 && !w.symmetric)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s holds undirected graphs only", cm_code_format_name(f)),
				 errdetail("graph has the move %d -> %d but not %d -> %d.",
						   w.asym_from, w.asym_to, w.asym_to, w.asym_from),
				 errhint("Use cat_mouse_to_digraph6(), or the cast to graph6, which writes digraph6 for a directed graph.")));
	if (f == CM_GRAPH6 && w.loops)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("graph6 holds graphs without self-loops"),
				 errdetail("Node %d of graph has a self-loop.", w.loop_node),
				 errhint("Use cat_mouse_to_sparse6() or cat_mouse_to_digraph6(), or the cast to graph6, which writes digraph6 for a graph with loops.")));
	v = code_value(NULL, cm_code_length(&w, f));
	if (cm_code_write(&w, f, VARDATA(v), &err) != CM_OK)
		elog(ERROR, "could not write %s: status %d", cm_code_format_name(f), (int) err.code);
	return v;
}
