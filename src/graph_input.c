/*-------------------------------------------------------------------------
 *
 * graph_input.c
 *	  Read int[][] adjacency arrays, JSON adjacency lists and text[] grids
 *	  into solver graphs.
 *
 * Adjacency arrays are read in place: an int4 array's data area holds its
 * present elements packed, and its null bitmap has the layout the core's
 * cm_graph_build() takes, so nothing is copied or deconstructed.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <ctype.h>

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/numeric.h"

#include "graph_input.h"

/*
 * The core's poll function: called every few thousand units of work, it
 * lets a cancel or statement_timeout through (CHECK_FOR_INTERRUPTS may not
 * return; the core holds only our memory).
 */
bool
catmouse_poll(void *arg)
{
	CHECK_FOR_INTERRUPTS();
	return false;
}

/* Where element (row, col) of a graph argument is, as the user wrote it. */
static char *
element_name(const CatmouseArrayGraph *g, int32 row, int32 col)
{
	if (g->json)
		return psprintf("%s $[%d][%d]", g->argname, row, col);
	return psprintf("%s[%d][%d]", g->argname, row + g->lbound[0],
					col + g->lbound[1]);
}

/* Report a cm_graph_build() failure. */
static void report_build_error(const CmError *err, const CatmouseArrayGraph *g,
							   int32 nodes) pg_attribute_noreturn();

static void
report_build_error(const CmError *err, const CatmouseArrayGraph *g,
				   int32 nodes)
{
	if (err->code == CM_ERR_NEIGHBOUR)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("neighbour %lld of node %d is out of range",
						(long long) err->value, err->node),
				 errdetail_plural("The graph has %d node, 0 to %d; see %s.",
								  "The graph has %d nodes, 0 to %d; see %s.",
								  nodes, nodes, nodes - 1,
								  element_name(g, err->node, err->pos)),
				 errhint("Nodes are numbered from 0.")));
	if (err->code == CM_ERR_NO_NODES)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", g->argname),
				 errdetail("A graph needs at least one node.")));
	if (err->code == CM_ERR_TOO_MANY_NODES)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s has too many nodes", g->argname),
				 errdetail("It has %d rows; at most %d nodes are supported.",
						   nodes, CM_MAX_NODES)));
	if (err->code == CM_ERR_TOO_BIG)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s has too many moves", g->argname),
				 errdetail("At most %d distinct moves are supported.", PG_INT32_MAX)));
	elog(ERROR, "could not read %s: status %d", g->argname, (int) err->code);
	pg_unreachable();
}

/* A cat_graph must have as many rows as its graph. */
static void
check_rows(const char *argname, int32 rows, int32 expect_nodes)
{
	if (expect_nodes >= 0 && rows != expect_nodes)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg_plural("%s has %d row but graph has %d",
							   "%s has %d rows but graph has %d",
							   rows, argname, rows, expect_nodes),
				 errhint("Give the cat one row of moves per node of graph.")));
}

/*
 * Read an int[][] adjacency array: row k (whatever the lower bounds) lists
 * the out-neighbours of node k - 1; NULL elements are skipped.
 */
void
catmouse_read_graph(ArrayType *arr, const char *argname, int32 expect_nodes,
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
	out->json = false;
	out->lbound[0] = ARR_LBOUND(arr)[0];
	out->lbound[1] = ARR_LBOUND(arr)[1];

	if (nodes > CM_MAX_NODES)
	{
		/* before allocating anything for it */
		err.code = CM_ERR_TOO_MANY_NODES;
		report_build_error(&err, out, nodes);
	}
	check_rows(argname, nodes, expect_nodes);

	off = palloc((nodes + 1) * sizeof(int32));
	adj = palloc(Max((Size) ArrayGetNItems(ndim, ARR_DIMS(arr)), 1) * sizeof(int32));
	stamp = palloc(nodes * sizeof(int32));

	if (cm_graph_build(nodes, width, (const int32 *) ARR_DATA_PTR(arr),
					   ARR_NULLBITMAP(arr), off, adj, stamp, &out->g,
					   catmouse_poll, NULL, &err) != CM_OK)
		report_build_error(&err, out, nodes);
	pfree(stamp);
}

/* Growable arrays for reading JSON rows. */
typedef struct JsonRows
{
	int32	   *len;			/* elements per row */
	int32		rows;
	int32		rows_cap;
	int32	   *vals;			/* the numbers, in order */
	int64		nvals;
	int64		vals_cap;
	uint8	   *present;		/* bitmap over all elements */
	int64		nelems;
	int64		present_cap;	/* in bytes */
} JsonRows;

static void
json_rows_add(JsonRows *r, bool is_null, int32 v)
{
	if ((r->nelems >> 3) >= r->present_cap)
	{
		int64		cap = r->present_cap * 2;

		r->present = repalloc_huge(r->present, cap);
		memset(r->present + r->present_cap, 0, cap - r->present_cap);
		r->present_cap = cap;
	}
	if (!is_null)
	{
		if (r->nvals >= r->vals_cap)
		{
			r->vals_cap *= 2;
			r->vals = repalloc_huge(r->vals, r->vals_cap * sizeof(int32));
		}
		r->vals[r->nvals++] = v;
		r->present[r->nelems >> 3] |= (uint8) (1 << (r->nelems & 7));
	}
	r->nelems++;
	r->len[r->rows - 1]++;
}

/* A number's text for a message: long ones cut, with their length. */
static char *
short_number(Numeric num)
{
	char	   *text = DatumGetCString(DirectFunctionCall1(numeric_out, NumericGetDatum(num)));
	size_t		len = strlen(text);

	if (len <= 24)
		return text;
	return psprintf("%.12s... (%zu characters)", text, len);
}

/* A JSON number as a node number; errors name the element. */
static int32
json_node_number(const CatmouseArrayGraph *g, JsonbValue *v, int32 row,
				 int32 col)
{
	Numeric		num = v->val.numeric;
	bool		overflow = false;
	bool		integral;
	int32		n = numeric_int4_opt_error(num, &overflow);

	/*
	 * Written without a fraction (the common case, and cheap to ask): an
	 * integer.  Otherwise compare with its truncation ("2.0" is 2).
	 */
	if (DatumGetInt32(DirectFunctionCall1(numeric_scale, NumericGetDatum(num))) == 0)
		integral = true;
	else
		integral = DatumGetBool(DirectFunctionCall2(numeric_eq, NumericGetDatum(num),
													DirectFunctionCall2(numeric_trunc,
																		NumericGetDatum(num),
																		Int32GetDatum(0))));
	if (integral && !overflow)
		return n;
	if (integral)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("neighbour %s of node %d is out of range",
						short_number(num), row),
				 errdetail("See %s.", element_name(g, row, col)),
				 errhint("Nodes are numbered from 0.")));
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s is not an integer", element_name(g, row, col)),
			 errdetail("It is %s.", short_number(num))));
	return 0;					/* keep the compiler quiet */
}

/*
 * Read a graph given as JSON adjacency lists, LeetCode's format:
 * [[2,5],[3],[0,4,5],...].  Rows may differ in length; a JSON null in a row
 * is skipped like a NULL array element.
 */
void
catmouse_read_graph_jsonb(Jsonb *jb, const char *argname, int32 expect_nodes,
						  CatmouseArrayGraph *out)
{
	JsonbIterator *it;
	JsonbValue	v;
	JsonbIteratorToken tok;
	JsonRows	r;
	int			depth = 0;
	int32		col = 0;
	int32	   *off;
	int32	   *adj;
	int32	   *stamp;
	CmError		err;

	out->argname = argname;
	out->json = true;
	out->lbound[0] = out->lbound[1] = 0;

	if (!JB_ROOT_IS_ARRAY(jb) || JB_ROOT_IS_SCALAR(jb))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be a JSON array of arrays", argname),
				 errdetail("It is a JSON %s.",
						   JB_ROOT_IS_OBJECT(jb) ? "object" : "scalar"),
				 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));

	r.rows = 0;
	r.rows_cap = 64;
	r.len = palloc(r.rows_cap * sizeof(int32));
	r.nvals = 0;
	r.vals_cap = 256;
	r.vals = palloc(r.vals_cap * sizeof(int32));
	r.nelems = 0;
	r.present_cap = 64;
	r.present = palloc0(r.present_cap);

	it = JsonbIteratorInit(&jb->root);
	while ((tok = JsonbIteratorNext(&it, &v, false)) != WJB_DONE)
	{
		if ((r.nelems & 0xFFFF) == 0)
			CHECK_FOR_INTERRUPTS();
		switch (tok)
		{
			case WJB_BEGIN_ARRAY:
				depth++;
				if (depth == 2)
				{
					if (r.rows >= CM_MAX_NODES)
						ereport(ERROR,
								(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
								 errmsg("%s has too many nodes", argname),
								 errdetail("At most %d nodes are supported.",
										   CM_MAX_NODES)));
					if (r.rows == r.rows_cap)
					{
						r.rows_cap *= 2;
						r.len = repalloc(r.len, r.rows_cap * sizeof(int32));
					}
					r.len[r.rows++] = 0;
					col = 0;
				}
				else if (depth > 2)
					ereport(ERROR,
							(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s is nested too deep", argname),
							 errdetail("%s is an array; rows hold node numbers.",
									   element_name(out, r.rows - 1, col))));
				break;
			case WJB_END_ARRAY:
				depth--;
				break;
			case WJB_BEGIN_OBJECT:
				if (depth == 1)
					ereport(ERROR,
							(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s $[%d] is not an array", argname, r.rows),
							 errdetail("It is a JSON object.")));
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
						 errmsg("%s is not an integer", element_name(out, r.rows - 1, col)),
						 errdetail("It is a JSON object.")));
				break;
			case WJB_ELEM:
				if (depth == 1)
					ereport(ERROR,
							(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s $[%d] is not an array", argname, r.rows),
							 errdetail("It is a JSON %s.", JsonbTypeName(&v)),
							 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
				if (v.type == jbvNull)
					json_rows_add(&r, true, 0);
				else if (v.type == jbvNumeric)
					json_rows_add(&r, false,
								  json_node_number(out, &v, r.rows - 1, col));
				else
					ereport(ERROR,
							(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s is not an integer", element_name(out, r.rows - 1, col)),
							 errdetail("It is a JSON %s.", JsonbTypeName(&v))));
				col++;
				break;
			default:
				elog(ERROR, "unexpected jsonb token %d", (int) tok);
		}
	}

	if (r.rows == 0)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", argname),
				 errdetail("A graph needs at least one node."),
				 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
	check_rows(argname, r.rows, expect_nodes);

	off = palloc((r.rows + 1) * sizeof(int32));
	adj = MemoryContextAllocHuge(CurrentMemoryContext,
								 Max(r.nvals, 1) * sizeof(int32));
	stamp = palloc(r.rows * sizeof(int32));
	if (cm_graph_build_ragged(r.rows, r.len, r.vals, r.present, off, adj,
							  stamp, &out->g, catmouse_poll, NULL, &err) != CM_OK)
		report_build_error(&err, out, r.rows);
	pfree(stamp);
	pfree(r.vals);
	pfree(r.present);
	pfree(r.len);
}

/* A string through a type's input function, as a cast would. */
static Datum
parse_as(Oid type, char *str)
{
	Oid			typinput;
	Oid			typioparam;

	getTypeInputInfo(type, &typinput, &typioparam);
	return OidInputFunctionCall(typinput, str, typioparam, -1);
}

/* Whether p ("[...") starts an array literal's dimensions, like "[0:3]". */
static bool
array_dims_ahead(const char *p)
{
	p++;
	while (isspace((unsigned char) *p))
		p++;
	if (*p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char) *p))
		return false;
	while (isdigit((unsigned char) *p))
		p++;
	while (isspace((unsigned char) *p))
		p++;
	return *p == ':';
}

/*
 * Read a graph given as text: JSON when it starts with '[' (but not with an
 * array's dimensions, "[0:3][1:2]={...}"), an int[][]
 * literal otherwise.  Untyped literals resolve to this overload, so both
 * '{{1},{0}}' and '[[1],[0]]' work without a cast.
 */
void
catmouse_read_graph_text(text *t, const char *argname, int32 expect_nodes,
						 CatmouseArrayGraph *out)
{
	char	   *str = text_to_cstring(t);
	char	   *p = str;

	while (isspace((unsigned char) *p))
		p++;
	if (*p == '[' && !array_dims_ahead(p))
		catmouse_read_graph_jsonb(DatumGetJsonbP(parse_as(JSONBOID, str)),
								  argname, expect_nodes, out);
	else
		catmouse_read_graph(DatumGetArrayTypeP(parse_as(INT4ARRAYOID, str)),
							argname, expect_nodes, out);
}

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
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
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
