/*-------------------------------------------------------------------------
 *
 * solver_internal.h
 *	  What the solver's own files share: the small-graph engine's entry
 *	  points and compiler helpers with portable fallbacks.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_SOLVER_INTERNAL_H
#define CATMOUSE_SOLVER_INTERNAL_H

#include "solver.h"

/*
 * solver_small.c: work memory (full: with every position's outcome and
 * remoteness), and the solve
 */
extern size_t cm_small_bytes(int32_t nodes, bool with_rem);
extern int	cm_small_outcome(const CmSolver *s, int32_t mouse, int32_t cat,
							 int turn);
extern void cm_small_solve(CmSolver *s, void *work);

#if defined(__GNUC__) || defined(__clang__)
#define cm_ctz64(x) __builtin_ctzll(x)
#else
static inline int
cm_ctz64(uint64_t x)
{
	int			n = 0;

	while (!(x & 1))
	{
		x >>= 1;
		n++;
	}
	return n;
}
#endif

#endif							/* CATMOUSE_SOLVER_INTERNAL_H */
