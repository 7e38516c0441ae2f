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
#include <string.h>

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

/*
 * The solve of p's game by another route (pursuit.h) gives the same
 * result and (CM_PURSUIT_ALL) every position's time; the rounds too, but
 * where the dismantling theorem answered a lost pursuit without them.
 * work holds cm_pursuit_bytes of it.
 */
static inline bool
pursuit_route_equal(const CmPursuit *p, CmPursuitRoute route, void *work)
{
	CmPursuit	q;
	CmError		err;
	size_t		need = cm_pursuit_bytes(p->g, p->k, p->mode, &err);
	bool		same;

	if (cm_pursuit_init(&q, p->g, p->k, p->may_stay, p->mode, work, need, &err) != CM_OK)
		return false;
	q.route = route;
	if (cm_pursuit_solve(&q, NULL, NULL) != CM_OK)
		return false;
	same = q.cats_win == p->cats_win && q.capture_time == p->capture_time &&
		q.mouse_start == p->mouse_start && q.positions == p->positions;
	if (p->cats_win || p->mode == CM_PURSUIT_ALL)
		same = same && q.rounds == p->rounds;
	for (int i = 0; i < p->k && same && p->cats_win; i++)
		same = q.cat_starts[i] == p->cat_starts[i];
	if (same && p->time != NULL)
		same = memcmp(q.time, p->time, sizeof(uint32_t) * (size_t) (p->tuples * p->n)) == 0;
	return same;
}

/* p, solved by the fastest route, equals the one-word and the general routes */
static inline bool
pursuit_routes_equal(const CmPursuit *p, void *work)
{
	return pursuit_route_equal(p, CM_PURSUIT_GENERAL, work) &&
		pursuit_route_equal(p, CM_PURSUIT_WORDS, work);
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
