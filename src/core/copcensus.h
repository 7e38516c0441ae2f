/*-------------------------------------------------------------------------
 *
 * copcensus.h
 *	  Cops and robbers on every graph of a census, fast: the cop number of
 *	  an undirected graph (cats may stay, as in the classic game) and the
 *	  capture time of one cat, and of two, with 64-bit sets of nodes.
 *
 * The game and its capture time are README's "Many cats" (pursuit.h
 * solves it for any graph and any number of cats); this file answers the
 * same questions for graphs of at most 64 nodes given as geng gives them
 * (generate.h: rows[i] has bit 63 - j set for each neighbour j of i), one
 * set of mouse nodes per placement of the cats:
 *
 *	  C_1(P)     = N[P]   (the nodes the cats at P reach: caught next turn)
 *	  S_k(P)     = { r : N[r] within C_k(P) }  (mouse to move at r: every
 *				   move it has, staying too, is caught within k)
 *	  C_k+1(P)   = C_k(P) + the S_k(P') of every placement P' the cats at P
 *				   can move to
 *
 * The cats win from P when C_k(P) holds every node for some k, in k cat
 * turns; the capture time is the least such k over the cats' placements
 * (0 when the cats stand on every node).  Shortcuts, each exact and
 * tested against pursuit.h (test/unit/unit_copcensus.c):
 *	  - a graph is cop-win exactly when it is dismantlable (its nodes go
 *		one corner at a time: a node v with N[v] inside N[u], u another
 *		node); one cat's sets give the capture time of those only;
 *	  - two cats' sets decide the rest of two (their first step is the
 *		domination by two nodes: N[a] + N[b] = V, caught in one turn, a
 *		lookup per node a up to 16 nodes);
 *	  - three nodes that dominate make three cats win; beyond, the game
 *		itself (pursuit.h, the cats may stay) decides, in the caller's
 *		memory.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_COPCENSUS_H
#define CATMOUSE_COPCENSUS_H

#include "solver.h"

/* Largest graph of the census (64-bit node sets). */
#define CM_COP_MAX_NODES	64

/* What the census needs of each graph. */
typedef struct CmCopFacts
{
	int32_t		cop_number;		/* 1, 2, ...; 0: more than max_cats */
	int32_t		capture_time;	/* with cop_number 1 or 2: those cats'
								 * capture time; else -1 */
	bool		fallback;		/* the game itself decided it (pursuit.h) */
} CmCopFacts;

/*
 * The work memory of cm_cop_facts(), the caller's, kept from graph to
 * graph (one for a run of graphs; 80 kB and game_bytes): the sets of two
 * cats by placement (a, b) at a * n + b and b * n + a; the graph as
 * pursuit.h reads it; and game, the game's memory (pursuit.h) where the
 * shortcuts leave three cats or more open, which cm_cop_facts() asks more
 * of when it is short (NULL and 0 at first).
 */
typedef struct CmCopWork
{
	uint64_t	caught[CM_COP_MAX_NODES * CM_COP_MAX_NODES];	/* the mouse's
																 * nodes caught
																 * within k rounds */
	uint64_t	trapped[CM_COP_MAX_NODES * CM_COP_MAX_NODES];	/* those whose
																 * every move is
																 * caught */
	int32_t		off[CM_COP_MAX_NODES + 1];	/* the graph (pursuit.h) */
	int32_t		adj[CM_COP_MAX_NODES * CM_COP_MAX_NODES];
	void	   *game;
	size_t		game_bytes;
} CmCopWork;

/*
 * The facts of one graph (1 <= n <= 64, undirected, no loops): its cop
 * number up to max_cats (1 .. 8) and, for one or two cats, the capture
 * time; three cats and more, where three nodes do not dominate, by the
 * game itself in work->game, calling poll as it goes.  CM_OK; or
 * CM_ERR_TOO_BIG when work->game is short: err->expected cats need
 * err->value bytes (give it them and call again; 0: more than any memory
 * holds); CM_CANCELLED when poll asked to stop.
 */
extern CmStatus cm_cop_facts(const uint64_t *rows, int n, int max_cats,
							 CmCopWork *work, CmPollFn poll, void *poll_arg,
							 CmCopFacts *out, CmError *err);

/* The most cats a census tries (pursuit.h's CM_PURSUIT_MAX_CATS). */
#define CM_COP_MAX_CATS		8

/* Bytes of the graph6 code of a graph of CM_COP_MAX_NODES nodes. */
#define CM_COP_CODE_BYTES	(4 + (CM_COP_MAX_NODES * (CM_COP_MAX_NODES - 1) / 2 + 5) / 6)

/*
 * What a census keeps of many graphs of one size, by cop number (1 ..
 * max_cats; [0]: more than max_cats): how many, the longest capture time
 * (of one or two cats; -1 for three and more) and the least graph6 code
 * reaching it (codes of one size compared byte by byte).
 */
typedef struct CmCopTally
{
	int			max_cats;
	int64_t		graphs[CM_COP_MAX_CATS + 1];
	int32_t		time[CM_COP_MAX_CATS + 1];	/* -1: none */
	int32_t		example_len[CM_COP_MAX_CATS + 1];	/* 0: none */
	char		example[CM_COP_MAX_CATS + 1][CM_COP_CODE_BYTES];	/* not
																	 * terminated */
} CmCopTally;

extern void cm_cop_tally_init(CmCopTally *t, int max_cats);

/*
 * Add one graph (as cm_cop_facts() takes it): cm_cop_facts()'s statuses,
 * the tally unchanged unless CM_OK.
 */
extern CmStatus cm_cop_tally_graph(CmCopTally *t, const uint64_t *rows, int n,
								   CmCopWork *work, CmPollFn poll,
								   void *poll_arg, CmError *err);

#endif							/* CATMOUSE_COPCENSUS_H */
