/*
 * unit_graph6.c
 *	  Server-free tests of the graph6 codec (src/core/graph6.c): nauty's own
 *	  examples, a catalogue of malformed codes with the error each must
 *	  give, and seeded random graphs written in every format and read back.
 *	  The codec is also checked against nauty's tools on every small graph
 *	  (test/t/015_graph6_nauty.pl) and fuzzed (fuzz/graph6_fuzz.c).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "graph6.h"
#include "code_checks.h"
#include "gen.h"
#include "unit.h"

/* Read a code into static buffers; CM_OK and the graph, or the error. */
static CmStatus
read_code(const char *str, CmCode *c, CmGraph *g, CmError *e)
{
	static int32_t off[1024];
	static int32_t adj[8192];
	CmStatus	st = cm_code_parse(str, strlen(str), c, e);

	if (st != CM_OK)
		return st;
	if (c->nodes > 1000 || c->arcs > 8192)
		return CM_ERR_TOO_BIG;
	return cm_code_graph(c, off, adj, g, NULL, NULL, e);
}

/* The edges of a graph as "u-v" (u <= v) or arcs "u>v", in row order. */
static void
edge_text(const CmGraph *g, bool directed, char *buf, size_t len)
{
	size_t		p = 0;

	buf[0] = '\0';
	for (int32_t u = 0; u < g->nodes; u++)
		for (int32_t k = g->off[u]; k < g->off[u + 1]; k++)
			if (directed || u <= g->adj[k])
				p += (size_t) snprintf(buf + p, len - p, "%s%d%c%d", p ? " " : "",
									   u, directed ? '>' : '-', g->adj[k]);
}

void
test_code_examples(char *detail, size_t len)
{
	/* nauty's examples, with the edges nauty-showg -e prints for them */
	static const struct
	{
		const char *code;
		CmCodeFormat format;
		int64_t		nodes;
		const char *edges;
	}			ex[] = {
		{"DQc", CM_GRAPH6, 5, "0-2 0-4 1-3 3-4"},
		{">>graph6<<DQc", CM_GRAPH6, 5, "0-2 0-4 1-3 3-4"},
		{":Fa@x^", CM_SPARSE6, 7, "0-1 0-2 1-2 5-6"},
		{">>sparse6<<:Fa@x^", CM_SPARSE6, 7, "0-1 0-2 1-2 5-6"},
		{"&DI?AO?", CM_DIGRAPH6, 5, "0>2 0>4 3>1 3>4"},
		{">>digraph6<<&DI?AO?", CM_DIGRAPH6, 5, "0>2 0>4 3>1 3>4"},
		{"Bw", CM_GRAPH6, 3, "0-1 0-2 1-2"},
		{"A_", CM_GRAPH6, 2, "0-1"},
		{"A?", CM_GRAPH6, 2, ""},
		{":Bf", CM_SPARSE6, 3, "0-1"},
		{"@", CM_GRAPH6, 1, ""},
		/* sparse6: a loop, and a repeated edge read once */
		{":@?", CM_SPARSE6, 1, "0-0"},
		{":Bf?", CM_SPARSE6, 3, "0-1"},
		/* digraph6 with a loop */
		{"&@_", CM_DIGRAPH6, 1, "0>0"},
	};
	int			n = 0;

	for (size_t i = 0; i < sizeof(ex) / sizeof(ex[0]); i++)
	{
		CmCode		c;
		CmGraph		g;
		CmError		e;
		char		got[256];
		char		msg[200];
		CmStatus	st = read_code(ex[i].code, &c, &g, &e);

		CHECK(st == CM_OK, "%s: status %d", ex[i].code, (int) st);
		if (st != CM_OK)
			continue;
		CHECK(c.format == ex[i].format && c.nodes == ex[i].nodes,
			  "%s: format %d, %" PRId64 " nodes", ex[i].code, (int) c.format, c.nodes);
		edge_text(&g, c.format == CM_DIGRAPH6, got, sizeof(got));
		CHECK(strcmp(got, ex[i].edges) == 0, "%s: edges \"%s\", want \"%s\"",
			  ex[i].code, got, ex[i].edges);
		CHECK(check_code_roundtrip(ex[i].code, strlen(ex[i].code), 1000, msg, sizeof(msg)),
			  "%s: %s", ex[i].code, msg);
		n++;
	}

	/* a code without nodes parses; it has no graph for the solver */
	{
		CmCode		c;
		CmError		e;
		int32_t		off[1];
		int32_t		adj[1];
		CmGraph		g;

		CHECK(cm_code_parse("?", 1, &c, &e) == CM_OK && c.nodes == 0, "? is 0 nodes");
		CHECK(cm_code_graph(&c, off, adj, &g, NULL, NULL, &e) == CM_ERR_NO_NODES,
			  "? has no graph");
	}

	/* the size N(n) at its boundaries: one byte to 62, four to 258047 */
	{
		static const struct
		{
			const char *code;
			int64_t		nodes;
		}			sz[] = {
			{":}", 62}, {":~??~", 63}, {":~}~~", 258047},
			{":~~???~??", 258048}, {":~~~~~~~~", INT64_C(68719476735)},
		};

		for (size_t i = 0; i < sizeof(sz) / sizeof(sz[0]); i++)
		{
			CmCode		c;
			CmError		e;
			CmStatus	st = cm_code_parse(sz[i].code, strlen(sz[i].code), &c, &e);

			CHECK(st == CM_OK && c.nodes == sz[i].nodes,
				  "%s: status %d, %" PRId64 " nodes, want %" PRId64,
				  sz[i].code, (int) st, st == CM_OK ? c.nodes : -1, sz[i].nodes);
		}
	}
	snprintf(detail, len, "%d examples", n);
}

void
test_code_errors(char *detail, size_t len)
{
	static const struct
	{
		const char *code;
		CmStatus	status;
		int32_t		pos;
	}			bad[] = {
		{"", CM_ERR_CODE_EMPTY, 0},
		{">>graph6<<", CM_ERR_CODE_EMPTY, 10},
		{">>graph7<<DQc", CM_ERR_CODE_HEADER, 0},
		{">>graph6<<:Fa@x^", CM_ERR_CODE_HEADER, 0},
		{">>sparse6<<DQc", CM_ERR_CODE_HEADER, 0},
		{">>digraph6<<DQc", CM_ERR_CODE_HEADER, 0},
		{";Fa@x^", CM_ERR_CODE_INCREMENTAL, 0},
		{"DQc ", CM_ERR_CODE_CHAR, 3},
		{"D Qc", CM_ERR_CODE_CHAR, 1},
		{" DQc", CM_ERR_CODE_CHAR, 0},
		{"DQc\n", CM_ERR_CODE_CHAR, 3},
		{":", CM_ERR_CODE_SIZE, 1},
		{"&", CM_ERR_CODE_SIZE, 1},
		{"~??", CM_ERR_CODE_SIZE, 0},
		{"~~?????", CM_ERR_CODE_SIZE, 0},
		{"~??D", CM_ERR_CODE_SIZE, 0},		/* 5 in four bytes: not shortest */
		{"~~??????@", CM_ERR_CODE_SIZE, 0},	/* 1 in eight bytes */
		{"DQ", CM_ERR_CODE_LENGTH, 1},		/* 5 nodes need 2 bytes: "Qc" */
		{"DQcc", CM_ERR_CODE_LENGTH, 1},
		{"A", CM_ERR_CODE_LENGTH, 1},
		{"?@", CM_ERR_CODE_LENGTH, 1},
		{"&D", CM_ERR_CODE_LENGTH, 2},
		{"A`", CM_ERR_CODE_PADDING, 1},		/* a bit past the single edge */
		{"DQd", CM_ERR_CODE_PADDING, 2},
		{"&@`", CM_ERR_CODE_PADDING, 2},
		{"&DI?AO@", CM_ERR_CODE_PADDING, 6},
		{"~~~~~~~~", CM_ERR_CODE_LENGTH, 8},	/* huge n, no matrix */
		{":Fa@x\x7f", CM_ERR_CODE_CHAR, 5},
		{":Fa@x\xc3\xa9", CM_ERR_CODE_CHAR, 5},
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
	{
		CmCode		c;
		CmError		e;
		CmStatus	st = cm_code_parse(bad[i].code, strlen(bad[i].code), &c, &e);

		CHECK(st == bad[i].status && e.pos == bad[i].pos,
			  "\"%s\": status %d at %d, want %d at %d", bad[i].code, (int) st,
			  st == CM_OK ? -1 : e.pos, (int) bad[i].status, bad[i].pos);
	}

	/* the writer refuses what a format cannot hold */
	{
		int32_t		off[3] = {0, 1, 1};
		int32_t		adj[1] = {1};
		int32_t		loff[3] = {0, 1, 2};
		int32_t		ladj[2] = {0, 1};
		CmGraph		directed = {2, off, adj};
		CmGraph		loops = {2, loff, ladj};
		CmCodeWriter w;
		CmError		e;
		char		scratch[256];
		char		out[16];

		cm_code_writer_init(&w, &directed, scratch, NULL, NULL, &e);
		CHECK(!w.symmetric && w.asym_from == 0 && w.asym_to == 1, "0 -> 1 found");
		CHECK(cm_code_natural_format(&w) == CM_DIGRAPH6, "directed: digraph6");
		CHECK(cm_code_write(&w, CM_GRAPH6, out, &e) == CM_ERR_CODE_DIRECTED &&
			  e.node == 0 && e.value == 1, "graph6 of a directed graph");
		CHECK(cm_code_write(&w, CM_SPARSE6, out, &e) == CM_ERR_CODE_DIRECTED,
			  "sparse6 of a directed graph");
		cm_code_writer_init(&w, &loops, scratch, NULL, NULL, &e);
		CHECK(w.symmetric && w.loops && w.loop_node == 0, "loops found");
		CHECK(cm_code_natural_format(&w) == CM_DIGRAPH6, "loops: digraph6");
		CHECK(cm_code_write(&w, CM_GRAPH6, out, &e) == CM_ERR_CODE_LOOP &&
			  e.node == 0, "graph6 with a loop");
		CHECK(cm_code_write(&w, CM_SPARSE6, out, &e) == CM_OK, "sparse6 with loops");
	}
	snprintf(detail, len, "%zu malformed codes", sizeof(bad) / sizeof(bad[0]));
}

/* The graph of matrix m (n nodes) written in every format and read back. */
static bool
matrix_roundtrip(int32_t n, const bool *m, int32_t *off, int32_t *adj, char *msg,
				 size_t len)
{
	int32_t		arcs = 0;
	CmGraph		g;

	for (int u = 0; u < n; u++)
	{
		off[u] = arcs;
		/* any order: the writer must not care */
		for (int v = n - 1; v >= 0; v--)
			if (m[u * n + v])
				adj[arcs++] = v;
	}
	off[n] = arcs;
	g.nodes = n;
	g.off = off;
	g.adj = adj;
	return check_graph_roundtrip(&g, msg, len);
}

/*
 * sparse6's padding corner: where n = 2^k (k < 5) and the last edge is
 * at node n - 2, padding of k + 1 bits or more would read as an edge to
 * node n - 1, and a 0 bit must come first.  Every undirected graph with
 * loops on 2 and 4 nodes, every set of edges at node 6 of 8 nodes and of
 * up to four edges at node 14 of 16 nodes (pads of every length, the
 * corner among them); returns the graphs.
 */
static int
sparse6_padding(int32_t *off, int32_t *adj, bool *m)
{
	int			graphs = 0;

	for (int k = 1; k <= 4; k++)
	{
		int32_t		n = 1 << k;
		/* 2, 4 nodes: every pair (u <= v); 8, 16: the pairs (u, n - 2) */
		int			pairs = k <= 2 ? n * (n + 1) / 2 : n - 1;

		for (uint32_t set = 0; set < (1u << pairs); set++)
		{
			int			p = 0;
			char		msg[200];

			if (k == 4 && __builtin_popcount(set) > 4)
				continue;
			memset(m, 0, (size_t) n * n);
			for (int u = 0; u < n; u++)
				for (int v = u; v < n; v++)
				{
					if (k > 2 && v != n - 2)
						continue;
					if ((set >> p++) & 1)
						m[u * n + v] = m[v * n + u] = true;
				}
			graphs++;
			CHECK(matrix_roundtrip(n, m, off, adj, msg, sizeof(msg)),
				  "sparse6 padding, %d nodes, edge set %#x: %s", n, set, msg);
		}
	}
	return graphs;
}

/*
 * Random graphs of 1 to 300 nodes (and every n = 2^k, where sparse6 pads
 * specially), undirected or directed, with and without loops, sparse and
 * dense: written in every format that holds them and read back; and
 * sparse6's padding corner, exhaustively, first.
 */
void
test_code_random(char *detail, size_t len)
{
	int			graphs = 3000;
	int32_t    *off = malloc(301 * sizeof(int32_t));
	int32_t    *adj = malloc(300 * 300 * sizeof(int32_t));
	bool	   *m = malloc(300 * 300);
	long		arcs_total = 0;
	int			corner = sparse6_padding(off, adj, m);

	rng_state = 0x6a09e667f3bcc908ULL;
	for (int i = 0; i < graphs; i++)
	{
		int32_t		n;
		bool		undirected = rng_chance(0.6);
		bool		loops = rng_chance(0.3);
		double		p = rng_chance(0.5) ? 0.02 + 0.1 * rng_below(100) / 100.0 :
			rng_below(1000) / 1000.0;
		int32_t		arcs = 0;
		CmGraph		g;
		char		msg[200];

		if (i < 40)
			n = (int32_t) (1 << (i % 8)) + (i / 8) % 3 - 1;	/* near powers of 2 */
		else
			n = 1 + rng_below(rng_chance(0.7) ? 70 : 300);
		if (n < 1)
			n = 1;
		memset(m, 0, (size_t) n * n);
		for (int u = 0; u < n; u++)
			for (int v = undirected ? u : 0; v < n; v++)
			{
				bool		e = (u == v) ? (loops && rng_chance(0.2)) : rng_chance(p);

				m[u * n + v] = e;
				if (undirected)
					m[v * n + u] = e;
			}
		for (int u = 0; u < n; u++)
		{
			off[u] = arcs;
			/* any order: the writer must not care */
			for (int v = n - 1; v >= 0; v--)
				if (m[u * n + v])
					adj[arcs++] = v;
		}
		off[n] = arcs;
		arcs_total += arcs;
		g.nodes = n;
		g.off = off;
		g.adj = adj;
		CHECK(check_graph_roundtrip(&g, msg, sizeof(msg)),
			  "random graph %d (%d nodes, %s): %s", i, n,
			  undirected ? "undirected" : "directed", msg);
	}
	free(off);
	free(adj);
	free(m);
	snprintf(detail, len, "%d graphs, %ld moves; %d graphs at sparse6's padding corner",
			 graphs, arcs_total, corner);
}
