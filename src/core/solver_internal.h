/*-------------------------------------------------------------------------
 *
 * solver_internal.h
 *	  What the solver's own files share: the poll, the index of a position
 *	  in the remoteness arrays, the engines' entry points and the bit
 *	  helpers of bits.h.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_SOLVER_INTERNAL_H
#define CATMOUSE_SOLVER_INTERNAL_H

#include "bits.h"
#include "solver.h"

/*
 * The engines' state, inside CmSolver's `engine` (solver.h): no caller
 * reads it.  The arrays live in the caller's work buffer (layout(),
 * solver.c).
 *
 * Every set of positions is a bit matrix with a row per cat node and a bit
 * per mouse node (row c, bit m: position (m, c)), for both turns.  The
 * remoteness of CM_SOLVE_ALL keeps positions with the mouse to move by cat
 * row (index c * n + m), with the cat to move by mouse row (m * n + c).
 */
/*
 * Nodes of one word that can move to a node (the layered engine's lists):
 * their bits, the word's first node, which is also its cell's byte offset
 * in a row of cells, and whether one of them is a cat node of more moves
 * than the lists' count holds (in the padding: a group is 16 bytes).
 */
typedef struct CmGroup
{
	uint64_t	bits;
	uint32_t	first;
	uint32_t	many;
} CmGroup;

typedef struct CmEngine
{
	void	   *small_work;		/* the small engine's work, in the buffer */

	/*
	 * The fields above and every cm_ function speak of the caller's nodes;
	 * the engines number the nodes their own way and read the graphs and
	 * options below.  The layered engine numbers them in breadth-first
	 * order from the hole: what one of its layers decides lies along a
	 * front in the graph, and so numbered a front fills few words of a row
	 * where the caller's numbers may scatter it a bit a word (a lattice
	 * read row by row; any graph relabelled at random).  The small engine
	 * keeps the caller's numbers, and so do the shortcuts that run before
	 * an engine (cm_verdict_shortcut).  The layered engine's sets stay in its
	 * numbers; its remoteness arrays (rem, below) are put back into the
	 * caller's when the solve ends, for the row functions.  to_engine[v]:
	 * node v's number in the engine, to_user its inverse; to_engine is
	 * NULL where the numbers are the caller's (the small engine; the
	 * layered one until cm_solve has numbered them).
	 */
	CmGraph		emouse;
	CmGraph		ecat;
	CmOptions	eopt;
	int32_t    *to_engine;
	int32_t    *to_user;

	/* reverse graphs: who can move to v */
	int32_t    *mrev_off;
	int32_t    *mrev_adj;
	int32_t    *crev_off;		/* == mrev_off when cat_shared */
	int32_t    *crev_adj;

	/*
	 * The same by words, for the lists (NULL where the cat has more moves a
	 * node than they count): v's groups grp_off[v] .. grp_off[v + 1] - 1,
	 * each the nodes of one word that can move to v.
	 */
	int32_t    *mgrp_off;
	CmGroup    *mgrp;
	int32_t    *cgrp_off;		/* == mgrp_off when cat_shared */
	CmGroup    *cgrp;

	uint32_t   *rem[2];			/* CM_SOLVE_ALL: outcome << CM_REM_BITS |
								 * remoteness, layout as above, in the
								 * caller's numbers once solved */

	/*
	 * The layered engine (graphs of more than CM_SMALL_NODES nodes): rows
	 * of `words` words, and for each word of each row a cell of eight (one
	 * cache line): the positions won by each player with the mouse to move
	 * and with the cat to move, the mouse-to-move ones the next layer adds
	 * and the cat-to-move ones this layer found (solver_masks.c); and per row a
	 * mask of its blocks of `block` words for each of: to recompute,
	 * changed, pending, found.  A row takes row_cells cells: words, made
	 * odd, so that the cells of one word down the rows (a cat's moves)
	 * fall in every set of a cache, not in a few.  On the lists the words
	 * of the cat to move that a layer does not use hold its count, row m,
	 * bit c (solver_lists.c).
	 */
	int32_t		words;
	int32_t		row_cells;
	int32_t		block;
	uint64_t   *cells;			/* (row * row_cells + word) * 8 + what */
	uint64_t   *masks;			/* row * 4 + which */
	uint64_t   *stuck;			/* one row: the mouse nodes without moves */
	int32_t    *apply_off;		/* rows added to when row i has moved: */
	int32_t    *apply_rows;		/* apply_rows[apply_off[i] ..] */
	int32_t    *dist[2];		/* moves from the start: the mouse's, the cat's */
	uint64_t   *cone[2];		/* rows of the mouse nodes a layer keeps, by turn */
	int32_t    *cat_order;		/* the cat's reachable nodes, nearest first */

	/*
	 * The lists of a layer of few positions (solver_lists.c): three of list_cap
	 * entries (cat << 16 | mouse); whether they may take the graph, and
	 * whether it has hubs (cat nodes of more moves than they count).
	 */
	uint32_t   *lists;
	uint32_t	list_cap;
	bool		lists_ok;
	bool		lists_hubs;
	bool		mouse_both_ways;	/* every mouse move has its way back:
										 * mgrp's groups are the moves out */
	/* hubs of at least hub_moves moves: their nodes, ascending, and counts */
	int32_t		hub_moves;
	int32_t		hubs_counted;
	int32_t    *hub_nodes;
	uint16_t   *hub_left;		/* hub h's row: [h * n + m] */
	uint32_t	most_back[2];	/* the most moves into a node: the cat's
								 * (legal), the mouse's */

} CmEngine;

typedef char cm_engine_fits[sizeof(CmEngine) <= CM_ENGINE_BYTES ? 1 : -1];

/* The engines' state of solver s. */
static inline CmEngine *
cm_engine(const CmSolver *s)
{
	return (CmEngine *) (uintptr_t) s->engine.bytes;
}

/* Poll the caller after this much work (words, positions and moves). */
#define CM_POLL_WORK	(1 << 16)

/* Poll when `work` has grown past CM_POLL_WORK; true to stop. */
static inline bool
poll_due(uint64_t *work, CmPollFn poll, void *poll_arg)
{
	if (*work < CM_POLL_WORK)
		return false;
	*work = 0;
	return poll != NULL && poll(poll_arg);
}

/* Index of (mouse, cat) in the rem arrays of a turn. */
static inline size_t
state_index(const CmSolver *s, int32_t mouse, int32_t cat, int turn)
{
	return (turn == CM_TURN_MOUSE) ? (size_t) cat * s->n + mouse
		: (size_t) mouse * s->n + cat;
}

/*
 * solver_layers.c: the outcome of a position after a layered solve without every
 * remoteness (cm_outcome's, solver_answers.c)
 */
extern int	cm_layers_outcome(const CmSolver *s, int32_t mouse, int32_t cat,
							  int turn);

/*
 * solver_small.c: work memory (full: with every position's outcome and
 * remoteness), and the solve
 */
extern size_t cm_small_bytes(int32_t nodes, bool with_rem);
extern int	cm_small_outcome(const CmSolver *s, int32_t mouse, int32_t cat,
							 int turn);
extern void cm_small_solve(CmSolver *s, void *work);

/*
 * solver_shortcuts.c: the verdict's shortcuts, tried before an engine's solve: the
 * mouse walks home out of the cat's reach, or the cat catches it at once.
 * Returns 1 when they settle the start (its outcome and limited outcome,
 * the remoteness where known, else -1), 0 when not, -1 when poll says
 * stop.  dist and queue: n entries each of scratch.
 */
extern int	cm_verdict_shortcut(CmSolver *s, int32_t *dist, int32_t *queue,
								CmPollFn poll, void *poll_arg);

/*
 * The solver's test knobs (the unit tests, the fuzz harness and
 * bench/core_bench set them; the extension never does).
 */

/* Tests only: when set, full solves of small graphs use the layered engine. */
extern int	cm_test_no_small;

/*
 * Tests only: when above 0, the layered engine tracks a row's changes by
 * blocks of this many words (0: the fewest that fit a word's 64 bits, one
 * word each up to 4096 nodes).
 */
extern int	cm_test_block_words;

/*
 * Tests only: how the layered engine chooses between its two routes for a
 * layer (solver_route.c): 0 by the layer's size, 1 the lists of positions
 * whenever they hold the layer (and the cat has at most LIST_MOVES moves
 * a node), -1 never the lists.
 */
extern int	cm_test_sparse;

/* Tests only: when above 0, the entries a list holds. */
extern int	cm_test_list_cap;

/*
 * Tests only: how the layered engine counts the cat's moves as it enters
 * the lists (solver_route.c): 0 by the positions decided, 1 from the decided
 * whenever the graph has no hubs, -1 always move by move.
 */
extern int	cm_test_count;

#endif							/* CATMOUSE_SOLVER_INTERNAL_H */
