/*-------------------------------------------------------------------------
 *
 * generate.c
 *	  nauty's geng as a procedure (generate.h).
 *
 * This file compiles the geng.c of Debian's libnauty2-dev
 * (/usr/share/nauty/geng.c, or CM_GENG_SOURCE) as its "CALLING FROM A
 * PROGRAM" section says: GENG_MAIN renames its main, OUTPROC receives each
 * graph, PRUNE sees every graph of the search (where the poll function and
 * a stop request get in).  Its globals are hidden in this file, so they
 * neither clash with nor interpose on any other symbol of the process.
 * nauty's headers come first, with their functions visible in libnauty,
 * then geng.c with exit() and gt_abort() turned into a longjmp back to
 * cm_geng_run: geng never ends the process.
 *
 * geng's settings: 64-bit set words (libnauty's own) and MAXN 64, one word
 * per row (ONE_WORD_SETS), as geng.c asks.
 *
 *-------------------------------------------------------------------------
 */
#define WORDSIZE 64
#define MAXN WORDSIZE
#define ONE_WORD_SETS

#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nauty_include.h"

#include "generate.h"

/* ---- geng, compiled here ---- */

/*
 * nauty 2.9 (Debian unstable) has geng.c choose its popcount when the
 * program loads, through an IFUNC resolver (RUNTIME_POPCNT).  The resolver
 * runs before AddressSanitizer is set up, and, instrumented, crashes the
 * program (the test programs and the fuzzers, which compile this file with
 * the sanitizers); there geng takes nauty's portable popcount, as nauty
 * does without RUNTIME_POPCNT.  The server's library keeps the resolver.
 */
#if defined(__SANITIZE_ADDRESS__)
#define CM_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CM_ADDRESS_SANITIZER 1
#endif
#endif
#if defined(CM_ADDRESS_SANITIZER) && defined(RUNTIME_POPCNT) && RUNTIME_POPCNT
#undef STATIC_POPCNTFUNC
#define STATIC_POPCNTFUNC(type, name, params, ...) \
	static type name params __VA_ARGS__
#endif

static void cm_geng_out(FILE *f, graph *g, int n);
static int	cm_geng_prune(graph *g, int n, int maxn);
static int	cm_geng_main(int argc, char *argv[]);
static void cm_geng_exit(int status) __attribute__((noreturn));
static void cm_geng_abort(const char *msg) __attribute__((noreturn));

#define GENG_MAIN cm_geng_main
#define OUTPROC cm_geng_out
#define PRUNE cm_geng_prune
#define exit(status) cm_geng_exit(status)
#define gt_abort(msg) cm_geng_abort(msg)

/* geng.c declares OUTPROC and PRUNE extern and GENG_MAIN global: hidden */
#pragma GCC visibility push(hidden)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-prototypes"
#pragma GCC diagnostic ignored "-Wdeclaration-after-statement"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wstrict-prototypes"
#pragma GCC diagnostic ignored "-Wold-style-definition"
#pragma GCC diagnostic ignored "-Wparentheses"
#pragma GCC diagnostic ignored "-Wmisleading-indentation"
#pragma GCC diagnostic ignored "-Wcast-function-type"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wold-style-declaration"
#endif
#ifndef CM_GENG_SOURCE
#define CM_GENG_SOURCE "/usr/share/nauty/geng.c"
#endif
#include CM_GENG_SOURCE
#pragma GCC diagnostic pop
#pragma GCC visibility pop

#undef exit
#undef gt_abort

/* ---- one run ---- */

typedef struct GengRun
{
	CmGengFn	fn;
	void	   *arg;
	CmPollFn	poll;
	void	   *poll_arg;
	int64_t		count;
	unsigned	steps;
	bool		stop;			/* fn asked to stop */
	bool		cancelled;		/* poll asked to stop */
	jmp_buf		exited;			/* where geng's exit() lands */
} GengRun;

static GengRun *run;

/* How many of geng's steps between polls. */
#define POLL_STEPS	4096

static void
cm_geng_exit(int status)
{
	(void) status;
	longjmp(run->exited, 1);
}

static void
cm_geng_abort(const char *msg)
{
	(void) msg;
	longjmp(run->exited, 1);
}

static int
cm_geng_prune(graph *g, int n, int maxn)
{
	(void) g;
	(void) n;
	(void) maxn;
	if (run->stop || run->cancelled)
		return 1;
	if (++run->steps % POLL_STEPS == 0 && run->poll &&
		run->poll(run->poll_arg))
	{
		run->cancelled = true;
		return 1;
	}
	return 0;
}

static void
cm_geng_out(FILE *f, graph *g, int n)
{
	(void) f;
	if (run->stop || run->cancelled)
		return;
	run->count++;
	if (run->fn(run->arg, (const uint64_t *) g, n))
		run->stop = true;
}

/* ---- the interface ---- */

/*
 * geng's tables (data[]) are malloc'd by its makeleveldata() and freed at
 * the end of its main(); cm_geng_run forgets them then, so that those of a
 * run left by longjmp are the only ones cm_geng_release() frees.
 */

void
cm_geng_defaults(CmGengOptions *o, int32_t nodes)
{
	memset(o, 0, sizeof(*o));
	o->nodes = nodes;
	o->min_edges = o->max_edges = -1;
	o->min_degree = o->max_degree = -1;
	o->res = 0;
	o->mod = 1;
}

static CmStatus
arg_error(CmError *err, CmGengArg arg, int64_t value, int64_t expected)
{
	err->code = CM_ERR_GENG_ARG;
	err->arg = (int32_t) arg;
	err->value = value;
	err->expected = expected;
	return err->code;
}

CmStatus
cm_geng_check(const CmGengOptions *o, CmError *err)
{
	int64_t		n = o->nodes;

	memset(err, 0, sizeof(*err));
	if (n < 1 || n > CM_GENG_MAX_NODES)
		return arg_error(err, CM_GENG_NODES, n, CM_GENG_MAX_NODES);
	if (o->min_edges < -1)
		return arg_error(err, CM_GENG_MIN_EDGES, o->min_edges, 0);
	if (o->max_edges < -1)
		return arg_error(err, CM_GENG_MAX_EDGES, o->max_edges, 0);
	if (o->min_degree < -1)
		return arg_error(err, CM_GENG_MIN_DEGREE, o->min_degree, 0);
	if (o->max_degree < -1)
		return arg_error(err, CM_GENG_MAX_DEGREE, o->max_degree, 0);
	if (o->min_edges >= 0 && o->max_edges >= 0 && o->min_edges > o->max_edges)
		return arg_error(err, CM_GENG_MIN_EDGES, o->min_edges, o->max_edges);
	if (o->min_degree >= 0 && o->max_degree >= 0 && o->min_degree > o->max_degree)
		return arg_error(err, CM_GENG_MIN_DEGREE, o->min_degree, o->max_degree);
	if (o->mod < 1 || o->mod > INT32_MAX / PRUNEMULT)
		return arg_error(err, CM_GENG_MOD, o->mod, INT32_MAX / PRUNEMULT);
	if (o->res < 0 || o->res >= o->mod)
		return arg_error(err, CM_GENG_RES, o->res, o->mod);
	return CM_OK;
}

/* geng's bounds after its main() has adjusted them; false if impossible */
typedef struct GengBounds
{
	int64_t		mine,
				maxe,
				mindeg,
				maxdeg;
} GengBounds;

static bool
geng_bounds(const CmGengOptions *o, GengBounds *b)
{
	int64_t		n = o->nodes;
	int			connec = o->biconnected ? 2 : o->connected ? 1 : 0;

	b->mine = o->min_edges >= 0 ? o->min_edges : 0;
	b->maxe = o->max_edges >= 0 ? o->max_edges : (n * n - n) / 2;
	b->mindeg = o->min_degree >= 0 ? o->min_degree : 0;
	b->maxdeg = o->max_degree >= 0 ? o->max_degree : MAXN;

	/* as geng's main() does */
	if (o->connected && b->mindeg < 1 && n > 1)
		b->mindeg = 1;
	if (o->biconnected && b->mindeg < 2 && n > 2)
		b->mindeg = 2;
	if (b->maxdeg >= n)
		b->maxdeg = n - 1;
	if (b->maxe > n * b->maxdeg / 2)
		b->maxe = n * b->maxdeg / 2;
	if (b->maxdeg > b->maxe)
		b->maxdeg = b->maxe;
	if (b->mine < (n * b->mindeg + 1) / 2)
		b->mine = (n * b->mindeg + 1) / 2;
	if (b->maxdeg > 2 * b->maxe - b->mindeg * (n - 1))
		b->maxdeg = 2 * b->maxe - b->mindeg * (n - 1);
	if (connec && b->mine < n - 1)
		b->mine = n - 2 + connec;
	return !(b->mine > b->maxe || b->maxe < 0 || b->maxdeg < 0);
}

bool
cm_geng_possible(const CmGengOptions *o)
{
	GengBounds	b;

	return geng_bounds(o, &b);
}

/* a + b, saturating at SIZE_MAX */
static size_t
add_sat(size_t a, long double b)
{
	if (b >= (long double) (SIZE_MAX - a))
		return SIZE_MAX;
	return a + (size_t) b;
}

size_t
cm_geng_bytes(const CmGengOptions *o)
{
	GengBounds	b;
	int64_t		n = o->nodes;
	bool		sparse;
	size_t		bytes = 65536;
	int			level;

	if (!geng_bounds(o, &b) || n <= 1)
		return bytes;
	sparse = o->bipartite || o->square_free || o->triangle_free || n > 28 ||
		(n == b.maxe + 1 && (o->connected || o->biconnected));
	/* makeleveldata(): per level, the x-sets of at most maxdeg elements */
	for (level = 1; level < n; level++)
	{
		int64_t		nn = b.maxdeg <= level ? b.maxdeg : level;
		long double nxsets = 1,
					ncj = 1;
		int64_t		j;

		for (j = 1; j <= nn; j++)
		{
			ncj = ncj * (level - j + 1) / j;
			nxsets += ncj;
		}
		if (sparse)
			bytes = add_sat(bytes, 2 * nxsets * sizeof(xword));
		else
			bytes = add_sat(bytes, (3 * nxsets + (long double) ((uint64_t) 1 << level)) * sizeof(xword));
	}
	return bytes;
}

void
cm_geng_release(void)
{
	int			i;

	for (i = 0; i < MAXN; i++)
	{
		free(data[i].xorb);
		free(data[i].xset);
		free(data[i].xinv);
		/* xx is xcard, or its own array when the search is sparse */
		if (data[i].xx != data[i].xcard)
			free(data[i].xx);
		free(data[i].xcard);
		memset(&data[i], 0, sizeof(data[i]));
	}
}

CmStatus
cm_geng_run(const CmGengOptions *o, CmGengFn fn, void *arg, CmPollFn poll,
			void *poll_arg, int64_t *count, CmError *err)
{
	char		nodes[16],
				edges[32],
				split[32],
				mindeg[16],
				maxdeg[16],
				flags[16];
	char	   *argv[12];
	int			argc = 0;
	char	   *f = flags;
	GengRun		r;
	CmStatus	st;

	*count = 0;
	st = cm_geng_check(o, err);
	if (st != CM_OK)
		return st;
	if (!cm_geng_possible(o))
		return CM_OK;

	/* nauty-geng's command line */
	argv[argc++] = "geng";
	*f++ = '-';
	*f++ = 'q';
	if (o->connected)
		*f++ = 'c';
	if (o->biconnected)
		*f++ = 'C';
	if (o->triangle_free)
		*f++ = 't';
	if (o->square_free)
		*f++ = 'f';
	if (o->bipartite)
		*f++ = 'b';
	if (o->canonical)
		*f++ = 'l';
	*f = '\0';
	argv[argc++] = flags;
	if (o->min_degree >= 0)
	{
		snprintf(mindeg, sizeof(mindeg), "-d%d", (int) o->min_degree);
		argv[argc++] = mindeg;
	}
	if (o->max_degree >= 0)
	{
		snprintf(maxdeg, sizeof(maxdeg), "-D%d", (int) o->max_degree);
		argv[argc++] = maxdeg;
	}
	snprintf(nodes, sizeof(nodes), "%d", (int) o->nodes);
	argv[argc++] = nodes;
	snprintf(edges, sizeof(edges), "%d:%d",
			 (int) (o->min_edges >= 0 ? o->min_edges : 0),
			 (int) (o->max_edges >= 0 ? o->max_edges :
					o->nodes * (o->nodes - 1) / 2));
	argv[argc++] = edges;
	snprintf(split, sizeof(split), "%d/%d", (int) o->res, (int) o->mod);
	argv[argc++] = split;
	argv[argc] = NULL;

	memset(&r, 0, sizeof(r));
	r.fn = fn;
	r.arg = arg;
	r.poll = poll;
	r.poll_arg = poll_arg;
	run = &r;
	if (setjmp(r.exited) != 0)
	{
		/* geng exited: an allocation failed (every argument was checked) */
		run = NULL;
		cm_geng_release();
		err->code = CM_ERR_TOO_BIG;
		err->value = o->nodes;
		return err->code;
	}
	cm_geng_main(argc, argv);
	/* geng freed its tables and left the pointers: forget them */
	memset(data, 0, sizeof(data));
	run = NULL;
	*count = r.count;
	if (r.cancelled)
	{
		err->code = CM_CANCELLED;
		return err->code;
	}
	return CM_OK;
}

size_t
cm_geng_graph6_length(int n)
{
	size_t		bits = (size_t) n * (size_t) (n - 1) / 2;

	return (n <= 62 ? 1 : 4) + (bits + 5) / 6;
}

void
cm_geng_graph6(const uint64_t *rows, int n, char *out)
{
	int			i,
				j,
				k = 0;
	int			byte = 0;

	if (n <= 62)
		*out++ = (char) (63 + n);
	else
	{
		*out++ = 126;
		*out++ = (char) (63 + ((n >> 12) & 63));
		*out++ = (char) (63 + ((n >> 6) & 63));
		*out++ = (char) (63 + (n & 63));
	}
	/* the upper triangle column by column, 6 bits a byte, high bit first */
	for (j = 1; j < n; j++)
		for (i = 0; i < j; i++)
		{
			byte = (byte << 1) | (int) ((rows[i] >> (63 - j)) & 1);
			if (++k == 6)
			{
				*out++ = (char) (63 + byte);
				byte = 0;
				k = 0;
			}
		}
	if (k > 0)
		*out++ = (char) (63 + (byte << (6 - k)));
}

void
cm_geng_graph(const uint64_t *rows, int n, int32_t *off, int32_t *adj, CmGraph *g)
{
	int32_t		arcs = 0;
	int			u,
				v;

	for (u = 0; u < n; u++)
	{
		off[u] = arcs;
		for (v = 0; v < n; v++)
			if ((rows[u] >> (63 - v)) & 1)
				adj[arcs++] = v;
	}
	off[n] = arcs;
	g->nodes = n;
	g->off = off;
	g->adj = adj;
}
