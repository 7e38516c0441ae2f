/*
 * census_fuzz.c
 *	  libFuzzer harness for the hole game's census (src/core/census.c) on
 *	  graphs beyond the unit tests' every-graph check (which covers every
 *	  graph of up to 8 nodes): a graph of 9 to 16 nodes from the input's
 *	  bits, undirected or directed, with self-loops or not, the cat on the
 *	  same moves or its own, the cat kept out of the hole or let in, by one
 *	  of the census's bodies (census.h: word by word, AVX2, AVX-512; one
 *	  the CPU lacks is the fastest it has).  Every
 *	  hole's row of the one-pass census against the full game hole by hole
 *	  (the layered engine, counted as cm_census counts it); every start's
 *	  outcome and remoteness of the full game against the memoised 2n
 *	  search (test/oracle/memo2n.c), whose mistakes the census counts; and
 *	  for a graph as geng gives them
 *	  (undirected, no loops, one set of moves) the census tally against the
 *	  rows summed.
 */
#include <inttypes.h>

#include "census.h"
#include "solver_internal.h"
#include "generate.h"
#include "checks.h"
#include "fuzz_common.h"

#define N CM_CENSUS_FAST_NODES

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A graph from the input: n nodes, arcs by its bits. */
static void
take_graph(Bytes *in, int n, bool directed, bool loops, bool adj[N][N], int32_t *off,
		   int32_t *arcs, CmGraph *g)
{
	int			k = 0;

	memset(adj, 0, sizeof(bool) * N * N);
	for (int u = 0; u < n; u++)
		for (int v = directed ? 0 : u; v < n; v++)
		{
			if (u == v && !loops)
				continue;
			if (take8(in) & 1)
			{
				adj[u][v] = true;
				if (!directed)
					adj[v][u] = true;
			}
		}
	for (int u = 0; u < n; u++)
	{
		off[u] = k;
		for (int v = 0; v < n; v++)
			if (adj[u][v])
				arcs[k++] = v;
	}
	off[n] = k;
	g->nodes = n;
	g->off = off;
	g->adj = arcs;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static OracleGame og;
	static bool madj[N][N],
				cadj[N][N];
	static CmCensusWork *kept;	/* kept from input to input, as a run keeps it */
	Bytes		in = {data, size};
	uint8_t		shape = take8(&in);
	int			n = 9 + shape % 8;
	bool		directed = (shape >> 3) & 1;
	bool		loops = (shape >> 4) & 1;
	bool		own_cat = (shape >> 5) & 1;
	bool		enter = (shape >> 6) & 1;
	bool		words = (shape >> 7) & 1;
	uint8_t		body;
	int32_t		moff[N + 1],
				marcs[N * N],
				coff[N + 1],
				carcs[N * N];
	CmGraph		mouse,
				cat;
	CmCensusRow fast[N],
				slow[N];
	CmError		err;
	char		work8[8];
	char		msg[400];
	long		starts = 0;

	if (kept == NULL && (kept = calloc(1, cm_census_work_bytes())) == NULL)
		abort();
	take_graph(&in, n, directed, loops, madj, moff, marcs, &mouse);
	if (own_cat)
		take_graph(&in, n, directed, loops, cadj, coff, carcs, &cat);
	/* the census's body: word by word, or by the byte after the graphs */
	body = take8(&in) % 3;
	cm_test_census_body = words ? CM_CENSUS_WORDS : body == 0 ? CM_CENSUS_BEST :
		body == 1 ? CM_CENSUS_AVX2 : CM_CENSUS_AVX512;

	FUZZ_CHECK(cm_census(&mouse, own_cat ? &cat : NULL, enter, -1, work8, sizeof(work8), kept,
						 fast, NULL, NULL, &err) == CM_OK, "census");

	/* the full game hole by hole, and every start against the 2n search */
	og.n = n;
	memcpy(og.mouse_adj, madj, sizeof(madj));
	memcpy(og.cat_adj, own_cat ? cadj : madj, sizeof(madj));
	FUZZ_CHECK(check_census(&mouse, own_cat ? &cat : NULL, &og, enter, true, fast, slow,
							&starts, msg, sizeof(msg)),
			   "census of %d nodes: %s", n, msg);

	/* a graph as geng gives them: the tally is the rows summed */
	if (!directed && !loops && !own_cat)
	{
		uint64_t	rows[N] = {0};
		CmCensusTally t;
		uint64_t	mw = 0,
					cw = 0,
					smw = 0,
					scw = 0,
					wrong = 0;
		int64_t		longest = -1;
		int			lh = -1;

		for (int u = 0; u < n; u++)
			for (int v = 0; v < n; v++)
				if (madj[u][v])
					rows[u] |= (uint64_t) 1 << (63 - v);
		cm_census_tally_init(&t);
		cm_census_tally_graph(&t, kept, rows, n, enter);
		for (int h = 0; h < n; h++)
		{
			mw += fast[h].mouse_wins;
			cw += fast[h].cat_wins;
			smw += fast[h].starts.mouse_wins;
			scw += fast[h].starts.cat_wins;
			wrong += fast[h].starts.wrong_2n;
			if (fast[h].starts.longest > longest)
			{
				longest = fast[h].starts.longest;
				lh = h;
			}
		}
		FUZZ_CHECK(t.graphs == 1 && t.pairs == (uint64_t) n && t.mouse_wins == mw &&
				   t.cat_wins == cw && t.start_mouse_wins == smw && t.start_cat_wins == scw &&
				   t.wrong_2n == wrong && t.longest == longest && t.longest_hole == lh &&
				   (lh < 0 || (t.longest_mouse == fast[lh].starts.longest_mouse &&
							   t.longest_cat == fast[lh].starts.longest_cat)),
				   "tally of %d nodes: %" PRIu64 "/%" PRIu64 " longest %" PRId64 " hole %d; rows %"
				   PRIu64 "/%" PRIu64 " longest %" PRId64 " hole %d", n, t.mouse_wins,
				   t.cat_wins, t.longest, t.longest_hole, mw, cw, longest, lh);
	}
	return 0;
}
