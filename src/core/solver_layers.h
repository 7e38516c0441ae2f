/*-------------------------------------------------------------------------
 *
 * solver_layers.h
 *	  The layered engine's own: its tuning, the cells and masks of its sets,
 *	  a layer's state and the lists', the helpers every part reads, and the
 *	  parts' entry points.  Only the engine's files include it
 *	  (solver_layers.c, solver_masks.c, solver_lists.c, solver_route.c and
 *	  the front door, solver.c); README.solver is its design.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_SOLVER_LAYERS_H
#define CATMOUSE_SOLVER_LAYERS_H

#include "solver_internal.h"

/*
 * The tuning block: every constant of the engine's policy, one a job, one
 * a line.  Why each has its value, with the figures that chose it, is
 * README.solver's "Tuning"; a change states its instruction counts
 * before and after (bench/icount.sh).
 */
#define LIST_MOVES			8	/* cat moves a node the lists count (3 bits, less one) */
#define HUB_SHARE			8	/* hubs of n / HUB_SHARE moves or more: a count row each */
#define LIST_HUB_WORK		4	/* lists take a graph: tested hubs' moves^2 <= this x (arcs + n) */
#define LIST_FEW_HUBS		16	/* ... or tested hubs at most one node in this many */
#define LIST_ENTRIES_NODE	48	/* entries a list holds, a node (list_capacity()) */
#define LIST_ENTRIES_SLACK	64	/* ... and this many more */
#define LIST_ROW_ENTRIES	10	/* a list fits: at most this many positions a row */
#define LIST_HOLD			16	/* masks' layers before the lists are tried again */
#define LIST_BACKOFF		6	/* the hold doubles after a short stay, up to this often */
#define LIST_SHORT_STAY		16	/* a stay on the lists of fewer layers is short */
#define ENTER_CONE_LEFT		16	/* not onto the lists when the cone ends within this */
#define ENTER_ROOM_NODE		4	/* onto the lists: due, pending blocks <= this x n each */
#define ENTER_LIST_SHARE	2	/* ... and <= a list over this */
#define ENTER_DUE_ROW		3	/* ... and due blocks <= this a row that has any */
#define ENTER_DUE_SLACK		64	/* ... plus this many */
#define COUNT_WINS_WORDS	2	/* count from the wins while they cost < this x n x words */
#define CONE_SHORT			16	/* a light cone of fewer plies reads its rows alone */
#define CONE_GROW_SHARE		16	/* a guessed cone doubles while it reads <= 1 row in this */
#define LIST_POLL_ENTRIES	1024	/* entries a list walk takes between polls */

/*
 * A short cone's layers take its rows alone (near_rows()), which the lists,
 * made of every row, cannot: cm_choose_route() keeps the masks for a cone
 * that ends within ENTER_CONE_LEFT layers, and so for every short one.
 */
typedef char cm_short_cone_on_masks[CONE_SHORT <= ENTER_CONE_LEFT ? 1 : -1];

/*
 * The moves from which a cat node is a counted hub (a count row of its
 * own, two bytes a node, no more than its groups' 16 bytes a move); a node
 * of more than LIST_MOVES and fewer is a tested hub (lists_cat()).
 */
static inline uint64_t
hub_moves(uint64_t n)
{
	return n / HUB_SHARE > LIST_MOVES ? n / HUB_SHARE : LIST_MOVES + 1;
}

/*
 * A cell: word w of row c of each set of positions, side by side, so that
 * what a position's word is about is one cache line.  The mouse-to-move and
 * cat-to-move positions each player won; the mouse-to-move ones pending
 * for the next layer, and the cat-to-move ones this layer found.  On the
 * lists these four hold the cat-to-move positions turned over (row m, bit
 * c): F_MOUSE, F_CAT and P_MOUSE count the cat's moves, P_CAT the decided
 * (lists_cat()).
 */
#define CELL_WORDS	8
#define M_MOUSE		0
#define M_CAT		1
#define C_MOUSE		2
#define C_CAT		3
#define P_MOUSE		4
#define P_CAT		5
#define F_MOUSE		6
#define F_CAT		7
/*
 * A cell is one line of 64 bytes, as many as a word has bits (so word w's
 * cell is at byte 64 w of its row: CmGroup's first); the lists' spare words
 * are its last four (turn_over()).
 */
typedef char cm_cell_layout[CELL_WORDS * 8 == 64 && P_MOUSE == 4 && P_CAT == 5 &&
							F_MOUSE == 6 && F_CAT == 7 ? 1 : -1];

/* The masks of a row's blocks: to recompute, changed, pending, found. */
#define DUE			0
#define CHANGED		1
#define PENDING		2
#define FOUND		3

/*
 * The lists (a layer's positions one by one, for a long game whose layers
 * decide few): the positions the last layer added, by turn, in lists of
 * list_cap entries (c << 16 | m), the mouse's wins from the front up to
 * top[0] and the cat's from the back down to top[1].  Their reach, the
 * moves back from them, bounds what the next layer can add from them
 * (list_fits()).
 */
typedef struct PosList
{
	uint32_t   *at;
	uint32_t   *top[2];
} PosList;

/* The routes of a layer. */
#define ROUTE_MASKS		0
#define ROUTE_ENTER		1		/* the masks' layer, then onto the lists */
#define ROUTE_LISTS		2

/*
 * Where a layer stands: its remoteness tag, what it added, the polling,
 * and its route: the masks (cm_masks_layer()) or the lists (cm_list_layer()).
 */
typedef struct Layer
{
	int64_t		k;				/* the layer: plies */
	int64_t		bound;			/* the light cone's (cone()), or -1 */
	int32_t		reached;		/* the cat's reachable nodes (cat_order) */
	int32_t		near;			/* a short cone's rows (seed()), or -1 */
	uint32_t	mtag;			/* CM_SOLVE_ALL: outcome << CM_REM_BITS | k */
	uint32_t	ctag;
	int32_t		skip_row;		/* a row whose positions are not listed, or -1 */
	bool		added;
	bool		listed;			/* a listed position was added */
	uint64_t	work;
	CmPollFn	poll;
	void	   *poll_arg;
	int			route;
	int32_t		hold;			/* layers before the lists are tried again */
	int64_t		entered;		/* the layer the lists were last entered at */
	int32_t		backoff;		/* hold LIST_HOLD << backoff layers */
	PosList    *mouse;			/* by the lists: the last layer's positions */
	PosList    *cat;
	PosList    *spare;
	PosList		lists[3];
} Layer;

/* The cell of word w of row c. */
static inline uint64_t *
cell(const CmSolver *s, int32_t c, int32_t w)
{
	const CmEngine *const st = cm_engine(s);

	return st->cells + ((size_t) c * st->row_cells + w) * CELL_WORDS;
}

/* Whether position (m, c) is in set `what`. */
static inline bool
has_bit(const CmSolver *s, int what, int32_t m, int32_t c)
{
	return (cell(s, c, m >> 6)[what] >> (m & 63)) & 1;
}

/* The bits of word w of a row that stand for nodes. */
static inline uint64_t
word_mask(const CmSolver *s, int32_t w)
{
	const CmEngine *const st = cm_engine(s);

	return (w < st->words - 1 || (s->n & 63) == 0) ? ~(uint64_t) 0 :
		(((uint64_t) 1 << (s->n & 63)) - 1);
}

/* The engine's number of the caller's node v. */
static inline int32_t
engine_node(const CmSolver *s, int32_t v)
{
	const CmEngine *const st = cm_engine(s);

	return st->to_engine != NULL ? st->to_engine[v] : v;
}

static inline uint64_t
all_blocks(const CmSolver *s)
{
	const CmEngine *const st = cm_engine(s);
	int32_t		blocks = (st->words + st->block - 1) / st->block;

	return cm_low_bits(blocks);
}

/* The words of block b of a row: [*from, *to). */
static inline void
block_range(const CmSolver *s, int32_t b, int32_t *from, int32_t *to)
{
	const CmEngine *const st = cm_engine(s);

	*from = b * st->block;
	*to = (*from + st->block < st->words) ? *from + st->block : st->words;
}

/*
 * CM_SOLVE_ALL: the positions of word w of row c just added to a turn's
 * set, decided in this many plies with this outcome (tag).
 */
static inline void
record(CmSolver *s, int turn, int32_t c, int32_t w, uint64_t added,
	   uint32_t tag)
{
	CmEngine   *const st = cm_engine(s);

	for (; added; added &= added - 1)
		st->rem[turn][state_index(s, w * 64 + cm_ctz64(added), c, turn)] = tag;
}

/* The cat's moves into row c: none into a hole it may not enter. */
static inline uint64_t
cat_back(const CmSolver *s, int32_t c)
{
	const CmEngine *const st = cm_engine(s);

	if (c == st->eopt.hole && !st->eopt.cat_can_enter_hole)
		return 0;
	return (uint64_t) (st->crev_off[c + 1] - st->crev_off[c]);
}

static inline uint64_t
mouse_back(const CmSolver *s, int32_t m)
{
	const CmEngine *const st = cm_engine(s);

	return (uint64_t) (st->mrev_off[m + 1] - st->mrev_off[m]);
}

/*
 * The light cone of the start (CM_SOLVE_START and VERDICT): what layer k
 * decides matters to the start only if the start can reach it within
 * bound - k plies, bound being at least the start's remoteness.  The plies
 * to reach (m, c) are at least 2 max(dm, dc) with the mouse to move and
 * max(2 dm - 1, 2 dc + 1) with the cat to move, dm and dc the mouse's and
 * the cat's moves from their starts.  The positions a move leads to from a
 * position layer k keeps are kept by layer k - 1 (the move adds one to dm
 * or dc), so the positions kept get their exact values, the start's among
 * them, and the others are left undecided.
 */
static inline bool
cone_keeps(const CmSolver *s, int64_t bound, int64_t k, int turn, int32_t c)
{
	const CmEngine *const st = cm_engine(s);
	int64_t		dc;

	if (bound < 0)
		return true;
	dc = st->dist[1][c];
	return (turn == CM_TURN_MOUSE ? 2 * dc : 2 * dc + 1) + k <= bound;
}

/* Whether layer l keeps row c's positions of turn */
static inline bool
in_cone(const CmSolver *s, const Layer *l, int turn, int32_t c)
{
	return cone_keeps(s, l->bound, l->k, turn, c);
}

/*
 * Whether every move of the mouse on m reaches a position of set `what` of
 * the row whose first cell is row: a word of them at a time where the
 * moves into m are those out of it (mouse_both_ways), else one by one.
 */
static inline bool
every_move_in(const CmSolver *s, int what, int32_t m, const uint64_t *row)
{
	const CmEngine *const st = cm_engine(s);
	int32_t		j;

	if (st->mouse_both_ways)
	{
		for (j = st->mgrp_off[m]; j < st->mgrp_off[m + 1]; j++)
			if ((st->mgrp[j].bits &
				 ~row[(size_t) (st->mgrp[j].first >> 6) * CELL_WORDS + what]) != 0)
				return false;
		return true;
	}
	for (j = st->emouse.off[m]; j < st->emouse.off[m + 1]; j++)
	{
		int32_t		to = st->emouse.adj[j];

		if (((row[(size_t) (to >> 6) * CELL_WORDS + what] >> (to & 63)) & 1) == 0)
			return false;
	}
	return true;
}

/* List (m, c) on a list's top of `who` (as a walk keeps it): the new top. */
static cm_always_inline uint32_t *
pos_push(uint32_t *top, int who, int32_t c, int32_t m)
{
	const uint32_t e = ((uint32_t) c << 16) | (uint32_t) m;

	if (who == 0)
		*top++ = e;
	else
		*--top = e;
	return top;
}

/* List position (m, c), won by `who` (0 the mouse, 1 the cat). */
static inline void
pos_add(PosList *list, int who, int32_t c, int32_t m)
{
	list->top[who] = pos_push(list->top[who], who, c, m);
}

static inline void
pos_clear(const CmSolver *s, PosList *list)
{
	const CmEngine *const st = cm_engine(s);

	list->top[0] = list->at;
	list->top[1] = list->at + st->list_cap;
}

/* The entries of a list: won by `who`, [*from, *to). */
static inline void
pos_range(const CmSolver *s, const PosList *list, int who,
		  const uint32_t **from, const uint32_t **to)
{
	const CmEngine *const st = cm_engine(s);

	*from = who == 0 ? list->at : list->top[1];
	*to = who == 0 ? list->top[0] : list->at + st->list_cap;
}

/* solver_layers.c: the layer loop, after the front door's checks */
extern CmStatus cm_layers_solve(CmSolver *s, CmPollFn poll, void *poll_arg);

/*
 * solver_masks.c: a layer of the masks (moves: the cat moves, else only
 * what layer 0's endings decide is added), and its steps that the route
 * takes onto the lists and back: the cat's moves in row c, the additions
 * to row c, the found and the pending words, what found positions decide
 * for the mouse
 */
extern bool cm_masks_layer(CmSolver *s, Layer *l, bool moves);
extern void cm_step_cat(CmSolver *s, Layer *l, int32_t c);
extern void cm_apply(CmSolver *s, Layer *l, int32_t c);
extern void cm_add_found(CmSolver *s, Layer *l, int32_t c, int32_t w,
						 uint64_t mouse, uint64_t cat);
extern bool cm_pending_word(CmSolver *s, Layer *l, int32_t c, int32_t w,
							bool kept, bool add, uint64_t *mw, uint64_t *cw);
extern void cm_decide_mouse(CmSolver *s, Layer *l, int32_t c, int32_t w,
							uint64_t fresh, int pass);

/*
 * solver_lists.c: a layer of the lists, a list's positions added to the
 * sets, and the cat's moves counted as the lists are entered (from every
 * word, or from the positions decided)
 */
extern bool cm_list_layer(CmSolver *s, Layer *l);
extern void cm_add_listed(CmSolver *s, const PosList *list, int what);
extern bool cm_count_moves(CmSolver *s, Layer *l);
extern bool cm_count_from_wins(CmSolver *s, Layer *l);

/*
 * solver_route.c: whether the lists may take a graph (its hubs), after a
 * layer the next one's route, a layer of the masks onto the lists, a
 * solve that ends on the lists
 */
extern bool cm_lists_take_graph(const CmGraph *moves, uint64_t *counted);
extern void cm_choose_route(CmSolver *s, Layer *l);
extern bool cm_enter_lists(CmSolver *s, Layer *l);
extern void cm_lists_done(CmSolver *s, Layer *l);

#endif							/* CATMOUSE_SOLVER_LAYERS_H */
