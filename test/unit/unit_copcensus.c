/*
 * unit_copcensus.c
 *	  The census's cops and robbers (src/core/copcensus.c, its shortcuts and
 *	  64-bit sets) against the full game of pursuit.h, on every graph that
 *	  geng (src/core/generate.c) makes of up to 8 nodes, connected or not:
 *	  the cop number (up to 3 cats) and the capture time of one cat and of
 *	  two.  And geng itself: its counts, res/mod parts, and its graph6 codes
 *	  read back by the codec of graph6.c.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "copcensus.h"
#include "gen.h"
#include "generate.h"
#include "graph6.h"
#include "pursuit.h"
#include "unit.h"

/* pursuit.h: k cats with may_stay; capture time or -1 */
static int
full_game(const uint64_t *rows, int n, int k)
{
	int32_t		off[65],
				adj[64 * 64];
	CmGraph		g;
	CmPursuit	p;
	CmError		e;
	size_t		bytes;
	void	   *work;
	int			t;

	cm_geng_graph(rows, n, off, adj, &g);
	bytes = cm_pursuit_bytes(&g, k, CM_PURSUIT_RESULT, &e);
	work = malloc(bytes);
	if (cm_pursuit_init(&p, &g, k, true, CM_PURSUIT_RESULT, work, bytes, &e) != CM_OK ||
		cm_pursuit_solve(&p, NULL, NULL) != CM_OK)
	{
		free(work);
		return -2;
	}
	t = p.cats_win ? p.capture_time : -1;
	free(work);
	return t;
}

/* cm_cop_facts()'s work memory, and how often it asked for more game memory */
static CmCopWork cop_work;
static long game_asks;

/*
 * cm_cop_facts() on a work memory filled with ones first, so that a read
 * before a write gives a wrong answer (the memory is the caller's, kept
 * from graph to graph); the game's memory given as it asks for it, as the
 * server does.
 */
static void
cop_facts(const uint64_t *rows, int n, int max_cats, CmCopFacts *f)
{
	void	   *game = cop_work.game;
	size_t		bytes = cop_work.game_bytes;
	CmError		e;
	CmStatus	st;

	memset(&cop_work, 0xff, sizeof(cop_work));
	cop_work.game = game;
	cop_work.game_bytes = bytes;
	while ((st = cm_cop_facts(rows, n, max_cats, &cop_work, NULL, NULL, f, &e)) == CM_ERR_TOO_BIG)
	{
		CHECK(e.value > (int64_t) cop_work.game_bytes && e.expected >= 3 && e.expected <= max_cats,
			  "graph of %d nodes: asked for %lld bytes for %lld cats, with %zu", n,
			  (long long) e.value, (long long) e.expected, cop_work.game_bytes);
		if (e.value <= (int64_t) cop_work.game_bytes)
			break;
		cop_work.game = realloc(cop_work.game, (size_t) e.value);
		cop_work.game_bytes = (size_t) e.value;
		game_asks++;
	}
	CHECK(st == CM_OK || st == CM_ERR_TOO_BIG, "graph of %d nodes: status %d", n, (int) st);
}

/* cm_cop_tally_graph() on the same work memory, given game memory as it asks */
static void
cop_tally(CmCopTally *c, const uint64_t *rows, int n)
{
	CmError		e;
	CmStatus	st;

	while ((st = cm_cop_tally_graph(c, rows, n, &cop_work, NULL, NULL, &e)) == CM_ERR_TOO_BIG &&
		   e.value > (int64_t) cop_work.game_bytes)
	{
		cop_work.game = realloc(cop_work.game, (size_t) e.value);
		cop_work.game_bytes = (size_t) e.value;
	}
	CHECK(st == CM_OK, "tally of a graph of %d nodes: status %d", n, (int) st);
}

typedef struct Tally
{
	long		graphs;
	long		by_cops[4];
	long		wrong;
	long		fallbacks;
	int			max_time[3];

	/*
	 * The census's tally of the graphs of one size (cm_cop_tally_graph),
	 * and what it should hold, kept here from the full game: by cop number
	 * (0: more than three cats) the graphs, the longest capture time and
	 * the least code reaching it
	 */
	CmCopTally	cop;
	long		want_graphs[4];
	int			want_time[4];
	int			want_len[4];
	char		want_code[4][CM_COP_CODE_BYTES];
	long		tallies;
} Tally;

static void
tally_start(Tally *t)
{
	cm_cop_tally_init(&t->cop, 3);
	memset(t->want_graphs, 0, sizeof(t->want_graphs));
	memset(t->want_len, 0, sizeof(t->want_len));
	for (int k = 0; k < 4; k++)
		t->want_time[k] = -1;
}

static void
tally_check(Tally *t, const char *what)
{
	for (int k = 0; k < 4; k++)
		CHECK(t->cop.graphs[k] == t->want_graphs[k] && t->cop.time[k] == t->want_time[k] &&
			  t->cop.example_len[k] == t->want_len[k] &&
			  memcmp(t->cop.example[k], t->want_code[k], (size_t) t->want_len[k]) == 0,
			  "%s, cop number %d: the tally has %lld graphs, time %d, example %.*s; the full game %ld, %d, %.*s",
			  what, k, (long long) t->cop.graphs[k], (int) t->cop.time[k],
			  (int) t->cop.example_len[k], t->cop.example[k], t->want_graphs[k], t->want_time[k],
			  t->want_len[k], t->want_code[k]);
	t->tallies++;
}

static bool
check_graph(void *arg, const uint64_t *rows, int n)
{
	Tally	   *t = arg;
	CmCopFacts	f;
	int			t1 = full_game(rows, n, 1);
	int			t2 = t1 >= 0 ? -1 : full_game(rows, n, 2);
	int			want = t1 >= 0 ? 1 : t2 >= 0 ? 2 : full_game(rows, n, 3) >= 0 ? 3 : 0;
	int			want_time = want == 1 ? t1 : want == 2 ? t2 : -1;

	cop_facts(rows, n, 3, &f);
	t->graphs++;
	t->by_cops[f.cop_number]++;
	t->fallbacks += f.fallback;
	if (f.cop_number != want || f.capture_time != want_time)
	{
		t->wrong++;
		CHECK(false, "graph of %d nodes: cop number %d time %d, the full game %d time %d",
			  n, f.cop_number, f.capture_time, want, want_time);
	}
	if (want >= 1 && want <= 2 && want_time > t->max_time[want])
		t->max_time[want] = want_time;

	/* into the census's tally, and into what it should hold */
	{
		char		code[CM_COP_CODE_BYTES];
		int			len = (int) cm_geng_graph6_length(n);

		cop_tally(&t->cop, rows, n);
		cm_geng_graph6(rows, n, code);
		t->want_graphs[want]++;
		if (t->want_len[want] == 0 || want_time > t->want_time[want] ||
			(want_time == t->want_time[want] && memcmp(code, t->want_code[want], (size_t) len) < 0))
		{
			t->want_time[want] = want_time;
			t->want_len[want] = len;
			memcpy(t->want_code[want], code, (size_t) len);
		}
	}
	return false;
}

void
test_cop_census(char *detail, size_t len)
{
	Tally		t;
	CmGengOptions o;
	CmError		e;
	int64_t		count;

	memset(&t, 0, sizeof(t));
	for (int n = 1; n <= every_graph_nodes; n++)
	{
		char		what[40];

		cm_geng_defaults(&o, n);
		tally_start(&t);
		CHECK(cm_geng_run(&o, check_graph, &t, NULL, NULL, &count, &e) == CM_OK,
			  "geng %d", n);
		snprintf(what, sizeof(what), "geng's graphs of %d nodes", n);
		tally_check(&t, what);
	}
	/*
	 * The Petersen graph needs three cats (two cats' sets decide that two
	 * lose; three nodes dominate it).  Two of them side by side need six:
	 * no three nodes dominate, so three cats are the game itself's to
	 * decide, and without game memory it asks for what pursuit.h sizes.
	 */
	{
		static const int edges[15][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0},
		{0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}};
		uint64_t	rows[20] = {0};
		CmCopFacts	f;
		CmCopWork  *w = calloc(1, sizeof(CmCopWork));
		CmError		e;
		CmStatus	st;

		for (int k = 0; k < 30; k++)
		{
			int			a = edges[k % 15][0] + 10 * (k / 15),
						b = edges[k % 15][1] + 10 * (k / 15);

			rows[a] |= (uint64_t) 1 << (63 - b);
			rows[b] |= (uint64_t) 1 << (63 - a);
		}
		st = w == NULL ? CM_OK : cm_cop_facts(rows, 20, 3, w, NULL, NULL, &f, &e);
		CHECK(st == CM_ERR_TOO_BIG && e.expected == 3 && e.value > 0,
			  "two Petersen graphs without game memory: status %d, %lld bytes for %lld cats",
			  (int) st, (long long) e.value, (long long) e.expected);
		free(w);
		cop_facts(rows, 20, 3, &f);
		CHECK(f.cop_number == 0 && f.fallback, "two Petersen graphs, at most 3 cats: %d",
			  f.cop_number);
		cop_facts(rows, 10, 3, &f);
		CHECK(f.cop_number == 3 && !f.fallback, "the Petersen graph: cop number %d", f.cop_number);
		cop_facts(rows, 10, 2, &f);
		CHECK(f.cop_number == 0, "the Petersen graph, at most 2 cats: %d", f.cop_number);
	}

	/*
	 * Seeded random graphs of 9 to 24 nodes, connected or not: the shortcuts'
	 * tables (up to 16 nodes) on larger graphs than geng's above, and the
	 * loops beyond them; then 8 of 56 to 64, whose codes are the longest a
	 * tally keeps.  A tally each.
	 */
	{
		long		before = t.graphs;

		for (int i = 0; i < 408; i++)
		{
			uint64_t	rows[64] = {0};
			int			n;
			double		p;

			rng_state = 0xc0bce25ULL + (uint64_t) i;
			n = i < 400 ? 9 + rng_below(16) : 56 + rng_below(9);
			p = i < 400 ? 0.1 + 0.05 * rng_below(10) : 0.3 + 0.05 * rng_below(8);
			for (int u = 0; u < n; u++)
				for (int v = u + 1; v < n; v++)
					if (rng_chance(p))
					{
						rows[u] |= (uint64_t) 1 << (63 - v);
						rows[v] |= (uint64_t) 1 << (63 - u);
					}
			tally_start(&t);
			check_graph(&t, rows, n);
			tally_check(&t, "a random graph");
		}
		CHECK(t.graphs - before == 408, "random graphs: %ld", t.graphs - before);
	}
	CHECK(t.fallbacks > 0 && game_asks > 0, "the game itself played %ld times, its memory asked for %ld",
		  t.fallbacks, game_asks);
	snprintf(detail, len, "%ld graphs of 1 to %d nodes and 408 random ones of 9 to 24 and 56 to 64: %ld cop-win (longest capture %d), %ld of cop number 2 (longest %d), %ld of 3; %ld by the game itself (its memory asked for %ld times); %ld tallies as the full game's",
			 t.graphs, every_graph_nodes, t.by_cops[1], t.max_time[1], t.by_cops[2], t.max_time[2], t.by_cops[3],
			 t.fallbacks, game_asks, t.tallies);
}

typedef struct Codes
{
	long		count;
	uint64_t	hash;			/* of the codes, in order */
	bool		read_back;		/* each code read by the graph6 codec */
	char		code[16];
} Codes;

/*
 * Is code (len bytes) the graph of geng's rows, as graph6.c, the codec
 * checked against nauty's own tools, reads it?
 */
static bool
code_is_graph(const char *code, size_t len, const uint64_t *rows, int n)
{
	CmCode		parsed;
	CmError		e;
	CmGraph		g;
	int32_t		off[17],
				adj[16 * 16];
	uint64_t	read[16] = {0};

	if (n > 16 || cm_code_parse(code, len, &parsed, &e) != CM_OK ||
		parsed.format != CM_GRAPH6 || parsed.nodes != n ||
		cm_code_graph(&parsed, off, adj, &g, NULL, NULL, &e) != CM_OK)
		return false;
	for (int u = 0; u < n; u++)
		for (int k = off[u]; k < off[u + 1]; k++)
			read[u] |= (uint64_t) 1 << (63 - adj[k]);
	return memcmp(read, rows, sizeof(uint64_t) * n) == 0;
}

static bool
hash_code(void *arg, const uint64_t *rows, int n)
{
	Codes	   *c = arg;
	size_t		len = cm_geng_graph6_length(n);

	cm_geng_graph6(rows, n, c->code);
	if (c->read_back)
		CHECK(code_is_graph(c->code, len, rows, n), "geng %d: the graph6 code %.*s is not its graph",
			  n, (int) len, c->code);
	for (size_t i = 0; i < len; i++)
		c->hash = (c->hash ^ (unsigned char) c->code[i]) * 0x100000001b3ULL;
	c->hash = (c->hash ^ '\n') * 0x100000001b3ULL;
	c->count++;
	return c->count >= 1000000;
}

static int	polls;

static bool
stop_polling(void *arg)
{
	(void) arg;
	return ++polls > 2;
}

/* geng: counts as nauty's documentation gives them, parts, stop, cancel */
void
test_geng(char *detail, size_t len)
{
	static const long connected[] = {0, 1, 1, 2, 6, 21, 112, 853, 11117, 261080};
	static const long all[] = {0, 1, 2, 4, 11, 34, 156, 1044, 12346, 274668};
	CmGengOptions o;
	CmError		e;
	int64_t		count,
				parts;
	Codes		c;

	/* the quick checks first, so that a mistake there fails fast */
	memset(&c, 0, sizeof(c));
	/* impossible bounds: no graph, no run */
	cm_geng_defaults(&o, 6);
	o.connected = true;
	o.max_edges = 4;
	CHECK(!cm_geng_possible(&o) && cm_geng_run(&o, hash_code, &c, NULL, NULL, &count, &e) == CM_OK &&
		  count == 0, "6 nodes connected with 4 edges: %ld graphs", (long) count);
	/* refused */
	o.res = 3;
	o.mod = 3;
	CHECK(cm_geng_check(&o, &e) == CM_ERR_GENG_ARG && e.arg == CM_GENG_RES, "res 3 of 3");
	cm_geng_defaults(&o, 65);
	CHECK(cm_geng_check(&o, &e) == CM_ERR_GENG_ARG && e.arg == CM_GENG_NODES, "65 nodes");

	for (int n = 1; n <= 9; n++)
	{
		cm_geng_defaults(&o, n);
		memset(&c, 0, sizeof(c));
		c.read_back = true;
		CHECK(cm_geng_run(&o, hash_code, &c, NULL, NULL, &count, &e) == CM_OK && count == all[n],
			  "geng %d: %ld graphs", n, (long) count);
		o.connected = true;
		CHECK(cm_geng_run(&o, hash_code, &c, NULL, NULL, &count, &e) == CM_OK && count == connected[n],
			  "geng -c %d: %ld graphs", n, (long) count);
	}
	/* the parts of 9 nodes add up */
	parts = 0;
	for (int r = 0; r < 7; r++)
	{
		cm_geng_defaults(&o, 9);
		o.connected = true;
		o.res = r;
		o.mod = 7;
		memset(&c, 0, sizeof(c));
		cm_geng_run(&o, hash_code, &c, NULL, NULL, &count, &e);
		parts += count;
	}
	CHECK(parts == connected[9], "geng -c 9 in 7 parts: %ld", (long) parts);
	/* cancel, then a full run again */
	cm_geng_defaults(&o, 10);
	polls = 0;
	CHECK(cm_geng_run(&o, hash_code, &c, stop_polling, NULL, &count, &e) == CM_CANCELLED,
		  "geng 10 cancelled: status %d", (int) e.code);
	cm_geng_defaults(&o, 8);
	CHECK(cm_geng_run(&o, hash_code, &c, NULL, NULL, &count, &e) == CM_OK && count == all[8],
		  "geng 8 after a cancel: %ld", (long) count);
	snprintf(detail, len, "counts for 1 to 9 nodes, connected or not, every graph6 code read back; -c 9 in 7 parts; refused arguments; cancel after %d polls", polls);
}
