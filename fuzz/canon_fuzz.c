/*
 * canon_fuzz.c
 *	  libFuzzer harness for canonical forms (src/core/canon.c, nauty): a
 *	  graph of up to 12 nodes from the input's bits (directed or not, loops,
 *	  colours, a second graph), canonised, then renamed by a permutation
 *	  the input also gives and canonised again: the two canonical graphs,
 *	  colours and second graphs must be the same, and so must the groups'
 *	  sizes (the product of the indices) and numbers of orbits.
 */
#include "canon.h"
#include "fuzz_common.h"

#define N 12

typedef struct Form
{
	int			n;
	bool		a[N][N],
				b[N][N];
	int32_t		colour[N];
	double		size;
	int32_t		orbits;
} Form;

static void
on_index(void *arg, int32_t index)
{
	*(double *) arg *= index;
}

static void
to_csr(int n, bool m[N][N], int32_t *off, int32_t *adj, CmGraph *g)
{
	int32_t		k = 0;

	for (int u = 0; u < n; u++)
	{
		off[u] = k;
		for (int v = 0; v < n; v++)
			if (m[u][v])
				adj[k++] = v;
	}
	off[n] = k;
	g->nodes = n;
	g->off = off;
	g->adj = adj;
}

/* canonise (a, b, colour) into f: the renamed graphs and colours */
static void
canonise(int n, bool a[N][N], bool b[N][N], bool two, const int32_t *colour,
		 int32_t colours, Form *f)
{
	static uint8_t work[1 << 16];
	int32_t		offa[N + 1],
				adja[N * N],
				offb[N + 1],
				adjb[N * N],
				label[N];
	CmGraph		ga,
				gb;
	CmCanonRequest req;
	CmCanonResult res = {label, NULL, 0, false};
	CmError		e;

	memset(f, 0, sizeof(*f));
	f->n = n;
	f->size = 1;
	to_csr(n, a, offa, adja, &ga);
	to_csr(n, b, offb, adjb, &gb);
	memset(&req, 0, sizeof(req));
	req.g = &ga;
	req.g2 = two ? &gb : NULL;
	req.colour = colours > 1 ? colour : NULL;
	req.colours = colours;
	req.index = on_index;
	req.arg = &f->size;
	FUZZ_CHECK(cm_canon_work_bytes(n, two) <= sizeof(work), "work of %d nodes", n);
	FUZZ_CHECK(cm_canon(&req, work, &res, NULL, NULL, &e) == CM_OK, "status %d", (int) e.code);
	f->orbits = res.orbit_count;
	for (int u = 0; u < n; u++)
	{
		f->colour[label[u]] = colour[u];
		for (int v = 0; v < n; v++)
		{
			f->a[label[u]][label[v]] = a[u][v];
			f->b[label[u]][label[v]] = two && b[u][v];
		}
	}
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Bytes		in = {data, size};
	int			n = 1 + take8(&in) % N;
	uint8_t		flags = take8(&in);
	bool		undirected = flags & 1,
				two = flags & 2;
	int32_t		colours = 1 + (flags >> 2) % 4;
	bool		a[N][N],
				b[N][N],
				pa[N][N],
				pb[N][N];
	int32_t		colour[N],
				pcolour[N],
				used[5] = {0};
	int			perm[N];
	Form		f,
				g;

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	for (int u = 0; u < n; u++)
		for (int v = undirected ? u : 0; v < n; v++)
		{
			uint8_t		x = take8(&in);

			a[u][v] = x & 1;
			b[u][v] = x & 2;
			if (undirected)
				a[v][u] = a[u][v], b[v][u] = b[u][v];
		}
	/* colours 0 .. colours - 1, every one used (renumbered in order) */
	for (int u = 0; u < n; u++)
		colour[u] = take8(&in) % colours;
	{
		int32_t		map[4] = {-1, -1, -1, -1},
					next = 0;

		for (int c = 0; c < colours; c++)
			for (int u = 0; u < n; u++)
				if (colour[u] == c && map[c] < 0)
					map[c] = next++;
		for (int u = 0; u < n; u++)
			colour[u] = map[colour[u]], used[colour[u]] = 1;
		colours = next;
	}
	/* a permutation from the rest of the input (Fisher-Yates) */
	for (int i = 0; i < n; i++)
		perm[i] = i;
	for (int i = n - 1; i > 0; i--)
	{
		int			j = take8(&in) % (i + 1),
					t = perm[i];

		perm[i] = perm[j];
		perm[j] = t;
	}
	for (int u = 0; u < n; u++)
	{
		pcolour[perm[u]] = colour[u];
		for (int v = 0; v < n; v++)
		{
			pa[perm[u]][perm[v]] = a[u][v];
			pb[perm[u]][perm[v]] = b[u][v];
		}
	}
	canonise(n, a, b, two, colour, colours, &f);
	canonise(n, pa, pb, two, pcolour, colours, &g);
	FUZZ_CHECK(memcmp(f.a, g.a, sizeof(f.a)) == 0 && memcmp(f.b, g.b, sizeof(f.b)) == 0 &&
			   memcmp(f.colour, g.colour, sizeof(f.colour)) == 0,
			   "a renaming of a graph of %d nodes has another canonical form", n);
	FUZZ_CHECK(f.size == g.size && f.orbits == g.orbits,
			   "a renaming changes the group: %.0f / %.0f, %d / %d orbits", f.size, g.size,
			   f.orbits, g.orbits);
	(void) used;
	return 0;
}
