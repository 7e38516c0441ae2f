/*-------------------------------------------------------------------------
 *
 * solver_masks.c
 *	  A layer of the layered engine by the masks: one pass over the rows,
 *	  the cat-to-move words recomputed from the rows of the cat's moves
 *	  (an OR and an AND a word), the mouse-to-move positions reached back
 *	  through the mouse's moves from what the cat's found; each row's
 *	  masks say which of its blocks of words to visit.  README.solver
 *	  tells the whole.
 *
 *-------------------------------------------------------------------------
 */
#include "solver_layers.h"

/*
 * The cat moves in word w of cat-to-move row c: the open positions that
 * the mouse-to-move words of its legal moves decide, found: *mouse and
 * *cat, the positions each player wins.  True when it found any.
 */
static inline bool
cat_word(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t *mouse,
		 uint64_t *cat)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	const int32_t *to = st->ecat.adj + st->ecat.off[c];
	const int32_t moves = st->ecat.off[c + 1] - st->ecat.off[c];
	uint64_t   *x = cell(s, c, w);
	uint64_t	open = word_mask(s, w) & ~(x[C_MOUSE] | x[C_CAT]);
	uint64_t	any = 0;
	uint64_t	every = ~(uint64_t) 0;
	int32_t		j;

	if (l->bound >= 0)
		open &= st->cone[CM_TURN_CAT][w];
	l->work += 1 + (uint64_t) moves;
	if (open == 0)
		return false;
	for (j = 0; j < moves; j++)
	{
		const uint64_t *y;

		if (to[j] == hole && !enter)
			continue;
		y = cell(s, to[j], w);
		any |= y[M_CAT];
		every &= y[M_MOUSE];
	}
	if ((open & (any | every)) == 0)
		return false;
	*mouse = open & every;
	*cat = open & any;
	return true;
}

/*
 * The cat moves in every due word of row c (a layer of the masks), and
 * what it finds is kept in the cells' F_MOUSE and F_CAT (not added: the
 * rows they are made of must stay the last layer's until every row that
 * moves into them is done).
 */
static inline void
step_cat(CmSolver *s, Layer *l, int32_t c)
{
	CmEngine   *const st = cm_engine(s);
	uint64_t   *mask = st->masks + (size_t) c * 4;
	uint64_t	blocks = mask[DUE];

	if (blocks == 0)
		return;
	mask[DUE] = 0;
	if (!in_cone(s, l, CM_TURN_CAT, c))
		return;
	for (; blocks; blocks &= blocks - 1)
	{
		int32_t		b = cm_ctz64(blocks);
		int32_t		w,
					end;
		bool		found = false;

		block_range(s, b, &w, &end);
		for (; w < end; w++)
		{
			uint64_t   *x = cell(s, c, w);

			if (cat_word(s, l, c, w, &x[F_MOUSE], &x[F_CAT]))
				found = true;
		}
		if (found)
			mask[FOUND] |= (uint64_t) 1 << b;
	}
}


/*
 * What the positions just found for the cat to move in row c decide for
 * the mouse to move in the next layer, pending in the cells' P_MOUSE and
 * P_CAT: a mouse win, every open position of the row with a move into it;
 * a cat win, those whose moves all reach cat wins now.  pass 0 takes the
 * found mouse wins, pass 1 the cat wins.
 */
static cm_always_inline void
decide_mouse(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t fresh,
			 int pass)
{
	CmEngine   *const st = cm_engine(s);
	const int	pend = P_MOUSE + pass;
	uint64_t   *row = cell(s, c, 0);
	uint64_t   *mask = st->masks + (size_t) c * 4;

	for (; fresh; fresh &= fresh - 1)
	{
		int32_t		to = w * 64 + cm_ctz64(fresh);
		int32_t		t;

		l->work += 1 + (uint64_t) (st->mrev_off[to + 1] - st->mrev_off[to]);
		for (t = st->mrev_off[to]; t < st->mrev_off[to + 1]; t++)
		{
			int32_t		m = st->mrev_adj[t];
			uint64_t   *x = row + (size_t) (m >> 6) * CELL_WORDS;
			uint64_t	bit = (uint64_t) 1 << (m & 63);

			if (((x[M_MOUSE] | x[M_CAT] | x[pend]) & bit) != 0)
				continue;
			if (pass == 1 && !every_move_in(s, C_CAT, m, row))
				continue;
			x[pend] |= bit;
			mask[PENDING] |= (uint64_t) 1 << ((m >> 6) / st->block);
		}
	}
}

/*
 * Take word w of row c's pending mouse-to-move positions, decided in this
 * layer (the cells' P_MOUSE: mouse wins, P_CAT: cat wins), into the sets
 * (add; else the caller adds them); kept: whether the row is in the cone.
 * *mw and *cw: what each player won.  True when the word changed.
 */
static inline bool
pending_word(CmSolver *s, Layer *l, int32_t c, int32_t w, bool kept,
			 bool add, uint64_t *mw, uint64_t *cw)
{
	CmEngine   *const st = cm_engine(s);
	uint64_t   *x = cell(s, c, w);
	uint64_t	open = word_mask(s, w) & ~(x[M_MOUSE] | x[M_CAT]);

	if (l->bound >= 0)
		open &= kept ? st->cone[CM_TURN_MOUSE][w] : 0;
	*mw = x[P_MOUSE] & open;
	*cw = x[P_CAT] & open & ~*mw;
	x[P_MOUSE] = x[P_CAT] = 0;
	if ((*mw | *cw) == 0)
		return false;
	if (add)
	{
		x[M_MOUSE] |= *mw;
		x[M_CAT] |= *cw;
	}
	l->added = true;
	l->listed |= (c != l->skip_row);
	if (st->rem[0] != NULL)
	{
		record(s, CM_TURN_MOUSE, c, w, *mw, l->mtag);
		record(s, CM_TURN_MOUSE, c, w, *cw, l->ctag);
	}
	return true;
}

/* Add to word w of row c the cat-to-move positions found won by each player. */
static inline void
add_found(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t mouse,
		  uint64_t cat)
{
	CmEngine   *const st = cm_engine(s);
	uint64_t   *x = cell(s, c, w);

	if ((mouse | cat) == 0)
		return;
	x[C_MOUSE] |= mouse;
	x[C_CAT] |= cat;
	l->added = true;
	l->listed |= (c != l->skip_row);
	if (st->rem[0] != NULL)
	{
		record(s, CM_TURN_CAT, c, w, mouse, l->mtag);
		record(s, CM_TURN_CAT, c, w, cat, l->ctag);
	}
}

/* What word w of row c's found positions decide for the mouse (pass 0, 1). */
static inline void
found_decides(CmSolver *s, Layer *l, int32_t c, int32_t w, int pass)
{
	uint64_t   *x = cell(s, c, w);
	int			what = pass == 0 ? F_MOUSE : F_CAT;
	uint64_t	fresh = x[what];

	x[what] = 0;
	decide_mouse(s, l, c, w, fresh, pass);
}

/*
 * Add row c's found cat-to-move positions, then what they decide for the
 * mouse (the row's found positions first, so that pass 1 sees all of
 * them), by the row's mask.  Nothing they decide is kept where the row's
 * mouse-to-move positions are out of the next layer's cone (nor later:
 * the cone only narrows); such a row's found cells are left as they are,
 * since step_cat() (the same bound) finds none there again and nothing
 * reads them until seed() sets them anew.
 */
static inline void
apply_found(CmSolver *s, Layer *l, int32_t c)
{
	CmEngine   *const st = cm_engine(s);
	uint64_t   *mask = st->masks + (size_t) c * 4;
	uint64_t	found = mask[FOUND];
	const bool	decides = cone_keeps(s, l->bound, l->k + 1, CM_TURN_MOUSE, c);
	uint64_t	bl;
	int			pass;

	if (found == 0)
		return;
	mask[FOUND] = 0;
	for (bl = found; bl; bl &= bl - 1)
	{
		int32_t		w,
					end;

		block_range(s, cm_ctz64(bl), &w, &end);
		for (; w < end; w++)
		{
			uint64_t   *x = cell(s, c, w);

			add_found(s, l, c, w, x[F_MOUSE], x[F_CAT]);
		}
	}
	if (!decides)
		return;
	for (pass = 0; pass < 2; pass++)
		for (bl = found; bl; bl &= bl - 1)
		{
			int32_t		w,
						end;

			block_range(s, cm_ctz64(bl), &w, &end);
			for (; w < end; w++)
				found_decides(s, l, c, w, pass);
		}
}

/*
 * Add to row c: the mouse-to-move positions the last layer decided
 * (pending), then the cat-to-move ones found, and what these decide for
 * the next layer (decide_mouse); and make the cat-to-move rows that move
 * into the row due in the next layer where it changed.
 */
static inline void
apply(CmSolver *s, Layer *l, int32_t c)
{
	CmEngine   *const st = cm_engine(s);
	uint64_t   *mask = st->masks + (size_t) c * 4;
	uint64_t	pending = mask[PENDING];
	uint64_t	changed = 0;
	bool		kept;
	uint64_t	bl;

	if ((pending | mask[FOUND]) == 0)
		return;
	mask[PENDING] = 0;
	kept = in_cone(s, l, CM_TURN_MOUSE, c);
	for (bl = pending; bl; bl &= bl - 1)
	{
		int32_t		b = cm_ctz64(bl);
		int32_t		w,
					end;

		block_range(s, b, &w, &end);
		for (; w < end; w++)
		{
			uint64_t	mw,
						cw;

			if (pending_word(s, l, c, w, kept, true, &mw, &cw))
				changed |= (uint64_t) 1 << b;
		}
	}
	/* no cat moves into a hole it may not enter */
	if (changed != 0 && (c != st->eopt.hole || st->eopt.cat_can_enter_hole))
	{
		int32_t		t;

		for (t = st->crev_off[c]; t < st->crev_off[c + 1]; t++)
			st->masks[(size_t) st->crev_adj[t] * 4 + DUE] |= changed;
	}
	apply_found(s, l, c);
	l->work += 1;
}

/*
 * A layer of the masks, in one pass over the rows: each cat-to-move row
 * moves (the cat), and each row is added to once the last row that moves
 * into it has moved (apply_off, apply_rows), so that every row reads the
 * last layer's rows, and a row's words are still in cache when they are
 * added to (on a grid, 100 rows later).
 */
bool
cm_masks_layer(CmSolver *s, Layer *l, bool moves)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	int32_t		i;

	if (l->near >= 0)
	{
		/* a short cone's rows: every move, then every addition */
		for (i = 0; moves && i < l->near; i++)
			step_cat(s, l, st->cat_order[i]);
		for (i = 0; i < l->near; i++)
			apply(s, l, st->cat_order[i]);
		return !poll_due(&l->work, l->poll, l->poll_arg);
	}
	for (i = 0; i < n; i++)
	{
		int32_t		t;

		if (moves)
			step_cat(s, l, i);
		for (t = st->apply_off[i]; t < st->apply_off[i + 1]; t++)
			apply(s, l, st->apply_rows[t]);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
}

/* The masks' steps for the route (solver_route.c), out of line there. */
void
cm_step_cat(CmSolver *s, Layer *l, int32_t c)
{
	step_cat(s, l, c);
}

void
cm_apply(CmSolver *s, Layer *l, int32_t c)
{
	apply(s, l, c);
}

void
cm_add_found(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t mouse,
			 uint64_t cat)
{
	add_found(s, l, c, w, mouse, cat);
}

bool
cm_pending_word(CmSolver *s, Layer *l, int32_t c, int32_t w, bool kept,
				bool add, uint64_t *mw, uint64_t *cw)
{
	return pending_word(s, l, c, w, kept, add, mw, cw);
}

void
cm_decide_mouse(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t fresh,
				int pass)
{
	decide_mouse(s, l, c, w, fresh, pass);
}
