/*-------------------------------------------------------------------------
 *
 * catmouse.c
 *	  fmgr glue: one C function per SQL entry point, the memory limit GUC,
 *	  and the one place where a solve is set up, bounded and run.
 *
 * Every entry point works the same way: open a private memory context,
 * read the arguments into solver graphs, solve, turn the solver's answer
 * into SQL values (a scalar, a record, or rows in a tuplestore), and delete
 * the context.  An error anywhere leaves the context to be freed with the
 * query's memory.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <limits.h>

#include "access/htup_details.h"
#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/jsonb.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

#include "graph_input.h"
#include "solver.h"

PG_MODULE_MAGIC;

/* catmouse.max_memory, in kB: the most work memory one solve may take */
static int	catmouse_max_memory = 1024 * 1024;

void		_PG_init(void);

void
_PG_init(void)
{
	DefineCustomIntVariable("catmouse.max_memory",
							"Largest work memory one catmouse solve may allocate.",
							"A solve that would need more fails before allocating.",
							&catmouse_max_memory,
							1024 * 1024,
							64,
							MAX_KILOBYTES,
							PGC_USERSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
	MarkGUCPrefixReserved("catmouse");
}

/* Fail unless `bytes` more of work memory are within catmouse.max_memory. */
void
catmouse_check_memory(size_t bytes, int32 nodes)
{
	uint64		limit = (uint64) catmouse_max_memory * 1024;
	unsigned long long mb = (bytes == SIZE_MAX) ? 0 :
		(unsigned long long) ((bytes + 1024 * 1024 - 1) / (1024 * 1024));

	if (bytes == SIZE_MAX || bytes > limit || bytes > MaxAllocHugeSize)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("solving a game with %d nodes needs %llu MB of memory",
						nodes, mb),
				 errdetail("catmouse.max_memory is %d MB.",
						   catmouse_max_memory / 1024),
				 errhint("Raise the limit, e.g. SET catmouse.max_memory = '%lluMB'.",
						 mb)));
}

/*
 * Set up and run one solve in the current memory context: reports option
 * errors, checks the work memory against catmouse.max_memory before
 * allocating it.
 */
static void
catmouse_solve(CmSolver *s, const CmGraph *mouse, const CmGraph *cat,
			   const CmOptions *opt, CmMode mode)
{
	size_t		need;
	void	   *work;
	CmError		err;

	/* option errors first: they are the user's real mistake */
	if (cm_options_check(mouse, cat, opt, &err) != CM_OK)
		catmouse_report_option_error(&err, mouse->nodes);

	need = cm_solver_bytes(mouse, cat, mode);
	catmouse_check_memory(need, mouse->nodes);
	work = MemoryContextAllocHuge(CurrentMemoryContext, need);
	if (cm_solver_init(s, mouse, cat, opt, mode, work, need, &err) != CM_OK)
		catmouse_report_option_error(&err, mouse->nodes);
	if (cm_solve(s, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse solve stopped unexpectedly");
}

/* Check a max_turns argument; NULL means no limit (-1). */
static int64
catmouse_max_turns(FunctionCallInfo fcinfo, int argno)
{
	int32		v;

	if (PG_ARGISNULL(argno))
		return -1;
	v = PG_GETARG_INT32(argno);
	if (v < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_turns must not be negative"),
				 errdetail("max_turns is %d.", v),
				 errhint("Pass NULL for no turn limit.")));
	return v;
}

/*
 * The memory context a call's graphs and solver live in.  It is created
 * once per call site (kept in fn_extra, under the query's fn_mcxt) and
 * reset after every call: its first block, sized for LeetCode-size graphs,
 * is then reused without a malloc, and everything larger goes back to the
 * system at once.  Without an FmgrInfo (direct calls) it is made afresh.
 */
#define CATMOUSE_KEEPER_SIZE (64 * 1024)

static MemoryContext
catmouse_begin(FunctionCallInfo fcinfo)
{
	FmgrInfo   *flinfo = fcinfo->flinfo;
	MemoryContext ctx;

	if (flinfo != NULL && flinfo->fn_extra != NULL)
		ctx = (MemoryContext) flinfo->fn_extra;
	else
	{
		ctx = AllocSetContextCreate(flinfo ? flinfo->fn_mcxt : CurrentMemoryContext,
									"catmouse solve",
									0,
									CATMOUSE_KEEPER_SIZE,
									ALLOCSET_DEFAULT_MAXSIZE);
		if (flinfo != NULL)
			flinfo->fn_extra = ctx;
	}
	return MemoryContextSwitchTo(ctx);
}

static void
catmouse_end(FunctionCallInfo fcinfo, MemoryContext old)
{
	MemoryContext ctx = MemoryContextSwitchTo(old);

	if (fcinfo->flinfo != NULL)
		MemoryContextReset(ctx);
	else
		MemoryContextDelete(ctx);
}

/* A remoteness as an int4 datum; NULL for a draw. */
static Datum
remoteness_datum(int64 r, bool *isnull)
{
	*isnull = (r < 0);
	if (r > PG_INT32_MAX)
		elog(ERROR, "remoteness %lld does not fit an integer", (long long) r);
	return Int32GetDatum((int32) (r < 0 ? 0 : r));
}

/* ----------------------------------------------------------------
 * Graph games: cat_mouse_game, cat_mouse_states, cat_mouse_play and
 * cat_mouse_summary, each for int[][], jsonb and text graphs.  Their
 * arguments are (graph, mouse_start, cat_start, hole, cat_can_enter_hole,
 * [max_turns,] cat_graph).
 * ----------------------------------------------------------------
 */

typedef enum CatmouseInput
{
	INPUT_ARRAY,
	INPUT_JSONB,
	INPUT_TEXT
} CatmouseInput;

typedef struct GraphCall
{
	CatmouseArrayGraph mouse;
	CatmouseArrayGraph cat;
	bool		has_cat;
	CmOptions	opt;
} GraphCall;

static void
read_graph_arg(FunctionCallInfo fcinfo, int argno, CatmouseInput kind,
			   const char *name, int32 expect_nodes, CatmouseArrayGraph *out)
{
	switch (kind)
	{
		case INPUT_ARRAY:
			catmouse_read_graph(PG_GETARG_ARRAYTYPE_P(argno), name,
								expect_nodes, out);
			break;
		case INPUT_JSONB:
			catmouse_read_graph_jsonb(PG_GETARG_JSONB_P(argno), name,
									  expect_nodes, out);
			break;
		case INPUT_TEXT:
			catmouse_read_graph_text(PG_GETARG_TEXT_PP(argno), name,
									 expect_nodes, out);
			break;
	}
}

/*
 * Read a graph function's arguments in the current memory context.  False
 * when an argument that decides the answer is NULL: the graph, the starts,
 * the hole or cat_can_enter_hole.
 */
static bool
graph_call_setup(FunctionCallInfo fcinfo, CatmouseInput kind,
				 bool has_max_turns, GraphCall *call)
{
	int			cat_arg = has_max_turns ? 6 : 5;
	int			i;

	for (i = 0; i <= 4; i++)
		if (PG_ARGISNULL(i))
			return false;
	call->opt.mouse_start = PG_GETARG_INT32(1);
	call->opt.cat_start = PG_GETARG_INT32(2);
	call->opt.hole = PG_GETARG_INT32(3);
	call->opt.cat_can_enter_hole = PG_GETARG_BOOL(4);
	call->opt.max_turns = has_max_turns ? catmouse_max_turns(fcinfo, 5) : -1;

	read_graph_arg(fcinfo, 0, kind, "graph", -1, &call->mouse);
	call->has_cat = !PG_ARGISNULL(cat_arg);
	if (call->has_cat)
		read_graph_arg(fcinfo, cat_arg, kind, "cat_graph",
					   call->mouse.g.nodes, &call->cat);
	return true;
}

static Datum
game_impl(FunctionCallInfo fcinfo, CatmouseInput kind)
{
	GraphCall	call;
	CmSolver	s;
	MemoryContext old = catmouse_begin(fcinfo);

	if (!graph_call_setup(fcinfo, kind, true, &call))
	{
		catmouse_end(fcinfo, old);
		PG_RETURN_NULL();
	}
	catmouse_solve(&s, &call.mouse.g, call.has_cat ? &call.cat.g : NULL,
				   &call.opt, CM_SOLVE_START);
	catmouse_end(fcinfo, old);
	PG_RETURN_INT32(s.limited_outcome);
}

/*
 * cat_mouse_game(graph, mouse_start, cat_start, hole, cat_can_enter_hole,
 *				  max_turns, cat_graph) RETURNS int
 */
PG_FUNCTION_INFO_V1(catmouse_game);
Datum
catmouse_game(PG_FUNCTION_ARGS)
{
	return game_impl(fcinfo, INPUT_ARRAY);
}

PG_FUNCTION_INFO_V1(catmouse_game_jsonb);
Datum
catmouse_game_jsonb(PG_FUNCTION_ARGS)
{
	return game_impl(fcinfo, INPUT_JSONB);
}

PG_FUNCTION_INFO_V1(catmouse_game_text);
Datum
catmouse_game_text(PG_FUNCTION_ARGS)
{
	return game_impl(fcinfo, INPUT_TEXT);
}

/* ----------------------------------------------------------------
 * Rows: per-position verdicts and play-outs, for graphs and grids.  A grid
 * shows each node as two columns, row and column; a graph as one.
 * ----------------------------------------------------------------
 */

/* Put node `node` (or NULL for -1) at values[i]; returns the next index. */
static int
put_node(Datum *values, bool *nulls, int i, int32 node,
		 const CatmouseGrid *grid)
{
	if (grid == NULL)
	{
		nulls[i] = (node < 0);
		values[i] = Int32GetDatum(node);
		return i + 1;
	}
	nulls[i] = nulls[i + 1] = (node < 0);
	values[i] = Int32GetDatum(node < 0 ? 0 : grid->cell_of_node[node] / grid->info.cols);
	values[i + 1] = Int32GetDatum(node < 0 ? 0 : grid->cell_of_node[node] % grid->info.cols);
	return i + 2;
}

/*
 * Every listed position with its outcome, remoteness and best move, in
 * order of mouse node, cat node, turn (the mouse's first).
 */
static void
emit_states(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmouseGrid *grid)
{
	Datum		values[9];
	bool		nulls[9];
	Datum		turn_name[2];
	int32		m;

	turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	for (m = 0; m < s->n; m++)
	{
		int32		c;

		for (c = 0; c < s->n; c++)
		{
			int			t;

			if (!cm_cat_node_listed(s, c))
				continue;
			CHECK_FOR_INTERRUPTS();
			for (t = 0; t < 2; t++)
			{
				int			i = 0;

				i = put_node(values, nulls, i, m, grid);
				i = put_node(values, nulls, i, c, grid);
				values[i] = turn_name[t];
				nulls[i++] = false;
				values[i] = Int32GetDatum(cm_outcome(s, m, c, t));
				nulls[i++] = false;
				values[i] = remoteness_datum(cm_remoteness(s, m, c, t), &nulls[i]);
				i++;
				put_node(values, nulls, i, cm_best_move(s, m, c, t), grid);
				tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc,
									 values, nulls);
			}
		}
	}
}

typedef struct PlayEmit
{
	ReturnSetInfo *rsinfo;
	const CatmouseGrid *grid;
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
	i = put_node(values, nulls, i, mv->from, pe->grid);
	i = put_node(values, nulls, i, mv->to, pe->grid);
	i = put_node(values, nulls, i, mv->mouse, pe->grid);
	put_node(values, nulls, i, mv->cat, pe->grid);
	tuplestore_putvalues(pe->rsinfo->setResult, pe->rsinfo->setDesc,
						 values, nulls);
	return false;
}

static void
emit_play(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmouseGrid *grid)
{
	PlayEmit	pe;
	uint8	   *seen;

	catmouse_check_memory(cm_play_bytes(s), s->n);
	seen = MemoryContextAllocHuge(CurrentMemoryContext, cm_play_bytes(s));
	pe.rsinfo = rsinfo;
	pe.grid = grid;
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

typedef enum RowsKind
{
	ROWS_STATES,
	ROWS_PLAY
} RowsKind;

static Datum
graph_rows_impl(FunctionCallInfo fcinfo, CatmouseInput kind, RowsKind rows)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	GraphCall	call;
	CmSolver	s;
	MemoryContext old;

	InitMaterializedSRF(fcinfo, 0);
	old = catmouse_begin(fcinfo);
	if (graph_call_setup(fcinfo, kind, false, &call))
	{
		catmouse_solve(&s, &call.mouse.g, call.has_cat ? &call.cat.g : NULL,
					   &call.opt, CM_SOLVE_ALL);
		if (rows == ROWS_STATES)
			emit_states(rsinfo, &s, NULL);
		else
			emit_play(rsinfo, &s, NULL);
	}
	catmouse_end(fcinfo, old);
	return (Datum) 0;
}

static Datum
summary_impl(FunctionCallInfo fcinfo, CatmouseInput kind)
{
	GraphCall	call;
	CmSolver	s;
	Datum		result;
	MemoryContext old = catmouse_begin(fcinfo);

	if (!graph_call_setup(fcinfo, kind, true, &call))
	{
		catmouse_end(fcinfo, old);
		PG_RETURN_NULL();
	}
	catmouse_solve(&s, &call.mouse.g, call.has_cat ? &call.cat.g : NULL,
				   &call.opt, CM_SOLVE_OUTCOMES);
	result = summary_datum(fcinfo, &s, call.mouse.g.off[call.mouse.g.nodes], old);
	catmouse_end(fcinfo, old);
	return result;
}

/*
 * cat_mouse_states(graph, mouse_start, cat_start, hole, cat_can_enter_hole,
 *					cat_graph) RETURNS TABLE (mouse, cat, turn, outcome,
 *					remoteness, best_move)
 */
PG_FUNCTION_INFO_V1(catmouse_states);
Datum
catmouse_states(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_ARRAY, ROWS_STATES);
}

PG_FUNCTION_INFO_V1(catmouse_states_jsonb);
Datum
catmouse_states_jsonb(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_JSONB, ROWS_STATES);
}

PG_FUNCTION_INFO_V1(catmouse_states_text);
Datum
catmouse_states_text(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_TEXT, ROWS_STATES);
}

/*
 * cat_mouse_play(graph, mouse_start, cat_start, hole, cat_can_enter_hole,
 *				  cat_graph) RETURNS TABLE (ply, mover, from_node, to_node,
 *				  mouse, cat)
 */
PG_FUNCTION_INFO_V1(catmouse_play);
Datum
catmouse_play(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_ARRAY, ROWS_PLAY);
}

PG_FUNCTION_INFO_V1(catmouse_play_jsonb);
Datum
catmouse_play_jsonb(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_JSONB, ROWS_PLAY);
}

PG_FUNCTION_INFO_V1(catmouse_play_text);
Datum
catmouse_play_text(PG_FUNCTION_ARGS)
{
	return graph_rows_impl(fcinfo, INPUT_TEXT, ROWS_PLAY);
}

/*
 * cat_mouse_summary(graph, mouse_start, cat_start, hole, cat_can_enter_hole,
 *					 max_turns, cat_graph) RETURNS record (nodes, arcs,
 *					 states, draws, mouse_wins, cat_wins, max_remoteness,
 *					 outcome, remoteness)
 */
PG_FUNCTION_INFO_V1(catmouse_summary);
Datum
catmouse_summary(PG_FUNCTION_ARGS)
{
	return summary_impl(fcinfo, INPUT_ARRAY);
}

PG_FUNCTION_INFO_V1(catmouse_summary_jsonb);
Datum
catmouse_summary_jsonb(PG_FUNCTION_ARGS)
{
	return summary_impl(fcinfo, INPUT_JSONB);
}

PG_FUNCTION_INFO_V1(catmouse_summary_text);
Datum
catmouse_summary_text(PG_FUNCTION_ARGS)
{
	return summary_impl(fcinfo, INPUT_TEXT);
}

/* ----------------------------------------------------------------
 * Grid games (LeetCode 1728): arguments (grid, cat_jump, mouse_jump
 * [, max_turns]).
 * ----------------------------------------------------------------
 */

/* Read a grid call's arguments; false when grid or a jump is NULL. */
static bool
grid_call_setup(FunctionCallInfo fcinfo, int64 max_turns, CatmouseGrid *grid,
				CmOptions *opt)
{
	if (PG_ARGISNULL(0) || PG_ARGISNULL(1) || PG_ARGISNULL(2))
		return false;
	catmouse_read_grid(PG_GETARG_ARRAYTYPE_P(0), PG_GETARG_INT32(1),
					   PG_GETARG_INT32(2), grid);
	opt->mouse_start = grid->info.mouse;
	opt->cat_start = grid->info.cat;
	opt->hole = grid->info.food;
	opt->cat_can_enter_hole = true;
	opt->max_turns = max_turns;
	return true;
}

/* The outcome of a grid game under max_turns; -1 when an argument is NULL. */
static int
grid_outcome(FunctionCallInfo fcinfo, int64 max_turns)
{
	CatmouseGrid grid;
	CmOptions	opt;
	CmSolver	s;
	int			result = -1;
	MemoryContext old = catmouse_begin(fcinfo);

	if (grid_call_setup(fcinfo, max_turns, &grid, &opt))
	{
		catmouse_solve(&s, &grid.mouse, &grid.cat, &opt, CM_SOLVE_START);
		result = s.limited_outcome;
	}
	catmouse_end(fcinfo, old);
	return result;
}

/*
 * cat_mouse_grid_game(grid text[], cat_jump int, mouse_jump int,
 *					   max_turns int DEFAULT 1000) RETURNS int
 */
PG_FUNCTION_INFO_V1(catmouse_grid_game);
Datum
catmouse_grid_game(PG_FUNCTION_ARGS)
{
	int			result = grid_outcome(fcinfo, catmouse_max_turns(fcinfo, 3));

	if (result < 0)
		PG_RETURN_NULL();
	PG_RETURN_INT32(result);
}

/*
 * can_mouse_win(grid text[], cat_jump int, mouse_jump int) RETURNS bool:
 * LeetCode 1728, the mouse must reach the food within 1000 turns.
 */
PG_FUNCTION_INFO_V1(catmouse_can_mouse_win);
Datum
catmouse_can_mouse_win(PG_FUNCTION_ARGS)
{
	int			result = grid_outcome(fcinfo, 1000);

	if (result < 0)
		PG_RETURN_NULL();
	PG_RETURN_BOOL(result == CM_MOUSE);
}

static Datum
grid_rows_impl(FunctionCallInfo fcinfo, RowsKind rows)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	CatmouseGrid grid;
	CmOptions	opt;
	CmSolver	s;
	MemoryContext old;

	InitMaterializedSRF(fcinfo, 0);
	old = catmouse_begin(fcinfo);
	if (grid_call_setup(fcinfo, -1, &grid, &opt))
	{
		catmouse_solve(&s, &grid.mouse, &grid.cat, &opt, CM_SOLVE_ALL);
		if (rows == ROWS_STATES)
			emit_states(rsinfo, &s, &grid);
		else
			emit_play(rsinfo, &s, &grid);
	}
	catmouse_end(fcinfo, old);
	return (Datum) 0;
}

/* cat_mouse_grid_states(grid, cat_jump, mouse_jump) RETURNS TABLE (...) */
PG_FUNCTION_INFO_V1(catmouse_grid_states);
Datum
catmouse_grid_states(PG_FUNCTION_ARGS)
{
	return grid_rows_impl(fcinfo, ROWS_STATES);
}

/* cat_mouse_grid_play(grid, cat_jump, mouse_jump) RETURNS TABLE (...) */
PG_FUNCTION_INFO_V1(catmouse_grid_play);
Datum
catmouse_grid_play(PG_FUNCTION_ARGS)
{
	return grid_rows_impl(fcinfo, ROWS_PLAY);
}

/*
 * cat_mouse_grid_summary(grid, cat_jump, mouse_jump, max_turns DEFAULT 1000)
 * RETURNS record: as cat_mouse_summary, nodes being floor cells and arcs the
 * mouse's moves.
 */
PG_FUNCTION_INFO_V1(catmouse_grid_summary);
Datum
catmouse_grid_summary(PG_FUNCTION_ARGS)
{
	int64		max_turns = catmouse_max_turns(fcinfo, 3);
	CatmouseGrid grid;
	CmOptions	opt;
	CmSolver	s;
	Datum		result;
	MemoryContext old = catmouse_begin(fcinfo);

	if (!grid_call_setup(fcinfo, max_turns, &grid, &opt))
	{
		catmouse_end(fcinfo, old);
		PG_RETURN_NULL();
	}
	catmouse_solve(&s, &grid.mouse, &grid.cat, &opt, CM_SOLVE_OUTCOMES);
	result = summary_datum(fcinfo, &s, grid.mouse.off[grid.mouse.nodes], old);
	catmouse_end(fcinfo, old);
	return result;
}
