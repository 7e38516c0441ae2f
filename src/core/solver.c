/*-------------------------------------------------------------------------
 *
 * solver.c
 *	  The solver's front door: the options checked, the work memory sized
 *	  and laid out, and cm_solve choosing the engine: the small one
 *	  (solver_small.c) for graphs of up to CM_SMALL_NODES nodes, the
 *	  verdict's shortcuts (solver_shortcuts.c), else the layered engine
 *	  (solver_layers.c and its parts).  What a solve gives is
 *	  solver_answers.c's; README.solver is the design.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>
#include <string.h>

#include "solver_layers.h"

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
 * lists take a layer of, and what it can lead back to, fit (cm_choose_route():
 * a circular ladder's layers lead back to about 6n; a band's, six moves a
 * node, outgrow 16n); 576 bytes a node for the three.
 */
static inline uint64_t
list_capacity(uint64_t n)
{
	return LIST_ENTRIES_NODE * n + LIST_ENTRIES_SLACK;
}

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
	CmEngine   *const st = cm_engine(s);
	uint64_t	n = (uint64_t) mouse->nodes;
	uint64_t	words = (n + 63) / 64;
	uint64_t	row_cells = words | 1;
	uint64_t	set = n * row_cells * 8;
	uint64_t	at = 0;
	const CmGraph *moves = same_graph(mouse, cat) ? mouse : cat;	/* the cat's */
	uint64_t	counted;			/* hubs of hub_moves(n) moves or more */
	bool		listed;			/* the lists may take the graph */
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
	listed = cm_lists_take_graph(moves, &counted);

	/* first, at a cache line's start: a cell is then one line */
	PLACE(st->cells, uint64_t *, set * CELL_WORDS);
	PLACE(st->mrev_off, int32_t *, (n + 1) * 4);
	PLACE(st->mrev_adj, int32_t *, (uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		PLACE(st->crev_off, int32_t *, (n + 1) * 4);
		PLACE(st->crev_adj, int32_t *, (uint64_t) cat->off[n] * 4);
	}
	PLACE(st->masks, uint64_t *, n * 4 * 8);
	PLACE(st->stuck, uint64_t *, words * 8);
	PLACE(st->apply_off, int32_t *, (n + 1) * 4);
	PLACE(st->apply_rows, int32_t *, n * 4);
	for (i = 0; i < 2; i++)
	{
		PLACE(st->dist[i], int32_t *, n * 4);
		PLACE(st->cone[i], uint64_t *, words * 8);
	}
	PLACE(st->cat_order, int32_t *, n * 4);
	PLACE(st->lists, uint32_t *, 3 * list_capacity(n) * 4);
	if (listed)
	{
		/* a group a move at most */
		PLACE(st->mgrp_off, int32_t *, (n + 1) * 4);
		PLACE(st->mgrp, CmGroup *, (uint64_t) mouse->off[n] * sizeof(CmGroup));
		if (!same_graph(mouse, cat))
		{
			PLACE(st->cgrp_off, int32_t *, (n + 1) * 4);
			PLACE(st->cgrp, CmGroup *, (uint64_t) cat->off[n] * sizeof(CmGroup));
		}
		PLACE(st->hub_nodes, int32_t *, counted * 4);
		PLACE(st->hub_left, uint16_t *, counted * n * 2);
	}
	else if (base != NULL)
		st->mgrp_off = st->cgrp_off = NULL;
	/* the engine's numbering (number_nodes): to_user, then to_engine */
	PLACE(st->to_user, int32_t *, 2 * n * 4);
	PLACE(st->emouse.off, const int32_t *, (n + 1) * 4);
	PLACE(st->emouse.adj, const int32_t *, (uint64_t) mouse->off[n] * 4);
	if (!same_graph(mouse, cat))
	{
		PLACE(st->ecat.off, const int32_t *, (n + 1) * 4);
		PLACE(st->ecat.adj, const int32_t *, (uint64_t) cat->off[n] * 4);
	}
	if (mode == CM_SOLVE_ALL)
		for (i = 0; i < 2; i++)
			PLACE(st->rem[i], uint32_t *, n * n * 4);
#undef PLACE

	if (base != NULL)
	{
		st->words = (int32_t) words;
		st->row_cells = (int32_t) row_cells;
		st->block = block_words(words);
		st->list_cap = (uint32_t) list_capacity(n);
		if (cm_test_list_cap > 0 && (uint32_t) cm_test_list_cap < st->list_cap)
			st->list_cap = (uint32_t) cm_test_list_cap;
		if (mode != CM_SOLVE_ALL)
			st->rem[0] = st->rem[1] = NULL;
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
	CmEngine   *const st = cm_engine(s);
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
		st->emouse = s->mouse;
		st->ecat = s->cat;
		st->eopt = s->opt;
		st->to_engine = st->to_user = NULL;
		st->small_work = (void *) align8((uint64_t) (uintptr_t) work);
		st->rem[0] = st->rem[1] = NULL;
		if (s->mode == CM_SOLVE_ALL)
		{
			st->rem[0] = (uint32_t *) ((char *) st->small_work + cm_small_bytes(0, false) - 8);
			st->rem[1] = st->rem[0] + (size_t) n * n;
		}
		return CM_OK;
	}
	layout(s, mouse, cat, s->mode,
		   (char *) (((uintptr_t) work + CM_LINE - 1) & ~(uintptr_t) (CM_LINE - 1)));
	st->to_engine = NULL;		/* until the solve numbers the nodes */
	return CM_OK;
}

CmStatus
cm_solve(CmSolver *s, CmPollFn poll, void *poll_arg)
{
	CmEngine   *const st = cm_engine(s);

	if (s->small)
	{
		cm_small_solve(s, st->small_work);
		return CM_OK;
	}
	if (s->mode == CM_SOLVE_VERDICT)
	{
		/* the scratch: the cells, not yet made */
		int32_t    *dist = (int32_t *) (void *) st->cells;
		int			settled = cm_verdict_shortcut(s, dist, dist + s->n, poll, poll_arg);

		if (settled < 0)
			return CM_CANCELLED;
		if (settled > 0)
			return CM_OK;
	}
	return cm_layers_solve(s, poll, poll_arg);
}
