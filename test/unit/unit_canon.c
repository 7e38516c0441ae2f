/*
 * unit_canon.c
 *	  Canonical labellings and automorphism groups (src/core/canon.c, by
 *	  nauty) against brute force: every permutation of graphs and puzzles of
 *	  up to 7 nodes.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "canon.h"
#include "gen.h"
#include "unit.h"

#define MAXV 7

/* A graph as a matrix, with an optional second graph and colours. */
typedef struct Small
{
	int			n;
	bool		a[MAXV][MAXV];
	bool		two;
	bool		b[MAXV][MAXV];
	int32_t		colour[MAXV];
	int32_t		colours;
} Small;

typedef struct Csr
{
	int32_t		off[MAXV + 1];
	int32_t		adj[MAXV * MAXV];
	CmGraph		g;
} Csr;

static void
to_csr(int n, bool m[MAXV][MAXV], Csr *c)
{
	int32_t		k = 0;

	for (int u = 0; u < n; u++)
	{
		c->off[u] = k;
		/* rows in a scrambled order: nauty must not care */
		for (int i = 0; i < n; i++)
		{
			int			v = (u + n - 1 - i) % n;

			if (m[u][v])
				c->adj[k++] = v;
		}
	}
	c->off[n] = k;
	c->g.nodes = n;
	c->g.off = c->off;
	c->g.adj = c->adj;
}

/* The puzzle renamed by perm (node v becomes perm[v]). */
static void
rename_small(const Small *s, const int *perm, Small *out)
{
	*out = *s;
	for (int u = 0; u < s->n; u++)
	{
		out->colour[perm[u]] = s->colour[u];
		for (int v = 0; v < s->n; v++)
		{
			out->a[perm[u]][perm[v]] = s->a[u][v];
			out->b[perm[u]][perm[v]] = s->b[u][v];
		}
	}
}

/* The canonical form of s: its graphs renamed by the canonical labelling. */
typedef struct Canon
{
	CmStatus	status;
	Small		form;
	int32_t		label[MAXV];
	int32_t		orbits[MAXV];
	int32_t		orbit_count;
	/* the group: product of indices, generators */
	double		size;
	int			gens;
	int			gen[64][MAXV];
} Canon;

static void
on_generator(void *arg, const int32_t *perm, int32_t n)
{
	Canon	   *c = arg;

	if (c->gens < 64)
	{
		for (int v = 0; v < n; v++)
			c->gen[c->gens][v] = perm[v];
	}
	c->gens++;
}

static void
on_index(void *arg, int32_t index)
{
	Canon	   *c = arg;

	c->size *= index;
}

static void
canonise(const Small *s, Canon *c)
{
	Csr			a,
				b;
	CmCanonRequest req;
	CmCanonResult res;
	CmError		e;
	void	   *work = malloc(cm_canon_work_bytes(s->n, s->two));
	int			perm[MAXV];

	memset(c, 0, sizeof(*c));
	c->size = 1;
	to_csr(s->n, (bool (*)[MAXV]) s->a, &a);
	to_csr(s->n, (bool (*)[MAXV]) s->b, &b);
	memset(&req, 0, sizeof(req));
	req.g = &a.g;
	req.g2 = s->two ? &b.g : NULL;
	req.colour = s->colours > 1 ? s->colour : NULL;
	req.colours = s->colours;
	req.generator = on_generator;
	req.index = on_index;
	req.arg = c;
	res.label = c->label;
	res.orbits = c->orbits;
	c->status = cm_canon(&req, work, &res, NULL, NULL, &e);
	free(work);
	c->orbit_count = res.orbit_count;
	for (int v = 0; v < s->n; v++)
		perm[v] = c->label[v];
	rename_small(s, perm, &c->form);
}

static bool
same_form(const Small *x, const Small *y)
{
	if (x->n != y->n || x->two != y->two)
		return false;
	for (int u = 0; u < x->n; u++)
	{
		if (x->colour[u] != y->colour[u])
			return false;
		for (int v = 0; v < x->n; v++)
			if (x->a[u][v] != y->a[u][v] || (x->two && x->b[u][v] != y->b[u][v]))
				return false;
	}
	return true;
}

/* Does perm map s onto t (graphs and colours)? */
static bool
maps_onto(const Small *s, const int *perm, const Small *t)
{
	for (int u = 0; u < s->n; u++)
	{
		if (t->colour[perm[u]] != s->colour[u])
			return false;
		for (int v = 0; v < s->n; v++)
			if (s->a[u][v] != t->a[perm[u]][perm[v]] ||
				(s->two && s->b[u][v] != t->b[perm[u]][perm[v]]))
				return false;
	}
	return true;
}

/* The next permutation in lexicographic order; false after the last. */
static bool
next_perm(int *p, int n)
{
	int			i = n - 2,
				j;

	while (i >= 0 && p[i] > p[i + 1])
		i--;
	if (i < 0)
		return false;
	j = n - 1;
	while (p[j] < p[i])
		j--;
	{
		int			t = p[i];

		p[i] = p[j];
		p[j] = t;
	}
	for (int a = i + 1, b = n - 1; a < b; a++, b--)
	{
		int			t = p[a];

		p[a] = p[b];
		p[b] = t;
	}
	return true;
}

static void
random_small(Small *s, int n, bool two, bool colours)
{
	bool		undirected = rng_chance(0.6);
	bool		loops = rng_chance(0.25);
	int			kind = rng_below(6);
	double		p = 0.1 + 0.8 * rng_below(100) / 100.0;

	memset(s, 0, sizeof(*s));
	s->n = n;
	s->two = two;
	for (int u = 0; u < n; u++)
		for (int v = undirected ? u : 0; v < n; v++)
		{
			bool		e,
						f;

			if (u == v)
				e = loops && rng_chance(0.3), f = loops && rng_chance(0.3);
			else if (kind == 0)		/* a cycle: many automorphisms */
				e = f = (v == (u + 1) % n || u == (v + 1) % n);
			else if (kind == 1)		/* complete or empty */
				e = f = (n % 2 == 0);
			else
				e = rng_chance(p), f = rng_chance(p);
			s->a[u][v] = e;
			s->b[u][v] = f;
			if (undirected)
				s->a[v][u] = e, s->b[v][u] = f;
		}
	s->colours = 1;
	if (colours)
	{
		/* a puzzle's roles: up to three single nodes first, then the rest */
		int32_t		roles[3];
		int			count = 1 + rng_below(3);
		int			r;

		for (r = 0; r < count && r < n; r++)
			roles[r] = rng_below(n);
		s->colours = cm_canon_roles(n, roles, r, s->colour);
	}
}

/* Automorphisms, orbits and the group's size against every permutation. */
void
test_canon_groups(char *detail, size_t len)
{
	int			graphs = 2500;
	long		perms = 0;
	double		biggest = 0;

	rng_state = 0x3c6ef372fe94f82bULL;
	for (int i = 0; i < graphs; i++)
	{
		Small		s;
		Canon		c;
		int			p[MAXV];
		long		count = 0;
		int32_t		orbit[MAXV];
		int32_t		orbit_count = 0;
		int			n = 1 + i % MAXV;

		random_small(&s, n, rng_chance(0.2), rng_chance(0.3));
		canonise(&s, &c);
		CHECK(c.status == CM_OK, "graph %d: status %d", i, (int) c.status);
		if (c.status != CM_OK)
			continue;
		for (int v = 0; v < n; v++)
			orbit[v] = v, p[v] = v;
		do
		{
			perms++;
			if (maps_onto(&s, p, &s))
			{
				count++;
				for (int v = 0; v < n; v++)
					if (p[v] < orbit[v])
						orbit[v] = p[v];
			}
		} while (next_perm(p, n));
		/* orbit[v]: the least image of v, the least member of its orbit */
		CHECK((long) c.size == count, "graph %d (%d nodes): group of %.0f, brute force %ld",
			  i, n, c.size, count);
		for (int v = 0; v < n; v++)
		{
			CHECK(c.orbits[v] == orbit[v], "graph %d: node %d in orbit %d, brute force %d",
				  i, v, c.orbits[v], orbit[v]);
			if (orbit[v] == v)
				orbit_count++;
		}
		CHECK(c.orbit_count == orbit_count, "graph %d: %d orbits, brute force %d",
			  i, c.orbit_count, orbit_count);
		for (int k = 0; k < c.gens && k < 64; k++)
			CHECK(maps_onto(&s, c.gen[k], &s), "graph %d: generator %d is no automorphism", i, k);
		if (c.size > biggest)
			biggest = c.size;
	}
	snprintf(detail, len, "%d graphs of 1 to %d nodes (some with a second graph and colours), %ld permutations, groups up to %.0f",
			 graphs, MAXV, perms, biggest);
}

/*
 * The canonical form of every renaming of a puzzle is the puzzle's; and two
 * puzzles have one form exactly when a permutation maps one onto the other.
 */
void
test_canon_forms(char *detail, size_t len)
{
	int			puzzles = 600;
	long		renamings = 0,
				pairs = 0,
				isomorphic = 0;

	rng_state = 0xa54ff53a5f1d36f1ULL;
	for (int i = 0; i < puzzles; i++)
	{
		Small		s,
					t,
					r;
		Canon		c,
					d;
		int			p[MAXV];
		int			n = 1 + i % 6;
		bool		iso;
		bool		two = rng_chance(0.4);
		bool		colours = rng_chance(0.7);

		random_small(&s, n, two, colours);
		canonise(&s, &c);
		for (int v = 0; v < n; v++)
			p[v] = v;
		do
		{
			renamings++;
			rename_small(&s, p, &r);
			canonise(&r, &d);
			CHECK(d.status == CM_OK && same_form(&c.form, &d.form),
				  "puzzle %d (%d nodes): a renaming has another canonical form", i, n);
		} while (next_perm(p, n));

		/* a second puzzle of the same shape: often isomorphic when small */
		random_small(&t, n, two, colours);
		if (rng_chance(0.5))
		{
			/* or a renaming of s with one arc changed */
			for (int v = 0; v < n; v++)
				p[v] = (v + 1) % n;
			rename_small(&s, p, &t);
			if (rng_chance(0.5) && n > 1)
				t.a[0][1] = !t.a[0][1];
		}
		canonise(&t, &d);
		iso = false;
		for (int v = 0; v < n; v++)
			p[v] = v;
		do
		{
			if (s.colours == t.colours && maps_onto(&s, p, &t))
				iso = true;
		} while (!iso && next_perm(p, n));
		pairs++;
		isomorphic += iso;
		CHECK(iso == same_form(&c.form, &d.form),
			  "puzzles %d: isomorphic %d but same canonical form %d", i, iso,
			  same_form(&c.form, &d.form));
		/* the colours come first, in order: node k has colour k */
		if (colours)
			for (int v = 0; v + 1 < s.colours && v < n; v++)
				CHECK(c.form.colour[v] == v, "puzzle %d: node %d of the form has colour %d",
					  i, v, c.form.colour[v]);
	}
	snprintf(detail, len, "%d puzzles of 1 to 6 nodes, %ld renamings, %ld pairs (%ld isomorphic)",
			 puzzles, renamings, pairs, isomorphic);
}

static int	polls;

static void
on_index_size(void *arg, int32_t index)
{
	*(double *) arg *= index;
}

static bool
stop_at_third(void *arg)
{
	(void) arg;
	return ++polls >= 3;
}

/* Cancel: nauty stops, and the next call is right. */
void
test_canon_cancel(char *detail, size_t len)
{
	/* the Petersen graph: a search tree of many nodes */
	static const int edges[15][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0},
	{0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}};
	int32_t		off[11],
				adj[30],
				label[10],
				orbits[10];
	int32_t		deg[10] = {0};
	CmGraph		g = {10, off, adj};
	CmCanonRequest req;
	CmCanonResult res = {label, orbits, 0, false};
	CmError		e;
	void	   *work = malloc(cm_canon_work_bytes(10, false));
	double		size = 1;
	CmStatus	st;

	off[0] = 0;
	for (int k = 0; k < 15; k++)
		deg[edges[k][0]]++, deg[edges[k][1]]++;
	for (int v = 0; v < 10; v++)
		off[v + 1] = off[v] + deg[v], deg[v] = 0;
	for (int k = 0; k < 15; k++)
	{
		int			u = edges[k][0],
					v = edges[k][1];

		adj[off[u] + deg[u]++] = v;
		adj[off[v] + deg[v]++] = u;
	}
	memset(&req, 0, sizeof(req));
	req.g = &g;
	polls = 0;
	st = cm_canon(&req, work, &res, stop_at_third, NULL, &e);
	CHECK(st == CM_CANCELLED, "a poll that asks to stop: status %d", (int) st);
	req.index = on_index_size;
	req.arg = &size;
	st = cm_canon(&req, work, &res, NULL, NULL, &e);
	CHECK(st == CM_OK && size == 120 && res.orbit_count == 1,
		  "after a cancel: status %d, group %.0f, %d orbits", (int) st, size,
		  res.orbit_count);
	cm_canon_release();
	free(work);
	snprintf(detail, len, "stopped after %d polls; the Petersen graph's group: %.0f", polls, size);
}
