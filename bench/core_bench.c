/*
 * core_bench.c
 *	  Solve graphs with the solver core alone, outside the server, and report
 *	  CPU time: the floor under what the SQL functions can do.
 *
 *	  Usage: core_bench [--start | --verdict | --layers | --outcomes | --all]
 *						[--masks | --lists] FILE
 *	  FILE holds one graph per line as LeetCode JSON adjacency lists; hole 0,
 *	  mouse 1, cat 2.  Prints a histogram of outcomes and, on one line,
 *	  "graphs N cpu_s S graphs_per_s R peak_work_bytes B layers L by_lists
 *	  K" (the layers of the layered engine, and how many of them went by
 *	  its lists: --masks and --lists force a route, as tests do).  The mode is the
 *	  solver's: --start (the default: the start position, stopping early),
 *	  --verdict (its outcome alone, as cat_mouse_game solves it), --layers
 *	  (the start without the small-graph engine), --outcomes (every
 *	  position, as the summary does), --all (also every remoteness, as the
 *	  per-position rows do).
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>

#include "solver.h"
#include "solver_internal.h"

/* Work memory as the extension's glue takes it (memory.c's catmouse_alloc_work). */
static void *
alloc_work(size_t bytes)
{
	char	   *work = malloc(bytes);
#ifdef MADV_HUGEPAGE
	uintptr_t	from;
	size_t		length;

	if (work != NULL && cm_work_huge_range(work, bytes, &from, &length))
		(void) madvise((void *) from, length, MADV_HUGEPAGE);
#endif
	return work;
}

typedef struct Parsed
{
	int32_t		nodes;
	int32_t    *off;
	int32_t    *vals;
	int64_t		nvals;
} Parsed;

/* Parse "[[a,b],[c],...]" into CSR rows (duplicates kept: the builder drops them). */
static void
parse(const char *s, Parsed *p, size_t *cap_off, size_t *cap_vals)
{
	int			depth = 0;

	p->nodes = 0;
	p->nvals = 0;
	for (; *s; s++)
	{
		if (*s == '[')
		{
			depth++;
			if (depth == 2)
			{
				if ((size_t) p->nodes + 2 > *cap_off)
				{
					*cap_off = *cap_off * 2 + 16;
					p->off = realloc(p->off, *cap_off * sizeof(int32_t));
				}
				p->off[p->nodes++] = (int32_t) p->nvals;
			}
		}
		else if (*s == ']')
		{
			if (--depth == 0)
				break;
		}
		else if (*s >= '0' && *s <= '9' && depth == 2)
		{
			char	   *end;
			long		v = strtol(s, &end, 10);

			if ((size_t) p->nvals + 1 > *cap_vals)
			{
				*cap_vals = *cap_vals * 2 + 64;
				p->vals = realloc(p->vals, *cap_vals * sizeof(int32_t));
			}
			p->vals[p->nvals++] = (int32_t) v;
			s = end - 1;
		}
	}
	if (p->off)
		p->off[p->nodes] = (int32_t) p->nvals;
}

static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	const char *path;
	FILE	   *f;
	char	   *line = NULL;
	size_t		linecap = 0;
	CmMode		mode = CM_SOLVE_START;
	Parsed		p = {0, NULL, NULL, 0};
	size_t		cap_off = 0,
				cap_vals = 0;
	int64_t		count[3] = {0, 0, 0};
	int64_t		graphs = 0;
	int64_t		layers = 0,
				list_layers = 0;
	double		cpu = 0;
	size_t		peak = 0;
	void	   *work = NULL;
	size_t		work_cap = 0;
	int32_t    *off = NULL,
			   *adj = NULL,
			   *stamp = NULL;
	size_t		cap_g = 0,
				cap_a = 0,
				cap_bits = 0;
	uint8_t    *bits = NULL;

	for (int i = 1; i < argc - 1; i++)
	{
		if (strcmp(argv[i], "--start") == 0)
			mode = CM_SOLVE_START;
		else if (strcmp(argv[i], "--verdict") == 0)
			mode = CM_SOLVE_VERDICT;
		else if (strcmp(argv[i], "--layers") == 0)
			mode = CM_SOLVE_START_LAYERS;
		else if (strcmp(argv[i], "--outcomes") == 0)
			mode = CM_SOLVE_OUTCOMES;
		else if (strcmp(argv[i], "--all") == 0)
			mode = CM_SOLVE_ALL;
		else if (strcmp(argv[i], "--masks") == 0)
			cm_test_sparse = -1;
		else if (strcmp(argv[i], "--lists") == 0)
			cm_test_sparse = 1;
		else
			argc = 0;
	}
	if (argc < 2)
	{
		fprintf(stderr, "usage: %s [--start | --verdict | --layers | --outcomes | --all] [--masks | --lists] FILE\n", argv[0]);
		return 2;
	}
	path = argv[argc - 1];
	f = fopen(path, "r");
	if (f == NULL)
	{
		perror(path);
		return 2;
	}

	while (getline(&line, &linecap, f) > 0)
	{
		CmGraph		g;
		CmOptions	o;
		CmSolver	s;
		CmError		e;
		size_t		need;
		double		t0;

		parse(line, &p, &cap_off, &cap_vals);
		if (p.nodes == 0)
			continue;
		if ((size_t) p.nodes + 1 > cap_g)
		{
			cap_g = (size_t) p.nodes + 1;
			off = realloc(off, cap_g * sizeof(int32_t));
			stamp = realloc(stamp, cap_g * sizeof(int32_t));
		}
		if ((size_t) p.nvals + 1 > cap_a)
		{
			cap_a = (size_t) p.nvals + 1;
			adj = realloc(adj, cap_a * sizeof(int32_t));
		}

		/* lay the rows out as the server sees an int[][]: padded, with a bitmap */
		{
			int32_t		width = 0;
			int32_t		u;
			int64_t		elem = 0;

			for (u = 0; u < p.nodes; u++)
				if (p.off[u + 1] - p.off[u] > width)
					width = p.off[u + 1] - p.off[u];
			if ((size_t) p.nodes * width / 8 + 1 > cap_bits)
			{
				cap_bits = (size_t) p.nodes * width / 8 + 1;
				bits = realloc(bits, cap_bits);
			}
			memset(bits, 0, (size_t) p.nodes * width / 8 + 1);
			for (u = 0; u < p.nodes; u++, elem += width)
				for (int64_t k = 0; k < p.off[u + 1] - p.off[u]; k++)
					bits[(elem + k) >> 3] |= (uint8_t) (1 << ((elem + k) & 7));
			t0 = cpu_now();
			if (cm_graph_build(p.nodes, width, p.vals, bits, off, adj, stamp,
							   &g, NULL, NULL, &e) != CM_OK)
			{
				fprintf(stderr, "bad graph on line %" PRId64 "\n", graphs + 1);
				return 1;
			}
		}
		cm_options_default(&o);
		need = cm_solver_bytes(&g, NULL, mode);
		if (need > work_cap)
		{
			free(work);
			work = alloc_work(need);
			work_cap = need;
		}
		if (need > peak)
			peak = need;
		if (cm_solver_init(&s, &g, NULL, &o, mode, work, need, &e) != CM_OK ||
			cm_solve(&s, NULL, NULL) != CM_OK)
		{
			fprintf(stderr, "solve failed on graph %" PRId64 "\n", graphs + 1);
			return 1;
		}
		cpu += cpu_now() - t0;
		count[s.start_outcome < 0 ? 0 : s.start_outcome]++;
		layers += s.layers;
		list_layers += s.small ? 0 : s.list_layers;
		graphs++;
	}
	fclose(f);
	printf("draw %" PRId64 " mouse %" PRId64 " cat %" PRId64 "\n",
		   count[0], count[1], count[2]);
	printf("graphs %" PRId64 " cpu_s %.6f graphs_per_s %.0f peak_work_bytes %zu layers %" PRId64 " by_lists %" PRId64 "\n",
		   graphs, cpu, cpu > 0 ? (double) graphs / cpu : 0.0, peak, layers, list_layers);
	return 0;
}
