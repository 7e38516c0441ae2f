/*-------------------------------------------------------------------------
 *
 * input_array.c
 *	  The int[][] reader: NULL-padded adjacency arrays to solver graphs.
 *
 * Adjacency arrays are read in place: an int4 array's data area holds its
 * present elements packed, and its null bitmap has the layout the core's
 * cm_graph_build() takes, so nothing is copied or deconstructed.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "utils/array.h"

#include "catmouse.h"
#include "input.h"

/*
 * Read an int[][] adjacency array: row k (whatever the lower bounds) lists
 * the out-neighbours of node k - 1; NULL elements are skipped.
 */
void
catmouse_read_graph_array(Datum value, const char *argname, int32 expect_nodes,
						  CatmouseGraphArg *out)
{
	ArrayType  *arr = DatumGetArrayTypeP(value);
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
		catmouse_report_build_error(&err, out, nodes);
	}
	catmouse_check_rows(argname, nodes, expect_nodes);

	off = palloc((nodes + 1) * sizeof(int32));
	adj = palloc(Max((Size) ArrayGetNItems(ndim, ARR_DIMS(arr)), 1) * sizeof(int32));
	stamp = palloc(nodes * sizeof(int32));

	if (cm_graph_build(nodes, width, (const int32 *) ARR_DATA_PTR(arr),
					   ARR_NULLBITMAP(arr), off, adj, stamp, &out->g,
					   catmouse_poll, NULL, &err) != CM_OK)
		catmouse_report_build_error(&err, out, nodes);
	pfree(stamp);
}

