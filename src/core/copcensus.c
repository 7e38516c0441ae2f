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

#include "copcensus.h"

#define BIT(v)		((uint64_t) 1 << (63 - (v)))
#define FIRST(s)	(__builtin_clzll(s))

/* S(P) = the mouse nodes r with N[r] inside C: every move caught */
static inline uint64_t
trapped(const uint64_t *closed, uint64_t all, uint64_t c)
{
	uint64_t	out = all & ~c;
	uint64_t	reach = 0;

	while (out)
	{
		int			x = FIRST(out);

		out &= ~BIT(x);
		reach |= closed[x];
	}
	return all & ~reach;
}

/*
 * Is some node a corner: N[v] within N[u] for another node u?  A graph of
 * two nodes or more without one is not cop-win (a cop-win graph is
 * dismantlable: its nodes go one corner at a time).
 */
static bool
has_corner(const uint64_t *closed, int n)
{
	int			u,
				v;

	for (v = 0; v < n; v++)
		for (u = 0; u < n; u++)
			if (u != v && (closed[v] & ~closed[u]) == 0)
				return true;
	return false;
}

/* One cat: its capture time, or -1 when the mouse escapes. */
static int
one_cat(const uint64_t *closed, int n, uint64_t all)
{
	uint64_t	c[CM_COP_MAX_NODES];
	uint64_t	s[CM_COP_MAX_NODES];
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
	if (!has_corner(closed, n))
		return -1;
	for (k = 1;; k++)
	{
		bool		changed = false;
		bool		won = false;

		for (v = 0; v < n; v++)
			s[v] = c[v] == all ? all : trapped(closed, all, c[v]);
		for (v = 0; v < n; v++)
		{
			uint64_t	m = closed[v];
			uint64_t	next = c[v];

			while (m)
			{
				int			w = FIRST(m);

				m &= ~BIT(w);
				next |= s[w];
			}
			if (next != c[v])
			{
				changed = true;
				c[v] = next;
				if (next == all)
					won = true;
			}
		}
		if (won)
			return k + 1;
		if (!changed)
			return -1;
	}
}

/* Two cats: their capture time, or -1 when the mouse escapes. */
static int
two_cats(const uint64_t *closed, int n, uint64_t all)
{
	/* pair (a, b), a <= b, at index a * n + b (the rest unused) */
	static uint64_t c[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	static uint64_t s[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	int			a,
				b,
				k;

	if (n <= 2)
		return 0;
	for (a = 0; a < n; a++)
		for (b = a; b < n; b++)
		{
			c[a * n + b] = closed[a] | closed[b];
			if (c[a * n + b] == all)
				return 1;
		}
	for (k = 1;; k++)
	{
		bool		changed = false;
		bool		won = false;

		for (a = 0; a < n; a++)
			for (b = a; b < n; b++)
			{
				uint64_t	x = c[a * n + b];

				s[a * n + b] = x == all ? all : trapped(closed, all, x);
			}
		for (a = 0; a < n; a++)
			for (b = a; b < n; b++)
			{
				uint64_t	next = c[a * n + b];
				uint64_t	ma = closed[a];

				if (next == all)
					continue;
				while (ma)
				{
					int			x = FIRST(ma);
					uint64_t	mb = closed[b];

					ma &= ~BIT(x);
					while (mb)
					{
						int			y = FIRST(mb);

						mb &= ~BIT(y);
						next |= x <= y ? s[x * n + y] : s[y * n + x];
					}
				}
				if (next != c[a * n + b])
				{
					changed = true;
					c[a * n + b] = next;
					if (next == all)
						won = true;
				}
			}
		if (won)
			return k + 1;
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

void
cm_cop_facts(const uint64_t *rows, int n, int max_cats,
			 CmCopFallback fallback, void *fallback_arg, CmCopFacts *out)
{
	uint64_t	closed[CM_COP_MAX_NODES];
	uint64_t	all = n == 64 ? ~(uint64_t) 0 : ~(~(uint64_t) 0 >> n);
	int			v,
				k,
				t;

	for (v = 0; v < n; v++)
		closed[v] = (rows[v] | BIT(v)) & all;
	out->cop_number = 0;
	out->capture_time = -1;
	out->fallback = false;

	t = one_cat(closed, n, all);
	if (t >= 0)
	{
		out->cop_number = 1;
		out->capture_time = t;
		return;
	}
	if (max_cats < 2)
		return;
	t = two_cats(closed, n, all);
	if (t >= 0)
	{
		out->cop_number = 2;
		out->capture_time = t;
		return;
	}
	if (max_cats < 3)
		return;
	if (n <= 3 || three_dominate(closed, n, all))
	{
		out->cop_number = 3;
		return;
	}
	for (k = 3; k <= max_cats && fallback != NULL; k++)
	{
		out->fallback = true;
		if (k >= n || fallback(fallback_arg, rows, n, k))
		{
			out->cop_number = k;
			return;
		}
	}
}
