/*-------------------------------------------------------------------------
 *
 * result.c
 *	  The result layer's values and its dispatch (result.h): a puzzle
 *	  solved in the mode its result needs and turned into what the function
 *	  returns: the outcome (cat_mouse_game, cat_mouse_grid_game,
 *	  can_mouse_win), the record of figures (cat_mouse_summary, the grid
 *	  twin), a picture (cat_mouse_dot, cat_mouse_svg, cat_mouse_grid_svg), the cop number
 *	  (cat_mouse_cop_number), or rows (result_rows.c).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/detoast.h"
#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "render.h"
#include "result.h"

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
	tupdesc = catmouse_result_tupdesc(fcinfo);
	values[0] = Int32GetDatum(s->n);
	values[1] = Int64GetDatum(arcs);
	values[2] = Int64GetDatum((int64) counts.positions);
	values[3] = Int64GetDatum((int64) counts.draws);
	values[4] = Int64GetDatum((int64) counts.mouse_wins);
	values[5] = Int64GetDatum((int64) counts.cat_wins);
	values[6] = catmouse_remoteness_datum(counts.max_remoteness, &nulls[6]);
	values[7] = Int32GetDatum(s->limited_outcome);
	values[8] = catmouse_remoteness_datum(s->limited_remoteness, &nulls[8]);
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}


/*
 * A writer of render.h appending to a StringInfo, within catmouse.max_memory:
 * a picture's text is work memory as the solve's is (a grid of many walls
 * draws a rectangle a cell, some hundred bytes each).
 */
static void
append_text(void *arg, const char *text, size_t len)
{
	StringInfo	buf = (StringInfo) arg;

	catmouse_check_work_memory((size_t) buf->len + len, "the picture");
	appendBinaryStringInfo(buf, text, (int) len);
}

/* What picture_datum draws. */
typedef enum Picture
{
	PICTURE_DOT,				/* the graph's DOT (render.h) */
	PICTURE_GRAPH_SVG,			/* that DOT laid out by Graphviz (graphviz.c) */
	PICTURE_GRID_SVG			/* a grid's SVG (render.h) */
} Picture;

/* The solved puzzle's picture, by a render.h writer, as text in result_ctx. */
static Datum
picture_datum(const CatmousePuzzle *p, Picture what, MemoryContext result_ctx)
{
	const CatmouseCells *cells = p->cells;
	CmSolver	solved;
	CmSolver   *s = &solved;
	StringInfoData buf;
	uint8	   *seen;
	CmStatus	st;
	MemoryContext old;
	const char *data;
	size_t		len;
	Datum		d;

	catmouse_solve(s, p, CM_SOLVE_ALL);
	initStringInfo(&buf);
	if (what == PICTURE_GRID_SVG)
	{
		catmouse_check_memory(cm_grid_svg_bytes(s), s->n);
		seen = MemoryContextAllocHuge(CurrentMemoryContext, cm_grid_svg_bytes(s));
		st = cm_write_grid_svg(s, cells->info, cells->node_of_cell,
							   cells->cell_of_node, seen, append_text, &buf);
		if (st == CM_ERR_TOO_BIG)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("grid is too large to draw"),
					 errdetail("It has %d rows and %d columns; a picture takes at most %d of either.",
							   cells->info->rows, cells->info->cols, CM_SVG_MAX_SIDE)));
	}
	else
	{
		seen = catmouse_play_scratch(s);
		st = cm_write_dot(s, seen, append_text, &buf);
	}
	if (st != CM_OK)
		elog(ERROR, "catmouse picture stopped unexpectedly");
	data = buf.data;
	len = buf.len;
	if (what == PICTURE_GRAPH_SVG)
		data = catmouse_graphviz_svg(buf.data, &len);
	old = MemoryContextSwitchTo(result_ctx);
	d = PointerGetDatum(cstring_to_text_with_len(data, (int) len));
	MemoryContextSwitchTo(old);
	return d;
}

bool
catmouse_puzzle_error(const ErrorData *edata)
{
	return ERRCODE_TO_CATEGORY(edata->sqlerrcode) == ERRCODE_DATA_EXCEPTION ||
		ERRCODE_TO_CATEGORY(edata->sqlerrcode) == ERRCODE_PROGRAM_LIMIT_EXCEEDED;
}

Datum
catmouse_error_text(const ErrorData *edata)
{
	if (edata->detail != NULL)
		return CStringGetTextDatum(psprintf("%s: %s (%s)",
											unpack_sql_state(edata->sqlerrcode),
											edata->message, edata->detail));
	return CStringGetTextDatum(psprintf("%s: %s", unpack_sql_state(edata->sqlerrcode),
										edata->message));
}


/*
 * cat_mouse_pursuit's record, formed in result_ctx: the outcome (2 the cats
 * catch the mouse, 1 it escapes forever), the capture time, the cats' best
 * placement and the mouse's reply (NULL when the cats lose), the positions.
 */
static Datum
pursuit_datum(FunctionCallInfo fcinfo, const CmPursuit *s,
			  MemoryContext result_ctx)
{
	TupleDesc	tupdesc;
	Datum		values[5];
	bool		nulls[5] = {false, false, false, false, false};
	HeapTuple	tuple;
	MemoryContext old = MemoryContextSwitchTo(result_ctx);

	tupdesc = catmouse_result_tupdesc(fcinfo);
	values[0] = Int32GetDatum(s->cats_win ? CM_CAT : CM_MOUSE);
	if (s->cats_win)
	{
		values[1] = Int32GetDatum(s->capture_time);
		values[2] = PointerGetDatum(catmouse_int_array(s->cat_starts, s->k));
		values[3] = Int32GetDatum(s->mouse_start);
	}
	else
		nulls[1] = nulls[2] = nulls[3] = true;
	values[4] = Int64GetDatum(s->positions);
	tuple = heap_form_tuple(tupdesc, values, nulls);
	MemoryContextSwitchTo(old);
	return HeapTupleGetDatum(tuple);
}

/*
 * The cop number: the least number of cats, up to p->cats, that catch the
 * mouse; NULL when more are needed.
 */
static Datum
answer_cop_number(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
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
 * The values: each result solves what it needs (the start's outcome only;
 * every position when a turn limit makes the summary's figures depend on
 * every remoteness) and forms its value in result_ctx.
 */
static Datum
answer_outcome(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CmSolver	s;

	catmouse_solve(&s, p, CM_SOLVE_VERDICT);
	return Int32GetDatum(s.limited_outcome);
}

static Datum
answer_mouse_wins(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CmSolver	s;

	catmouse_solve(&s, p, CM_SOLVE_VERDICT);
	return BoolGetDatum(s.limited_outcome == CM_MOUSE);
}

static Datum
answer_summary(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CmSolver	s;

	catmouse_solve(&s, p, p->opt.max_turns >= 0 ? CM_SOLVE_ALL : CM_SOLVE_OUTCOMES);
	return summary_datum(fcinfo, &s, p->mouse->off[p->mouse->nodes], result_ctx);
}

static Datum
answer_dot(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return picture_datum(p, PICTURE_DOT, result_ctx);
}

static Datum
answer_graph_svg(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return picture_datum(p, PICTURE_GRAPH_SVG, result_ctx);
}

static Datum
answer_svg(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return picture_datum(p, PICTURE_GRID_SVG, result_ctx);
}

static Datum
answer_pursuit(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CmPursuit	ps;

	catmouse_solve_pursuit(&ps, p, CM_PURSUIT_RESULT);
	return pursuit_datum(fcinfo, &ps, result_ctx);
}

const CatmouseResult catmouse_result_outcome = {"outcome", false, answer_outcome};
const CatmouseResult catmouse_result_mouse_wins = {"mouse wins", false, answer_mouse_wins};
const CatmouseResult catmouse_result_summary = {"summary", false, answer_summary};
const CatmouseResult catmouse_result_dot = {"DOT picture", false, answer_dot};
const CatmouseResult catmouse_result_graph_svg = {"SVG picture", false, answer_graph_svg};
const CatmouseResult catmouse_result_svg = {"SVG picture of a grid", false, answer_svg};
const CatmouseResult catmouse_result_cop_number = {"cop number", false, answer_cop_number};
const CatmouseResult catmouse_result_pursuit = {"pursuit", false, answer_pursuit};

/* a value larger than this is named by its size in an error's context */
#define CONTEXT_VALUE_BYTES (64 * 1024)

/*
 * The error context of a call: the puzzle's first argument (its graph or
 * grid) as written, cut to 40 bytes, so that the row can be found.  It runs
 * while an error is reported, so it does little: a text's first bytes are
 * read as they are (a slice, never the whole value), any other value is
 * written by its type's output function only when it is small, and short
 * of resources (memory, disk: class 53) nothing is written at all.
 */
static void
puzzle_context(void *arg)
{
	CatmouseCall *call = arg;
	FunctionCallInfo fcinfo = call->fcinfo;
	Oid			type;
	Oid			output;
	bool		is_varlena;
	char	   *s;
	char	   *name;
	const char *what = "graph";

	if (PG_NARGS() < 1 || PG_ARGISNULL(0) || fcinfo->flinfo == NULL || call->what->generated ||
		ERRCODE_TO_CATEGORY(geterrcode()) == ERRCODE_INSUFFICIENT_RESOURCES)
		return;
	type = get_fn_expr_argtype(fcinfo->flinfo, 0);
	if (!OidIsValid(type))
		return;
	getTypeOutputInfo(type, &output, &is_varlena);
	if (type == TEXTOID)
	{
		/* its first 37 bytes, and its length when it has more than 40 */
		Datum		value = PG_GETARG_DATUM(0);
		size_t		whole = toast_raw_datum_size(value) - VARHDRSZ;
		text	   *t = DatumGetTextPSlice(value, 0, 40);
		size_t		len = Min(VARSIZE_ANY_EXHDR(t), 40);

		if (whole > 40)
			s = psprintf("%s... (%zu bytes)", catmouse_show_string(VARDATA_ANY(t), 37), whole);
		else
			s = catmouse_show_string(VARDATA_ANY(t), len);
	}
	else if (is_varlena && toast_raw_datum_size(PG_GETARG_DATUM(0)) > CONTEXT_VALUE_BYTES)
		s = psprintf("(a value of %zu bytes)", (size_t) toast_raw_datum_size(PG_GETARG_DATUM(0)));
	else
	{
		char	   *written = OidOutputFunctionCall(output, PG_GETARG_DATUM(0));

		s = catmouse_show_string(written, strlen(written));
	}
	name = get_func_name(fcinfo->flinfo->fn_oid);
	if (name != NULL && (strncmp(name, "cat_mouse_grid_", 15) == 0 ||
						 strcmp(name, "can_mouse_win") == 0))
		what = "grid";
	else if (type_is_rowtype(type))
		what = "puzzle";
	errcontext("catmouse puzzle: %s '%s'", what, s);
}

void
catmouse_call_begin(CatmouseCall *call, FunctionCallInfo fcinfo,
					const CatmouseResult *what)
{
	call->fcinfo = fcinfo;
	call->what = what;
	if (what->rows)
		catmouse_materialize(fcinfo);
	call->old = catmouse_begin(fcinfo);
	call->context.callback = puzzle_context;
	call->context.arg = call;
	call->context.previous = error_context_stack;
	error_context_stack = &call->context;
}

/* End a call. */
static void
call_end(CatmouseCall *call)
{
	error_context_stack = call->context.previous;
	catmouse_end(call->fcinfo, call->old);
}

/*
 * End a call whose arguments made its answer NULL: no rows for a set,
 * NULL otherwise.
 */
Datum
catmouse_call_null(CatmouseCall *call)
{
	call_end(call);
	call->fcinfo->isnull = !call->what->rows;
	return (Datum) 0;
}

/* Answer the puzzle and end the call. */
Datum
catmouse_call_answer(CatmouseCall *call, const CatmousePuzzle *p)
{
	Datum		result = call->what->answer(call->fcinfo, p, call->old);

	call_end(call);
	return result;
}
