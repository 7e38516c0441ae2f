/*-------------------------------------------------------------------------
 *
 * result_rows.c
 *	  The rows of every set result (result.h), into the materialized SRF's
 *	  tuplestore: a row per position (cat_mouse_states and the grid
 *	  twin), per ply of the optimal game (cat_mouse_play, the grid twin,
 *	  cat_mouse_grid_boards), per legal move of a position (cat_mouse_moves,
 *	  cat_mouse_grid_moves), per hole (cat_mouse_census), and per ply of a
 *	  pursuit (cat_mouse_pursuit_play).
 *
 * A graph shows each node as one int column; a grid as two, row and
 * column (CatmouseCells).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

#include "render.h"
#include "result.h"

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
rows_states(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmousePuzzle *p)
{
	const CatmouseCells *cells = p->cells;

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
uint8 *
catmouse_play_scratch(const CmSolver *s)
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
rows_play(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmousePuzzle *p)
{
	const CatmouseCells *cells = p->cells;

	PlayEmit	pe;
	uint8	   *seen;

	seen = catmouse_play_scratch(s);
	pe.rsinfo = rsinfo;
	pe.cells = cells;
	pe.turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	pe.turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	if (cm_play(s, seen, emit_move, &pe) != CM_OK)
		elog(ERROR, "catmouse play-out stopped unexpectedly");
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
rows_boards(ReturnSetInfo *rsinfo, const CmSolver *s, const CatmousePuzzle *p)
{
	const CatmouseCells *cells = p->cells;

	BoardEmit	be;

	be.rsinfo = rsinfo;
	be.cells = cells;
	be.board = palloc((Size) cells->info->rows * (cells->info->cols + 1) + 1);
	be.turn_name[CM_TURN_MOUSE] = CStringGetTextDatum("mouse");
	be.turn_name[CM_TURN_CAT] = CStringGetTextDatum("cat");
	if (cm_play(s, catmouse_play_scratch(s), emit_board, &be) != CM_OK)
		elog(ERROR, "catmouse play-out stopped unexpectedly");
}

/*
 * cat_mouse_census: every hole of a graph in turn, a row each with the
 * counts of every position (as cat_mouse_summary) and of every start (the
 * mouse to move, mouse, cat and hole on different nodes), and the starts
 * decided in 2n plies or more.  The cat starts
 * off the hole (on the next node), so that positions with the cat on a
 * hole it may not enter are not listed, as in a LeetCode puzzle; on a
 * graph of one node it has no choice.
 */
static void
rows_census(ReturnSetInfo *rsinfo, const CatmousePuzzle *p)
{
	int32		n = p->mouse->nodes;
	CmCensusRow *rows = catmouse_solve_census(p);
	int32		h;

	for (h = 0; h < n; h++)
	{
		const CmCensusRow *r = &rows[h];
		Datum		values[14];
		bool		nulls[14];

		memset(nulls, 0, sizeof(nulls));
		values[0] = Int32GetDatum(h);
		values[1] = Int64GetDatum((int64) r->positions);
		values[2] = Int64GetDatum((int64) r->draws);
		values[3] = Int64GetDatum((int64) r->mouse_wins);
		values[4] = Int64GetDatum((int64) r->cat_wins);
		values[5] = catmouse_remoteness_datum(r->max_remoteness, &nulls[5]);
		values[6] = Int64GetDatum((int64) r->starts.starts);
		values[7] = Int64GetDatum((int64) r->starts.draws);
		values[8] = Int64GetDatum((int64) r->starts.mouse_wins);
		values[9] = Int64GetDatum((int64) r->starts.cat_wins);
		values[10] = Int64GetDatum((int64) r->starts.wrong_2n);
		values[11] = catmouse_remoteness_datum(r->starts.longest, &nulls[11]);
		values[12] = Int32GetDatum(r->starts.longest_mouse);
		nulls[12] = (r->starts.longest_mouse < 0);
		values[13] = Int32GetDatum(r->starts.longest_cat);
		nulls[13] = (r->starts.longest_cat < 0);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
}

/*
 * cat_mouse_moves and cat_mouse_grid_moves: a row per legal move of the
 * player to move in (mouse, cat, turn), best first (cm_move_values).
 */
static void
rows_moves(ReturnSetInfo *rsinfo, const CmSolver *s,
					const CatmousePuzzle *p)
{
	int32		mouse = p->opt.mouse_start;
	int32		cat = p->opt.cat_start;
	int			turn = p->turn;
	const CatmouseCells *cells = p->cells;
	const CmGraph *g = (turn == CM_TURN_MOUSE) ? &s->mouse : &s->cat;
	int32		from = (turn == CM_TURN_MOUSE) ? mouse : cat;
	CmMoveValue *mv = palloc(Max(g->off[from + 1] - g->off[from], 1) * sizeof(CmMoveValue));
	int32		count = cm_move_values(s, mouse, cat, turn, mv);
	int32		k;

	for (k = 0; k < count; k++)
	{
		Datum		values[5];
		bool		nulls[5];
		int			i = 0;

		CHECK_FOR_INTERRUPTS();
		i = put_node(values, nulls, i, mv[k].to, cells);
		values[i] = Int32GetDatum(mv[k].outcome);
		nulls[i++] = false;
		values[i] = Int32GetDatum(mv[k].remoteness);
		nulls[i++] = (mv[k].remoteness < 0);
		values[i] = BoolGetDatum(mv[k].best);
		nulls[i++] = false;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
}

typedef struct PursuitEmit
{
	ReturnSetInfo *rsinfo;
	int			k;
} PursuitEmit;

/* One row of a pursuit: ply, mover, the mouse's node, every cat's. */
static bool
emit_pursuit_ply(void *arg, int32_t ply, int mover, int32_t mouse,
				 const int32_t *cats)
{
	PursuitEmit *pe = arg;
	Datum		values[4];
	bool		nulls[4] = {false, false, false, false};

	CHECK_FOR_INTERRUPTS();
	values[0] = Int32GetDatum(ply);
	if (mover == CM_PURSUIT_START)
		nulls[1] = true;
	else
		values[1] = CStringGetTextDatum(mover == CM_PURSUIT_CATS ? "cat" : "mouse");
	values[2] = Int32GetDatum(mouse);
	values[3] = PointerGetDatum(catmouse_int_array(cats, pe->k));
	tuplestore_putvalues(pe->rsinfo->setResult, pe->rsinfo->setDesc, values, nulls);
	return false;
}

/* cat_mouse_pursuit_play: the optimal pursuit, a row per ply. */
static void
rows_pursuit_play(ReturnSetInfo *rsinfo, const CmPursuit *s)
{
	PursuitEmit pe;

	pe.rsinfo = rsinfo;
	pe.k = s->k;
	if (cm_pursuit_play(s, emit_pursuit_ply, &pe, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse pursuit play stopped unexpectedly");
}

/* ---- the results: solved as each needs, then their rows ---- */

/* The rows of a solved game. */
typedef void (*GameRows) (ReturnSetInfo *rsinfo, const CmSolver *s, const CatmousePuzzle *p);

static Datum
game_rows(FunctionCallInfo fcinfo, const CatmousePuzzle *p, GameRows rows)
{
	CmSolver	s;

	catmouse_solve(&s, p, CM_SOLVE_ALL);
	rows((ReturnSetInfo *) fcinfo->resultinfo, &s, p);
	return (Datum) 0;
}

static Datum
answer_states(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return game_rows(fcinfo, p, rows_states);
}

static Datum
answer_play(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return game_rows(fcinfo, p, rows_play);
}

static Datum
answer_boards(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return game_rows(fcinfo, p, rows_boards);
}

static Datum
answer_moves(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	return game_rows(fcinfo, p, rows_moves);
}

static Datum
answer_census(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	rows_census((ReturnSetInfo *) fcinfo->resultinfo, p);
	return (Datum) 0;
}

static Datum
answer_pursuit_play(FunctionCallInfo fcinfo, const CatmousePuzzle *p, MemoryContext result_ctx)
{
	CmPursuit	ps;

	catmouse_solve_pursuit(&ps, p, CM_PURSUIT_ALL);
	rows_pursuit_play((ReturnSetInfo *) fcinfo->resultinfo, &ps);
	return (Datum) 0;
}

const CatmouseResult catmouse_result_states = {"states", true, answer_states};
const CatmouseResult catmouse_result_play = {"play", true, answer_play};
const CatmouseResult catmouse_result_boards = {"boards", true, answer_boards};
const CatmouseResult catmouse_result_moves = {"moves", true, answer_moves};
const CatmouseResult catmouse_result_census = {"census", true, answer_census};
const CatmouseResult catmouse_result_pursuit_play = {"pursuit play", true, answer_pursuit_play};
