/*
 * oracle.h
 *	  An independent brute-force Cat and Mouse solver for tests: depth-limited
 *	  minimax straight from the rules, over adjacency matrices, with no code
 *	  shared with src/.  Small graphs only (ORACLE_MAX_NODES).
 */
#ifndef CATMOUSE_ORACLE_H
#define CATMOUSE_ORACLE_H

#include <stdbool.h>

#define ORACLE_MAX_NODES 16

typedef struct OracleGame
{
	int			n;
	bool		mouse_adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES];
	bool		cat_adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES];
	int			hole;
	bool		cat_can_enter_hole;
} OracleGame;

typedef struct OracleState
{
	int			outcome;		/* 0 draw, 1 mouse, 2 cat */
	int			remoteness;		/* -1 for a draw */
	int			best;			/* best move's target, -1 if none */
} OracleState;

typedef struct OracleResult
{
	OracleState st[ORACLE_MAX_NODES][ORACLE_MAX_NODES][2];	/* [mouse][cat][turn] */
} OracleResult;

/*
 * Solve every position by depth-limited minimax with a bound of 2n^2 + 2
 * plies: the mouse (cat) wins from a position when it can force a win
 * within the bound, and the remoteness is the least depth that suffices.
 */
extern void oracle_solve(const OracleGame *g, OracleResult *r);

/* Whether the mouse can force a win within `plies` moves (bounded minimax). */
extern bool oracle_mouse_wins_within(const OracleGame *g, int mouse, int cat,
									 int turn, int plies);

#endif
