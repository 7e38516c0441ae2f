/*
 * gen.c
 *	  Seeded random test inputs shared by the unit tests (unit.c) and the
 *	  SQL cross-check (oracle_dump.c): graphs of every kind the rules allow,
 *	  with their options, and small grids, each also in the oracle's form.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

/* ---------- small deterministic PRNG (splitmix64) ---------- */

uint64_t	rng_state;

uint64_t
rng_next(void)
{
	uint64_t	z = (rng_state += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* uniform in 0 .. k - 1 */
int
rng_below(int k)
{
	return (int) (rng_next() % (uint64_t) k);
}

/* true with probability p */
bool
rng_chance(double p)
{
	return (double) (rng_next() >> 11) / 9007199254740992.0 < p;
}

/* ---------- raw graphs: rows with repeats and NULL padding ---------- */


/* Lay out adjacency rows (lists[u][0 .. len[u]-1]) with NULLs sprinkled in. */
void
raw_from_lists(RawGraph *r, int n, int lists[][RAW_MAX_WIDTH], const int *len,
			   double null_p)
{
	int			maxlen = 0;
	int			u;
	int64_t		elem = 0;

	for (u = 0; u < n; u++)
		if (len[u] > maxlen)
			maxlen = len[u];
	r->n = n;
	r->width = maxlen + (rng_chance(0.3) ? rng_below(3) : 0);
	if (r->width == 0)
		r->width = 1;
	if (r->width > RAW_MAX_WIDTH)
		r->width = RAW_MAX_WIDTH;
	memset(r->present, 0, sizeof(r->present));
	r->nvals = 0;
	for (u = 0; u < n; u++)
	{
		int			k = 0;			/* next list item */
		int			slots = r->width;
		int			s;

		for (s = 0; s < slots; s++, elem++)
		{
			int			left_items = len[u] - k;
			int			left_slots = slots - s;

			/* a NULL here only if the rest still fits */
			if (left_items == 0 ||
				(left_items < left_slots && rng_chance(null_p)))
				continue;
			r->present[elem >> 3] |= (uint8_t) (1 << (elem & 7));
			r->vals[r->nvals++] = lists[u][k++];
		}
	}
}

void
raw_build(RawGraph *r)
{
	CmError		e;
	CmStatus	st = cm_graph_build(r->n, r->width, r->vals, r->present,
									r->off, r->adj, r->stamp, &r->g, NULL, NULL, &e);

	if (st != CM_OK)
	{
		fprintf(stderr, "# cm_graph_build failed: %d\n", (int) st);
		abort();
	}
}

/* The oracle's view of a raw graph: its own matrix, from the raw rows. */
void
raw_to_matrix(const RawGraph *r, bool adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES])
{
	int64_t		elem = 0;
	int			next = 0;

	memset(adj, 0, sizeof(bool) * ORACLE_MAX_NODES * ORACLE_MAX_NODES);
	for (int u = 0; u < r->n; u++)
		for (int k = 0; k < r->width; k++, elem++)
			if (r->present[elem >> 3] & (1 << (elem & 7)))
				adj[u][r->vals[next++]] = true;
}

/*
 * A random graph of every kind the rules allow: directed or undirected,
 * self-loops, repeated neighbours, nodes without moves.
 */
void
random_lists(int n, int lists[][RAW_MAX_WIDTH], int *len)
{
	bool		undirected = rng_chance(0.5);
	double		p = 0.1 + 0.6 * (double) rng_below(1000) / 1000.0;
	double		loop_p = rng_chance(0.3) ? 0.3 : 0.0;
	double		repeat_p = rng_chance(0.3) ? 0.3 : 0.0;
	double		stuck_p = rng_chance(0.3) ? 0.2 : 0.0;
	bool		m[ORACLE_MAX_NODES][ORACLE_MAX_NODES];

	memset(m, 0, sizeof(m));
	for (int u = 0; u < n; u++)
		for (int v = undirected ? u : 0; v < n; v++)
		{
			bool		e = (u == v) ? rng_chance(loop_p) : rng_chance(p);

			m[u][v] = e;
			if (undirected)
				m[v][u] = e;
		}
	for (int u = 0; u < n; u++)
		if (rng_chance(stuck_p))
			for (int v = 0; v < n; v++)
				m[u][v] = false;
	for (int u = 0; u < n; u++)
	{
		len[u] = 0;
		for (int v = 0; v < n; v++)
			if (m[u][v])
			{
				lists[u][len[u]++] = v;
				if (rng_chance(repeat_p) && len[u] < RAW_MAX_WIDTH / 2)
					lists[u][len[u]++] = v;
			}
		/* shuffle: input order must not matter */
		for (int i = len[u] - 1; i > 0; i--)
		{
			int			j = rng_below(i + 1);
			int			t = lists[u][i];

			lists[u][i] = lists[u][j];
			lists[u][j] = t;
		}
	}
}

/*
 * A random puzzle from a seed: a graph of 1 to 10 nodes (a cat graph of its
 * own three times in ten), random starts, hole, cat_can_enter_hole and
 * max_turns; og is the oracle's view of it.
 */
void
random_puzzle(RandomPuzzle *p, uint64_t seed)
{
	int			lists[ORACLE_MAX_NODES][RAW_MAX_WIDTH];
	int			lens[ORACLE_MAX_NODES];
	int			n;

	rng_state = seed;
	/* mostly tiny, some up to 10 nodes */
	n = rng_chance(0.85) ? 1 + rng_below(7) : 8 + rng_below(3);
	random_lists(n, lists, lens);
	raw_from_lists(&p->mouse, n, lists, lens, 0.3);
	raw_build(&p->mouse);
	p->own_cat = rng_chance(0.3);
	if (p->own_cat)
	{
		random_lists(n, lists, lens);
		raw_from_lists(&p->cat, n, lists, lens, 0.3);
		raw_build(&p->cat);
	}

	p->og.n = n;
	raw_to_matrix(&p->mouse, p->og.mouse_adj);
	raw_to_matrix(p->own_cat ? &p->cat : &p->mouse, p->og.cat_adj);
	p->opt.mouse_start = rng_below(n);
	p->opt.cat_start = rng_below(n);
	p->opt.hole = rng_below(n);
	p->opt.cat_can_enter_hole = rng_chance(0.3);
	p->opt.max_turns = rng_chance(0.5) ? -1 : rng_below(2 * n * n + 3);
	p->og.hole = p->opt.hole;
	p->og.cat_can_enter_hole = p->opt.cat_can_enter_hole;
}

/* The oracle's grid moves, written from the rules without grid.c. */
void
grid_matrix(int rows, int cols, char cells[][16], int jump,
			int node[][16], bool adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES])
{
	static const int dr[4] = {1, -1, 0, 0};
	static const int dc[4] = {0, 0, 1, -1};

	memset(adj, 0, sizeof(bool) * ORACLE_MAX_NODES * ORACLE_MAX_NODES);
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
		{
			if (cells[r][c] == '#')
				continue;
			adj[node[r][c]][node[r][c]] = true;
			for (int d = 0; d < 4; d++)
				for (int k = 1; k <= jump; k++)
				{
					int			rr = r + dr[d] * k;
					int			cc = c + dc[d] * k;

					if (rr < 0 || rr >= rows || cc < 0 || cc >= cols ||
						cells[rr][cc] == '#')
						break;
					adj[node[r][c]][node[rr][cc]] = true;
				}
		}
}

/*
 * A random grid of at most 16 cells (the oracle's limit) with walls, C, M
 * and F on distinct cells, and jumps of 0 to 3 or (one time in ten) 1000;
 * og is the oracle's view of it.
 */
void
random_grid(RandomGrid *g, uint64_t seed)
{
	int			placed = 0;
	const char	who[3] = {'C', 'M', 'F'};

	rng_state = seed;
	g->rows = 1 + rng_below(4);
	g->cols = 2 + rng_below(3);
	if (g->rows * g->cols < 3)
		g->cols = 3;
	for (int r = 0; r < g->rows; r++)
	{
		for (int c = 0; c < g->cols; c++)
			g->cells[r][c] = rng_chance(0.25) ? '#' : '.';
		g->cells[r][g->cols] = '\0';
		g->text[r] = g->cells[r];
	}
	while (placed < 3)
	{
		int			r = rng_below(g->rows);
		int			c = rng_below(g->cols);

		if (g->cells[r][c] == 'C' || g->cells[r][c] == 'M' || g->cells[r][c] == 'F')
			continue;
		g->cells[r][c] = who[placed++];
	}
	g->floor = 0;
	for (int r = 0; r < g->rows; r++)
		for (int c = 0; c < g->cols; c++)
		{
			g->node[r][c] = -1;
			if (g->cells[r][c] == '#')
				continue;
			if (g->cells[r][c] == 'M')
				g->m0 = g->floor;
			if (g->cells[r][c] == 'C')
				g->c0 = g->floor;
			if (g->cells[r][c] == 'F')
				g->f0 = g->floor;
			g->node[r][c] = g->floor++;
		}
	g->cat_jump = rng_chance(0.1) ? 1000 : rng_below(4);
	g->mouse_jump = rng_chance(0.1) ? 1000 : rng_below(4);

	g->og.n = g->floor;
	grid_matrix(g->rows, g->cols, g->cells, g->mouse_jump, g->node, g->og.mouse_adj);
	grid_matrix(g->rows, g->cols, g->cells, g->cat_jump, g->node, g->og.cat_adj);
	g->og.hole = g->f0;
	g->og.cat_can_enter_hole = true;
}
