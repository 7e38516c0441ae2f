/*-------------------------------------------------------------------------
 *
 * canon.c
 *	  Canonical labellings and automorphism groups by nauty (canon.h).
 *
 * The graph nauty sees is dense (a row of m setwords per node).  It is the
 * caller's graph, or, with a second graph, both on 2n nodes: v and n + v
 * joined, the first graph on 0 .. n-1, the second on n .. 2n-1.  The
 * initial partition has a cell per colour in colour order (the second
 * graph's nodes in cells of their own after the first graph's), so nauty's
 * canonical labelling keeps the colours in order.  With one colour and one
 * graph this is the call nauty's fcanonise() (nauty-labelg) makes.
 *
 * nauty's callbacks take no argument: the call's context is a static
 * pointer, set for the duration of one cm_canon (a backend runs one call at
 * a time).
 *
 *-------------------------------------------------------------------------
 */
#include <stdint.h>
#include <string.h>

#include "nauty_include.h"

#include "canon.h"

typedef struct CanonCall
{
	const CmCanonRequest *req;
	CmPollFn	poll;
	void	   *poll_arg;
	int32_t		n;				/* nodes of the caller's graph */
	bool		cancelled;
} CanonCall;

static CanonCall *current;

static void
on_node(graph *g, int *lab, int *ptn, int level, int numcells, int tc,
		int code, int m, int n)
{
	(void) g;
	(void) lab;
	(void) ptn;
	(void) level;
	(void) numcells;
	(void) tc;
	(void) code;
	(void) m;
	(void) n;
	if (current->poll && current->poll(current->poll_arg))
	{
		current->cancelled = true;
		nauty_kill_request = 1;
	}
}

static void
on_automorphism(int count, int *perm, int *orbits, int numorbits,
				int stabvertex, int n)
{
	(void) count;
	(void) orbits;
	(void) numorbits;
	(void) stabvertex;
	(void) n;
	if (current->req->generator && !current->cancelled)
		current->req->generator(current->req->arg, (const int32_t *) perm,
								current->n);
}

static void
on_level(int *lab, int *ptn, int level, int *orbits, statsblk *stats,
		 int tv, int index, int tcellsize, int numcells, int childcount,
		 int n)
{
	(void) lab;
	(void) ptn;
	(void) level;
	(void) orbits;
	(void) stats;
	(void) tv;
	(void) tcellsize;
	(void) numcells;
	(void) childcount;
	(void) n;
	if (current->req->index && !current->cancelled)
		current->req->index(current->req->arg, (int32_t) index);
}

/* Nodes nauty sees, and setwords per row; false if too big. */
static bool
canon_size(int32_t nodes, bool two_graphs, size_t *big_n, size_t *m)
{
	size_t		nn;

	if (nodes <= 0)
		return false;
	nn = two_graphs ? 2 * (size_t) nodes : (size_t) nodes;
	/* nauty counts nodes and row words in int */
	if (nn > (size_t) INT32_MAX - WORDSIZE)
		return false;
	*big_n = nn;
	*m = SETWORDSNEEDED(nn);
	return true;
}

int32_t
cm_canon_roles(int32_t n, const int32_t *roles, int32_t count, int32_t *colour)
{
	int32_t		colours = 0;
	int32_t		k,
				v;
	bool		rest = false;

	for (v = 0; v < n; v++)
		colour[v] = -1;
	for (k = 0; k < count; k++)
		if (colour[roles[k]] < 0)
			colour[roles[k]] = colours++;
	for (v = 0; v < n; v++)
		if (colour[v] < 0)
		{
			colour[v] = colours;
			rest = true;
		}
	return colours + (rest ? 1 : 0);
}

size_t
cm_canon_work_bytes(int32_t nodes, bool two_graphs)
{
	size_t		nn,
				m;

	if (!canon_size(nodes, two_graphs, &nn, &m))
		return SIZE_MAX;
	/* g and canong: 2 nn m setwords; lab, ptn, orbits: 3 nn ints */
	if (m > SIZE_MAX / sizeof(setword) / nn / 4)
		return SIZE_MAX;
	return 2 * nn * m * sizeof(setword) + 3 * nn * sizeof(int);
}

size_t
cm_canon_nauty_bytes(int32_t nodes, bool two_graphs)
{
	size_t		nn,
				m;

	if (!canon_size(nodes, two_graphs, &nn, &m))
		return SIZE_MAX;

	/*
	 * nauty.c, nautil.c and naugraph.c keep arrays of a few ints per node
	 * (labellings, codes, cell starts, counts: fewer than 32) and of a few
	 * rows (fixed points, active cells, workspace: fewer than 256); 64 and
	 * 512 leave room.
	 */
	return 64 * nn * sizeof(int) + 512 * m * sizeof(setword) + 65536;
}

/* Add g's moves to the dense graph dg, node v at node base + v. */
static void
add_moves(graph *dg, size_t m, const CmGraph *g, int32_t base)
{
	int32_t		v;

	for (v = 0; v < g->nodes; v++)
	{
		set		   *row = GRAPHROW0(dg, (size_t) (base + v), m);
		int32_t		k;

		for (k = g->off[v]; k < g->off[v + 1]; k++)
			ADDELEMENT0(row, base + g->adj[k]);
	}
}

/* Does g have a move without its reverse, or a self-loop? */
static bool
directed_or_loops(const CmGraph *g, graph *dg, size_t m, int32_t base)
{
	int32_t		v;

	for (v = 0; v < g->nodes; v++)
	{
		int32_t		k;

		for (k = g->off[v]; k < g->off[v + 1]; k++)
		{
			int32_t		w = g->adj[k];

			if (w == v ||
				!ISELEMENT0(GRAPHROW0(dg, (size_t) (base + w), m), base + v))
				return true;
		}
	}
	return false;
}

CmStatus
cm_canon(const CmCanonRequest *req, void *work, CmCanonResult *res,
		 CmPollFn poll, void *poll_arg, CmError *err)
{
	const CmGraph *g = req->g;
	int32_t		n = g->nodes;
	bool		two = req->g2 != NULL;
	size_t		nn,
				m,
				i;
	graph	   *dg,
			   *canong;
	int		   *lab,
			   *ptn,
			   *orbits;
	int32_t		cells = req->colour ? req->colours : 1;
	int32_t		c,
				pos;
	bool		digraph;
	CanonCall	call;
	statsblk	stats;
	DEFAULTOPTIONS_GRAPH(options);

	memset(err, 0, sizeof(*err));
	if (n <= 0)
	{
		err->code = CM_ERR_NO_NODES;
		return err->code;
	}
	if (two && req->g2->nodes != n)
	{
		err->code = CM_ERR_CAT_GRAPH_NODES;
		err->value = req->g2->nodes;
		return err->code;
	}
	if (!canon_size(n, two, &nn, &m) ||
		cm_canon_work_bytes(n, two) == SIZE_MAX)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = n;
		return err->code;
	}

	dg = (graph *) work;
	canong = dg + nn * m;
	lab = (int *) (canong + nn * m);
	ptn = lab + nn;
	orbits = ptn + nn;
	memset(dg, 0, nn * m * sizeof(setword));

	add_moves(dg, m, g, 0);
	digraph = req->digraph || directed_or_loops(g, dg, m, 0);
	if (two)
	{
		int32_t		v;

		add_moves(dg, m, req->g2, n);
		digraph = digraph || directed_or_loops(req->g2, dg, m, n);
		for (v = 0; v < n; v++)
		{
			ADDELEMENT0(GRAPHROW0(dg, (size_t) v, m), n + v);
			ADDELEMENT0(GRAPHROW0(dg, (size_t) (n + v), m), v);
		}
	}

	/* the cells: colour by colour, nodes in increasing order in each */
	pos = 0;
	for (c = 0; c < cells * (two ? 2 : 1); c++)
	{
		int32_t		colour = c % cells;
		int32_t		base = c < cells ? 0 : n;
		int32_t		v,
					start = pos;

		for (v = 0; v < n; v++)
			if (req->colour == NULL || req->colour[v] == colour)
			{
				lab[pos] = base + v;
				ptn[pos] = 1;
				pos++;
			}
		if (pos > start)
			ptn[pos - 1] = 0;
	}

	options.getcanon = TRUE;
	options.defaultptn = FALSE;
	options.digraph = digraph ? TRUE : FALSE;
	options.usernodeproc = on_node;
	options.userautomproc = on_automorphism;
	options.userlevelproc = on_level;

	call.req = req;
	call.poll = poll;
	call.poll_arg = poll_arg;
	call.n = n;
	call.cancelled = false;
	current = &call;
	nauty_kill_request = 0;
	if (poll && poll(poll_arg))
		call.cancelled = true;
	else
		densenauty(dg, lab, ptn, orbits, &options, &stats, (int) m, (int) nn,
				   canong);
	nauty_kill_request = 0;
	current = NULL;

	if (call.cancelled || stats.errstatus == NAUKILLED)
	{
		err->code = CM_CANCELLED;
		return err->code;
	}
	if (stats.errstatus != 0)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = stats.errstatus;
		return err->code;
	}

	/* node lab[i] becomes node i; the first graph's nodes come first */
	for (i = 0; i < nn; i++)
		if (lab[i] < n)
			res->label[lab[i]] = (int32_t) i;
	res->digraph = digraph;
	res->orbit_count = 0;
	for (i = 0; i < (size_t) n; i++)
	{
		if (res->orbits)
			res->orbits[i] = orbits[i];
		if (orbits[i] == (int) i)
			res->orbit_count++;
	}
	return CM_OK;
}

void
cm_canon_release(void)
{
	nauty_freedyn();
	nautil_freedyn();
	naugraph_freedyn();
}

void
cm_canon_relabel(const CmGraph *g, const int32_t *label, int32_t *off,
				 int32_t *adj, CmGraph *out)
{
	int32_t		n = g->nodes;
	int32_t		v;

	/* row sizes, then the rows: node label[v] takes v's moves, renamed */
	for (v = 0; v <= n; v++)
		off[v] = 0;
	for (v = 0; v < n; v++)
		off[label[v] + 1] = g->off[v + 1] - g->off[v];
	for (v = 0; v < n; v++)
		off[v + 1] += off[v];
	for (v = 0; v < n; v++)
	{
		int32_t    *row = adj + off[label[v]];
		int32_t		k;

		for (k = g->off[v]; k < g->off[v + 1]; k++)
			*row++ = label[g->adj[k]];
	}
	out->nodes = n;
	out->off = off;
	out->adj = adj;
}

const char *
cm_nauty_version(void)
{
	return NAUTYVERSION;
}

void
cm_canon_nauty_build(int *wordsize, int *maxn)
{
	*wordsize = WORDSIZE;
	*maxn = MAXN;
}
