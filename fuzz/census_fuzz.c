/*
 * census_fuzz.c
 *	  libFuzzer harness for the hole game's census (src/core/census.c) on
 *	  graphs beyond the unit tests' every-graph check (which covers every
 *	  graph of up to 8 nodes): a graph of 9 to 16 nodes from the input's
 *	  bits, undirected or directed, with self-loops or not, the cat on the
 *	  same moves or its own, the cat kept out of the hole or let in.  Every
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
#include "generate.h"
#include "memo2n.h"
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
	static Memo2n memo;
	static bool madj[N][N],
				cadj[N][N];
	Bytes		in = {data, size};
	uint8_t		shape = take8(&in);
	int			n = 9 + shape % 8;
	bool		directed = (shape >> 3) & 1;
	bool		loops = (shape >> 4) & 1;
	bool		own_cat = (shape >> 5) & 1;
	bool		enter = (shape >> 6) & 1;
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
	size_t		need;
	void	   *work;

	take_graph(&in, n, directed, loops, madj, moff, marcs, &mouse);
	if (own_cat)
		take_graph(&in, n, directed, loops, cadj, coff, carcs, &cat);

	FUZZ_CHECK(cm_census(&mouse, own_cat ? &cat : NULL, enter, -1, work8, sizeof(work8), fast,
						 NULL, NULL, &err) == CM_OK, "census");

	/*
	 * The full game hole by hole (the layered engine): the rows as cm_census
	 * counts them without its bit-parallel pass, and every start against
	 * the 2n search.
	 */
	og.n = n;
	memcpy(og.mouse_adj, madj, sizeof(madj));
	memcpy(og.cat_adj, own_cat ? cadj : madj, sizeof(madj));
	og.cat_can_enter_hole = enter;
	cm_test_no_small = 1;
	need = cm_solver_bytes(&mouse, own_cat ? &cat : NULL, CM_SOLVE_ALL);
	work = malloc(need);
	for (int h = 0; h < n; h++)
	{
		CmSolver	s;
		CmOptions	o;
		CmCounts	all;
		uint64_t	wrong = 0;

		o.hole = h;
		o.mouse_start = o.cat_start = (h + 1) % n;
		o.cat_can_enter_hole = enter;
		o.max_turns = -1;
		FUZZ_CHECK(cm_solver_init(&s, &mouse, own_cat ? &cat : NULL, &o, CM_SOLVE_ALL, work, need,
								  &err) == CM_OK && cm_solve(&s, NULL, NULL) == CM_OK &&
				   cm_count(&s, &all, NULL, NULL) == CM_OK, "solve");
		slow[h].positions = all.positions;
		slow[h].draws = all.draws;
		slow[h].mouse_wins = all.mouse_wins;
		slow[h].cat_wins = all.cat_wins;
		slow[h].max_remoteness = all.max_remoteness;
		cm_count_starts(&s, &slow[h].starts);
		FUZZ_CHECK(fast[h].positions == slow[h].positions && fast[h].draws == slow[h].draws &&
				   fast[h].mouse_wins == slow[h].mouse_wins && fast[h].cat_wins == slow[h].cat_wins &&
				   fast[h].max_remoteness == slow[h].max_remoteness &&
				   fast[h].starts.starts == slow[h].starts.starts &&
				   fast[h].starts.draws == slow[h].starts.draws &&
				   fast[h].starts.mouse_wins == slow[h].starts.mouse_wins &&
				   fast[h].starts.cat_wins == slow[h].starts.cat_wins &&
				   fast[h].starts.longest == slow[h].starts.longest &&
				   fast[h].starts.longest_mouse == slow[h].starts.longest_mouse &&
				   fast[h].starts.longest_cat == slow[h].starts.longest_cat &&
				   fast[h].starts.wrong_2n == slow[h].starts.wrong_2n,
				   "census of %d nodes, hole %d: one pass %" PRIu64 "/%" PRIu64 " max %" PRId64
				   " longest %" PRId64 " wrong %" PRIu64 ", the full game %" PRIu64 "/%" PRIu64
				   " max %" PRId64 " longest %" PRId64 " wrong %" PRIu64, n, h,
				   fast[h].mouse_wins, fast[h].cat_wins, fast[h].max_remoteness,
				   fast[h].starts.longest, fast[h].starts.wrong_2n, slow[h].mouse_wins,
				   slow[h].cat_wins, slow[h].max_remoteness, slow[h].starts.longest,
				   slow[h].starts.wrong_2n);

		og.hole = h;
		memo2n_init(&memo, &og);
		for (int m = 0; m < n; m++)
			for (int c = 0; c < n; c++)
			{
				int			outcome,
							got;
				int64_t		r;

				if (m == c || m == h || c == h)
					continue;
				outcome = cm_outcome(&s, m, c, CM_TURN_MOUSE);
				r = cm_remoteness(&s, m, c, CM_TURN_MOUSE);
				got = memo2n_outcome(&memo, m, c);
				FUZZ_CHECK(got == ((outcome != CM_DRAW && r < 2 * n) ? outcome : CM_DRAW),
						   "hole %d, mouse %d, cat %d: the 2n search %d, the full game %d in %"
						   PRId64 " plies", h, m, c, got, outcome, r);
				wrong += (got != outcome);
			}
		FUZZ_CHECK(wrong == fast[h].starts.wrong_2n,
				   "hole %d: the 2n search is wrong on %" PRIu64 " starts, the census says %" PRIu64,
				   h, wrong, fast[h].starts.wrong_2n);
	}
	cm_test_no_small = 0;
	free(work);

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
		cm_census_tally_graph(&t, rows, n, enter);
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
