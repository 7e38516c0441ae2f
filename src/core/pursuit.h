/*-------------------------------------------------------------------------
 *
 * pursuit.h
 *	  Many cats: graph theory's "cops and robbers" (the rules are README.md's,
 *	  "Many cats (cops and robbers)"), in the server-free core.  k cats
 *	  choose their nodes, then the mouse; the cats move first, all of them
 *	  each turn, the mouse next; there is no hole, and the mouse wins by
 *	  never being caught.
 *
 * The solver lets the cats move one at a time within their turn (the
 * intermediate positions keep the work linear in k instead of (d + 1)^k
 * joint moves) and works on sets of mouse nodes as bit rows: for every
 * tuple of cat nodes, the set of mouse nodes from which the cats catch the
 * mouse within r turns, for r = 0, 1, 2, ... until nothing changes.  The
 * capture time is the first round at which a placement catches every mouse
 * start.  Memory: three bit rows per tuple of cat nodes (n^k of them; the
 * cats are told apart), and for the per-position times of CM_PURSUIT_ALL
 * four bytes per (mouse, tuple).
 *
 *		bytes = cm_pursuit_bytes(g, k, mode, &err)
 *		cm_pursuit_init(&p, g, k, may_stay, mode, work, bytes, &err)
 *		cm_pursuit_solve(&p, poll, arg)
 *		p.cats_win, p.capture_time, p.cat_starts, p.mouse_start
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_PURSUIT_H
#define CATMOUSE_PURSUIT_H

#include "solver.h"

/* Most cats the solver takes (the positions grow as n^k anyway). */
#define CM_PURSUIT_MAX_CATS 8

/* Tuples of cat nodes past this are refused as too big (CM_ERR_TOO_BIG). */
#define CM_PURSUIT_MAX_TUPLES ((int64_t) 1 << 40)

/* A capture time for "never": the mouse escapes. */
#define CM_PURSUIT_ESCAPES (-1)

typedef enum CmPursuitMode
{
	CM_PURSUIT_RESULT,			/* whether the cats win, the capture time,
								 * the best placement and reply: stops at
								 * the first placement that catches */
	CM_PURSUIT_ALL				/* every position's capture time too
								 * (cm_pursuit_time, cm_pursuit_play) */
} CmPursuitMode;

/*
 * How one cat on at most 64 nodes is solved: by the fastest route (16-bit
 * lanes up to 16 nodes, one-word rounds up to 64, and for a result the
 * dismantling theorem first), by the one-word rounds whatever the size, or
 * by the general rounds of any number of cats.  The tests compare them.
 */
typedef enum CmPursuitRoute
{
	CM_PURSUIT_FASTEST,
	CM_PURSUIT_WORDS,
	CM_PURSUIT_GENERAL
} CmPursuitRoute;

typedef struct CmPursuit
{
	/* the game */
	int32_t		n;
	int			k;				/* cats */
	bool		may_stay;
	CmPursuitMode mode;
	const CmGraph *g;

	/* work arrays, in the caller's buffer */
	int32_t		words;			/* 64-bit words per set of mouse nodes */
	int64_t		tuples;			/* n^k tuples of cat nodes */
	int64_t		stride[CM_PURSUIT_MAX_CATS];	/* n^j: cat j's digit */
	uint64_t   *mouse_moves;	/* n rows: where the mouse may go */
	int32_t    *move_off;		/* n + 1: a cat's moves, staying included */
	int32_t    *move_adj;
	bool		listed;			/* move_off and move_adj are made (always
								 * but for one cat's result on <= 64 nodes) */
	uint64_t   *scratch;		/* 2 rows: a round's accumulator, the last */
	uint64_t   *caught;			/* tuples rows: T, catch within r turns */
	uint64_t   *buf1;			/* tuples rows: mouse to move, between */
	uint64_t   *buf2;			/* tuples rows: between two cats' moves */
	uint32_t   *time;			/* CM_PURSUIT_ALL: tuples * n, turns or
								 * UINT32_MAX */
	int32_t		rounds;			/* rounds computed */
	CmPursuitRoute route;		/* set after init, for the tests */

	/* the result */
	bool		cats_win;
	int32_t		capture_time;	/* cat turns; CM_PURSUIT_ESCAPES if not */
	int32_t		cat_starts[CM_PURSUIT_MAX_CATS];	/* ascending */
	int32_t		mouse_start;	/* -1 if the cats do not win */
	int64_t		positions;		/* 2 * n * C(n + k - 1, k) game positions */
} CmPursuit;

/*
 * Bytes of work memory for k cats on g, 0 with err (CM_ERR_TOO_BIG) when
 * the sizes overflow.  k out of 1 .. CM_PURSUIT_MAX_CATS: CM_ERR_TOO_BIG
 * with err->value = k and err->expected = the limit.
 */
extern size_t cm_pursuit_bytes(const CmGraph *g, int k, CmPursuitMode mode,
							   CmError *err);

/* Set up the solver in work (at least cm_pursuit_bytes, 8-byte aligned). */
extern CmStatus cm_pursuit_init(CmPursuit *p, const CmGraph *g, int k,
								bool may_stay, CmPursuitMode mode, void *work,
								size_t bytes, CmError *err);

/* Solve: CM_OK, or CM_CANCELLED when poll says so. */
extern CmStatus cm_pursuit_solve(CmPursuit *p, CmPollFn poll, void *arg);

/*
 * After a CM_PURSUIT_ALL solve: cat turns until the capture from the
 * position with the mouse on `mouse`, cat i on cats[i], and the cats (or
 * the mouse) to move; CM_PURSUIT_ESCAPES if the mouse escapes.
 */
extern int32_t cm_pursuit_time(const CmPursuit *p, int32_t mouse,
							   const int32_t *cats);
extern int32_t cm_pursuit_mouse_time(const CmPursuit *p, int32_t mouse,
									 const int32_t *cats);

/* The number of game positions, 2 * n * C(n + k - 1, k); -1 on overflow. */
extern int64_t cm_pursuit_positions(int32_t n, int k);

/*
 * The optimal game after a CM_PURSUIT_ALL solve in which the cats win:
 * the best placement and reply (ply 0, mover CM_PURSUIT_START), then the
 * cats' turns (CM_PURSUIT_CATS: every cat's node after the turn, cat i
 * starting on cat_starts[i]) and the mouse's (CM_PURSUIT_MOUSE) until the
 * capture.  The cats take the first joint move (cat 0's moves outermost,
 * each cat's moves in increasing node order, staying included) that
 * catches soonest; the mouse the smallest node that holds out longest.
 * The game ends with the ply that puts a cat on the mouse, or with the
 * cats' ply after which the mouse has no move (it is caught where it
 * stands).  Nothing is written when the cats do not win.  fn returns true
 * to stop.
 */
#define CM_PURSUIT_START	0
#define CM_PURSUIT_CATS		1
#define CM_PURSUIT_MOUSE	2

typedef bool (*CmPursuitPlyFn) (void *arg, int32_t ply, int mover,
								int32_t mouse, const int32_t *cats);

extern CmStatus cm_pursuit_play(const CmPursuit *p, CmPursuitPlyFn fn,
								void *arg, CmPollFn poll, void *poll_arg);

#endif							/* CATMOUSE_PURSUIT_H */
