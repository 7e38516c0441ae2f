/*
 * copcensus_fuzz.c
 *	  libFuzzer harness for the census's cops and robbers
 *	  (src/core/copcensus.c): an undirected graph of up to 12 nodes from the
 *	  input's bits, its cop number (up to two cats) and capture time against
 *	  the full game of pursuit.h, one cat and two.
 */
#include "copcensus.h"
#include "generate.h"
#include "pursuit.h"
#include "fuzz_common.h"

#define N 12

/* cm_cop_facts()'s work memory, kept from input to input */
static CmCopWork cop_work;

/* pursuit.h: k cats that may stay; capture time, or -1 */
static int
full_game(const uint64_t *rows, int n, int k)
{
	static uint8_t work[1 << 22];
	int32_t		off[N + 1],
				adj[N * N];
	CmGraph		g;
	CmPursuit	p;
	CmError		e;
	size_t		bytes;

	cm_geng_graph(rows, n, off, adj, &g);
	bytes = cm_pursuit_bytes(&g, k, CM_PURSUIT_RESULT, &e);
	FUZZ_CHECK(bytes > 0 && bytes <= sizeof(work), "pursuit work of %zu bytes", bytes);
	FUZZ_CHECK(cm_pursuit_init(&p, &g, k, true, CM_PURSUIT_RESULT, work, bytes, &e) == CM_OK &&
			   cm_pursuit_solve(&p, NULL, NULL) == CM_OK, "pursuit failed");
	return p.cats_win ? p.capture_time : -1;
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Bytes		in = {data, size};
	int			n = 1 + take8(&in) % N;
	uint64_t	rows[N] = {0};
	CmCopFacts	f;
	CmError		err;
	int			t1,
				t2,
				want,
				want_time;

	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++)
			if (take8(&in) & 1)
			{
				rows[u] |= (uint64_t) 1 << (63 - v);
				rows[v] |= (uint64_t) 1 << (63 - u);
			}
	FUZZ_CHECK(cm_cop_facts(rows, n, 2, &cop_work, NULL, NULL, &f, &err) == CM_OK,
			   "a graph of %d nodes: two cats need no game memory", n);
	t1 = full_game(rows, n, 1);
	t2 = t1 >= 0 ? -1 : full_game(rows, n, 2);
	want = t1 >= 0 ? 1 : t2 >= 0 ? 2 : 0;
	want_time = want == 1 ? t1 : want == 2 ? t2 : -1;
	FUZZ_CHECK(f.cop_number == want && f.capture_time == want_time,
			   "a graph of %d nodes: cop number %d time %d, the full game %d time %d",
			   n, f.cop_number, f.capture_time, want, want_time);
	return 0;
}
