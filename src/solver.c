/*-------------------------------------------------------------------------
 *
 * solver.c
 *	  Retrograde analysis of Cat and Mouse games.
 *
 * Every position (mouse, cat, turn) starts undecided with a counter of the
 * mover's legal moves, except the endings (caught, home, cat on the hole
 * when it may go there) and the positions whose mover has no legal move,
 * which are decided at once with remoteness 0.  Decided positions are
 * popped in FIFO order, which is order of remoteness; each looks at the
 * positions that move into it (through the reverse graphs, so directed
 * lists are handled):
 *
 *	- if the predecessor's mover wins here, the predecessor is a win for it,
 *	  one ply further: FIFO order makes this the fastest win;
 *	- otherwise the predecessor loses one more move, and when it has none
 *	  left it is a loss, one ply beyond its slowest child.
 *
 * What is never decided is a draw.  Time O(positions + arcs * n), memory
 * 9 bytes per position (see cm_solver_bytes).
 *
 *-------------------------------------------------------------------------
 */
#include "solver.h"

/* Poll the caller after this much work (positions plus arcs scanned). */
#define CM_POLL_WORK	(1 << 16)

void
cm_options_default(CmOptions *o)
{
	o->mouse_start = 1;
	o->cat_start = 2;
	o->hole = 0;
	o->cat_can_enter_hole = false;
	o->max_turns = -1;
}

/*
 * Rows of neighbours to CSR: row u has len[u] elements, or `width` each when
 * len is NULL.  Shared by the two public builders.
 */
static CmStatus
build_rows(int32_t nodes, int32_t width, const int32_t *len,
		   const int32_t *vals, const uint8_t *present,
		   int32_t *off, int32_t *adj, int32_t *stamp,
		   CmGraph *g, CmError *err)
{
	int64_t		elem = 0;
	int64_t		next = 0;
	int32_t		arcs = 0;
	int32_t		u;

	if (nodes <= 0)
	{
		err->code = CM_ERR_NO_NODES;
		err->value = nodes;
		return err->code;
	}
	if (nodes > CM_MAX_NODES)
	{
		err->code = CM_ERR_TOO_MANY_NODES;
		err->value = nodes;
		return err->code;
	}

	for (u = 0; u < nodes; u++)
		stamp[u] = -1;

	for (u = 0; u < nodes; u++)
	{
		int32_t		row_len = (len != NULL) ? len[u] : width;
		int32_t		k;

		off[u] = arcs;
		for (k = 0; k < row_len; k++, elem++)
		{
			int32_t		v;

			if (present != NULL &&
				(present[elem >> 3] & (1 << (elem & 7))) == 0)
				continue;
			v = vals[next++];
			if (v < 0 || v >= nodes)
			{
				err->code = CM_ERR_NEIGHBOUR;
				err->node = u;
				err->pos = k;
				err->value = v;
				return err->code;
			}
			if (stamp[v] != u)
			{
				if (arcs == INT32_MAX)
				{
					err->code = CM_ERR_TOO_BIG;
					err->value = arcs;
					return err->code;
				}
				stamp[v] = u;
				adj[arcs++] = v;
			}
		}
	}
	off[nodes] = arcs;

	g->nodes = nodes;
	g->off = off;
	g->adj = adj;
	return CM_OK;
}

CmStatus
cm_graph_build(int32_t nodes, int32_t width,
			   const int32_t *vals, const uint8_t *present,
			   int32_t *off, int32_t *adj, int32_t *stamp,
			   CmGraph *g, CmError *err)
{
	if (width < 0)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = width;
		return err->code;
	}
	return build_rows(nodes, width, NULL, vals, present, off, adj, stamp, g, err);
}

CmStatus
cm_graph_build_ragged(int32_t nodes, const int32_t *len,
					  const int32_t *vals, const uint8_t *present,
					  int32_t *off, int32_t *adj, int32_t *stamp,
					  CmGraph *g, CmError *err)
{
	return build_rows(nodes, 0, len, vals, present, off, adj, stamp, g, err);
}

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

size_t
cm_solver_bytes(const CmGraph *mouse, const CmGraph *cat)
{
	uint64_t	n = (uint64_t) mouse->nodes;
	uint64_t	positions;
	uint64_t	bytes;

	if (mouse->nodes <= 0 || mouse->nodes > CM_MAX_NODES)
		return SIZE_MAX;
	positions = n * n * 2;

	bytes = 8;					/* slack for aligning the work buffer */
	bytes += align8((n + 1) * 4) + align8((uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		if (cat->nodes != mouse->nodes)
			return SIZE_MAX;
		bytes += align8((n + 1) * 4) + align8((uint64_t) cat->off[n] * 4);
	}
	bytes += align8(n * 4);		/* cat_deg */
	bytes += align8(positions * 4) * 2; /* slot, queue */
	bytes += align8(positions);	/* out */

	if (bytes > (uint64_t) SIZE_MAX)
		return SIZE_MAX;
	return (size_t) bytes;
}

/*
 * Build the reverse of g into off/adj: adj[off[v] ..] lists, in increasing
 * order, the nodes u with an arc u -> v.
 */
static void
build_reverse(const CmGraph *g, int32_t *off, int32_t *adj)
{
	int32_t		n = g->nodes;
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
		for (i = g->off[u]; i < g->off[u + 1]; i++)
			adj[off[g->adj[i]]++] = u;
	/* now off[v] is the end of v's row, i.e. the start of v + 1's */
	for (i = n; i > 0; i--)
		off[i] = off[i - 1];
	off[0] = 0;
}

/* Carve `bytes` (a multiple of 8) off the work buffer. */
static inline void *
carve(char **cursor, uint64_t bytes)
{
	void	   *p = *cursor;

	*cursor += bytes;
	return p;
}

CmStatus
cm_options_check(const CmGraph *mouse, const CmGraph *cat,
				 const CmOptions *o, CmError *err)
{
	int32_t		n = mouse->nodes;

	if (n <= 0)
	{
		err->code = CM_ERR_NO_NODES;
		err->value = n;
		return err->code;
	}
	if (n > CM_MAX_NODES)
	{
		err->code = CM_ERR_TOO_MANY_NODES;
		err->value = n;
		return err->code;
	}
	if (cat != NULL && cat->nodes != n)
	{
		err->code = CM_ERR_CAT_GRAPH_NODES;
		err->value = cat->nodes;
		return err->code;
	}
	if (o->mouse_start < 0 || o->mouse_start >= n)
	{
		err->code = CM_ERR_MOUSE_START;
		err->value = o->mouse_start;
		return err->code;
	}
	if (o->cat_start < 0 || o->cat_start >= n)
	{
		err->code = CM_ERR_CAT_START;
		err->value = o->cat_start;
		return err->code;
	}
	if (o->hole < 0 || o->hole >= n)
	{
		err->code = CM_ERR_HOLE;
		err->value = o->hole;
		return err->code;
	}
	return CM_OK;
}

CmStatus
cm_solver_init(CmSolver *s, const CmGraph *mouse, const CmGraph *cat,
			   const CmOptions *o, void *work, size_t work_bytes,
			   CmError *err)
{
	size_t		need;
	int32_t		n = mouse->nodes;
	uint64_t	un;
	char	   *cursor;
	int32_t		c;

	if (cm_options_check(mouse, cat, o, err) != CM_OK)
		return err->code;
	need = cm_solver_bytes(mouse, cat);
	if (need == SIZE_MAX || work_bytes < need)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = (int64_t) (need == SIZE_MAX ? INT64_MAX : (int64_t) need);
		return err->code;
	}

	un = (uint64_t) n;
	s->n = n;
	s->mouse = *mouse;
	s->cat_shared = same_graph(mouse, cat);
	s->cat = s->cat_shared ? *mouse : *cat;
	s->opt = *o;
	s->positions = un * un * 2;

	cursor = (char *) align8((uint64_t) (uintptr_t) work);
	s->mrev_off = carve(&cursor, align8((un + 1) * 4));
	s->mrev_adj = carve(&cursor, align8((uint64_t) mouse->off[n] * 4));
	if (s->cat_shared)
	{
		s->crev_off = s->mrev_off;
		s->crev_adj = s->mrev_adj;
	}
	else
	{
		s->crev_off = carve(&cursor, align8((un + 1) * 4));
		s->crev_adj = carve(&cursor, align8((uint64_t) cat->off[n] * 4));
	}
	s->cat_deg = carve(&cursor, align8(un * 4));
	s->slot = carve(&cursor, align8(s->positions * 4));
	s->queue = carve(&cursor, align8(s->positions * 4));
	s->out = carve(&cursor, align8(s->positions));

	build_reverse(&s->mouse, s->mrev_off, s->mrev_adj);
	if (!s->cat_shared)
		build_reverse(&s->cat, s->crev_off, s->crev_adj);

	for (c = 0; c < n; c++)
	{
		int32_t		d = s->cat.off[c + 1] - s->cat.off[c];
		int32_t		i;

		if (!o->cat_can_enter_hole)
			for (i = s->cat.off[c]; i < s->cat.off[c + 1]; i++)
				if (s->cat.adj[i] == o->hole)
					d--;
		s->cat_deg[c] = d;
	}

	s->solved_all = false;
	s->decided = 0;
	s->start_outcome = -1;
	s->start_remoteness = -1;
	s->limited_outcome = -1;
	return CM_OK;
}

bool
cm_is_terminal(const CmSolver *s, int32_t mouse, int32_t cat)
{
	return mouse == cat || mouse == s->opt.hole ||
		(cat == s->opt.hole && s->opt.cat_can_enter_hole);
}

/* Outcome of an ending, which must be one. */
static inline uint8_t
terminal_outcome(const CmSolver *s, int32_t mouse, int32_t cat)
{
	if (mouse == cat)
		return CM_CAT;
	if (mouse == s->opt.hole)
		return CM_MOUSE;
	return CM_CAT;
}

/* Set the results about the start position from the tables. */
static void
finish_start(CmSolver *s, uint64_t start, bool limit_reached)
{
	if (limit_reached)
	{
		/* every position the mouse wins within max_turns is decided */
		s->start_outcome = -1;
		s->start_remoteness = -1;
		s->limited_outcome = CM_CAT;
		return;
	}
	s->start_outcome = s->out[start];
	s->start_remoteness = s->out[start] == CM_DRAW ? -1 : (int64_t) s->slot[start];
	if (s->opt.max_turns < 0)
		s->limited_outcome = s->start_outcome;
	else if (s->start_outcome == CM_MOUSE &&
			 s->start_remoteness <= s->opt.max_turns)
		s->limited_outcome = CM_MOUSE;
	else
		s->limited_outcome = CM_CAT;
}

CmStatus
cm_solve(CmSolver *s, CmMode mode, CmPollFn poll, void *poll_arg)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const bool	stop_early = (mode == CM_SOLVE_START);
	const int64_t limit = s->opt.max_turns;
	const uint64_t start = cm_position(s, s->opt.mouse_start,
									   s->opt.cat_start, CM_TURN_MOUSE);
	const int32_t *moff = s->mouse.off;
	const int32_t *mrev_off = s->mrev_off;
	const int32_t *mrev_adj = s->mrev_adj;
	const int32_t *crev_off = s->crev_off;
	const int32_t *crev_adj = s->crev_adj;
	uint8_t    *out = s->out;
	uint32_t   *slot = s->slot;
	uint32_t   *queue = s->queue;
	uint64_t	head = 0;
	uint64_t	tail = 0;
	uint64_t	work = 0;
	int64_t		cur_rem = -1;
	int32_t		m;

	/* seed: endings and stuck movers, in position order */
	for (m = 0; m < n; m++)
	{
		int32_t		mdeg = moff[m + 1] - moff[m];
		int32_t		c;

		for (c = 0; c < n; c++)
		{
			uint64_t	p = cm_position(s, m, c, CM_TURN_MOUSE);

			if (cm_is_terminal(s, m, c))
			{
				uint8_t		o = terminal_outcome(s, m, c);

				out[p] = o;
				out[p + 1] = o;
				slot[p] = 0;
				slot[p + 1] = 0;
				queue[tail++] = (uint32_t) p;
				queue[tail++] = (uint32_t) (p + 1);
				continue;
			}
			/* mouse to move */
			slot[p] = (uint32_t) mdeg;
			out[p] = CM_DRAW;
			if (mdeg == 0)
			{
				out[p] = CM_CAT;
				queue[tail++] = (uint32_t) p;
			}
			/* cat to move */
			slot[p + 1] = (uint32_t) s->cat_deg[c];
			out[p + 1] = CM_DRAW;
			if (s->cat_deg[c] == 0)
			{
				out[p + 1] = CM_MOUSE;
				queue[tail++] = (uint32_t) (p + 1);
			}
		}
		work += (uint64_t) n;
		if (work >= CM_POLL_WORK)
		{
			work = 0;
			if (poll != NULL && poll(poll_arg))
				return CM_CANCELLED;
		}
	}

	if (stop_early && out[start] != CM_DRAW)
	{
		s->decided = tail;
		finish_start(s, start, false);
		return CM_OK;
	}

	while (head < tail)
	{
		uint32_t	p = queue[head++];
		uint8_t		o = out[p];
		uint32_t	r = slot[p];
		uint32_t	pair = p >> 1;
		int32_t		pm = (int32_t) (pair / (uint32_t) n);
		int32_t		pc = (int32_t) (pair - (uint32_t) pm * (uint32_t) n);
		int32_t		i;

		if (stop_early && limit >= 0 && (int64_t) r != cur_rem)
		{
			/* everything of remoteness <= r is decided now */
			cur_rem = r;
			if (cur_rem >= limit)
			{
				s->decided = tail;
				finish_start(s, start, true);
				return CM_OK;
			}
		}

		if ((p & 1) == CM_TURN_MOUSE)
		{
			/* the cat moved here: from (pm, c', cat to move), c' -> pc */
			uint64_t	base = (uint64_t) pm * (uint64_t) n;

			if (pc == hole && !enter)
				continue;
			for (i = crev_off[pc]; i < crev_off[pc + 1]; i++)
			{
				uint32_t	q = (uint32_t) (((base + (uint32_t) crev_adj[i]) << 1) | 1);

				if (out[q] != CM_DRAW)
					continue;
				if (o == CM_CAT)
					out[q] = CM_CAT;
				else if (--slot[q] == 0)
					out[q] = CM_MOUSE;
				else
					continue;
				slot[q] = r + 1;
				queue[tail++] = q;
			}
			work += 1 + (uint64_t) (crev_off[pc + 1] - crev_off[pc]);
		}
		else
		{
			/* the mouse moved here: from (m', pc, mouse to move), m' -> pm */
			for (i = mrev_off[pm]; i < mrev_off[pm + 1]; i++)
			{
				uint32_t	q = (uint32_t) (((uint64_t) mrev_adj[i] * (uint64_t) n + (uint64_t) pc) << 1);

				if (out[q] != CM_DRAW)
					continue;
				if (o == CM_MOUSE)
					out[q] = CM_MOUSE;
				else if (--slot[q] == 0)
					out[q] = CM_CAT;
				else
					continue;
				slot[q] = r + 1;
				queue[tail++] = q;
			}
			work += 1 + (uint64_t) (mrev_off[pm + 1] - mrev_off[pm]);
		}

		if (stop_early && out[start] != CM_DRAW)
			break;
		if (work >= CM_POLL_WORK)
		{
			work = 0;
			if (poll != NULL && poll(poll_arg))
				return CM_CANCELLED;
		}
	}

	s->decided = tail;
	if (!stop_early)
		s->solved_all = true;
	finish_start(s, start, false);
	return CM_OK;
}

int
cm_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	return s->out[cm_position(s, mouse, cat, turn)];
}

int64_t
cm_remoteness(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	uint64_t	p = cm_position(s, mouse, cat, turn);

	return s->out[p] == CM_DRAW ? -1 : (int64_t) s->slot[p];
}

int32_t
cm_best_move(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	const CmGraph *g = (turn == CM_TURN_MOUSE) ? &s->mouse : &s->cat;
	int32_t		from = (turn == CM_TURN_MOUSE) ? mouse : cat;
	int			o;
	int			mover_wins;
	int32_t		best = -1;
	int64_t		best_rem = 0;
	int32_t		i;

	if (cm_is_terminal(s, mouse, cat))
		return -1;
	o = cm_outcome(s, mouse, cat, turn);
	mover_wins = (turn == CM_TURN_MOUSE) ? CM_MOUSE : CM_CAT;

	for (i = g->off[from]; i < g->off[from + 1]; i++)
	{
		int32_t		v = g->adj[i];
		int32_t		cm = (turn == CM_TURN_MOUSE) ? v : mouse;
		int32_t		cc = (turn == CM_TURN_MOUSE) ? cat : v;
		int			co;
		int64_t		cr;
		bool		better;

		if (turn == CM_TURN_CAT && !cm_cat_may_enter(s, v))
			continue;
		co = cm_outcome(s, cm, cc, 1 - turn);
		if (co != o)
			continue;			/* only children of the position's outcome */
		cr = cm_remoteness(s, cm, cc, 1 - turn);
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

void
cm_count(const CmSolver *s, CmCounts *counts)
{
	int32_t		m;

	counts->positions = 0;
	counts->draws = 0;
	counts->mouse_wins = 0;
	counts->cat_wins = 0;
	counts->max_remoteness = -1;
	for (m = 0; m < s->n; m++)
	{
		int32_t		c;

		for (c = 0; c < s->n; c++)
		{
			uint64_t	p = cm_position(s, m, c, CM_TURN_MOUSE);
			int			t;

			if (!cm_cat_node_listed(s, c))
				continue;
			for (t = 0; t < 2; t++, p++)
			{
				counts->positions++;
				if (s->out[p] == CM_DRAW)
				{
					counts->draws++;
					continue;
				}
				if (s->out[p] == CM_MOUSE)
					counts->mouse_wins++;
				else
					counts->cat_wins++;
				if ((int64_t) s->slot[p] > counts->max_remoteness)
					counts->max_remoteness = s->slot[p];
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
	p = cm_position(s, mv.mouse, mv.cat, CM_TURN_MOUSE);
	seen[p >> 3] |= (uint8_t) (1 << (p & 7));
	if (emit(arg, &mv))
		return CM_CANCELLED;

	for (;;)
	{
		int			turn = (int) (p & 1);
		int32_t		to = cm_best_move(s, mv.mouse, mv.cat, turn);

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
		p = cm_position(s, mv.mouse, mv.cat, 1 - turn);
		if (emit(arg, &mv))
			return CM_CANCELLED;
		if (seen[p >> 3] & (1 << (p & 7)))
			break;				/* a repeat: the game is a draw */
		seen[p >> 3] |= (uint8_t) (1 << (p & 7));
	}
	return CM_OK;
}
