/*-------------------------------------------------------------------------
 *
 * input_jsonb.c
 *	  The jsonb reader: JSON adjacency lists, LeetCode's own format
 *	  ([[2,5],[3],...]), to solver graphs; rows may differ in length.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"
#include "utils/memutils.h"
#include "utils/numeric.h"

#include "catmouse.h"
#include "input.h"

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
json_node_number(const CatmouseGraphArg *g, JsonbValue *v, int32 row,
				 int32 col)
{
	Numeric		num = v->val.numeric;
	bool		overflow = false;
	bool		integral;
	int32		n = catmouse_numeric_int4(num, &overflow);

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
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("neighbour %s of node %d is out of range",
						short_number(num), row),
				 errdetail("See %s.", catmouse_element_name(g, row, col)),
				 errhint("Nodes are numbered from 0.")));
	catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s is not an integer", catmouse_element_name(g, row, col)),
			 errdetail("It is %s.", short_number(num))));
	return 0;					/* keep the compiler quiet */
}

/*
 * Read a graph given as JSON adjacency lists, LeetCode's format:
 * [[2,5],[3],[0,4,5],...].  Rows may differ in length; a JSON null in a row
 * is skipped like a NULL array element.
 */
void
catmouse_read_graph_jsonb(Datum value, const char *argname, int32 expect_nodes,
						  int flags, CatmouseGraphArg *out)
{
	Jsonb	   *jb = DatumGetJsonbP(value);
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

	if (JB_ROOT_IS_OBJECT(jb))
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be a JSON array of arrays", argname),
				 errdetail("It is a JSON object."),
				 errhint("Give the member that holds the adjacency lists, e.g. doc->'graph', or write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
	if (JB_ROOT_IS_SCALAR(jb))
	{
		JsonbValue	s;

		if (!JsonbExtractScalar(&jb->root, &s))
			elog(ERROR, "a JSON scalar without its value");
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be a JSON array of arrays", argname),
				 errdetail("It is a JSON %s%s.", JsonbTypeName(&s),
						   s.type == jbvNull ? " (a row of JSON lines with no graph?)" : ""),
				 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
	}

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
					if (r.rows >= CM_MAX_GRAPH_NODES)
						catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
								 errmsg("%s has too many nodes", argname),
								 errdetail("At most %d nodes are supported.",
										   CM_MAX_GRAPH_NODES)));
					if (r.rows == r.rows_cap)
					{
						r.rows_cap *= 2;
						r.len = repalloc(r.len, r.rows_cap * sizeof(int32));
					}
					r.len[r.rows++] = 0;
					col = 0;
				}
				else if (depth > 2)
					catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s is nested too deep", argname),
							 errdetail("%s is an array; rows hold node numbers.",
									   catmouse_element_name(out, r.rows - 1, col))));
				break;
			case WJB_END_ARRAY:
				depth--;
				break;
			case WJB_BEGIN_OBJECT:
				if (depth == 1)
					catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s $[%d] is not an array", argname, r.rows),
							 errdetail("It is a JSON object.")));
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
						 errmsg("%s is not an integer", catmouse_element_name(out, r.rows - 1, col)),
						 errdetail("It is a JSON object.")));
				break;
			case WJB_ELEM:
				if (depth == 1)
					catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s $[%d] is not an array", argname, r.rows),
							 errdetail("It is a JSON %s.", JsonbTypeName(&v)),
							 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
				if (v.type == jbvNull)
					json_rows_add(&r, true, 0);
				else if (v.type == jbvNumeric)
					json_rows_add(&r, false,
								  json_node_number(out, &v, r.rows - 1, col));
				else
					catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							 errmsg("%s is not an integer", catmouse_element_name(out, r.rows - 1, col)),
							 errdetail("It is a JSON %s.", JsonbTypeName(&v))));
				col++;
				break;
			default:
				elog(ERROR, "unexpected jsonb token %d", (int) tok);
		}
	}

	if (r.rows == 0 && (flags & CATMOUSE_READ_EMPTY))
	{
		catmouse_empty_graph(argname, out);
		return;
	}
	if (r.rows == 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", argname),
				 errdetail("A graph needs at least one node."),
				 errhint("Write row i as the i-th inner array, e.g. '[[1],[0,2],[1]]'.")));
	catmouse_check_rows(argname, r.rows, expect_nodes);

	off = palloc((r.rows + 1) * sizeof(int32));
	adj = MemoryContextAllocHuge(CurrentMemoryContext,
								 Max(r.nvals, 1) * sizeof(int32));
	stamp = palloc(r.rows * sizeof(int32));
	if (cm_graph_build_ragged(r.rows, r.len, r.vals, r.present, off, adj,
							  stamp, &out->g, catmouse_poll, NULL, &err) != CM_OK)
		catmouse_report_build_error(&err, out, r.rows);
	pfree(stamp);
	pfree(r.vals);
	pfree(r.present);
	pfree(r.len);
}


/*
 * A graph as json: read as jsonb (the same value, its keys' order and
 * duplicates aside, which a graph has none of), so every message is the
 * jsonb reader's.
 */
void
catmouse_read_graph_json(Datum value, const char *argname, int32 expect_nodes,
						 int flags, CatmouseGraphArg *out)
{
	char	   *str = TextDatumGetCString(value);

	catmouse_read_graph_jsonb(catmouse_read_input(JSONBOID, str), argname, expect_nodes,
							  flags, out);
}
