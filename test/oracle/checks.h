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

#include "census.h"
#include "solver.h"
#include "oracle.h"

/*
 * The brute force's verdict of a position under a turn limit (max_turns
 * >= 0), by the rule of README's "Rules" written out again: the mouse wins
 * only within the limit; a cat win within it stays; everything else is a
 * cat win by the limit, remoteness -1.  (unit.c checks the rule itself
 * against oracle_mouse_wins_within.)
 */
extern OracleState expected_verdict(const OracleState *x, long long max_turns);

/*
 * cm_count over the listed positions, against the brute force's: under
 * opt.max_turns after a CM_SOLVE_ALL solve.
 */
extern bool check_counts(const CmSolver *s, const OracleGame *og,
						 const OracleResult *res, char *msg, size_t len);

/*
 * cm_play from the start: every ply is the brute force's best move, and the
 * game ends where the rules say (after exactly the remoteness when decided,
 * at the first repeated position for a draw, at ply opt.max_turns under a
 * turn limit).  Needs a CM_SOLVE_ALL solve.
 */
extern bool check_play(const CmSolver *s, const OracleGame *og,
					   const OracleResult *res, char *msg, size_t len);

/* Whether two census rows agree in every figure. */
extern bool same_census_row(const CmCensusRow *a, const CmCensusRow *b);

/*
 * A census (cm_census's rows `fast`, one per hole) against the full game:
 * the game solved hole by hole by the layered engine and counted as
 * cm_census counts it (those rows into `full`); and with `memo`, every
 * start's outcome and remoteness against the memoised 2n search
 * (memo2n.h), whose mistakes must be the census's wrong_2n.  og holds the
 * same moves as adjacency matrices (its hole and cat_can_enter_hole are
 * set here).  *starts counts the starts the 2n search was run from.
 */
extern bool check_census(const CmGraph *mouse, const CmGraph *cat, OracleGame *og,
						 bool enter, bool memo, const CmCensusRow *fast,
						 CmCensusRow *full, long *starts, char *msg, size_t len);

/* A ply number of a grid picture (cm_write_grid_svg): where, which, how wide. */
typedef struct GridLabel
{
	int			x,
				y,
				ply,
				digits;
} GridLabel;

/* The ply numbers of a grid picture, in order (at most max kept); how many. */
extern int	grid_svg_labels(const char *svg, GridLabel *out, int max);

/*
 * No two ply numbers of a grid picture overlap (numbers are 6 units a
 * digit wide, on one baseline when they share a row); else what overlaps
 * into msg.
 */
extern bool check_grid_svg_labels(const char *svg, char *msg, size_t len);

#endif
