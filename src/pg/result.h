/*-------------------------------------------------------------------------
 *
 * result.h
 *	  The result layer: the one place where a puzzle is solved (through
 *	  catmouse.h's solvers) and its answer becomes the SQL value a function
 *	  returns, for every family: result.c forms values (outcome, records,
 *	  pictures, the cop number) and holds CatmouseCall, result_rows.c forms
 *	  rows (positions, plays, boards, moves, census, pursuit), result_canon.c
 *	  the values of symmetry, result_census.c the censuses over geng's
 *	  graphs; result_values.c the values they share (and
 *	  graphs as int[][] and graph6 values, for the conversions).  Family files read their arguments into a
 *	  CatmousePuzzle and answer through CatmouseCall with a CatmouseResult;
 *	  they never solve, nor form a value or a row, themselves.
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
 * What a function returns: a result, defined next to the code that forms it
 * (values in result.c, rows in result_rows.c, symmetry in result_canon.c),
 * named by the function's line of src/sql/functions.tab.  answer solves the
 * puzzle (in the call's memory context) and forms a value in result_ctx,
 * or rows in the call's tuplestore (rows: a materialized set); generated:
 * its graphs are geng's, no argument to name in an error's context.  A new
 * result is a new definition, not a case of a switch.
 */
typedef struct CatmouseResult
{
	const char *name;
	bool		rows;
	Datum		(*answer) (FunctionCallInfo fcinfo, const CatmousePuzzle *p,
						   MemoryContext result_ctx);
	bool		generated;
} CatmouseResult;

/* result.c: values */
extern const CatmouseResult catmouse_result_outcome;	/* int: the start's outcome */
extern const CatmouseResult catmouse_result_mouse_wins; /* bool: a mouse win */
extern const CatmouseResult catmouse_result_summary;	/* record of figures */
extern const CatmouseResult catmouse_result_dot;	/* text: Graphviz picture */
extern const CatmouseResult catmouse_result_graph_svg;	/* text: the DOT as SVG */
extern const CatmouseResult catmouse_result_svg;	/* text: SVG of a grid */
extern const CatmouseResult catmouse_result_cop_number; /* int: least cats */
extern const CatmouseResult catmouse_result_pursuit;	/* record: many cats */

/* result_rows.c: sets of rows */
extern const CatmouseResult catmouse_result_states;	/* a row per position */
extern const CatmouseResult catmouse_result_play;	/* a row per ply */
extern const CatmouseResult catmouse_result_boards;	/* a grid's board per ply */
extern const CatmouseResult catmouse_result_moves;	/* a row per move */
extern const CatmouseResult catmouse_result_census;	/* a row per hole */
extern const CatmouseResult catmouse_result_pursuit_play;	/* many cats, per ply */

/* result_census.c: the censuses over geng's graphs (p->geng) */
extern const CatmouseResult catmouse_result_cop_census;	/* a row per cop number */
extern const CatmouseResult catmouse_result_geng_census;	/* one row */

/* result_canon.c: symmetry */
extern const CatmouseResult catmouse_result_canonical;	/* graph6 */
extern const CatmouseResult catmouse_result_canonical_puzzle;	/* record */
extern const CatmouseResult catmouse_result_automorphisms; /* record */

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
	const CatmouseResult *what;
	MemoryContext old;
	ErrorContextCallback context;
} CatmouseCall;

extern void catmouse_call_begin(CatmouseCall *call, FunctionCallInfo fcinfo,
								const CatmouseResult *what);
extern Datum catmouse_call_null(CatmouseCall *call);
extern Datum catmouse_call_answer(CatmouseCall *call, const CatmousePuzzle *p);

/*
 * An error that is about a puzzle (data exceptions 22xxx, program limits
 * 54xxx), and its text "SQLSTATE: message (detail)" as a text datum, for
 * cat_mouse_check.
 */
extern bool catmouse_puzzle_error(const ErrorData *edata);
extern Datum catmouse_error_text(const ErrorData *edata);

/* cm_play's scratch (who has been where), within catmouse.max_memory */
extern uint8 *catmouse_play_scratch(const CmSolver *s);


/* ---- result_values.c: values the results share ---- */

/* A remoteness as an int4 datum; NULL for a draw. */
extern Datum catmouse_remoteness_datum(int64 r, bool *isnull);

/* An int[] of count values. */
extern ArrayType *catmouse_int_array(const int32 *v, int count);

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

#endif							/* CATMOUSE_RESULT_H */
