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

#define BIT(v)		((uint64_t) 1 << (63 - (v)))
/* A node of set s (the last): s &= s - 1 takes it out without waiting on it */
#define ANY(s)		(63 - cm_ctz64(s))

/*
 * S(P) = the mouse nodes r with N[r] inside C: every move caught.  (The
 * union of the closed neighbourhoods of the few nodes outside C gives the
 * same, the graph being undirected, but took 1.06 to 1.12 times as long
 * on the 10-node census: this loop has no branch and vectorizes.)
 */
static inline uint64_t
trapped(const uint64_t *closed, int n, uint64_t c)
{
	uint64_t	s = 0;
	int			r;

	for (r = 0; r < n; r++)
		s |= (uint64_t) ((closed[r] & ~c) == 0) << (63 - r);
	return s;
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
			s[v] = c[v] == all ? all : trapped(closed, n, c[v]);
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

/*
 * Two cats: their capture time, or -1 when the mouse escapes.  The cats at
 * (a, b) move to (x, y), x in N[a] and y in N[b]: the union of S over those
 * placements is, per x, the union U(x, b) of S(x, y) over y in N[b], so each
 * round makes U (n^2 unions of a neighbourhood's sets) and then every
 * placement's union of U over N[a].
 */
static int
two_cats(const uint64_t *closed, int n, uint64_t all)
{
	/* placement (a, b) at a * n + b and b * n + a alike */
	static uint64_t c[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	static uint64_t s[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	static uint64_t u[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	int			a,
				b,
				x,
				k;

	if (n <= 2)
		return 0;
	for (a = 0; a < n; a++)
		for (b = a; b < n; b++)
		{
			uint64_t	ab = closed[a] | closed[b];

			if (ab == all)
				return 1;
			c[a * n + b] = c[b * n + a] = ab;
		}
	for (k = 1;; k++)
	{
		bool		changed = false;
		bool		won = false;

		for (a = 0; a < n; a++)
			for (b = a; b < n; b++)
				s[a * n + b] = s[b * n + a] = trapped(closed, n, c[a * n + b]);
		for (x = 0; x < n; x++)
			for (b = 0; b < n; b++)
			{
				uint64_t	m = closed[b];
				uint64_t	union_xb = 0;

				while (m)
				{
					int			y = ANY(m);

					m &= m - 1;
					union_xb |= s[x * n + y];
				}
				u[x * n + b] = union_xb;
			}
		for (a = 0; a < n; a++)
			for (b = a; b < n; b++)
			{
				uint64_t	next = c[a * n + b];
				uint64_t	m = closed[a];

				while (m)
				{
					x = ANY(m);
					m &= m - 1;
					next |= u[x * n + b];
				}
				if (next != c[a * n + b])
				{
					changed = true;
					c[a * n + b] = c[b * n + a] = next;
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
