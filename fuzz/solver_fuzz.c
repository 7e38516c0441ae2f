/*
 * solver_fuzz.c
 *	  Differential libFuzzer harness: a fuzzed graph of up to 8 nodes (with
 *	  repeats, self-loops, stuck players, a cat graph of its own) and fuzzed
 *	  options, solved by the core in every mode and by the brute force of the
 *	  unit tests (test/oracle/oracle.c).  Any disagreement in outcome, remoteness or
 *	  best move, of any position, in the counts or in the optimal game from
 *	  the start (test/oracle/checks.c), is a crash.  The same graph with 1 to 3
 *	  cats and no hole (src/core/pursuit.c) is checked against
 *	  test/oracle/pursuit_oracle.c: every position's capture time, the result and
 *	  the best placement.
 */
#include "census.h"
#include "pursuit.h"
#include "render.h"
#include "solver.h"
#include "solver_internal.h"
#include "checks.h"
#include "oracle.h"
#include "pursuit_compare.h"
#include "pursuit_oracle.h"
#include "fuzz_common.h"

#define N 8

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct DotBuf
{
	char		text[65536];
	size_t		len;
} DotBuf;

static void
dot_out(void *arg, const char *text, size_t len)
{
	DotBuf	   *b = arg;

	FUZZ_CHECK(memchr(text, '\0', len) == NULL, "a NUL in the DOT text");
	if (b->len + len < sizeof(b->text))
	{
		memcpy(b->text + b->len, text, len);
		b->len += len;
		b->text[b->len] = '\0';
	}
}

/*
 * The DOT picture of a full solve: opens and closes, a node line per node,
 * and no pair of nodes joined twice by graph edges (dir=none).
 */
static void
check_dot(const CmSolver *s)
{
	static DotBuf b;
	static bool pair[N][N];
	uint8_t    *seen = malloc(cm_play_bytes(s));
	const char *p;

	b.len = 0;
	FUZZ_CHECK(cm_write_dot(s, seen, dot_out, &b) == CM_OK, "dot");
	free(seen);
	FUZZ_CHECK(strncmp(b.text, "digraph catmouse {\n", 19) == 0 &&
			   strcmp(b.text + b.len - 2, "}\n") == 0, "dot opens and closes");
	for (int v = 0; v < s->n; v++)
	{
		char		node[32];

		snprintf(node, sizeof(node), "  n%d [label=", v);
		FUZZ_CHECK(strstr(b.text, node) != NULL, "no node line for %d", v);
	}
	memset(pair, 0, sizeof(pair));
	for (p = b.text; *p != '\0';)
	{
		const char *eol = strchr(p, '\n');
		size_t		n = eol ? (size_t) (eol - p) : strlen(p);
		char		line[512];
		int			u,
					v;

		if (n >= sizeof(line))
			n = sizeof(line) - 1;
		memcpy(line, p, n);
		line[n] = '\0';
		p = eol ? eol + 1 : p + n;
		if (sscanf(line, "  n%d -> n%d [dir=none", &u, &v) == 2 &&
			strstr(line, "[dir=none") != NULL && strstr(line, "dashed") == NULL &&
			u >= 0 && v >= 0 && u < N && v < N)
		{
			FUZZ_CHECK(!pair[u][v] && !pair[v][u], "the pair %d, %d is drawn twice", u, v);
			pair[u][v] = true;
		}
	}
}

/* Rows of neighbours from the bytes; the oracle's matrix beside them. */
static void
fuzz_graph(Bytes *in, int n, int32_t *off, int32_t *adj, CmGraph *g,
		   bool mat[ORACLE_MAX_NODES][ORACLE_MAX_NODES])
{
	int32_t		raw[N * N * 2];
	int32_t		len[N];
	int32_t		stamp[N];
	int			a = 0;
	CmError		err;

	memset(mat, 0, sizeof(bool) * ORACLE_MAX_NODES * ORACLE_MAX_NODES);
	for (int u = 0; u < n; u++)
	{
		uint8_t		bits = take8(in);

		len[u] = 0;
		for (int v = 0; v < n; v++)
			if (bits & (1 << v))
			{
				raw[a++] = v;
				len[u]++;
				mat[u][v] = true;
				if (take8(in) < 40)
				{
					raw[a++] = v;	/* a repeat */
					len[u]++;
				}
			}
	}
	FUZZ_CHECK(cm_graph_build_ragged(n, len, raw, NULL, off, adj, stamp, g, NULL, NULL,
									 &err) == CM_OK, "build");
}

/* k cats on the mouse's graph: the solver against the brute force */
static void
check_pursuit(const CmGraph *g, const bool adjm[][ORACLE_MAX_NODES], int k, bool stay)
{
	int			n = g->nodes;
	unsigned char adj[N * N];
	CmPursuit	p;
	CmError		err;
	PoResult	want;
	PoSolved   *o;
	size_t		need = cm_pursuit_bytes(g, k, CM_PURSUIT_ALL, &err);
	void	   *work = malloc(need);
	int32_t		c[3] = {0, 0, 0};
	int			ci[PO_MAX_CATS] = {0};
	bool		more = true;

	for (int u = 0; u < n; u++)
		for (int v = 0; v < n; v++)
			adj[u * n + v] = adjm[u][v];
	o = po_solve(n, adj, k, stay);
	FUZZ_CHECK(o != NULL && cm_pursuit_init(&p, g, k, stay, CM_PURSUIT_ALL, work, need, &err) == CM_OK &&
			   cm_pursuit_solve(&p, NULL, NULL) == CM_OK, "pursuit solve");
	po_result(o, &want);
	FUZZ_CHECK(pursuit_result_equal(&p, &want),
			   "pursuit k=%d stay=%d: win %d time %d reply %d, brute force %d %d %d", k, stay,
			   p.cats_win, p.capture_time, p.mouse_start, want.cats_win, want.capture_time,
			   want.mouse_start);
	if (k == 1)
	{
		/* one cat's routes (pursuit.h), and its result alone (the theorem) */
		void	   *w = malloc(need),
				   *w2 = malloc(need);
		CmPursuit	r;

		FUZZ_CHECK(pursuit_routes_equal(&p, w),
				   "pursuit stay=%d: one cat's routes differ", stay);
		FUZZ_CHECK(cm_pursuit_init(&r, g, k, stay, CM_PURSUIT_RESULT, w2, need, &err) == CM_OK &&
				   cm_pursuit_solve(&r, NULL, NULL) == CM_OK && pursuit_result_equal(&r, &want),
				   "pursuit stay=%d, the result alone: win %d time %d, brute force %d %d", stay,
				   r.cats_win, r.capture_time, want.cats_win, want.capture_time);
		FUZZ_CHECK(pursuit_routes_equal(&r, w),
				   "pursuit stay=%d, the result alone: one cat's routes differ", stay);
		free(w);
		free(w2);
	}
	while (more)
	{
		int			i;

		for (i = 0; i < k; i++)
			ci[i] = c[i];
		for (int m = 0; m < n; m++)
			FUZZ_CHECK(cm_pursuit_time(&p, m, c) == po_time_cats_to_move(o, m, ci) &&
					   cm_pursuit_mouse_time(&p, m, c) == po_time_mouse_to_move(o, m, ci),
					   "pursuit k=%d stay=%d: capture time of mouse %d, cats %d %d %d", k, stay,
					   m, c[0], c[1], c[2]);
		more = pursuit_next_cats(c, k, n);
	}
	po_free(o);
	free(work);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static OracleGame og;
	static OracleResult res;
	Bytes		in = {data, size};
	int			n = 1 + take8(&in) % N;
	bool		own_cat = take8(&in) & 1;
	int32_t		moff[N + 1],
				madj[N * N],
				coff[N + 1],
				cadj[N * N];
	CmGraph		mouse,
				cat;
	CmOptions	o;
	/*
	 * the full modes and the verdict three times: bit-parallel engine, then
	 * layers (k >= 5), whose start and verdict solves keep to the start's
	 * light cone, by the masks and then (k >= 8) by the lists, the summary's
	 * with lists of two entries (too short: back to the masks), the cat's
	 * moves counted move by move as the lists are entered, and last every
	 * position with the count made from the decided, on lists of three
	 * entries (entered again and again, with mouse wins to count)
	 */
	static const CmMode modes[12] = {CM_SOLVE_ALL, CM_SOLVE_START,
		CM_SOLVE_START_LAYERS, CM_SOLVE_OUTCOMES, CM_SOLVE_VERDICT, CM_SOLVE_ALL,
		CM_SOLVE_OUTCOMES, CM_SOLVE_VERDICT, CM_SOLVE_ALL, CM_SOLVE_OUTCOMES,
	CM_SOLVE_VERDICT, CM_SOLVE_ALL};

	og.n = n;
	fuzz_graph(&in, n, moff, madj, &mouse, og.mouse_adj);
	if (own_cat)
		fuzz_graph(&in, n, coff, cadj, &cat, og.cat_adj);
	else
		memcpy(og.cat_adj, og.mouse_adj, sizeof(og.cat_adj));
	o.mouse_start = take8(&in) % n;
	o.cat_start = take8(&in) % n;
	o.hole = take8(&in) % n;
	o.cat_can_enter_hole = take8(&in) & 1;
	o.max_turns = (take8(&in) & 1) ? take8(&in) % (2 * n * n + 3) : -1;
	og.hole = o.hole;
	og.cat_can_enter_hole = o.cat_can_enter_hole;
	oracle_solve(&og, &res);

	for (int k = 0; k < 12; k++)
	{
		CmSolver	s;
		CmError		err;
		size_t		need;
		void	   *work;

		cm_test_no_small = (k >= 5);
		cm_test_sparse = (k >= 8) ? 1 : -1;
		cm_test_list_cap = (k == 9) ? 2 : (k == 11) ? 3 : 0;
		cm_test_count = (k == 11) ? 1 : -1;
		need = cm_solver_bytes(&mouse, own_cat ? &cat : NULL, modes[k]);
		work = malloc(need);
		const OracleState *x = &res.st[o.mouse_start][o.cat_start][0];
		bool		limited_mouse = (o.max_turns < 0) ? x->outcome == CM_MOUSE
			: oracle_mouse_wins_within(&og, o.mouse_start, o.cat_start, 0, (int) o.max_turns);

		FUZZ_CHECK(cm_solver_init(&s, &mouse, own_cat ? &cat : NULL, &o, modes[k], work,
								  need, &err) == CM_OK, "init");
		FUZZ_CHECK(cm_solve(&s, NULL, NULL) == CM_OK, "solve");
		if (o.max_turns < 0)
			FUZZ_CHECK(s.limited_outcome == x->outcome, "mode %d: outcome %d, brute force %d",
					   k, s.limited_outcome, x->outcome);
		else
			FUZZ_CHECK((s.limited_outcome == CM_MOUSE) == limited_mouse,
					   "mode %d: limited outcome %d, brute force mouse wins %d",
					   k, s.limited_outcome, (int) limited_mouse);
		/* the verdict alone keeps a remoteness only where it is made anyway */
		if (s.start_outcome >= 0)
			FUZZ_CHECK(s.start_outcome == x->outcome &&
					   (s.start_remoteness == x->remoteness ||
						(modes[k] == CM_SOLVE_VERDICT && s.start_remoteness == -1)),
					   "mode %d: start %d/%lld, brute force %d/%d", k, s.start_outcome,
					   (long long) s.start_remoteness, x->outcome, x->remoteness);
		if (modes[k] == CM_SOLVE_ALL || modes[k] == CM_SOLVE_OUTCOMES)
			for (int m = 0; m < n; m++)
				for (int c = 0; c < n; c++)
					for (int t = 0; t < 2; t++)
					{
						const OracleState *y = &res.st[m][c][t];

						FUZZ_CHECK(cm_outcome(&s, m, c, t) == y->outcome,
								   "outcome of (%d,%d,%d): %d, brute force %d", m, c, t,
								   cm_outcome(&s, m, c, t), y->outcome);
						if (modes[k] == CM_SOLVE_ALL)
						{
							FUZZ_CHECK(cm_remoteness(&s, m, c, t) == y->remoteness,
									   "remoteness of (%d,%d,%d)", m, c, t);
							FUZZ_CHECK(cm_best_move(&s, m, c, t) == y->best,
									   "best move of (%d,%d,%d): %d, brute force %d", m, c, t,
									   cm_best_move(&s, m, c, t), y->best);
						}
					}
		if (modes[k] == CM_SOLVE_ALL && k == 0)
			check_dot(&s);
		if (modes[k] == CM_SOLVE_ALL || modes[k] == CM_SOLVE_OUTCOMES)
		{
			char		msg[200];

			FUZZ_CHECK(check_counts(&s, &og, &res, msg, sizeof(msg)), "mode %d: %s", k, msg);
			if (modes[k] == CM_SOLVE_ALL)
				FUZZ_CHECK(check_play(&s, &og, &res, msg, sizeof(msg)), "mode %d: %s", k, msg);
		}
		free(work);
	}
	cm_test_no_small = 0;
	cm_test_sparse = 0;
	cm_test_list_cap = 0;
	cm_test_count = 0;
	{
		/* one input in four: the brute force of many cats is slow */
		int			choice = take8(&in);
		int			kmax = n <= 4 ? 3 : n <= 6 ? 2 : 1;
		bool		stay = !(choice & 4);

		if ((choice & 3) == 0)
			for (int k = 1; k <= kmax; k++)
				check_pursuit(&mouse, og.mouse_adj, k, stay);
	}

	/* every hole at once (census.c) against a solve per hole */
	{
		CmCensusRow fast[N];
		CmCensusRow slow[N];
		CmError		err;
		size_t		need;
		void	   *work;

		need = cm_census_bytes(&mouse, own_cat ? &cat : NULL, -1);
		work = malloc(need);
		FUZZ_CHECK(cm_census(&mouse, own_cat ? &cat : NULL, o.cat_can_enter_hole, -1, work, need,
							 NULL, fast, NULL, NULL, &err) == CM_OK, "census");
		free(work);
		cm_test_no_small = 1;
		cm_test_sparse = -1;
		need = cm_census_bytes(&mouse, own_cat ? &cat : NULL, -1);
		work = malloc(need);
		FUZZ_CHECK(cm_census(&mouse, own_cat ? &cat : NULL, o.cat_can_enter_hole, -1, work, need,
							 NULL, slow, NULL, NULL, &err) == CM_OK, "census hole by hole");
		cm_test_no_small = 0;
		cm_test_sparse = 0;
		free(work);
		for (int h = 0; h < n; h++)
			FUZZ_CHECK(memcmp(&fast[h], &slow[h], sizeof(CmCensusRow)) == 0 ||
					   (fast[h].positions == slow[h].positions && fast[h].draws == slow[h].draws &&
						fast[h].mouse_wins == slow[h].mouse_wins &&
						fast[h].max_remoteness == slow[h].max_remoteness &&
						fast[h].starts.mouse_wins == slow[h].starts.mouse_wins &&
						fast[h].starts.cat_wins == slow[h].starts.cat_wins &&
						fast[h].starts.longest == slow[h].starts.longest &&
						fast[h].starts.longest_mouse == slow[h].starts.longest_mouse &&
						fast[h].starts.longest_cat == slow[h].starts.longest_cat),
					   "census hole %d: one pass and hole by hole differ", h);
	}
	return 0;
}
