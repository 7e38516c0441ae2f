/*
 * census_codes.c
 *	  The census line of census_oracle.c, computed by the core instead of
 *	  the brute force: reads graph6, sparse6 or digraph6 codes from stdin,
 *	  one a line (nauty-geng's or nauty-directg's, all of one size n, ids
 *	  from 1 in their order), decodes each with the core's codec
 *	  (graph6.c, as the graph6 type reads a value) and counts every hole at
 *	  once with cm_census (census.c, as cat_mouse_census does for one
 *	  graph: the cat moves on the mouse's graph and may not enter the
 *	  hole, no turn limit), and prints the line census_oracle prints for
 *	  the same graphs:
 *
 *	  n graphs pairs states draws mouse_wins cat_wins max_remoteness
 *	  starts start_draws start_mouse_wins start_cat_wins longest id hole
 *	  longest_mouse longest_cat wrong_2n
 *
 *	  The longest forced game is the first reaching it: least id, then
 *	  hole (cm_census's row gives the least mouse, then cat, of its hole).
 *	  Missing values print as -1 and "-".
 *
 *	  census_codes -s does the same hole by hole with cm_solve (the engine
 *	  of graphs past CM_CENSUS_FAST_NODES nodes and of turn limits), for
 *	  the two engines against the one brute force.
 *
 * test/t/017_census_core.pl compares it with census_oracle on every
 * connected graph and digraph of up to 6 nodes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "census.h"
#include "solver_internal.h"
#include "graph6.h"

int
main(int argc, char **argv)
{
	char	   *line = NULL;
	size_t		cap = 0;
	ssize_t		len;
	long		id = 0;
	int			size = -1;
	unsigned long long graphs = 0, pairs = 0, states = 0, draws = 0, mw = 0,
				cw = 0, starts = 0, sd = 0, smw = 0, scw = 0, wrong = 0;
	long long	maxrem = -1, longest = -1;
	long		lid = 0;
	int			lhole = 0, lm = -1, lc = -1;
	int32_t		off[CM_CENSUS_FAST_NODES + 1];
	int32_t	   *adj = NULL;
	void	   *work = NULL;
	CmCensusRow rows[CM_CENSUS_FAST_NODES];

	if (argc > 1 && strcmp(argv[1], "-s") == 0)
		cm_test_no_small = 1;
	else if (argc > 1)
	{
		fprintf(stderr, "usage: census_codes [-s] < codes\n");
		return 2;
	}
	while ((len = getline(&line, &cap, stdin)) >= 0)
	{
		CmCode		c;
		CmError		e;
		CmGraph		g;
		size_t		need;

		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (cm_code_parse(line, (size_t) len, &c, &e) != CM_OK)
		{
			fprintf(stderr, "census_codes: line %ld: error %d at %d\n", id + 1,
					(int) e.code, e.pos);
			return 2;
		}
		if (c.nodes < 1 || c.nodes > CM_CENSUS_FAST_NODES || (size >= 0 && c.nodes != size))
		{
			fprintf(stderr, "census_codes: line %ld: %d nodes\n", id + 1, (int) c.nodes);
			return 2;
		}
		size = (int) c.nodes;
		adj = realloc(adj, (size_t) (c.arcs > 0 ? c.arcs : 1) * sizeof(int32_t));
		if (adj == NULL || cm_code_graph(&c, off, adj, &g, NULL, NULL, &e) != CM_OK)
		{
			fprintf(stderr, "census_codes: line %ld: cannot decode\n", id + 1);
			return 2;
		}
		need = cm_census_bytes(&g, NULL, -1);
		work = realloc(work, need);
		if (work == NULL ||
			cm_census(&g, NULL, false, -1, work, need, NULL, rows, NULL, NULL, &e) != CM_OK)
		{
			fprintf(stderr, "census_codes: line %ld: census failed (%d)\n", id + 1,
					(int) e.code);
			return 2;
		}
		id++;
		graphs++;
		for (int h = 0; h < size; h++)
		{
			const CmCensusRow *r = &rows[h];

			pairs++;
			states += r->positions;
			draws += r->draws;
			mw += r->mouse_wins;
			cw += r->cat_wins;
			if (r->max_remoteness > maxrem)
				maxrem = r->max_remoteness;
			starts += r->starts.starts;
			sd += r->starts.draws;
			smw += r->starts.mouse_wins;
			scw += r->starts.cat_wins;
			wrong += r->starts.wrong_2n;
			if (r->starts.longest > longest)
			{
				longest = r->starts.longest;
				lid = id;
				lhole = h;
				lm = r->starts.longest_mouse;
				lc = r->starts.longest_cat;
			}
		}
	}
	free(line);
	free(adj);
	free(work);
	if (size < 0)
		return 2;
	printf("%d %llu %llu %llu %llu %llu %llu %lld %llu %llu %llu %llu %lld %ld %d ",
		   size, graphs, pairs, states, draws, mw, cw, maxrem, starts, sd, smw, scw,
		   longest, longest >= 0 ? lid : 0, longest >= 0 ? lhole : 0);
	if (longest >= 0)
		printf("%d %d %llu\n", lm, lc, wrong);
	else
		printf("- - %llu\n", wrong);
	return 0;
}
