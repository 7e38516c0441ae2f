/*
 * census_oracle.c
 *	  The census of demo/census_run.sh computed by the brute force
 *	  (oracle.c) instead of catmouse, from adjacency matrices as
 *	  nauty-showg -aq prints them (a line "n", then n rows of 0 and 1), all
 *	  graphs of one size n, in the order the census numbers them (ids from
 *	  1).  Prints the line census_run.sh --raw prints for that n:
 *
 *	  n graphs pairs states draws mouse_wins cat_wins max_remoteness
 *	  starts start_draws start_mouse_wins start_cat_wins longest id hole
 *	  longest_mouse longest_cat wrong_2n
 *
 *	  For each graph and hole (the cat may not enter it, and starts off it):
 *	  states are the positions with the cat off the hole (on it too when
 *	  n = 1), both turns; starts are the positions with the mouse to move
 *	  on three different nodes mouse, cat, hole; the longest forced game is
 *	  the largest remoteness of a decided start, reached first (least id,
 *	  hole, mouse, cat); wrong_2n counts the decided starts of remoteness
 *	  2n or more.  Missing values print as -1 and "-".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"

int
main(void)
{
	static OracleGame og;
	static OracleResult res;
	int			n;
	long		id = 0;
	long long	graphs = 0, pairs = 0, states = 0, draws = 0, mw = 0, cw = 0;
	long long	starts = 0, sd = 0, smw = 0, scw = 0, wrong = 0;
	int			maxrem = -1;
	int			longest = -1;
	long		lid = 0;
	int			lhole = 0, lm = -1, lc = -1;
	int			size = -1;
	char		row[64];

	while (scanf("%d", &n) == 1)
	{
		if (n < 1 || n > ORACLE_MAX_NODES)
		{
			fprintf(stderr, "census_oracle: %d nodes\n", n);
			return 2;
		}
		size = n;
		id++;
		graphs++;
		memset(&og, 0, sizeof(og));
		og.n = n;
		for (int u = 0; u < n; u++)
		{
			if (scanf("%63s", row) != 1 || (int) strlen(row) != n)
			{
				fprintf(stderr, "census_oracle: bad matrix row\n");
				return 2;
			}
			for (int v = 0; v < n; v++)
				og.mouse_adj[u][v] = og.cat_adj[u][v] = (row[v] == '1');
		}
		for (int h = 0; h < n; h++)
		{
			og.hole = h;
			og.cat_can_enter_hole = false;
			oracle_solve(&og, &res);
			pairs++;
			for (int m = 0; m < n; m++)
				for (int c = 0; c < n; c++)
				{
					if (c == h && n > 1)
						continue;
					for (int t = 0; t < 2; t++)
					{
						const OracleState *x = &res.st[m][c][t];

						states++;
						if (x->outcome == 0)
							draws++;
						else if (x->outcome == 1)
							mw++;
						else
							cw++;
						if (x->remoteness > maxrem)
							maxrem = x->remoteness;
					}
					if (m != c && m != h && c != h)
					{
						const OracleState *x = &res.st[m][c][0];

						starts++;
						if (x->outcome == 0)
						{
							sd++;
							continue;
						}
						if (x->outcome == 1)
							smw++;
						else
							scw++;
						if (x->remoteness >= 2 * n)
							wrong++;
						if (x->remoteness > longest)
						{
							longest = x->remoteness;
							lid = id;
							lhole = h;
							lm = m;
							lc = c;
						}
					}
				}
		}
	}
	if (size < 0)
		return 2;
	printf("%d %lld %lld %lld %lld %lld %lld %d %lld %lld %lld %lld %d %ld %d ",
		   size, graphs, pairs, states, draws, mw, cw, maxrem, starts, sd, smw, scw,
		   longest, longest >= 0 ? lid : 0, longest >= 0 ? lhole : 0);
	if (longest >= 0)
		printf("%d %d %lld\n", lm, lc, wrong);
	else
		printf("- - %lld\n", wrong);
	return 0;
}
