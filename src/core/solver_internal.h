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
