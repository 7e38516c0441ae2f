/*-------------------------------------------------------------------------
 *
 * census.c
 *	  Every hole of a graph at once: for each choice of hole, how every
 *	  position and every start divide (cat_mouse_census).  Plain C, no
 *	  PostgreSQL headers, no malloc.
 *
 * Graphs of up to CM_CENSUS_FAST_NODES nodes are solved for all holes in
 * one bit-parallel value iteration: a position is (mouse, cat, hole, turn),
 * and a row of positions, 128 bits, holds every (cat, hole) pair of one
 * mouse node (or every (mouse, hole) pair of one cat node).  One ply of
 * minimax over all positions of all holes is then a few word operations
 * per move, as in solver_small.c for one hole; the counts come from
 * popcounts, the remoteness of each position from the iteration that adds
 * it.  Larger graphs are solved hole by hole with cm_solve.
 *
 * Bit b of a row stands for (x, h) with b = x * n + h: x the other
 * player's node, h the hole.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "solver_internal.h"

#define FAST CM_CENSUS_FAST_NODES	/* n * n <= 128 bits */

typedef uint64_t Row[2];

typedef struct CensusWork
{
	/* mouse to move: rows by mouse node (bits (cat, hole)) and by cat */
	Row			mw0[FAST], cw0[FAST], mw0t[FAST], cw0t[FAST];
	/* cat to move: rows by cat node (bits (mouse, hole)) and by mouse */
	Row			mw1t[FAST], cw1t[FAST], mw1[FAST], cw1[FAST];
	Row			next_mw0[FAST], next_cw0[FAST], next_mw1t[FAST], next_cw1t[FAST];
	/* endings and the rest, in the orientation each step computes */
	Row			end_m0[FAST], end_c0[FAST], open0[FAST];
	Row			end_m1t[FAST], end_c1t[FAST], open1t[FAST];
	Row			unlisted1[FAST];	/* cat to move, by cat node c: bits
									 * (m, c), the cat on a hole it may not
									 * enter (its own start) */
	Row			comb[FAST];		/* bits of hole h */
	Row			start[FAST];	/* by mouse node m: starts (c, h) */
	Row			listed0;		/* mouse to move: positions listed */
	uint8_t		bx[128];		/* bit -> x */
	uint8_t		bh[128];		/* bit -> h */
	int64_t		maxrem[FAST];
	int64_t		longest[FAST];
	int32_t		lm[FAST];
	int32_t		lc[FAST];
} CensusWork;

static inline void
set_bit(Row r, int b)
{
	r[b >> 6] |= UINT64_C(1) << (b & 63);
}

static inline int
row_count(const Row r, const Row mask1, const Row mask2)
{
	return cm_popcount64(r[0] & mask1[0] & mask2[0]) + cm_popcount64(r[1] & mask1[1] & mask2[1]);
}

/*
 * Take in the next sets of one kind: copy the bits added to rows[r] (bit
 * x * n + h) into cols[x] (bit r * n + h); note the iteration for the
 * holes whose listed positions were added, and, for the mouse-to-move
 * sets, the first starts added (least mouse node, then cat node).
 */
static uint64_t
add_rows(CensusWork *w, int32_t n, Row *rows, Row *next, Row *cols,
		 bool mouse_rows, int64_t k)
{
	uint64_t	any = 0;
	int32_t		r;

	for (r = 0; r < n; r++)
	{
		int			i;

		for (i = 0; i < 2; i++)
		{
			uint64_t	added = next[r][i] & ~rows[r][i];
			uint64_t	listed = mouse_rows ? w->listed0[i] : ~w->unlisted1[r][i];
			uint64_t	starts = mouse_rows ? added & w->start[r][i] : 0;

			any |= added;
			rows[r][i] = next[r][i];
			while (added)
			{
				int			bit = cm_ctz64(added);
				int			b = (i << 6) + bit;
				int			h = w->bh[b];

				added &= added - 1;
				set_bit(cols[w->bx[b]], r * n + h);
				if ((listed >> bit) & 1)
					w->maxrem[h] = k;
			}
			while (starts)
			{
				int			b = (i << 6) + cm_ctz64(starts);
				int			c = w->bx[b];
				int			h = w->bh[b];

				starts &= starts - 1;
				/* each start is added once; keep the least of this iteration */
				if (w->longest[h] < k || r < w->lm[h] ||
					(r == w->lm[h] && c < w->lc[h]))
				{
					w->longest[h] = k;
					w->lm[h] = r;
					w->lc[h] = c;
				}
			}
		}
	}
	return any;
}

static void
census_fast(const CmGraph *mouse, const CmGraph *cat, bool enter,
			CmCensusRow *out)
{
	CensusWork	wk;
	CensusWork *w = &wk;
	const int32_t n = mouse->nodes;
	const int	nb = n * n;
	Row			all;
	int32_t		m,
				c,
				h,
				b;
	int64_t		k;
	bool		unlisted = !enter && n > 1;

	memset(w, 0, sizeof(*w));
	all[0] = nb >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << nb) - 1;
	all[1] = nb <= 64 ? 0 : (nb - 64 >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << (nb - 64)) - 1);
	for (b = 0; b < nb; b++)
	{
		w->bx[b] = (uint8_t) (b / n);
		w->bh[b] = (uint8_t) (b % n);
		set_bit(w->comb[b % n], b);
	}
	for (h = 0; h < n; h++)
	{
		w->maxrem[h] = -1;
		w->longest[h] = -1;
		w->lm[h] = w->lc[h] = -1;
	}

	/*
	 * Endings in the rules' order: caught (m == c); the mouse home
	 * (m == h); the cat on a hole it may enter (c == h).  Rows by mouse m
	 * hold bits (c, h); rows by cat c hold bits (m, h).
	 */
	for (m = 0; m < n; m++)
		for (c = 0; c < n; c++)
			for (h = 0; h < n; h++)
			{
				int			a = c * n + h;	/* in row m of the mouse's sets */
				int			t = m * n + h;	/* in row c of the cat's sets */

				if (m == c || (enter && c == h && m != h))
				{
					set_bit(w->end_c0[m], a);
					set_bit(w->end_c1t[c], t);
				}
				else if (m == h)
				{
					set_bit(w->end_m0[m], a);
					set_bit(w->end_m1t[c], t);
				}
				if (unlisted && c == h)
					set_bit(w->unlisted1[c], t);
				if (m != c && m != h && c != h)
					set_bit(w->start[m], a);
			}
	w->listed0[0] = all[0];
	w->listed0[1] = all[1];
	if (unlisted)
		for (h = 0; h < n; h++)
			w->listed0[(h * n + h) >> 6] &= ~(UINT64_C(1) << ((h * n + h) & 63));
	for (m = 0; m < n; m++)
		for (int i = 0; i < 2; i++)
		{
			w->open0[m][i] = all[i] & ~(w->end_c0[m][i] | w->end_m0[m][i]);
			w->open1t[m][i] = all[i] & ~(w->end_c1t[m][i] | w->end_m1t[m][i]);
		}

	/* iteration 0: the endings, and every position whose mover is stuck */
	for (m = 0; m < n; m++)
		for (int i = 0; i < 2; i++)
		{
			bool		stuck = mouse->off[m + 1] == mouse->off[m];

			w->next_mw0[m][i] = w->end_m0[m][i];
			w->next_cw0[m][i] = w->end_c0[m][i] | (stuck ? w->open0[m][i] : 0);
			w->next_cw1t[m][i] = w->end_c1t[m][i];
			w->next_mw1t[m][i] = w->end_m1t[m][i];
		}
	for (c = 0; c < n; c++)
	{
		/* the cat at c is stuck for the holes that take all its moves */
		Row			stuck = {0, 0};
		int32_t		deg = cat->off[c + 1] - cat->off[c];

		if (deg == 0)
		{
			stuck[0] = all[0];
			stuck[1] = all[1];
		}
		else if (deg == 1 && !enter)
		{
			int32_t		v = cat->adj[cat->off[c]];

			stuck[0] = w->comb[v][0];
			stuck[1] = w->comb[v][1];
		}
		for (int i = 0; i < 2; i++)
			w->next_mw1t[c][i] |= w->open1t[c][i] & stuck[i];
	}

	for (k = 0;; k++)
	{
		uint64_t	added = 0;

		added |= add_rows(w, n, w->mw0, w->next_mw0, w->mw0t, true, k);
		added |= add_rows(w, n, w->cw0, w->next_cw0, w->cw0t, true, k);
		added |= add_rows(w, n, w->mw1t, w->next_mw1t, w->mw1, false, k);
		added |= add_rows(w, n, w->cw1t, w->next_cw1t, w->cw1, false, k);
		if (added == 0)
			break;

		/* the mouse moves: rows by mouse node, bits (c, h) kept */
		for (m = 0; m < n; m++)
		{
			Row			any = {0, 0};
			Row			every = {all[0], all[1]};
			int32_t		j;

			for (j = mouse->off[m]; j < mouse->off[m + 1]; j++)
			{
				int32_t		v = mouse->adj[j];

				any[0] |= w->mw1[v][0];
				any[1] |= w->mw1[v][1];
				every[0] &= w->cw1[v][0];
				every[1] &= w->cw1[v][1];
			}
			for (int i = 0; i < 2; i++)
			{
				w->next_mw0[m][i] = w->end_m0[m][i] | (w->open0[m][i] & any[i]);
				w->next_cw0[m][i] = w->end_c0[m][i] | (w->open0[m][i] & every[i]);
			}
		}
		/* the cat moves: rows by cat node, bits (m, h); not into hole v */
		for (c = 0; c < n; c++)
		{
			Row			any = {0, 0};
			Row			every = {all[0], all[1]};
			int32_t		j;

			for (j = cat->off[c]; j < cat->off[c + 1]; j++)
			{
				int32_t		v = cat->adj[j];
				uint64_t	ill0 = enter ? 0 : w->comb[v][0];
				uint64_t	ill1 = enter ? 0 : w->comb[v][1];

				any[0] |= w->cw0t[v][0] & ~ill0;
				any[1] |= w->cw0t[v][1] & ~ill1;
				every[0] &= w->mw0t[v][0] | ill0;
				every[1] &= w->mw0t[v][1] | ill1;
			}
			for (int i = 0; i < 2; i++)
			{
				w->next_cw1t[c][i] = w->end_c1t[c][i] | (w->open1t[c][i] & any[i]);
				w->next_mw1t[c][i] = w->end_m1t[c][i] | (w->open1t[c][i] & every[i]);
			}
		}
	}

	/* the counts, hole by hole */
	for (h = 0; h < n; h++)
	{
		CmCensusRow *o = &out[h];
		uint64_t	mw = 0,
					cw = 0,
					smw = 0,
					scw = 0;

		for (m = 0; m < n; m++)
		{
			mw += row_count(w->mw0[m], w->listed0, w->comb[h]);
			cw += row_count(w->cw0[m], w->listed0, w->comb[h]);
			if (m != h)
			{
				smw += row_count(w->mw0[m], w->start[m], w->comb[h]);
				scw += row_count(w->cw0[m], w->start[m], w->comb[h]);
			}
		}
		for (c = 0; c < n; c++)
		{
			if (unlisted && c == h)
				continue;		/* the cat on the hole: not listed */
			mw += row_count(w->mw1t[c], all, w->comb[h]);
			cw += row_count(w->cw1t[c], all, w->comb[h]);
		}
		o->positions = 2 * (uint64_t) n * (uint64_t) (unlisted ? n - 1 : n);
		o->mouse_wins = mw;
		o->cat_wins = cw;
		o->draws = o->positions - mw - cw;
		o->max_remoteness = w->maxrem[h];
		o->starts.starts = (n >= 3) ? (uint64_t) (n - 1) * (uint64_t) (n - 2) : 0;
		o->starts.mouse_wins = smw;
		o->starts.cat_wins = scw;
		o->starts.draws = o->starts.starts - smw - scw;
		o->starts.longest = w->longest[h];
		o->starts.longest_mouse = w->lm[h];
		o->starts.longest_cat = w->lc[h];
	}
}

size_t
cm_census_bytes(const CmGraph *mouse, const CmGraph *cat, int64_t max_turns)
{
	if (mouse->nodes >= 1 && mouse->nodes <= CM_CENSUS_FAST_NODES && max_turns < 0 &&
		!cm_test_no_small)
		return 8;
	return cm_solver_bytes(mouse, cat, CM_SOLVE_ALL);
}

CmStatus
cm_census(const CmGraph *mouse, const CmGraph *cat, bool cat_can_enter_hole,
		  int64_t max_turns, void *work, size_t work_bytes, CmCensusRow *rows,
		  CmPollFn poll, void *poll_arg, CmError *err)
{
	int32_t		n = mouse->nodes;
	int32_t		h;
	CmOptions	opt;

	opt.hole = 0;
	opt.mouse_start = opt.cat_start = 0;
	opt.cat_can_enter_hole = cat_can_enter_hole;
	opt.max_turns = max_turns;
	if (cm_options_check(mouse, cat, &opt, err) != CM_OK)
		return err->code;
	if (cat == NULL)
		cat = mouse;
	if (n <= CM_CENSUS_FAST_NODES && max_turns < 0 && !cm_test_no_small)
	{
		census_fast(mouse, cat, cat_can_enter_hole, rows);
		return CM_OK;
	}

	/*
	 * Hole by hole.  The cat starts off the hole (on the next node), so
	 * that it is never listed on a hole it may not enter.
	 */
	for (h = 0; h < n; h++)
	{
		CmSolver	s;
		CmCounts	all;
		CmStatus	st;

		opt.hole = h;
		opt.mouse_start = opt.cat_start = (h + 1) % n;
		if ((st = cm_solver_init(&s, mouse, cat, &opt, CM_SOLVE_ALL, work,
								 work_bytes, err)) != CM_OK)
			return st;
		if ((st = cm_solve(&s, poll, poll_arg)) != CM_OK ||
			(st = cm_count(&s, &all, poll, poll_arg)) != CM_OK)
		{
			err->code = st;
			return st;
		}
		rows[h].positions = all.positions;
		rows[h].draws = all.draws;
		rows[h].mouse_wins = all.mouse_wins;
		rows[h].cat_wins = all.cat_wins;
		rows[h].max_remoteness = all.max_remoteness;
		cm_count_starts(&s, &rows[h].starts);
	}
	return CM_OK;
}
