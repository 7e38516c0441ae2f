/*-------------------------------------------------------------------------
 *
 * result.c
 *	  The one place where a game is solved and turned into the SQL value a
 *	  function returns, shared by the graph and grid families: the outcome
 *	  (cat_mouse_game, cat_mouse_grid_game, can_mouse_win), the record of
 *	  figures (cat_mouse_summary, cat_mouse_grid_summary), a row per
 *	  position (cat_mouse_states, cat_mouse_grid_states) or a row per ply of
 *	  the optimal game (cat_mouse_play, cat_mouse_grid_play).
 *
 * A graph shows each node as one int column; a grid as two, row and
 * column (CatmouseCells).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "lib/stringinfo.h"
#include "utils/tuplestore.h"

#include "catmouse.h"
#include "render.h"

/* A remoteness as an int4 datum; NULL for a draw. */
static Datum
remoteness_datum(int64 r, bool *isnull)
{
	*isnull = (r < 0);
	if (r > PG_INT32_MAX)
		elog(ERROR, "remoteness %lld does not fit an integer", (long long) r);
	return Int32GetDatum((int32) (r < 0 ? 0 : r));
}

/* Put node `node` (or NULL for -1) at values[i]; returns the next index. */
static int
put_node(Datum *values, bool *nulls, int i, int32 node,
		 const CatmouseCells *cells)
{
	if (cells == NULL)
	{
		nulls[i] = (node < 0);
		values[i] = Int32GetDatum(node);
		return i + 1;
	}
	nulls[i] = nulls[i + 1] = (node < 0);
	values[i] = Int32GetDatum(node < 0 ? 0 : cells->cell_of_node[node] / cells->cols);
	values[i + 1] = Int32GetDatum(node < 0 ? 0 : cells->cell_of_node[node] % cells->cols);
	return i + 2;
}

/*
 * Every listed position with its outcome, remoteness and best move, in
 * order of mouse node, cat node, turn (the mouse's first).
 */
static void
emit_states(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmouseCells *cells)
{
	Datum		values[9];
	bool		nulls[9];
	Datum		turn_name[2];
	CmStateRow *row = palloc((Size) s->n * 2 * sizeof(CmStateRow));
	int32		m;

	turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	for (m = 0; m < s->n; m++)
	{
		int32		c;

		CHECK_FOR_INTERRUPTS();
		cm_state_rows(s, m, row);
		for (c = 0; c < s->n; c++)
		{
			int			t;

			if (!cm_cat_node_listed(s, c))
				continue;
			for (t = 0; t < 2; t++)
			{
				const CmStateRow *r = &row[2 * c + t];
				int			i = 0;

				i = put_node(values, nulls, i, m, cells);
				i = put_node(values, nulls, i, c, cells);
				values[i] = turn_name[t];
				nulls[i++] = false;
				values[i] = Int32GetDatum(r->outcome);
				nulls[i++] = false;
				values[i] = Int32GetDatum(r->remoteness);
				nulls[i++] = (r->remoteness < 0);
				put_node(values, nulls, i, r->best, cells);
				tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc,
									 values, nulls);
			}
		}
	}
	pfree(row);
}

/* cm_play's scratch, within catmouse.max_memory. */
static uint8 *
play_scratch(const CmSolver *s)
{
	catmouse_check_memory(cm_play_bytes(s), s->n);
	return MemoryContextAllocHuge(CurrentMemoryContext, cm_play_bytes(s));
}

typedef struct PlayEmit
{
	ReturnSetInfo *rsinfo;
	const CatmouseCells *cells;
	Datum		turn_name[2];
} PlayEmit;

/* One row of a play-out: ply, mover, from, to, mouse, cat. */
static bool
emit_move(void *arg, const CmMove *mv)
{
	PlayEmit   *pe = arg;
	Datum		values[10];
	bool		nulls[10];
	int			i = 0;

	CHECK_FOR_INTERRUPTS();
	if (mv->ply > PG_INT32_MAX)
		elog(ERROR, "play-out longer than %d plies", PG_INT32_MAX);
	values[i] = Int32GetDatum((int32) mv->ply);
	nulls[i++] = false;
	nulls[i] = (mv->turn < 0);
	values[i++] = (mv->turn < 0) ? (Datum) 0 : pe->turn_name[mv->turn];
	i = put_node(values, nulls, i, mv->from, pe->cells);
	i = put_node(values, nulls, i, mv->to, pe->cells);
	i = put_node(values, nulls, i, mv->mouse, pe->cells);
	put_node(values, nulls, i, mv->cat, pe->cells);
	tuplestore_putvalues(pe->rsinfo->setResult, pe->rsinfo->setDesc,
						 values, nulls);
	return false;
}

/* Rows of the optimal game from the start. */
static void
emit_play(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmouseCells *cells)
{
	PlayEmit	pe;
	uint8	   *seen;

	seen = play_scratch(s);
	pe.rsinfo = rsinfo;
	pe.cells = cells;
	pe.turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	pe.turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	if (cm_play(s, seen, emit_move, &pe) != CM_OK)
		elog(ERROR, "catmouse play-out stopped unexpectedly");
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
	values[6] = remoteness_datum(counts.max_remoteness, &nulls[6]);
	values[7] = Int32GetDatum(s->limited_outcome);
	values[8] = remoteness_datum(s->start_remoteness, &nulls[8]);
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}


/* What each kind of result needs solved. */
static const CmMode result_mode[] = {
	[RESULT_OUTCOME] = CM_SOLVE_START,
	[RESULT_MOUSE_WINS] = CM_SOLVE_START,
	[RESULT_SUMMARY] = CM_SOLVE_OUTCOMES,
	[RESULT_DOT] = CM_SOLVE_ALL,
	[RESULT_SVG] = CM_SOLVE_ALL,
	[RESULT_STATES] = CM_SOLVE_ALL,
	[RESULT_PLAY] = CM_SOLVE_ALL,
	[RESULT_BOARDS] = CM_SOLVE_ALL,
};

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
	uint8	   *seen = play_scratch(s);
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

typedef struct BoardEmit
{
	ReturnSetInfo *rsinfo;
	const CatmouseCells *cells;
	char	   *board;
	Datum		turn_name[2];
} BoardEmit;

/* One row of cat_mouse_grid_boards: ply, mover, the board after it. */
static bool
emit_board(void *arg, const CmMove *mv)
{
	BoardEmit  *be = arg;
	Datum		values[3];
	bool		nulls[3] = {false, false, false};
	size_t		len;

	CHECK_FOR_INTERRUPTS();
	len = cm_grid_board(be->cells->info, be->cells->node_of_cell, mv->mouse,
						mv->cat, be->board);
	values[0] = Int32GetDatum((int32) Min(mv->ply, PG_INT32_MAX));
	nulls[1] = (mv->turn < 0);
	values[1] = (mv->turn < 0) ? (Datum) 0 : be->turn_name[mv->turn];
	values[2] = PointerGetDatum(cstring_to_text_with_len(be->board, (int) len));
	tuplestore_putvalues(be->rsinfo->setResult, be->rsinfo->setDesc, values, nulls);
	pfree(DatumGetPointer(values[2]));
	return false;
}

static void
emit_boards(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmouseCells *cells)
{
	BoardEmit	be;

	be.rsinfo = rsinfo;
	be.cells = cells;
	be.board = palloc((Size) cells->info->rows * (cells->info->cols + 1) + 1);
	be.turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	be.turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	if (cm_play(s, play_scratch(s), emit_board, &be) != CM_OK)
		elog(ERROR, "catmouse play-out stopped unexpectedly");
}

/*
 * Solve the game in the current (the call's) memory context and return
 * what the function returns: a scalar or a record formed in result_ctx,
 * or, for a set, rows in the tuplestore of catmouse_result_begin().
 */
Datum
catmouse_result(FunctionCallInfo fcinfo, CatmouseResult what,
				const CmGraph *mouse, const CmGraph *cat,
				const CmOptions *opt, const CatmouseCells *cells,
				MemoryContext result_ctx)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CmSolver	s;

	catmouse_solve(&s, mouse, cat, opt, result_mode[what]);
	switch (what)
	{
		case RESULT_OUTCOME:
			return Int32GetDatum(s.limited_outcome);
		case RESULT_MOUSE_WINS:
			return BoolGetDatum(s.limited_outcome == CM_MOUSE);
		case RESULT_SUMMARY:
			return summary_datum(fcinfo, &s, mouse->off[mouse->nodes],
								 result_ctx);
		case RESULT_STATES:
			emit_states(rsinfo, &s, cells);
			return (Datum) 0;
		case RESULT_PLAY:
			emit_play(rsinfo, &s, cells);
			return (Datum) 0;
		case RESULT_DOT:
			return picture_datum(&s, cells, false, result_ctx);
		case RESULT_SVG:
			return picture_datum(&s, cells, true, result_ctx);
		case RESULT_BOARDS:
			emit_boards(rsinfo, &s, cells);
			return (Datum) 0;
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
	if (CATMOUSE_RESULT_IS_SET(what))
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
	fcinfo->isnull = !CATMOUSE_RESULT_IS_SET(what);
	return (Datum) 0;
}

/*
 * cat_mouse_census: every hole of a graph in turn, a row each with the
 * counts of every position (as cat_mouse_summary) and of every start (the
 * mouse to move, mouse, cat and hole on different nodes).  The cat starts
 * off the hole (on the next node), so that positions with the cat on a
 * hole it may not enter are not listed, as in a LeetCode puzzle; on a
 * graph of one node it has no choice.
 */
void
catmouse_emit_census(ReturnSetInfo *rsinfo, const CmGraph *mouse,
					 const CmGraph *cat, bool cat_can_enter_hole)
{
	size_t		need = cm_census_bytes(mouse, cat);
	int32		n = mouse->nodes;
	CmCensusRow *rows;
	CmError		err;
	CmStatus	st;
	int32		h;

	catmouse_check_memory(need + (Size) n * sizeof(CmCensusRow), n);
	rows = palloc((Size) n * sizeof(CmCensusRow));
	st = cm_census(mouse, cat, cat_can_enter_hole,
				   MemoryContextAllocHuge(CurrentMemoryContext, need), need,
				   rows, catmouse_poll, NULL, &err);
	if (st != CM_OK)
		catmouse_report_option_error(&err, n);
	for (h = 0; h < n; h++)
	{
		const CmCensusRow *r = &rows[h];
		Datum		values[13];
		bool		nulls[13];

		memset(nulls, 0, sizeof(nulls));
		values[0] = Int32GetDatum(h);
		values[1] = Int64GetDatum((int64) r->positions);
		values[2] = Int64GetDatum((int64) r->draws);
		values[3] = Int64GetDatum((int64) r->mouse_wins);
		values[4] = Int64GetDatum((int64) r->cat_wins);
		values[5] = remoteness_datum(r->max_remoteness, &nulls[5]);
		values[6] = Int64GetDatum((int64) r->starts.starts);
		values[7] = Int64GetDatum((int64) r->starts.draws);
		values[8] = Int64GetDatum((int64) r->starts.mouse_wins);
		values[9] = Int64GetDatum((int64) r->starts.cat_wins);
		values[10] = remoteness_datum(r->starts.longest, &nulls[10]);
		values[11] = Int32GetDatum(r->starts.longest_mouse);
		nulls[11] = (r->starts.longest_mouse < 0);
		values[12] = Int32GetDatum(r->starts.longest_cat);
		nulls[12] = (r->starts.longest_cat < 0);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
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

/*
 * cat_mouse_moves and cat_mouse_grid_moves: a row per legal move of the
 * player to move in (mouse, cat, turn), best first (cm_move_values).
 */
void
catmouse_emit_moves(ReturnSetInfo *rsinfo, const CmSolver *s, int32 mouse,
					int32 cat, int turn, const CatmouseCells *cells)
{
	const CmGraph *g = (turn == CM_TURN_MOUSE) ? &s->mouse : &s->cat;
	int32		from = (turn == CM_TURN_MOUSE) ? mouse : cat;
	CmMoveValue *mv = palloc(Max(g->off[from + 1] - g->off[from], 1) * sizeof(CmMoveValue));
	int32		count = cm_move_values(s, mouse, cat, turn, mv);
	Datum		value_name[3];
	int32		k;

	value_name[CM_VALUE_LOSE] = CStringGetTextDatum("lose");
	value_name[CM_VALUE_DRAW] = CStringGetTextDatum("draw");
	value_name[CM_VALUE_WIN] = CStringGetTextDatum("win");
	for (k = 0; k < count; k++)
	{
		Datum		values[6];
		bool		nulls[6];
		int			i = 0;

		CHECK_FOR_INTERRUPTS();
		i = put_node(values, nulls, i, mv[k].to, cells);
		values[i] = Int32GetDatum(mv[k].outcome);
		nulls[i++] = false;
		values[i] = Int32GetDatum(mv[k].remoteness);
		nulls[i++] = (mv[k].remoteness < 0);
		values[i] = value_name[mv[k].value];
		nulls[i++] = false;
		values[i] = BoolGetDatum(mv[k].best);
		nulls[i++] = false;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
}
