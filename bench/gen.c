/*
 * gen.c
 *	  Deterministic benchmark inputs (fixed seeds).  Every graph is
 *	  undirected, without self-loops or repeated neighbours; node 0 is the
 *	  hole, the mouse starts on 1 and the cat on 2 (LeetCode 913's game).
 *
 *	  Usage: gen DIR | gen --hard DIR [N ...]
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
 *
 *	  gen --hard DIR [N ...] writes games that no shortcut decides and that
 *	  last long (bench/hard.sh), for each N (default 1000 2000 5000 8000
 *	  12000 20000 30000):
 *	    drawn_N    a cycle 1 .. N-1 with the hole hanging off node 2, the
 *	               cat's start: the cat guards the hole for ever, the start
 *	               is drawn, and every position of the cycle must be decided
 *	               to say so
 *	    path_N     a path, the hole at one end, the mouse at the other and
 *	               the cat half-way: the cat wins, in about 2N layers
 *	    ladder_M   a circular ladder on nodes 1 .. M-1 (M = N rounded up to
 *	               odd: two cycles joined by rungs), the hole hanging off the
 *	               cat's start
 *	    chords_N   drawn_N with chords to the nodes two along the cycle: the
 *	               cat has four moves a node (drawn as well)
 *	    band_N     drawn_N with chords to the nodes two and three along: six
 *	               moves a node, and layers whose moves back are six an
 *	               entry
 *	    hub_N      drawn_N with a hub: the node half-way round has chords to
 *	               the nodes 7, 14, .. 35 along either way, twelve moves,
 *	               more than the lists count (drawn as well)
 *	    cliques_N  the nodes 1 .. N-1 in cliques of five along a ring, each
 *	               clique's last node joined to the next one's first, the
 *	               hole hanging off node 2, the cat's start (drawn): a layer
 *	               decides a clique's positions at once, more than six a row
 *	    lollipop_N a clique of 40 on the nodes 1 .. 40 (but 1 - 2: the
 *	               mouse and the cat start apart in it), a tail from node 2
 *	               through 41 .. N-1 to the hole: the cat wins at once, and
 *	               the full solve meets about 2N layers, its 40 hubs tested
 *	    lollipop4_N the same, the cat's node 2 not joined to 3, 4 and 5: the
 *	               mouse steps there, and the cat wins in four plies, the
 *	               start's light cone a few rows of a large graph
 *	    lattice_M  a k x k lattice (k the nearest whole root of N, M = k^2),
 *	               the hole in one corner, the mouse in the other, the cat
 *	               in the middle: the cat wins; the full solve meets about
 *	               4k layers, each a ring of positions spread over most
 *	               words of every row
 *	  and, whatever the N, dense_1000 and dense_2000 (random, mean degree
 *	  100: short games, dense layers) and, for cat_mouse_grid_game,
 *	  corridor_S.txt (S = 15, 31, 63: an S x S LeetCode 1728 grid, one row
 *	  a line, whose floor is one winding corridor from the mouse to the
 *	  food, the cat one cell behind it, so that walking home takes
 *	  longer than the 1000-turn rule allows once S is 63).
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

/* The cycle 1 .. n-1, the hole 0 hanging off node 2 (drawn_N). */
static void
drawn_graph(Graph *g, int n)
{
	graph_init(g, n);
	for (int v = 1; v < n; v++)
		add_edge(g, v, v + 1 < n ? v + 1 : 1);
	add_edge(g, 0, 2);
}

/* drawn_N with chords v - v+2 along the cycle 1 .. n-1 (chords_N). */
static void
chords_graph(Graph *g, int n)
{
	drawn_graph(g, n);
	for (int v = 1; v < n; v++)
		add_edge(g, v, 1 + (v + 1) % (n - 1));
}

/* drawn_N with chords v - v+2 and v - v+3 along the cycle 1 .. n-1 (band_N). */
static void
band_graph(Graph *g, int n)
{
	chords_graph(g, n);
	for (int v = 1; v < n; v++)
		add_edge(g, v, 1 + (v + 2) % (n - 1));
}

/* drawn_N with chords h - h +- 7, 14, .. 35, h half-way round (hub_N). */
static void
hub_graph(Graph *g, int n)
{
	const int	h = n / 2;

	drawn_graph(g, n);
	for (int d = 7; d <= 35; d += 7)
	{
		add_edge(g, h, 1 + (h - 1 + d) % (n - 1));
		add_edge(g, h, 1 + (h - 1 - d + n - 1) % (n - 1));
	}
}

/* Cliques of five along the ring 1 .. n-1, the hole 0 off node 2 (cliques_N). */
static void
cliques_graph(Graph *g, int n)
{
	graph_init(g, n);
	for (int first = 1; first < n; first += 5)
	{
		const int	last = first + 4 < n - 1 ? first + 4 : n - 1;

		for (int u = first; u <= last; u++)
			for (int v = u + 1; v <= last; v++)
				add_edge(g, u, v);
		add_edge(g, last, last + 1 < n ? last + 1 : 1);
	}
	add_edge(g, 0, 2);
}

/*
 * A clique of 40 and a tail from node 2 to the hole (lollipop_N); cut: the
 * cat's node 2 not joined to 3, 4 and 5 either (lollipop4_N).
 */
static void
lollipop_graph(Graph *g, int n, bool cut)
{
	const int	k = n - 1 < 40 ? n - 1 : 40;

	graph_init(g, n);
	for (int u = 1; u <= k; u++)
		for (int v = u + 1; v <= k; v++)
			if (!(u == 1 && v == 2) && !(cut && u == 2 && v <= 5))
				add_edge(g, u, v);
	for (int u = k + 1; u < n; u++)
		add_edge(g, u, u == k + 1 ? 2 : u - 1);
	add_edge(g, 0, n - 1 > k ? n - 1 : 2);
}

/* A path hole .. cat .. mouse (path_N): p-th node of the path labelled lab[p]. */
static void
path_graph(Graph *g, int n)
{
	int		   *lab = malloc(n * sizeof(int));
	int			next = 3;

	for (int p = 0; p < n; p++)
		lab[p] = p == 0 ? 0 : p == n / 2 ? 2 : p == n - 1 ? 1 : next++;
	graph_init(g, n);
	for (int p = 0; p + 1 < n; p++)
		add_edge(g, lab[p], lab[p + 1]);
	free(lab);
}

/*
 * A k x k lattice of 4 neighbours, read row by row, its p-th node labelled
 * lab[p]: the hole (0) at p = 0, the mouse (1) at the far corner, the cat
 * (2) in the middle.
 */
static void
lattice_graph(Graph *g, int k)
{
	int			n = k * k;
	int		   *lab = malloc(n * sizeof(int));
	int			next = 3;

	for (int p = 0; p < n; p++)
		lab[p] = p == 0 ? 0 : p == n - 1 ? 1 : p == (k / 2) * k + k / 2 ? 2 : next++;
	graph_init(g, n);
	for (int r = 0; r < k; r++)
		for (int c = 0; c < k; c++)
		{
			if (c + 1 < k)
				add_edge(g, lab[r * k + c], lab[r * k + c + 1]);
			if (r + 1 < k)
				add_edge(g, lab[r * k + c], lab[(r + 1) * k + c]);
		}
	free(lab);
}

/*
 * A circular ladder on nodes 1 .. n-1 (n - 1 even: rungs k - k + half),
 * the hole hanging off node 2.
 */
static void
ladder_graph(Graph *g, int n)
{
	int			half = (n - 1) / 2;

	graph_init(g, 2 * half + 1);
	for (int k = 0; k < half; k++)
	{
		add_edge(g, 1 + k, 1 + (k + 1) % half);
		add_edge(g, 1 + half + k, 1 + half + (k + 1) % half);
		add_edge(g, 1 + k, 1 + half + k);
	}
	add_edge(g, 0, 2);
}

/*
 * An s x s grid (s odd) whose floor is one corridor winding row by row:
 * every other row open, joined at alternate ends; the cat at the start,
 * the mouse next to it, the food at the far end.
 */
static void
corridor_grid(FILE *f, int s)
{
	for (int r = 0; r < s; r++)
	{
		for (int c = 0; c < s; c++)
		{
			char		ch = '#';

			if (r % 2 == 0)
				ch = '.';
			else if ((r / 2) % 2 == 0 ? c == s - 1 : c == 0)
				ch = '.';
			if (r == 0 && c == 0)
				ch = 'C';
			else if (r == 0 && c == 1)
				ch = 'M';
			else if (r == s - 1 && c == ((s / 2) % 2 == 0 ? s - 1 : 0))
				ch = 'F';
			fputc(ch, f);
		}
		fputc('\n', f);
	}
}

static void
write_one(const char *dir, const char *name, Graph *g)
{
	FILE	   *json,
			   *copy;

	open_pair(dir, name, &json, &copy);
	write_graph(json, copy, g, 1);
	graph_free(g);
	fclose(json);
	fclose(copy);
}

static int
hard(int argc, char **argv)
{
	static const int sizes[] = {1000, 2000, 5000, 8000, 12000, 20000, 30000};
	const char *dir = argv[2];
	int			count = argc > 3 ? argc - 3 : 7;
	char		name[64];
	Graph		g;

	for (int i = 0; i < count; i++)
	{
		int			n = argc > 3 ? atoi(argv[3 + i]) : sizes[i];
		int			k;

		if (n < 5 || n > 46340)
		{
			fprintf(stderr, "gen: %s nodes: from 5 to 46340\n", argv[3 + i]);
			return 2;
		}
		snprintf(name, sizeof(name), "drawn_%d", n);
		drawn_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "path_%d", n);
		path_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "ladder_%d", n | 1);
		ladder_graph(&g, n | 1);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "chords_%d", n);
		chords_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "band_%d", n);
		band_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "hub_%d", n);
		hub_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "cliques_%d", n);
		cliques_graph(&g, n);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "lollipop_%d", n);
		lollipop_graph(&g, n, false);
		write_one(dir, name, &g);
		snprintf(name, sizeof(name), "lollipop4_%d", n);
		lollipop_graph(&g, n, true);
		write_one(dir, name, &g);
		k = (int) (sqrt((double) n) + 0.5);
		snprintf(name, sizeof(name), "lattice_%d", k * k);
		lattice_graph(&g, k);
		write_one(dir, name, &g);
	}
	for (int n = 1000; n <= 2000; n += 1000)
	{
		rng = 7000 + (uint64_t) n;
		snprintf(name, sizeof(name), "dense_%d", n);
		sparse_graph(&g, n, 100);
		write_one(dir, name, &g);
	}
	for (int sz = 15; sz <= 63; sz = 2 * sz + 1)
	{
		char		path[4096];
		FILE	   *f;

		snprintf(path, sizeof(path), "%s/corridor_%d.txt", dir, sz);
		if ((f = fopen(path, "w")) == NULL)
		{
			perror(path);
			return 2;
		}
		corridor_grid(f, sz);
		fclose(f);
	}
	return 0;
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

	if (argc >= 3 && strcmp(argv[1], "--hard") == 0)
		return hard(argc, argv);
	if (argc != 2)
	{
		fprintf(stderr, "usage: %s DIR | --hard DIR [N ...]\n", argv[0]);
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
