/*
 * oracle.c
 *	  Brute-force reference solver: depth-limited minimax, computed bottom-up
 *	  one depth at a time (win_d depends on win_{d-1} only), straight from
 *	  the rules and the forward moves.  Deliberately naive and independent
 *	  of src/core/solver.c: no reverse graph, no counters, no queue.
 */
#include <string.h>

#include "oracle.h"

#define N ORACLE_MAX_NODES

/* Ending check, in the rules' order; returns 0 when the game goes on. */
static int
ending(const OracleGame *g, int m, int c)
{
	if (m == c)
		return 2;
	if (m == g->hole)
		return 1;
	if (c == g->hole && g->cat_can_enter_hole)
		return 2;
	return 0;
}

static bool
legal(const OracleGame *g, int turn, int from, int to)
{
	if (turn == 0)
		return g->mouse_adj[from][to];
	if (!g->cat_adj[from][to])
		return false;
	return to != g->hole || g->cat_can_enter_hole;
}

/*
 * One step of bounded minimax: given who can force a win within d - 1
 * plies (prev), compute within d plies (cur).  win[p][m][c][t]: player p
 * (0 mouse, 1 cat) forces a win.  d == 0 means only endings count.
 */
static void
step(const OracleGame *g, int d,
	 bool prev[2][N][N][2], bool cur[2][N][N][2])
{
	int			n = g->n;

	for (int m = 0; m < n; m++)
		for (int c = 0; c < n; c++)
			for (int t = 0; t < 2; t++)
			{
				int			e = ending(g, m, c);
				int			from = (t == 0) ? m : c;
				bool		any[2] = {false, false};
				bool		all[2] = {true, true};
				int			moves = 0;

				if (e != 0)
				{
					cur[0][m][c][t] = (e == 1);
					cur[1][m][c][t] = (e == 2);
					continue;
				}
				for (int v = 0; v < n; v++)
				{
					int			cm = (t == 0) ? v : m;
					int			cc = (t == 0) ? c : v;

					if (!legal(g, t, from, v))
						continue;
					moves++;
					for (int p = 0; p < 2; p++)
					{
						bool		w = d > 0 && prev[p][cm][cc][1 - t];

						any[p] = any[p] || w;
						all[p] = all[p] && w;
					}
				}
				if (moves == 0)
				{
					/* the mover is stuck and loses */
					cur[0][m][c][t] = (t == 1);
					cur[1][m][c][t] = (t == 0);
					continue;
				}
				/* the mover needs one good move, the other player all */
				cur[t][m][c][t] = any[t];
				cur[1 - t][m][c][t] = all[1 - t];
			}
}

void
oracle_solve(const OracleGame *g, OracleResult *r)
{
	static bool a[2][N][N][2];
	static bool b[2][N][N][2];
	bool		(*prev)[N][N][2] = a;
	bool		(*cur)[N][N][2] = b;
	int			n = g->n;
	int			bound = 2 * n * n + 2;
	int			first[2][N][N][2];

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	for (int p = 0; p < 2; p++)
		for (int m = 0; m < N; m++)
			for (int c = 0; c < N; c++)
				for (int t = 0; t < 2; t++)
					first[p][m][c][t] = -1;

	for (int d = 0; d <= bound; d++)
	{
		bool		(*tmp)[N][N][2];

		step(g, d, prev, cur);
		for (int p = 0; p < 2; p++)
			for (int m = 0; m < n; m++)
				for (int c = 0; c < n; c++)
					for (int t = 0; t < 2; t++)
						if (cur[p][m][c][t] && first[p][m][c][t] < 0)
							first[p][m][c][t] = d;
		/*
		 * From depth 1 on each layer is the same function of the one
		 * before: once a layer repeats, every later one is the same.
		 */
		if (d >= 1 && memcmp(prev, cur, sizeof(a)) == 0)
			break;
		tmp = prev;
		prev = cur;
		cur = tmp;
	}

	for (int m = 0; m < n; m++)
		for (int c = 0; c < n; c++)
			for (int t = 0; t < 2; t++)
			{
				OracleState *s = &r->st[m][c][t];

				if (first[0][m][c][t] >= 0)
				{
					s->outcome = 1;
					s->remoteness = first[0][m][c][t];
				}
				else if (first[1][m][c][t] >= 0)
				{
					s->outcome = 2;
					s->remoteness = first[1][m][c][t];
				}
				else
				{
					s->outcome = 0;
					s->remoteness = -1;
				}
			}

	/* best moves, by the rules, from the children's values */
	for (int m = 0; m < n; m++)
		for (int c = 0; c < n; c++)
			for (int t = 0; t < 2; t++)
			{
				OracleState *s = &r->st[m][c][t];
				int			from = (t == 0) ? m : c;
				int			mover = (t == 0) ? 1 : 2;

				s->best = -1;
				if (ending(g, m, c) != 0)
					continue;
				for (int v = 0; v < n; v++)
				{
					OracleState *ch;

					if (!legal(g, t, from, v))
						continue;
					ch = (t == 0) ? &r->st[v][c][1] : &r->st[m][v][0];
					if (ch->outcome != s->outcome)
						continue;
					if (s->best < 0)
					{
						s->best = v;
						continue;
					}
					{
						OracleState *cur_best = (t == 0) ? &r->st[s->best][c][1]
							: &r->st[m][s->best][0];

						if (s->outcome == 0)
							continue;	/* smallest drawn child wins ties */
						if (s->outcome == mover ? ch->remoteness < cur_best->remoteness
							: ch->remoteness > cur_best->remoteness)
							s->best = v;
					}
				}
			}
}

bool
oracle_mouse_wins_within(const OracleGame *g, int mouse, int cat, int turn,
						 int plies)
{
	static bool a[2][N][N][2];
	static bool b[2][N][N][2];
	bool		(*prev)[N][N][2] = a;
	bool		(*cur)[N][N][2] = b;

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	for (int d = 0; d <= plies; d++)
	{
		bool		(*tmp)[N][N][2];

		step(g, d, prev, cur);
		/*
		 * From depth 1 on each layer is the same function of the one
		 * before: once a layer repeats, every later one is the same.
		 */
		if (d >= 1 && memcmp(prev, cur, sizeof(a)) == 0)
			break;
		tmp = prev;
		prev = cur;
		cur = tmp;
	}
	return prev[0][mouse][cat][turn];
}
