/*
 * pursuit_geng: the many-cats solver (src/core/pursuit.c) against the brute
 * force of test/oracle/pursuit_oracle.c on every graph of a nauty dataset, one
 * code a line on stdin (graph6, sparse6 or digraph6, read by the core's
 * codec):
 *
 *	  pursuit_geng K [--stay|--no-stay|--both] [--dismantle]
 *
 * For each graph and k = 1 .. K cats: every position's capture time (cats
 * and mouse to move) and the result (whether the cats win, capture time,
 * best placement, the mouse's reply, positions) from both solver modes
 * must equal the brute force's.  --dismantle: with one cat and staying,
 * the cat wins exactly on dismantlable graphs (the literature's theorem,
 * for undirected graphs).  Prints one line: graphs, solves, positions,
 * graphs by cop number (up to K; "more" past it), one cat's largest capture
 * time and the first graph (line number) reaching it, and mismatches; exits
 * 1 on any mismatch.  test/t/016_pursuit_nauty.pl runs it on nauty-geng's output.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph6.h"
#include "pursuit.h"
#include "pursuit_compare.h"
#include "pursuit_oracle.h"

#define GMAX 16

static long mismatches;

static void
report(const char *line, const char *what)
{
	if (++mismatches <= 20)
		fprintf(stderr, "mismatch on %s: %s\n", line, what);
}

static bool
solve(CmPursuit *p, const CmGraph *g, int k, bool stay, CmPursuitMode mode, void **work)
{
	CmError		err;
	size_t		bytes = cm_pursuit_bytes(g, k, mode, &err);

	*work = malloc(bytes);
	return *work != NULL &&
		cm_pursuit_init(p, g, k, stay, mode, *work, bytes, &err) == CM_OK &&
		cm_pursuit_solve(p, NULL, NULL) == CM_OK;
}

/* every position and the result of k cats; true when the cats win */
static bool
check(const char *line, const CmGraph *g, const unsigned char *adj, int k, bool stay,
	  long *positions, int *capture_time)
{
	int			n = g->nodes;
	CmPursuit	all,
				res;
	void	   *w1,
			   *w2;
	PoSolved   *o = po_solve(n, adj, k, stay);
	PoResult	want;
	int32_t		c[CM_PURSUIT_MAX_CATS] = {0};
	int			ci[PO_MAX_CATS];
	bool		more = true;

	if (o == NULL || !solve(&all, g, k, stay, CM_PURSUIT_ALL, &w1) ||
		!solve(&res, g, k, stay, CM_PURSUIT_RESULT, &w2))
	{
		fprintf(stderr, "pursuit_geng: a solve failed\n");
		exit(2);
	}
	po_result(o, &want);
	while (more)
	{
		int			i;

		for (i = 0; i < k; i++)
			ci[i] = c[i];
		for (int32_t m = 0; m < n; m++)
		{
			(*positions) += 2;
			if (cm_pursuit_time(&all, m, c) != po_time_cats_to_move(o, m, ci) ||
				cm_pursuit_mouse_time(&all, m, c) != po_time_mouse_to_move(o, m, ci))
				report(line, "a position's capture time");
		}
		more = pursuit_next_cats(c, k, n);
	}
	for (int mode = 0; mode < 2; mode++)
	{
		const CmPursuit *p = mode ? &res : &all;
		bool		same = pursuit_result_equal(p, &want);

		if (!same)
			report(line, mode ? "the result (first placement mode)" : "the result");
	}
	*capture_time = want.capture_time;
	po_free(o);
	free(w1);
	free(w2);
	return want.cats_win;
}

int
main(int argc, char **argv)
{
	int			max_k = argc > 1 ? atoi(argv[1]) : 1;
	bool		stays[2] = {true, false};
	int			nstays = 1;
	bool		dismantle = false;
	char		line[4096];
	int			longest = -1;
	long		graphs = 0,
				longest_graph = 0,
				solves = 0,
				positions = 0,
				by_cops[CM_PURSUIT_MAX_CATS + 2] = {0};

	for (int i = 2; i < argc; i++)
	{
		if (strcmp(argv[i], "--no-stay") == 0)
			stays[0] = false;
		else if (strcmp(argv[i], "--both") == 0)
			nstays = 2;
		else if (strcmp(argv[i], "--dismantle") == 0)
			dismantle = true;
	}
	if (max_k < 1 || max_k > 3)
	{
		fprintf(stderr, "usage: pursuit_geng K (1..3) [--no-stay|--both] [--dismantle] < codes\n");
		return 2;
	}
	while (fgets(line, sizeof(line), stdin))
	{
		size_t		len = strcspn(line, "\r\n");
		CmCode		code;
		CmError		err;
		int32_t		off[GMAX + 1],
					adjl[GMAX * GMAX];
		unsigned char adj[GMAX * GMAX];
		CmGraph		g;

		line[len] = '\0';
		if (len == 0)
			continue;
		if (cm_code_parse(line, len, &code, &err) != CM_OK || code.nodes > GMAX ||
			cm_code_graph(&code, off, adjl, &g, NULL, NULL, &err) != CM_OK)
		{
			fprintf(stderr, "pursuit_geng: cannot read %s\n", line);
			return 2;
		}
		memset(adj, 0, sizeof(adj));
		for (int32_t u = 0; u < g.nodes; u++)
			for (int32_t i = g.off[u]; i < g.off[u + 1]; i++)
				adj[u * g.nodes + g.adj[i]] = 1;
		graphs++;
		for (int s = 0; s < nstays; s++)
		{
			int			cops = 0;

			for (int k = 1; k <= max_k; k++)
			{
				int			ct;
				bool		win = check(line, &g, adj, k, stays[s], &positions, &ct);

				solves++;
				if (k == 1 && s == 0 && win && ct > longest)
				{
					longest = ct;
					longest_graph = graphs;
				}
				if (win && cops == 0)
					cops = k;
				if (k == 1 && dismantle && stays[s] && win != po_dismantlable(g.nodes, adj))
					report(line, "one cat wins, but the graph is not dismantlable (or the reverse)");
			}
			if (s == 0)
				by_cops[cops == 0 ? max_k + 1 : cops]++;
		}
	}
	printf("%ld graphs, %ld solves, %ld positions; by cop number:", graphs, solves, positions);
	for (int k = 1; k <= max_k; k++)
		printf(" %d: %ld,", k, by_cops[k]);
	printf(" more: %ld; one cat's largest capture time %d, first on graph %ld; %ld mismatches\n",
		   by_cops[max_k + 1], longest, longest_graph, mismatches);
	return mismatches ? 1 : 0;
}
