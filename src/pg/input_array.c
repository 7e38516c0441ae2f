/*-------------------------------------------------------------------------
 *
 * input_array.c
 *	  The array readers: NULL-padded adjacency arrays to solver graphs,
 *	  int[][] and bigint[][] (what array_agg of a bigint column makes).
 *
 * int[][] arrays are read in place: an int4 array's data area holds its
 * present elements packed, and its null bitmap has the layout the core's
 * cm_graph_build() takes, so nothing is copied or deconstructed.  A
 * bigint[][] array's elements are checked against the nodes first (so an
 * error names the value as written) and narrowed into a copy.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/array.h"

#include "input.h"

/*
 * The shape of an adjacency array: two dimensions, rows = nodes; fills
 * out's names and bounds, checks the node count (before allocating
 * anything) and a cat_graph's rows.  False for an empty array that flags
 * let be the graph without nodes (out is then that graph).
 */
static bool
read_shape(ArrayType *arr, const char *argname, int32 expect_nodes, int flags,
		   CatmouseGraphArg *out)
{
	int			ndim = ARR_NDIM(arr);
	CmError		err;

	if (ndim == 0 && (flags & CATMOUSE_READ_EMPTY))
	{
		catmouse_empty_graph(argname, out);
		return false;
	}
	if (ndim == 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", argname),
				 errdetail("A graph needs at least one node."),
				 errhint("Write row i as the i-th inner array, e.g. '{{1,NULL},{0,2},{1,NULL}}'.")));
	if (ndim != 2)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s must be a two-dimensional array", argname),
				 errdetail("The array has %d dimension%s.", ndim,
						   ndim == 1 ? "" : "s"),
				 errhint("Write row i as the i-th inner array, padding short rows with NULL, e.g. '{{1,NULL},{0,2},{1,NULL}}'.")));

	out->argname = argname;
	out->json = false;
	out->lbound[0] = ARR_LBOUND(arr)[0];
	out->lbound[1] = ARR_LBOUND(arr)[1];
	if (ARR_DIMS(arr)[0] > CM_MAX_GRAPH_NODES)
	{
		err.code = CM_ERR_TOO_MANY_NODES;
		catmouse_report_build_error(&err, out, ARR_DIMS(arr)[0]);
	}
	catmouse_check_rows(argname, ARR_DIMS(arr)[0], expect_nodes);
	return true;
}

/* Build out's graph from rows of int4 values (cm_graph_build's layout). */
static void
build(const int32 *vals, const uint8 *present, int32 nodes, int32 width,
	  Size elems, CatmouseGraphArg *out)
{
	int32	   *off = palloc((nodes + 1) * sizeof(int32));
	int32	   *adj = palloc(Max(elems, 1) * sizeof(int32));
	int32	   *stamp = palloc(nodes * sizeof(int32));
	CmError		err;

	if (cm_graph_build(nodes, width, vals, present, off, adj, stamp, &out->g,
					   catmouse_poll, NULL, &err) != CM_OK)
		catmouse_report_build_error(&err, out, nodes);
	pfree(stamp);
}

/*
 * Read an int[][] adjacency array: row k (whatever the lower bounds) lists
 * the out-neighbours of node k - 1; NULL elements are skipped.
 */
void
catmouse_read_graph_array(Datum value, const char *argname, int32 expect_nodes,
						  int flags, CatmouseGraphArg *out)
{
	ArrayType  *arr = DatumGetArrayTypeP(value);

	if (ARR_ELEMTYPE(arr) != INT4OID)
		elog(ERROR, "%s must be an integer array", argname);
	if (!read_shape(arr, argname, expect_nodes, flags, out))
		return;
	build((const int32 *) ARR_DATA_PTR(arr), ARR_NULLBITMAP(arr),
		  ARR_DIMS(arr)[0], ARR_DIMS(arr)[1],
		  (Size) ArrayGetNItems(2, ARR_DIMS(arr)), out);
}

/*
 * Read a bigint[][] adjacency array, as the int[][] reader does: every
 * element is a node, 0 .. n - 1, checked in row-major order.
 */
void
catmouse_read_graph_int8(Datum value, const char *argname, int32 expect_nodes,
						 int flags, CatmouseGraphArg *out)
{
	ArrayType  *arr = DatumGetArrayTypeP(value);
	const int64 *v;
	const uint8 *present;
	int32		nodes;
	int32		width;
	Size		elems;
	Size		i;
	Size		k = 0;
	int32	   *narrow;

	if (ARR_ELEMTYPE(arr) != INT8OID)
		elog(ERROR, "%s must be a bigint array", argname);
	if (!read_shape(arr, argname, expect_nodes, flags, out))
		return;
	nodes = ARR_DIMS(arr)[0];
	width = ARR_DIMS(arr)[1];
	elems = (Size) ArrayGetNItems(2, ARR_DIMS(arr));
	v = (const int64 *) ARR_DATA_PTR(arr);
	present = ARR_NULLBITMAP(arr);
	narrow = palloc(Max(elems, 1) * sizeof(int32));
	for (i = 0; i < elems; i++)
	{
		if (present != NULL && !(present[i / 8] & (1 << (i % 8))))
			continue;
		if (v[k] < 0 || v[k] >= nodes)
		{
			CmError		err;

			err.code = CM_ERR_NEIGHBOUR;
			err.node = (int32) (i / width);
			err.pos = (int32) (i % width);
			err.value = v[k];
			catmouse_report_build_error(&err, out, nodes);
		}
		narrow[k] = (int32) v[k];
		k++;
		if ((i & 0xFFFF) == 0)
			CHECK_FOR_INTERRUPTS();
	}
	build(narrow, present, nodes, width, elems, out);
}
