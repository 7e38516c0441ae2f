/*
 * pursuit_compare.h
 *	  What the checks of the many-cats solver against its brute force share
 *	  (test/unit/unit_pursuit.c, test/tools/pursuit_geng.c, fuzz/solver_fuzz.c): the
 *	  comparison of the results and the walk over every tuple of cat nodes.
 *	  Include-only; the brute force itself (pursuit_oracle.c) shares nothing
 *	  with the solver.
 */
#ifndef CATMOUSE_TEST_PURSUIT_COMPARE_H
#define CATMOUSE_TEST_PURSUIT_COMPARE_H

#include <stdbool.h>

#include "pursuit.h"
#include "pursuit_oracle.h"

/* the solver's result equals the brute force's, placement included */
static inline bool
pursuit_result_equal(const CmPursuit *p, const PoResult *want)
{
	bool		same = p->cats_win == want->cats_win &&
		p->capture_time == want->capture_time &&
		p->mouse_start == want->mouse_start && p->positions == want->positions;

	for (int i = 0; i < p->k && same && want->cats_win; i++)
		same = p->cat_starts[i] == want->cat_starts[i];
	return same;
}

/* the next tuple of k cat nodes (cat 0 fastest); false after the last */
static inline bool
pursuit_next_cats(int32_t *c, int k, int n)
{
	for (int i = 0; i < k; i++)
	{
		if (++c[i] < n)
			return true;
		c[i] = 0;
	}
	return false;
}

#endif
