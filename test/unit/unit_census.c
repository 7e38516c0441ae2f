/*
 * unit_census.c
 *	  Server-free tests of cm_census (src/core/census.c): the bit-parallel pass
 *	  over all holes against a full solve per hole (cm_count and
 *	  cm_count_starts, themselves checked against the brute force in
 *	  unit.c), on seeded random graphs of 1 to 11 nodes: directed and
 *	  undirected, loops, repeats, stuck nodes, a cat graph of its own, the
 *	  cat allowed into the hole or not.  The census of every connected
 *	  graph and digraph on up to 6 nodes is also checked against the brute
 *	  force directly, through SQL (test/t/021_census.pl).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "census.h"
#include "solver_internal.h"
#include "gen.h"
#include "generate.h"
#include "checks.h"
#include "unit.h"

/*
 * The sets kept from graph to graph (census.h), as a backend keeps them:
 * one for every test of this file, whatever the size; 8 bytes past
 * malloc's alignment, and filled with ones before cm_census_work_init(),
 * so that a set read before it is made gives a wrong answer.
 */
static CmCensusWork *
kept_work(void)
{
	static CmCensusWork *kept;
	char	   *raw;

	if (kept == NULL && (raw = malloc(cm_census_work_bytes() + 8)) != NULL)
	{
		memset(raw, 0xff, cm_census_work_bytes() + 8);
		kept = (CmCensusWork *) (raw + 8);
		cm_census_work_init(kept);
	}
	return kept;
}

/*
 * The census's rows of a graph by every body the CPU has (census.h), each
 * against `want`: whether all agree, the first that does not in *differs.
 */
static bool
every_body_agrees(const CmGraph *mouse, const CmGraph *cat, bool enter, const CmCensusRow *want,
				  const char **differs)
{
	for (int b = CM_CENSUS_WORDS; b <= CM_CENSUS_AVX512; b++)
	{
		CmCensusRow rows[CM_CENSUS_FAST_NODES];
		char		work8[8];
		CmError		e;
		bool		ok;

		if (!cm_census_has_body((CmCensusBody) b))
			continue;
		cm_test_census_body = b;
		ok = cm_census(mouse, cat, enter, -1, work8, sizeof(work8), NULL, rows, NULL, NULL, &e) == CM_OK;
		*differs = cm_census_body_name();
		cm_test_census_body = CM_CENSUS_BEST;
		for (int h = 0; ok && h < mouse->nodes; h++)
			ok = same_census_row(&rows[h], &want[h]);
		if (!ok)
			return false;
	}
	return true;
}

/* The bodies the CPU has, for the tests' details: "words, avx2, avx512". */
static const char *
bodies_run(void)
{
	return cm_census_has_body(CM_CENSUS_AVX512) ? "words, avx2, avx512" :
		cm_census_has_body(CM_CENSUS_AVX2) ? "words, avx2" : "words";
}

void
test_census_random(char *detail, size_t len, int graphs, uint64_t base_seed)
{
	static RandomPuzzle p;
	static int	lists[ORACLE_MAX_NODES][RAW_MAX_WIDTH];
	static int	lens[ORACLE_MAX_NODES];
	long		pairs = 0;

	for (int i = 0; i < graphs; i++)
	{
		uint64_t	seed = base_seed * 2654435761ULL + 0x5000000ULL + (uint64_t) i;
		int			n;
		bool		own_cat;
		bool		enter;
		const CmGraph *cat;
		CmCensusRow fast[CM_CENSUS_FAST_NODES];
		CmCensusRow slow[CM_CENSUS_FAST_NODES];
		const char *differs = "";
		size_t		need;
		void	   *work;
		CmError		e;
		CmStatus	st;

		rng_state = seed;
		n = 1 + rng_below(CM_CENSUS_FAST_NODES);
		own_cat = rng_chance(0.3);
		enter = rng_chance(0.3);
		random_lists(n, lists, lens);
		raw_from_lists(&p.mouse, n, lists, lens, 0.2);
		raw_build(&p.mouse);
		if (own_cat)
		{
			random_lists(n, lists, lens);
			raw_from_lists(&p.cat, n, lists, lens, 0.2);
			raw_build(&p.cat);
		}
		cat = own_cat ? &p.cat.g : NULL;

		need = cm_census_bytes(&p.mouse.g, cat, -1);
		work = malloc(need);
		st = cm_census(&p.mouse.g, cat, enter, -1, work, need, kept_work(), fast, NULL, NULL, &e);
		CHECK(st == CM_OK, "census seed %" PRIu64 ": status %d", seed, (int) st);
		free(work);
		CHECK(every_body_agrees(&p.mouse.g, cat, enter, fast, &differs),
			  "census seed %" PRIu64 " (n %d, own cat %d, enter %d): the %s body differs", seed,
			  n, own_cat, enter, differs);

		cm_test_no_small = 1;
		need = cm_census_bytes(&p.mouse.g, cat, -1);
		work = malloc(need);
		st = cm_census(&p.mouse.g, cat, enter, -1, work, need, NULL, slow, NULL, NULL, &e);
		cm_test_no_small = 0;
		CHECK(st == CM_OK, "census seed %" PRIu64 ": hole by hole, status %d", seed, (int) st);
		free(work);

		for (int h = 0; h < n; h++)
			CHECK(same_census_row(&fast[h], &slow[h]),
				  "census seed %" PRIu64 " (n %d, own cat %d, enter %d) hole %d: "
				  "fast %" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %" PRId64 " starts %" PRIu64 "/%" PRIu64 " longest %" PRId64 " (%d,%d); "
				  "per hole %" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %" PRId64 " starts %" PRIu64 "/%" PRIu64 " longest %" PRId64 " (%d,%d)",
				  seed, n, own_cat, enter, h,
				  fast[h].draws, fast[h].mouse_wins, fast[h].cat_wins, fast[h].max_remoteness,
				  fast[h].starts.mouse_wins, fast[h].starts.cat_wins, fast[h].starts.longest,
				  fast[h].starts.longest_mouse, fast[h].starts.longest_cat,
				  slow[h].draws, slow[h].mouse_wins, slow[h].cat_wins, slow[h].max_remoteness,
				  slow[h].starts.mouse_wins, slow[h].starts.cat_wins, slow[h].starts.longest,
				  slow[h].starts.longest_mouse, slow[h].starts.longest_cat);
		pairs += n;
	}
	snprintf(detail, len, "%d graphs of 1 to %d nodes, %ld (graph, hole) pairs, by each body "
			 "(%s)", graphs, CM_CENSUS_FAST_NODES, pairs, bodies_run());
}

/* ---- every graph of up to 8 nodes: the census against the full game ---- */

/* geng's graph into a tally, the cat kept out of the hole */
static bool
tally_only(void *arg, const uint64_t *rows, int n)
{
	cm_census_tally_graph(arg, kept_work(), rows, n, false);
	return false;
}

typedef struct EveryGraph
{
	long		graphs;
	long		pairs;
	long		starts;
	long		wrong_2n;
	long		longest;
	CmCensusTally tally[2];		/* by the engine, [cat_can_enter_hole] */
	CmCensusTally want[2];		/* from the full game, hole by hole */
} EveryGraph;

/* Whether (code, hole, mouse, cat) is the better example, as census.h says. */
static bool
better(const CmCensusTally *t, int64_t longest, const char *code, int len, int hole,
	   int mouse, int cat)
{
	int			cmp;

	if (longest != t->longest)
		return longest > t->longest;
	if (t->example_len == 0)
		return true;
	cmp = memcmp(code, t->example, (size_t) len);
	if (cmp != 0)
		return cmp < 0;
	if (hole != t->longest_hole)
		return hole < t->longest_hole;
	return mouse < t->longest_mouse || (mouse == t->longest_mouse && cat < t->longest_cat);
}

/*
 * One graph of geng's, the cat kept out of the hole and let in: every hole
 * by the bit-parallel census against the full game (check_census: a solve
 * per hole by the layered engine, and where the cat is kept out, every
 * start against the memoised 2n search); and the engine's tally against
 * the full game's rows summed.
 */
static bool
every_graph(void *arg, const uint64_t *rows, int n)
{
	EveryGraph *eg = arg;
	int32_t		off[CM_CENSUS_FAST_NODES + 1];
	int32_t		adj[CM_CENSUS_FAST_NODES * CM_CENSUS_FAST_NODES];
	static OracleGame og;
	CmGraph		g;
	char		code[CM_CENSUS_CODE_BYTES];
	int			len = (int) cm_geng_graph6_length(n);

	cm_geng_graph(rows, n, off, adj, &g);
	cm_geng_graph6(rows, n, code);
	memset(&og, 0, sizeof(og));
	og.n = n;
	for (int u = 0; u < n; u++)
		for (int v = 0; v < n; v++)
			og.mouse_adj[u][v] = og.cat_adj[u][v] = (rows[u] >> (63 - v)) & 1;
	eg->graphs++;
	for (int enter = 0; enter < 2; enter++)
	{
		CmCensusRow fast[CM_CENSUS_FAST_NODES];
		CmCensusRow slow[CM_CENSUS_FAST_NODES];
		CmCensusTally *want = &eg->want[enter];
		char		work8[8];
		char		msg[400];
		CmError		e;

		const char *differs = "";

		CHECK(cm_census(&g, NULL, enter, -1, work8, sizeof(work8), kept_work(), fast, NULL, NULL, &e) == CM_OK,
			  "census of %.*s", len, code);
		CHECK(every_body_agrees(&g, NULL, enter, fast, &differs),
			  "census of %.*s: the %s body differs", len, code, differs);
		cm_census_tally_graph(&eg->tally[enter], kept_work(), rows, n, enter);

		/* the full game hole by hole, and the 2n search where LeetCode plays it */
		CHECK(check_census(&g, NULL, &og, enter, !enter, fast, slow, &eg->starts, msg,
						   sizeof(msg)),
			  "%.*s, the cat %s the hole: %s", len, code, enter ? "let into" : "kept out of", msg);
		want->graphs++;
		for (int h = 0; h < n; h++)
		{
			want->pairs++;
			want->positions += slow[h].positions;
			want->draws += slow[h].draws;
			want->mouse_wins += slow[h].mouse_wins;
			want->cat_wins += slow[h].cat_wins;
			if (slow[h].max_remoteness > want->max_remoteness)
				want->max_remoteness = slow[h].max_remoteness;
			want->starts += slow[h].starts.starts;
			want->start_draws += slow[h].starts.draws;
			want->start_mouse_wins += slow[h].starts.mouse_wins;
			want->start_cat_wins += slow[h].starts.cat_wins;
			want->wrong_2n += slow[h].starts.wrong_2n;
			if (!enter)
				eg->wrong_2n += (long) slow[h].starts.wrong_2n;
			if (slow[h].starts.longest >= 0 &&
				better(want, slow[h].starts.longest, code, len, h, slow[h].starts.longest_mouse,
					   slow[h].starts.longest_cat))
			{
				want->longest = slow[h].starts.longest;
				memcpy(want->example, code, (size_t) len);
				want->example_len = len;
				want->longest_hole = h;
				want->longest_mouse = slow[h].starts.longest_mouse;
				want->longest_cat = slow[h].starts.longest_cat;
			}
		}
	}
	eg->pairs += n;
	return false;
}

static bool
same_tally(const CmCensusTally *a, const CmCensusTally *b)
{
	return a->graphs == b->graphs && a->pairs == b->pairs && a->positions == b->positions &&
		a->draws == b->draws && a->mouse_wins == b->mouse_wins && a->cat_wins == b->cat_wins &&
		a->max_remoteness == b->max_remoteness && a->starts == b->starts &&
		a->start_draws == b->start_draws && a->start_mouse_wins == b->start_mouse_wins &&
		a->start_cat_wins == b->start_cat_wins && a->wrong_2n == b->wrong_2n &&
		a->longest == b->longest && a->example_len == b->example_len &&
		memcmp(a->example, b->example, (size_t) a->example_len) == 0 &&
		a->longest_hole == b->longest_hole && a->longest_mouse == b->longest_mouse &&
		a->longest_cat == b->longest_cat;
}

void
test_census_every_graph(char *detail, size_t len)
{
	static EveryGraph eg;
	CmGengOptions o;
	CmError		e;
	int64_t		count;
	long		longest = -1;
	char		lines[512] = "";

	for (int n = 1; n <= every_graph_nodes; n++)
	{
		CmCensusTally merged;

		memset(&eg, 0, sizeof(eg));
		for (int enter = 0; enter < 2; enter++)
		{
			cm_census_tally_init(&eg.tally[enter]);
			cm_census_tally_init(&eg.want[enter]);
		}
		cm_geng_defaults(&o, n);
		CHECK(cm_geng_run(&o, every_graph, &eg, NULL, NULL, &count, &e) == CM_OK, "geng %d", n);
		for (int enter = 0; enter < 2; enter++)
		{
			const CmCensusTally *t = &eg.tally[enter];
			const CmCensusTally *w = &eg.want[enter];

			CHECK(same_tally(t, w),
				  "the census of every graph of %d nodes (enter %d): the engine's tally %" PRIu64
				  " graphs, %" PRIu64 "/%" PRIu64 "/%" PRIu64 ", starts %" PRIu64 "/%" PRIu64
				  ", wrong %" PRIu64 ", longest %" PRId64 " %.*s %d %d %d; the full game's %"
				  PRIu64 " graphs, %" PRIu64 "/%" PRIu64 "/%" PRIu64 ", starts %" PRIu64 "/%"
				  PRIu64 ", wrong %" PRIu64 ", longest %" PRId64 " %.*s %d %d %d", n, enter,
				  t->graphs, t->draws, t->mouse_wins, t->cat_wins, t->start_mouse_wins,
				  t->start_cat_wins, t->wrong_2n, t->longest, t->example_len, t->example,
				  t->longest_hole, t->longest_mouse, t->longest_cat, w->graphs, w->draws,
				  w->mouse_wins, w->cat_wins, w->start_mouse_wins, w->start_cat_wins,
				  w->wrong_2n, w->longest, w->example_len, w->example, w->longest_hole,
				  w->longest_mouse, w->longest_cat);
		}
		/*
		 * merged halves equal the whole: geng's parts 0 and 1 of 2, by the
		 * word-by-word body and by AVX2's where the CPU has it (the whole by
		 * the fastest)
		 */
		cm_census_tally_init(&merged);
		for (int part = 0; part < 2; part++)
		{
			CmCensusTally half;

			cm_census_tally_init(&half);
			cm_test_census_body = part == 0 ? CM_CENSUS_WORDS : CM_CENSUS_AVX2;
			cm_geng_defaults(&o, n);
			o.res = part;
			o.mod = 2;
			CHECK(cm_geng_run(&o, tally_only, &half, NULL, NULL, &count, &e) == CM_OK,
				  "geng %d part %d", n, part);
			cm_census_tally_merge(&merged, &half);
		}
		cm_test_census_body = CM_CENSUS_BEST;
		CHECK(same_tally(&merged, &eg.tally[0]),
			  "the census of %d nodes in two parts merged (words, avx2) differs from one by the "
			  "%s body", n, cm_census_body_name());
		if (eg.tally[0].longest > longest)
			longest = eg.tally[0].longest;
		snprintf(lines + strlen(lines), sizeof(lines) - strlen(lines), "%s%d: %ld",
				 n > 1 ? ", " : "", n, eg.wrong_2n);
	}
	snprintf(detail, len, "%d nodes, every hole and start, cat in or out of the hole, by each "
			 "body (%s); longest game %ld plies; the 2n search wrong (cat kept out) by n: %s",
			 every_graph_nodes, bodies_run(), longest, lines);
}
