/*-------------------------------------------------------------------------
 *
 * solver_shortcuts.c
 *	  The verdict's two shortcuts, exact, tried before an engine's solve
 *	  when only the start's verdict is asked (cm_verdict_shortcut(),
 *	  solver_internal.h): the mouse walks home out of the cat's reach, or
 *	  the cat catches it at once.  Each costs a breadth-first search or
 *	  less, where a solve costs every position; a start they do not settle
 *	  goes to the engine.  The unit tests check the verdict against an
 *	  independent brute force on every start (test/unit/unit.c).
 *
 *-------------------------------------------------------------------------
 */
#include "solver_internal.h"

/*
 * A shortcut of the verdict, exact: the mouse wins if it has a walk to the
 * hole on which the cat never meets it, each node v_i of it (i = 1 .. L,
 * v_L the hole) farther from the cat's start than the cat can go in time:
 * more than i legal cat moves (by its i-th move the cat could stand on v_i
 * or step onto it), the hole more than L - 1 (the cat would be on it when
 * the mouse steps in).  Walking it ends the game within 2L - 1 plies (sooner
 * if the cat runs out of moves), whatever the cat does.  Breadth-first: the
 * cat's distances over its legal moves, then the mouse's earliest arrival
 * at each node so kept (arriving earlier never hurts: the condition only
 * tightens).  A start that is an ending is left to the solve.
 */
static int64_t
run_home(const CmSolver *s, int32_t *dist, int32_t *queue, CmPollFn poll,
		 void *poll_arg)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const int32_t ms = s->opt.mouse_start;
	const int32_t cs = s->opt.cat_start;
	uint64_t	work = 0;
	int32_t		head = 0,
				tail = 0,
				level_end,
				level;
	int32_t		v;

	if (ms == cs || ms == hole || (cs == hole && enter))
		return -1;
	for (v = 0; v < n; v++)
		dist[v] = INT32_MAX;
	dist[cs] = 0;
	queue[tail++] = cs;
	while (head < tail)
	{
		int32_t		u = queue[head++];
		int32_t		j;

		work += 1 + (uint64_t) (s->cat.off[u + 1] - s->cat.off[u]);
		if (poll_due(&work, poll, poll_arg))
			return -2;
		for (j = s->cat.off[u]; j < s->cat.off[u + 1]; j++)
		{
			int32_t		to = s->cat.adj[j];

			if ((to != hole || enter) && dist[to] == INT32_MAX)
			{
				dist[to] = dist[u] + 1;
				queue[tail++] = to;
			}
		}
	}

	/* the mouse, a level at a time; a node reached is marked -1 */
	head = tail = 0;
	dist[ms] = -1;
	queue[tail++] = ms;
	for (level = 0; head < tail; level++)
	{
		for (level_end = tail; head < level_end; head++)
		{
			int32_t		u = queue[head];
			int32_t		j;

			work += 1 + (uint64_t) (s->mouse.off[u + 1] - s->mouse.off[u]);
			if (poll_due(&work, poll, poll_arg))
				return -2;
			for (j = s->mouse.off[u]; j < s->mouse.off[u + 1]; j++)
			{
				int32_t		to = s->mouse.adj[j];

				if (to == hole)
				{
					if (dist[hole] > level)
						return 2 * ((int64_t) level + 1) - 1;
				}
				else if (dist[to] > level + 1)
				{
					dist[to] = -1;
					queue[tail++] = to;
				}
			}
		}
	}
	return -1;
}

/*
 * The other shortcut of the verdict, exact: the cat catches the mouse at
 * once when every move of the mouse from its start (it has one at least)
 * lands on the cat, or on a node other than the hole that the cat can step
 * onto.  The plies: 1 when every move lands on the cat, else 2; -1 when
 * not so.  A start that is an ending is left to the solve.  mark: n
 * entries of scratch.
 */
static int64_t
catch_at_once(const CmSolver *s, int32_t *mark)
{
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const int32_t ms = s->opt.mouse_start;
	const int32_t cs = s->opt.cat_start;
	int64_t		plies = 1;
	int32_t		j;

	if (ms == cs || ms == hole || (cs == hole && enter) ||
		s->mouse.off[ms + 1] == s->mouse.off[ms])
		return -1;
	for (j = 0; j < s->n; j++)
		mark[j] = 0;
	for (j = s->cat.off[cs]; j < s->cat.off[cs + 1]; j++)
		mark[s->cat.adj[j]] = 1;	/* the hole's mark is never read */
	for (j = s->mouse.off[ms]; j < s->mouse.off[ms + 1]; j++)
	{
		int32_t		to = s->mouse.adj[j];

		if (to == cs)
			continue;
		if (to == hole || !mark[to])
			return -1;
		plies = 2;
	}
	return plies;
}

int
cm_verdict_shortcut(CmSolver *s, int32_t *dist, int32_t *queue, CmPollFn poll,
					void *poll_arg)
{
	int64_t		plies = run_home(s, dist, queue, poll, poll_arg);
	int64_t		caught;

	if (plies == -2)
		return -1;
	if (plies >= 0 && (s->opt.max_turns < 0 || plies <= s->opt.max_turns))
	{
		s->start_outcome = CM_MOUSE;
		s->start_remoteness = -1;
		s->limited_outcome = CM_MOUSE;
		s->limited_remoteness = -1;
		return 1;
	}
	caught = catch_at_once(s, dist);
	if (caught < 0)
		return 0;
	s->start_outcome = CM_CAT;
	s->start_remoteness = caught;
	s->limited_remoteness = caught;
	s->limited_outcome = cm_under_limit(s->opt.max_turns, CM_CAT,
										&s->limited_remoteness);
	return 1;
}
