/*
 * checks.h
 *	  Checks of a solve's derived results (cm_count's figures, cm_play's
 *	  game) against the brute force, shared by the unit tests and the
 *	  solver fuzzer.  Each returns true when the solve agrees, and otherwise
 *	  writes what differs into msg.
 */
#ifndef CATMOUSE_TEST_CHECKS_H
#define CATMOUSE_TEST_CHECKS_H

#include <stdbool.h>
#include <stddef.h>

#include "solver.h"
#include "oracle.h"

/* cm_count over the listed positions, against the brute force's. */
extern bool check_counts(const CmSolver *s, const OracleGame *og,
						 const OracleResult *res, char *msg, size_t len);

/*
 * cm_play from the start: every ply is the brute force's best move, and the
 * game ends where the rules say (after exactly the remoteness when decided,
 * at the first repeated position for a draw).  Needs a CM_SOLVE_ALL solve.
 */
extern bool check_play(const CmSolver *s, const OracleGame *og,
					   const OracleResult *res, char *msg, size_t len);

#endif
