/*-------------------------------------------------------------------------
 *
 * solver_small.c
 *	  The start position of a graph of at most 64 nodes, by bit-parallel
 *	  value iteration: every set of positions is 64 words of 64 bits, and
 *	  one ply of minimax over all positions is a few word operations per
 *	  move.
 *
 * After iteration k the sets hold the positions each player wins within k
 * plies (the depth-limited minimax of the rules):
 *
 *	mouse to move (m, c): the mouse wins if one of its moves m -> m' reaches
 *	  a position (m', c) the mouse wins with the cat to move; the cat wins
 *	  if all of them reach cat wins (all of none: a stuck mouse loses);
 *	cat to move (m, c): the cat wins if one of its legal moves c -> c'
 *	  reaches a cat win with the mouse to move; the mouse wins if all do not.
 *
 * With rows by mouse node (bits by cat node), the mouse's step is an OR and
 * an AND of rows; the cat's step needs the transposed sets, rows by cat
 * node.  Both orientations are kept: the bits an iteration adds (each
 * position is added once) are copied across one by one.  The start's
 * remoteness is the first iteration that holds it; when an iteration adds
 * nothing, what is left is drawn.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "solver_internal.h"

typedef struct CmSmallWork
{
	/* mouse to move, rows by mouse node; and by cat node */
	uint64_t	mw0[CM_SMALL_NODES];
	uint64_t	cw0[CM_SMALL_NODES];
	uint64_t	mw0t[CM_SMALL_NODES];
	uint64_t	cw0t[CM_SMALL_NODES];
	/* cat to move, rows by cat node; and by mouse node */
	uint64_t	mw1t[CM_SMALL_NODES];
	uint64_t	cw1t[CM_SMALL_NODES];
	uint64_t	mw1[CM_SMALL_NODES];
	uint64_t	cw1[CM_SMALL_NODES];
	/* non-endings and endings, in the orientation each step computes */
	uint64_t	open0[CM_SMALL_NODES];
	uint64_t	end_m0[CM_SMALL_NODES];
	uint64_t	end_c0[CM_SMALL_NODES];
	uint64_t	open1t[CM_SMALL_NODES];
	uint64_t	end_m1t[CM_SMALL_NODES];
	uint64_t	end_c1t[CM_SMALL_NODES];
	/* the next iteration's sets */
	uint64_t	next_mw0[CM_SMALL_NODES];
	uint64_t	next_cw0[CM_SMALL_NODES];
	uint64_t	next_mw1t[CM_SMALL_NODES];
	uint64_t	next_cw1t[CM_SMALL_NODES];
} CmSmallWork;

size_t
cm_small_bytes(int32_t nodes, bool with_rem)
{
	size_t		bytes = sizeof(CmSmallWork) + 8;

	if (with_rem)
		bytes += 2 * (size_t) nodes * nodes * sizeof(uint32_t);
	return bytes;
}

/* After a full solve without rem arrays: a position's outcome, from the sets. */
int
cm_small_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	const CmSmallWork *w = s->small_work;
	uint64_t	mw = (turn == CM_TURN_MOUSE) ? w->mw0[mouse] >> cat : w->mw1t[cat] >> mouse;
	uint64_t	cw = (turn == CM_TURN_MOUSE) ? w->cw0[mouse] >> cat : w->cw1t[cat] >> mouse;

	return (mw & 1) ? CM_MOUSE : (cw & 1) ? CM_CAT : CM_DRAW;
}

/*
 * Copy the bits added to rows[r] (bit x) into cols[x] (bit r), for the rows
 * in `which` (the others did not change); with rem, also record them as
 * decided now: rem[x * n + r] = tag (outcome and remoteness).  Both
 * orientations a step computes, rows by mouse for the mouse to move and
 * rows by cat for the cat to move, put the position at x * n + r in the
 * solver's state layout.  With dirty (full solves), also adds to *dirty
 * the columns that changed and to *listed_added whether a bit in `listed`
 * (and a row other than skip_row) was added.  The start-only solve passes
 * NULLs, and the compiler drops that work from its inlined copies.
 */
static inline uint64_t
add_rows(uint64_t *rows, const uint64_t *next, uint64_t *cols, uint64_t which,
		 int32_t n, uint32_t *rem, uint32_t tag, uint64_t *dirty,
		 uint64_t listed, int32_t skip_row, bool *listed_added)
{
	uint64_t	any = 0;

	while (which)
	{
		int32_t		r = cm_ctz64(which);
		uint64_t	added = next[r] & ~rows[r];

		which &= which - 1;
		if (added == 0)
			continue;
		any |= added;
		rows[r] = next[r];
		if (dirty != NULL)
		{
			*dirty |= added;
			if (r != skip_row && (added & listed) != 0)
				*listed_added = true;
		}
		while (added)
		{
			int			x = cm_ctz64(added);

			added &= added - 1;
			cols[x] |= (uint64_t) 1 << r;
			if (rem != NULL)
				rem[(size_t) x * n + r] = tag;
		}
	}
	return any;
}

void
cm_small_solve(CmSolver *s, void *work)
{
	CmSmallWork *w = work;
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const int32_t ms = s->opt.mouse_start;
	const int32_t cs = s->opt.cat_start;
	const uint64_t all = (n == 64) ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1);
	const int32_t *moff = s->mouse.off;
	const int32_t *madj = s->mouse.adj;
	const int32_t *coff = s->cat.off;
	const int32_t *cadj = s->cat.adj;
	const bool	full = (s->mode != CM_SOLVE_START);
	uint32_t   *const rem0 = s->rem[0];	/* CM_SOLVE_ALL: every remoteness */
	uint32_t   *const rem1 = s->rem[1];
	int64_t		start_rem = -1;
	/* listed: positions with the cat on a hole it can never be on are not */
	const bool	hole_listed = enter || cs == hole;
	const uint64_t listed = hole_listed ? all : all & ~((uint64_t) 1 << hole);
	const int32_t skip_row = hole_listed ? -1 : hole;
	uint64_t	succ_m[CM_SMALL_NODES];
	uint64_t	succ_c[CM_SMALL_NODES];
	uint64_t	step_m = all;	/* rows each step recomputes */
	uint64_t	step_c = all;
	int64_t		k;
	int32_t		i;

	memset(w, 0, sizeof(*w));
	if (rem0 != NULL)
	{
		/* CM_DRAW with remoteness 0 until decided */
		memset(s->rem[0], 0, (size_t) n * n * sizeof(uint32_t));
		memset(s->rem[1], 0, (size_t) n * n * sizeof(uint32_t));
	}

	/*
	 * Endings, in the rules' order: caught; the mouse home; the cat on a
	 * hole it may enter.  Ending sets are the same for both turns; the
	 * turn-0 ones are kept by mouse row, the turn-1 ones by cat row.
	 */
	for (i = 0; i < n; i++)
	{
		uint64_t	bit = (uint64_t) 1 << i;

		w->end_c0[i] |= bit;	/* (i, i) */
		w->end_c1t[i] |= bit;
		if (enter && i != hole)
		{
			w->end_c0[i] |= (uint64_t) 1 << hole;	/* (i, hole) */
			w->end_c1t[hole] |= bit;
		}
	}
	w->end_m0[hole] = all & ~((uint64_t) 1 << hole);	/* (hole, c != hole) */
	for (i = 0; i < n; i++)
		if (i != hole)
			w->end_m1t[i] |= (uint64_t) 1 << hole;
	for (i = 0; i < n; i++)
	{
		w->open0[i] = all & ~(w->end_c0[i] | w->end_m0[i]);
		w->open1t[i] = all & ~(w->end_c1t[i] | w->end_m1t[i]);
	}

	/* who each node's moves reach, as masks (full solves) */
	for (i = 0; full && i < n; i++)
	{
		int32_t		j;

		succ_m[i] = succ_c[i] = 0;
		for (j = moff[i]; j < moff[i + 1]; j++)
			succ_m[i] |= (uint64_t) 1 << madj[j];
		for (j = coff[i]; j < coff[i + 1]; j++)
			if (cadj[j] != hole || enter)
				succ_c[i] |= (uint64_t) 1 << cadj[j];
	}

	/* iteration 0: the endings, and every position whose mover is stuck */
	for (i = 0; i < n; i++)
	{
		w->next_mw0[i] = w->end_m0[i];
		w->next_cw0[i] = w->end_c0[i] | ((moff[i + 1] == moff[i]) ? w->open0[i] : 0);
		w->next_cw1t[i] = w->end_c1t[i];
		w->next_mw1t[i] = w->end_m1t[i];
	}
	for (i = 0; i < n; i++)
	{
		int32_t		j;
		bool		stuck = true;

		for (j = coff[i]; j < coff[i + 1]; j++)
			if (cadj[j] != hole || enter)
				stuck = false;
		if (stuck)
			w->next_mw1t[i] |= w->open1t[i];
	}

	s->max_remoteness = -1;
	for (k = 0;; k++)
	{
		uint64_t	added = 0;
		const uint32_t rk = (uint32_t) k;
		uint64_t	dirty_m = 0;	/* mouse rows of the cat-to-move sets changed */
		uint64_t	dirty_c = 0;	/* cat rows of the mouse-to-move sets changed */
		bool		listed_added = false;

		if (full && k > CM_REM_MAX)
			break;				/* not with 64 nodes: at most 8192 plies */
		if (full)
		{
			added |= add_rows(w->mw0, w->next_mw0, w->mw0t, step_m, n, rem0,
							  ((uint32_t) CM_MOUSE << CM_REM_BITS) | rk, &dirty_c,
							  listed, -1, &listed_added);
			added |= add_rows(w->cw0, w->next_cw0, w->cw0t, step_m, n, rem0,
							  ((uint32_t) CM_CAT << CM_REM_BITS) | rk, &dirty_c,
							  listed, -1, &listed_added);
			added |= add_rows(w->mw1t, w->next_mw1t, w->mw1, step_c, n, rem1,
							  ((uint32_t) CM_MOUSE << CM_REM_BITS) | rk, &dirty_m,
							  all, skip_row, &listed_added);
			added |= add_rows(w->cw1t, w->next_cw1t, w->cw1, step_c, n, rem1,
							  ((uint32_t) CM_CAT << CM_REM_BITS) | rk, &dirty_m,
							  all, skip_row, &listed_added);
		}
		else
		{
			added |= add_rows(w->mw0, w->next_mw0, w->mw0t, all, n, NULL, 0, NULL, 0, -1, NULL);
			added |= add_rows(w->cw0, w->next_cw0, w->cw0t, all, n, NULL, 0, NULL, 0, -1, NULL);
			added |= add_rows(w->mw1t, w->next_mw1t, w->mw1, all, n, NULL, 0, NULL, 0, -1, NULL);
			added |= add_rows(w->cw1t, w->next_cw1t, w->cw1, all, n, NULL, 0, NULL, 0, -1, NULL);
		}
		if (listed_added)
			s->max_remoteness = k;

		if (full)
		{
			/* every position: on to the fixpoint */
			if (start_rem < 0 && ((w->mw0[ms] | w->cw0[ms]) >> cs) & 1)
				start_rem = k;
			if (added == 0)
				break;
		}
		/* the sets now hold the wins within k plies */
		else if ((w->mw0[ms] | w->cw0[ms]) & ((uint64_t) 1 << cs))
		{
			s->start_outcome = (w->mw0[ms] >> cs) & 1 ? CM_MOUSE : CM_CAT;
			s->start_remoteness = k;
			break;
		}
		if (added == 0)
		{
			s->start_outcome = CM_DRAW;
			s->start_remoteness = -1;
			break;
		}
		if (!full && s->opt.max_turns >= 0 && k >= s->opt.max_turns)
		{
			/* the mouse cannot win within max_turns */
			s->start_outcome = -1;
			s->start_remoteness = -1;
			s->limited_outcome = CM_CAT;
			s->limited_remoteness = -1;
			s->layers = k;
			return;
		}

		/*
		 * The mouse moves: rows by mouse node.  A row can only change when
		 * a row it moves to did; the others keep their next sets.
		 */
		if (full)
		{
			/* (the start alone stops too soon for this to pay) */
			step_m = 0;
			for (i = 0; i < n; i++)
				if (succ_m[i] & dirty_m)
					step_m |= (uint64_t) 1 << i;
		}
		for (uint64_t rows = step_m; rows; rows &= rows - 1)
		{
			uint64_t	any = 0;
			uint64_t	every = all;
			int32_t		j;

			i = cm_ctz64(rows);

			for (j = moff[i]; j < moff[i + 1]; j++)
			{
				any |= w->mw1[madj[j]];
				every &= w->cw1[madj[j]];
			}
			w->next_mw0[i] = w->end_m0[i] | (w->open0[i] & any);
			w->next_cw0[i] = w->end_c0[i] | (w->open0[i] & every);
		}
		/* the cat moves: rows by cat node, the same way */
		if (full)
		{
			step_c = 0;
			for (i = 0; i < n; i++)
				if (succ_c[i] & dirty_c)
					step_c |= (uint64_t) 1 << i;
		}
		for (uint64_t rows = step_c; rows; rows &= rows - 1)
		{
			uint64_t	any = 0;
			uint64_t	every = all;
			int32_t		j;

			i = cm_ctz64(rows);

			for (j = coff[i]; j < coff[i + 1]; j++)
			{
				int32_t		v = cadj[j];

				if (v == hole && !enter)
					continue;
				any |= w->cw0t[v];
				every &= w->mw0t[v];
			}
			w->next_cw1t[i] = w->end_c1t[i] | (w->open1t[i] & any);
			w->next_mw1t[i] = w->end_m1t[i] | (w->open1t[i] & every);
		}
	}

	s->layers = k;
	if (full)
	{
		int32_t		m;

		s->solved_all = true;
		s->start_outcome = ((w->mw0[ms] >> cs) & 1) ? CM_MOUSE :
			((w->cw0[ms] >> cs) & 1) ? CM_CAT : CM_DRAW;
		s->start_remoteness = start_rem;
		/* how the listed positions divide, from the final sets */
		s->counts.positions = 2 * (uint64_t) n * (uint64_t) cm_popcount64(listed);
		s->counts.mouse_wins = s->counts.cat_wins = 0;
		for (m = 0; m < n; m++)
		{
			s->counts.mouse_wins += cm_popcount64(w->mw0[m] & listed);
			s->counts.cat_wins += cm_popcount64(w->cw0[m] & listed);
			if (m != skip_row)
			{
				s->counts.mouse_wins += cm_popcount64(w->mw1t[m]);
				s->counts.cat_wins += cm_popcount64(w->cw1t[m]);
			}
		}
		s->counts.draws = s->counts.positions - s->counts.mouse_wins - s->counts.cat_wins;
		s->counts.max_remoteness = s->max_remoteness;
		s->counted = true;
	}
	s->limited_remoteness = s->start_remoteness;
	s->limited_outcome = cm_under_limit(s->opt.max_turns, s->start_outcome,
										&s->limited_remoteness);
}
