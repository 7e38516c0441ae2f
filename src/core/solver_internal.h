/*-------------------------------------------------------------------------
 *
 * solver_internal.h
 *	  What the solver's own files share: the small-graph engine's entry
 *	  points and the bit helpers of bits.h.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_SOLVER_INTERNAL_H
#define CATMOUSE_SOLVER_INTERNAL_H

#include "bits.h"
#include "solver.h"

/*
 * solver_small.c: work memory (full: with every position's outcome and
 * remoteness), and the solve
 */
extern size_t cm_small_bytes(int32_t nodes, bool with_rem);
extern int	cm_small_outcome(const CmSolver *s, int32_t mouse, int32_t cat,
							 int turn);
extern void cm_small_solve(CmSolver *s, void *work);

/*
 * solver.c: the plies in which the mouse walks home out of the cat's reach
 * (2L - 1 for a walk of L moves), or -1; -2 when poll says stop.  dist and
 * queue: n entries each of scratch.
 */
extern int64_t cm_run_home(const CmSolver *s, int32_t *dist, int32_t *queue,
						   CmPollFn poll, void *poll_arg);

/* Settle a verdict on a mouse that walks home (cm_run_home's plies). */
extern bool cm_verdict_home(CmSolver *s, int64_t plies);

#endif							/* CATMOUSE_SOLVER_INTERNAL_H */
