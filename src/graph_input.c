/*-------------------------------------------------------------------------
 *
 * graph_input.c
 *	  Read int[][] adjacency arrays and text[] grids into solver graphs.
 *
 * Adjacency arrays are read in place: an int4 array's data area holds its
 * present elements packed, and its null bitmap has the layout the core's
 * cm_graph_build() takes, so nothing is copied or deconstructed.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "graph_input.h"

/*
 * Read an int[][] adjacency array: row k (whatever the lower bounds) lists
 * the out-neighbours of node k - 1; NULL elements are skipped.
 */
void
catmouse_read_graph(ArrayType *arr, const char *argname,
					CatmouseArrayGraph *out)
{
	int			ndim = ARR_NDIM(arr);
	int32		nodes;
	int32		width;
	int32	   *off;
	int32	   *adj;
	int32	   *stamp;
	CmError		err;

	if (ARR_ELEMTYPE(arr) != INT4OID)
		elog(ERROR, "%s must be an integer array", argname);
	if (ndim == 0)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", argname),
				 errdetail("A graph needs at least one node."),
				 errhint("Write row i as the i-th inner array, e.g. '{{1,NULL},{0,2},{1,NULL}}'.")));
	if (ndim != 2)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s must be a two-dimensional array", argname),
				 errdetail("The array has %d dimension%s.", ndim,
						   ndim == 1 ? "" : "s"),
				 errhint("Write row i as the i-th inner array, padding short rows with NULL, e.g. '{{1,NULL},{0,2},{1,NULL}}'.")));

	nodes = ARR_DIMS(arr)[0];
	width = ARR_DIMS(arr)[1];
	out->argname = argname;
	out->lbound[0] = ARR_LBOUND(arr)[0];
	out->lbound[1] = ARR_LBOUND(arr)[1];

	if (nodes > CM_MAX_NODES)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s has too many nodes", argname),
				 errdetail("It has %d rows; at most %d nodes are supported.",
						   nodes, CM_MAX_NODES)));

	off = palloc((nodes + 1) * sizeof(int32));
	adj = palloc(Max((Size) ArrayGetNItems(ndim, ARR_DIMS(arr)), 1) * sizeof(int32));
	stamp = palloc(nodes * sizeof(int32));

	if (cm_graph_build(nodes, width, (const int32 *) ARR_DATA_PTR(arr),
					   ARR_NULLBITMAP(arr), off, adj, stamp, &out->g,
					   &err) != CM_OK)
	{
		if (err.code == CM_ERR_NEIGHBOUR)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("neighbour %lld of node %d is out of range",
							(long long) err.value, err.node),
					 errdetail_plural("The graph has %d node, 0 to %d; see %s[%d][%d].",
									  "The graph has %d nodes, 0 to %d; see %s[%d][%d].",
									  nodes, nodes, nodes - 1, argname,
							   err.node + out->lbound[0],
							   err.pos + out->lbound[1]),
					 errhint("Nodes are numbered from 0; pad short rows with NULL.")));
		elog(ERROR, "could not read %s: status %d", argname, (int) err.code);
	}
	pfree(stamp);
}

/* The character at byte `pos` of a row, for messages. */
static char *
grid_char_at(const char *row, int32 len, int32 pos)
{
	int			clen = pg_mblen(row + pos);

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
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must not be negative",
						cat_jump < 0 ? "cat_jump" : "mouse_jump"),
				 errdetail("It is %d.", cat_jump < 0 ? cat_jump : mouse_jump)));
	if (ndim == 0)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("grid is empty"),
				 errhint("Give the grid as rows of text, e.g. ARRAY['M.C...F'].")));
	if (ndim != 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
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
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("grid row %d is NULL", i + lb)));
		row[i] = VARDATA_ANY(DatumGetPointer(elems[i]));
		len[i] = VARSIZE_ANY_EXHDR(DatumGetPointer(elems[i]));
	}

	if (cm_grid_check(nrows, row, len, &out->info, &err) != CM_OK)
	{
		switch (err.code)
		{
			case CM_ERR_NO_NODES:
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid row %d is empty", lb),
						 errhint("Give the grid as rows of text, e.g. ARRAY['M.C...F'].")));
				break;
			case CM_ERR_GRID_RAGGED:
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid row %d has %lld characters, expected %d",
								err.node + lb, (long long) err.value, err.pos),
						 errdetail("Every row must be as long as the first.")));
				break;
			case CM_ERR_GRID_CHAR:
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("invalid character \"%s\" in grid row %d, column %d",
								grid_char_at(row[err.node], len[err.node], err.pos),
								err.node + lb, err.pos + 1),
						 errdetail("A grid holds only \".\" (floor), \"#\" (wall), \"C\" (cat), \"M\" (mouse) and \"F\" (food).")));
				break;
			case CM_ERR_GRID_COUNT:
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("grid has %lld \"%c\" cells, expected exactly one",
								(long long) err.value, (char) err.pos),
						 errhint("Mark the cat with C, the mouse with M and the food with F, once each.")));
				break;
			case CM_ERR_TOO_MANY_NODES:
				ereport(ERROR,
						(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
						 errmsg("grid has too many floor cells"),
						 errdetail("It has %lld; at most %d are supported.",
								   (long long) err.value, CM_MAX_NODES)));
				break;
			case CM_ERR_TOO_BIG:
				ereport(ERROR,
						(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
						 errmsg("grid is too large"),
						 errdetail("It has %lld cells.", (long long) err.value)));
				break;
			default:
				elog(ERROR, "could not read grid: status %d", (int) err.code);
		}
	}

	out->node_of_cell = palloc((Size) out->info.rows * out->info.cols * sizeof(int32));
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
		arcs = cm_grid_arcs(&out->info, out->node_of_cell, out->cell_of_node, jump);
		if (arcs > PG_INT32_MAX || (Size) arcs * sizeof(int32) > MaxAllocHugeSize)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("grid has too many moves"),
					 errdetail("With %s %d it has %lld moves; at most %d are supported.",
							   i == 0 ? "mouse_jump" : "cat_jump", jump,
							   (long long) arcs, PG_INT32_MAX)));
		off = palloc((out->info.floor + 1) * sizeof(int32));
		adj = MemoryContextAllocHuge(CurrentMemoryContext,
									 Max(arcs, 1) * sizeof(int32));
		cm_grid_moves(&out->info, out->node_of_cell, out->cell_of_node, jump,
					  off, adj, g);
	}
}

void
catmouse_report_option_error(const CmError *err, int32 nodes)
{
	const char *what;

	switch (err->code)
	{
		case CM_ERR_MOUSE_START:
			what = "mouse_start";
			break;
		case CM_ERR_CAT_START:
			what = "cat_start";
			break;
		case CM_ERR_HOLE:
			what = "hole";
			break;
		case CM_ERR_CAT_GRAPH_NODES:
			ereport(ERROR,
					(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
					 errmsg("cat_graph has %lld rows but graph has %d",
							(long long) err->value, nodes),
					 errhint("Give the cat one row of moves per node of graph.")));
			pg_unreachable();
		default:
			elog(ERROR, "could not set up the solver: status %d", (int) err->code);
			pg_unreachable();
	}
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s %lld is out of range", what, (long long) err->value),
			 errdetail_plural("The graph has %d node, 0 to %d.",
							  "The graph has %d nodes, 0 to %d.",
							  nodes, nodes, nodes - 1)));
	pg_unreachable();
}
