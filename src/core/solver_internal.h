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

#endif							/* CATMOUSE_SOLVER_INTERNAL_H */
