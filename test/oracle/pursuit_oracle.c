/*
 * pursuit_oracle.c
 *	  Brute-force reference for cops and robbers with k cats and a mouse
 *	  (see pursuit_oracle.h for the rules): plain value iteration, straight
 *	  from the rules and the forward moves.  Deliberately naive and
 *	  independent of src/: no reverse graph, no counters, no bitsets.
 *
 *	  A position is (mouse node, the multiset of cat nodes, player to move);
 *	  the multiset is stored as a sorted k-tuple and numbered by its place
 *	  in the lexicographic list of all sorted k-tuples.  Every position
 *	  holds its capture time in cat turns, INF for "escapes".  Starting
 *	  from INF everywhere, each round recomputes every position from the
 *	  previous round's values (Jacobi style):
 *
 *	    cats to move:  0 if a cat stands on the mouse; else INF if some cat
 *	                   has no legal move; else 1 + the least value, over
 *	                   every joint move (each cat independently choosing
 *	                   one of its moves: the full cartesian product), of the
 *	                   mouse-to-move position it leads to (0 there when a
 *	                   cat landed on the mouse);
 *	    mouse to move: 0 if a cat stands on the mouse or the mouse has no
 *	                   legal move; else the greatest value, over its moves,
 *	                   of the cats-to-move position (0 when it steps onto a
 *	                   cat).
 *
 *	  After round r a position's value is its capture time if the cats can
 *	  force a capture within r plies, and INF otherwise (depth-limited
 *	  minimax with INF at the horizon), so the values only go down, and the
 *	  first round that changes nothing has reached the exact values: a
 *	  forced capture is forced within finitely many plies, and a mouse
 *	  that can avoid capture forever (by repeating a position, i.e. a draw)
 *	  keeps INF.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "pursuit_oracle.h"

#define INF INT_MAX

/* Refuse rank tables bigger than this many entries (n^k). */
#define MAX_CODES (1L << 24)

struct PoSolved
{
	int			n;
	int			k;
	bool		may_stay;
	unsigned char *adj;			/* copy, n * n */
	int			nsets;			/* C(n + k - 1, k) sorted k-tuples */
	int		   *sets;			/* nsets * k, lexicographic order */
	int		   *rank;			/* base-n code of a sorted tuple -> index */
	int		   *vc;				/* [mouse * nsets + set], cats to move */
	int		   *vm;				/* [mouse * nsets + set], mouse to move */
	int		   *work;			/* (k + 1) * n: move lists while solving */
};

static int
add1(int v)
{
	return v == INF ? INF : v + 1;
}

static bool
contains(const int *cats, int k, int node)
{
	for (int i = 0; i < k; i++)
		if (cats[i] == node)
			return true;
	return false;
}

/* Index of the multiset of the k nodes t (any order). */
static int
set_index(const PoSolved *s, const int *t)
{
	int			u[PO_MAX_CATS];
	long		code = 0;

	memcpy(u, t, sizeof(int) * s->k);
	/* insertion sort */
	for (int i = 1; i < s->k; i++)
		for (int j = i; j > 0 && u[j - 1] > u[j]; j--)
		{
			int			x = u[j];

			u[j] = u[j - 1];
			u[j - 1] = x;
		}
	for (int i = 0; i < s->k; i++)
		code = code * s->n + u[i];
	return s->rank[code];
}

/* The moves of a player on node `from`: its out-edges, plus staying. */
static int
moves_from(const PoSolved *s, int from, int *out)
{
	int			cnt = 0;

	for (int v = 0; v < s->n; v++)
		if (s->adj[from * s->n + v] || (s->may_stay && v == from))
			out[cnt++] = v;
	return cnt;
}

/* One position's new value, cats to move, from the mouse-to-move values. */
static int
value_cats(const PoSolved *s, const int *vm, int m, int set)
{
	const int  *cats = s->sets + (long) set * s->k;
	int			k = s->k;
	int		   *opts[PO_MAX_CATS];
	int			nopts[PO_MAX_CATS];
	int			pick[PO_MAX_CATS];
	int			best = INF;

	if (contains(cats, k, m))
		return 0;				/* caught: checked before "cats stuck" */

	for (int i = 0; i < k; i++)
	{
		opts[i] = s->work + (long) i * s->n;
		nopts[i] = moves_from(s, cats[i], opts[i]);
		if (nopts[i] == 0)
			return INF;			/* some cat has no legal move: cats lose */
		pick[i] = 0;
	}

	/* every joint move: an odometer over the cartesian product */
	for (;;)
	{
		int			t[PO_MAX_CATS];
		int			v;
		int			i;

		for (i = 0; i < k; i++)
			t[i] = opts[i][pick[i]];
		if (contains(t, k, m))
			v = 1;				/* a cat lands on the mouse */
		else
			v = add1(vm[(long) m * s->nsets + set_index(s, t)]);
		if (v < best)
			best = v;

		for (i = k - 1; i >= 0; i--)
		{
			if (++pick[i] < nopts[i])
				break;
			pick[i] = 0;
		}
		if (i < 0)
			break;
	}
	return best;
}

/* One position's new value, mouse to move, from the cats-to-move values. */
static int
value_mouse(const PoSolved *s, const int *vc, int m, int set)
{
	const int  *cats = s->sets + (long) set * s->k;
	int		   *opts = s->work + (long) s->k * s->n;
	int			nopts;
	int			best = 0;

	if (contains(cats, s->k, m))
		return 0;				/* caught */
	nopts = moves_from(s, m, opts);
	/* no legal move: caught now, best stays 0 */
	for (int i = 0; i < nopts; i++)
	{
		int			to = opts[i];
		int			v;

		if (contains(cats, s->k, to))
			v = 0;				/* steps onto a cat */
		else
			v = vc[(long) to * s->nsets + set];
		if (v > best)
			best = v;			/* INF, the largest int, is "escapes" */
	}
	return best;
}

PoSolved *
po_solve(int n, const unsigned char *adj, int k, bool may_stay)
{
	PoSolved   *s;
	long		codes = 1;
	long		nsets = 0;
	long		cells;
	int			t[PO_MAX_CATS];
	int		   *nvc;
	int		   *nvm;

	if (n < 1 || adj == NULL || k < 1 || k > PO_MAX_CATS)
		return NULL;
	for (int i = 0; i < k; i++)
	{
		codes *= n;
		if (codes > MAX_CODES)
			return NULL;
	}

	s = calloc(1, sizeof(PoSolved));
	if (s == NULL)
		return NULL;
	s->n = n;
	s->k = k;
	s->may_stay = may_stay;
	s->adj = malloc((size_t) n * n);
	s->rank = malloc(sizeof(int) * codes);
	s->work = malloc(sizeof(int) * (k + 1) * n);
	if (s->adj == NULL || s->rank == NULL || s->work == NULL)
	{
		po_free(s);
		return NULL;
	}
	for (int i = 0; i < n * n; i++)
		s->adj[i] = adj[i] ? 1 : 0;

	/* count the sorted k-tuples, then list them in lexicographic order */
	for (long code = 0; code < codes; code++)
	{
		long		c = code;
		int			prev = n;
		bool		sorted = true;

		/* digits from the last one: sorted means non-increasing here */
		for (int i = 0; i < k; i++)
		{
			int			d = (int) (c % n);

			c /= n;
			if (d > prev)
				sorted = false;
			prev = d;
		}
		s->rank[code] = sorted ? (int) nsets++ : -1;
	}
	s->nsets = (int) nsets;
	s->sets = malloc(sizeof(int) * nsets * k);
	if (s->sets == NULL)
	{
		po_free(s);
		return NULL;
	}
	for (long code = 0; code < codes; code++)
	{
		long		c = code;

		if (s->rank[code] < 0)
			continue;
		for (int i = k - 1; i >= 0; i--)
		{
			t[i] = (int) (c % n);
			c /= n;
		}
		memcpy(s->sets + (long) s->rank[code] * k, t, sizeof(int) * k);
	}

	cells = (long) n * nsets;
	s->vc = malloc(sizeof(int) * cells);
	s->vm = malloc(sizeof(int) * cells);
	nvc = malloc(sizeof(int) * cells);
	nvm = malloc(sizeof(int) * cells);
	if (s->vc == NULL || s->vm == NULL || nvc == NULL || nvm == NULL)
	{
		free(nvc);
		free(nvm);
		po_free(s);
		return NULL;
	}
	for (long i = 0; i < cells; i++)
		s->vc[i] = s->vm[i] = INF;

	/* value iteration: rounds until nothing changes */
	for (;;)
	{
		bool		changed = false;
		int		   *tmp;

		for (int m = 0; m < n; m++)
			for (int set = 0; set < s->nsets; set++)
			{
				long		i = (long) m * nsets + set;

				nvc[i] = value_cats(s, s->vm, m, set);
				nvm[i] = value_mouse(s, s->vc, m, set);
				if (nvc[i] != s->vc[i] || nvm[i] != s->vm[i])
					changed = true;
			}
		tmp = s->vc;
		s->vc = nvc;
		nvc = tmp;
		tmp = s->vm;
		s->vm = nvm;
		nvm = tmp;
		if (!changed)
			break;
	}
	free(nvc);
	free(nvm);
	return s;
}

void
po_free(PoSolved *s)
{
	if (s == NULL)
		return;
	free(s->adj);
	free(s->rank);
	free(s->sets);
	free(s->vc);
	free(s->vm);
	free(s->work);
	free(s);
}

static int
lookup(const PoSolved *s, const int *vals, int mouse, const int *cats)
{
	int			v;

	if (s == NULL || cats == NULL || mouse < 0 || mouse >= s->n)
		return -2;
	for (int i = 0; i < s->k; i++)
		if (cats[i] < 0 || cats[i] >= s->n)
			return -2;
	v = vals[(long) mouse * s->nsets + set_index(s, cats)];
	return v == INF ? -1 : v;
}

int
po_time_cats_to_move(const PoSolved *s, int mouse, const int *cats)
{
	return s == NULL ? -2 : lookup(s, s->vc, mouse, cats);
}

int
po_time_mouse_to_move(const PoSolved *s, int mouse, const int *cats)
{
	return s == NULL ? -2 : lookup(s, s->vm, mouse, cats);
}

void
po_result(const PoSolved *s, PoResult *out)
{
	int			best = INF;
	int			best_set = -1;
	long long	c = 1;

	memset(out, 0, sizeof(*out));
	/* C(n + k - 1, k), exactly: each partial product is a binomial */
	for (int i = 1; i <= s->k; i++)
		c = c * (s->n - 1 + i) / i;
	out->positions = 2LL * s->n * c;

	/* the cats' placements in lexicographic order: the first least wins */
	for (int set = 0; set < s->nsets; set++)
	{
		int			worst = 0;

		for (int m = 0; m < s->n; m++)
		{
			int			v = s->vc[(long) m * s->nsets + set];

			if (v > worst)
				worst = v;
		}
		if (worst < best)
		{
			best = worst;
			best_set = set;
		}
	}

	for (int i = 0; i < PO_MAX_CATS; i++)
		out->cat_starts[i] = -1;
	if (best == INF)
	{
		out->cats_win = false;
		out->capture_time = -1;
		out->mouse_start = -1;
		return;
	}
	out->cats_win = true;
	out->capture_time = best;
	for (int i = 0; i < s->k; i++)
		out->cat_starts[i] = s->sets[(long) best_set * s->k + i];
	/* the mouse's reply: the smallest node with the greatest time */
	out->mouse_start = -1;
	for (int m = 0; m < s->n; m++)
		if (s->vc[(long) m * s->nsets + best_set] == best)
		{
			out->mouse_start = m;
			break;
		}
}

bool
po_pursuit(int n, const unsigned char *adj, int k, bool may_stay,
		   PoResult *out)
{
	PoSolved   *s = po_solve(n, adj, k, may_stay);

	if (s == NULL)
		return false;
	po_result(s, out);
	po_free(s);
	return true;
}

int
po_cop_number(int n, const unsigned char *adj, int max_cats, bool may_stay)
{
	if (n < 1 || adj == NULL)
		return -2;
	for (int k = 1; k <= max_cats && k <= PO_MAX_CATS; k++)
	{
		PoResult	r;

		if (!po_pursuit(n, adj, k, may_stay, &r))
			return -2;
		if (r.cats_win)
			return k;
	}
	return -1;
}

bool
po_dismantlable(int n, const unsigned char *adj)
{
	bool	   *gone;
	int			left = n;

	if (n < 1 || adj == NULL)
		return false;
	gone = calloc(n, sizeof(bool));
	if (gone == NULL)
		return false;

	/*
	 * Remove any dominated node while one exists.  The order does not
	 * matter: removing a dominated node from a dismantlable graph leaves a
	 * dismantlable graph (a retract of a cop-win graph is cop-win), so
	 * greedy removal gets down to one node iff some order does.
	 */
	while (left > 1)
	{
		int			removed = -1;

		for (int u = 0; u < n && removed < 0; u++)
		{
			if (gone[u])
				continue;
			for (int w = 0; w < n && removed < 0; w++)
			{
				bool		inside = true;

				if (w == u || gone[w])
					continue;
				/* N[u] within N[w], both among the remaining nodes */
				for (int x = 0; x < n && inside; x++)
				{
					bool		in_u;
					bool		in_w;

					if (gone[x])
						continue;
					in_u = x == u || adj[u * n + x] || adj[x * n + u];
					in_w = x == w || adj[w * n + x] || adj[x * n + w];
					if (in_u && !in_w)
						inside = false;
				}
				if (inside)
					removed = u;
			}
		}
		if (removed < 0)
			break;
		gone[removed] = true;
		left--;
	}
	free(gone);
	return left == 1;
}
