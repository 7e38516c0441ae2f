/*-------------------------------------------------------------------------
 *
 * input.c
 *	  What the graph readers share: the dispatch from an argument's input
 *	  kind to its reader, where an element is as the user wrote it, and the
 *	  errors of building a graph from rows of numbers.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"

#include "catmouse.h"
#include "input.h"

/* Where element (row, col) of a graph argument is, as the user wrote it. */
char *
catmouse_element_name(const CatmouseGraphArg *g, int32 row, int32 col)
{
	if (g->json)
		return psprintf("%s $[%d][%d]", g->argname, row, col);
	return psprintf("%s[%d][%d]", g->argname, row + g->lbound[0],
					col + g->lbound[1]);
}

/* Report a cm_graph_build() failure. */
void
catmouse_report_build_error(const CmError *err, const CatmouseGraphArg *g,
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
								  catmouse_element_name(g, err->node, err->pos)),
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
void
catmouse_check_rows(const char *argname, int32 rows, int32 expect_nodes)
{
	if (expect_nodes >= 0 && rows != expect_nodes)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg_plural("%s has %d row but graph has %d",
							   "%s has %d rows but graph has %d",
							   rows, argname, rows, expect_nodes),
				 errhint("Give the cat one row of moves per node of graph.")));
}

bool
catmouse_graph_call(FunctionCallInfo fcinfo, CatmouseInput kind,
					const CatmouseGraphArgs *args, CatmouseGraphCall *call)
{
	if (PG_ARGISNULL(args->graph) || PG_ARGISNULL(args->mouse_start) ||
		PG_ARGISNULL(args->cat_start) || PG_ARGISNULL(args->hole) ||
		PG_ARGISNULL(args->cat_can_enter_hole))
		return false;
	call->opt.mouse_start = PG_GETARG_INT32(args->mouse_start);
	call->opt.cat_start = PG_GETARG_INT32(args->cat_start);
	call->opt.hole = PG_GETARG_INT32(args->hole);
	call->opt.cat_can_enter_hole = PG_GETARG_BOOL(args->cat_can_enter_hole);
	call->opt.max_turns = (args->max_turns >= 0) ?
		catmouse_max_turns(fcinfo, args->max_turns) : -1;

	catmouse_read_graph_arg(fcinfo, args->graph, kind, "graph", -1, &call->mouse);
	call->has_cat = !PG_ARGISNULL(args->cat_graph);
	if (call->has_cat)
		catmouse_read_graph_arg(fcinfo, args->cat_graph, kind, "cat_graph",
								call->mouse.g.nodes, &call->cat);
	return true;
}

/* Read a graph argument with the reader of its input kind. */
void
catmouse_read_graph_arg(FunctionCallInfo fcinfo, int argno, CatmouseInput kind,
						const char *argname, int32 expect_nodes,
						CatmouseGraphArg *out)
{
	switch (kind)
	{
		case INPUT_ARRAY:
			catmouse_read_graph(PG_GETARG_ARRAYTYPE_P(argno), argname,
								expect_nodes, out);
			return;
		case INPUT_JSONB:
			catmouse_read_graph_jsonb(PG_GETARG_JSONB_P(argno), argname,
									  expect_nodes, out);
			return;
		case INPUT_TEXT:
			catmouse_read_graph_text(PG_GETARG_TEXT_PP(argno), argname,
									 expect_nodes, out);
			return;
		case INPUT_GRAPH6:
			catmouse_read_graph_graph6(PG_DETOAST_DATUM_PACKED(PG_GETARG_DATUM(argno)),
									   argname, expect_nodes, out);
			return;
	}
	elog(ERROR, "unknown graph input kind %d", (int) kind);
}
