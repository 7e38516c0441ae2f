/*
 * pursuit_oracle_check.c
 *	  Checks of the cops-and-robbers brute force (pursuit_oracle.c) itself,
 *	  against facts from the literature and cases worked out by hand from
 *	  the rules, and against a second, differently built reference: a
 *	  memoized bounded search ("can the cats force a capture within t cat
 *	  turns?") over ordered cat tuples, on random small digraphs.
 *
 *	  Build: cc -std=c99 -O2 -Wall -Wextra -Werror -o test/bin/pursuit_oracle_check test/tools/pursuit_oracle_check.c test/oracle/pursuit_oracle.c
 *
 *	  Usage:
 *	    pursuit_oracle_check                  built-in checks
 *	    pursuit_oracle_check --geng [--copnumber] < graph6 lines
 *	        for every graph: one cat (may stay) wins iff the graph is
 *	        dismantlable; with --copnumber, also counts the connected
 *	        graphs by cop number (up to 3 cats), e.g.
 *	        nauty-geng -c 9 | test/bin/pursuit_oracle_check --geng --copnumber
 *	    pursuit_oracle_check --showg < graph6 lines
 *	        prints the adjacency matrices as nauty-showg -a does (to check
 *	        the graph6 decoder: the outputs must be identical)
 *
 *	  Output is TAP: one "ok N - ..." or "not ok N - ..." line per test,
 *	  then "1..N"; failures are detailed on stderr.  The exit status is 1
 *	  when a test fails.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pursuit_oracle.h"

#define MAX_N 62

static int	test_no;
static int	tests_failed;
static long failures;			/* within the current test */

/* Record a failed check, describing the first few on stderr. */
static void
fail(const char *fmt,...)
{
	va_list		ap;

	failures++;
	if (failures > 10)
		return;
	fprintf(stderr, "# FAIL: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

#define CHECK(cond, ...) \
	do { \
		if (!(cond)) \
			fail(__VA_ARGS__); \
	} while (0)

/* Print the TAP line of a test that ran since the last one. */
static void
tap(const char *fmt,...)
{
	va_list		ap;

	test_no++;
	if (failures > 0)
		tests_failed++;
	printf("%s %d - ", failures > 0 ? "not ok" : "ok", test_no);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (failures > 0)
		printf(" (%ld failed checks)", failures);
	putchar('\n');
	fflush(stdout);
	failures = 0;
}

/* ---------------------------------------------------------------- graphs */

typedef struct Graph
{
	int			n;
	unsigned char a[MAX_N * MAX_N];
} Graph;

static void
g_init(Graph *g, int n)
{
	g->n = n;
	memset(g->a, 0, sizeof(g->a));
}

static void
g_edge(Graph *g, int u, int v)	/* undirected */
{
	g->a[u * g->n + v] = 1;
	g->a[v * g->n + u] = 1;
}

static void
g_arc(Graph *g, int u, int v)	/* directed */
{
	g->a[u * g->n + v] = 1;
}

static void
g_path(Graph *g, int n)
{
	g_init(g, n);
	for (int i = 0; i + 1 < n; i++)
		g_edge(g, i, i + 1);
}

static void
g_cycle(Graph *g, int n)
{
	g_init(g, n);
	for (int i = 0; i < n; i++)
		g_edge(g, i, (i + 1) % n);
}

static void
g_complete(Graph *g, int n)
{
	g_init(g, n);
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++)
			g_edge(g, u, v);
}

static void
g_star(Graph *g, int leaves)	/* centre 0 */
{
	g_init(g, leaves + 1);
	for (int i = 1; i <= leaves; i++)
		g_edge(g, 0, i);
}

static void
g_grid(Graph *g, int rows, int cols)
{
	g_init(g, rows * cols);
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
		{
			if (c + 1 < cols)
				g_edge(g, r * cols + c, r * cols + c + 1);
			if (r + 1 < rows)
				g_edge(g, r * cols + c, (r + 1) * cols + c);
		}
}

static void
g_hypercube(Graph *g, int d)
{
	g_init(g, 1 << d);
	for (int u = 0; u < g->n; u++)
		for (int b = 0; b < d; b++)
			g_edge(g, u, u ^ (1 << b));
}

/* Generalized Petersen GP(m, s): outer cycle, spokes, inner star polygon. */
static void
g_gen_petersen(Graph *g, int m, int s)
{
	g_init(g, 2 * m);
	for (int i = 0; i < m; i++)
	{
		g_edge(g, i, (i + 1) % m);
		g_edge(g, i, m + i);
		g_edge(g, m + i, m + (i + s) % m);
	}
}

/* Heawood graph: LCF [5,-5]^7, a 14-cycle with chords i ~ i + 5, i even. */
static void
g_heawood(Graph *g)
{
	g_cycle(g, 14);
	for (int i = 0; i < 14; i += 2)
		g_edge(g, i, (i + 5) % 14);
}

static bool
g_connected(const Graph *g)
{
	int			queue[MAX_N];
	bool		seen[MAX_N] = {false};
	int			head = 0,
				tail = 0;

	if (g->n == 0)
		return false;
	seen[0] = true;
	queue[tail++] = 0;
	while (head < tail)
	{
		int			u = queue[head++];

		for (int v = 0; v < g->n; v++)
			if (!seen[v] && (g->a[u * g->n + v] || g->a[v * g->n + u]))
			{
				seen[v] = true;
				queue[tail++] = v;
			}
	}
	return tail == g->n;
}

/* Distances in an undirected graph by BFS; -1 when unreachable. */
static void
g_dist(const Graph *g, int from, int *dist)
{
	int			queue[MAX_N];
	int			head = 0,
				tail = 0;

	for (int v = 0; v < g->n; v++)
		dist[v] = -1;
	dist[from] = 0;
	queue[tail++] = from;
	while (head < tail)
	{
		int			u = queue[head++];

		for (int v = 0; v < g->n; v++)
			if (dist[v] < 0 && g->a[u * g->n + v])
			{
				dist[v] = dist[u] + 1;
				queue[tail++] = v;
			}
	}
}

/*
 * graph6 (n <= 62): the first byte is n + 63, then the upper triangle
 * column by column (x(0,1), x(0,2), x(1,2), x(0,3), ...), 6 bits per byte,
 * the first bit the most significant, each byte + 63.  Returns false on a
 * malformed line.
 */
static bool
g_from_graph6(Graph *g, const char *s)
{
	size_t		len = strlen(s);
	int			n;
	long		bit = 0;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	if (len < 1 || s[0] < 63 || s[0] > 63 + MAX_N)
		return false;
	n = s[0] - 63;
	if ((long) len != 1 + ((long) n * (n - 1) / 2 + 5) / 6)
		return false;
	g_init(g, n);
	for (int v = 1; v < n; v++)
		for (int u = 0; u < v; u++, bit++)
		{
			int			byte = s[1 + bit / 6] - 63;

			if (byte < 0 || byte > 63)
				return false;
			if (byte & (1 << (5 - bit % 6)))
				g_edge(g, u, v);
		}
	return true;
}

/* ------------------------------------------------------------- helpers */

static unsigned long long rng_state = 88172645463325252ULL;

static unsigned
rnd(unsigned bound)
{
	/* xorshift64 */
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (unsigned) (rng_state % bound);
}

static int
cop_number(const Graph *g, int max_cats, bool may_stay)
{
	return po_cop_number(g->n, g->a, max_cats, may_stay);
}

/* Check a whole PoResult. */
static void
expect(const char *what, const Graph *g, int k, bool may_stay, bool win,
	   int time, const int *starts, int mouse)
{
	PoResult	r;

	if (!po_pursuit(g->n, g->a, k, may_stay, &r))
	{
		fail("%s: po_pursuit failed", what);
		return;
	}
	CHECK(r.cats_win == win, "%s: cats_win %d, want %d", what, r.cats_win, win);
	CHECK(r.capture_time == time, "%s: capture_time %d, want %d", what,
		  r.capture_time, time);
	CHECK(r.mouse_start == mouse, "%s: mouse_start %d, want %d", what,
		  r.mouse_start, mouse);
	for (int i = 0; i < PO_MAX_CATS; i++)
	{
		int			want = (win && i < k) ? starts[i] : -1;

		CHECK(r.cat_starts[i] == want, "%s: cat_starts[%d] %d, want %d",
			  what, i, r.cat_starts[i], want);
	}
}

/* ------------------------------------------------------ named graphs */

static void
test_graph6(void)
{
	/* edge lists as nauty-showg -e prints them for these codes */
	static const struct
	{
		const char *code;
		int			n;
		int			m;
		int			e[15][2];
	}			cases[] = {
		{"IheA@GUAo", 10, 15, {{0, 1}, {0, 4}, {0, 5}, {1, 2}, {1, 6}, {2, 3},
		{2, 7}, {3, 4}, {3, 8}, {4, 9}, {5, 7}, {5, 8}, {6, 8}, {6, 9}, {7, 9}}},
		{"Ch", 4, 3, {{0, 1}, {1, 2}, {2, 3}}},
		{"E?~o", 6, 8, {{0, 4}, {0, 5}, {1, 4}, {1, 5}, {2, 4}, {2, 5}, {3, 4},
		{3, 5}}},
		{"G?zTb_", 8, 12, {{0, 4}, {0, 5}, {0, 6}, {1, 4}, {1, 5}, {1, 7}, {2, 4},
		{2, 6}, {2, 7}, {3, 5}, {3, 6}, {3, 7}}},
		{"@", 1, 0, {{0, 0}}},
	};
	Graph		g,
				h;

	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++)
	{
		if (!g_from_graph6(&g, cases[c].code))
		{
			fail("graph6 %s: not decoded", cases[c].code);
			continue;
		}
		g_init(&h, cases[c].n);
		for (int i = 0; i < cases[c].m; i++)
			g_edge(&h, cases[c].e[i][0], cases[c].e[i][1]);
		CHECK(g.n == h.n && memcmp(g.a, h.a, sizeof(g.a)) == 0,
			  "graph6 %s: wrong graph", cases[c].code);
	}
	CHECK(!g_from_graph6(&g, "Chx"), "graph6: too long accepted");
	CHECK(!g_from_graph6(&g, "C"), "graph6: too short accepted");
	tap("graph6 decoder against nauty-showg -e");
}

static void
test_paths(void)
{
	Graph		g;

	/*
	 * One cat on the path 0 - 1 - ... - n-1, staying allowed.  With the cat
	 * on c and the mouse on m at distance d: d = 0 is caught at 0; d = 1 is
	 * caught by the cats' first move (1); for d >= 2 the mouse runs away
	 * from the cat (the gap is d - 1 after each cat move, back to d after
	 * the mouse's) until it reaches the end of the path on its side, and is
	 * caught when the cat arrives there, after as many cat moves as that end
	 * is far from c.  So the capture time from c is its eccentricity
	 * max(c, n-1-c), least at c = floor((n-1)/2): ceil((n-1)/2) = floor(n/2)
	 * cat turns.  Hand checks: P1 0 (the mouse must start on the cat), P2 1,
	 * P3 1 (cat in the middle, both ends adjacent), P4 2 (cat on 1, mouse on
	 * 3: cat to 2, mouse stays, cat to 3).  The mouse's best reply: odd n
	 * (c in the middle, both ends at distance c) node 0 for n >= 5, and 0
	 * for n = 1, 3 (time 1, node 0 adjacent); even n >= 4: c = n/2 - 1, the
	 * far end n-1 is at n/2 > c, and the smallest node that runs to it at
	 * distance >= 2 is c + 2 = n/2 + 1; n = 2: node 1.
	 */
	for (int n = 1; n <= 12; n++)
	{
		char		what[40];
		int			c = (n - 1) / 2;
		int			mouse;

		if (n == 2)
			mouse = 1;
		else if (n % 2 == 1)
			mouse = 0;
		else
			mouse = n / 2 + 1;
		g_path(&g, n);
		snprintf(what, sizeof(what), "P%d", n);
		expect(what, &g, 1, true, true, n / 2, &c, mouse);
		CHECK(po_dismantlable(g.n, g.a), "P%d not dismantlable", n);
	}
	tap("paths P1..P12, one cat: capture time floor(n/2), placement, reply");
}

static void
test_stars(void)
{
	Graph		g;
	int			zero = 0;

	/* the cat on the centre catches a mouse on any leaf at once */
	for (int leaves = 1; leaves <= 9; leaves++)
	{
		char		what[40];

		g_star(&g, leaves);
		snprintf(what, sizeof(what), "K1,%d", leaves);
		expect(what, &g, 1, true, true, 1, &zero, 1);
		CHECK(cop_number(&g, 3, true) == 1, "%s: cop number", what);
	}
	tap("stars K1,1..K1,9: one cat on the centre, time 1");
}

/*
 * Random trees (Pruefer codes): one cat wins, and from every cat node c and
 * mouse node m at distance d, cats to move, the capture time is 0 if d = 0,
 * 1 if d = 1, and otherwise the greatest d(c, w) over the nodes w the mouse
 * can run to.  The cat steps towards the mouse every turn; the mouse must
 * keep a gap of 2 before each cat move.  Let j be where the path from c to
 * w leaves the path from c to m: the mouse heads from m back towards c as
 * far as j, and while it does so the gap shrinks by 2 per round (both close
 * in), after which the gap stays put as the mouse runs on to w and waits
 * there.  So the mouse gets to w iff 2 d(m, j) + 2 <= d, and is then caught
 * after d(c, w) cat turns, when the cat gets to w.  (j = m gives the nodes
 * beyond m.)  The game's time is then the radius, because the mouse can
 * always pick a farthest node as its start.
 */
static void
test_trees(void)
{
	Graph		g;
	int			count = 0;

	for (int trial = 0; trial < 300; trial++)
	{
		int			n = 2 + (int) rnd(11);
		int			code[MAX_N];
		int			degree[MAX_N];
		int			dist[MAX_N][MAX_N];
		int			want[MAX_N][MAX_N];
		int			best_c = -1,
					best_t = 1 << 30,
					best_m = -1;
		PoSolved   *s;
		PoResult	r;

		/* decode a random Pruefer sequence */
		g_init(&g, n);
		for (int i = 0; i < n - 2; i++)
			code[i] = (int) rnd(n);
		for (int v = 0; v < n; v++)
			degree[v] = 1;
		for (int i = 0; i < n - 2; i++)
			degree[code[i]]++;
		for (int i = 0; i < n - 2; i++)
			for (int leaf = 0; leaf < n; leaf++)
				if (degree[leaf] == 1)
				{
					g_edge(&g, leaf, code[i]);
					degree[leaf]--;
					degree[code[i]]--;
					break;
				}
		{
			int			u = -1,
						v = -1;

			for (int x = 0; x < n; x++)
				if (degree[x] == 1)
				{
					if (u < 0)
						u = x;
					else
						v = x;
				}
			g_edge(&g, u, v);
		}
		CHECK(g_connected(&g), "tree %d not connected", trial);

		for (int v = 0; v < n; v++)
			g_dist(&g, v, dist[v]);
		for (int c = 0; c < n; c++)
			for (int m = 0; m < n; m++)
			{
				if (dist[c][m] <= 1)
					want[c][m] = dist[c][m];
				else
				{
					want[c][m] = 0;
					for (int w = 0; w < n; w++)
					{
						int			j = c;

						/* j: the farthest node from c on both paths */
						for (int x = 0; x < n; x++)
							if (dist[c][x] + dist[x][m] == dist[c][m] &&
								dist[c][x] + dist[x][w] == dist[c][w] &&
								dist[c][x] > dist[c][j])
								j = x;
						if (2 * dist[j][m] + 2 <= dist[c][m] &&
							dist[c][w] > want[c][m])
							want[c][m] = dist[c][w];
					}
				}
			}
		for (int c = 0; c < n; c++)
		{
			int			ecc = 0;

			for (int m = 0; m < n; m++)
				if (want[c][m] > ecc)
					ecc = want[c][m];
			if (ecc < best_t)
			{
				best_t = ecc;
				best_c = c;
			}
		}
		for (int m = 0; m < n && best_m < 0; m++)
			if (want[best_c][m] == best_t)
				best_m = m;

		s = po_solve(n, g.a, 1, true);
		if (s == NULL)
		{
			fail("tree %d: po_solve failed", trial);
			continue;
		}
		for (int c = 0; c < n; c++)
			for (int m = 0; m < n; m++)
			{
				int			got = po_time_cats_to_move(s, m, &c);

				CHECK(got == want[c][m], "tree %d (n %d): cat %d mouse %d: %d, want %d",
					  trial, n, c, m, got, want[c][m]);
			}
		po_result(s, &r);
		po_free(s);
		CHECK(r.cats_win && r.capture_time == best_t &&
			  r.cat_starts[0] == best_c && r.mouse_start == best_m,
			  "tree %d: result %d %d %d %d, want time %d cat %d mouse %d",
			  trial, r.cats_win, r.capture_time, r.cat_starts[0],
			  r.mouse_start, best_t, best_c, best_m);
		/* the radius, by eccentricities */
		{
			int			radius = 1 << 30;

			for (int c = 0; c < n; c++)
			{
				int			ecc = 0;

				for (int m = 0; m < n; m++)
					if (dist[c][m] > ecc)
						ecc = dist[c][m];
				if (ecc < radius)
					radius = ecc;
			}
			CHECK(r.capture_time == radius, "tree %d: time %d, radius %d",
				  trial, r.capture_time, radius);
		}
		CHECK(po_dismantlable(n, g.a), "tree %d not dismantlable", trial);
		count++;
	}
	tap("%d random trees: every position's time, capture time = radius", count);
}

static void
test_complete(void)
{
	Graph		g;
	int			zeros[PO_MAX_CATS] = {0, 0, 0, 0};
	int			zero_one[2] = {0, 1};

	/*
	 * K1: the mouse must start on the cat (0).  Kn, n >= 2: the cat on 0
	 * catches any mouse with its first move (1); mouse reply 1.  Two cats:
	 * they cover K2 at the start ({0, 1}, 0); on Kn, n >= 3, nothing is
	 * faster than 1, and {0, 0} is the smallest placement.
	 */
	for (int n = 1; n <= 6; n++)
	{
		char		what[40];

		g_complete(&g, n);
		snprintf(what, sizeof(what), "K%d", n);
		expect(what, &g, 1, true, true, n == 1 ? 0 : 1, zeros, n == 1 ? 0 : 1);
		snprintf(what, sizeof(what), "K%d, 2 cats", n);
		if (n == 2)
			expect(what, &g, 2, true, true, 0, zero_one, 0);
		else
			expect(what, &g, 2, true, true, n == 1 ? 0 : 1, zeros,
				   n == 1 ? 0 : 1);
		CHECK(cop_number(&g, 3, true) == 1, "K%d: cop number", n);
		CHECK(po_dismantlable(g.n, g.a), "K%d not dismantlable", n);
	}
	tap("complete graphs K1..K6: cop number 1, times 0 / 1");
}

static void
test_named(void)
{
	Graph		g;
	int			got;
	int			graphs = 0;

#define NAMED(label, want_cop) \
	do { \
		got = cop_number(&g, 3, true); \
		CHECK(got == (want_cop), "%s: cop number %d, want %d", label, got, want_cop); \
		CHECK(po_dismantlable(g.n, g.a) == ((want_cop) == 1), \
			  "%s: dismantlable %d", label, (int) po_dismantlable(g.n, g.a)); \
		graphs++; \
	} while (0)

	g_cycle(&g, 3);
	NAMED("C3", 1);
	for (int n = 4; n <= 8; n++)
	{
		char		name[8];

		g_cycle(&g, n);
		snprintf(name, sizeof(name), "C%d", n);
		NAMED(name, 2);
	}
	g_grid(&g, 2, 2);
	NAMED("grid 2x2", 2);
	g_grid(&g, 3, 3);
	NAMED("grid 3x3", 2);
	g_grid(&g, 3, 4);
	NAMED("grid 3x4", 2);
	g_hypercube(&g, 1);
	NAMED("Q1", 1);
	g_hypercube(&g, 2);
	NAMED("Q2", 2);
	g_hypercube(&g, 3);
	NAMED("Q3", 2);
	g_hypercube(&g, 4);
	NAMED("Q4", 3);
	g_gen_petersen(&g, 5, 2);
	NAMED("Petersen", 3);
	g_from_graph6(&g, "IheA@GUAo");
	NAMED("Petersen (graph6)", 3);
	g_gen_petersen(&g, 10, 2);
	NAMED("dodecahedron", 3);
	g_heawood(&g);
	NAMED("Heawood", 3);
#undef NAMED

	tap("cop numbers of %d named graphs: C3 1, C4..C8 2, grids 2x2 3x3 3x4 2, "
		"Q1..Q4 1 2 2 3, Petersen, dodecahedron, Heawood 3", graphs);
}

/*
 * Small games worked out by hand from the rules, mostly without may_stay
 * and on directed graphs.
 */
static void
test_hand(void)
{
	Graph		g;
	int			s0[4] = {0, 0, 0, 0};
	int			s1[1] = {1};
	int			s01[2] = {0, 1};
	PoSolved   *s;

	/*
	 * One node, no loop, no staying: the cat placed there has no legal move,
	 * but the mouse must start somewhere, i.e. on the cat, and "already
	 * caught" is checked before "cats stuck": time 0.  Same with staying,
	 * and with two cats.
	 */
	g_init(&g, 1);
	expect("K1 no loop, no stay", &g, 1, false, true, 0, s0, 0);
	expect("K1 no loop, stay", &g, 1, true, true, 0, s0, 0);
	expect("K1 no loop, no stay, 2 cats", &g, 2, false, true, 0, s0, 0);

	/*
	 * K2 without staying: the cat on 0 must move to 1, where the mouse is:
	 * time 1; reply 1 (0 is caught at once).
	 */
	g_complete(&g, 2);
	expect("K2 no stay", &g, 1, false, true, 1, s0, 1);

	/*
	 * P3 (0 - 1 - 2) without staying.  Cat on 0: a mouse on 1 is caught by
	 * the cat's only move (to 1); a mouse on 2 sees the cat come to 1 and
	 * must move, and its only move is onto the cat: also 1.  So {0} already
	 * achieves 1 (0 is impossible: 3 nodes, 1 cat); reply 1.  With staying,
	 * the cat on 0 needs 2 against a mouse on 2 (it stays), so {1}: time 1,
	 * reply 0.
	 */
	g_path(&g, 3);
	expect("P3 no stay", &g, 1, false, true, 1, s0, 1);
	expect("P3 stay", &g, 1, true, true, 1, s1, 0);

	/*
	 * P4 (0 - 1 - 2 - 3) without staying.  Cat on 1: mouse on 0 or 2 is
	 * caught by the first move; a mouse on 3 sees the cat come to 2 and must
	 * step onto it: time 1 everywhere, reply 0.  (Cat on 0 is worse: the
	 * mouse on 2 goes to 3 when the cat comes to 1, and is caught only on
	 * the next round.)  With staying P4 takes 2 (see test_paths).
	 */
	g_path(&g, 4);
	expect("P4 no stay", &g, 1, false, true, 1, s1, 0);

	/*
	 * One arc 0 -> 1.  The cat on 1 is stuck, so a mouse on 0 escapes; the
	 * cat on 0 goes to 1: time 1, reply 1.  Either way of staying.  With two
	 * cats and no staying, {0, 1} covers both nodes: time 0 although the cat
	 * on 1 has no move.  From (mouse 0, cats 1 1) the cats are stuck: the
	 * mouse escapes; from (mouse 1, cats 0 0) both cats step to 1.
	 */
	g_init(&g, 2);
	g_arc(&g, 0, 1);
	expect("arc 0->1 no stay", &g, 1, false, true, 1, s0, 1);
	expect("arc 0->1 stay", &g, 1, true, true, 1, s0, 1);
	expect("arc 0->1 no stay, 2 cats", &g, 2, false, true, 0, s01, 0);
	s = po_solve(2, g.a, 2, false);
	if (s == NULL)
		fail("arc 0->1: po_solve failed");
	else
	{
		int			c11[2] = {1, 1};
		int			c00[2] = {0, 0};
		int			c10[2] = {1, 0};

		CHECK(po_time_cats_to_move(s, 0, c11) == -1, "arc: stuck cats");
		CHECK(po_time_cats_to_move(s, 1, c00) == 1, "arc: both step");
		CHECK(po_time_cats_to_move(s, 1, c10) == 0, "arc: caught, cat stuck");
		CHECK(po_time_cats_to_move(s, 0, c10) == 0, "arc: caught, any order");
		CHECK(po_time_mouse_to_move(s, 0, c10) == 0, "arc: mouse caught");
		/* the mouse on 0 must move (to 1) where no cat is: cats stuck */
		CHECK(po_time_mouse_to_move(s, 0, c11) == 0,
			  "arc: mouse on 0, cats on 1: the mouse steps onto them");
		po_free(s);
	}

	/*
	 * Two nodes and no arcs: one cat can never reach the other node (no
	 * staying: it is stuck and loses at once; staying: a draw): the mouse
	 * escapes.  Two cats cover both nodes: time 0.
	 */
	g_init(&g, 2);
	expect("2 isolated, no stay", &g, 1, false, false, -1, s0, -1);
	expect("2 isolated, stay", &g, 1, true, false, -1, s0, -1);
	CHECK(cop_number(&g, 3, false) == 2, "2 isolated: cop number");

	/*
	 * The directed triangle 0 -> 1 -> 2 -> 0.  One cat: a mouse two steps
	 * ahead of it (on c + 2) keeps that lead for ever, with or without
	 * staying (if the cat stays the mouse stays too; without staying, when
	 * the cat comes to c + 1 the mouse moves on to c).  Two cats on 0 and 1
	 * catch a mouse on 2 with the move 1 -> 2: time 1, reply 2.  Without
	 * staying {0, 0} fails (both must go to 1 together, and the chase goes
	 * round); with staying {0, 0} takes 2.  Either way {0, 1} is best.
	 */
	g_init(&g, 3);
	g_arc(&g, 0, 1);
	g_arc(&g, 1, 2);
	g_arc(&g, 2, 0);
	expect("directed C3, no stay", &g, 1, false, false, -1, s0, -1);
	expect("directed C3, stay", &g, 1, true, false, -1, s0, -1);
	expect("directed C3, no stay, 2 cats", &g, 2, false, true, 1, s01, 2);
	expect("directed C3, stay, 2 cats", &g, 2, true, true, 1, s01, 2);
	s = po_solve(3, g.a, 2, false);
	if (s != NULL)
	{
		CHECK(po_time_cats_to_move(s, 2, s0) == -1, "directed C3: {0,0} no stay");
		po_free(s);
	}
	s = po_solve(3, g.a, 2, true);
	if (s != NULL)
	{
		CHECK(po_time_cats_to_move(s, 2, s0) == 2, "directed C3: {0,0} stay");
		po_free(s);
	}

	/*
	 * A mouse with no legal move is caught.  Two nodes, a loop on 0 and
	 * nothing else, no staying: the cat on 0 moves round its loop, and the
	 * mouse on 1 then has no move: caught, time 1; the cat on 1 is stuck.
	 * So {0}, time 1, reply 1.  With staying, the mouse on 1 just stays and
	 * the cat can never get there: escapes.
	 */
	g_init(&g, 2);
	g_arc(&g, 0, 0);
	expect("loop on 0, no stay", &g, 1, false, true, 1, s0, 1);
	expect("loop on 0, stay", &g, 1, true, false, -1, s0, -1);
	s = po_solve(2, g.a, 1, false);
	if (s != NULL)
	{
		CHECK(po_time_mouse_to_move(s, 1, s0) == 0, "mouse stuck: caught");
		po_free(s);
	}

	tap("hand-worked games: no staying, directed, stuck players");
}

static void
test_api(void)
{
	Graph		g;
	PoSolved   *s;
	PoResult	r;
	unsigned char one = 0;

	CHECK(po_solve(0, &one, 1, true) == NULL, "n = 0 accepted");
	CHECK(po_solve(1, &one, 0, true) == NULL, "k = 0 accepted");
	CHECK(po_solve(1, &one, PO_MAX_CATS + 1, true) == NULL, "k too big accepted");
	CHECK(po_solve(1, NULL, 1, true) == NULL, "NULL adj accepted");

	/* positions: 2 * n * C(n + k - 1, k) */
	g_complete(&g, 4);
	CHECK(po_pursuit(4, g.a, 2, true, &r) && r.positions == 80,
		  "K4, 2 cats: positions %lld", r.positions);
	g_gen_petersen(&g, 5, 2);
	CHECK(po_pursuit(10, g.a, 3, true, &r) && r.positions == 4400,
		  "Petersen, 3 cats: positions %lld", r.positions);
	CHECK(po_pursuit(10, g.a, 1, true, &r) && r.positions == 200,
		  "Petersen, 1 cat: positions %lld", r.positions);

	/* the order of the cats does not matter; caught positions are 0 */
	g_cycle(&g, 6);
	s = po_solve(6, g.a, 3, true);
	if (s == NULL)
		fail("C6: po_solve failed");
	else
	{
		for (int m = 0; m < 6; m++)
			for (int a = 0; a < 6; a++)
				for (int b = 0; b < 6; b++)
					for (int c = 0; c < 6; c++)
					{
						int			p[6][3] = {{a, b, c}, {a, c, b}, {b, a, c},
						{b, c, a}, {c, a, b}, {c, b, a}};
						int			t0 = po_time_cats_to_move(s, m, p[0]);
						int			u0 = po_time_mouse_to_move(s, m, p[0]);

						for (int i = 1; i < 6; i++)
						{
							CHECK(po_time_cats_to_move(s, m, p[i]) == t0,
								  "C6: cats order");
							CHECK(po_time_mouse_to_move(s, m, p[i]) == u0,
								  "C6: cats order (mouse to move)");
						}
						if (m == a || m == b || m == c)
							CHECK(t0 == 0 && u0 == 0, "C6: caught not 0");
						else
							CHECK(t0 >= 1 && u0 >= 1, "C6: free mouse at 0");
					}
		{
			int			bad[3] = {0, 6, 1};

			CHECK(po_time_cats_to_move(s, 0, bad) == -2, "bad cat node");
			CHECK(po_time_cats_to_move(s, -1, bad) == -2, "bad mouse node");
		}
		po_free(s);
	}
	tap("API: bad arguments, positions, cats in any order, caught = 0");
}

/* ------------------------------------------- a second reference search */

/*
 * Memoized bounded search over (mouse, ordered tuple of cats), written
 * separately from pursuit_oracle.c: cats_within(m, C, t) is whether the
 * cats, to move, can force a capture within t cat turns; mouse_within(m, C,
 * r) whether the mouse, to move, is caught within r more cat turns whatever
 * it does.  A forced capture takes fewer cat turns than there are
 * cats-to-move positions (the times along the best play count down through
 * distinct positions), so a position not won within that bound is escaped.
 */
typedef struct Ref
{
	const Graph *g;
	int			k;
	bool		may_stay;
	long		tuples;			/* n^k */
	int			bound;			/* n * C(n + k - 1, k) */
	signed char *memo[2];		/* [turn][(m * tuples + code) * (bound+1) + t] */
} Ref;

static bool ref_cats_within(Ref *R, int m, const int *cats, int t);

static bool
legal(const Ref *R, int from, int to)
{
	return R->g->a[from * R->g->n + to] || (R->may_stay && from == to);
}

static long
ref_slot(const Ref *R, int m, const int *cats, int t)
{
	long		code = 0;

	for (int i = 0; i < R->k; i++)
		code = code * R->g->n + cats[i];
	return ((long) m * R->tuples + code) * (R->bound + 1) + t;
}

static bool
on_cat(const Ref *R, const int *cats, int m)
{
	for (int i = 0; i < R->k; i++)
		if (cats[i] == m)
			return true;
	return false;
}

static bool
ref_mouse_within(Ref *R, int m, const int *cats, int r)
{
	long		slot = ref_slot(R, m, cats, r);
	bool		all = true;

	if (R->memo[1][slot] >= 0)
		return R->memo[1][slot];
	if (!on_cat(R, cats, m))
	{
		/* every mouse move must be caught within r (none: caught now) */
		for (int to = 0; to < R->g->n && all; to++)
			if (legal(R, m, to) && !on_cat(R, cats, to))
				all = ref_cats_within(R, to, cats, r);
	}
	R->memo[1][slot] = all;
	return all;
}

/* Some joint move of cats[i..k-1] (cats[0..i-1] already moved into next). */
static bool
ref_some_joint(Ref *R, int m, const int *cats, int *next, int i, int t)
{
	if (i == R->k)
		return ref_mouse_within(R, m, next, t - 1);
	for (int to = 0; to < R->g->n; to++)
		if (legal(R, cats[i], to))
		{
			next[i] = to;
			if (ref_some_joint(R, m, cats, next, i + 1, t))
				return true;
		}
	return false;
}

static bool
ref_cats_within(Ref *R, int m, const int *cats, int t)
{
	long		slot = ref_slot(R, m, cats, t);
	bool		win;
	int			next[PO_MAX_CATS];

	if (R->memo[0][slot] >= 0)
		return R->memo[0][slot];
	if (on_cat(R, cats, m))
		win = true;
	else if (t == 0)
		win = false;
	else
	{
		bool		stuck = false;

		for (int i = 0; i < R->k; i++)
		{
			bool		any = false;

			for (int to = 0; to < R->g->n; to++)
				any = any || legal(R, cats[i], to);
			stuck = stuck || !any;
		}
		win = !stuck && ref_some_joint(R, m, cats, next, 0, t);
	}
	R->memo[0][slot] = win;
	return win;
}

static int
ref_time(Ref *R, int turn, int m, const int *cats)
{
	for (int t = 0; t <= R->bound; t++)
		if (turn == 0 ? ref_cats_within(R, m, cats, t)
			: ref_mouse_within(R, m, cats, t))
			return t;
	return -1;
}

/* Compare every position of one game; returns the number of mismatches. */
static long
compare_with_ref(const Graph *g, int k, bool may_stay)
{
	Ref			R;
	PoSolved   *s;
	long		size;
	long		bad = 0;
	long long	sets = 1;
	int			cats[PO_MAX_CATS];

	for (int i = 1; i <= k; i++)
		sets = sets * (g->n - 1 + i) / i;
	R.g = g;
	R.k = k;
	R.may_stay = may_stay;
	R.tuples = 1;
	for (int i = 0; i < k; i++)
		R.tuples *= g->n;
	R.bound = (int) (g->n * sets);
	size = g->n * R.tuples * (R.bound + 1);
	R.memo[0] = malloc(size);
	R.memo[1] = malloc(size);
	s = po_solve(g->n, g->a, k, may_stay);
	if (R.memo[0] == NULL || R.memo[1] == NULL || s == NULL)
	{
		fail("compare: out of memory");
		free(R.memo[0]);
		free(R.memo[1]);
		po_free(s);
		return 1;
	}
	memset(R.memo[0], -1, size);
	memset(R.memo[1], -1, size);

	for (long code = 0; code < R.tuples; code++)
	{
		long		c = code;

		for (int i = k - 1; i >= 0; i--)
		{
			cats[i] = (int) (c % g->n);
			c /= g->n;
		}
		for (int m = 0; m < g->n; m++)
		{
			int			want_c = ref_time(&R, 0, m, cats);
			int			want_m = ref_time(&R, 1, m, cats);
			int			got_c = po_time_cats_to_move(s, m, cats);
			int			got_m = po_time_mouse_to_move(s, m, cats);

			if (got_c != want_c || got_m != want_m)
			{
				bad++;
				fail("n %d k %d stay %d mouse %d cats[0] %d: oracle %d/%d, search %d/%d",
					 g->n, k, may_stay, m, cats[0], got_c, got_m, want_c, want_m);
			}
		}
	}

	/* and the start: the least worst time over sorted placements */
	{
		PoResult	r;
		int			best = -1,
					best_code = -1,
					best_m = -1;

		po_result(s, &r);
		for (long code = 0; code < R.tuples; code++)
		{
			long		c = code;
			bool		sorted = true;
			int			worst = 0,
						worst_m = -1;

			for (int i = k - 1; i >= 0; i--)
			{
				cats[i] = (int) (c % g->n);
				c /= g->n;
			}
			for (int i = 1; i < k; i++)
				sorted = sorted && cats[i - 1] <= cats[i];
			if (!sorted)
				continue;
			for (int m = 0; m < g->n && worst >= 0; m++)
			{
				int			t = ref_time(&R, 0, m, cats);

				if (t < 0 || t > worst || worst_m < 0)
				{
					worst = t;
					worst_m = m;
				}
			}
			if (worst >= 0 && (best < 0 || worst < best))
			{
				best = worst;
				best_code = (int) code;
				best_m = worst_m;
			}
		}
		if (best < 0)
		{
			if (r.cats_win || r.capture_time != -1 || r.mouse_start != -1)
			{
				bad++;
				fail("n %d k %d stay %d: oracle says cats win", g->n, k, may_stay);
			}
		}
		else
		{
			long		c = best_code;
			bool		same = r.cats_win && r.capture_time == best &&
				r.mouse_start == best_m;

			for (int i = k - 1; i >= 0; i--)
			{
				same = same && r.cat_starts[i] == (int) (c % g->n);
				c /= g->n;
			}
			if (!same)
			{
				bad++;
				fail("n %d k %d stay %d: start differs (time %d/%d, mouse %d/%d)",
					 g->n, k, may_stay, r.capture_time, best, r.mouse_start,
					 best_m);
			}
		}
	}
	free(R.memo[0]);
	free(R.memo[1]);
	po_free(s);
	return bad;
}

static void
test_random_digraphs(void)
{
	Graph		g;
	int			games = 0;

	for (int trial = 0; trial < 400; trial++)
	{
		int			n = 1 + (int) rnd(5);
		int			k = 1 + (int) rnd(n <= 4 ? 3 : 2);
		unsigned	density = 1 + rnd(4);	/* arc probability density/5 */
		unsigned	loops = rnd(3);	/* 0 none, 1 some, 2 all */

		g_init(&g, n);
		for (int u = 0; u < n; u++)
			for (int v = 0; v < n; v++)
			{
				if (u == v)
					g.a[u * n + v] = loops == 2 || (loops == 1 && rnd(2));
				else
					g.a[u * n + v] = rnd(5) < density;
			}
		for (int stay = 0; stay < 2; stay++)
		{
			compare_with_ref(&g, k, stay == 1);
			games++;
		}
	}
	tap("%d random digraph games (n <= 5, k <= 3): every position and the start agree with a bounded search",
		games);
}

/*
 * More cats never take longer: an extra cat can shadow the first one.
 * And on undirected graphs (with staying) one cat wins iff dismantlable,
 * connected or not.
 */
static void
test_random_undirected(void)
{
	Graph		g;
	int			graphs = 0;

	for (int trial = 0; trial < 400; trial++)
	{
		int			n = 1 + (int) rnd(8);
		unsigned	density = 1 + rnd(9);
		int			prev = -1;
		bool		prev_win = false;

		g_init(&g, n);
		for (int u = 0; u < n; u++)
			for (int v = u + 1; v < n; v++)
				if (rnd(10) < density)
					g_edge(&g, u, v);
		for (int k = 1; k <= 3; k++)
		{
			PoResult	r;

			if (!po_pursuit(n, g.a, k, true, &r))
			{
				fail("random undirected: po_pursuit failed");
				break;
			}
			if (k == 1)
				CHECK(r.cats_win == po_dismantlable(n, g.a),
					  "random undirected %d: win %d vs dismantlable", trial,
					  r.cats_win);
			if (prev_win)
				CHECK(r.cats_win && r.capture_time <= prev,
					  "random undirected %d: %d cats slower (%d > %d)", trial,
					  k, r.capture_time, prev);
			prev_win = r.cats_win;
			prev = r.capture_time;
		}
		graphs++;
	}
	tap("%d random undirected graphs: 1 cat wins iff dismantlable; more cats never slower",
		graphs);
}

/* ----------------------------------------------------------- stdin modes */

static int
run_geng(bool copnumber)
{
	char		line[1024];
	Graph		g;
	long		graphs = 0,
				connected = 0,
				dismantlable = 0;
	long		by_cop[MAX_N + 1][5];	/* [n][1, 2, 3, >3 as 4] */
	bool		seen_n[MAX_N + 1] = {false};

	memset(by_cop, 0, sizeof(by_cop));
	while (fgets(line, sizeof(line), stdin) != NULL)
	{
		PoResult	r;
		bool		dis;

		if (strncmp(line, ">>graph6<<", 10) == 0)
			memmove(line, line + 10, strlen(line + 10) + 1);
		if (line[0] == '\n' || line[0] == '\0')
			continue;
		if (!g_from_graph6(&g, line))
		{
			fail("malformed graph6 line: %s", line);
			continue;
		}
		graphs++;
		dis = po_dismantlable(g.n, g.a);
		dismantlable += dis;
		if (!po_pursuit(g.n, g.a, 1, true, &r))
		{
			fail("po_pursuit failed on %s", line);
			continue;
		}
		CHECK(r.cats_win == dis, "%.*s: one cat %s but %sdismantlable",
			  (int) strcspn(line, "\r\n"), line, r.cats_win ? "wins" : "loses",
			  dis ? "" : "not ");
		if (g_connected(&g))
		{
			connected++;
			if (copnumber)
			{
				int			c = r.cats_win ? 1 : cop_number(&g, 3, true);

				CHECK(c != -2, "%s: cop number failed", line);
				CHECK(c != 1 || r.cats_win, "cop number 1 but one cat loses");
				by_cop[g.n][c < 0 ? 4 : c]++;
				seen_n[g.n] = true;
			}
		}
	}
	CHECK(graphs > 0, "no graphs read");
	tap("%ld graphs (%ld connected, %ld dismantlable): one cat wins iff dismantlable",
		graphs, connected, dismantlable);
	if (copnumber)
	{
		for (int n = 0; n <= MAX_N; n++)
			if (seen_n[n])
			{
				printf("# n=%d connected graphs by cop number: 1: %ld, 2: %ld, 3: %ld, >3: %ld\n",
					   n, by_cop[n][1], by_cop[n][2], by_cop[n][3], by_cop[n][4]);
				CHECK(by_cop[n][4] == 0, "n=%d: a graph needs more than 3 cats", n);
			}
		tap("cop numbers counted (at most 3 cats needed)");
	}
	return 0;
}

static int
run_showg(void)
{
	char		line[1024];
	Graph		g;
	int			count = 0;

	while (fgets(line, sizeof(line), stdin) != NULL)
	{
		if (strncmp(line, ">>graph6<<", 10) == 0)
			memmove(line, line + 10, strlen(line + 10) + 1);
		if (line[0] == '\n' || line[0] == '\0')
			continue;
		if (!g_from_graph6(&g, line))
		{
			fprintf(stderr, "malformed graph6 line: %s", line);
			return 1;
		}
		printf("\nGraph %d, order %d.\n", ++count, g.n);
		for (int u = 0; u < g.n; u++)
		{
			for (int v = 0; v < g.n; v++)
				putchar(g.a[u * g.n + v] ? '1' : '0');
			putchar('\n');
		}
	}
	return 0;
}

int
main(int argc, char **argv)
{
	bool		geng = false;
	bool		copnumber = false;

	for (int i = 1; i < argc; i++)
	{
		if (strcmp(argv[i], "--geng") == 0)
			geng = true;
		else if (strcmp(argv[i], "--copnumber") == 0)
			copnumber = true;
		else if (strcmp(argv[i], "--showg") == 0)
			return run_showg();
		else
		{
			fprintf(stderr, "usage: %s [--geng [--copnumber] | --showg]\n",
					argv[0]);
			return 2;
		}
	}

	if (geng)
		run_geng(copnumber);
	else
	{
		test_graph6();
		test_paths();
		test_stars();
		test_trees();
		test_complete();
		test_named();
		test_hand();
		test_api();
		test_random_digraphs();
		test_random_undirected();
	}
	printf("1..%d\n", test_no);
	return tests_failed > 0 ? 1 : 0;
}
