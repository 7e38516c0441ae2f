/*-------------------------------------------------------------------------
 *
 * result.h
 *	  The result layer: the one place where a puzzle is solved (through
 *	  catmouse.h's solvers) and its answer becomes the SQL value a function
 *	  returns, for every family: result.c forms values (outcome, records,
 *	  pictures, the cop number; and graphs as int[][] and graph6 values, for
 *	  the conversions) and dispatches,
 *	  result_rows.c forms rows (positions, plays, boards, moves, census,
 *	  pursuit).  Family files read their arguments into a CatmousePuzzle
 *	  and call catmouse_result(); they never solve, nor form a value or a
 *	  row, themselves.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_RESULT_H
#define CATMOUSE_RESULT_H

#include "postgres.h"

#include "fmgr.h"
#include "funcapi.h"
#include "utils/array.h"

#include "catmouse.h"

/*
 * What a function returns, one line per result, with its properties:
 *	rows		a set of rows (a materialized SRF) rather than one value
 *	max_turns	the function takes a max_turns argument
 */
#define CATMOUSE_RESULTS(X) \
	/* result				rows	max_turns */ \
	X(RESULT_OUTCOME,		false,	true)	/* int: the start's outcome */ \
	X(RESULT_MOUSE_WINS,	false,	true)	/* bool: it is a mouse win */ \
	X(RESULT_SUMMARY,		false,	true)	/* record of figures */ \
	X(RESULT_DOT,			false,	false)	/* text: Graphviz picture */ \
	X(RESULT_SVG,			false,	false)	/* text: SVG picture of a grid */ \
	X(RESULT_COP_NUMBER,	false,	false)	/* int: the least cats that win */ \
	X(RESULT_PURSUIT,		false,	false)	/* many cats: the result record */ \
	X(RESULT_STATES,		true,	false)	/* a row per position */ \
	X(RESULT_PLAY,			true,	false)	/* a row per ply of the game */ \
	X(RESULT_BOARDS,		true,	false)	/* a grid's board per ply */ \
	X(RESULT_MOVES,			true,	false)	/* a row per move of a position */ \
	X(RESULT_CENSUS,		true,	false)	/* a row per hole */ \
	X(RESULT_PURSUIT_PLAY,	true,	false)	/* many cats: a row per ply */ \
	X(RESULT_CANONICAL,		false,	false)	/* graph6: nauty's canonical code */ \
	X(RESULT_CANONICAL_PUZZLE, false, false)	/* record: the puzzle renamed */ \
	X(RESULT_AUTOMORPHISMS,	false,	false)	/* record: the automorphism group */

typedef enum CatmouseResult
{
#define RESULT_ENUM(result, rows, max_turns) result,
	CATMOUSE_RESULTS(RESULT_ENUM)
#undef RESULT_ENUM
} CatmouseResult;

/* Whether a result is a set of rows. */
static inline bool
catmouse_result_rows(CatmouseResult what)
{
	switch (what)
	{
#define RESULT_ROWS(result, rows, max_turns) case result: return rows;
			CATMOUSE_RESULTS(RESULT_ROWS)
#undef RESULT_ROWS
	}
	return false;
}

/* Whether a result's functions take max_turns. */
static inline bool
catmouse_result_max_turns(CatmouseResult what)
{
	switch (what)
	{
#define RESULT_MAX_TURNS(result, rows, max_turns) case result: return max_turns;
			CATMOUSE_RESULTS(RESULT_MAX_TURNS)
#undef RESULT_MAX_TURNS
	}
	return false;
}

/*
 * A call of a family's function: catmouse_call_begin (the tuplestore of a
 * set, the call's memory context, catmouse_begin, and an error context
 * that names the puzzle), read the arguments into a puzzle, then either
 * catmouse_call_null (an argument made the answer NULL: no rows, or NULL)
 * or catmouse_call_answer (solve and answer).  Both end the call and return
 * what the function returns; a value is formed in call->old, the context
 * to return to, which outlives the call's.  Any error in between says
 * which puzzle it is about: "catmouse puzzle: graph 'A_'" (the graph or
 * grid argument as written, cut), so the row can be found.
 */
typedef struct CatmouseCall
{
	FunctionCallInfo fcinfo;
	CatmouseResult what;
	MemoryContext old;
	ErrorContextCallback context;
} CatmouseCall;

extern void catmouse_call_begin(CatmouseCall *call, FunctionCallInfo fcinfo,
								CatmouseResult what);
extern Datum catmouse_call_null(CatmouseCall *call);
extern Datum catmouse_call_answer(CatmouseCall *call, const CatmousePuzzle *p);

/*
 * result_canon.c: a value of symmetry (RESULT_CANONICAL,
 * RESULT_CANONICAL_PUZZLE, RESULT_AUTOMORPHISMS) formed in result_ctx.
 */
extern Datum catmouse_canon_datum(FunctionCallInfo fcinfo, CatmouseResult what,
								  const CatmousePuzzle *p, MemoryContext result_ctx);

/*
 * A graph as the NULL-padded int[][] the graph functions take (rows in the
 * graph's order, padded to the longest row; '{}' for no nodes).
 */
extern ArrayType *catmouse_graph_array(const CmGraph *g);

/*
 * A graph as a graph6 value in one of nauty's codes: CM_GRAPH6, CM_SPARSE6,
 * CM_DIGRAPH6, or CATMOUSE_CODE_NATURAL (graph6, or digraph6 for a graph
 * with one-way moves or loops).
 */
#define CATMOUSE_CODE_NATURAL	(-1)
extern struct varlena *catmouse_graph_code(const CmGraph *g, int format);

/* ---- result_rows.c: the rows of each set result, for result.c ---- */

extern void catmouse_rows_states(ReturnSetInfo *rsinfo, const CmSolver *s,
								 const CatmouseCells *cells);
extern void catmouse_rows_play(ReturnSetInfo *rsinfo, const CmSolver *s,
							   const CatmouseCells *cells);
extern void catmouse_rows_boards(ReturnSetInfo *rsinfo, const CmSolver *s,
								 const CatmouseCells *cells);
extern void catmouse_rows_moves(ReturnSetInfo *rsinfo, const CmSolver *s,
								const CatmousePuzzle *p);
extern void catmouse_rows_census(ReturnSetInfo *rsinfo, const CatmousePuzzle *p);
extern void catmouse_rows_pursuit_play(ReturnSetInfo *rsinfo, const CmPursuit *s);

/*
 * An error that is about a puzzle (data exceptions 22xxx, program limits
 * 54xxx), and its text "SQLSTATE: message" as a text datum, for
 * cat_mouse_check.
 */
extern bool catmouse_puzzle_error(const ErrorData *edata);
extern Datum catmouse_error_text(const ErrorData *edata);

/* An int[] of count values. */
extern ArrayType *catmouse_int_array(const int32 *v, int count);

/* cm_play's scratch (who has been where), within catmouse.max_memory */
extern uint8 *catmouse_play_scratch(const CmSolver *s);

/* A remoteness as an int4 datum; NULL for a draw. */
extern Datum catmouse_remoteness_datum(int64 r, bool *isnull);

#endif							/* CATMOUSE_RESULT_H */
