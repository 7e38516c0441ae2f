/*-------------------------------------------------------------------------
 *
 * solver.h
 *	  Cat and Mouse solver core: plain C, no PostgreSQL headers, no malloc,
 *	  no I/O.  The caller owns every byte of memory and every policy; the
 *	  core returns a status and, on failure, a CmError that says which item
 *	  was wrong so the caller can word the message.
 *
 * The game is the one README.md defines under "Rules" (LeetCode 913 and
 * 1728 generalised): positions are (mouse, cat, turn), outcomes are
 * CM_DRAW, CM_MOUSE and CM_CAT, and the remoteness of a decided position is
 * the number of plies to the end under optimal play.
 *
 * Typical use:
 *
 *		cm_graph_build(...)               rows of neighbours -> CSR graph
 *		bytes = cm_solver_bytes(g, NULL, mode)  work memory a solve needs
 *		cm_solver_init(&s, g, NULL, &opt, mode, work, bytes, &err)
 *		cm_solve(&s, poll, arg)
 *		s.limited_outcome, cm_outcome(&s, m, c, t), cm_best_move(...), ...
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_SOLVER_H
#define CATMOUSE_SOLVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Outcome codes, as LeetCode numbers them. */
#define CM_DRAW		0
#define CM_MOUSE	1
#define CM_CAT		2

/* Whose turn it is in a position. */
#define CM_TURN_MOUSE	0
#define CM_TURN_CAT		1

/*
 * Largest number of nodes of a game: n * n * 2 positions must fit in 32
 * bits (46340^2 * 2 < 2^32).  Memory runs out long before this.
 */
#define CM_MAX_NODES	46340

/*
 * Largest graph the builders and codecs take (CSR offsets are 32-bit): a
 * graph is converted whatever its size, and refused only by a solver.
 */
#define CM_MAX_GRAPH_NODES	(INT32_MAX - 1)

/* Status codes; CmError says which item each one is about. */
typedef enum CmStatus
{
	CM_OK = 0,
	CM_ERR_NO_NODES,			/* graph or grid has no nodes */
	CM_ERR_TOO_MANY_NODES,		/* value: number of nodes */
	CM_ERR_NEIGHBOUR,			/* node, pos (0-based column), value */
	CM_ERR_MOUSE_START,			/* value */
	CM_ERR_CAT_START,			/* value */
	CM_ERR_HOLE,				/* value */
	CM_ERR_MAX_TURNS,			/* value */
	CM_ERR_CAT_GRAPH_NODES,		/* value: cat graph's nodes */
	CM_ERR_JUMP,				/* node: 0 mouse, 1 cat; value */
	CM_ERR_GRID_RAGGED,			/* node: row, value: length, pos: expected */
	CM_ERR_GRID_CHAR,			/* node: row, pos: column, value: byte */
	CM_ERR_GRID_COUNT,			/* pos: the character, value: how many */
	CM_ERR_TOO_BIG,				/* sizes overflow or exceed the work buffer */
	CM_CANCELLED,				/* the poll function asked to stop */

	/* graph6.h: nauty's graph6, sparse6 and digraph6 codes */
	CM_ERR_CODE_EMPTY,			/* no code after the header */
	CM_ERR_CODE_HEADER,			/* pos: where the header is wrong */
	CM_ERR_CODE_INCREMENTAL,	/* an incremental sparse6 code (';') */
	CM_ERR_CODE_CHAR,			/* pos: offset, value: the byte */
	CM_ERR_CODE_SIZE,			/* pos: offset of the size; value: the
								 * size when it is not in shortest form,
								 * -1 when the code ends inside it */
	CM_ERR_CODE_LENGTH,			/* value: data bytes, expected: how many
								 * the size needs; node: -1 */
	CM_ERR_CODE_PADDING,		/* pos: offset of the last byte, value:
								 * the byte, whose padding bits are not 0 */
	CM_ERR_CODE_DIRECTED,		/* node -> value is a move without its
								 * reverse (graph6, sparse6) */
	CM_ERR_CODE_LOOP,			/* node has a self-loop (graph6) */

	/* generate.h: nauty's geng */
	CM_ERR_GENG_ARG				/* arg: which CmGengArg, value, expected */
} CmStatus;

typedef struct CmError
{
	CmStatus	code;
	int32_t		node;			/* offending node or grid row, 0-based */
	int32_t		pos;			/* offending column, 0-based */
	int64_t		value;			/* offending value */
	int64_t		expected;		/* what was expected, where it says so */
	int32_t		arg;			/* the offending argument, where the error is
								 * about one (CM_ERR_GENG_ARG: a CmGengArg) */
} CmError;

/*
 * A graph in compressed sparse row form: the out-neighbours of node u are
 * adj[off[u]] .. adj[off[u + 1] - 1], each in 0 .. nodes - 1, distinct, in
 * any order.  cm_graph_build() makes one from rows of numbers.
 */
typedef struct CmGraph
{
	int32_t		nodes;
	const int32_t *off;			/* nodes + 1 entries */
	const int32_t *adj;			/* off[nodes] entries */
} CmGraph;

typedef struct CmOptions
{
	int32_t		mouse_start;
	int32_t		cat_start;
	int32_t		hole;
	bool		cat_can_enter_hole;
	int64_t		max_turns;		/* < 0: no limit */
} CmOptions;

/*
 * Called every few thousand units of work; returning true stops the solve
 * with CM_CANCELLED.  A poll function may also not return at all (longjmp):
 * the core holds no memory but the caller's.
 */
typedef bool (*CmPollFn) (void *arg);

/* LeetCode 913's options: mouse 1, cat 2, hole 0, no turn limit. */
extern void cm_options_default(CmOptions *o);

/*
 * Build a graph from `nodes` rows of `width` numbers in row-major order.
 * `present` is a bitmap over the nodes * width elements (bit i of byte i/8,
 * least significant first; 1 = element present), or NULL when all are;
 * `vals` holds the present elements only, in order.  Absent elements are
 * skipped wherever they are; repeated neighbours are kept once.
 *
 * off needs nodes + 1 entries, adj as many as there are present elements,
 * stamp `nodes` entries of scratch.  Fails with CM_ERR_NO_NODES,
 * CM_ERR_TOO_MANY_NODES (more than CM_MAX_GRAPH_NODES) or CM_ERR_NEIGHBOUR
 * (first offender in row-major order), or CM_CANCELLED when poll (which
 * may be NULL) says so.
 */
extern CmStatus cm_graph_build(int32_t nodes, int32_t width,
							   const int32_t *vals, const uint8_t *present,
							   int32_t *off, int32_t *adj, int32_t *stamp,
							   CmGraph *g, CmPollFn poll, void *poll_arg,
							   CmError *err);

/*
 * The same for rows of different lengths: row u has len[u] elements, and
 * `present` (or NULL) covers all of them, row after row.
 */
extern CmStatus cm_graph_build_ragged(int32_t nodes, const int32_t *len,
									  const int32_t *vals,
									  const uint8_t *present,
									  int32_t *off, int32_t *adj,
									  int32_t *stamp, CmGraph *g,
									  CmPollFn poll, void *poll_arg,
									  CmError *err);

/* What a solve computes. */
typedef enum CmMode
{
	CM_SOLVE_START,				/* the start position only: may stop early */
	CM_SOLVE_VERDICT,			/* the same for the outcomes alone:
								 * start_remoteness only where it is made
								 * anyway (else -1); faster (cm_solve) */
	CM_SOLVE_OUTCOMES,			/* every position's outcome, and counts */
	CM_SOLVE_ALL,				/* also every position's remoteness: best
								 * moves and play */
	CM_SOLVE_START_LAYERS		/* CM_SOLVE_START without the small-graph
								 * engine (tests and benchmarks); for the
								 * other modes see cm_test_no_small,
								 * solver_internal.h */
} CmMode;

/* CM_SOLVE_ALL keeps remoteness in the low bits of a 32-bit word. */
#define CM_REM_BITS		30
#define CM_REM_MAX		((1 << CM_REM_BITS) - 1)

/* Graphs up to this size solve bit-parallel (solver_small.c). */
#define CM_SMALL_NODES	64

/*
 * The room the engines' state takes inside a CmSolver (solver_internal.h's
 * CmEngine, which a compile-time check holds to it).
 */
#define CM_ENGINE_BYTES	512

/*
 * A solve.  What a caller sets up (cm_solver_init) and reads once cm_solve
 * has run is below; the engines' own state (the graphs in their numbering,
 * the sets and where they lie in the caller's work buffer) is `engine`, of
 * a type no caller sees, kept by value so that a caller can hold the solver
 * on its stack, as tuplesort keeps its state behind TuplesortPublic.
 */
typedef struct CmSolver
{
	int32_t		n;				/* nodes */
	CmGraph		mouse;			/* the mouse's moves, as given */
	CmGraph		cat;			/* the cat's moves (may be the same graph) */
	bool		cat_shared;		/* cat moves on the mouse's graph */
	CmOptions	opt;			/* as given */
	CmMode		mode;
	bool		small;			/* solved by the small-graph engine */
	uint64_t	positions;		/* 2 n^2 */

	/* results */
	bool		solved_all;		/* every position is final */
	int64_t		layers;			/* layers processed */
	int64_t		list_layers;	/* of them, by the lists (solver_lists.c) */
	int			start_outcome;	/* unlimited outcome of the start position,
								 * -1 if a turn limit settled it first */
	int64_t		start_remoteness;	/* its remoteness, -1 for a draw */
	int			limited_outcome;	/* the outcome under opt.max_turns */
	int64_t		limited_remoteness;	/* its remoteness; -1 for a draw, or
									 * when the turn limit decides */
	int64_t		max_remoteness;	/* CM_SOLVE_OUTCOMES and ALL: over the
								 * listed positions (cm_cat_node_listed) */
	bool		counted;		/* counts below already made by the solve */
	struct CmCounts
	{
		uint64_t	positions;
		uint64_t	draws;
		uint64_t	mouse_wins;
		uint64_t	cat_wins;
		int64_t		max_remoteness;	/* over the decided positions */
	}			counts;

	/* the engines' own (solver_internal.h): no caller reads it */
	union
	{
		char		bytes[CM_ENGINE_BYTES];
		uint64_t	align;
		void	   *ptr;
	}			engine;
} CmSolver;

/*
 * Of a work buffer of `bytes` at `work`, the part [*from, *from + *length)
 * worth backing by huge pages (the 2 MB blocks inside a buffer of 32 MB or
 * more: a long game walks its cells in an order no cache follows, and with
 * small pages nearly every step also misses the TLB); false when none is.
 * The core only reckons; the caller asks the system (madvise).
 */
extern bool cm_work_huge_range(const void *work, size_t bytes,
							   uintptr_t *from, size_t *length);

/*
 * Work memory cm_solver_init() needs for these graphs and mode (cat may be
 * NULL or equal to mouse when both players move on the same graph);
 * SIZE_MAX when the sizes overflow or there are too many nodes.
 */
extern size_t cm_solver_bytes(const CmGraph *mouse, const CmGraph *cat,
							  CmMode mode);

/*
 * Check the graphs' sizes and the options (starts and hole in range, the
 * cat graph as large as the mouse's) without touching any memory.
 */
extern CmStatus cm_options_check(const CmGraph *mouse, const CmGraph *cat,
								 const CmOptions *o, CmError *err);

/*
 * Check the options (cm_options_check) and lay the solver out in `work`
 * (at least cm_solver_bytes() bytes, any alignment).  The graphs must stay
 * valid while the solver is used.
 */
extern CmStatus cm_solver_init(CmSolver *s, const CmGraph *mouse,
							   const CmGraph *cat, const CmOptions *o,
							   CmMode mode, void *work, size_t work_bytes,
							   CmError *err);

/*
 * Solve by retrograde analysis, one layer of remoteness at a time.
 * CM_SOLVE_START fills start_outcome, start_remoteness and limited_outcome
 * and stops as soon as they are known; the other modes solve every
 * position.  CM_SOLVE_VERDICT gives the outcomes of CM_SOLVE_START, sooner:
 * where the mouse can walk to the hole out of the cat's reach, it wins at
 * once, and where every move of the mouse lands on the cat or next to it,
 * the cat does (cm_verdict_shortcut); and without a turn limit, the
 * small-graph engine does not keep the plies apart.  Its start_remoteness
 * is then -1.  Returns CM_OK, CM_CANCELLED, or (CM_SOLVE_ALL with a
 * remoteness past CM_REM_MAX, which no graph of CM_MAX_NODES nodes reaches
 * in practice) CM_ERR_TOO_BIG.
 */
extern CmStatus cm_solve(CmSolver *s, CmPollFn poll, void *poll_arg);

/*
 * A verdict under a turn limit (README, "Rules"): with max_turns >= 0 the
 * mouse wins only within max_turns plies and every other position is a
 * cat win: on the board when the game ends within the limit (outcome and
 * remoteness kept), else by the limit (remoteness -1).  Without a limit
 * (max_turns < 0), the verdict itself.  Returns the outcome and updates
 * *remoteness.
 */
static inline int
cm_under_limit(int64_t max_turns, int outcome, int64_t *remoteness)
{
	if (max_turns < 0)
		return outcome;
	if (outcome != CM_DRAW && *remoteness <= max_turns)
		return outcome;
	*remoteness = -1;
	return CM_CAT;
}

/*
 * After CM_SOLVE_OUTCOMES or ALL: outcome; after ALL: remoteness (-1 for a
 * draw).  Both without a turn limit; the row functions below (states, move
 * values, counts after ALL, play) apply opt.max_turns.
 */
extern int	cm_outcome(const CmSolver *s, int32_t mouse, int32_t cat, int turn);
extern int64_t cm_remoteness(const CmSolver *s, int32_t mouse, int32_t cat,
							 int turn);

/* After CM_SOLVE_ALL: a position's outcome under opt.max_turns. */
extern int	cm_verdict(const CmSolver *s, int32_t mouse, int32_t cat, int turn);

/*
 * After CM_SOLVE_ALL: the mover's best move (the node it moves to), or -1
 * for an ending or a mover without legal moves.
 */
extern int32_t cm_best_move(const CmSolver *s, int32_t mouse, int32_t cat,
							int turn);

/*
 * After CM_SOLVE_ALL: every position of one mouse node at once, as
 * cm_outcome, cm_remoteness and cm_best_move give them, under opt.max_turns
 * (cm_under_limit): out[2 * cat + turn] for each cat node (n * 2 entries).
 * For writing rows in bulk.
 */
typedef struct CmStateRow
{
	int32_t		outcome;
	int32_t		remoteness;		/* -1 for a draw */
	int32_t		best;			/* -1 for none */
} CmStateRow;

extern void cm_state_rows(const CmSolver *s, int32_t mouse, CmStateRow *out);

/*
 * After CM_SOLVE_ALL: the value of every legal move of the player to move
 * in a position, as a chess tablebase lists them, under opt.max_turns
 * (each position after a move with the limit to itself).  Fills out (room for the
 * mover's out-degree) and returns how many; none for an ending or a mover
 * without legal moves.  Sorted best first: the best move (cm_best_move),
 * then wins by remoteness rising, draws, losses by remoteness falling,
 * ties by node.
 */
#define CM_VALUE_LOSE	0
#define CM_VALUE_DRAW	1
#define CM_VALUE_WIN	2

typedef struct CmMoveValue
{
	int32_t		to;				/* the node the mover moves to */
	int32_t		outcome;		/* of the position after the move */
	int32_t		remoteness;		/* of that position; -1 for a draw */
	int32_t		value;			/* CM_VALUE_*, for the mover */
	bool		best;			/* the move cm_best_move names */
} CmMoveValue;

extern int32_t cm_move_values(const CmSolver *s, int32_t mouse, int32_t cat,
							  int turn, CmMoveValue *out);

/* Whether the cat may move onto node `to` (given that it is a neighbour). */
static inline bool
cm_cat_may_enter(const CmSolver *s, int32_t to)
{
	return to != s->opt.hole || s->opt.cat_can_enter_hole;
}

/*
 * Whether positions with the cat on node c are listed (per-position rows,
 * counts): every node but a hole the cat can never be on, that is a hole it
 * may not enter and does not start on.
 */
static inline bool
cm_cat_node_listed(const CmSolver *s, int32_t c)
{
	return c != s->opt.hole || s->opt.cat_can_enter_hole ||
		s->opt.cat_start == s->opt.hole;
}

/*
 * After CM_SOLVE_OUTCOMES or ALL: how the listed positions divide; after
 * ALL, under opt.max_turns (no draws under a limit: max_remoteness is then
 * over the positions decided on the board).
 */
typedef struct CmCounts CmCounts;

extern CmStatus cm_count(const CmSolver *s, CmCounts *counts, CmPollFn poll,
						 void *poll_arg);

/*
 * After CM_SOLVE_ALL: the starts of a census, positions (mouse, cat) with
 * the mouse to move on three different nodes mouse, cat and hole, and how
 * they divide (under opt.max_turns); the longest forced game from one of
 * them and the first start (least mouse node, then cat node) that
 * reaches it; and those decided in 2n plies or more, which a memoised
 * search bounded at 2n plies calls drawn (census.h).
 */
typedef struct CmStartCounts
{
	uint64_t	starts;
	uint64_t	draws;
	uint64_t	mouse_wins;
	uint64_t	cat_wins;
	int64_t		longest;		/* remoteness; -1 when no start is decided */
	int32_t		longest_mouse;	/* -1 when none */
	int32_t		longest_cat;
	uint64_t	wrong_2n;		/* decided in 2n plies or more (census.h) */
} CmStartCounts;

extern void cm_count_starts(const CmSolver *s, CmStartCounts *counts);

/* One ply of optimal play; ply 0 is the start (turn, from, to are -1). */
typedef struct CmMove
{
	int64_t		ply;
	int			turn;			/* who moved: CM_TURN_MOUSE or CM_TURN_CAT */
	int32_t		from;
	int32_t		to;
	int32_t		mouse;			/* the position after the move */
	int32_t		cat;
} CmMove;

/* Receives each ply; returning true stops the play with CM_CANCELLED. */
typedef bool (*CmPlayFn) (void *arg, const CmMove *move);

/* Scratch that cm_play() needs: one bit per position. */
extern size_t cm_play_bytes(const CmSolver *s);

/*
 * After CM_SOLVE_ALL: play best moves from the start position, passing
 * each ply to emit, until the game ends: on an ending, on a mover without
 * moves, (a draw) with the move that repeats a position, or with ply
 * opt.max_turns when there is a turn limit.  A game decided on the board
 * takes exactly its remoteness in plies.  `seen` is cm_play_bytes() of
 * scratch.
 */
extern CmStatus cm_play(const CmSolver *s, uint8_t *seen, CmPlayFn emit,
						void *arg);

#endif							/* CATMOUSE_SOLVER_H */
