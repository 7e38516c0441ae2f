/*
 * memo2n.c
 *	  LeetCode 913's popular memoised search, bounded at 2n plies (memo2n.h):
 *	  written as those solutions write it, the bound checked first, then
 *	  the endings in the rules' order, then the mover's moves from its list
 *	  (the mouse wins if one move wins, loses if every move loses, else
 *	  draws; the cat the same, its list without a hole it may not enter).
 */
#include <string.h>

#include "memo2n.h"

/*
 * The search runs many times per fuzzer input; the fuzzers learn nothing
 * from an oracle's branches, so libFuzzer's coverage stays out of it.
 */
#if defined(__clang__)
#define NO_COVERAGE __attribute__((no_sanitize("coverage")))
#else
#define NO_COVERAGE
#endif

void
memo2n_init(Memo2n *m, const OracleGame *g)
{
	m->g = g;
	memset(m->memo, -1, sizeof(m->memo));
	for (int u = 0; u < g->n; u++)
	{
		m->mouse_count[u] = m->cat_count[u] = 0;
		for (int v = 0; v < g->n; v++)
		{
			if (g->mouse_adj[u][v])
				m->mouse_moves[u][m->mouse_count[u]++] = v;
			if (g->cat_adj[u][v] && (v != g->hole || g->cat_can_enter_hole))
				m->cat_moves[u][m->cat_count[u]++] = v;
		}
	}
}

NO_COVERAGE static int
search(Memo2n *m, int t, int x, int y)
{
	const OracleGame *g = m->g;
	int			n = g->n;
	int			r;

	if (t == 2 * n)
		return 0;				/* "a draw after 2n moves" */
	if (x == y)
		return 2;
	if (x == g->hole)
		return 1;
	if (y == g->hole && g->cat_can_enter_hole)
		return 2;
	if (m->memo[t][x][y] >= 0)
		return m->memo[t][x][y];
	if (t % 2 == 0)
	{
		bool		all_lose = true;

		r = -1;
		for (int i = 0; i < m->mouse_count[x] && r < 0; i++)
		{
			int			v = search(m, t + 1, m->mouse_moves[x][i], y);

			if (v == 1)
				r = 1;
			else if (v != 2)
				all_lose = false;
		}
		if (r < 0)
			r = all_lose ? 2 : 0;
	}
	else
	{
		bool		all_lose = true;

		r = -1;
		for (int i = 0; i < m->cat_count[y] && r < 0; i++)
		{
			int			v = search(m, t + 1, x, m->cat_moves[y][i]);

			if (v == 2)
				r = 2;
			else if (v != 1)
				all_lose = false;
		}
		if (r < 0)
			r = all_lose ? 1 : 0;
	}
	m->memo[t][x][y] = (signed char) r;
	return r;
}

int
memo2n_outcome(Memo2n *m, int mouse, int cat)
{
	return search(m, 0, mouse, cat);
}
