/*-------------------------------------------------------------------------
 *
 * input_grid.c
 *	  The grid reader: LeetCode 1728 grids given as text[] rows to both
 *	  players' move graphs (cm_grid_check, cm_grid_index, cm_grid_moves),
 *	  every error naming the row and column.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "catmouse.h"
#include "input.h"
#include "textkind.h"

/* The character at byte `pos` of a row, for messages; control bytes escaped. */
static char *
grid_char_at(const char *row, int32 len, int32 pos)
{
	unsigned char b = (unsigned char) row[pos];
	int			clen;

	if (b < 0x20 || b == 0x7f)
		return psprintf("\\x%02X", b);
	clen = pg_mblen(row + pos);
	if (clen > len - pos)
		clen = len - pos;
	return pnstrdup(row + pos, clen);
}

/*
 * Read a text[] grid and build both players' moves.
 */
void
catmouse_read_grid(ArrayType *arr, int32 cat_jump, int32 mouse_jump,
				   CatmouseGrid *out)
{
	int			ndim = ARR_NDIM(arr);
	Datum	   *elems;
	bool	   *nulls;
	int			nrows;
	const char **row;
	int32	   *len;
	int			lb;
	int			i;
	int64		arcs;
	int32	   *off;
	int32	   *adj;
	CmError		err;

	if (ARR_ELEMTYPE(arr) != TEXTOID)
		elog(ERROR, "grid must be a text array");
	if (cat_jump < 0 || mouse_jump < 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must not be negative",
						cat_jump < 0 ? "cat_jump" : "mouse_jump"),
				 errdetail("It is %d.", cat_jump < 0 ? cat_jump : mouse_jump)));
	if (ndim == 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("grid is empty"),
				 errhint("Give the grid as rows of text, e.g. ARRAY['M.C...F'].")));
	if (ndim != 1)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("grid must be a one-dimensional array of text rows"),
				 errdetail("The array has %d dimensions.", ndim)));
	lb = ARR_LBOUND(arr)[0];

	deconstruct_array(arr, TEXTOID, -1, false, TYPALIGN_INT,
					  &elems, &nulls, &nrows);
	row = palloc(nrows * sizeof(char *));
	len = palloc(nrows * sizeof(int32));
	for (i = 0; i < nrows; i++)
	{
		if (nulls[i])
			catmouse_puzzle_ereport((errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("grid row %d is NULL", i + lb)));
		row[i] = VARDATA_ANY(DatumGetPointer(elems[i]));
		len[i] = VARSIZE_ANY_EXHDR(DatumGetPointer(elems[i]));
	}

	if (cm_grid_check(nrows, row, len, &out->info, &err) != CM_OK)
	{
		switch (err.code)
		{
			case CM_ERR_NO_NODES:
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid row %d is empty", lb),
						 errhint("Give the grid as rows of text, e.g. ARRAY['M.C...F'].")));
				break;
			case CM_ERR_GRID_RAGGED:
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid row %d has %lld characters, expected %d",
								err.node + lb, (long long) err.value, err.pos),
						 errdetail("Every row must be as long as the first; rows count from %d here, as the array's subscripts do.", lb)));
				break;
			case CM_ERR_GRID_CHAR:
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("invalid character \"%s\" in grid row %d, column %d",
								grid_char_at(row[err.node], len[err.node], err.pos),
								err.node + lb, err.pos + 1),
						 errdetail("A grid holds only \".\" (floor), \"#\" (wall), \"C\" (cat), \"M\" (mouse) and \"F\" (food).  Row %d is the array's subscript, column %d counts from 1; in the grid functions' rows, which count from 0, this is cell (%d, %d).",
								   err.node + lb, err.pos + 1, err.node, err.pos)));
				break;
			case CM_ERR_GRID_COUNT:
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid has %lld \"%c\" cells, expected exactly one",
								(long long) err.value, (char) err.pos),
						 errhint("Mark the cat with C, the mouse with M and the food with F, once each.")));
				break;
			case CM_ERR_TOO_MANY_NODES:
				catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
						 errmsg("grid has too many floor cells"),
						 errdetail("It has %lld; at most %d are supported.",
								   (long long) err.value, CM_MAX_NODES)));
				break;
			case CM_ERR_TOO_BIG:
				catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
						 errmsg("grid is too large"),
						 errdetail("It has %lld cells.", (long long) err.value)));
				break;
			default:
				elog(ERROR, "could not read grid: status %d", (int) err.code);
		}
	}

	catmouse_check_memory((Size) out->info.rows * out->info.cols * sizeof(int32),
						  out->info.floor);
	out->node_of_cell = MemoryContextAllocHuge(CurrentMemoryContext,
											   (Size) out->info.rows * out->info.cols * sizeof(int32));
	out->cell_of_node = palloc(out->info.floor * sizeof(int32));
	cm_grid_index(row, &out->info, out->node_of_cell, out->cell_of_node);

	for (i = 0; i < 2; i++)
	{
		int32		jump = (i == 0) ? mouse_jump : cat_jump;
		CmGraph    *g = (i == 0) ? &out->mouse : &out->cat;

		if (i == 1 && cat_jump == mouse_jump)
		{
			out->cat = out->mouse;
			break;
		}
		/* counted in O(cells), checked before the moves are built */
		arcs = cm_grid_arcs(&out->info, out->node_of_cell, jump);
		if (arcs > PG_INT32_MAX)
			catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("grid has too many moves"),
					 errdetail("With %s %d it has %lld moves; at most %d are supported.",
							   i == 0 ? "mouse_jump" : "cat_jump", jump,
							   (long long) arcs, PG_INT32_MAX)));
		catmouse_check_memory((Size) arcs * sizeof(int32), out->info.floor);
		off = palloc((out->info.floor + 1) * sizeof(int32));
		adj = MemoryContextAllocHuge(CurrentMemoryContext,
									 Max(arcs, 1) * sizeof(int32));
		if (cm_grid_moves(&out->info, out->node_of_cell, out->cell_of_node,
						  jump, off, adj, g, catmouse_poll, NULL) != CM_OK)
			elog(ERROR, "grid moves stopped unexpectedly");
	}
}

bool
catmouse_read_grid_args(FunctionCallInfo fcinfo, CatmouseGridInput kind,
						const CatmouseArgPositions *pos,
						CatmouseGrid *grid, CatmousePuzzle *p)
{
	int64		max_turns;

	catmouse_puzzle_init(p);
	if (PG_ARGISNULL(CATMOUSE_ARGNO(pos->grid)) ||
		PG_ARGISNULL(CATMOUSE_ARGNO(pos->cat_jump)) ||
		PG_ARGISNULL(CATMOUSE_ARGNO(pos->mouse_jump)))
		return false;
	max_turns = pos->max_turns > 0 ?
		catmouse_max_turns(fcinfo, pos->max_turns) :
		CATMOUSE_LEETCODE_TURNS;
	catmouse_read_grid(catmouse_grid_readers[kind](PG_GETARG_DATUM(CATMOUSE_ARGNO(pos->grid))),
					   PG_GETARG_INT32(CATMOUSE_ARGNO(pos->cat_jump)),
					   PG_GETARG_INT32(CATMOUSE_ARGNO(pos->mouse_jump)), grid);
	grid->cells.cols = grid->info.cols;
	grid->cells.cell_of_node = grid->cell_of_node;
	grid->cells.info = &grid->info;
	grid->cells.node_of_cell = grid->node_of_cell;
	p->mouse = &grid->mouse;
	p->cat = &grid->cat;
	p->cells = &grid->cells;
	p->opt.mouse_start = grid->info.mouse;
	p->opt.cat_start = grid->info.cat;
	p->opt.hole = grid->info.food;
	p->opt.cat_can_enter_hole = true;
	p->opt.max_turns = max_turns;
	return true;
}

/* ---- the grid kinds, each into a text[] of rows ---- */

ArrayType *
catmouse_grid_from_array(Datum value)
{
	return DatumGetArrayTypeP(value);
}

/*
 * A grid as jsonb: LeetCode's own JSON, an array of strings, e.g.
 * ["M.C...F"].
 */
ArrayType *
catmouse_grid_from_jsonb(Datum value)
{
	Jsonb	   *jb = DatumGetJsonbP(value);
	JsonbIterator *it;
	JsonbValue	v;
	JsonbIteratorToken tok;
	Datum	   *rows;
	int			n = 0;

	if (!JB_ROOT_IS_ARRAY(jb) || JB_ROOT_IS_SCALAR(jb))
	{
		JsonbValue	s;
		const char *what = "object";

		if (JB_ROOT_IS_SCALAR(jb) && JsonbExtractScalar(&jb->root, &s))
			what = JsonbTypeName(&s);
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("grid must be a JSON array of strings"),
				 errdetail("It is a JSON %s.", what),
				 errhint("Write the grid as LeetCode does, e.g. '[\"M.C...F\"]'.")));
	}
	rows = palloc(Max(1, JB_ROOT_COUNT(jb)) * sizeof(Datum));
	it = JsonbIteratorInit(&jb->root);
	while ((tok = JsonbIteratorNext(&it, &v, true)) != WJB_DONE)
	{
		if (tok != WJB_ELEM)
			continue;
		if (v.type != jbvString)
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("grid $[%d] is not a string", n),
					 errdetail("It is a JSON %s.", JsonbTypeName(&v)),
					 errhint("Write each row as a string, e.g. '[\"####F\",\"#C...\",\"M....\"]'.")));
		rows[n++] = PointerGetDatum(cstring_to_text_with_len(v.val.string.val,
															 v.val.string.len));
	}
	if (n == 0)
		return construct_empty_array(TEXTOID);
	return construct_array(rows, n, TEXTOID, -1, false, TYPALIGN_INT);
}

/*
 * A grid as text, what an untyped literal resolves to: LeetCode's JSON
 * when it starts with '[' (and holds no '=', which an array's dimensions,
 * '[0:2]={...}', have, and JSON outside its strings cannot), a text[]
 * literal ('{M.C...F}') otherwise when it starts with '{' or '['; nothing
 * else is a grid.
 */
ArrayType *
catmouse_grid_from_text(Datum value)
{
	text	   *t = DatumGetTextPP(value);
	CmText		kind;

	switch (cm_text_grid(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), &kind))
	{
		case CM_TEXT_JSON:
			return catmouse_grid_from_jsonb(catmouse_read_input(JSONBOID, text_to_cstring(t)));
		case CM_TEXT_ARRAY:
			return DatumGetArrayTypeP(catmouse_read_input(TEXTARRAYOID, text_to_cstring(t)));
		default:
			break;
	}
	catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("grid is not a grid written as text: \"%s\"",
					catmouse_show_string(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t))),
			 errdetail("Text is read as LeetCode's JSON (it starts with \"[\") or as a text[] literal (it starts with \"{\")."),
			 errhint("Write the grid as LeetCode does, e.g. '[\"M.C...F\"]', or as ARRAY['M.C...F'].")));
	return NULL;
}

int32
catmouse_read_grid_cell(FunctionCallInfo fcinfo, const CatmouseGrid *grid, int row_pos,
						int col_pos, const char *who, int32 dflt)
{
	int			row_arg = CATMOUSE_ARGNO(row_pos);
	int			col_arg = CATMOUSE_ARGNO(col_pos);
	int32		r,
				c,
				node;

	if (PG_ARGISNULL(row_arg) && PG_ARGISNULL(col_arg))
		return dflt;
	if (PG_ARGISNULL(row_arg) || PG_ARGISNULL(col_arg))
		catmouse_puzzle_ereport((errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("%s_row and %s_col must both be given or both be NULL", who, who)));
	r = PG_GETARG_INT32(row_arg);
	c = PG_GETARG_INT32(col_arg);
	if (r < 0 || r >= grid->info.rows || c < 0 || c >= grid->info.cols)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s cell (%d, %d) is outside the grid", who, r, c),
				 errdetail("The grid is %d x %d (rows x columns); rows and columns are numbered from 0.",
						   grid->info.rows, grid->info.cols)));
	node = grid->node_of_cell[(Size) r * grid->info.cols + c];
	if (node < 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s cell (%d, %d) is a wall", who, r, c)));
	return node;
}
