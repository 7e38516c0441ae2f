/*-------------------------------------------------------------------------
 *
 * result_canon.c
 *	  The result layer's values of symmetry (result.h), from nauty's
 *	  canonical labelling (catmouse_canonise): the canonical code of a graph
 *	  (cat_mouse_canonical), the canonical form of a puzzle
 *	  (cat_mouse_canonical_puzzle) and the automorphism group
 *	  (cat_mouse_automorphisms).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "common/int.h"
#include "utils/array.h"
#include "utils/numeric.h"

#include "graph6.h"
#include "result.h"

/* The graph g renamed by label, in the current context. */
static CmGraph *
relabelled(const CmGraph *g, const int32 *label)
{
	CmGraph    *h = palloc(sizeof(CmGraph));
	int32	   *off = palloc(((Size) g->nodes + 1) * sizeof(int32));
	int32	   *adj = MemoryContextAllocHuge(CurrentMemoryContext,
											 (Size) Max(g->off[g->nodes], 1) * sizeof(int32));

	cm_canon_relabel(g, label, off, adj, h);
	return h;
}

/* A value copied into the context that outlives the call's. */
static Datum
copy_code(struct varlena *v, MemoryContext result_ctx)
{
	struct varlena *copy = MemoryContextAlloc(result_ctx, VARSIZE(v));

	memcpy(copy, v, VARSIZE(v));
	return PointerGetDatum(copy);
}

static int
compare_int32(const void *a, const void *b)
{
	int32		x = *(const int32 *) a,
				y = *(const int32 *) b;

	return (x > y) - (x < y);
}

/* Do a and b have the same moves (each row as a set)? */
static bool
same_moves(const CmGraph *a, const CmGraph *b)
{
	int32		n = a->nodes;
	int32		u;
	int32	   *x,
			   *y;

	if (b->nodes != n || a->off[n] != b->off[n])
		return false;
	x = MemoryContextAllocHuge(CurrentMemoryContext, (Size) Max(a->off[n], 1) * sizeof(int32));
	y = MemoryContextAllocHuge(CurrentMemoryContext, (Size) Max(a->off[n], 1) * sizeof(int32));
	for (u = 0; u < n; u++)
	{
		int32		len = a->off[u + 1] - a->off[u];

		if (b->off[u + 1] - b->off[u] != len)
			return false;
		memcpy(x, a->adj + a->off[u], (Size) len * sizeof(int32));
		memcpy(y, b->adj + b->off[u], (Size) len * sizeof(int32));
		qsort(x, len, sizeof(int32), compare_int32);
		qsort(y, len, sizeof(int32), compare_int32);
		if (memcmp(x, y, (Size) len * sizeof(int32)) != 0)
			return false;
	}
	return true;
}

/*
 * nauty-labelg's code of the graph: in the format of the code it was read
 * from (a digraph6 code read as a digraph), else graph6, or digraph6 for a
 * directed graph or one with self-loops.
 */
static Datum
canonical_datum(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CatmouseCanon c;

	if (p->mouse->nodes == 0)
		return copy_code(catmouse_graph_code(p->mouse, p->graph_format >= 0 ?
											 p->graph_format : CATMOUSE_CODE_NATURAL),
						 result_ctx);
	catmouse_canonise(p, false, false, &c);
	return copy_code(catmouse_graph_code(relabelled(p->mouse, c.label),
										 p->graph_format >= 0 ? p->graph_format :
										 CATMOUSE_CODE_NATURAL),
					 result_ctx);
}

/*
 * The puzzle renamed canonically: (graph, mouse_start, cat_start, hole,
 * cat_graph), the graphs as graph6 (digraph6 when directed or with loops);
 * a cat_graph with the graph's own moves is no cat_graph.
 */
static Datum
canonical_puzzle_datum(FunctionCallInfo fcinfo, const CatmousePuzzle *p,
					   MemoryContext result_ctx)
{
	CatmousePuzzle q = *p;
	CatmouseCanon c;
	CmError		err;
	TupleDesc	tupdesc;
	Datum		values[5];
	bool		nulls[5] = {false, false, false, false, false};
	HeapTuple	tuple;
	MemoryContext old;

	if (cm_options_check(q.mouse, q.cat, &q.opt, &err) != CM_OK)
		catmouse_report_option_error(&err, q.mouse->nodes);
	if (q.cat != NULL && same_moves(q.mouse, q.cat))
		q.cat = NULL;
	q.graph_format = -1;
	catmouse_canonise(&q, true, false, &c);
	values[0] = copy_code(catmouse_graph_code(relabelled(q.mouse, c.label),
											  CATMOUSE_CODE_NATURAL), result_ctx);
	values[1] = Int32GetDatum(c.label[q.opt.mouse_start]);
	values[2] = Int32GetDatum(c.label[q.opt.cat_start]);
	values[3] = Int32GetDatum(c.label[q.opt.hole]);
	if (q.cat != NULL)
		values[4] = copy_code(catmouse_graph_code(relabelled(q.cat, c.label),
												  CATMOUSE_CODE_NATURAL), result_ctx);
	else
		nulls[4] = true;
	old = MemoryContextSwitchTo(result_ctx);
	tupdesc = catmouse_result_tupdesc(fcinfo);
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}

/* The product of the stabiliser indices: the group's size, exact. */
static Numeric
group_size(List *indices)
{
	int64		small = 1;
	Numeric		big = NULL;
	ListCell   *lc;

	foreach(lc, indices)
	{
		int64		index = lfirst_int(lc);
		int64		product;

		if (big == NULL && !pg_mul_s64_overflow(small, index, &product))
		{
			small = product;
			continue;
		}
		if (big == NULL)
			big = int64_to_numeric(small);
		big = catmouse_numeric_mul(big, int64_to_numeric(index));
	}
	return big != NULL ? big : int64_to_numeric(small);
}

/* (group_size numeric, orbit_count int, orbits int[], generators int[][]) */
static Datum
automorphisms_datum(FunctionCallInfo fcinfo, const CatmousePuzzle *p,
					MemoryContext result_ctx)
{
	int32		n = p->mouse->nodes;
	CatmouseCanon c;
	TupleDesc	tupdesc;
	Datum		values[4];
	bool		nulls[4] = {false, false, false, false};
	HeapTuple	tuple;
	MemoryContext old;
	int			gens;
	Datum	   *elems;
	ListCell   *lc;
	int			i = 0;

	catmouse_canonise(p, false, true, &c);
	gens = list_length(c.generators);
	catmouse_check_work_memory((Size) gens * n * sizeof(Datum),
							   "the automorphism group's generators of a graph of %d nodes", n);
	elems = MemoryContextAllocHuge(CurrentMemoryContext,
								   (Size) Max(gens * (Size) n, (Size) n) * sizeof(Datum));
	old = MemoryContextSwitchTo(result_ctx);
	tupdesc = catmouse_result_tupdesc(fcinfo);
	values[0] = NumericGetDatum(group_size(c.indices));
	values[1] = Int32GetDatum(c.orbit_count);
	values[2] = PointerGetDatum(catmouse_int_array(c.orbits, n));
	foreach(lc, c.generators)
	{
		int32	   *perm = lfirst(lc);
		int32		v;

		for (v = 0; v < n; v++)
			elems[i++] = Int32GetDatum(perm[v]);
	}
	if (gens == 0)
		values[3] = PointerGetDatum(construct_empty_array(INT4OID));
	else
	{
		int			dims[2] = {gens, n};
		int			lbs[2] = {1, 1};

		values[3] = PointerGetDatum(construct_md_array(elems, NULL, 2, dims, lbs, INT4OID,
													   sizeof(int32), true, TYPALIGN_INT));
	}
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}

const CatmouseResult catmouse_result_canonical = {"canonical form", false, canonical_datum};
const CatmouseResult catmouse_result_canonical_puzzle = {"canonical puzzle", false,
canonical_puzzle_datum};
const CatmouseResult catmouse_result_automorphisms = {"automorphisms", false,
automorphisms_datum};
