/*-------------------------------------------------------------------------
 *
 * solver_route.c
 *	  The layered engine's route: after each layer, whether the next goes
 *	  by the masks or by the lists, and the ways between them (onto the
 *	  lists from a layer of the masks, back to the masks from the lists).
 *	  README.solver tells when each is taken and why.
 *
 *-------------------------------------------------------------------------
 */
#include "solver_layers.h"

/*
 * The route's first choice, made as the work memory is laid out (layout()):
 * whether the lists may take the graph of the cat's moves at all, which
 * needs their reverse graphs by words and the hubs' count rows (*counted of
 * them).  They may where the tests of its tested hubs cost little against
 * the graph (LIST_HUB_WORK) or the tested hubs are few (LIST_FEW_HUBS).
 */
bool
cm_lists_take_graph(const CmGraph *moves, uint64_t *counted)
{
	const uint64_t n = (uint64_t) moves->nodes;
	uint64_t	hub_work = 0;
	uint64_t	tested = 0;		/* hubs of fewer than hub_moves(n) moves */
	uint64_t	v;

	*counted = 0;
	for (v = 0; v < n; v++)
	{
		const uint64_t d = (uint64_t) (moves->off[v + 1] - moves->off[v]);

		if (d >= hub_moves(n))
			(*counted)++;
		else if (d > LIST_MOVES)
		{
			hub_work += d * d;
			tested++;
		}
	}
	return hub_work <= LIST_HUB_WORK * ((uint64_t) moves->off[n] + n) ||
		tested * LIST_FEW_HUBS <= n;
}

/* List the positions of word w of row c won by `who`. */
static void
list_bits(PosList *list, int who, int32_t c, int32_t w, uint64_t bits)
{
	for (; bits; bits &= bits - 1)
		pos_add(list, who, c, w * 64 + cm_ctz64(bits));
}

/* The positions of row c's words in `what` (P_MOUSE or F_MOUSE and the next) by its mask. */
static uint64_t
count_row(const CmSolver *s, int32_t c, int mask, int what)
{
	const CmEngine *const st = cm_engine(s);
	uint64_t	bl;
	uint64_t	count = 0;

	for (bl = st->masks[(size_t) c * 4 + mask]; bl; bl &= bl - 1)
	{
		int32_t		w,
					end;

		block_range(s, cm_ctz64(bl), &w, &end);
		for (; w < end; w++)
		{
			const uint64_t *x = cell(s, c, w);

			count += (uint64_t) cm_popcount64(x[what] | x[what + 1]);
		}
	}
	return count;
}

/* Back on the masks: the layers before the lists are tried again. */
static void
back_off(Layer *l, bool short_stay)
{
	if (!short_stay)
		l->backoff = 0;
	else if (l->backoff < LIST_BACKOFF)
		l->backoff++;
	l->hold = LIST_HOLD << l->backoff;
}

/*
 * From the lists back to the masks, between layers: the counts and the
 * decided out of the spare words; the cat-to-move words made of the listed mouse-to-move positions
 * due, and what the listed cat-to-move positions decide for the mouse
 * pending, as a layer of the masks leaves them; the lists not tried again
 * for LIST_HOLD layers or more (back_off()).
 */
static void
leave_lists(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	int32_t		c,
				w;
	int			who;
	const uint32_t *e,
			   *end;

	for (c = 0; c < s->n; c++)
		for (w = 0; w < st->words; w++)
		{
			uint64_t   *x = cell(s, c, w);

			x[F_MOUSE] = x[F_CAT] = x[P_MOUSE] = x[P_CAT] = 0;
		}
	for (who = 0; who < 2; who++)
		for (pos_range(s, l->mouse, who, &e, &end); e < end; e++)
		{
			int32_t		m = (int32_t) (*e & 0xffff);
			int32_t		t;

			c = (int32_t) (*e >> 16);
			if (cat_back(s, c) == 0)
				continue;
			for (t = st->crev_off[c]; t < st->crev_off[c + 1]; t++)
				st->masks[(size_t) st->crev_adj[t] * 4 + DUE] |=
					(uint64_t) 1 << ((m >> 6) / st->block);
		}
	cm_add_listed(s, l->cat, C_MOUSE);
	for (who = 0; who < 2; who++)
		for (pos_range(s, l->cat, who, &e, &end); e < end; e++)
		{
			int32_t		m = (int32_t) (*e & 0xffff);

			cm_decide_mouse(s, l, (int32_t) (*e >> 16), m >> 6,
						 (uint64_t) 1 << (m & 63), who);
		}
	pos_clear(s, l->mouse);
	pos_clear(s, l->cat);
	l->route = ROUTE_MASKS;
	back_off(l, l->k - l->entered < LIST_SHORT_STAY);
}

/*
 * Whether what the next layer can add from a list (its reach: the moves
 * back from its positions, the mouse's into a cat-to-move position, the
 * cat's into a mouse-to-move one) fits a list.  Counted here rather than
 * as the positions are listed: the entries times the most moves back a
 * node has bound it, and only when that bound does not fit are the moves
 * summed.  A list of more than LIST_ROW_ENTRIES positions a row does not
 * fit either: so many fill the masks' words (a lattice's rings of
 * positions), where a word takes 64 at a time.
 */
static bool
list_fits(const CmSolver *s, const PosList *list, bool cat_to_move)
{
	const CmEngine *const st = cm_engine(s);
	const uint64_t entries = (uint64_t) (list->top[0] - list->at) +
		(uint64_t) (list->at + st->list_cap - list->top[1]);
	uint64_t	reach = 0;
	int			who;

	if (entries > LIST_ROW_ENTRIES * (uint64_t) s->n)
		return false;
	if (entries * st->most_back[cat_to_move] <= st->list_cap)
		return true;
	for (who = 0; who < 2; who++)
	{
		const uint32_t *e,
				   *end;

		for (pos_range(s, list, who, &e, &end); e < end; e++)
			reach += cat_to_move ? mouse_back(s, (int32_t) (*e & 0xffff)) :
				cat_back(s, (int32_t) (*e >> 16));
	}
	return reach <= st->list_cap;
}

int			cm_test_count = 0;

/*
 * Whether cm_count_from_wins() makes the count for less than cm_count_moves():
 * the mouse-to-move mouse wins (each taken back over its cat's moves) and
 * the decided cat-to-move positions few against the words of the sets
 * (the lists mostly enter a layer or two after the endings, with about n
 * of each).
 */
static bool
few_decided(const CmSolver *s)
{
	const CmEngine *const st = cm_engine(s);
	const uint64_t most = COUNT_WINS_WORDS * (uint64_t) s->n * (uint64_t) st->words;
	uint64_t	cost = 0;
	int32_t		c,
				w;

	if (cm_test_count < 0)
		return false;
	if (cm_test_count > 0)
		return true;
	for (c = 0; c < s->n; c++)
	{
		const uint64_t back = cat_back(s, c) + 1;

		for (w = 0; w < st->words; w++)
		{
			const uint64_t *x = cell(s, c, w);

			cost += back * (uint64_t) cm_popcount64(x[M_MOUSE]) +
				(uint64_t) cm_popcount64(x[C_MOUSE] | x[C_CAT]);
		}
		if (cost > most)
			return false;
	}
	return true;
}

/*
 * A layer of the masks onto the lists.  The cat moves in every due word;
 * when what it found and what is pending fit the lists, they are listed
 * (what the cat found added), and if what the lists can lead back to fits
 * them too, the cat's moves are counted (the cells' F_MOUSE, F_CAT and
 * P_MOUSE: of each open cat-to-move position, the moves that do not reach
 * mouse wins of the last layers; this layer's mouse-to-move positions, added
 * after the count, are counted down by the next, from the lists) and, with
 * P_CAT the decided, turned over: cm_count_moves(), or cm_count_from_wins() while
 * the decided are few; else the layer ends as the masks' does.
 */
bool
cm_enter_lists(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	uint64_t	found = 0,
				pending = 0;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		cm_step_cat(s, l, c);
		found += count_row(s, c, FOUND, F_MOUSE);
		pending += count_row(s, c, PENDING, P_MOUSE);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	if (found > st->list_cap || pending > st->list_cap)
	{
		for (c = 0; c < n; c++)
		{
			cm_apply(s, l, c);
			if (poll_due(&l->work, l->poll, l->poll_arg))
				return false;
		}
		l->route = ROUTE_MASKS;
		back_off(l, true);
		return true;
	}
	l->entered = l->k;

	pos_clear(s, l->mouse);
	pos_clear(s, l->cat);
	for (c = 0; c < n; c++)
	{
		uint64_t	bl;

		for (bl = st->masks[(size_t) c * 4 + FOUND]; bl; bl &= bl - 1)
		{
			int32_t		end;

			block_range(s, cm_ctz64(bl), &w, &end);
			for (; w < end; w++)
			{
				uint64_t   *x = cell(s, c, w);

				cm_add_found(s, l, c, w, x[F_MOUSE], x[F_CAT]);
				list_bits(l->cat, 0, c, w, x[F_MOUSE]);
				list_bits(l->cat, 1, c, w, x[F_CAT]);
				x[F_MOUSE] = x[F_CAT] = 0;
			}
		}
		st->masks[(size_t) c * 4 + FOUND] = 0;
	}
	/*
	 * The pending mouse-to-move positions listed, and added to the sets
	 * only once the cat's moves are counted below: the walk counts the
	 * moves to them down.
	 */
	for (c = 0; c < n; c++)
	{
		uint64_t   *mask = st->masks + (size_t) c * 4;
		bool		kept = in_cone(s, l, CM_TURN_MOUSE, c);
		uint64_t	bl;

		for (bl = mask[PENDING]; bl; bl &= bl - 1)
		{
			int32_t		end;

			block_range(s, cm_ctz64(bl), &w, &end);
			for (; w < end; w++)
			{
				uint64_t	mw,
							cw;

				if (cm_pending_word(s, l, c, w, kept, false, &mw, &cw))
				{
					list_bits(l->mouse, 0, c, w, mw);
					list_bits(l->mouse, 1, c, w, cw);
				}
			}
		}
		mask[PENDING] = 0;
	}

	/*
	 * What the lists cannot take back, the masks take (as cm_choose_route()
	 * would at once), before the moves are counted.
	 */
	if (!list_fits(s, l->mouse, false) || !list_fits(s, l->cat, true))
	{
		cm_add_listed(s, l->mouse, M_MOUSE);
		leave_lists(s, l);
		return true;
	}
	if (!(few_decided(s) ? cm_count_from_wins(s, l) : cm_count_moves(s, l)))
		return false;
	cm_add_listed(s, l->mouse, M_MOUSE);
	l->route = ROUTE_LISTS;
	return true;
}

int			cm_test_sparse = 0;

/*
 * After a layer: which route the next one takes.  By the lists while what
 * the next layer can add from them (their reach) fits a list; else back to
 * the masks, and the lists not tried again for LIST_HOLD layers or more
 * (back_off()).  Onto the
 * lists when layout() let them take the graph (its hubs few: where a
 * grid's cat jumps, every node is one, and the masks' AND of the rows of
 * its moves takes every layer), and the layer's due and pending blocks are
 * few, at most 4n each (and half a list) and about three due blocks a row
 * that has any (cm_enter_lists() counts the positions), unless a light cone
 * ends within ENTER_CONE_LEFT layers (entering counts and turns over every row:
 * a verdict's short cone pass is done sooner by the masks); when tests say
 * so, whenever the cat's moves allow.  (A drawn cycle's layers have about
 * n/2 positions of each turn, one a row.)
 */
void
cm_choose_route(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const uint64_t share = cm_test_sparse > 0 ? 1 : ENTER_LIST_SHARE;
	const uint64_t room = ENTER_ROOM_NODE * (uint64_t) s->n;
	const uint64_t most = (cm_test_sparse > 0 || room > st->list_cap / ENTER_LIST_SHARE) ?
		st->list_cap / share : room;
	uint64_t	due = 0,
				pending = 0,
				rows = 0;
	int32_t		c;

	if (l->route == ROUTE_LISTS)
	{
		if (list_fits(s, l->mouse, false) && list_fits(s, l->cat, true))
			return;
		leave_lists(s, l);
		return;
	}
	if (cm_test_sparse < 0 || !st->lists_ok)
		return;
	if (cm_test_sparse == 0)
	{
		if (l->bound >= 0 && l->bound - l->k < ENTER_CONE_LEFT)
			return;
		if (l->hold > 0)
		{
			l->hold--;
			return;
		}
		for (c = 0; c < s->n; c++)
		{
			due += (uint64_t) cm_popcount64(st->masks[(size_t) c * 4 + DUE]);
			pending += (uint64_t) cm_popcount64(st->masks[(size_t) c * 4 + PENDING]);
			rows += (st->masks[(size_t) c * 4 + DUE] != 0);
			if ((due > pending ? due : pending) > most)
				return;
		}
		if (due > ENTER_DUE_ROW * rows + ENTER_DUE_SLACK)
			return;
	}
	l->route = ROUTE_ENTER;
}

/*
 * A solve that ends on the lists: the cat-to-move positions the last layer
 * decided into the sets (the next layer would have added them).
 */
void
cm_lists_done(CmSolver *s, Layer *l)
{
	if (l->route == ROUTE_LISTS)
	{
		cm_add_listed(s, l->cat, C_MOUSE);
		pos_clear(s, l->cat);
	}
}
