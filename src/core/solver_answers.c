/*-------------------------------------------------------------------------
 *
 * solver_answers.c
 *	  What a solve gives, whichever engine made it: a position's outcome,
 *	  remoteness and verdict, best moves and move values, the rows of a
 *	  mouse's node, counts over every position and every start, and the
 *	  optimal game played out.
 *
 * After CM_SOLVE_ALL every position's outcome and remoteness is in cm_engine(s)->rem
 * (packed: the outcome above CM_REM_BITS), in the caller's numbering; after
 * a verdict or the outcomes alone, an engine answers a position's outcome
 * (cm_small_outcome(), cm_layers_outcome()).
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "solver_internal.h"

/* Whether the position is an ending: caught, home, or the cat on the hole. */
static bool
is_terminal(const CmSolver *s, int32_t mouse, int32_t cat)
{
	return mouse == cat || mouse == s->opt.hole ||
		(cat == s->opt.hole && s->opt.cat_can_enter_hole);
}
int
cm_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	const CmEngine *const st = cm_engine(s);

	if (st->rem[turn] != NULL)
		return (int) (st->rem[turn][state_index(s, mouse, cat, turn)] >> CM_REM_BITS);
	if (s->small)
		return cm_small_outcome(s, mouse, cat, turn);
	return cm_layers_outcome(s, mouse, cat, turn);
}

int64_t
cm_remoteness(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	const CmEngine *const st = cm_engine(s);
	uint32_t	v = st->rem[turn][state_index(s, mouse, cat, turn)];

	if ((v >> CM_REM_BITS) == CM_DRAW)
		return -1;
	return v & CM_REM_MAX;
}

int
cm_verdict(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	int64_t		r = cm_remoteness(s, mouse, cat, turn);

	return cm_under_limit(s->opt.max_turns, cm_outcome(s, mouse, cat, turn), &r);
}

/* After CM_SOLVE_ALL: the packed outcome and remoteness of a position. */
static inline uint32_t
rem_at(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	const CmEngine *const st = cm_engine(s);

	return st->rem[turn][state_index(s, mouse, cat, turn)];
}

/* A packed outcome and remoteness as a verdict under opt.max_turns. */
static inline void
limited_verdict(const CmSolver *s, uint32_t packed, int32_t *outcome,
				int32_t *remoteness)
{
	int			o = (int) (packed >> CM_REM_BITS);
	int64_t		r = (o == CM_DRAW) ? -1 : (int64_t) (packed & CM_REM_MAX);

	*outcome = cm_under_limit(s->opt.max_turns, o, &r);
	*remoteness = (int32_t) r;
}

/* The best move of a position whose packed value is packed (see cm_best_move). */
static inline int32_t
best_move_at(const CmSolver *s, int32_t mouse, int32_t cat, int turn,
			 uint32_t packed)
{
	const CmGraph *g = (turn == CM_TURN_MOUSE) ? &s->mouse : &s->cat;
	int32_t		from = (turn == CM_TURN_MOUSE) ? mouse : cat;
	uint32_t	o = packed >> CM_REM_BITS;
	uint32_t	mover_wins = (turn == CM_TURN_MOUSE) ? CM_MOUSE : CM_CAT;
	int32_t		best = -1;
	uint32_t	best_rem = 0;
	int32_t		i;

	if (is_terminal(s, mouse, cat))
		return -1;
	for (i = g->off[from]; i < g->off[from + 1]; i++)
	{
		int32_t		v = g->adj[i];
		uint32_t	cv;
		uint32_t	cr;
		bool		better;

		if (turn == CM_TURN_CAT && !cm_cat_may_enter(s, v))
			continue;
		cv = (turn == CM_TURN_MOUSE) ? rem_at(s, v, cat, CM_TURN_CAT)
			: rem_at(s, mouse, v, CM_TURN_MOUSE);
		if ((cv >> CM_REM_BITS) != o)
			continue;			/* only children of the position's outcome */
		cr = cv & CM_REM_MAX;
		if (best < 0)
			better = true;
		else if (o == CM_DRAW || cr == best_rem)
			better = v < best;
		else if (o == mover_wins)
			better = cr < best_rem;
		else
			better = cr > best_rem;
		if (better)
		{
			best = v;
			best_rem = cr;
		}
	}
	return best;
}

int32_t
cm_best_move(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	return best_move_at(s, mouse, cat, turn, rem_at(s, mouse, cat, turn));
}

/* Order of move values: best, wins (quickest first), draws, losses (slowest first). */
static int
cmp_move_values(const void *pa, const void *pb)
{
	const CmMoveValue *a = pa;
	const CmMoveValue *b = pb;

	if (a->best != b->best)
		return a->best ? -1 : 1;
	if (a->value != b->value)
		return a->value > b->value ? -1 : 1;
	if (a->value == CM_VALUE_WIN && a->remoteness != b->remoteness)
		return a->remoteness < b->remoteness ? -1 : 1;
	if (a->value == CM_VALUE_LOSE && a->remoteness != b->remoteness)
		return a->remoteness > b->remoteness ? -1 : 1;
	return (a->to > b->to) - (a->to < b->to);
}

int32_t
cm_move_values(const CmSolver *s, int32_t mouse, int32_t cat, int turn,
			   CmMoveValue *out)
{
	const CmGraph *g = (turn == CM_TURN_MOUSE) ? &s->mouse : &s->cat;
	int32_t		from = (turn == CM_TURN_MOUSE) ? mouse : cat;
	uint32_t	mover_wins = (turn == CM_TURN_MOUSE) ? CM_MOUSE : CM_CAT;
	int32_t		best;
	int32_t		count = 0;
	int32_t		i;

	if (is_terminal(s, mouse, cat))
		return 0;
	best = cm_best_move(s, mouse, cat, turn);
	for (i = g->off[from]; i < g->off[from + 1]; i++)
	{
		int32_t		v = g->adj[i];
		uint32_t	cv;
		CmMoveValue *mv;

		if (turn == CM_TURN_CAT && !cm_cat_may_enter(s, v))
			continue;
		mv = &out[count++];
		cv = (turn == CM_TURN_MOUSE) ? rem_at(s, v, cat, CM_TURN_CAT)
			: rem_at(s, mouse, v, CM_TURN_MOUSE);
		mv->to = v;
		limited_verdict(s, cv, &mv->outcome, &mv->remoteness);
		mv->value = (mv->outcome == CM_DRAW) ? CM_VALUE_DRAW :
			((uint32_t) mv->outcome == mover_wins) ? CM_VALUE_WIN : CM_VALUE_LOSE;
		mv->best = (v == best);
	}
	qsort(out, (size_t) count, sizeof(CmMoveValue), cmp_move_values);
	return count;
}

void
cm_state_rows(const CmSolver *s, int32_t mouse, CmStateRow *out)
{
	int32_t		c;

	for (c = 0; c < s->n; c++)
	{
		int			t;

		for (t = 0; t < 2; t++)
		{
			uint32_t	v = rem_at(s, mouse, c, t);
			CmStateRow *r = &out[2 * c + t];

			limited_verdict(s, v, &r->outcome, &r->remoteness);
			r->best = best_move_at(s, mouse, c, t, v);
		}
	}
}

CmStatus
cm_count(const CmSolver *s, CmCounts *counts, CmPollFn poll, void *poll_arg)
{
	const CmEngine *const st = cm_engine(s);
	uint64_t	work = 0;
	int32_t		m;

	const bool	limited = (s->opt.max_turns >= 0 && st->rem[0] != NULL);

	if (s->counted && !limited)
	{
		*counts = s->counts;	/* the small engine counted its bit sets */
		return CM_OK;
	}
	counts->positions = 0;
	counts->draws = 0;
	counts->mouse_wins = 0;
	counts->cat_wins = 0;
	counts->max_remoteness = limited ? -1 : s->max_remoteness;
	for (m = 0; m < s->n; m++)
	{
		int32_t		c;

		for (c = 0; c < s->n; c++)
		{
			int			t;

			if (!cm_cat_node_listed(s, c))
				continue;
			for (t = 0; t < 2; t++)
			{
				int			o = cm_outcome(s, m, c, t);

				if (limited)
				{
					int64_t		r = cm_remoteness(s, m, c, t);

					o = cm_under_limit(s->opt.max_turns, o, &r);
					if (r > counts->max_remoteness)
						counts->max_remoteness = r;
				}
				counts->positions++;
				if (o == CM_DRAW)
					counts->draws++;
				else if (o == CM_MOUSE)
					counts->mouse_wins++;
				else
					counts->cat_wins++;
			}
		}
		work += (uint64_t) s->n * 2;
		if (poll_due(&work, poll, poll_arg))
			return CM_CANCELLED;
	}
	return CM_OK;
}

void
cm_count_starts(const CmSolver *s, CmStartCounts *counts)
{
	int32_t		hole = s->opt.hole;
	int32_t		m;

	counts->starts = counts->draws = counts->mouse_wins = counts->cat_wins = 0;
	counts->longest = -1;
	counts->longest_mouse = counts->longest_cat = -1;
	counts->wrong_2n = 0;
	for (m = 0; m < s->n; m++)
	{
		int32_t		c;

		if (m == hole)
			continue;
		for (c = 0; c < s->n; c++)
		{
			int			o;
			int64_t		r;

			if (c == hole || c == m)
				continue;
			o = cm_outcome(s, m, c, CM_TURN_MOUSE);
			r = o == CM_DRAW ? -1 : cm_remoteness(s, m, c, CM_TURN_MOUSE);
			o = cm_under_limit(s->opt.max_turns, o, &r);
			counts->starts++;
			if (o == CM_DRAW)
			{
				counts->draws++;
				continue;
			}
			if (o == CM_MOUSE)
				counts->mouse_wins++;
			else
				counts->cat_wins++;
			if (r >= 2 * (int64_t) s->n)
				counts->wrong_2n++;
			if (r > counts->longest)
			{
				counts->longest = r;
				counts->longest_mouse = m;
				counts->longest_cat = c;
			}
		}
	}
}

size_t
cm_play_bytes(const CmSolver *s)
{
	return (size_t) (s->positions / 8 + 1);
}

CmStatus
cm_play(const CmSolver *s, uint8_t *seen, CmPlayFn emit, void *arg)
{
	CmMove		mv;
	uint64_t	p;
	int			turn = CM_TURN_MOUSE;
	size_t		i;
	size_t		bytes = cm_play_bytes(s);

	for (i = 0; i < bytes; i++)
		seen[i] = 0;

	mv.ply = 0;
	mv.turn = -1;
	mv.from = -1;
	mv.to = -1;
	mv.mouse = s->opt.mouse_start;
	mv.cat = s->opt.cat_start;
	p = (((uint64_t) mv.mouse * s->n + mv.cat) << 1) | (uint64_t) turn;
	seen[p >> 3] |= (uint8_t) (1 << (p & 7));
	if (emit(arg, &mv))
		return CM_CANCELLED;

	for (;;)
	{
		int32_t		to;

		if (s->opt.max_turns >= 0 && mv.ply >= s->opt.max_turns)
			break;				/* the turn limit: the cat wins */
		to = cm_best_move(s, mv.mouse, mv.cat, turn);
		if (to < 0)
			break;				/* an ending, or the mover is stuck */
		mv.ply++;
		mv.turn = turn;
		mv.from = (turn == CM_TURN_MOUSE) ? mv.mouse : mv.cat;
		mv.to = to;
		if (turn == CM_TURN_MOUSE)
			mv.mouse = to;
		else
			mv.cat = to;
		turn = 1 - turn;
		p = (((uint64_t) mv.mouse * s->n + mv.cat) << 1) | (uint64_t) turn;
		if (emit(arg, &mv))
			return CM_CANCELLED;
		if (seen[p >> 3] & (1 << (p & 7)))
			break;				/* a repeat: the game is a draw */
		seen[p >> 3] |= (uint8_t) (1 << (p & 7));
	}
	return CM_OK;
}
