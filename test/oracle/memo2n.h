/*
 * memo2n.h
 *	  The memoised search that LeetCode 913's popular top-down solutions
 *	  publish, as a test oracle only: (plies, mouse, cat) searched depth
 *	  first and memoised, a game called drawn once it reaches 2n plies.  It
 *	  is wrong exactly where a forced win takes 2n plies or more; the census
 *	  counts those starts (census.h, wrong_2n), and the tests compare that
 *	  count with this search's mistakes.  Generalised to the rules' options
 *	  (any hole and start, a cat that may enter the hole, stuck players, the
 *	  moves of test/oracle/oracle.h's adjacency matrices), with no code
 *	  shared with src/.
 */
#ifndef CATMOUSE_MEMO2N_H
#define CATMOUSE_MEMO2N_H

#include "oracle.h"

typedef struct Memo2n
{
	const OracleGame *g;
	/* the moves, as LeetCode's lists: the mouse's, the cat's legal ones */
	int			mouse_moves[ORACLE_MAX_NODES][ORACLE_MAX_NODES];
	int			mouse_count[ORACLE_MAX_NODES];
	int			cat_moves[ORACLE_MAX_NODES][ORACLE_MAX_NODES];
	int			cat_count[ORACLE_MAX_NODES];
	/* [plies][mouse][cat]: -1 not searched yet, else the outcome */
	signed char memo[2 * ORACLE_MAX_NODES + 1][ORACLE_MAX_NODES][ORACLE_MAX_NODES];
} Memo2n;

/* A search of game g (its memo shared by every start of that game). */
extern void memo2n_init(Memo2n *m, const OracleGame *g);

/* Its answer from (mouse, cat), the mouse to move: 0 draw, 1 mouse, 2 cat. */
extern int	memo2n_outcome(Memo2n *m, int mouse, int cat);

#endif
