/*-------------------------------------------------------------------------
 *
 * census.h
 *	  The census of the hole game: every hole of a graph at once
 *	  (cm_census, a row per hole, for cat_mouse_census of one graph), and
 *	  the same summed over many graphs as geng makes them (CmCensusTally,
 *	  for a census of every graph of a size).  Plain C, no PostgreSQL
 *	  headers, no malloc.
 *
 * The game is the one of solver.h; the census counts, for each choice of
 * hole h (the cat may enter it or not, as given; a cat that may not is
 * never listed on it, as when it starts off the hole):
 *
 *	- every listed position (mouse, cat, turn) by outcome, and the longest
 *	  forced win among them (max_remoteness);
 *	- every start, a position with the mouse to move and mouse, cat and
 *	  hole on three different nodes, by outcome; the longest forced game
 *	  from one of them and the least start (mouse node, then cat node)
 *	  reaching it;
 *	- the starts that a memoised search bounded at 2n plies gets wrong:
 *	  the popular top-down solution of LeetCode 913 keeps (plies, mouse,
 *	  cat) and calls a game drawn when it reaches 2n plies, so it calls
 *	  every start whose forced win takes 2n plies or more a draw.  A
 *	  depth-bounded minimax is right within its bound and nowhere else, so
 *	  these are exactly the starts decided with remoteness >= 2n
 *	  (test/oracle/memo2n.c runs that search itself, and the tests compare).
 *
 * Graphs of up to CM_CENSUS_FAST_NODES nodes are solved for every hole in
 * one bit-parallel value iteration (census.c says how); larger ones, and
 * any under a turn limit, hole by hole with cm_solve.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_CENSUS_H
#define CATMOUSE_CENSUS_H

#include "solver.h"

/* Largest graph of the bit-parallel census: a hole is a bit of 16. */
#define CM_CENSUS_FAST_NODES	16

/* The census of one graph and one hole (cm_census's row). */
typedef struct CmCensusRow
{
	uint64_t	positions;
	uint64_t	draws;
	uint64_t	mouse_wins;
	uint64_t	cat_wins;
	int64_t		max_remoteness;	/* -1 when no listed position is decided */
	CmStartCounts starts;
} CmCensusRow;

/*
 * The sets of the bit-parallel pass that do not depend on the moves, in the
 * caller's memory (cm_census_work_bytes() bytes, 440 kB, any alignment;
 * only the sizes used are ever touched), kept from graph to graph: made the first
 * time a size (and cat_can_enter_hole) comes, after cm_census_work_init()
 * (or zeroed memory).
 */
typedef struct CmCensusWork CmCensusWork;

extern size_t cm_census_work_bytes(void);
extern void cm_census_work_init(CmCensusWork *work);

/*
 * rows[h] for each of the n nodes as the hole.  Graphs of up to
 * CM_CENSUS_FAST_NODES nodes without a turn limit take one bit-parallel
 * pass and no work memory but kept (NULL: the sets made for this graph
 * alone); larger ones, and any under a turn limit
 * (max_turns >= 0: positions and starts counted by their outcome under
 * it, as cm_count counts), a cm_solve per hole in cm_census_bytes() of
 * work memory.  cat may be NULL (the cat moves on the mouse's graph).
 */
extern size_t cm_census_bytes(const CmGraph *mouse, const CmGraph *cat,
							  int64_t max_turns);
extern CmStatus cm_census(const CmGraph *mouse, const CmGraph *cat,
						  bool cat_can_enter_hole, int64_t max_turns, void *work,
						  size_t work_bytes, CmCensusWork *kept, CmCensusRow *rows,
						  CmPollFn poll, void *poll_arg, CmError *err);

/* Bytes of a graph6 code of CM_CENSUS_FAST_NODES nodes, and a spare. */
#define CM_CENSUS_CODE_BYTES	24

/*
 * What a census keeps of many graphs, every hole of each: the sums of
 * cm_census's rows, and the longest forced game from a start with the
 * least graph6 code reaching it (codes of one size compared byte by
 * byte), then in that graph the least hole, mouse node and cat node.
 */
typedef struct CmCensusTally
{
	uint64_t	graphs;
	uint64_t	pairs;			/* (graph, hole) pairs */
	uint64_t	positions;
	uint64_t	draws;
	uint64_t	mouse_wins;
	uint64_t	cat_wins;
	int64_t		max_remoteness; /* -1: none decided */
	uint64_t	starts;
	uint64_t	start_draws;
	uint64_t	start_mouse_wins;
	uint64_t	start_cat_wins;
	uint64_t	wrong_2n;		/* starts decided in 2n plies or more */
	int64_t		longest;		/* -1: no start decided */
	int32_t		longest_hole;	/* -1 when none */
	int32_t		longest_mouse;
	int32_t		longest_cat;
	int32_t		example_len;	/* 0 when none */
	char		example[CM_CENSUS_CODE_BYTES];	/* graph6, not terminated */
} CmCensusTally;

extern void cm_census_tally_init(CmCensusTally *t);

/*
 * Add one undirected graph of geng's (generate.h: rows[i] has bit 63 - j
 * for each neighbour j of i; 1 <= n <= CM_CENSUS_FAST_NODES), every node
 * as the hole, the sets kept in work.
 */
extern void cm_census_tally_graph(CmCensusTally *t, CmCensusWork *work,
								  const uint64_t *rows, int n,
								  bool cat_can_enter_hole);

/* Add what another tally holds (of other graphs of the same size). */
extern void cm_census_tally_merge(CmCensusTally *t, const CmCensusTally *other);

/*
 * The bodies of the census of up to CM_CENSUS_FAST_NODES nodes (census.c):
 * word by word on any CPU, or on x86-64 a row as an AVX2 vector, or with
 * AVX-512 (F and BW) every set by mouse row, the cat's moves permutations
 * of a row's fields.  It takes the fastest the CPU
 * has; tests may choose one with cm_test_census_body (CM_CENSUS_BEST: the
 * fastest), where the CPU has it (cm_census_has_body).
 */
typedef enum CmCensusBody
{
	CM_CENSUS_BEST = 0,
	CM_CENSUS_WORDS,
	CM_CENSUS_AVX2,
	CM_CENSUS_AVX512
} CmCensusBody;

extern int	cm_test_census_body;
extern bool cm_census_has_body(CmCensusBody body);

/* The name of the body the census takes now: "avx512", "avx2" or "words". */
extern const char *cm_census_body_name(void);

#endif							/* CATMOUSE_CENSUS_H */
