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
#include "gen.h"
#include "unit.h"

static bool
same_row(const CmCensusRow *a, const CmCensusRow *b)
{
	return a->positions == b->positions && a->draws == b->draws &&
		a->mouse_wins == b->mouse_wins && a->cat_wins == b->cat_wins &&
		a->max_remoteness == b->max_remoteness &&
		a->starts.starts == b->starts.starts && a->starts.draws == b->starts.draws &&
		a->starts.mouse_wins == b->starts.mouse_wins &&
		a->starts.cat_wins == b->starts.cat_wins &&
		a->starts.longest == b->starts.longest &&
		a->starts.longest_mouse == b->starts.longest_mouse &&
		a->starts.longest_cat == b->starts.longest_cat;
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
		st = cm_census(&p.mouse.g, cat, enter, -1, work, need, fast, NULL, NULL, &e);
		CHECK(st == CM_OK, "census seed %" PRIu64 ": status %d", seed, (int) st);
		free(work);

		cm_test_no_small = 1;
		need = cm_census_bytes(&p.mouse.g, cat, -1);
		work = malloc(need);
		st = cm_census(&p.mouse.g, cat, enter, -1, work, need, slow, NULL, NULL, &e);
		cm_test_no_small = 0;
		CHECK(st == CM_OK, "census seed %" PRIu64 ": hole by hole, status %d", seed, (int) st);
		free(work);

		for (int h = 0; h < n; h++)
			CHECK(same_row(&fast[h], &slow[h]),
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
	snprintf(detail, len, "%d graphs of 1 to %d nodes, %ld (graph, hole) pairs",
			 graphs, CM_CENSUS_FAST_NODES, pairs);
}
