/*-------------------------------------------------------------------------
 *
 * graph.c
 *	  Rows of neighbours to the solver's CSR graphs, and default options.
 *	  Plain C, no PostgreSQL headers, no malloc.
 *
 *-------------------------------------------------------------------------
 */
#include "bits.h"
#include "solver.h"

void
cm_options_default(CmOptions *o)
{
	o->mouse_start = 1;
	o->cat_start = 2;
	o->hole = 0;
	o->cat_can_enter_hole = false;
	o->max_turns = -1;
}

/*
 * The bits of a bitmap (bit i of byte i / 8, least significant first) from
 * bit `pos` on, at most 56 and none past bit `end`, as the low bits of a
 * word.  Reads no byte past the one that holds bit end - 1.
 */
static inline uint64_t
bits_from(const uint8_t *map, int64_t pos, int64_t end, int *count)
{
	const uint8_t *p = map + (pos >> 3);
	int			skip = (int) (pos & 7);
	int			k = (end - pos < 56) ? (int) (end - pos) : 56;
	int			bytes = (skip + k + 7) >> 3;
	uint64_t	w = 0;
	int			i;

	for (i = 0; i < bytes; i++)
		w |= (uint64_t) p[i] << (8 * i);
	*count = k;
	w >>= skip;
	return w & (((uint64_t) 1 << k) - 1);
}

/*
 * Rows of neighbours to CSR: row u has len[u] elements, or `width` each when
 * len is NULL.  Shared by the two public builders.  With a bitmap, a row's
 * present elements are found a word of its bits at a time.
 */
static CmStatus
build_rows(int32_t nodes, int32_t width, const int32_t *len,
		   const int32_t *vals, const uint8_t *present,
		   int32_t *off, int32_t *adj, int32_t *stamp,
		   CmGraph *g, CmPollFn poll, void *poll_arg, CmError *err)
{
	uint64_t	work = 0;
	int64_t		elem = 0;
	int64_t		next = 0;
	int32_t		arcs = 0;
	int32_t		u;

	if (nodes <= 0)
	{
		err->code = CM_ERR_NO_NODES;
		err->value = nodes;
		return err->code;
	}
	if (nodes > CM_MAX_GRAPH_NODES)
	{
		err->code = CM_ERR_TOO_MANY_NODES;
		err->value = nodes;
		return err->code;
	}

	for (u = 0; u < nodes; u++)
		stamp[u] = -1;

	for (u = 0; u < nodes; u++)
	{
		int32_t		row_len = (len != NULL) ? len[u] : width;
		int32_t		k;

		off[u] = arcs;
		work += 1 + (uint64_t) row_len;
		if (work >= (1 << 16))
		{
			work = 0;
			if (poll != NULL && poll(poll_arg))
			{
				err->code = CM_CANCELLED;
				return err->code;
			}
		}
		for (k = 0; k < row_len;)
		{
			int			count = 1;
			uint64_t	here = 1;

			/* the present ones of the next elements, k + 0, k + 1, ... */
			if (present != NULL)
				here = bits_from(present, elem + k, elem + row_len, &count);
			for (; here; here &= here - 1)
			{
				int32_t		pos = k + cm_ctz64(here);
				int32_t		v = vals[next++];

				if (v < 0 || v >= nodes)
				{
					err->code = CM_ERR_NEIGHBOUR;
					err->node = u;
					err->pos = pos;
					err->value = v;
					return err->code;
				}
				if (stamp[v] != u)
				{
					if (arcs == INT32_MAX)
					{
						err->code = CM_ERR_TOO_BIG;
						err->value = arcs;
						return err->code;
					}
					stamp[v] = u;
					adj[arcs++] = v;
				}
			}
			k += count;
		}
		elem += row_len;
	}
	off[nodes] = arcs;

	g->nodes = nodes;
	g->off = off;
	g->adj = adj;
	return CM_OK;
}

CmStatus
cm_graph_build(int32_t nodes, int32_t width,
			   const int32_t *vals, const uint8_t *present,
			   int32_t *off, int32_t *adj, int32_t *stamp,
			   CmGraph *g, CmPollFn poll, void *poll_arg, CmError *err)
{
	if (width < 0)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = width;
		return err->code;
	}
	return build_rows(nodes, width, NULL, vals, present, off, adj, stamp, g,
					  poll, poll_arg, err);
}

CmStatus
cm_graph_build_ragged(int32_t nodes, const int32_t *len,
					  const int32_t *vals, const uint8_t *present,
					  int32_t *off, int32_t *adj, int32_t *stamp,
					  CmGraph *g, CmPollFn poll, void *poll_arg,
					  CmError *err)
{
	return build_rows(nodes, 0, len, vals, present, off, adj, stamp, g,
					  poll, poll_arg, err);
}

