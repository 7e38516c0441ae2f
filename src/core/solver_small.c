/*-------------------------------------------------------------------------
 *
 * solver_small.c
 *	  Graphs of at most 64 nodes, bit-parallel: every set of positions is
 *	  64 words of 64 bits, a word per cat node (a row) and a bit per mouse
 *	  node, for both turns, and a ply of minimax over every position is a
 *	  few word operations per move.
 *
 * What decides a position, by the rules:
 *
 *	cat to move (m, c): the cat wins if one of its legal moves c -> c'
 *	  reaches a cat win (m, c') with the mouse to move; the mouse wins if
 *	  all of them reach mouse wins (all of none: a stuck cat loses);
 *	mouse to move (m, c): the mouse wins if one of its moves m -> m'
 *	  reaches a mouse win (m', c) with the cat to move; the cat wins if all
 *	  of them reach cat wins.
 *
 * A cat-to-move row c is made of the mouse-to-move rows of the nodes the
 * cat moves to: an OR and an AND of rows.  A mouse-to-move row c depends on
 * the cat-to-move row c alone, through the mouse's moves within the word;
 * it is kept up to date as that row grows: a new mouse win (m', c) makes
 * every open (m, c) with a move m -> m' a mouse win, and a new cat win
 * (m', c) makes a cat win of each open (m, c) with such a move whose moves
 * all reach cat wins now.  So a position is added once, and never copied
 * into another orientation.
 *
 * The start's outcome alone (CM_SOLVE_VERDICT, where no shortcut settles
 * it: cm_verdict_shortcut) takes the rows in any order (small_verdict):
 * the sets only grow and stay within what each player wins, and when every
 * row is up to date with the rows it is made of, the rest is drawn.  Remoteness needs the plies apart (small_layers):
 * iteration k adds the positions won in k plies, each set from the other's
 * of iteration k - 1, recomputing only the cat-to-move rows whose rows
 * changed; the iteration that adds a position is its remoteness.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "solver_internal.h"

typedef struct CmSmallWork
{
	/* rows by cat node, bits by mouse node: mouse and cat wins by turn */
	uint64_t	mw0[CM_SMALL_NODES];
	uint64_t	cw0[CM_SMALL_NODES];
	uint64_t	mw1[CM_SMALL_NODES];
	uint64_t	cw1[CM_SMALL_NODES];
	/* the positions not decided yet, by turn */
	uint64_t	open0[CM_SMALL_NODES];
	uint64_t	open1[CM_SMALL_NODES];
	/* small_layers: what the next iteration adds (mouse to move), and
	 * what this one found (cat to move) */
	uint64_t	next_mw0[CM_SMALL_NODES];
	uint64_t	next_cw0[CM_SMALL_NODES];
	uint64_t	new_mw1[CM_SMALL_NODES];
	uint64_t	new_cw1[CM_SMALL_NODES];
	/* by node: where each player moves (the cat legally), who moves there */
	uint64_t	succ_m[CM_SMALL_NODES];
	uint64_t	pred_m[CM_SMALL_NODES];
	uint64_t	succ_c[CM_SMALL_NODES];
	uint64_t	pred_c[CM_SMALL_NODES];
	/* scratch of cm_verdict_shortcut */
	int32_t		dist[CM_SMALL_NODES];
	int32_t		queue[CM_SMALL_NODES];
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
	const CmEngine *const st = cm_engine(s);
	const CmSmallWork *w = st->small_work;
	uint64_t	mw = (turn == CM_TURN_MOUSE) ? w->mw0[cat] : w->mw1[cat];
	uint64_t	cw = (turn == CM_TURN_MOUSE) ? w->cw0[cat] : w->cw1[cat];

	return ((mw >> mouse) & 1) ? CM_MOUSE : ((cw >> mouse) & 1) ? CM_CAT : CM_DRAW;
}

/*
 * The sets at 0 plies, rows 0 .. n - 1 (rows past n are never read): the
 * endings, in the rules' order (caught; the mouse home; the cat on a hole
 * it may enter), the same for both turns; a stuck mover loses.  And the
 * masks of the moves.
 */
static void
small_init(const CmSolver *s, CmSmallWork *w, uint64_t all)
{
	const CmEngine *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	const uint64_t hbit = (uint64_t) 1 << hole;
	uint64_t	stuck_m = 0;
	int32_t		i;

	for (i = 0; i < n; i++)
		w->pred_m[i] = w->pred_c[i] = 0;
	for (i = 0; i < n; i++)
	{
		uint64_t	bit = (uint64_t) 1 << i;
		int32_t		j;

		w->succ_m[i] = w->succ_c[i] = 0;
		for (j = st->emouse.off[i]; j < st->emouse.off[i + 1]; j++)
		{
			w->succ_m[i] |= (uint64_t) 1 << st->emouse.adj[j];
			w->pred_m[st->emouse.adj[j]] |= bit;
		}
		for (j = st->ecat.off[i]; j < st->ecat.off[i + 1]; j++)
			if (st->ecat.adj[j] != hole || enter)
			{
				w->succ_c[i] |= (uint64_t) 1 << st->ecat.adj[j];
				w->pred_c[st->ecat.adj[j]] |= bit;
			}
		if (w->succ_m[i] == 0)
			stuck_m |= bit;
	}
	for (i = 0; i < n; i++)
	{
		uint64_t	bit = (uint64_t) 1 << i;
		/* (i, i); with enter, every (m, hole); the mouse home, (hole, i) */
		uint64_t	cat_end = (enter && i == hole) ? all : bit;
		uint64_t	mouse_end = (i != hole) ? hbit : 0;
		uint64_t	open = all & ~(cat_end | mouse_end);
		bool		cat_stuck = (w->succ_c[i] == 0);

		w->mw0[i] = mouse_end;
		w->cw0[i] = cat_end | (open & stuck_m);
		w->open0[i] = open & ~stuck_m;
		w->mw1[i] = mouse_end | (cat_stuck ? open : 0);
		w->cw1[i] = cat_end;
		w->open1[i] = cat_stuck ? 0 : open;
	}
}

/*
 * The mouse-to-move positions of row c that new cat-to-move wins of the row
 * decide, as open ones: every open (m, c) with a move into a new mouse win
 * (m', c) is a mouse win; an open (m, c) with a move into a new cat win is
 * a cat win when all its moves reach cat wins (cw: the row's cat wins, new
 * ones included).
 */
static inline void
mouse_row(const CmSmallWork *w, uint64_t open, uint64_t new_mw,
		  uint64_t new_cw, uint64_t cw, uint64_t *mw_out, uint64_t *cw_out)
{
	uint64_t	any = 0;
	uint64_t	maybe = 0;
	uint64_t	won = 0;

	for (; new_mw; new_mw &= new_mw - 1)
		any |= w->pred_m[cm_ctz64(new_mw)];
	any &= open;
	for (; new_cw; new_cw &= new_cw - 1)
		maybe |= w->pred_m[cm_ctz64(new_cw)];
	for (maybe &= open & ~any; maybe; maybe &= maybe - 1)
	{
		int32_t		m = cm_ctz64(maybe);

		if ((w->succ_m[m] & ~cw) == 0)
			won |= (uint64_t) 1 << m;
	}
	*mw_out = any;
	*cw_out = won;
}

/*
 * The cat-to-move positions of row c that the mouse-to-move rows decide,
 * as open ones: (mouse wins, cat wins).
 */
static inline void
cat_row(const CmSmallWork *w, int32_t c, uint64_t all, uint64_t *mw_out,
		uint64_t *cw_out)
{
	uint64_t	any = 0;
	uint64_t	every = all;
	uint64_t	to;

	for (to = w->succ_c[c]; to; to &= to - 1)
	{
		int32_t		v = cm_ctz64(to);

		any |= w->cw0[v];
		every &= w->mw0[v];
	}
	*mw_out = w->open1[c] & every;
	*cw_out = w->open1[c] & any;
}

/*
 * CM_SOLVE_VERDICT without a turn limit: the start's outcome, the rows in
 * any order.  A cat-to-move row is due when a row it is made of changed;
 * each change of a cat-to-move row updates the mouse-to-move row at once.
 */
static void
small_verdict(CmSolver *s, CmSmallWork *w, uint64_t all)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t cs = st->eopt.cat_start;
	const uint64_t msbit = (uint64_t) 1 << st->eopt.mouse_start;
	uint64_t	due = all;
	int64_t		rows = 0;
	int32_t		c;

	/* the mouse-to-move rows from the cat-to-move wins at 0 plies */
	for (c = 0; c < n; c++)
	{
		uint64_t	mw;
		uint64_t	cw;

		mouse_row(w, w->open0[c], w->mw1[c], w->cw1[c], w->cw1[c], &mw, &cw);
		w->mw0[c] |= mw;
		w->cw0[c] |= cw;
		w->open0[c] &= ~(mw | cw);
	}

	while (due && !((w->mw0[cs] | w->cw0[cs]) & msbit))
	{
		uint64_t	mw;
		uint64_t	cw;
		uint64_t	mw0;
		uint64_t	cw0;

		c = cm_ctz64(due);
		due &= due - 1;
		rows++;
		cat_row(w, c, all, &mw, &cw);
		if ((mw | cw) == 0)
			continue;
		w->mw1[c] |= mw;
		w->cw1[c] |= cw;
		w->open1[c] &= ~(mw | cw);
		mouse_row(w, w->open0[c], mw, cw, w->cw1[c], &mw0, &cw0);
		if ((mw0 | cw0) == 0)
			continue;
		w->mw0[c] |= mw0;
		w->cw0[c] |= cw0;
		w->open0[c] &= ~(mw0 | cw0);
		due |= w->pred_c[c];
	}
	s->start_outcome = (w->mw0[cs] & msbit) ? CM_MOUSE :
		(w->cw0[cs] & msbit) ? CM_CAT : CM_DRAW;
	s->layers = rows;
	s->start_remoteness = -1;
	s->limited_outcome = s->start_outcome;
	s->limited_remoteness = -1;
}

/*
 * Record the positions of row c just added to a turn's set as decided in k
 * plies with this outcome: rem[c * n + m] for the mouse to move, rem[m * n
 * + c] for the cat (the solver's state layout).
 */
static inline void
record(uint32_t *rem, int turn, int32_t n, int32_t c, uint64_t added,
	   uint32_t tag)
{
	for (; added; added &= added - 1)
	{
		int32_t		m = cm_ctz64(added);

		rem[(turn == CM_TURN_MOUSE) ? (size_t) c * n + m : (size_t) m * n + c] = tag;
	}
}

/*
 * The other modes: iteration k adds the positions decided in k plies, the
 * mouse-to-move ones found by iteration k - 1 (next_mw0, next_cw0), the
 * cat-to-move ones from the mouse-to-move rows of iteration k - 1.
 * CM_SOLVE_START (and the verdict under a turn limit) stops at the
 * iteration that decides the start (or at the turn limit), the others go
 * on until an iteration adds nothing.
 */
static void
small_layers(CmSolver *s, CmSmallWork *w, uint64_t all)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t hole = st->eopt.hole;
	const int32_t ms = st->eopt.mouse_start;
	const int32_t cs = st->eopt.cat_start;
	const uint64_t msbit = (uint64_t) 1 << ms;
	const bool	full = (s->mode == CM_SOLVE_OUTCOMES || s->mode == CM_SOLVE_ALL);
	uint32_t   *const rem0 = st->rem[0];	/* CM_SOLVE_ALL: every remoteness */
	uint32_t   *const rem1 = st->rem[1];
	/* listed: positions with the cat on a hole it can never be on are not */
	const bool	hole_listed = st->eopt.cat_can_enter_hole || cs == hole;
	const int32_t skip_row = hole_listed ? -1 : hole;
	uint64_t	due = all;		/* the cat-to-move rows to recompute */
	int64_t		start_rem = -1;
	int64_t		k;
	int32_t		c;

	s->max_remoteness = 0;
	if (rem0 != NULL)
	{
		/* CM_DRAW with remoteness 0 until decided; then the sets at 0 plies */
		memset(rem0, 0, (size_t) n * n * sizeof(uint32_t));
		memset(rem1, 0, (size_t) n * n * sizeof(uint32_t));
		for (c = 0; c < n; c++)
		{
			record(rem0, CM_TURN_MOUSE, n, c, w->mw0[c], (uint32_t) CM_MOUSE << CM_REM_BITS);
			record(rem0, CM_TURN_MOUSE, n, c, w->cw0[c], (uint32_t) CM_CAT << CM_REM_BITS);
			record(rem1, CM_TURN_CAT, n, c, w->mw1[c], (uint32_t) CM_MOUSE << CM_REM_BITS);
			record(rem1, CM_TURN_CAT, n, c, w->cw1[c], (uint32_t) CM_CAT << CM_REM_BITS);
		}
	}
	for (c = 0; c < n; c++)
		mouse_row(w, w->open0[c], w->mw1[c], w->cw1[c], w->cw1[c],
				  &w->next_mw0[c], &w->next_cw0[c]);
	if ((w->mw0[cs] | w->cw0[cs]) & msbit)
		start_rem = 0;

	for (k = 0; start_rem < 0 || full;)
	{
		uint32_t	mtag;
		uint32_t	ctag;
		uint64_t	added = 0;
		uint64_t	listed_added = 0;
		uint64_t	changed = 0;	/* mouse-to-move rows this iteration */
		uint64_t	rows;

		k++;
		mtag = ((uint32_t) CM_MOUSE << CM_REM_BITS) | (uint32_t) k;
		ctag = ((uint32_t) CM_CAT << CM_REM_BITS) | (uint32_t) k;
		if (k > CM_REM_MAX)
			break;				/* not with 64 nodes: at most 8192 plies */
		if (!full && st->eopt.max_turns >= 0 && k > st->eopt.max_turns)
		{
			/* the mouse cannot win within max_turns */
			s->start_outcome = -1;
			s->start_remoteness = -1;
			s->limited_outcome = CM_CAT;
			s->limited_remoteness = -1;
			s->layers = k - 1;
			return;
		}

		/* the cat moves: the rows made of rows that changed, from k - 1 */
		for (rows = due, due = 0; rows; rows &= rows - 1)
		{
			c = cm_ctz64(rows);
			cat_row(w, c, all, &w->new_mw1[c], &w->new_cw1[c]);
			if ((w->new_mw1[c] | w->new_cw1[c]) != 0)
				due |= (uint64_t) 1 << c;
		}
		/* the mouse moves: what iteration k - 1 found */
		for (c = 0; c < n; c++)
		{
			uint64_t	mw = w->next_mw0[c];
			uint64_t	cw = w->next_cw0[c];

			if ((mw | cw) == 0)
				continue;
			w->mw0[c] |= mw;
			w->cw0[c] |= cw;
			w->open0[c] &= ~(mw | cw);
			w->next_mw0[c] = w->next_cw0[c] = 0;
			changed |= (uint64_t) 1 << c;
			added |= mw | cw;
			listed_added |= (c != skip_row) ? mw | cw : 0;
			if (rem0 != NULL)
			{
				record(rem0, CM_TURN_MOUSE, n, c, mw, mtag);
				record(rem0, CM_TURN_MOUSE, n, c, cw, ctag);
			}
		}
		/* and the cat's, with what they decide next for the mouse */
		for (rows = due; rows; rows &= rows - 1)
		{
			uint64_t	mw;
			uint64_t	cw;

			c = cm_ctz64(rows);
			mw = w->new_mw1[c];
			cw = w->new_cw1[c];
			w->mw1[c] |= mw;
			w->cw1[c] |= cw;
			w->open1[c] &= ~(mw | cw);
			added |= mw | cw;
			listed_added |= (c != skip_row) ? mw | cw : 0;
			if (rem1 != NULL)
			{
				record(rem1, CM_TURN_CAT, n, c, mw, mtag);
				record(rem1, CM_TURN_CAT, n, c, cw, ctag);
			}
			mouse_row(w, w->open0[c], mw, cw, w->cw1[c], &mw, &cw);
			w->next_mw0[c] = mw;
			w->next_cw0[c] = cw;
		}
		/* next: the cat-to-move rows made of the rows that changed */
		for (due = 0; changed; changed &= changed - 1)
			due |= w->pred_c[cm_ctz64(changed)];

		if (listed_added)
			s->max_remoteness = k;
		if (start_rem < 0 && ((w->mw0[cs] | w->cw0[cs]) & msbit))
			start_rem = k;
		if (added == 0)
			break;
	}

	s->layers = k;
	s->start_outcome = (w->mw0[cs] & msbit) ? CM_MOUSE :
		(w->cw0[cs] & msbit) ? CM_CAT : CM_DRAW;
	s->start_remoteness = start_rem;
	if (full)
	{
		/* how the listed positions divide, from the final sets */
		s->solved_all = true;
		s->counts.positions = 2 * (uint64_t) n * (uint64_t) (skip_row < 0 ? n : n - 1);
		s->counts.mouse_wins = s->counts.cat_wins = 0;
		for (c = 0; c < n; c++)
			if (c != skip_row)
			{
				s->counts.mouse_wins += cm_popcount64(w->mw0[c]) + cm_popcount64(w->mw1[c]);
				s->counts.cat_wins += cm_popcount64(w->cw0[c]) + cm_popcount64(w->cw1[c]);
			}
		s->counts.draws = s->counts.positions - s->counts.mouse_wins - s->counts.cat_wins;
		s->counts.max_remoteness = s->max_remoteness;
		s->counted = true;
	}
	s->limited_remoteness = s->start_remoteness;
	s->limited_outcome = cm_under_limit(st->eopt.max_turns, s->start_outcome,
										&s->limited_remoteness);
}

void
cm_small_solve(CmSolver *s, void *work)
{
	CmEngine   *const st = cm_engine(s);
	CmSmallWork *w = work;
	const uint64_t all = (s->n == 64) ? ~(uint64_t) 0 : (((uint64_t) 1 << s->n) - 1);

	if (s->mode == CM_SOLVE_VERDICT &&
		cm_verdict_shortcut(s, w->dist, w->queue, NULL, NULL) > 0)
		return;
	small_init(s, w, all);
	if (s->mode == CM_SOLVE_VERDICT && st->eopt.max_turns < 0)
		small_verdict(s, w, all);
	else
		small_layers(s, w, all);
}
