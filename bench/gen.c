/*
 * gen.c
 *	  Deterministic benchmark inputs (fixed seeds).  Every graph is
 *	  undirected, without self-loops or repeated neighbours; node 0 is the
 *	  hole, the mouse starts on 1 and the cat on 2 (LeetCode 913's game).
 *
 *	  Usage: gen DIR
 *	  Writes, for each input NAME, DIR/NAME.json (one graph per line as
 *	  LeetCode JSON) and DIR/NAME.copy (COPY text: id, int[][] padded with
 *	  NULL, jsonb):
 *	    batch      100,000 LeetCode-size graphs: 3 to 50 nodes, a random tree
 *	               on nodes 1.. plus the hole and random extra edges (mean
 *	               degree about 3.6); every node but the hole has a neighbour
 *	               other than the hole (LeetCode's guarantee)
 *	    rand_N     one random sparse graph of N nodes, mean degree 4
 *	               (N = 2000, 5000, 10000)
 *	    grid_HxW   one 4-neighbour grid graph, the hole in the centre, the
 *	               mouse and the cat in opposite corners (32x32, 70x70, 100x100)
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng;

static uint64_t
next64(void)
{
	uint64_t	z = (rng += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static int
below(int k)
{
	return (int) (next64() % (uint64_t) k);
}

static double
uniform(void)
{
	return (double) (next64() >> 11) / 9007199254740992.0;
}

/* An undirected graph as adjacency sets (sorted lists on output). */
typedef struct Graph
{
	int			n;
	int		   *deg;
	int		   *cap;
	int		  **nb;
} Graph;

static void
graph_init(Graph *g, int n)
{
	g->n = n;
	g->deg = calloc(n, sizeof(int));
	g->cap = calloc(n, sizeof(int));
	g->nb = calloc(n, sizeof(int *));
}

static void
graph_free(Graph *g)
{
	for (int i = 0; i < g->n; i++)
		free(g->nb[i]);
	free(g->nb);
	free(g->deg);
	free(g->cap);
}

static bool
has_edge(const Graph *g, int u, int v)
{
	for (int i = 0; i < g->deg[u]; i++)
		if (g->nb[u][i] == v)
			return true;
	return false;
}

static void
push(Graph *g, int u, int v)
{
	if (g->deg[u] == g->cap[u])
	{
		g->cap[u] = g->cap[u] * 2 + 4;
		g->nb[u] = realloc(g->nb[u], g->cap[u] * sizeof(int));
	}
	g->nb[u][g->deg[u]++] = v;
}

/* Add u - v unless it is a loop or already there; true when added. */
static bool
add_edge(Graph *g, int u, int v)
{
	if (u == v || has_edge(g, u, v))
		return false;
	push(g, u, v);
	push(g, v, u);
	return true;
}

static int
cmp_int(const void *a, const void *b)
{
	return *(const int *) a - *(const int *) b;
}

static void
write_graph(FILE *json, FILE *copy, const Graph *g, long id)
{
	int			width = 1;

	for (int u = 0; u < g->n; u++)
	{
		qsort(g->nb[u], g->deg[u], sizeof(int), cmp_int);
		if (g->deg[u] > width)
			width = g->deg[u];
	}
	fputc('[', json);
	fprintf(copy, "%ld\t{", id);
	for (int u = 0; u < g->n; u++)
	{
		fprintf(json, "%s[", u ? "," : "");
		fprintf(copy, "%s{", u ? "," : "");
		for (int i = 0; i < width; i++)
		{
			if (i < g->deg[u])
			{
				fprintf(json, "%s%d", i ? "," : "", g->nb[u][i]);
				fprintf(copy, "%s%d", i ? "," : "", g->nb[u][i]);
			}
			else
				fprintf(copy, "%sNULL", i ? "," : "");
		}
		fputc(']', json);
		fputc('}', copy);
	}
	fputs("]\n", json);
	fputs("}\t", copy);
	/* the jsonb column: the same JSON */
	fputc('[', copy);
	for (int u = 0; u < g->n; u++)
	{
		fprintf(copy, "%s[", u ? "," : "");
		for (int i = 0; i < g->deg[u]; i++)
			fprintf(copy, "%s%d", i ? "," : "", g->nb[u][i]);
		fputc(']', copy);
	}
	fputs("]\n", copy);
}

/* A random tree on nodes 1 .. n-1 (each node joins a random earlier one). */
static void
random_tree(Graph *g)
{
	int		   *order = malloc(g->n * sizeof(int));
	int			k = g->n - 1;

	for (int i = 0; i < k; i++)
		order[i] = i + 1;
	for (int i = k - 1; i > 0; i--)
	{
		int			j = below(i + 1);
		int			t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	for (int i = 1; i < k; i++)
		add_edge(g, order[i], order[below(i)]);
	free(order);
}

static void
batch_graph(Graph *g)
{
	int			n = 3 + below(48);
	int			hole_degree;
	double		p;

	graph_init(g, n);
	random_tree(g);
	/* the hole: one neighbour about half of the time, now and then many */
	hole_degree = 1 + (int) (pow(uniform(), 6.0) * (n - 2));
	for (int k = 0; k < hole_degree; k++)
		add_edge(g, 0, 1 + below(n - 1));
	/* extra edges with a log-uniform probability in [0.003, 0.3] */
	p = exp(log(0.003) + uniform() * (log(0.3) - log(0.003)));
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++)
			if (uniform() < p)
				add_edge(g, u, v);
}

static void
sparse_graph(Graph *g, int n, int mean_degree)
{
	long		edges = 0;
	long		target = (long) n * mean_degree / 2;

	graph_init(g, n);
	random_tree(g);
	edges = n - 2;
	for (int k = 0; k < mean_degree; k++)
		edges += add_edge(g, 0, 1 + below(n - 1));
	while (edges < target)
		edges += add_edge(g, below(n), below(n));
}

static void
grid_graph(Graph *g, int h, int w)
{
	int			n = h * w;
	int		   *label = malloc(n * sizeof(int));	/* cell -> node */
	int		   *cell = malloc(n * sizeof(int));		/* node -> cell */
	int			special[3] = {(h / 2) * w + w / 2, 0, n - 1};	/* hole, mouse, cat */

	for (int i = 0; i < n; i++)
		label[i] = cell[i] = i;
	/* give the special cells node numbers 0, 1, 2 by swapping labels */
	for (int want = 0; want < 3; want++)
	{
		int			c = special[want];
		int			a = label[c];
		int			other = cell[want];

		label[c] = want;
		label[other] = a;
		cell[want] = c;
		cell[a] = other;
	}
	graph_init(g, n);
	for (int r = 0; r < h; r++)
		for (int c = 0; c < w; c++)
		{
			if (r + 1 < h)
				add_edge(g, label[r * w + c], label[(r + 1) * w + c]);
			if (c + 1 < w)
				add_edge(g, label[r * w + c], label[r * w + c + 1]);
		}
	free(label);
	free(cell);
}

static void
open_pair(const char *dir, const char *name, FILE **json, FILE **copy)
{
	char		path[4096];

	snprintf(path, sizeof(path), "%s/%s.json", dir, name);
	*json = fopen(path, "w");
	snprintf(path, sizeof(path), "%s/%s.copy", dir, name);
	*copy = fopen(path, "w");
	if (*json == NULL || *copy == NULL)
	{
		perror(path);
		exit(2);
	}
}

int
main(int argc, char **argv)
{
	FILE	   *json,
			   *copy;
	Graph		g;
	char		name[64];
	static const int rand_sizes[] = {2000, 5000, 10000};
	static const int grid_sizes[][2] = {{32, 32}, {70, 70}, {100, 100}};

	if (argc != 2)
	{
		fprintf(stderr, "usage: %s DIR\n", argv[0]);
		return 2;
	}

	rng = 913;
	open_pair(argv[1], "batch", &json, &copy);
	for (long id = 1; id <= 100000; id++)
	{
		batch_graph(&g);
		write_graph(json, copy, &g, id);
		graph_free(&g);
	}
	fclose(json);
	fclose(copy);

	for (int i = 0; i < 3; i++)
	{
		rng = 1000 + (uint64_t) rand_sizes[i];
		snprintf(name, sizeof(name), "rand_%d", rand_sizes[i]);
		open_pair(argv[1], name, &json, &copy);
		sparse_graph(&g, rand_sizes[i], 4);
		write_graph(json, copy, &g, 1);
		graph_free(&g);
		fclose(json);
		fclose(copy);
	}
	for (int i = 0; i < 3; i++)
	{
		snprintf(name, sizeof(name), "grid_%dx%d", grid_sizes[i][0], grid_sizes[i][1]);
		open_pair(argv[1], name, &json, &copy);
		grid_graph(&g, grid_sizes[i][0], grid_sizes[i][1]);
		write_graph(json, copy, &g, 1);
		graph_free(&g);
		fclose(json);
		fclose(copy);
	}
	return 0;
}
