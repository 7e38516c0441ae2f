/*-------------------------------------------------------------------------
 *
 * solver.c
 *	  Retrograde analysis of Cat and Mouse games, one layer of remoteness at
 *	  a time, bit-parallel, for graphs of more than CM_SMALL_NODES nodes
 *	  (solver_small.c takes the others).  What a solve gives (outcomes,
 *	  remoteness, best moves, move values, counts and play) is
 *	  solver_answers.c's.
 *
 * Every set of positions is a bit matrix with a row per cat node and a bit
 * per mouse node (row c, bit m: position (m, c)), for both turns.  Layer 0
 * holds the endings and the positions whose mover has no legal move; layer
 * k adds the positions decided in k plies:
 *
 *	cat to move, row c: the cat wins where one of its legal moves c -> c'
 *	  reaches a cat win in the mouse-to-move row c', the mouse wins where
 *	  all of them reach mouse wins: an OR and an AND of the rows of layer
 *	  k - 1, word by word;
 *	mouse to move, row c: through the mouse's moves within the row, from
 *	  the cat-to-move positions of row c that layer k - 1 added: one the
 *	  mouse wins, (m', c), makes every open (m, c) with a move m -> m' a
 *	  mouse win; one the cat wins makes a cat win of each such (m, c) whose
 *	  moves all reach cat wins by then (predecessors come from the reverse
 *	  graph, so directed lists are handled).
 *
 * So a layer recomputes only the cat-to-move words made of mouse-to-move
 * words that changed in the layer before (each row keeps a mask of its
 * blocks of words to recompute), and reaches a mouse-to-move position only
 * through the positions its moves lead to, as they are decided.  The layer
 * that adds a position is its remoteness; positions never added are draws.
 *
 * A long game's layers each decide few positions (a drawn cycle of n nodes
 * has about n layers of about n positions), and a pass over the rows for
 * each would make the game's cost grow with its length.  So a layer of few
 * positions goes by lists of the positions the layer before added, as a
 * queue-based retrograde does (list_layer()): from each, back along the
 * moves into it, deciding at once, the cat's moves to mouse wins counted
 * down in the cells' spare words (up to LIST_MOVES a node; on a hub, a node
 * of more, its every move tested once seven have been counted); the engine
 * moves between the routes between layers (choose_route()).  The moves
 * back go a word of nodes at a time (CmGroup): the mouse's within row c;
 * the cat's, which change the row, in the spare words turned over for the
 * lists (row m, bit c), where the cat's moves into c fall in a word too.
 *
 * The engine numbers the nodes itself, breadth first from the hole
 * (number_nodes(), solver.h): a layer decides positions along a front in
 * the graph, and so numbered a front fills few words of a row, where the
 * caller's numbers may spread it a bit a word.
 *
 * Time O(d^2) per decided position and O(d) per word recomputed, d the
 * moves of a node; memory: see layout().
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>
#include <string.h>

#include "solver_internal.h"

/*
 * The most moves of the cat on a node the lists count: a cat-to-move
 * position's moves left, less one, in three bits.  A node of more (a hub)
 * counts at most seven, and once they have run out each further move to a
 * mouse win has its every move tested (lists_cat()).
 */
#define LIST_MOVES	8

/*
 * A hub of n / 8 moves or more (n the nodes) keeps its count in a row of
 * its own, two bytes a node (no more than its groups' 16 bytes a move);
 * smaller hubs are tested.  The lists take a graph whose tested hubs'
 * moves, squared (what their tests can cost a position), sum to at most
 * LIST_HUB_WORK times its moves and nodes, or whose tested hubs are at most
 * one node in LIST_FEW_HUBS: the lists then take only the layers that
 * decide few positions a row, and their tests cost a column at most the
 * hubs' moves squared once, where the masks pass over every row each
 * layer (a clique of 40 with a tail of 1,960 nodes: 2.7 times fewer
 * instructions by the lists).  A grid where the cat jumps, every node a
 * hub, keeps the masks.
 */
#define LIST_HUB_WORK	4
#define LIST_FEW_HUBS	16

static inline uint64_t
hub_moves(uint64_t n)
{
	return n / 8 > LIST_MOVES ? n / 8 : LIST_MOVES + 1;
}

/*
 * The most positions a row a list takes on average (list_fits()): more fill
 * the masks' words, as a lattice's rings do.  Leaving the lists costs
 * LIST_HOLD layers of the masks, so a layer a little over this (a cycle of
 * cliques, one clique's positions at once) is cheaper kept on them.
 */
#define LIST_ROW_ENTRIES	10

/*
 * The layers the lists are not tried again for after the masks took over;
 * twice as many after each stay on them shorter than that (an entry that
 * did not fit is one of none), up to LIST_HOLD << LIST_BACKOFF: entering
 * and leaving each pass over every row, which a few layers by the lists do
 * not make up for (a lattice's full solve went back and forth five times).
 */
#define LIST_HOLD	16
#define LIST_BACKOFF	6

/*
 * The entries a walk of a list takes between polls: a stretch's positions
 * take some microseconds, and a test per entry costs a 1,000-node game 5 %.
 */
#define LIST_POLL_ENTRIES	1024

/* A cache line's bytes: the cells start on one. */
#define CM_LINE		64

/* Round a byte count up to a multiple of 8. */
static inline uint64_t
align8(uint64_t x)
{
	return (x + 7) & ~(uint64_t) 7;
}

static inline bool
same_graph(const CmGraph *mouse, const CmGraph *cat)
{
	return cat == NULL || cat == mouse ||
		(cat->off == mouse->off && cat->adj == mouse->adj &&
		 cat->nodes == mouse->nodes);
}

int			cm_test_block_words = 0;
int			cm_test_list_cap = 0;

/* Words per block of a row's masks: a row's blocks fit one word's bits. */
static inline int32_t
block_words(uint64_t words)
{
	if (cm_test_block_words > 0)
		return cm_test_block_words;
	return (int32_t) ((words + 63) / 64);
}

/*
 * Entries of each list of a layer by the lists (positions): what the
 * lists take a layer of, and what it can lead back to, fit (choose_route():
 * a circular ladder's layers lead back to about 6n; a band's, six moves a
 * node, outgrow 16n); 576 bytes a node for the three.
 */
static inline uint64_t
list_capacity(uint64_t n)
{
	return 48 * n + 64;
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
 * The work buffer's layout.  With base == NULL, only sizes the buffer;
 * otherwise also points the solver's arrays into it.  Cells of eight words
 * for the n rows of ceil(n / 64) words (about one byte per (mouse, cat)
 * pair), the reverse graphs, four words of masks a row, the lists, and
 * where the lists may take the graph the reverse graphs by words (16 bytes
 * a move) and a count row for each hub of hub_moves() moves or more (2
 * bytes a node, at most 16 a move of its); and for CM_SOLVE_ALL four bytes
 * per position.  Returns the
 * size, or UINT64_MAX for graphs that cannot be solved.
 */
static uint64_t
layout(CmSolver *s, const CmGraph *mouse, const CmGraph *cat, CmMode mode,
	   char *base)
{
	uint64_t	n = (uint64_t) mouse->nodes;
	uint64_t	words = (n + 63) / 64;
	uint64_t	row_cells = words | 1;
	uint64_t	set = n * row_cells * 8;
	uint64_t	at = 0;
	const CmGraph *moves = same_graph(mouse, cat) ? mouse : cat;	/* the cat's */
	uint64_t	hub_work = 0;
	uint64_t	tested = 0;		/* hubs of fewer than hub_moves(n) moves */
	uint64_t	counted = 0;
	bool		listed;			/* the lists may take the graph */
	uint64_t	v;
	int			i;

#define PLACE(field, type, bytes) \
	do { \
		if (base != NULL) \
			(field) = (type) (void *) (base + at); \
		at += align8(bytes); \
	} while (0)

	if (mouse->nodes <= 0 || mouse->nodes > CM_MAX_NODES)
		return UINT64_MAX;
	if (!same_graph(mouse, cat) && cat->nodes != mouse->nodes)
		return UINT64_MAX;
	for (v = 0; v < n; v++)
	{
		const uint64_t d = (uint64_t) (moves->off[v + 1] - moves->off[v]);

		if (d >= hub_moves(n))
			counted++;
		else if (d > LIST_MOVES)
		{
			hub_work += d * d;
			tested++;
		}
	}
	listed = hub_work <= LIST_HUB_WORK * ((uint64_t) moves->off[n] + n) ||
		tested * LIST_FEW_HUBS <= n;

	/* first, at a cache line's start: a cell is then one line */
	PLACE(s->cells, uint64_t *, set * CELL_WORDS);
	PLACE(s->mrev_off, int32_t *, (n + 1) * 4);
	PLACE(s->mrev_adj, int32_t *, (uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		PLACE(s->crev_off, int32_t *, (n + 1) * 4);
		PLACE(s->crev_adj, int32_t *, (uint64_t) cat->off[n] * 4);
	}
	PLACE(s->masks, uint64_t *, n * 4 * 8);
	PLACE(s->stuck, uint64_t *, words * 8);
	PLACE(s->apply_off, int32_t *, (n + 1) * 4);
	PLACE(s->apply_rows, int32_t *, n * 4);
	for (i = 0; i < 2; i++)
	{
		PLACE(s->dist[i], int32_t *, n * 4);
		PLACE(s->cone[i], uint64_t *, words * 8);
	}
	PLACE(s->cat_order, int32_t *, n * 4);
	PLACE(s->lists, uint32_t *, 3 * list_capacity(n) * 4);
	if (listed)
	{
		/* a group a move at most */
		PLACE(s->mgrp_off, int32_t *, (n + 1) * 4);
		PLACE(s->mgrp, CmGroup *, (uint64_t) mouse->off[n] * sizeof(CmGroup));
		if (!same_graph(mouse, cat))
		{
			PLACE(s->cgrp_off, int32_t *, (n + 1) * 4);
			PLACE(s->cgrp, CmGroup *, (uint64_t) cat->off[n] * sizeof(CmGroup));
		}
		PLACE(s->hub_nodes, int32_t *, counted * 4);
		PLACE(s->hub_left, uint16_t *, counted * n * 2);
	}
	else if (base != NULL)
		s->mgrp_off = s->cgrp_off = NULL;
	/* the engine's numbering (number_nodes): to_user, then to_engine */
	PLACE(s->to_user, int32_t *, 2 * n * 4);
	PLACE(s->emouse.off, const int32_t *, (n + 1) * 4);
	PLACE(s->emouse.adj, const int32_t *, (uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		PLACE(s->ecat.off, const int32_t *, (n + 1) * 4);
		PLACE(s->ecat.adj, const int32_t *, (uint64_t) cat->off[n] * 4);
	}
	if (mode == CM_SOLVE_ALL)
		for (i = 0; i < 2; i++)
			PLACE(s->rem[i], uint32_t *, n * n * 4);
#undef PLACE

	if (base != NULL)
	{
		s->words = (int32_t) words;
		s->row_cells = (int32_t) row_cells;
		s->block = block_words(words);
		s->list_cap = (uint32_t) list_capacity(n);
		if (cm_test_list_cap > 0 && (uint32_t) cm_test_list_cap < s->list_cap)
			s->list_cap = (uint32_t) cm_test_list_cap;
		if (mode != CM_SOLVE_ALL)
			s->rem[0] = s->rem[1] = NULL;
	}
	return at + CM_LINE;		/* + slack for aligning the buffer */
}

int			cm_test_no_small = 0;

/* Whether a solve goes to the small-graph engine. */
static inline bool
use_small(const CmGraph *mouse, CmMode mode)
{
	if (mouse->nodes > CM_SMALL_NODES)
		return false;
	return mode == CM_SOLVE_START || mode == CM_SOLVE_VERDICT ||
		((mode == CM_SOLVE_OUTCOMES || mode == CM_SOLVE_ALL) && !cm_test_no_small);
}

bool
cm_work_huge_range(const void *work, size_t bytes, uintptr_t *from,
				   size_t *length)
{
	const uintptr_t block = (uintptr_t) 2 << 20;
	uintptr_t	to = ((uintptr_t) work + bytes) & ~(block - 1);

	*from = ((uintptr_t) work + block - 1) & ~(block - 1);
	*length = to > *from ? (size_t) (to - *from) : 0;
	return bytes >= ((size_t) 32 << 20) && *length > 0;
}

size_t
cm_solver_bytes(const CmGraph *mouse, const CmGraph *cat, CmMode mode)
{
	CmSolver	dummy;
	uint64_t	bytes;

	if (use_small(mouse, mode) && mouse->nodes > 0 &&
		(same_graph(mouse, cat) || cat->nodes == mouse->nodes))
		return cm_small_bytes(mouse->nodes, mode == CM_SOLVE_ALL);
	bytes = layout(&dummy, mouse, cat, mode, NULL);

	if (bytes == UINT64_MAX || bytes > (uint64_t) SIZE_MAX)
		return SIZE_MAX;
	return (size_t) bytes;
}

/* Fail with code, naming value. */
static CmStatus
option_error(CmError *err, CmStatus code, int64_t value)
{
	err->code = code;
	err->value = value;
	return code;
}

CmStatus
cm_options_check(const CmGraph *mouse, const CmGraph *cat,
				 const CmOptions *o, CmError *err)
{
	int32_t		n = mouse->nodes;

	if (n <= 0)
		return option_error(err, CM_ERR_NO_NODES, n);
	if (n > CM_MAX_NODES)
		return option_error(err, CM_ERR_TOO_MANY_NODES, n);
	if (cat != NULL && cat->nodes != n)
		return option_error(err, CM_ERR_CAT_GRAPH_NODES, cat->nodes);
	if (o->mouse_start < 0 || o->mouse_start >= n)
		return option_error(err, CM_ERR_MOUSE_START, o->mouse_start);
	if (o->cat_start < 0 || o->cat_start >= n)
		return option_error(err, CM_ERR_CAT_START, o->cat_start);
	if (o->hole < 0 || o->hole >= n)
		return option_error(err, CM_ERR_HOLE, o->hole);
	return CM_OK;
}

CmStatus
cm_solver_init(CmSolver *s, const CmGraph *mouse, const CmGraph *cat,
			   const CmOptions *o, CmMode mode, void *work,
			   size_t work_bytes, CmError *err)
{
	size_t		need;
	int32_t		n = mouse->nodes;

	if (cm_options_check(mouse, cat, o, err) != CM_OK)
		return err->code;
	need = cm_solver_bytes(mouse, cat, mode);
	if (need == SIZE_MAX || work_bytes < need)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = (need == SIZE_MAX) ? INT64_MAX : (int64_t) need;
		return err->code;
	}

	s->n = n;
	s->mouse = *mouse;
	s->cat_shared = same_graph(mouse, cat);
	s->cat = s->cat_shared ? *mouse : *cat;
	s->opt = *o;
	s->small = use_small(mouse, mode);
	s->mode = (mode == CM_SOLVE_START_LAYERS) ? CM_SOLVE_START : mode;
	s->positions = (uint64_t) n * (uint64_t) n * 2;
	s->solved_all = false;
	s->layers = 0;
	s->list_layers = 0;
	s->start_outcome = -1;
	s->start_remoteness = -1;
	s->limited_outcome = -1;
	s->limited_remoteness = -1;
	s->max_remoteness = -1;
	s->counted = false;
	if (s->small)
	{
		s->emouse = s->mouse;
		s->ecat = s->cat;
		s->eopt = s->opt;
		s->to_engine = s->to_user = NULL;
		s->small_work = (void *) align8((uint64_t) (uintptr_t) work);
		s->rem[0] = s->rem[1] = NULL;
		if (s->mode == CM_SOLVE_ALL)
		{
			s->rem[0] = (uint32_t *) ((char *) s->small_work + cm_small_bytes(0, false) - 8);
			s->rem[1] = s->rem[0] + (size_t) n * n;
		}
		return CM_OK;
	}
	layout(s, mouse, cat, s->mode,
		   (char *) (((uintptr_t) work + CM_LINE - 1) & ~(uintptr_t) (CM_LINE - 1)));
	s->to_engine = NULL;		/* until the solve numbers the nodes */
	return CM_OK;
}

/* The cell of word w of row c. */
static inline uint64_t *
cell(const CmSolver *s, int32_t c, int32_t w)
{
	return s->cells + ((size_t) c * s->row_cells + w) * CELL_WORDS;
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
	return (w < s->words - 1 || (s->n & 63) == 0) ? ~(uint64_t) 0 :
		(((uint64_t) 1 << (s->n & 63)) - 1);
}

/* The engine's number of the caller's node v. */
static inline int32_t
engine_node(const CmSolver *s, int32_t v)
{
	return s->to_engine != NULL ? s->to_engine[v] : v;
}

/*
 * The outcome of a position after a solve by this engine without every
 * position's remoteness (solver_internal.h): its sets, in its numbering.
 */
int
cm_layers_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	mouse = engine_node(s, mouse);
	cat = engine_node(s, cat);
	if (has_bit(s, turn == CM_TURN_MOUSE ? M_MOUSE : C_MOUSE, mouse, cat))
		return CM_MOUSE;
	return has_bit(s, turn == CM_TURN_MOUSE ? M_CAT : C_CAT, mouse, cat) ? CM_CAT : CM_DRAW;
}

/*
 * Build the reverse of g into off/adj: adj[off[v] ..] lists, in increasing
 * order, the nodes u with an arc u -> v.  Polls as it goes.
 */
static bool
build_reverse(const CmGraph *g, int32_t *off, int32_t *adj, CmPollFn poll,
			  void *poll_arg)
{
	int32_t		n = g->nodes;
	uint64_t	work = 0;
	int32_t		u;
	int32_t		i;

	for (i = 0; i <= n; i++)
		off[i] = 0;
	for (i = 0; i < g->off[n]; i++)
		off[g->adj[i] + 1]++;
	for (i = 1; i <= n; i++)
		off[i] += off[i - 1];
	/* fill: off[v] walks from the start of v's row to its end */
	for (u = 0; u < n; u++)
	{
		for (i = g->off[u]; i < g->off[u + 1]; i++)
			adj[off[g->adj[i]]++] = u;
		work += 1 + (uint64_t) (g->off[u + 1] - g->off[u]);
		if (poll_due(&work, poll, poll_arg))
			return false;
	}
	/* now off[v] is the end of v's row, i.e. the start of v + 1's */
	for (i = n; i > 0; i--)
		off[i] = off[i - 1];
	off[0] = 0;
	return true;
}

/*
 * Whether each of the mouse's moves u -> v has its way back v -> u, so that
 * the groups of the nodes that move to a node (mgrp) are its moves out: a
 * node's moves are distinct (cm_graph_build), so as many moves out as in,
 * each in a group of the moves in, make the same set.  O(moves x groups a
 * node).
 */
static bool
both_ways(const CmSolver *s)
{
	int32_t		u,
				j,
				g;

	for (u = 0; u < s->n; u++)
	{
		if (s->emouse.off[u + 1] - s->emouse.off[u] != s->mrev_off[u + 1] - s->mrev_off[u])
			return false;
		for (j = s->emouse.off[u]; j < s->emouse.off[u + 1]; j++)
		{
			const int32_t v = s->emouse.adj[j];

			for (g = s->mgrp_off[u]; g < s->mgrp_off[u + 1]; g++)
				if (s->mgrp[g].first == ((uint32_t) v & ~(uint32_t) 63))
					break;
			if (g == s->mgrp_off[u + 1] || ((s->mgrp[g].bits >> (v & 63)) & 1) == 0)
				return false;
		}
	}
	return true;
}

/*
 * A reverse graph by words (the lists' walks): each node's predecessors,
 * in increasing order, as groups of one word each, except that a group
 * holding a node of more than LIST_MOVES cat moves (many: cat_off given)
 * comes first, so that one test tells whether a node has any (near_hub()).
 * O(nodes + arcs).
 */
static void
build_groups(int32_t n, const int32_t *off, const int32_t *adj,
			 const int32_t *cat_off, int32_t *goff, CmGroup *groups)
{
	int32_t		g = 0;
	int32_t		v,
				i;

	for (v = 0; v < n; v++)
	{
		goff[v] = g;
		for (i = off[v]; i < off[v + 1]; i++)
		{
			const uint32_t first = (uint32_t) adj[i] & ~(uint32_t) 63;

			if (g == goff[v] || groups[g - 1].first != first)
			{
				groups[g].first = first;
				groups[g].many = 0;
				groups[g++].bits = 0;
			}
			groups[g - 1].bits |= (uint64_t) 1 << (adj[i] & 63);
			if (cat_off != NULL && cat_off[adj[i] + 1] - cat_off[adj[i]] > LIST_MOVES)
				groups[g - 1].many = 1;
		}
		for (i = goff[v] + 1; i < g; i++)
			if (groups[i].many && !groups[goff[v]].many)
			{
				const CmGroup t = groups[i];

				groups[i] = groups[goff[v]];
				groups[goff[v]] = t;
			}
	}
	goff[n] = g;
}

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
 * and its route: the masks (layer()) or the lists (list_layer()).
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

static inline uint64_t
all_blocks(const CmSolver *s)
{
	int32_t		blocks = (s->words + s->block - 1) / s->block;

	return cm_low_bits(blocks);
}

/* The words of block b of a row: [*from, *to). */
static inline void
block_range(const CmSolver *s, int32_t b, int32_t *from, int32_t *to)
{
	*from = b * s->block;
	*to = (*from + s->block < s->words) ? *from + s->block : s->words;
}

/*
 * CM_SOLVE_ALL: the positions of word w of row c just added to a turn's
 * set, decided in this many plies with this outcome (tag).
 */
static inline void
record(CmSolver *s, int turn, int32_t c, int32_t w, uint64_t added,
	   uint32_t tag)
{
	for (; added; added &= added - 1)
		s->rem[turn][state_index(s, w * 64 + cm_ctz64(added), c, turn)] = tag;
}

/* The cat's moves into row c: none into a hole it may not enter. */
static inline uint64_t
cat_back(const CmSolver *s, int32_t c)
{
	if (c == s->eopt.hole && !s->eopt.cat_can_enter_hole)
		return 0;
	return (uint64_t) (s->crev_off[c + 1] - s->crev_off[c]);
}

static inline uint64_t
mouse_back(const CmSolver *s, int32_t m)
{
	return (uint64_t) (s->mrev_off[m + 1] - s->mrev_off[m]);
}

/*
 * What every layer reads of the graph, made once a solve (before each try
 * of seed()): the reverse graphs and their groups, the hubs, the order in
 * which layer() adds to the rows, the mouse nodes without a move.
 */
static bool
prepare(CmSolver *s, Layer *l)
{
	const int32_t n = s->n;
	const int32_t W = s->words;
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
	int32_t		c,
				w;

	if (!build_reverse(&s->emouse, s->mrev_off, s->mrev_adj, l->poll, l->poll_arg))
		return false;
	if (s->cat_shared)
	{
		s->crev_off = s->mrev_off;
		s->crev_adj = s->mrev_adj;
	}
	else if (!build_reverse(&s->ecat, s->crev_off, s->crev_adj, l->poll, l->poll_arg))
		return false;
	if (s->mgrp_off != NULL)
	{
		build_groups(n, s->mrev_off, s->mrev_adj,
					 s->cat_shared ? s->ecat.off : NULL, s->mgrp_off, s->mgrp);
		if (s->cat_shared)
		{
			s->cgrp_off = s->mgrp_off;
			s->cgrp = s->mgrp;
		}
		else
			build_groups(n, s->crev_off, s->crev_adj, s->ecat.off,
						 s->cgrp_off, s->cgrp);
	}
	s->lists_ok = s->mgrp_off != NULL;
	s->mouse_both_ways = s->lists_ok && both_ways(s);
	s->lists_hubs = false;
	s->hub_moves = (int32_t) hub_moves((uint64_t) n);
	s->hubs_counted = 0;
	for (c = 0; c < n; c++)
	{
		const int32_t d = s->ecat.off[c + 1] - s->ecat.off[c];

		s->lists_hubs |= d > LIST_MOVES;
		if (s->lists_ok && d >= s->hub_moves)
			s->hub_nodes[s->hubs_counted++] = c;
	}
	s->most_back[0] = s->most_back[1] = 0;
	for (c = 0; c < n; c++)
	{
		if (cat_back(s, c) > s->most_back[0])
			s->most_back[0] = (uint32_t) cat_back(s, c);
		if (mouse_back(s, c) > s->most_back[1])
			s->most_back[1] = (uint32_t) mouse_back(s, c);
	}

	/*
	 * A row is added to once the last row that moves into it has moved:
	 * counted into slots by that row (kept in the masks until they are set
	 * below), each slot's rows in increasing order.
	 */
	for (c = 0; c <= n; c++)
		s->apply_off[c] = 0;
	for (c = 0; c < n; c++)
	{
		int32_t		last = c;
		int32_t		t;

		if (c != hole || enter)
			for (t = s->crev_off[c]; t < s->crev_off[c + 1]; t++)
				if (s->crev_adj[t] > last)
					last = s->crev_adj[t];
		s->masks[(size_t) c * 4 + DUE] = (uint64_t) last;
		s->apply_off[last + 1]++;
	}
	for (c = 0; c < n; c++)
		s->apply_off[c + 1] += s->apply_off[c];
	for (c = 0; c < n; c++)
		s->apply_rows[s->apply_off[s->masks[(size_t) c * 4 + DUE]]++] = c;
	for (c = n; c > 0; c--)
		s->apply_off[c] = s->apply_off[c - 1];
	s->apply_off[0] = 0;

	for (w = 0; w < W; w++)
		s->stuck[w] = 0;
	for (c = 0; c < n; c++)
		if (s->emouse.off[c + 1] == s->emouse.off[c])
			s->stuck[c >> 6] |= (uint64_t) 1 << (c & 63);
	return true;
}

/*
 * Layer 0: the endings, in the rules' order (caught; the mouse home; the
 * cat on a hole it may enter), the same for both turns, and a mover
 * without a legal move loses.  The mouse-to-move ones are added at once;
 * the cat-to-move ones are found, for apply() to add with what they decide
 * for the mouse next.  Every cat-to-move word is due in layer 1.
 *
 * Under a short light cone only the rows it reads are seeded (near_rows();
 * the others' masks are cleared, and nothing reads their cells), and its
 * layers take those rows alone (layer()): a game decided in a few plies
 * does not pay for every row of a large graph.
 */

/*
 * A row of a short cone of bound plies: its cat node within bound / 2
 * moves of the cat's start (near_rows())
 */
static inline bool
near_cat(const CmSolver *s, int64_t bound, int32_t c)
{
	return s->dist[1][c] <= bound / 2;
}

static bool
seed(CmSolver *s, Layer *l)
{
	const int32_t n = s->n;
	const int32_t W = s->words;
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
	const uint64_t blocks = all_blocks(s);
	const bool	near_only = l->near >= 0;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		uint64_t   *mask = s->masks + (size_t) c * 4;
		bool		cat_stuck = true;
		int32_t		j;

		if (near_only && !near_cat(s, l->bound, c))
		{
			mask[DUE] = mask[FOUND] = mask[CHANGED] = mask[PENDING] = 0;
			continue;
		}
		for (j = s->ecat.off[c]; j < s->ecat.off[c + 1]; j++)
			if (s->ecat.adj[j] != hole || enter)
				cat_stuck = false;
		for (w = 0; w < W; w++)
		{
			uint64_t   *x = cell(s, c, w);
			uint64_t	all = word_mask(s, w);
			uint64_t	cat_end = (enter && c == hole) ? all : 0;
			uint64_t	mouse_end = 0;
			uint64_t	open;

			if (w == (c >> 6))
				cat_end |= (uint64_t) 1 << (c & 63);
			if (c != hole && w == (hole >> 6))
				mouse_end |= (uint64_t) 1 << (hole & 63);
			open = all & ~(cat_end | mouse_end);
			x[M_MOUSE] = mouse_end;
			x[M_CAT] = cat_end | (open & s->stuck[w]);
			x[C_MOUSE] = x[C_CAT] = 0;
			x[P_MOUSE] = x[P_CAT] = 0;
			x[F_MOUSE] = mouse_end | (cat_stuck ? open : 0);
			x[F_CAT] = cat_end;
			if (s->rem[0] != NULL)
			{
				uint32_t   *r0 = s->rem[0] + (size_t) c * n;
				int32_t		m;

				/* CM_DRAW with remoteness 0 until decided */
				for (m = w * 64; m < w * 64 + 64 && m < n; m++)
					r0[m] = 0;
				for (m = w * 64; m < w * 64 + 64 && m < n; m++)
					s->rem[1][(size_t) m * n + c] = 0;
				record(s, CM_TURN_MOUSE, c, w, x[M_MOUSE], (uint32_t) CM_MOUSE << CM_REM_BITS);
				record(s, CM_TURN_MOUSE, c, w, x[M_CAT], (uint32_t) CM_CAT << CM_REM_BITS);
			}
		}
		mask[DUE] = mask[FOUND] = blocks;
		mask[CHANGED] = mask[PENDING] = 0;
		l->work += (uint64_t) W * (s->rem[0] != NULL ? 64 : 1);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
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
	int64_t		dc;

	if (bound < 0)
		return true;
	dc = s->dist[1][c];
	return (turn == CM_TURN_MOUSE ? 2 * dc : 2 * dc + 1) + k <= bound;
}

/* Whether layer l keeps row c's positions of turn */
static inline bool
in_cone(const CmSolver *s, const Layer *l, int turn, int32_t c)
{
	return cone_keeps(s, l->bound, l->k, turn, c);
}

/* The mouse nodes the cone of layer l->k keeps, as rows by turn. */
static void
cone_rows(CmSolver *s, const Layer *l)
{
	int32_t		w,
				m;

	for (w = 0; w < s->words; w++)
		s->cone[0][w] = s->cone[1][w] = 0;
	for (m = 0; m < s->n; m++)
	{
		int64_t		dm = s->dist[0][m];

		if (2 * dm + l->k <= l->bound)
			s->cone[CM_TURN_MOUSE][m >> 6] |= (uint64_t) 1 << (m & 63);
		if (2 * dm - 1 + l->k <= l->bound)
			s->cone[CM_TURN_CAT][m >> 6] |= (uint64_t) 1 << (m & 63);
	}
}

/*
 * dist[0]: the mouse's moves from its start, dist[1]: the cat's (legal
 * ones) from its start, INT32_MAX where it never comes; breadth-first,
 * the cat's queue kept: cat_order, l->reached nodes.
 */
static bool
start_distances(CmSolver *s, Layer *l)
{
	int32_t    *const queue = s->cat_order;
	int			who;

	for (who = 0; who < 2; who++)
	{
		const CmGraph *g = (who == 0) ? &s->emouse : &s->ecat;
		int32_t    *d = s->dist[who];
		int32_t		head = 0,
					tail = 0;
		int32_t		v;

		for (v = 0; v < s->n; v++)
			d[v] = INT32_MAX;
		v = (who == 0) ? s->eopt.mouse_start : s->eopt.cat_start;
		d[v] = 0;
		queue[tail++] = v;
		while (head < tail)
		{
			int32_t		u = queue[head++];
			int32_t		j;

			l->work += 1 + (uint64_t) (g->off[u + 1] - g->off[u]);
			if (poll_due(&l->work, l->poll, l->poll_arg))
				return false;
			for (j = g->off[u]; j < g->off[u + 1]; j++)
			{
				int32_t		to = g->adj[j];

				if (who == 1 && to == s->eopt.hole && !s->eopt.cat_can_enter_hole)
					continue;
				if (d[to] == INT32_MAX)
				{
					d[to] = d[u] + 1;
					queue[tail++] = to;
				}
			}
		}
		l->reached = tail;
	}
	return true;
}

/*
 * The rows a light cone of bound plies reads when it is short, fewer than
 * LIST_HOLD plies (which the lists never take: choose_route()): those of
 * the cat nodes within bound / 2 moves of its start, the first of
 * cat_order.  A row the cone keeps from layer 1 on has its cat within
 * bound / 2 - 1 to move, (bound - 1) / 2 for the mouse, and step_cat()
 * reads the rows its cat moves to, one further.  -1 for a longer cone.
 */
static int32_t
near_rows(const CmSolver *s, const Layer *l, int64_t bound)
{
	int32_t		t = 0;

	if (bound < 0 || bound >= LIST_HOLD || cm_test_sparse > 0)
		return -1;
	while (t < l->reached && near_cat(s, bound, s->cat_order[t]))
		t++;
	return t;
}

/*
 * The cat moves in word w of cat-to-move row c: the open positions that
 * the mouse-to-move words of its legal moves decide, found: *mouse and
 * *cat, the positions each player wins.  True when it found any.
 */
static inline bool
cat_word(CmSolver *s, Layer *l, int32_t c, int32_t w, uint64_t *mouse,
		 uint64_t *cat)
{
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
	const int32_t *to = s->ecat.adj + s->ecat.off[c];
	const int32_t moves = s->ecat.off[c + 1] - s->ecat.off[c];
	uint64_t   *x = cell(s, c, w);
	uint64_t	open = word_mask(s, w) & ~(x[C_MOUSE] | x[C_CAT]);
	uint64_t	any = 0;
	uint64_t	every = ~(uint64_t) 0;
	int32_t		j;

	if (l->bound >= 0)
		open &= s->cone[CM_TURN_CAT][w];
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
	uint64_t   *mask = s->masks + (size_t) c * 4;
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
 * Whether every move of the mouse on m reaches a position of set `what` of
 * the row whose first cell is row: a word of them at a time where the
 * moves into m are those out of it (mouse_both_ways), else one by one.
 */
static inline bool
every_move_in(const CmSolver *s, int what, int32_t m, const uint64_t *row)
{
	int32_t		j;

	if (s->mouse_both_ways)
	{
		for (j = s->mgrp_off[m]; j < s->mgrp_off[m + 1]; j++)
			if ((s->mgrp[j].bits &
				 ~row[(size_t) (s->mgrp[j].first >> 6) * CELL_WORDS + what]) != 0)
				return false;
		return true;
	}
	for (j = s->emouse.off[m]; j < s->emouse.off[m + 1]; j++)
	{
		int32_t		to = s->emouse.adj[j];

		if (((row[(size_t) (to >> 6) * CELL_WORDS + what] >> (to & 63)) & 1) == 0)
			return false;
	}
	return true;
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
	const int	pend = P_MOUSE + pass;
	uint64_t   *row = cell(s, c, 0);
	uint64_t   *mask = s->masks + (size_t) c * 4;

	for (; fresh; fresh &= fresh - 1)
	{
		int32_t		to = w * 64 + cm_ctz64(fresh);
		int32_t		t;

		l->work += 1 + (uint64_t) (s->mrev_off[to + 1] - s->mrev_off[to]);
		for (t = s->mrev_off[to]; t < s->mrev_off[to + 1]; t++)
		{
			int32_t		m = s->mrev_adj[t];
			uint64_t   *x = row + (size_t) (m >> 6) * CELL_WORDS;
			uint64_t	bit = (uint64_t) 1 << (m & 63);

			if (((x[M_MOUSE] | x[M_CAT] | x[pend]) & bit) != 0)
				continue;
			if (pass == 1 && !every_move_in(s, C_CAT, m, row))
				continue;
			x[pend] |= bit;
			mask[PENDING] |= (uint64_t) 1 << ((m >> 6) / s->block);
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
	uint64_t   *x = cell(s, c, w);
	uint64_t	open = word_mask(s, w) & ~(x[M_MOUSE] | x[M_CAT]);

	if (l->bound >= 0)
		open &= kept ? s->cone[CM_TURN_MOUSE][w] : 0;
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
	if (s->rem[0] != NULL)
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
	uint64_t   *x = cell(s, c, w);

	if ((mouse | cat) == 0)
		return;
	x[C_MOUSE] |= mouse;
	x[C_CAT] |= cat;
	l->added = true;
	l->listed |= (c != l->skip_row);
	if (s->rem[0] != NULL)
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
	uint64_t   *mask = s->masks + (size_t) c * 4;
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
	uint64_t   *mask = s->masks + (size_t) c * 4;
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
	if (changed != 0 && (c != s->eopt.hole || s->eopt.cat_can_enter_hole))
	{
		int32_t		t;

		for (t = s->crev_off[c]; t < s->crev_off[c + 1]; t++)
			s->masks[(size_t) s->crev_adj[t] * 4 + DUE] |= changed;
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
static bool
layer(CmSolver *s, Layer *l, bool moves)
{
	const int32_t n = s->n;
	int32_t		i;

	if (l->near >= 0)
	{
		/* a short cone's rows: every move, then every addition */
		for (i = 0; moves && i < l->near; i++)
			step_cat(s, l, s->cat_order[i]);
		for (i = 0; i < l->near; i++)
			apply(s, l, s->cat_order[i]);
		return !poll_due(&l->work, l->poll, l->poll_arg);
	}
	for (i = 0; i < n; i++)
	{
		int32_t		t;

		if (moves)
			step_cat(s, l, i);
		for (t = s->apply_off[i]; t < s->apply_off[i + 1]; t++)
			apply(s, l, s->apply_rows[t]);
		if (poll_due(&l->work, l->poll, l->poll_arg))
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
	list->top[0] = list->at;
	list->top[1] = list->at + s->list_cap;
}

/* The entries of a list: won by `who`, [*from, *to). */
static inline void
pos_range(const CmSolver *s, const PosList *list, int who,
		  const uint32_t **from, const uint32_t **to)
{
	*from = who == 0 ? list->at : list->top[1];
	*to = who == 0 ? list->top[0] : list->at + s->list_cap;
}

/*
 * What a walk of a list reads of the solver, passed by value: the cells'
 * stores (the core is built with -fno-strict-aliasing) cannot then make the
 * compiler load it again for every entry.
 */
typedef struct ListWalk
{
	char	   *cells;			/* s->cells */
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
			won &= kept ? s->cone[CM_TURN_MOUSE][first >> 6] : 0;
		x[M_MOUSE + who] |= won;
		if (!plain && s->rem[0] != NULL && won != 0)
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
	return s->ecat.off[c + 1] - s->ecat.off[c] >= s->hub_moves;
}

/* The count row of hub c2, one of those of hub_moves moves or more. */
static uint16_t *
hub_row(const CmSolver *s, int32_t c2)
{
	int32_t		lo = 0,
				hi = s->hubs_counted - 1;

	while (lo < hi)
	{
		const int32_t mid = (lo + hi) / 2;

		if (s->hub_nodes[mid] < c2)
			lo = mid + 1;
		else
			hi = mid;
	}
	return s->hub_left + (size_t) lo * (size_t) s->n;
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
	int32_t		j;

	for (j = s->ecat.off[c2]; j < s->ecat.off[c2 + 1]; j++)
	{
		const int32_t to = s->ecat.adj[j];

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
 * are turned over (row m, bit c': enter_lists()), so that the nodes that
 * move to c fall in a word: P_CAT the positions decided, and F_MOUSE, F_CAT
 * and P_MOUSE how many of an open one's moves do not reach mouse wins yet,
 * less one, 0 to 7, in bits of 1, 2 and 4, counted when the lists are
 * entered and counted down here.  The decided are added to the sets (row
 * c', bit m) only as the next layer's lists_mouse() walk of them starts
 * (list_layer_by()), which goes through their cells.  A hub's count (enter_lists(): at most
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
				const int32_t d = s->ecat.off[c2 + 1] - s->ecat.off[c2];
				uint16_t   *left;

				if (d >= s->hub_moves)
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

		if (!plain && s->rem[0] != NULL)
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
	const uint64_t bit = (uint64_t) 1 << (m & 63);
	const bool	cone_bit = plain || l->bound < 0 ||
		(s->cone[CM_TURN_CAT][m >> 6] & bit) != 0;
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
	/* locals: the cells' stores cannot change them */
	uint64_t   *const cells = s->cells;
	const size_t row = (size_t) s->row_cells;
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
static void
add_listed(CmSolver *s, const PosList *list, int what)
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
	const uint32_t *e,
			   *end;
	uint32_t   *top = out->top[who];	/* a local: the cells' stores cannot change it */
	const ListWalk k = {
		.cells = (char *) s->cells,
		.row_bytes = (size_t) s->row_cells * CELL_WORDS * 8,
		.off = cat_list ? s->mgrp_off : s->cgrp_off,
		.groups = cat_list ? s->mgrp : s->cgrp,
		.no_row = s->eopt.cat_can_enter_hole ? -1 : s->eopt.hole,
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
	PosList    *cat = l->cat;
	PosList    *out = l->spare;

	/*
	 * The cat's moves first, while the mouse-to-move sets hold only the
	 * last layer's and before (hub_lost() reads them).
	 */
	pos_clear(s, out);
	if (!walk_mouse_won(s, l, l->mouse, false, plain, s->lists_hubs, out) ||
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

static cm_noinline bool
list_layer(CmSolver *s, Layer *l)
{
	if (l->bound < 0 && s->rem[0] == NULL)
		return list_layer_by(s, l, true);
	return list_layer_by(s, l, false);
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
	uint64_t	bl;
	uint64_t	count = 0;

	for (bl = s->masks[(size_t) c * 4 + mask]; bl; bl &= bl - 1)
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
	int32_t		c,
				w;
	int			who;
	const uint32_t *e,
			   *end;

	for (c = 0; c < s->n; c++)
		for (w = 0; w < s->words; w++)
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
			for (t = s->crev_off[c]; t < s->crev_off[c + 1]; t++)
				s->masks[(size_t) s->crev_adj[t] * 4 + DUE] |=
					(uint64_t) 1 << ((m >> 6) / s->block);
		}
	add_listed(s, l->cat, C_MOUSE);
	for (who = 0; who < 2; who++)
		for (pos_range(s, l->cat, who, &e, &end); e < end; e++)
		{
			int32_t		m = (int32_t) (*e & 0xffff);

			decide_mouse(s, l, (int32_t) (*e >> 16), m >> 6,
						 (uint64_t) 1 << (m & 63), who);
		}
	pos_clear(s, l->mouse);
	pos_clear(s, l->cat);
	l->route = ROUTE_MASKS;
	back_off(l, l->k - l->entered < LIST_HOLD);
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
	const uint64_t entries = (uint64_t) (list->top[0] - list->at) +
		(uint64_t) (list->at + s->list_cap - list->top[1]);
	uint64_t	reach = 0;
	int			who;

	if (entries > LIST_ROW_ENTRIES * (uint64_t) s->n)
		return false;
	if (entries * s->most_back[cat_to_move] <= s->list_cap)
		return true;
	for (who = 0; who < 2; who++)
	{
		const uint32_t *e,
				   *end;

		for (pos_range(s, list, who, &e, &end); e < end; e++)
			reach += cat_to_move ? mouse_back(s, (int32_t) (*e & 0xffff)) :
				cat_back(s, (int32_t) (*e >> 16));
	}
	return reach <= s->list_cap;
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
	const int32_t n = s->n;
	uint64_t	a[64][4],
				b[64][4];
	int32_t		p,
				q,
				i;

	for (p = 0; p < s->words; p++)
	{
		for (q = p; q < s->words; q++)
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
		l->work += 512 * (uint64_t) (s->words - p);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
}

/*
 * enter_lists()'s count for a hub's row c, word w (P_CAT set): the moves
 * left less one; of a hub of hub_moves moves or more, in its count row
 * (the three bits clear), else at most seven (lists_cat() tests the hub's
 * every move once they have run out, so that any count up to the true one
 * will do).
 */
static void
count_hub(CmSolver *s, int32_t c, int32_t w)
{
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
	uint64_t   *x = cell(s, c, w);
	int32_t		won[64];
	int32_t		legal = 0;
	int32_t		j,
				i;

	memset(won, 0, sizeof(won));
	for (j = s->ecat.off[c]; j < s->ecat.off[c + 1]; j++)
	{
		const int32_t to = s->ecat.adj[j];
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
static bool
count_moves(CmSolver *s, Layer *l)
{
	const int32_t n = s->n;
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		const int32_t *to = s->ecat.adj + s->ecat.off[c];
		const int32_t moves = s->ecat.off[c + 1] - s->ecat.off[c];

		for (w = 0; w < s->words; w++)
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
		l->work += (uint64_t) s->words * (1 + (uint64_t) moves);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return turn_over(s, l);
}

int			cm_test_count = 0;

/*
 * Whether count_from_wins() makes the count for less than count_moves():
 * the mouse-to-move mouse wins (each taken back over its cat's moves) and
 * the decided cat-to-move positions few against the words of the sets
 * (the lists mostly enter a layer or two after the endings, with about n
 * of each).
 */
static bool
few_decided(const CmSolver *s)
{
	const uint64_t most = 2 * (uint64_t) s->n * (uint64_t) s->words;
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

		for (w = 0; w < s->words; w++)
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
 * The count count_moves() makes, made turned over at once from the
 * positions decided: every open cat-to-move position of cat node c starts
 * at c's legal moves less one, the same in every row m, and each
 * mouse-to-move mouse win (m, c2) takes one off (m, c) for each move c ->
 * c2, as lists_cat() does (down to 0: a decided position's count is never
 * read); P_CAT, the decided, set a position at a time.  O(n words + the
 * decided x their moves back).  A counted hub's count is in its row; a
 * tested hub's starts at seven at most, and so never above what its moves
 * left are (lists_cat() then tests them all, as after count_hub()'s).
 */
static bool
count_from_wins(CmSolver *s, Layer *l)
{
	const int32_t n = s->n;
	const int32_t W = s->words;
	const int32_t hole = s->eopt.hole;
	const bool	enter = s->eopt.cat_can_enter_hole;
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

		for (j = s->ecat.off[c]; j < s->ecat.off[c + 1]; j++)
			left += s->ecat.adj[j] != hole || enter;
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

				for (t = s->crev_off[c]; t < s->crev_off[c + 1]; t++)
				{
					const int32_t from = s->crev_adj[t];
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
					if (s->hubs_counted > 0 && counted_hub(s, from))
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

/*
 * A layer of the masks onto the lists.  The cat moves in every due word;
 * when what it found and what is pending fit the lists, they are listed
 * (what the cat found added), and if what the lists can lead back to fits
 * them too, the cat's moves are counted (the cells' F_MOUSE, F_CAT and
 * P_MOUSE: of each open cat-to-move position, the moves that do not reach
 * mouse wins of the last layers; this layer's mouse-to-move positions, added
 * after the count, are counted down by the next, from the lists) and, with
 * P_CAT the decided, turned over: count_moves(), or count_from_wins() while
 * the decided are few; else the layer ends as the masks' does.
 */
static bool
enter_lists(CmSolver *s, Layer *l)
{
	const int32_t n = s->n;
	uint64_t	found = 0,
				pending = 0;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		step_cat(s, l, c);
		found += count_row(s, c, FOUND, F_MOUSE);
		pending += count_row(s, c, PENDING, P_MOUSE);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	if (found > s->list_cap || pending > s->list_cap)
	{
		for (c = 0; c < n; c++)
		{
			apply(s, l, c);
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

		for (bl = s->masks[(size_t) c * 4 + FOUND]; bl; bl &= bl - 1)
		{
			int32_t		end;

			block_range(s, cm_ctz64(bl), &w, &end);
			for (; w < end; w++)
			{
				uint64_t   *x = cell(s, c, w);

				add_found(s, l, c, w, x[F_MOUSE], x[F_CAT]);
				list_bits(l->cat, 0, c, w, x[F_MOUSE]);
				list_bits(l->cat, 1, c, w, x[F_CAT]);
				x[F_MOUSE] = x[F_CAT] = 0;
			}
		}
		s->masks[(size_t) c * 4 + FOUND] = 0;
	}
	/*
	 * The pending mouse-to-move positions listed, and added to the sets
	 * only once the cat's moves are counted below: the walk counts the
	 * moves to them down.
	 */
	for (c = 0; c < n; c++)
	{
		uint64_t   *mask = s->masks + (size_t) c * 4;
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

				if (pending_word(s, l, c, w, kept, false, &mw, &cw))
				{
					list_bits(l->mouse, 0, c, w, mw);
					list_bits(l->mouse, 1, c, w, cw);
				}
			}
		}
		mask[PENDING] = 0;
	}

	/*
	 * What the lists cannot take back, the masks take (as choose_route()
	 * would at once), before the moves are counted.
	 */
	if (!list_fits(s, l->mouse, false) || !list_fits(s, l->cat, true))
	{
		add_listed(s, l->mouse, M_MOUSE);
		leave_lists(s, l);
		return true;
	}
	if (!(few_decided(s) ? count_from_wins(s, l) : count_moves(s, l)))
		return false;
	add_listed(s, l->mouse, M_MOUSE);
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
 * that has any (enter_lists() counts the positions), unless a light cone
 * ends within LIST_HOLD layers (entering counts and turns over every row:
 * a verdict's short cone pass is done sooner by the masks); when tests say
 * so, whenever the cat's moves allow.  (A drawn cycle's layers have about
 * n/2 positions of each turn, one a row.)
 */
static void
choose_route(CmSolver *s, Layer *l)
{
	const uint64_t room = (cm_test_sparse > 0 || 4 * (uint64_t) s->n > s->list_cap / 2) ?
		s->list_cap / (cm_test_sparse > 0 ? 1 : 2) : 4 * (uint64_t) s->n;
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
	if (cm_test_sparse < 0 || !s->lists_ok)
		return;
	if (cm_test_sparse == 0)
	{
		if (l->bound >= 0 && l->bound - l->k < LIST_HOLD)
			return;
		if (l->hold > 0)
		{
			l->hold--;
			return;
		}
		for (c = 0; c < s->n; c++)
		{
			due += (uint64_t) cm_popcount64(s->masks[(size_t) c * 4 + DUE]);
			pending += (uint64_t) cm_popcount64(s->masks[(size_t) c * 4 + PENDING]);
			rows += (s->masks[(size_t) c * 4 + DUE] != 0);
			if ((due > pending ? due : pending) > room)
				return;
		}
		if (due > 3 * rows + 64)
			return;
	}
	l->route = ROUTE_ENTER;
}

/*
 * A solve that ends on the lists: the cat-to-move positions the last layer
 * decided into the sets (the next layer would have added them).
 */
static void
lists_done(CmSolver *s, Layer *l)
{
	if (l->route == ROUTE_LISTS)
	{
		add_listed(s, l->cat, C_MOUSE);
		pos_clear(s, l->cat);
	}
}

/* Whether the start position is decided. */
static inline bool
start_decided(const CmSolver *s)
{
	return has_bit(s, M_MOUSE, s->eopt.mouse_start, s->eopt.cat_start) ||
		has_bit(s, M_CAT, s->eopt.mouse_start, s->eopt.cat_start);
}

/* How the listed positions divide, from the final sets. */
static void
count_sets(CmSolver *s, int32_t skip_row)
{
	int32_t		c,
				w;

	s->counts.positions = 2 * (uint64_t) s->n * (uint64_t) (skip_row < 0 ? s->n : s->n - 1);
	s->counts.mouse_wins = s->counts.cat_wins = 0;
	for (c = 0; c < s->n; c++)
		if (c != skip_row)
			for (w = 0; w < s->words; w++)
			{
				const uint64_t *x = cell(s, c, w);

				s->counts.mouse_wins += cm_popcount64(x[M_MOUSE]) + cm_popcount64(x[C_MOUSE]);
				s->counts.cat_wins += cm_popcount64(x[M_CAT]) + cm_popcount64(x[C_CAT]);
			}
	s->counts.draws = s->counts.positions - s->counts.mouse_wins - s->counts.cat_wins;
	s->counts.max_remoteness = s->max_remoteness;
	s->counted = true;
}

/*
 * The layered engine's numbering (solver.h): breadth first from the hole
 * along the mouse's moves and the cat's, then from each node not yet
 * reached in the caller's order; the graphs renumbered into the arrays
 * layout() placed, each node's moves in the caller's order.  O(nodes +
 * arcs), polling as it goes; false when poll says stop.
 */
static bool
number_nodes(CmSolver *s, uint64_t *work, CmPollFn poll, void *poll_arg)
{
	const int32_t n = s->n;
	int32_t    *to_user = s->to_user;
	int32_t    *to_engine = to_user + n;
	int32_t		next = 0,
				head = 0;
	int32_t		root = s->opt.hole;
	int32_t		v;
	int			gi;

	for (v = 0; v < n; v++)
		to_engine[v] = -1;
	for (v = -1; v < n; v++)
	{
		if (v >= 0)
			root = v;
		if (to_engine[root] >= 0)
			continue;
		to_engine[root] = next;
		to_user[next++] = root;
		while (head < next)
		{
			int32_t		u = to_user[head++];

			for (gi = 0; gi < (s->cat_shared ? 1 : 2); gi++)
			{
				const CmGraph *g = gi == 0 ? &s->mouse : &s->cat;
				int32_t		j;

				*work += 1 + (uint64_t) (g->off[u + 1] - g->off[u]);
				if (poll_due(work, poll, poll_arg))
					return false;
				for (j = g->off[u]; j < g->off[u + 1]; j++)
					if (to_engine[g->adj[j]] < 0)
					{
						to_engine[g->adj[j]] = next;
						to_user[next++] = g->adj[j];
					}
			}
		}
	}

	/* the arrays are layout()'s, in the work buffer */
	for (gi = 0; gi < (s->cat_shared ? 1 : 2); gi++)
	{
		const CmGraph *g = gi == 0 ? &s->mouse : &s->cat;
		CmGraph    *e = gi == 0 ? &s->emouse : &s->ecat;
		int32_t    *off = (int32_t *) (uintptr_t) e->off;
		int32_t    *adj = (int32_t *) (uintptr_t) e->adj;
		int32_t		i;

		e->nodes = n;
		off[0] = 0;
		for (i = 0; i < n; i++)
		{
			int32_t		u = to_user[i];
			int32_t		j;
			int32_t		at = off[i];

			*work += 1 + (uint64_t) (g->off[u + 1] - g->off[u]);
			if (poll_due(work, poll, poll_arg))
				return false;
			for (j = g->off[u]; j < g->off[u + 1]; j++)
				adj[at++] = to_engine[g->adj[j]];
			off[i + 1] = at;
		}
	}
	if (s->cat_shared)
		s->ecat = s->emouse;
	s->eopt = s->opt;
	s->eopt.mouse_start = to_engine[s->opt.mouse_start];
	s->eopt.cat_start = to_engine[s->opt.cat_start];
	s->eopt.hole = to_engine[s->opt.hole];
	s->to_engine = to_engine;
	return true;
}

/*
 * CM_SOLVE_ALL: the remoteness arrays from the engine's numbers into the
 * caller's, in place, so that the row functions read them as the caller
 * numbers the nodes (cm_state_rows walks a mouse's column, and the caller
 * walks the mice in order: in the engine's numbers every mouse would
 * touch new cache lines).  Each row goes to its place a cycle of the
 * numbering at a time, its entries put in order on the way; the scratch
 * is dist (two rows) and cone[0] (a bit a row: placed).  False when poll
 * says stop.
 */
static bool
rem_to_user(CmSolver *s, uint64_t *work, CmPollFn poll, void *poll_arg)
{
	const int32_t n = s->n;
	const int32_t *to_user = s->to_user;
	uint32_t   *held = (uint32_t *) s->dist[0];
	uint32_t   *moved = (uint32_t *) s->dist[1];
	uint64_t   *placed = s->cone[0];
	int			t;

	for (t = 0; t < 2; t++)
	{
		uint32_t   *rem = s->rem[t];
		int32_t		first;

		for (first = 0; first < s->words; first++)
			placed[first] = 0;
		for (first = 0; first < n; first++)
		{
			int32_t		at = first;
			int32_t		j;

			if ((placed[first >> 6] >> (first & 63)) & 1)
				continue;
			/* the row at `first` in the caller's numbers comes from
			 * s->to_engine[first]; hold the one there now */
			for (j = 0; j < n; j++)
				held[j] = rem[(size_t) first * n + j];
			for (;;)
			{
				int32_t		from = s->to_engine[at];
				const uint32_t *src = from == first ? held : rem + (size_t) from * n;

				for (j = 0; j < n; j++)
					moved[to_user[j]] = src[j];
				for (j = 0; j < n; j++)
					rem[(size_t) at * n + j] = moved[j];
				placed[at >> 6] |= (uint64_t) 1 << (at & 63);
				*work += 2 * (uint64_t) n;
				if (poll_due(work, poll, poll_arg))
					return false;
				if (from == first)
					break;
				at = from;
			}
		}
	}
	return true;
}

CmStatus
cm_solve(CmSolver *s, CmPollFn poll, void *poll_arg)
{
	const bool	full = (s->mode == CM_SOLVE_OUTCOMES || s->mode == CM_SOLVE_ALL);
	const int64_t limit = s->opt.max_turns;
	int64_t		start_rem = -1;
	int64_t		k = 0;
	Layer		l;
	int			i;

	if (s->small)
	{
		cm_small_solve(s, s->small_work);
		return CM_OK;
	}
	if (s->mode == CM_SOLVE_VERDICT)
	{
		/* the scratch: the cells, not yet made */
		int32_t    *dist = (int32_t *) (void *) s->cells;
		int			settled = cm_verdict_shortcut(s, dist, dist + s->n, poll, poll_arg);

		if (settled < 0)
			return CM_CANCELLED;
		if (settled > 0)
			return CM_OK;
	}

	l.work = 0;
	if (!number_nodes(s, &l.work, poll, poll_arg))
		return CM_CANCELLED;
	l.skip_row = cm_cat_node_listed(s, s->opt.hole) ? -1 : s->eopt.hole;
	l.poll = poll;
	l.poll_arg = poll_arg;
	l.bound = -1;
	l.reached = 0;
	for (i = 0; i < 3; i++)
		l.lists[i].at = s->lists + (size_t) i * s->list_cap;
	if (!full)
	{
		/* the cone: to the turn limit, or a guess, tried before the whole */
		int64_t		home;
		int64_t		caught;

		if (!start_distances(s, &l))
			return CM_CANCELLED;
		home = s->dist[0][s->eopt.hole];
		caught = s->dist[1][s->eopt.mouse_start];
		if (limit >= 0)
			l.bound = limit;
		else if (home < INT32_MAX || caught < INT32_MAX)
			l.bound = 2 * (home < caught ? home : caught) + 2;
	}

	if (!prepare(s, &l))
		return CM_CANCELLED;
	for (;;)
	{
		bool		again = false;

		l.near = full ? -1 : near_rows(s, &l, l.bound);
		start_rem = -1;
		k = 0;
		l.k = 0;
		l.mtag = (uint32_t) CM_MOUSE << CM_REM_BITS;
		l.ctag = (uint32_t) CM_CAT << CM_REM_BITS;
		l.added = l.listed = false;
		l.route = ROUTE_MASKS;
		l.hold = 0;
		l.backoff = 0;
		l.entered = 0;
		l.mouse = &l.lists[0];
		l.cat = &l.lists[1];
		l.spare = &l.lists[2];
		pos_clear(s, l.mouse);
		pos_clear(s, l.cat);
		if (!seed(s, &l) || !layer(s, &l, false))
			return CM_CANCELLED;
		choose_route(s, &l);
		s->max_remoteness = 0;
		if (start_decided(s))
			start_rem = 0;

		while (full || start_rem < 0)
		{
			k++;
			if (s->rem[0] != NULL && k > CM_REM_MAX)
				return CM_ERR_TOO_BIG;	/* remoteness past 2^30: not in practice */
			if (!full && limit >= 0 && k > limit)
			{
				/* everything within k - 1 plies is decided, and not the start */
				lists_done(s, &l);
				s->layers = k - 1;
				s->limited_outcome = CM_CAT;
				s->limited_remoteness = -1;
				return CM_OK;
			}
			l.k = k;
			l.mtag = ((uint32_t) CM_MOUSE << CM_REM_BITS) | (uint32_t) k;
			l.ctag = ((uint32_t) CM_CAT << CM_REM_BITS) | (uint32_t) k;
			l.added = l.listed = false;
			if (l.bound >= 0)
				cone_rows(s, &l);
			s->list_layers += (l.route == ROUTE_LISTS);
			if (!(l.route == ROUTE_LISTS ? list_layer(s, &l) :
				  l.route == ROUTE_ENTER ? enter_lists(s, &l) : layer(s, &l, true)))
				return CM_CANCELLED;
			choose_route(s, &l);
			if (l.listed)
				s->max_remoteness = k;
			if (start_rem < 0 && start_decided(s))
				start_rem = k;
			if (!l.added)
			{
				/*
				 * The cone leaves nothing to add (at the latest at layer bound,
				 * where it holds the start alone): the start is not decided
				 * within bound plies.  A guessed bound was short: twice it
				 * while that cone is short and reads few rows (one in
				 * sixteen at most), else the whole.
				 */
				if (l.bound >= 0 && start_rem < 0)
				{
					if (limit >= 0)
					{
						lists_done(s, &l);
						s->layers = k;
						s->limited_outcome = CM_CAT;
						s->limited_remoteness = -1;
						return CM_OK;
					}
					again = true;
				}
				break;
			}
		}
		if (!again)
			break;
		{
			const int32_t near = near_rows(s, &l, 2 * l.bound);

			l.bound = near >= 0 && (int64_t) near * 16 <= s->n ? 2 * l.bound : -1;
		}
	}

	lists_done(s, &l);
	if (s->rem[0] != NULL && !rem_to_user(s, &l.work, poll, poll_arg))
		return CM_CANCELLED;
	s->layers = k;
	s->solved_all = full;
	s->start_outcome = cm_outcome(s, s->opt.mouse_start, s->opt.cat_start, CM_TURN_MOUSE);
	s->start_remoteness = start_rem;
	if (full)
		count_sets(s, l.skip_row);
	s->limited_remoteness = s->start_remoteness;
	s->limited_outcome = cm_under_limit(s->opt.max_turns, s->start_outcome,
										&s->limited_remoteness);
	return CM_OK;
}
