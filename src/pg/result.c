/*-------------------------------------------------------------------------
 *
 * result.c
 *	  The result layer's values and its dispatch (result.h): a puzzle
 *	  solved in the mode its result needs and turned into what the function
 *	  returns: the outcome (cat_mouse_game, cat_mouse_grid_game,
 *	  can_mouse_win), the record of figures (cat_mouse_summary, the grid
 *	  twin), a picture (cat_mouse_dot, cat_mouse_grid_svg), the cop number
 *	  (cat_mouse_cop_number), or rows (result_rows.c); and a graph as an
 *	  int[][] value.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "render.h"
#include "result.h"

/* A remoteness as an int4 datum; NULL for a draw. */
Datum
catmouse_remoteness_datum(int64 r, bool *isnull)
{
	*isnull = (r < 0);
	if (r > PG_INT32_MAX)
		elog(ERROR, "remoteness %lld does not fit an integer", (long long) r);
	return Int32GetDatum((int32) (r < 0 ? 0 : r));
}

/*
 * The summary record of a solved game, formed in result_ctx (the caller's
 * context, which outlives the solve's).
 */
static Datum
summary_datum(FunctionCallInfo fcinfo, const CmSolver *s, int64 arcs,
			  MemoryContext result_ctx)
{
	TupleDesc	tupdesc;
	Datum		values[9];
	bool		nulls[9];
	CmCounts	counts;
	HeapTuple	tuple;
	MemoryContext old;

	if (cm_count(s, &counts, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse count stopped unexpectedly");
	memset(nulls, 0, sizeof(nulls));
	old = MemoryContextSwitchTo(result_ctx);
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	tupdesc = BlessTupleDesc(tupdesc);
	values[0] = Int32GetDatum(s->n);
	values[1] = Int64GetDatum(arcs);
	values[2] = Int64GetDatum((int64) counts.positions);
	values[3] = Int64GetDatum((int64) counts.draws);
	values[4] = Int64GetDatum((int64) counts.mouse_wins);
	values[5] = Int64GetDatum((int64) counts.cat_wins);
	values[6] = catmouse_remoteness_datum(counts.max_remoteness, &nulls[6]);
	values[7] = Int32GetDatum(s->limited_outcome);
	values[8] = catmouse_remoteness_datum(s->start_remoteness, &nulls[8]);
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}


/* What each game result needs solved. */
static CmMode
game_mode(CatmouseResult what)
{
	switch (what)
	{
		case RESULT_OUTCOME:
		case RESULT_MOUSE_WINS:
			return CM_SOLVE_START;
		case RESULT_SUMMARY:
			return CM_SOLVE_OUTCOMES;
		default:
			return CM_SOLVE_ALL;
	}
}

/* A writer of render.h appending to a StringInfo. */
static void
append_text(void *arg, const char *text, size_t len)
{
	appendBinaryStringInfo((StringInfo) arg, text, (int) len);
}

/* A picture, written by a render.h writer, as text in result_ctx. */
static Datum
picture_datum(const CmSolver *s, const CatmouseCells *cells, bool svg,
			  MemoryContext result_ctx)
{
	StringInfoData buf;
	uint8	   *seen = catmouse_play_scratch(s);
	CmStatus	st;
	MemoryContext old;
	Datum		d;

	initStringInfo(&buf);
	if (svg)
		st = cm_write_grid_svg(s, cells->info, cells->node_of_cell,
							   cells->cell_of_node, seen, append_text, &buf);
	else
		st = cm_write_dot(s, seen, append_text, &buf);
	if (st != CM_OK)
		elog(ERROR, "catmouse picture stopped unexpectedly");
	old = MemoryContextSwitchTo(result_ctx);
	d = PointerGetDatum(cstring_to_text_with_len(buf.data, buf.len));
	MemoryContextSwitchTo(old);
	return d;
}

/*
 * The cop number: the least number of cats, up to p->cats, that catch the
 * mouse; NULL when more are needed.
 */
static Datum
cop_number(FunctionCallInfo fcinfo, const CatmousePuzzle *p)
{
	CatmousePuzzle q = *p;
	int			k;

	for (k = 1; k <= p->cats; k++)
	{
		CmPursuit	s;

		/* as many cats as nodes always win: they stand everywhere */
		if (k >= p->mouse->nodes)
			return Int32GetDatum(k);
		q.cats = k;
		catmouse_solve_pursuit(&s, &q, CM_PURSUIT_RESULT);
		if (s.cats_win)
			return Int32GetDatum(k);
	}
	fcinfo->isnull = true;
	return (Datum) 0;
}

/*
 * Solve the puzzle in the current (the call's) memory context and answer:
 * a scalar or a record formed in result_ctx, or rows in the tuplestore of
 * catmouse_result_begin().
 */
static Datum
answer(FunctionCallInfo fcinfo, CatmouseResult what, const CatmousePuzzle *p,
	   MemoryContext result_ctx)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CmSolver	s;
	CmPursuit	ps;

	switch (what)
	{
		case RESULT_CENSUS:
			catmouse_rows_census(rsinfo, p);
			return (Datum) 0;
		case RESULT_COP_NUMBER:
			return cop_number(fcinfo, p);
		case RESULT_PURSUIT:
		case RESULT_PURSUIT_PLAY:
			catmouse_solve_pursuit(&ps, p, what == RESULT_PURSUIT ?
								   CM_PURSUIT_RESULT : CM_PURSUIT_ALL);
			if (what == RESULT_PURSUIT)
				catmouse_rows_pursuit(rsinfo, &ps);
			else
				catmouse_rows_pursuit_play(rsinfo, &ps);
			return (Datum) 0;
		default:
			break;
	}
	catmouse_solve(&s, p, game_mode(what));
	switch (what)
	{
		case RESULT_OUTCOME:
			return Int32GetDatum(s.limited_outcome);
		case RESULT_MOUSE_WINS:
			return BoolGetDatum(s.limited_outcome == CM_MOUSE);
		case RESULT_SUMMARY:
			return summary_datum(fcinfo, &s, p->mouse->off[p->mouse->nodes],
								 result_ctx);
		case RESULT_DOT:
			return picture_datum(&s, p->cells, false, result_ctx);
		case RESULT_SVG:
			return picture_datum(&s, p->cells, true, result_ctx);
		case RESULT_STATES:
			catmouse_rows_states(rsinfo, &s, p->cells);
			return (Datum) 0;
		case RESULT_PLAY:
			catmouse_rows_play(rsinfo, &s, p->cells);
			return (Datum) 0;
		case RESULT_BOARDS:
			catmouse_rows_boards(rsinfo, &s, p->cells);
			return (Datum) 0;
		case RESULT_MOVES:
			catmouse_rows_moves(rsinfo, &s, p);
			return (Datum) 0;
		default:
			break;
	}
	elog(ERROR, "unknown catmouse result %d", (int) what);
	return (Datum) 0;
}

/*
 * Start a call that returns `what`: set up the tuplestore of a set, then
 * switch to the call's memory context (catmouse_begin).
 */
MemoryContext
catmouse_result_begin(FunctionCallInfo fcinfo, CatmouseResult what)
{
	if (catmouse_result_rows(what))
		InitMaterializedSRF(fcinfo, 0);
	return catmouse_begin(fcinfo);
}

/*
 * End a call whose arguments made its answer NULL: no rows for a set,
 * NULL otherwise.
 */
Datum
catmouse_result_null(FunctionCallInfo fcinfo, CatmouseResult what,
					 MemoryContext old)
{
	catmouse_end(fcinfo, old);
	fcinfo->isnull = !catmouse_result_rows(what);
	return (Datum) 0;
}

/* Answer the puzzle and end the call. */
Datum
catmouse_result(FunctionCallInfo fcinfo, CatmouseResult what,
				const CatmousePuzzle *p, MemoryContext old)
{
	Datum		result = answer(fcinfo, what, p, old);

	catmouse_end(fcinfo, old);
	return result;
}

/*
 * A graph as the NULL-padded int[][] the graph functions take: row u lists
 * u's neighbours in the graph's order, padded with NULL to the longest row
 * (at least one column).  Lower bounds 1.
 */
ArrayType *
catmouse_graph_array(const CmGraph *g)
{
	int32		n = g->nodes;
	int32		width = 1;
	int32		u;
	Size		elems;
	Datum	   *values;
	bool	   *nulls;
	int			dims[2];
	int			lbs[2] = {1, 1};

	for (u = 0; u < n; u++)
		width = Max(width, g->off[u + 1] - g->off[u]);
	if ((int64) n * width > (int64) MaxArraySize)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("graph would need %lld array elements", (long long) n * width),
				 errdetail("It has %d nodes and a node with %d neighbours.", n, width)));
	elems = (Size) n * width;
	catmouse_check_memory(elems * (sizeof(Datum) + sizeof(bool)), n);
	values = MemoryContextAllocHuge(CurrentMemoryContext, elems * sizeof(Datum));
	nulls = MemoryContextAllocHuge(CurrentMemoryContext, elems * sizeof(bool));
	for (u = 0; u < n; u++)
	{
		Size		at = (Size) u * width;
		int32		k;

		CHECK_FOR_INTERRUPTS();
		for (k = g->off[u]; k < g->off[u + 1]; k++, at++)
		{
			values[at] = Int32GetDatum(g->adj[k]);
			nulls[at] = false;
		}
		for (; at < (Size) (u + 1) * width; at++)
		{
			values[at] = (Datum) 0;
			nulls[at] = true;
		}
	}
	dims[0] = n;
	dims[1] = width;
	return construct_md_array(values, nulls, 2, dims, lbs, INT4OID,
							  sizeof(int32), true, TYPALIGN_INT);
}

