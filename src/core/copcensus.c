/*-------------------------------------------------------------------------
 *
 * copcensus.c
 *	  Cops and robbers on every graph of a census (copcensus.h).
 *
 * Node v is bit 63 - v of a set, as in geng's rows; N[v] is v's closed
 * neighbourhood (the cats and the mouse may stay).  Placements of two cats
 * are unordered pairs a <= b.
 *
 *-------------------------------------------------------------------------
 */
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "copcensus.h"
#include "generate.h"
#include "pursuit.h"

#define BIT(v)		((uint64_t) 1 << (63 - (v)))
/* A node of set s (the last): s &= s - 1 takes it out without waiting on it */
#define ANY(s)		(63 - cm_ctz64(s))

/*
 * A graph of the census as the shortcuts and rounds read it: its closed
 * neighbourhoods and, up to COVER_MAX nodes, tables over every set of its
 * first h nodes and every set of the others, so that the union (first,
 * rest) and the intersection (first_and, rest_and) of the neighbourhoods of
 * any set are two lookups.
 */
#define COVER_MAX	16

typedef struct Cop
{
	const uint64_t *closed;
	int			n;
	int			h;				/* nodes 0 .. h - 1 index first */
	uint64_t	all;
	uint64_t	first[1 << (COVER_MAX / 2)];
	uint64_t	rest[1 << (COVER_MAX / 2)];
	uint64_t	first_and[1 << (COVER_MAX / 2)];
	uint64_t	rest_and[1 << (COVER_MAX / 2)];
} Cop;

/* A set's halves as the tables index them (n <= COVER_MAX) */
#define FIRST(g, x)	((x) >> (64 - (g)->h))
#define REST(g, x)	(((x) >> (64 - (g)->n)) & cm_low_bits((g)->n - (g)->h))

/*
 * One table: t[i] the intersection (and) or the union of sets[bits - 1 - j]
 * over the bits j of i, a doubling per bit, four entries a step.
 */
static cm_always_inline void
fill_table(uint64_t *t, const uint64_t *sets, int bits, bool and)
{
	int			j,
				m;

	t[0] = and ? ~(uint64_t) 0 : 0;
	if (bits >= 1)
		t[1] = sets[bits - 1];
	if (bits >= 2)
	{
		t[2] = sets[bits - 2];
		t[3] = and ? t[1] & t[2] : t[1] | t[2];
	}
	for (j = 2; j < bits; j++)
	{
		uint64_t	c = sets[bits - 1 - j];
		uint64_t   *to = t + (1 << j);

		for (m = 0; m < 1 << j; m += 4)
		{
			to[m] = and ? t[m] & c : t[m] | c;
			to[m + 1] = and ? t[m + 1] & c : t[m + 1] | c;
			to[m + 2] = and ? t[m + 2] & c : t[m + 2] | c;
			to[m + 3] = and ? t[m + 3] & c : t[m + 3] | c;
		}
	}
}

static void
cop_init(Cop *g, const uint64_t *closed, int n, uint64_t all)
{
	g->closed = closed;
	g->n = n;
	g->all = all;
	g->h = (n + 1) / 2;
	if (n > COVER_MAX)
		return;
	/* bit j of an index is node h - 1 - j (first), n - 1 - j (rest) */
	fill_table(g->first_and, closed, g->h, true);
	fill_table(g->rest_and, closed + g->h, n - g->h, true);
}

/* The unions, for the rounds (the shortcuts before them need none). */
static void
cop_cover(Cop *g)
{
	if (g->n > COVER_MAX)
		return;
	fill_table(g->first, g->closed, g->h, false);
	fill_table(g->rest, g->closed + g->h, g->n - g->h, false);
}

/*
 * S(P) = the mouse nodes r with N[r] inside C: every move caught.  They are
 * the nodes outside the neighbourhood of the nodes outside C (the graph is
 * undirected): two lookups up to COVER_MAX nodes, else a loop over the
 * nodes, which has no branch and vectorizes (a loop over the nodes outside
 * C took 1.06 to 1.12 times as long on the 10-node census).
 */
static inline uint64_t
trapped(const Cop *g, uint64_t c)
{
	uint64_t	s = 0;
	int			r;

	if (g->n <= COVER_MAX)
	{
		uint64_t	x = ~c & g->all;

		return g->all & ~(g->first[FIRST(g, x)] | g->rest[REST(g, x)]);
	}
	for (r = 0; r < g->n; r++)
		s |= (uint64_t) ((g->closed[r] & ~c) == 0) << (63 - r);
	return s;
}

/*
 * Is the graph dismantlable: do its nodes go one corner at a time (a node v
 * with N[v] inside N[u], u another node, in what is left) down to one?  It
 * is cop-win exactly then (Nowakowski and Winkler; Quilliot), and the
 * order does not matter: a corner stays one when another node goes.  The
 * nodes u whose N[u] holds N[v] are those in N[w] for every w in N[v].
 */
static bool
dismantlable(const Cop *g)
{
	const uint64_t *closed = g->closed;
	uint64_t	alive = g->all;
	int			left = g->n;

	while (left > 1)
	{
		uint64_t	vs = alive;
		int			was = left;

		while (vs)
		{
			int			v = ANY(vs);
			uint64_t	ws = closed[v] & alive;
			uint64_t	over = alive & ~BIT(v);

			vs &= vs - 1;
			if (g->n <= COVER_MAX)
				over &= g->first_and[FIRST(g, ws)] & g->rest_and[REST(g, ws)];
			else
				while (ws)
				{
					over &= closed[ANY(ws)];
					ws &= ws - 1;
				}
			if (over)
			{
				alive &= ~BIT(v);
				left--;
			}
		}
		if (left == was)
			return false;
	}
	return true;
}

/* One cat on a dismantlable graph: its capture time. */
static int
one_cat(Cop *g)
{
	const uint64_t *closed = g->closed;
	uint64_t	all = g->all;
	uint64_t	c[CM_COP_MAX_NODES];
	uint64_t	s[CM_COP_MAX_NODES];
	int			n = g->n;
	int			v,
				k;

	if (n == 1)
		return 0;
	for (v = 0; v < n; v++)
	{
		c[v] = closed[v];
		if (c[v] == all)
			return 1;
	}
	cop_cover(g);
	for (k = 1;; k++)
	{
		bool		changed = false;

		for (v = 0; v < n; v++)
			s[v] = c[v] == all ? all : trapped(g, c[v]);
		for (v = 0; v < n; v++)
		{
			uint64_t	m = closed[v];
			uint64_t	next = c[v];

			while (m)
			{
				int			w = ANY(m);

				m &= m - 1;
				next |= s[w];
			}
			if (next == all)
				return k + 1;
			if (next != c[v])
			{
				changed = true;
				c[v] = next;
			}
		}
		if (!changed)
			return -1;
	}
}

/*
 * Two cats: their capture time, or -1 when the mouse escapes.  The cats at
 * (a, b) move to (x, y), x in N[a] and y in N[b]: the union of S over those
 * placements is, per x, the union U(x, b) of S(x, y) over y in N[b], so each
 * round makes, for each b, U(x, b) for every x (n unions of a
 * neighbourhood's sets) and then the union of U over N[a] for each
 * placement (a, b), a <= b; the first placement whose set is V ends it.
 */
static int
two_cats(Cop *g, CmCopWork *work)
{
	/* placement (a, b) at a * n + b and b * n + a alike */
	uint64_t   *const c = work->caught;
	uint64_t   *const s = work->trapped;
	uint64_t	u[CM_COP_MAX_NODES];
	const uint64_t *closed = g->closed;
	uint64_t	all = g->all;
	int			n = g->n;
	int			a,
				b,
				x,
				k;

	if (n <= 2)
		return 0;

	/*
	 * Caught in one turn when N[a] + N[b] = V for some a: b in N[w] for
	 * every w outside N[a], which the tables give at once.
	 */
	if (n <= COVER_MAX)
		for (a = 0; a < n; a++)
		{
			uint64_t	out = all & ~closed[a];

			if (g->first_and[FIRST(g, out)] & g->rest_and[REST(g, out)] & all)
				return 1;
		}
	for (a = 0; a < n; a++)
		for (b = a; b < n; b++)
		{
			uint64_t	ab = closed[a] | closed[b];

			if (ab == all)
				return 1;
			c[a * n + b] = c[b * n + a] = ab;
		}
	cop_cover(g);
	for (k = 1;; k++)
	{
		bool		changed = false;

		for (a = 0; a < n; a++)
			for (b = a; b < n; b++)
				s[a * n + b] = s[b * n + a] = trapped(g, c[a * n + b]);
		for (b = 0; b < n; b++)
		{
			for (x = 0; x < n; x++)
			{
				uint64_t	m = closed[b];
				uint64_t	union_xb = 0;

				while (m)
				{
					int			y = ANY(m);

					m &= m - 1;
					union_xb |= s[x * n + y];
				}
				u[x] = union_xb;
			}
			for (a = 0; a <= b; a++)
			{
				uint64_t	next = c[a * n + b];
				uint64_t	m = closed[a];

				while (m)
				{
					x = ANY(m);
					m &= m - 1;
					next |= u[x];
				}
				if (next == all)
					return k + 1;
				if (next != c[a * n + b])
				{
					changed = true;
					c[a * n + b] = c[b * n + a] = next;
				}
			}
		}
		if (!changed)
			return -1;
	}
}

/* Do three nodes dominate the graph? */
static bool
three_dominate(const uint64_t *closed, int n, uint64_t all)
{
	int			a,
				b,
				c;

	for (a = 0; a < n; a++)
		for (b = a + 1; b < n; b++)
		{
			uint64_t	ab = closed[a] | closed[b];

			for (c = b + 1; c < n; c++)
				if ((ab | closed[c]) == all)
					return true;
		}
	return false;
}

/*
 * Do k cats win?  The game itself (pursuit.h, the cats may stay), in
 * work->game; CM_ERR_TOO_BIG when that is short (cm_cop_facts()).
 */
static CmStatus
cats_win(const uint64_t *rows, int n, int k, CmCopWork *work, CmPollFn poll,
		 void *poll_arg, bool *win, CmError *err)
{
	CmGraph		g;
	CmPursuit	p;
	size_t		need;
	CmStatus	st;

	cm_geng_graph(rows, n, work->off, work->adj, &g);
	need = cm_pursuit_bytes(&g, k, CM_PURSUIT_RESULT, err);
	if (need == 0 || need > work->game_bytes)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = (int64_t) need;
		err->expected = k;
		return err->code;
	}
	if ((st = cm_pursuit_init(&p, &g, k, true, CM_PURSUIT_RESULT, work->game,
							  work->game_bytes, err)) != CM_OK)
		return st;
	if ((st = cm_pursuit_solve(&p, poll, poll_arg)) != CM_OK)
	{
		err->code = st;
		return st;
	}
	*win = p.cats_win;
	return CM_OK;
}

CmStatus
cm_cop_facts(const uint64_t *rows, int n, int max_cats, CmCopWork *work,
			 CmPollFn poll, void *poll_arg, CmCopFacts *out, CmError *err)
{
	uint64_t	closed[CM_COP_MAX_NODES] = {0};	/* 0 past n (never read: gcc 16 cannot tell) */
	uint64_t	all = n == 64 ? ~(uint64_t) 0 : ~(~(uint64_t) 0 >> n);
	Cop			g;
	int			v,
				k,
				t;

	for (v = 0; v < n; v++)
		closed[v] = (rows[v] | BIT(v)) & all;
	out->cop_number = 0;
	out->capture_time = -1;
	out->fallback = false;

	cop_init(&g, closed, n, all);
	for (v = 0; v < n; v++)
		if (closed[v] == all)
		{
			/* a cat on v: caught in one turn (none with one node) */
			out->cop_number = 1;
			out->capture_time = n > 1;
			return CM_OK;
		}
	if (dismantlable(&g))
	{
		out->cop_number = 1;
		out->capture_time = one_cat(&g);
		return CM_OK;
	}
	if (max_cats < 2)
		return CM_OK;
	t = two_cats(&g, work);
	if (t >= 0)
	{
		out->cop_number = 2;
		out->capture_time = t;
		return CM_OK;
	}
	if (max_cats < 3)
		return CM_OK;
	if (n <= 3 || three_dominate(closed, n, all))
	{
		out->cop_number = 3;
		return CM_OK;
	}
	for (k = 3; k <= max_cats; k++)
	{
		bool		win = k >= n;
		CmStatus	st;

		out->fallback = true;
		if (!win && (st = cats_win(rows, n, k, work, poll, poll_arg, &win, err)) != CM_OK)
			return st;
		if (win)
		{
			out->cop_number = k;
			return CM_OK;
		}
	}
	return CM_OK;
}

/* a tally's cop numbers are those pursuit.h plays */
typedef char cop_max_cats_check[CM_COP_MAX_CATS == CM_PURSUIT_MAX_CATS ? 1 : -1];

void
cm_cop_tally_init(CmCopTally *t, int max_cats)
{
	int			k;

	memset(t, 0, sizeof(*t));
	t->max_cats = max_cats;
	for (k = 0; k <= CM_COP_MAX_CATS; k++)
		t->time[k] = -1;
}

CmStatus
cm_cop_tally_graph(CmCopTally *t, const uint64_t *rows, int n, CmCopWork *work,
				   CmPollFn poll, void *poll_arg, CmError *err)
{
	CmCopFacts	f;
	CmStatus	st;
	int			k;

	if ((st = cm_cop_facts(rows, n, t->max_cats, work, poll, poll_arg, &f, err)) != CM_OK)
		return st;
	k = f.cop_number;
	t->graphs[k]++;
	if (f.capture_time >= t->time[k])
	{
		char		code[CM_COP_CODE_BYTES];
		int32_t		len = (int32_t) cm_geng_graph6_length(n);

		cm_geng_graph6(rows, n, code);
		if (t->example_len[k] == 0 || f.capture_time > t->time[k] ||
			memcmp(code, t->example[k], (size_t) len) < 0)
		{
			t->time[k] = f.capture_time;
			memcpy(t->example[k], code, (size_t) len);
			t->example_len[k] = len;
		}
	}
	return CM_OK;
}
