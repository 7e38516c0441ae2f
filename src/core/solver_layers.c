/*-------------------------------------------------------------------------
 *
 * solver_layers.c
 *	  The layered engine: retrograde analysis of Cat and Mouse games, one
 *	  layer of remoteness at a time, bit-parallel, for graphs of more than
 *	  CM_SMALL_NODES nodes.  This file holds the layer loop and what it
 *	  prepares: the engine's numbering, the reverse graphs and their
 *	  groups, layer 0's endings, the light cone, the final counts.  A
 *	  layer goes by the masks (solver_masks.c) or the lists
 *	  (solver_lists.c), the route between them is solver_route.c's;
 *	  README.solver is the design.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>
#include <string.h>

#include "solver_layers.h"

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
	const CmEngine *const st = cm_engine(s);
	int32_t		u,
				j,
				g;

	for (u = 0; u < s->n; u++)
	{
		if (st->emouse.off[u + 1] - st->emouse.off[u] != st->mrev_off[u + 1] - st->mrev_off[u])
			return false;
		for (j = st->emouse.off[u]; j < st->emouse.off[u + 1]; j++)
		{
			const int32_t v = st->emouse.adj[j];

			for (g = st->mgrp_off[u]; g < st->mgrp_off[u + 1]; g++)
				if (st->mgrp[g].first == ((uint32_t) v & ~(uint32_t) 63))
					break;
			if (g == st->mgrp_off[u + 1] || ((st->mgrp[g].bits >> (v & 63)) & 1) == 0)
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
 * What every layer reads of the graph, made once a solve (before each try
 * of seed()): the reverse graphs and their groups, the hubs, the order in
 * which cm_masks_layer() adds to the rows, the mouse nodes without a move.
 */
static bool
prepare(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t W = st->words;
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	int32_t		c,
				w;

	if (!build_reverse(&st->emouse, st->mrev_off, st->mrev_adj, l->poll, l->poll_arg))
		return false;
	if (s->cat_shared)
	{
		st->crev_off = st->mrev_off;
		st->crev_adj = st->mrev_adj;
	}
	else if (!build_reverse(&st->ecat, st->crev_off, st->crev_adj, l->poll, l->poll_arg))
		return false;
	if (st->mgrp_off != NULL)
	{
		build_groups(n, st->mrev_off, st->mrev_adj,
					 s->cat_shared ? st->ecat.off : NULL, st->mgrp_off, st->mgrp);
		if (s->cat_shared)
		{
			st->cgrp_off = st->mgrp_off;
			st->cgrp = st->mgrp;
		}
		else
			build_groups(n, st->crev_off, st->crev_adj, st->ecat.off,
						 st->cgrp_off, st->cgrp);
	}
	st->lists_ok = st->mgrp_off != NULL;
	st->mouse_both_ways = st->lists_ok && both_ways(s);
	st->lists_hubs = false;
	st->hub_moves = (int32_t) hub_moves((uint64_t) n);
	st->hubs_counted = 0;
	for (c = 0; c < n; c++)
	{
		const int32_t d = st->ecat.off[c + 1] - st->ecat.off[c];

		st->lists_hubs |= d > LIST_MOVES;
		if (st->lists_ok && d >= st->hub_moves)
			st->hub_nodes[st->hubs_counted++] = c;
	}
	st->most_back[0] = st->most_back[1] = 0;
	for (c = 0; c < n; c++)
	{
		if (cat_back(s, c) > st->most_back[0])
			st->most_back[0] = (uint32_t) cat_back(s, c);
		if (mouse_back(s, c) > st->most_back[1])
			st->most_back[1] = (uint32_t) mouse_back(s, c);
	}

	/*
	 * A row is added to once the last row that moves into it has moved:
	 * counted into slots by that row (kept in the masks until they are set
	 * below), each slot's rows in increasing order.
	 */
	for (c = 0; c <= n; c++)
		st->apply_off[c] = 0;
	for (c = 0; c < n; c++)
	{
		int32_t		last = c;
		int32_t		t;

		if (c != hole || enter)
			for (t = st->crev_off[c]; t < st->crev_off[c + 1]; t++)
				if (st->crev_adj[t] > last)
					last = st->crev_adj[t];
		st->masks[(size_t) c * 4 + DUE] = (uint64_t) last;
		st->apply_off[last + 1]++;
	}
	for (c = 0; c < n; c++)
		st->apply_off[c + 1] += st->apply_off[c];
	for (c = 0; c < n; c++)
		st->apply_rows[st->apply_off[st->masks[(size_t) c * 4 + DUE]]++] = c;
	for (c = n; c > 0; c--)
		st->apply_off[c] = st->apply_off[c - 1];
	st->apply_off[0] = 0;

	for (w = 0; w < W; w++)
		st->stuck[w] = 0;
	for (c = 0; c < n; c++)
		if (st->emouse.off[c + 1] == st->emouse.off[c])
			st->stuck[c >> 6] |= (uint64_t) 1 << (c & 63);
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
 * layers take those rows alone (cm_masks_layer()): a game decided in a few plies
 * does not pay for every row of a large graph.
 */

/*
 * A row of a short cone of bound plies: its cat node within bound / 2
 * moves of the cat's start (near_rows())
 */
static inline bool
near_cat(const CmSolver *s, int64_t bound, int32_t c)
{
	const CmEngine *const st = cm_engine(s);

	return st->dist[1][c] <= bound / 2;
}

static bool
seed(CmSolver *s, Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t W = st->words;
	const int32_t hole = st->eopt.hole;
	const bool	enter = st->eopt.cat_can_enter_hole;
	const uint64_t blocks = all_blocks(s);
	const bool	near_only = l->near >= 0;
	int32_t		c,
				w;

	for (c = 0; c < n; c++)
	{
		uint64_t   *mask = st->masks + (size_t) c * 4;
		bool		cat_stuck = true;
		int32_t		j;

		if (near_only && !near_cat(s, l->bound, c))
		{
			mask[DUE] = mask[FOUND] = mask[CHANGED] = mask[PENDING] = 0;
			continue;
		}
		for (j = st->ecat.off[c]; j < st->ecat.off[c + 1]; j++)
			if (st->ecat.adj[j] != hole || enter)
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
			x[M_CAT] = cat_end | (open & st->stuck[w]);
			x[C_MOUSE] = x[C_CAT] = 0;
			x[P_MOUSE] = x[P_CAT] = 0;
			x[F_MOUSE] = mouse_end | (cat_stuck ? open : 0);
			x[F_CAT] = cat_end;
			if (st->rem[0] != NULL)
			{
				uint32_t   *r0 = st->rem[0] + (size_t) c * n;
				int32_t		m;

				/* CM_DRAW with remoteness 0 until decided */
				for (m = w * 64; m < w * 64 + 64 && m < n; m++)
					r0[m] = 0;
				for (m = w * 64; m < w * 64 + 64 && m < n; m++)
					st->rem[1][(size_t) m * n + c] = 0;
				record(s, CM_TURN_MOUSE, c, w, x[M_MOUSE], (uint32_t) CM_MOUSE << CM_REM_BITS);
				record(s, CM_TURN_MOUSE, c, w, x[M_CAT], (uint32_t) CM_CAT << CM_REM_BITS);
			}
		}
		mask[DUE] = mask[FOUND] = blocks;
		mask[CHANGED] = mask[PENDING] = 0;
		l->work += (uint64_t) W * (st->rem[0] != NULL ? 64 : 1);
		if (poll_due(&l->work, l->poll, l->poll_arg))
			return false;
	}
	return true;
}

/* The mouse nodes the cone of layer l->k keeps, as rows by turn. */
static void
cone_rows(CmSolver *s, const Layer *l)
{
	CmEngine   *const st = cm_engine(s);
	int32_t		w,
				m;

	for (w = 0; w < st->words; w++)
		st->cone[0][w] = st->cone[1][w] = 0;
	for (m = 0; m < s->n; m++)
	{
		int64_t		dm = st->dist[0][m];

		if (2 * dm + l->k <= l->bound)
			st->cone[CM_TURN_MOUSE][m >> 6] |= (uint64_t) 1 << (m & 63);
		if (2 * dm - 1 + l->k <= l->bound)
			st->cone[CM_TURN_CAT][m >> 6] |= (uint64_t) 1 << (m & 63);
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
	CmEngine   *const st = cm_engine(s);
	int32_t    *const queue = st->cat_order;
	int			who;

	for (who = 0; who < 2; who++)
	{
		const CmGraph *g = (who == 0) ? &st->emouse : &st->ecat;
		int32_t    *d = st->dist[who];
		int32_t		head = 0,
					tail = 0;
		int32_t		v;

		for (v = 0; v < s->n; v++)
			d[v] = INT32_MAX;
		v = (who == 0) ? st->eopt.mouse_start : st->eopt.cat_start;
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

				if (who == 1 && to == st->eopt.hole && !st->eopt.cat_can_enter_hole)
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
 * CONE_SHORT plies (which the lists never take: cm_choose_route()): those of
 * the cat nodes within bound / 2 moves of its start, the first of
 * cat_order.  A row the cone keeps from layer 1 on has its cat within
 * bound / 2 - 1 to move, (bound - 1) / 2 for the mouse, and step_cat()
 * reads the rows its cat moves to, one further.  -1 for a longer cone.
 */
static int32_t
near_rows(const CmSolver *s, const Layer *l, int64_t bound)
{
	const CmEngine *const st = cm_engine(s);
	int32_t		t = 0;

	if (bound < 0 || bound >= CONE_SHORT || cm_test_sparse > 0)
		return -1;
	while (t < l->reached && near_cat(s, bound, st->cat_order[t]))
		t++;
	return t;
}

/* Whether the start position is decided. */
static inline bool
start_decided(const CmSolver *s)
{
	const CmEngine *const st = cm_engine(s);

	return has_bit(s, M_MOUSE, st->eopt.mouse_start, st->eopt.cat_start) ||
		has_bit(s, M_CAT, st->eopt.mouse_start, st->eopt.cat_start);
}

/* How the listed positions divide, from the final sets. */
static void
count_sets(CmSolver *s, int32_t skip_row)
{
	CmEngine   *const st = cm_engine(s);
	int32_t		c,
				w;

	s->counts.positions = 2 * (uint64_t) s->n * (uint64_t) (skip_row < 0 ? s->n : s->n - 1);
	s->counts.mouse_wins = s->counts.cat_wins = 0;
	for (c = 0; c < s->n; c++)
		if (c != skip_row)
			for (w = 0; w < st->words; w++)
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
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	int32_t    *to_user = st->to_user;
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
		CmGraph    *e = gi == 0 ? &st->emouse : &st->ecat;
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
		st->ecat = st->emouse;
	st->eopt = s->opt;
	st->eopt.mouse_start = to_engine[s->opt.mouse_start];
	st->eopt.cat_start = to_engine[s->opt.cat_start];
	st->eopt.hole = to_engine[s->opt.hole];
	st->to_engine = to_engine;
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
	CmEngine   *const st = cm_engine(s);
	const int32_t n = s->n;
	const int32_t *to_user = st->to_user;
	uint32_t   *held = (uint32_t *) st->dist[0];
	uint32_t   *moved = (uint32_t *) st->dist[1];
	uint64_t   *placed = st->cone[0];
	int			t;

	for (t = 0; t < 2; t++)
	{
		uint32_t   *rem = st->rem[t];
		int32_t		first;

		for (first = 0; first < st->words; first++)
			placed[first] = 0;
		for (first = 0; first < n; first++)
		{
			int32_t		at = first;
			int32_t		j;

			if ((placed[first >> 6] >> (first & 63)) & 1)
				continue;
			/* the row at `first` in the caller's numbers comes from
			 * st->to_engine[first]; hold the one there now */
			for (j = 0; j < n; j++)
				held[j] = rem[(size_t) first * n + j];
			for (;;)
			{
				int32_t		from = st->to_engine[at];
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

/*
 * The layered engine's solve (cm_solve, past the small engine and the
 * shortcuts): the nodes numbered, the graph prepared, then layer after
 * layer by the route cm_choose_route() picks, under the light cone where
 * only the start matters, until nothing is added (or the start is
 * decided, or the turn limit is reached).
 */
CmStatus
cm_layers_solve(CmSolver *s, CmPollFn poll, void *poll_arg)
{
	CmEngine   *const st = cm_engine(s);
	const bool	full = (s->mode == CM_SOLVE_OUTCOMES || s->mode == CM_SOLVE_ALL);
	const int64_t limit = s->opt.max_turns;
	int64_t		start_rem = -1;
	int64_t		k = 0;
	Layer		l;
	int			i;

	l.work = 0;
	if (!number_nodes(s, &l.work, poll, poll_arg))
		return CM_CANCELLED;
	l.skip_row = cm_cat_node_listed(s, s->opt.hole) ? -1 : st->eopt.hole;
	l.poll = poll;
	l.poll_arg = poll_arg;
	l.bound = -1;
	l.reached = 0;
	for (i = 0; i < 3; i++)
		l.lists[i].at = st->lists + (size_t) i * st->list_cap;
	if (!full)
	{
		/* the cone: to the turn limit, or a guess, tried before the whole */
		int64_t		home;
		int64_t		caught;

		if (!start_distances(s, &l))
			return CM_CANCELLED;
		home = st->dist[0][st->eopt.hole];
		caught = st->dist[1][st->eopt.mouse_start];
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
		if (!seed(s, &l) || !cm_masks_layer(s, &l, false))
			return CM_CANCELLED;
		cm_choose_route(s, &l);
		s->max_remoteness = 0;
		if (start_decided(s))
			start_rem = 0;

		while (full || start_rem < 0)
		{
			k++;
			if (st->rem[0] != NULL && k > CM_REM_MAX)
				return CM_ERR_TOO_BIG;	/* remoteness past 2^30: not in practice */
			if (!full && limit >= 0 && k > limit)
			{
				/* everything within k - 1 plies is decided, and not the start */
				cm_lists_done(s, &l);
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
			if (!(l.route == ROUTE_LISTS ? cm_list_layer(s, &l) :
				  l.route == ROUTE_ENTER ? cm_enter_lists(s, &l) : cm_masks_layer(s, &l, true)))
				return CM_CANCELLED;
			cm_choose_route(s, &l);
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
						cm_lists_done(s, &l);
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

			l.bound = near >= 0 && (int64_t) near * CONE_GROW_SHARE <= s->n ? 2 * l.bound : -1;
		}
	}

	cm_lists_done(s, &l);
	if (st->rem[0] != NULL && !rem_to_user(s, &l.work, poll, poll_arg))
		return CM_CANCELLED;
	s->layers = k;
	s->solved_all = full;
	s->start_outcome = cm_layers_outcome(s, s->opt.mouse_start, s->opt.cat_start, CM_TURN_MOUSE);
	s->start_remoteness = start_rem;
	if (full)
		count_sets(s, l.skip_row);
	s->limited_remoteness = s->start_remoteness;
	s->limited_outcome = cm_under_limit(s->opt.max_turns, s->start_outcome,
										&s->limited_remoteness);
	return CM_OK;
}

