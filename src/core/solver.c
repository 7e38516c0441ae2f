/*-------------------------------------------------------------------------
 *
 * solver.c
 *	  Retrograde analysis of Cat and Mouse games, one layer of remoteness at
 *	  a time.
 *
 * Every position (mouse, cat, turn) starts with the number of its mover's
 * legal moves.  Layer 0 holds the endings (caught, home, the cat on a hole
 * it may enter) and the positions whose mover has no legal move.  Each
 * layer k then tells the positions that move into its positions (through
 * the reverse graphs, so directed lists are handled) what it means for
 * them:
 *
 *	- a position whose mover can move into a win of its own is a win, in
 *	  k + 1 plies: no faster win exists, or it would be in an earlier layer;
 *	- otherwise the position loses one more move, and when it has none left
 *	  it is a loss in k + 1 plies, its slowest child being in layer k.
 *
 * Positions never decided are draws.  Within a layer the order does not
 * matter, so the solver processes a layer row by row: the mouse-to-move
 * frontier by mouse row m, whose positions (m, c) only touch row m of the
 * cat-to-move states, and the cat-to-move frontier by cat row c, touching
 * row c of the mouse-to-move states.  Rows stay in cache; the next layer's
 * bitmaps are written a column at a time, which also stays in cache as
 * rows are taken in order.
 *
 * Time O(positions + arcs * n) plus O(n^2 / 64) per layer for bitmaps;
 * memory: see cm_solver_bytes().
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>
#include <string.h>

#include "solver_internal.h"

/* Poll the caller after this much work (positions plus arcs scanned). */
#define CM_POLL_WORK	(1 << 16)

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

static int32_t
max_out_degree(const CmGraph *g)
{
	int32_t		best = 0;
	int32_t		u;

	for (u = 0; u < g->nodes; u++)
		if (g->off[u + 1] - g->off[u] > best)
			best = g->off[u + 1] - g->off[u];
	return best;
}

int			cm_test_state_bits = 0;

/*
 * Bits per position: a count of moves up to 63 fits a byte (the top two
 * bits are the winners' tags), up to 16383 two bytes.  (Four bits, for
 * counts up to 13, were measured: no faster on grids, slower on the rest.)
 */
static int
state_bits(const CmGraph *mouse, const CmGraph *cat)
{
	int32_t		d = max_out_degree(mouse);
	int			bits;

	if (!same_graph(mouse, cat) && max_out_degree(cat) > d)
		d = max_out_degree(cat);
	if (d <= 63)
		bits = 8;
	else if (d <= 16383)
		bits = 16;
	else
		bits = 32;
	if (cm_test_state_bits > bits)
		bits = cm_test_state_bits;
	return bits;
}

/* Bytes per row of n positions of this many bits. */
static inline uint64_t
state_row_bytes(uint64_t n, int bits)
{
	return (n * (uint64_t) bits + 7) / 8;
}

/*
 * The work buffer's layout.  With base == NULL, only sizes the buffer;
 * otherwise also points the solver's arrays into it.  Returns the size, or
 * UINT64_MAX for graphs that cannot be solved.
 */
static uint64_t
layout(CmSolver *s, const CmGraph *mouse, const CmGraph *cat, CmMode mode,
	   char *base)
{
	uint64_t	n = (uint64_t) mouse->nodes;
	uint64_t	rw = (n + 63) / 64;		/* tiles across */
	uint64_t	tr = (n + 7) / 8;		/* rows of tiles */
	uint64_t	rs = (rw + 63) / 64;	/* summary words per row of tiles */
	int			bits;
	uint64_t	row_bytes;
	uint64_t	at = 0;
	int			i,
				j,
				k;

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
	bits = state_bits(mouse, cat);
	row_bytes = state_row_bytes(n, bits);

	PLACE(s->mrev_off, int32_t *, (n + 1) * 4);
	PLACE(s->mrev_adj, int32_t *, (uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		PLACE(s->crev_off, int32_t *, (n + 1) * 4);
		PLACE(s->crev_adj, int32_t *, (uint64_t) cat->off[n] * 4);
	}
	PLACE(s->mdeg, int32_t *, n * 4);
	PLACE(s->cdeg, int32_t *, n * 4);
	for (i = 0; i < 2; i++)
		PLACE(s->state[i], void *, n * row_bytes);
	if (mode == CM_SOLVE_ALL)
		for (i = 0; i < 2; i++)
			PLACE(s->rem[i], uint32_t *, n * n * 4);
	for (i = 0; i < 2; i++)
		for (j = 0; j < 2; j++)
		{
			for (k = 0; k < 2; k++)
				PLACE(s->front[i][j][k], uint64_t *, tr * rw * 64);
			PLACE(s->summary[i][j], uint64_t *, tr * rs * 8);
			PLACE(s->tileflag[i][j], uint8_t *, tr);
		}
#undef PLACE

	if (base != NULL)
	{
		s->bits = bits;
		s->row_bytes = (size_t) row_bytes;
		s->row_words = (int32_t) rw;
		s->sum_words = (int32_t) rs;
		s->tile_rows = (int32_t) tr;
		if (mode != CM_SOLVE_ALL)
			s->rem[0] = s->rem[1] = NULL;
	}
	return at + 8;				/* + slack for aligning the buffer */
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

size_t
cm_solver_bytes(const CmGraph *mouse, const CmGraph *cat, CmMode mode)
{
	CmSolver	dummy;
	uint64_t	bytes;

	if (use_small(mouse, mode) && mouse->nodes > 0 &&
		(same_graph(mouse, cat) || cat->nodes == mouse->nodes))
		return cm_small_bytes(mouse->nodes, mode == CM_SOLVE_ALL);
	if (mode == CM_SOLVE_START_LAYERS || mode == CM_SOLVE_VERDICT)
		mode = CM_SOLVE_START;
	bytes = layout(&dummy, mouse, cat, mode, NULL);

	if (bytes == UINT64_MAX || bytes > (uint64_t) SIZE_MAX)
		return SIZE_MAX;
	return (size_t) bytes;
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
	s->mode = mode;
	/* the layers, and a turn limit, need the start's remoteness */
	if (mode == CM_SOLVE_START_LAYERS ||
		(mode == CM_SOLVE_VERDICT && (!s->small || o->max_turns >= 0)))
		s->mode = CM_SOLVE_START;
	s->positions = (uint64_t) n * (uint64_t) n * 2;
	s->solved_all = false;
	s->layers = 0;
	s->start_outcome = -1;
	s->start_remoteness = -1;
	s->limited_outcome = -1;
	s->limited_remoteness = -1;
	s->max_remoteness = -1;
	s->counted = false;
	if (s->small)
	{
		s->small_work = (void *) align8((uint64_t) (uintptr_t) work);
		s->rem[0] = s->rem[1] = NULL;
		if (s->mode == CM_SOLVE_ALL)
		{
			s->rem[0] = (uint32_t *) ((char *) s->small_work + cm_small_bytes(0, false) - 8);
			s->rem[1] = s->rem[0] + (size_t) n * n;
		}
		return CM_OK;
	}
	layout(s, mouse, cat, s->mode, (char *) align8((uint64_t) (uintptr_t) work));
	s->cur = 0;
	return CM_OK;
}

/*
 * The frontier bitmaps.  Word (row, col / 64) of a bitmap lives in tile
 * (row / 8, col / 64), whose 8 words are the tile's 8 rows.
 */
typedef struct Frontier
{
	uint64_t   *bits[2];		/* [winner] */
	uint64_t   *summary;
	uint8_t    *tileflag;
	size_t		rw;
	size_t		rs;
} Frontier;

/*
 * A local copy of one turn's frontier pointers: the extension is built with
 * -fno-strict-aliasing, so fields of the solver would be reloaded after
 * every store in the inner loops.
 */
static inline Frontier
frontier(const CmSolver *s, int which, int turn)
{
	Frontier	f;

	f.bits[0] = s->front[which][turn][0];
	f.bits[1] = s->front[which][turn][1];
	f.summary = s->summary[which][turn];
	f.tileflag = s->tileflag[which][turn];
	f.rw = (size_t) s->row_words;
	f.rs = (size_t) s->sum_words;
	return f;
}

/* Index of word (row, col / 64) in a tiled bitmap. */
static inline size_t
tile_word(const Frontier *f, int32_t row, int32_t col)
{
	return (((size_t) row >> 3) * f->rw + ((size_t) col >> 6)) * 8 + ((size_t) row & 7);
}

/* Put position (row, col) into a frontier with this winner (0 mouse, 1 cat). */
static inline void
mark(const Frontier *f, int winner, int32_t row, int32_t col)
{
	size_t		tr = (size_t) row >> 3;
	size_t		tc = (size_t) col >> 6;

	f->bits[winner][tile_word(f, row, col)] |= (uint64_t) 1 << (col & 63);
	f->summary[tr * f->rs + (tc >> 6)] |= (uint64_t) 1 << (tc & 63);
	f->tileflag[tr] = 1;
}

/* The same, for seeding: which frontier by layer and turn. */
static inline void
frontier_mark(CmSolver *s, int which, int turn, int winner, int32_t row,
			  int32_t col)
{
	Frontier	f = frontier(s, which, turn);

	mark(&f, winner, row, col);
}

/* Poll when `work` has grown past CM_POLL_WORK; true to stop. */
static inline bool
poll_due(uint64_t *work, CmPollFn poll, void *poll_arg)
{
	if (*work < CM_POLL_WORK)
		return false;
	*work = 0;
	return poll != NULL && poll(poll_arg);
}

/*
 * Read a state row in one sequential sweep.  When a frontier row is dense
 * enough to touch most of the state row it decides into, the memory system
 * streams the row far faster than it serves the same lines one random miss
 * at a time.
 */
static inline void
touch_row(const void *row, size_t bytes)
{
	const volatile char *p = row;
	size_t		i;

	for (i = 0; i < bytes; i += 64)
		(void) p[i];
}

/* Positions of 8, 16 or 32 bits: the top bit for decided, the next for cat. */
#define CM_SUFFIX u8
#define CM_ROW_T uint8_t
#define CM_GET(r, x) ((unsigned) (r)[x])
#define CM_SET(r, x, v) ((r)[x] = (uint8_t) (v))
#define CM_DECIDED(v) (((v) & 0x80u) != 0)
#define CM_IS_CAT(v) (((v) & 0x40u) != 0)
#define CM_TAG_MOUSE 0x80u
#define CM_TAG_CAT 0xC0u
#include "solver_layers.h"

#define CM_SUFFIX u16
#define CM_ROW_T uint16_t
#define CM_GET(r, x) ((unsigned) (r)[x])
#define CM_SET(r, x, v) ((r)[x] = (uint16_t) (v))
#define CM_DECIDED(v) (((v) & 0x8000u) != 0)
#define CM_IS_CAT(v) (((v) & 0x4000u) != 0)
#define CM_TAG_MOUSE 0x8000u
#define CM_TAG_CAT 0xC000u
#include "solver_layers.h"

#define CM_SUFFIX u32
#define CM_ROW_T uint32_t
#define CM_GET(r, x) ((unsigned) (r)[x])
#define CM_SET(r, x, v) ((r)[x] = (uint32_t) (v))
#define CM_DECIDED(v) (((v) & 0x80000000u) != 0)
#define CM_IS_CAT(v) (((v) & 0x40000000u) != 0)
#define CM_TAG_MOUSE 0x80000000u
#define CM_TAG_CAT 0xC0000000u
#include "solver_layers.h"

/* Index of (mouse, cat) in the state arrays of a turn. */
static inline size_t
state_index(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	return (turn == CM_TURN_MOUSE) ? (size_t) cat * s->n + mouse
		: (size_t) mouse * s->n + cat;
}

int
cm_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	int32_t		row = (turn == CM_TURN_MOUSE) ? cat : mouse;
	int32_t		col = (turn == CM_TURN_MOUSE) ? mouse : cat;

	if (s->rem[turn] != NULL)
		return (int) (s->rem[turn][state_index(s, mouse, cat, turn)] >> CM_REM_BITS);
	if (s->small)
		return cm_small_outcome(s, mouse, cat, turn);
	switch (s->bits)
	{
		case 8:
			return outcome_at_u8(s, turn, row, col);
		case 16:
			return outcome_at_u16(s, turn, row, col);
		default:
			return outcome_at_u32(s, turn, row, col);
	}
}

int64_t
cm_remoteness(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	uint32_t	v = s->rem[turn][state_index(s, mouse, cat, turn)];

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

bool
cm_is_terminal(const CmSolver *s, int32_t mouse, int32_t cat)
{
	return mouse == cat || mouse == s->opt.hole ||
		(cat == s->opt.hole && s->opt.cat_can_enter_hole);
}

/* Set the results about the start position once the solve is over. */
static void
finish_start(CmSolver *s, bool limit_reached)
{
	int			o;

	if (limit_reached)
	{
		/* every position the mouse wins within max_turns is decided */
		s->limited_outcome = CM_CAT;
		s->limited_remoteness = -1;
		return;
	}
	o = cm_outcome(s, s->opt.mouse_start, s->opt.cat_start, CM_TURN_MOUSE);
	s->start_outcome = o;
	if (o == CM_DRAW)
		s->start_remoteness = -1;
	s->limited_remoteness = s->start_remoteness;
	s->limited_outcome = cm_under_limit(s->opt.max_turns, o, &s->limited_remoteness);
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
 * Everything a layered solve needs before its first layer: the reverse
 * graphs, the move counts, and empty frontiers.  O(n^2 / 8) bytes to clear
 * for the largest graphs, so in slices between polls.
 */
static bool
prepare(CmSolver *s, CmPollFn poll, void *poll_arg)
{
	const int32_t n = s->n;
	const size_t tr = (size_t) s->tile_rows;
	const size_t slice = 64;	/* rows of tiles cleared between polls */
	uint64_t	work = 0;
	int32_t		c;
	size_t		t;
	int			i,
				j;

	if (!build_reverse(&s->mouse, s->mrev_off, s->mrev_adj, poll, poll_arg))
		return false;
	if (s->cat_shared)
	{
		s->crev_off = s->mrev_off;
		s->crev_adj = s->mrev_adj;
	}
	else if (!build_reverse(&s->cat, s->crev_off, s->crev_adj, poll, poll_arg))
		return false;

	for (c = 0; c < n; c++)
	{
		int32_t		d = s->cat.off[c + 1] - s->cat.off[c];
		int32_t		k;

		if (!s->opt.cat_can_enter_hole)
			for (k = s->cat.off[c]; k < s->cat.off[c + 1]; k++)
				if (s->cat.adj[k] == s->opt.hole)
					d--;
		s->cdeg[c] = d;
		s->mdeg[c] = s->mouse.off[c + 1] - s->mouse.off[c];
	}

	for (t = 0; t < tr; t += slice)
	{
		size_t		rows = (tr - t < slice) ? tr - t : slice;

		for (i = 0; i < 2; i++)
			for (j = 0; j < 2; j++)
			{
				memset(s->front[i][j][0] + t * s->row_words * 8, 0, rows * s->row_words * 64);
				memset(s->front[i][j][1] + t * s->row_words * 8, 0, rows * s->row_words * 64);
				memset(s->summary[i][j] + t * s->sum_words, 0, rows * s->sum_words * 8);
				memset(s->tileflag[i][j] + t, 0, rows);
			}
		work += rows * (size_t) s->row_words * 8;
		if (poll_due(&work, poll, poll_arg))
			return false;
	}
	s->cur = 0;
	return true;
}

CmStatus
cm_solve(CmSolver *s, CmPollFn poll, void *poll_arg)
{
	const bool	stop_early = (s->mode == CM_SOLVE_START);
	const int64_t limit = s->opt.max_turns;
	int64_t		k = 0;

	bool		seeded;

	if (s->small)
	{
		cm_small_solve(s, s->small_work);
		return CM_OK;
	}

	if (!prepare(s, poll, poll_arg))
		return CM_CANCELLED;
	switch (s->bits)
	{
		case 8:
			seeded = seed_u8(s, poll, poll_arg);
			break;
		case 16:
			seeded = seed_u16(s, poll, poll_arg);
			break;
		default:
			seeded = seed_u32(s, poll, poll_arg);
			break;
	}
	if (!seeded)
		return CM_CANCELLED;
	s->max_remoteness = 0;
	if (cm_outcome(s, s->opt.mouse_start, s->opt.cat_start, CM_TURN_MOUSE) != CM_DRAW)
		s->start_remoteness = 0;

	for (;;)
	{
		bool		listed = false;
		bool		cancelled = false;
		int64_t		decided;

		if (stop_early && s->start_remoteness >= 0)
			break;
		if (s->rem[0] != NULL && k + 1 > CM_REM_MAX)
			return CM_ERR_TOO_BIG;	/* remoteness past 2^30: not in practice */
		if (stop_early && limit >= 0 && k >= limit)
		{
			/* everything of remoteness <= k is decided, and not the start */
			s->layers = k;
			finish_start(s, true);
			return CM_OK;
		}

		switch (s->bits)
		{
			case 8:
				decided = layer_u8(s, k, &listed, poll, poll_arg, &cancelled);
				break;
			case 16:
				decided = layer_u16(s, k, &listed, poll, poll_arg, &cancelled);
				break;
			default:
				decided = layer_u32(s, k, &listed, poll, poll_arg, &cancelled);
				break;
		}
		if (cancelled)
			return CM_CANCELLED;
		if (listed)
			s->max_remoteness = k + 1;
		if (s->start_remoteness < 0 &&
			(decided < 0 ||
			 cm_outcome(s, s->opt.mouse_start, s->opt.cat_start, CM_TURN_MOUSE) != CM_DRAW))
			s->start_remoteness = k + 1;
		s->cur ^= 1;
		k++;
		if (decided == 0)
			break;
	}

	s->layers = k;
	s->solved_all = !stop_early;
	finish_start(s, false);
	return CM_OK;
}

/* After CM_SOLVE_ALL: the packed outcome and remoteness of a position. */
static inline uint32_t
rem_at(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	return s->rem[turn][state_index(s, mouse, cat, turn)];
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

	if (cm_is_terminal(s, mouse, cat))
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

	if (cm_is_terminal(s, mouse, cat))
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
	uint64_t	work = 0;
	int32_t		m;

	const bool	limited = (s->opt.max_turns >= 0 && s->rem[0] != NULL);

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
