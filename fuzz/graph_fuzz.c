/*
 * graph_fuzz.c
 *	  libFuzzer harness for building graphs from adjacency rows: arbitrary
 *	  sizes, values and NULL padding, fixed-width and ragged rows.  Checks
 *	  the builder's verdict and the CSR it builds against a model read from
 *	  the rows an element at a time (each row's present values in order, a
 *	  repeat dropped, the first out-of-range value refused), then solves
 *	  the graph in every mode with fuzzed options and checks the modes
 *	  agree.
 */
#include "solver.h"
#include "fuzz_common.h"

#define MAX_NODES 200
#define MAX_ELEMS 4096

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool
never(void *arg)
{
	(void) arg;
	return false;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Bytes		in = {data, size};
	uint8_t		shape = take8(&in);
	int32_t		nodes;
	int32_t		width = take8(&in) % 24;
	bool		ragged = (shape & 1) != 0;
	static int32_t len[MAX_NODES];
	static int32_t vals[MAX_ELEMS];
	static uint8_t present[MAX_ELEMS / 8 + 1];
	static int32_t off[MAX_NODES + 1];
	static int32_t adj[MAX_ELEMS];
	static int32_t stamp[MAX_NODES];
	static uint8_t seen[MAX_NODES];
	static int32_t want_off[MAX_NODES + 1];
	static int32_t want_adj[MAX_ELEMS];
	static int32_t want_stamp[MAX_NODES];
	bool		want_bad = false;
	int32_t		want_value = 0;
	int64_t		elems = 0;
	int32_t		nvals = 0;
	CmGraph		g;
	CmError		err;
	CmStatus	st;

	/* sizes: mostly small, now and then nonsense */
	switch (shape >> 6)
	{
		case 0:
			nodes = (int32_t) (take8(&in) % 16);
			break;
		case 1:
			nodes = (int32_t) (take8(&in) % MAX_NODES);
			break;
		case 2:
			nodes = -(int32_t) take8(&in);
			break;
		default:
			nodes = CM_MAX_GRAPH_NODES + (int32_t) (take8(&in) % 2);
			break;
	}
	if (nodes > CM_MAX_GRAPH_NODES)
	{
		/* refused before anything is written */
		st = cm_graph_build(nodes, 0, vals, NULL, off, adj, stamp, &g, never, NULL, &err);
		FUZZ_CHECK(st == CM_ERR_TOO_MANY_NODES, "%d nodes accepted", nodes);
		return 0;
	}
	if (nodes > MAX_NODES)
		return 0;				/* more than this harness lays out */
	for (int32_t u = 0; u < (nodes > 0 ? nodes : 0); u++)
	{
		len[u] = ragged ? take8(&in) % 24 : width;
		for (int32_t k = 0; k < len[u] && elems < MAX_ELEMS; k++, elems++)
		{
			uint8_t		kind = take8(&in);

			if (kind < 40)
				continue;		/* NULL */
			present[elems >> 3] |= (uint8_t) (1 << (elems & 7));
			if (kind < 250)
				vals[nvals++] = (int32_t) (take8(&in) % (nodes + 1));	/* sometimes n */
			else
				vals[nvals++] = (int32_t) take32(&in);	/* anything at all */
		}
		if (elems >= MAX_ELEMS)
			len[u] = 0;
	}
	if (!ragged && nodes > 0 && (int64_t) nodes * width > MAX_ELEMS)
		return 0;

	/*
	 * What the builder must make, read from the rows an element at a time:
	 * each row's present values in order, a repeat dropped, or the first
	 * out-of-range value in row-major order refused.
	 */
	{
		int64_t		e = 0;
		int32_t		v = 0;

		want_bad = false;
		want_off[0] = 0;
		memset(want_stamp, 0, sizeof(want_stamp));
		for (int32_t u = 0; u < (nodes > 0 ? nodes : 0); u++)
		{
			int32_t		row_len = ragged ? len[u] : width;

			want_off[u + 1] = want_off[u];
			for (int32_t k = 0; k < row_len; k++, e++)
			{
				int32_t		x;

				if (!(present[e >> 3] & (1 << (e & 7))))
					continue;
				x = vals[v++];
				if (x < 0 || x >= nodes)
				{
					if (!want_bad)
						want_value = x;
					want_bad = true;
					continue;
				}
				if (want_stamp[x] == u + 1)
					continue;
				want_stamp[x] = u + 1;
				want_adj[want_off[u + 1]++] = x;
			}
		}
	}

	if (ragged)
		st = cm_graph_build_ragged(nodes, len, vals, present, off, adj, stamp, &g,
								   never, NULL, &err);
	else
		st = cm_graph_build(nodes, width, vals, present, off, adj, stamp, &g,
							never, NULL, &err);
	memset(present, 0, sizeof(present));
	if (st != CM_OK)
	{
		FUZZ_CHECK((st == CM_ERR_NO_NODES && nodes <= 0) ||
				   (st == CM_ERR_NEIGHBOUR && want_bad && err.value == want_value),
				   "builder said %d for %d nodes (value %lld, first out of range %s%d)",
				   (int) st, nodes, (long long) err.value, want_bad ? "" : "none, ",
				   (int) want_value);
		return 0;
	}
	FUZZ_CHECK(!want_bad, "out-of-range value %d accepted", (int) want_value);
	FUZZ_CHECK(nodes > 0 && g.nodes == nodes && off[0] == 0, "graph header");
	for (int32_t u = 0; u < nodes; u++)
	{
		FUZZ_CHECK(off[u + 1] - off[u] == want_off[u + 1] - want_off[u],
				   "row %d: %d neighbours built, %d present", u, off[u + 1] - off[u],
				   want_off[u + 1] - want_off[u]);
		for (int32_t k = 0; k < off[u + 1] - off[u]; k++)
			FUZZ_CHECK(adj[off[u] + k] == want_adj[want_off[u] + k],
					   "row %d: neighbour %d built as %d, present %d", u, k,
					   adj[off[u] + k], want_adj[want_off[u] + k]);
	}
	for (int32_t u = 0; u < nodes; u++)
	{
		FUZZ_CHECK(off[u] <= off[u + 1], "offsets decrease");
		memset(seen, 0, (size_t) nodes);
		for (int32_t k = off[u]; k < off[u + 1]; k++)
		{
			FUZZ_CHECK(adj[k] >= 0 && adj[k] < nodes, "neighbour out of range kept");
			FUZZ_CHECK(!seen[adj[k]], "repeated neighbour kept");
			seen[adj[k]] = 1;
		}
	}

	/* solve it in every mode: the start's results must agree */
	{
		CmOptions	o;
		CmSolver	s;
		static const CmMode modes[4] = {CM_SOLVE_START, CM_SOLVE_START_LAYERS,
		CM_SOLVE_OUTCOMES, CM_SOLVE_ALL};
		int			lim[4];
		int			out[4];
		int64_t		rem[4];

		o.mouse_start = (int32_t) (take8(&in) % (nodes + 1));
		o.cat_start = (int32_t) (take8(&in) % (nodes + 1));
		o.hole = (int32_t) (take8(&in) % (nodes + 1));
		o.cat_can_enter_hole = take8(&in) & 1;
		o.max_turns = (take8(&in) & 1) ? take8(&in) : -1;
		if (cm_options_check(&g, NULL, &o, &err) != CM_OK)
		{
			FUZZ_CHECK(o.mouse_start == nodes || o.cat_start == nodes || o.hole == nodes,
					   "valid options refused");
			return 0;
		}
		for (int k = 0; k < 4; k++)
		{
			size_t		need = cm_solver_bytes(&g, NULL, modes[k]);
			void	   *work = malloc(need);

			FUZZ_CHECK(cm_solver_init(&s, &g, NULL, &o, modes[k], work, need, &err) == CM_OK,
					   "init");
			FUZZ_CHECK(cm_solve(&s, never, NULL) == CM_OK, "solve");
			lim[k] = s.limited_outcome;
			out[k] = s.start_outcome;
			rem[k] = s.start_remoteness;
			if (modes[k] == CM_SOLVE_ALL)
			{
				CmCounts	cnt;

				FUZZ_CHECK(cm_count(&s, &cnt, never, NULL) == CM_OK &&
						   cnt.draws + cnt.mouse_wins + cnt.cat_wins == cnt.positions,
						   "counts");
			}
			free(work);
		}
		for (int k = 0; k < 3; k++)
		{
			FUZZ_CHECK(lim[k] == lim[3], "mode %d limited outcome %d, full %d", k, lim[k], lim[3]);
			if (out[k] >= 0)
				FUZZ_CHECK(out[k] == out[3] && rem[k] == rem[3],
						   "mode %d start %d/%lld, full %d/%lld", k, out[k],
						   (long long) rem[k], out[3], (long long) rem[3]);
		}
	}
	return 0;
}
