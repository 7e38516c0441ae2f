/*
 * gen.h
 *	  Seeded random test inputs shared by unit.c and oracle_dump.c.
 */
#ifndef CATMOUSE_TEST_GEN_H
#define CATMOUSE_TEST_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "solver.h"
#include "oracle.h"

/* splitmix64; set rng_state to seed it */
extern uint64_t rng_state;
extern uint64_t rng_next(void);
extern int	rng_below(int k);
extern bool rng_chance(double p);

/* Raw graphs: rows with repeats and NULL padding, as SQL arrays hold them. */
#define RAW_MAX_WIDTH 64

typedef struct RawGraph
{
	int			n;
	int			width;
	int32_t		vals[ORACLE_MAX_NODES * RAW_MAX_WIDTH];
	uint8_t		present[ORACLE_MAX_NODES * RAW_MAX_WIDTH / 8 + 1];
	int			nvals;
	/* built */
	int32_t		off[ORACLE_MAX_NODES + 1];
	int32_t		adj[ORACLE_MAX_NODES * RAW_MAX_WIDTH];
	int32_t		stamp[ORACLE_MAX_NODES];
	CmGraph		g;
} RawGraph;

extern void raw_from_lists(RawGraph *r, int n, int lists[][RAW_MAX_WIDTH],
						   const int *len, double null_p);
extern void raw_build(RawGraph *r);
extern void raw_to_matrix(const RawGraph *r,
						  bool adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES]);
extern void random_lists(int n, int lists[][RAW_MAX_WIDTH], int *len);

typedef struct RandomPuzzle
{
	RawGraph	mouse;
	RawGraph	cat;
	bool		own_cat;
	CmOptions	opt;
	OracleGame	og;
} RandomPuzzle;

extern void random_puzzle(RandomPuzzle *p, uint64_t seed);

typedef struct RandomGrid
{
	int			rows;
	int			cols;
	char		cells[8][16];
	const char *text[8];
	int			node[8][16];
	int			floor;
	int			m0,
				c0,
				f0;
	int			cat_jump;
	int			mouse_jump;
	OracleGame	og;
} RandomGrid;

extern void grid_matrix(int rows, int cols, char cells[][16], int jump,
						int node[][16],
						bool adj[ORACLE_MAX_NODES][ORACLE_MAX_NODES]);
extern void random_grid(RandomGrid *g, uint64_t seed);

#endif
