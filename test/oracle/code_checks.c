/*
 * code_checks.c
 *	  The graph6 codec's round trip (see code_checks.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code_checks.h"

bool
same_graph(const CmGraph *a, const CmGraph *b)
{
	if (a->nodes != b->nodes)
		return false;
	for (int32_t u = 0; u <= a->nodes; u++)
		if (a->off[u] != b->off[u])
			return false;
	for (int32_t k = 0; k < a->off[a->nodes]; k++)
		if (a->adj[k] != b->adj[k])
			return false;
	return true;
}

/* A parsed code's graph in fresh buffers (free *off and *adj). */
static CmStatus
decode(const CmCode *c, CmGraph *g, int32_t **off, int32_t **adj)
{
	CmError		e;

	*off = malloc(((size_t) c->nodes + 1) * sizeof(int32_t));
	*adj = malloc((size_t) (c->arcs > 0 ? c->arcs : 1) * sizeof(int32_t));
	if (*off == NULL || *adj == NULL)
		abort();
	return cm_code_graph(c, *off, *adj, g, NULL, NULL, &e);
}

/*
 * Write g in every format that holds it and read it back; want is the
 * graph it must read as (rows in increasing order).  If own is a format
 * (not -1), that format must give exactly own_text.
 */
static bool
write_read(const CmGraph *g, const CmGraph *want, int own,
		   const char *own_text, size_t own_len, char *msg, size_t msglen)
{
	CmCodeWriter w;
	CmError		e;
	void	   *scratch = malloc(cm_code_scratch_bytes(g));
	bool		ok = true;

	if (scratch == NULL)
		abort();
	cm_code_writer_init(&w, g, scratch, NULL, NULL, &e);
	for (int f = 0; f < 3 && ok; f++)
	{
		int64_t		len = cm_code_length(&w, (CmCodeFormat) f);
		char	   *out;
		CmCode		c;
		CmGraph		g2;
		int32_t    *off2;
		int32_t    *adj2;
		bool		holds = (f == CM_DIGRAPH6) || (w.symmetric && (f == CM_SPARSE6 || !w.loops));
		CmStatus	st;

		out = malloc((size_t) len + 1);
		if (out == NULL)
			abort();
		st = cm_code_write(&w, (CmCodeFormat) f, out, &e);
		if (!holds)
		{
			if (st == CM_OK)
			{
				snprintf(msg, msglen, "%s written for a graph it cannot hold",
						 cm_code_format_name((CmCodeFormat) f));
				ok = false;
			}
			free(out);
			continue;
		}
		if (st != CM_OK)
		{
			snprintf(msg, msglen, "%s refused (%d)", cm_code_format_name((CmCodeFormat) f), (int) st);
			ok = false;
		}
		else if (f == own && f != CM_SPARSE6 &&
				 ((size_t) len != own_len || memcmp(out, own_text, own_len) != 0))
		{
			snprintf(msg, msglen, "written again as %.*s", (int) (len > 60 ? 60 : len), out);
			ok = false;
		}
		else if (cm_code_parse(out, (size_t) len, &c, &e) != CM_OK)
		{
			snprintf(msg, msglen, "own %s refused (%d at %d): %.*s",
					 cm_code_format_name((CmCodeFormat) f), (int) e.code, e.pos,
					 (int) (len > 60 ? 60 : len), out);
			ok = false;
		}
		else if (c.format != (CmCodeFormat) f || c.nodes != g->nodes ||
				 decode(&c, &g2, &off2, &adj2) != CM_OK)
		{
			snprintf(msg, msglen, "own %s read wrongly", cm_code_format_name((CmCodeFormat) f));
			ok = false;
		}
		else
		{
			if (!same_graph(want, &g2))
			{
				snprintf(msg, msglen, "%s reads as another graph",
						 cm_code_format_name((CmCodeFormat) f));
				ok = false;
			}
			free(off2);
			free(adj2);
		}
		free(out);
	}
	free(scratch);
	return ok;
}

bool
check_code_roundtrip(const char *str, size_t len, int32_t max_nodes,
					 char *msg, size_t msglen)
{
	CmCode		c;
	CmError		e;
	CmGraph		g;
	int32_t    *off;
	int32_t    *adj;
	bool		ok;

	if (cm_code_parse(str, len, &c, &e) != CM_OK)
		return true;
	if (c.nodes < 1 || c.nodes > max_nodes)
		return true;
	if (decode(&c, &g, &off, &adj) != CM_OK)
	{
		snprintf(msg, msglen, "a parsed code of %lld nodes does not decode",
				 (long long) c.nodes);
		free(off);
		free(adj);
		return false;
	}
	/* rows increase, no repeats, in range */
	for (int32_t u = 0; u < g.nodes; u++)
		for (int32_t k = g.off[u]; k < g.off[u + 1]; k++)
			if (g.adj[k] < 0 || g.adj[k] >= g.nodes ||
				(k > g.off[u] && g.adj[k] <= g.adj[k - 1]))
			{
				snprintf(msg, msglen, "row %d is not increasing and in range", u);
				free(off);
				free(adj);
				return false;
			}
	ok = write_read(&g, &g, (int) c.format, c.text, c.text_len, msg, msglen);
	free(off);
	free(adj);
	return ok;
}

static int
cmp_int32(const void *a, const void *b)
{
	int32_t		x = *(const int32_t *) a;
	int32_t		y = *(const int32_t *) b;

	return (x > y) - (x < y);
}

bool
check_graph_roundtrip(const CmGraph *g, char *msg, size_t msglen)
{
	int32_t    *adj = malloc((size_t) (g->off[g->nodes] > 0 ? g->off[g->nodes] : 1) * sizeof(int32_t));
	CmGraph		sorted = *g;
	bool		ok;

	if (adj == NULL)
		abort();
	memcpy(adj, g->adj, (size_t) g->off[g->nodes] * sizeof(int32_t));
	for (int32_t u = 0; u < g->nodes; u++)
		qsort(adj + g->off[u], (size_t) (g->off[u + 1] - g->off[u]), sizeof(int32_t), cmp_int32);
	sorted.adj = adj;
	ok = write_read(g, &sorted, -1, NULL, 0, msg, msglen);
	free(adj);
	return ok;
}
