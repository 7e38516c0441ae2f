/*-------------------------------------------------------------------------
 *
 * solver_lists.c
 *	  A layer of the layered engine by the lists, for the long games whose
 *	  layers decide few positions: from each position the last layer
 *	  added, back along the moves into it, deciding at once, the cat's
 *	  moves left counted down in the cells' spare words (turned over: row
 *	  m, bit c); and that count, made as the route enters the lists.
 *	  README.solver tells the whole.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "solver_layers.h"

/*
 * What a walk of a list reads of the solver, passed by value: the cells'
 * stores (the core is built with -fno-strict-aliasing) cannot then make the
 * compiler load it again for every entry.
 */
typedef struct ListWalk
{
	char	   *cells;			/* st->cells */
	size_t		row_bytes;		/* a row of cells, in bytes */
	const int32_t *off;			/* the reverse graph walked back, by words */
	const CmGroup *groups;
	int32_t		no_row;			/* the hole's row if the cat cannot enter it, or -1 */
} ListWalk;

/* Word w's cell of row r: a cell is 64 bytes, as many as a word has bits. */
static inline uint64_t *
walk_cell(const ListWalk *k, int32_t r, uint32_t first)
{
	return (uint64_t *) (void *) (k->cells + (size_t) r * k->row_bytes + first);
}

/*
 * By the lists: what the cat-to-move position (m, c) that the last layer
 * added, won by `who`, decides for the mouse to move (as decide_mouse()):
 * added at once (this layer's cat-to-move positions are not, so that the
 * mouse's test of every move reads the last layer's), and listed on out.
 * The nodes that move to m a word at a time.  Returns the list's new top.
 * Neither this nor lists_cat() keeps the layer's flags: list_layer_by()
 * reads them off the lists.
 */
static cm_always_inline uint32_t *
lists_mouse(CmSolver *s, const Layer *l, const ListWalk k, int32_t m,
			int32_t c, int who, bool plain, uint32_t *top)
{
	CmEngine   *const st = cm_engine(s);
	const bool	kept = plain || in_cone(s, l, CM_TURN_MOUSE, c);
	char	   *const row = (char *) walk_cell(&k, c, 0);
	const CmGroup *g = k.groups + k.off[m];
	const CmGroup *const g_end = k.groups + k.off[m + 1];

	/* a mouse win added here, as its cell is at hand: nothing reads it here */
	if (who == 0)
		((uint64_t *) (void *) (row + ((uint32_t) m & ~(uint32_t) 63)))[C_MOUSE] |=
			(uint64_t) 1 << (m & 63);
	for (; g < g_end; g++)
	{
		const uint32_t first = g->first;
		uint64_t   *x = (uint64_t *) (void *) (row + first);
		uint64_t	won = g->bits & ~(x[M_MOUSE] | x[M_CAT]);
		uint64_t	b;

		if (won == 0)
			continue;
		if (who == 1)
			for (b = won; b != 0; b &= b - 1)
				if (!every_move_in(s, C_CAT, (int32_t) first + cm_ctz64(b),
								   (const uint64_t *) (void *) row))
					won &= ~(b & (~b + 1));
		if (!plain && l->bound >= 0)
			won &= kept ? st->cone[CM_TURN_MOUSE][first >> 6] : 0;
		x[M_MOUSE + who] |= won;
		if (!plain && st->rem[0] != NULL && won != 0)
			record(s, CM_TURN_MOUSE, c, (int32_t) (first >> 6), won,
				   who == 0 ? l->mtag : l->ctag);
		for (; won != 0; won &= won - 1)
			top = pos_push(top, who, c, (int32_t) first + cm_ctz64(won));
	}
	return top;
}

/* Whether a group of the nodes that move to c holds a hub (build_groups()). */
static inline bool
near_hub(const ListWalk *k, int32_t c)
{
	return k->off[c] < k->off[c + 1] && k->groups[k->off[c]].many;
}

/* Whether cat node c is a counted hub: hub_moves moves or more. */
static inline bool
counted_hub(const CmSolver *s, int32_t c)
{
	const CmEngine *const st = cm_engine(s);

	return st->ecat.off[c + 1] - st->ecat.off[c] >= st->hub_moves;
}

/* The count row of hub c2, one of those of hub_moves moves or more. */
static uint16_t *
hub_row(const CmSolver *s, int32_t c2)
{
	const CmEngine *const st = cm_engine(s);
	int32_t		lo = 0,
				hi = st->hubs_counted - 1;

	while (lo < hi)
	{
		const int32_t mid = (lo + hi) / 2;

		if (st->hub_nodes[mid] < c2)
			lo = mid + 1;
		else
			hi = mid;
	}
	return st->hub_left + (size_t) lo * (size_t) s->n;
}

/*
 * Whether every legal move of the cat on hub c2 (a node of more moves than
 * the lists count) with the mouse on m reaches a mouse win: the mouse-to-move
 * sets hold the last layer's and before (lists_cat() walks before
 * lists_mouse()).
 */
static cm_noinline bool
hub_lost(const CmSolver *s, const ListWalk *k, int32_t m, int32_t c2)
{
	const CmEngine *const st = cm_engine(s);
	int32_t		j;

	for (j = st->ecat.off[c2]; j < st->ecat.off[c2 + 1]; j++)
	{
		const int32_t to = st->ecat.adj[j];

		if (to != k->no_row &&
			((walk_cell(k, to, (uint32_t) m & ~(uint32_t) 63)[M_MOUSE] >> (m & 63)) & 1) == 0)
			return false;
	}
	return true;
}

/*
 * By the lists: what the mouse-to-move position (m, c) that the last layer
 * added, won by `who`, decides for the cat to move, (m, c') for the nodes
 * c' that move to c, a word of them at a time: a cat win there at once; a
 * mouse win, one move fewer left to the cat, decided at the mouse win that
 * takes its last.  On the lists the cells' spare words of the cat to move
 * are turned over (row m, bit c': cm_enter_lists()), so that the nodes that
 * move to c fall in a word: P_CAT the positions decided, and F_MOUSE, F_CAT
 * and P_MOUSE how many of an open one's moves do not reach mouse wins yet,
 * less one, 0 to 7, in bits of 1, 2 and 4, counted when the lists are
 * entered and counted down here.  The decided are added to the sets (row
 * c', bit m) only as the next layer's lists_mouse() walk of them starts
 * (list_layer_by()), which goes through their cells.  A hub's count (cm_enter_lists(): at most
 * seven) may run out before its moves do: with hubs, a mouse win that finds
 * it run out decides the position only if hub_lost() says every move is
 * lost.  Listed; returns the list's new top.
 */
/*
 * lists_cat()'s step for one group of the nodes that move to c (grp):
 * row the first cell of row m, bit m's bit in its word, cone_bit whether
 * the cone keeps column m; hubs: the group holds a hub (its nodes' counts
 * may run out before their moves).  Returns the list's new top.
 */
static cm_always_inline uint32_t *
cat_group(CmSolver *s, const Layer *l, const ListWalk *k, int32_t m,
		  const CmGroup *grp, char *row, uint64_t bit, bool cone_bit, int who,
		  bool plain, bool hubs, uint32_t *top)
{
	CmEngine   *const st = cm_engine(s);
	const uint32_t first = grp->first;
	uint64_t   *x = (uint64_t *) (void *) (row + first);
	uint64_t	won = grp->bits & ~x[P_CAT];
	uint64_t	b;

	if (won == 0)
		return top;
	if (who == 0)
	{
		/* moves left less one: 7 -> 6 -> ... -> 0 -> none (decided) */
		const uint64_t one = x[F_MOUSE];
		const uint64_t two = x[F_CAT];
		const uint64_t four = x[P_MOUSE];
		const uint64_t left = won & (one | two | four);
		const uint64_t borrow = left & ~one;

		x[F_MOUSE] = one ^ left;
		x[F_CAT] = two ^ borrow;
		x[P_MOUSE] = four ^ (borrow & ~two);
		won &= ~left;
		if (hubs && won != 0 && grp->many)
			for (b = won; b != 0; b &= b - 1)
			{
				const int32_t c2 = (int32_t) first + cm_ctz64(b);
				const int32_t d = st->ecat.off[c2 + 1] - st->ecat.off[c2];
				uint16_t   *left;

				if (d >= st->hub_moves)
				{
					left = hub_row(s, c2) + m;
					if (*left != 0)
					{
						(*left)--;
						won &= ~(b & (~b + 1));
					}
				}
				else if (d > LIST_MOVES && !hub_lost(s, k, m, c2))
					won &= ~(b & (~b + 1));
			}
		if (won == 0)
			return top;
	}
	if (!plain)
		for (b = won; b != 0; b &= b - 1)
			if (!cone_bit ||
				!in_cone(s, l, CM_TURN_CAT, (int32_t) first + cm_ctz64(b)))
				won &= ~(b & (~b + 1));
	x[P_CAT] |= won;
	for (; won != 0; won &= won - 1)
	{
		const int32_t c2 = (int32_t) first + cm_ctz64(won);

		if (!plain && st->rem[0] != NULL)
			record(s, CM_TURN_CAT, c2, m >> 6, bit,
				   who == 0 ? l->mtag : l->ctag);
		top = pos_push(top, who, c2, m);
	}
	return top;
}

/* cat_group() for a group that holds a hub: out of lists_cat()'s loop. */
static cm_noinline uint32_t *
cat_hub_group(CmSolver *s, const Layer *l, const ListWalk *k, int32_t m,
			  const CmGroup *grp, char *row, uint64_t bit, bool cone_bit,
			  int who, bool plain, uint32_t *top)
{
	return cat_group(s, l, k, m, grp, row, bit, cone_bit, who, plain, true, top);
}

static cm_always_inline uint32_t *
lists_cat(CmSolver *s, const Layer *l, const ListWalk k, int32_t m,
		  int32_t c, int who, bool plain, bool hubs, uint32_t *top)
{
	CmEngine   *const st = cm_engine(s);
	const uint64_t bit = (uint64_t) 1 << (m & 63);
	const bool	cone_bit = plain || l->bound < 0 ||
		(st->cone[CM_TURN_CAT][m >> 6] & bit) != 0;
	char	   *const row = (char *) walk_cell(&k, m, 0);
	const CmGroup *g = k.groups + k.off[c];
	const CmGroup *const g_end = k.groups + k.off[c + 1];

	if (c == k.no_row)
		return top;
	for (; g < g_end; g++)
		top = hubs && g->many ?
			cat_hub_group(s, l, &k, m, g, row, bit, cone_bit, who, plain, top) :
			cat_group(s, l, &k, m, g, row, bit, cone_bit, who, plain, false, top);
	return top;
}

/*
 * Add the positions of a list won by `who` to the sets: `what` M_MOUSE for
 * the mouse-to-move ones, C_MOUSE for the cat-to-move ones.
 */
static void
add_side(CmSolver *s, const PosList *list, int what, int who)
{
	CmEngine   *const st = cm_engine(s);

	/* locals: the cells' stores cannot change them */
	uint64_t   *const cells = st->cells;
	const size_t row = (size_t) st->row_cells;
	const uint32_t *e,
			   *end;

	for (pos_range(s, list, who, &e, &end); e < end; e++)
	{
		const uint32_t m = *e & 0xffff;

		cells[((size_t) (*e >> 16) * row + (m >> 6)) * CELL_WORDS + what + who] |=
			(uint64_t) 1 << (m & 63);
	}
}

/* Add all the positions of a list to the sets, as add_side(). */
void
cm_add_listed(CmSolver *s, const PosList *list, int what)
{
	add_side(s, list, what, 0);
	add_side(s, list, what, 1);
}

/*
 * A list's part in the layer's flags (added, listed); true when both are
 * set, as the first entry outside skip_row sets them.
 */
static bool
listed_flags(const CmSolver *s, Layer *l, const PosList *list)
{
	int			who;

	for (who = 0; who < 2; who++)
	{
		const uint32_t *e,
				   *end;

		for (pos_range(s, list, who, &e, &end); e < end; e++)
		{
			l->added = true;
			if ((int32_t) (*e >> 16) != l->skip_row)
			{
				l->listed = true;
				return true;
			}
		}
	}
	return false;
}

/*
 * The entries of `in` won by `who`, each taken back by lists_mouse()
 * (cat_list: cat-to-move positions) or lists_cat() onto out.  plain: no
 * light cone and no remoteness to record; hubs: the graph has hubs
 * (lists_cat()); both tested once a layer, so that each walk is compiled
 * for its case.
 */
static cm_always_inline bool
list_walk(CmSolver *s, Layer *l, const PosList *in, int who, bool cat_list,
		  bool plain, bool hubs, PosList *out)
{
	CmEngine   *const st = cm_engine(s);
	const uint32_t *e,
			   *end;
	uint32_t   *top = out->top[who];	/* a local: the cells' stores cannot change it */
	const ListWalk k = {
		.cells = (char *) st->cells,
		.row_bytes = (size_t) st->row_cells * CELL_WORDS * 8,
		.off = cat_list ? st->mgrp_off : st->cgrp_off,
		.groups = cat_list ? st->mgrp : st->cgrp,
		.no_row = st->eopt.cat_can_enter_hole ? -1 : st->eopt.hole,
	};
	uint64_t	work = l->work;
	bool		go_on = true;
	/* hubs: the entries put off, written over those walked */
	uint32_t   *const put_off = who == 0 ? in->at : in->top[1];
	uint32_t   *near = put_off;

	for (pos_range(s, in, who, &e, &end); e < end;)
	{
		/* polled a stretch at a time, not an entry */
		const uint32_t *const stop = end - e > LIST_POLL_ENTRIES ?
			e + LIST_POLL_ENTRIES : end;

		work += 4 * (uint64_t) (stop - e);	/* a position and its groups, roughly */
		for (; e < stop; e++)
		{
			const int32_t m = (int32_t) (*e & 0xffff);
			const int32_t c = (int32_t) (*e >> 16);

			if (cat_list)
				top = lists_mouse(s, l, k, m, c, who, plain, top);
			else if (hubs && near_hub(&k, c))
				*near++ = *e;
			else
				top = lists_cat(s, l, k, m, c, who, plain, false, top);
		}
		if (poll_due(&work, l->poll, l->poll_arg))
		{
			go_on = false;
			break;
		}
	}

	/*
	 * The entries next to a hub last, out of the loop above (a call in it
	 * would keep its values on the stack): the counts they take down are
	 * the same in any order.
	 */
	if (hubs && go_on)
		for (e = put_off; e < near; e++)
			top = lists_cat(s, l, k, (int32_t) (*e & 0xffff), (int32_t) (*e >> 16),
							who, plain, true, top);
	out->top[who] = top;
	l->work = work;
	return go_on;
}

/* list_walk() for each list and side, out of line: each loop its own registers */
static cm_noinline bool
walk_mouse_won(CmSolver *s, Layer *l, const PosList *in, bool cat_list,
			   bool plain, bool hubs, PosList *out)
{
	if (cat_list)
		return plain ? list_walk(s, l, in, 0, true, true, false, out) :
			list_walk(s, l, in, 0, true, false, false, out);
	if (hubs)
		return plain ? list_walk(s, l, in, 0, false, true, true, out) :
			list_walk(s, l, in, 0, false, false, true, out);
	return plain ? list_walk(s, l, in, 0, false, true, false, out) :
		list_walk(s, l, in, 0, false, false, false, out);
}

static cm_noinline bool
walk_cat_won(CmSolver *s, Layer *l, const PosList *in, bool cat_list,
			 bool plain, PosList *out)
{
	if (cat_list)
		return plain ? list_walk(s, l, in, 1, true, true, false, out) :
			list_walk(s, l, in, 1, true, false, false, out);
	return plain ? list_walk(s, l, in, 1, false, true, false, out) :
		list_walk(s, l, in, 1, false, false, false, out);
}

/*
 * A layer of the lists: from the mouse-to-move positions the last layer
 * added, this layer's cat-to-move ones; then from the last layer's
 * cat-to-move positions, the mouse-to-move ones of this layer.  O(moves) a
 * position, nothing a row.
 */
static cm_always_inline bool
list_layer_by(CmSolver *s, Layer *l, bool plain)
{
	CmEngine   *const st = cm_engine(s);
	PosList    *cat = l->cat;
	PosList    *out = l->spare;

	/*
	 * The cat's moves first, while the mouse-to-move sets hold only the
	 * last layer's and before (hub_lost() reads them).
	 */
	pos_clear(s, out);
	if (!walk_mouse_won(s, l, l->mouse, false, plain, st->lists_hubs, out) ||
		!walk_cat_won(s, l, l->mouse, false, plain, out))
		return false;
	pos_clear(s, l->mouse);
	/* lists_cat() leaves them to this; the mouse's wins lists_mouse() adds */
	add_side(s, cat, C_MOUSE, 1);
	if (!walk_mouse_won(s, l, cat, true, plain, false, l->mouse) ||
		!walk_cat_won(s, l, cat, true, plain, l->mouse))
		return false;
	l->cat = out;
	l->spare = cat;
	/* what the layer added is what it listed */
	if (!listed_flags(s, l, l->mouse))
		(void) listed_flags(s, l, out);
	return true;
}

bool
cm_list_layer(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);

	if (l->bound < 0 && st->rem[0] == NULL)
		return list_layer_by(s, l, true);
	return list_layer_by(s, l, false);
}


/*
 * The cells' spare words of the cat to move (the lists' count, and P_CAT
 * the positions decided) turned over the diagonal, from row c, bit m to
 * row m, bit c, 64 rows by 64 bits at a time: block (p, q) (rows 64p..,
 * word q) and block (q, p) trade places, each turned over.  Bits past the
 * last node stay clear.  O(n^2 / 64 * log 64) word operations, polling as
 * it goes; false when poll says stop.
 */
static bool
turn_over(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	uint64_t	a[64][4],
				b[64][4];
	int32_t		p,
				q,
				i;

	for (p = 0; p < st->words; p++)
	{
		for (q = p; q < st->words; q++)
		{
			/* the spare words are the cell's last four */
			for (i = 0; i < 64; i++)
			{
				if (64 * p + i < n)
					memcpy(a[i], cell(s, 64 * p + i, q) + P_MOUSE, sizeof(a[i]));
				else
					memset(a[i], 0, sizeof(a[i]));
				if (64 * q + i < n)
					memcpy(b[i], cell(s, 64 * q + i, p) + P_MOUSE, sizeof(b[i]));
				else
					memset(b[i], 0, sizeof(b[i]));
			}
			cm_transpose64x4(a);
			cm_transpose64x4(b);
			/* on the diagonal (p == q) a and b are the same block */
			for (i = 0; i < 64; i++)
			{
				if (64 * q + i < n)
					memcpy(cell(s, 64 * q + i, p) + P_MOUSE, a[i], sizeof(a[i]));
				if (64 * p + i < n)
					memcpy(cell(s, 64 * p + i, q) + P_MOUSE, b[i], sizeof(b[i]));
			}
		}
		l->work += 512 * (uint64_t) (st->words - p);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
}

/*
 * cm_enter_lists()'s count for a hub's row c, word w (P_CAT set): the moves
 * left less one; of a hub of hub_moves moves or more, in its count row
 * (the three bits clear), else at most seven (lists_cat() tests the hub's
 * every move once they have run out, so that any count up to the true one
 * will do).
 */
static void
count_hub(CmSolver *s, int32_t c, int32_t w)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	uint64_t   *x = cell(s, c, w);
	int32_t		won[64];
	int32_t		legal = 0;
	int32_t		j,
				i;

	memset(won, 0, sizeof(won));
	for (j = st->ecat.off[c]; j < st->ecat.off[c + 1]; j++)
	{
		const int32_t to = st->ecat.adj[j];
		uint64_t	b;

		if (to == hole && !enter)
			continue;
		legal++;
		for (b = cell(s, to, w)[M_MOUSE]; b != 0; b &= b - 1)
			won[cm_ctz64(b)]++;
	}
	x[F_MOUSE] = x[F_CAT] = x[P_MOUSE] = 0;
	if (counted_hub(s, c))
	{
		uint16_t   *row = hub_row(s, c);

		for (i = 0; i < 64 && 64 * w + i < s->n; i++)
			row[64 * w + i] = (uint16_t) (legal - 1 - won[i] < 0 ? 0 : legal - 1 - won[i]);
		return;
	}
	for (i = 0; i < 64; i++)
	{
		int32_t		left = legal - 1 - won[i];

		left = left < 0 ? 0 : left > 7 ? 7 : left;
		x[F_MOUSE] |= (uint64_t) (left & 1) << i;
		x[F_CAT] |= (uint64_t) ((left >> 1) & 1) << i;
		x[P_MOUSE] |= (uint64_t) (left >> 2) << i;
	}
}

/*
 * Entering the lists: the cat's moves counted, row by row, and turned over
 * (turn_over()): of each cat-to-move position, the legal moves less one
 * that do not reach mouse-to-move mouse wins, at most seven (hubs:
 * count_hub()), in F_MOUSE, F_CAT and P_MOUSE; the decided in P_CAT.
 * O(n words x moves) and the turning over.
 */
bool
cm_count_moves(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		const int32_t *to = st->ecat.adj + st->ecat.off[c];
		const int32_t moves = st->ecat.off[c + 1] - st->ecat.off[c];

		for (w = 0; w < st->words; w++)
		{
			uint64_t   *x = cell(s, c, w);
			uint64_t	one = 0,
						two = 0,
						four = 0,
						a0,
						a1,
						a2,
						b0,
						b1;
			int32_t		legal = 0;
			int32_t		j;

			x[P_CAT] = x[C_MOUSE] | x[C_CAT];
			if (moves > LIST_MOVES)
			{
				count_hub(s, c, w);
				continue;
			}

			/*
			 * the moves to mouse wins, one + 2 two + 4 four (at most seven:
			 * an open position has a move left)
			 */
			for (j = 0; j < moves; j++)
			{
				uint64_t	won,
							carry;

				if (to[j] == hole && !enter)
					continue;
				won = cell(s, to[j], w)[M_MOUSE];
				carry = one & won;
				one ^= won;
				four |= two & carry;
				two ^= carry;
				legal++;
			}

			/* kept: legal - 1 - that, bit by bit, b0 and b1 the borrows */
			legal--;
			a0 = (legal & 1) ? ~(uint64_t) 0 : 0;
			a1 = (legal & 2) ? ~(uint64_t) 0 : 0;
			a2 = (legal & 4) ? ~(uint64_t) 0 : 0;
			b0 = ~a0 & one;
			b1 = (~a1 & two) | (~(a1 ^ two) & b0);
			x[F_MOUSE] = a0 ^ one;
			x[F_CAT] = a1 ^ two ^ b0;
			x[P_MOUSE] = a2 ^ four ^ b1;
		}
		l->work += (uint64_t) st->words * (1 + (uint64_t) moves);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return turn_over(s, l);
}

/*
 * The count cm_count_moves() makes, made turned over at once from the
 * positions decided: every open cat-to-move position of cat node c starts
 * at c's legal moves less one, the same in every row m, and each
 * mouse-to-move mouse win (m, c2) takes one off (m, c) for each move c ->
 * c2, as lists_cat() does (down to 0: a decided position's count is never
 * read); P_CAT, the decided, set a position at a time.  O(n words + the
 * decided x their moves back).  A counted hub's count is in its row; a
 * tested hub's starts at seven at most, and so never above what its moves
 * left are (lists_cat() then tests them all, as after count_hub()'s).
 */
bool
cm_count_from_wins(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t W = st->words;
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	int32_t		c,
				w;

	/* row 0: each cat node's legal moves less one */
	for (w = 0; w < W; w++)
	{
		uint64_t   *x = cell(s, 0, w);

		x[F_MOUSE] = x[F_CAT] = x[P_MOUSE] = x[P_CAT] = 0;
	}
	for (c = 0; c < n; c++)
	{
		uint64_t   *x = cell(s, 0, c >> 6);
		const uint64_t bit = (uint64_t) 1 << (c & 63);
		int32_t		left = -1;
		int32_t		j;

		for (j = st->ecat.off[c]; j < st->ecat.off[c + 1]; j++)
			left += st->ecat.adj[j] != hole || enter;
		if (counted_hub(s, c))
		{
			/* a counted hub: its own row, none in the bits */
			uint16_t   *row = hub_row(s, c);
			int32_t		m;

			for (m = 0; m < n; m++)
				row[m] = (uint16_t) (left > 0 ? left : 0);
			continue;
		}
		left = left > 7 ? 7 : left;
		if (left > 0)
		{
			x[F_MOUSE] |= (left & 1) ? bit : 0;
			x[F_CAT] |= (left & 2) ? bit : 0;
			x[P_MOUSE] |= (left & 4) ? bit : 0;
		}
	}
	for (c = 1; c < n; c++)
	{
		for (w = 0; w < W; w++)
		{
			const uint64_t *from = cell(s, 0, w);
			uint64_t   *x = cell(s, c, w);

			x[F_MOUSE] = from[F_MOUSE];
			x[F_CAT] = from[F_CAT];
			x[P_MOUSE] = from[P_MOUSE];
			x[P_CAT] = 0;
		}
		l->work += (uint64_t) W;
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}

	/* the decided, row m, bit c */
	for (c = 0; c < n; c++)
	{
		const uint64_t bit = (uint64_t) 1 << (c & 63);

		for (w = 0; w < W; w++)
		{
			const uint64_t *x = cell(s, c, w);
			uint64_t	b;

			for (b = x[C_MOUSE] | x[C_CAT]; b != 0; b &= b - 1)
				cell(s, w * 64 + cm_ctz64(b), c >> 6)[P_CAT] |= bit;
		}
		l->work += (uint64_t) W;
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}

	/* each mouse win a move fewer to the cat nodes that move to its row */
	for (c = 0; c < n; c++)
	{
		if (cat_back(s, c) == 0)
			continue;
		for (w = 0; w < W; w++)
		{
			uint64_t	b;

			for (b = cell(s, c, w)[M_MOUSE]; b != 0; b &= b - 1)
			{
				const int32_t m = w * 64 + cm_ctz64(b);
				int32_t		t;

				for (t = st->crev_off[c]; t < st->crev_off[c + 1]; t++)
				{
					const int32_t from = st->crev_adj[t];
					uint64_t   *x = cell(s, m, from >> 6);
					const uint64_t one = x[F_MOUSE];
					const uint64_t two = x[F_CAT];
					const uint64_t four = x[P_MOUSE];
					const uint64_t left = ((uint64_t) 1 << (from & 63)) & (one | two | four);
					const uint64_t borrow = left & ~one;

					x[F_MOUSE] = one ^ left;
					x[F_CAT] = two ^ borrow;
					x[P_MOUSE] = four ^ (borrow & ~two);
					/* a counted hub's bits are 0: its row */
					if (st->hubs_counted > 0 && counted_hub(s, from))
					{
						uint16_t   *hub = hub_row(s, from) + m;

						if (*hub != 0)
							(*hub)--;
					}
				}
				l->work += cat_back(s, c);
			}
		}
		l->work += (uint64_t) W;
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
}
