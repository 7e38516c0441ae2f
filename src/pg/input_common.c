/*-------------------------------------------------------------------------
 *
 * input_common.c
 *	  What the readers of the input kinds (input_array.c, input_jsonb.c,
 *	  input_graph6.c) share: where an element is as the user wrote it, the
 *	  errors of building a graph from rows of numbers, a cat_graph's rows,
 *	  the graph without nodes.  It calls no reader: the readers call it.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "utils/lsyscache.h"

#include "input.h"

/*
 * A string through a type's input function, as a cast would: jsonb and
 * int[][] from text, a grid's text[] and jsonb.  A data error of the input
 * function (the text is not of the type) is the puzzle's, and is raised
 * marked so (catmouse.h).  From PostgreSQL 16 the function reports it
 * softly (CATMOUSE_SOFT_INPUT: nothing is thrown through it) and it is
 * raised here; on 15 the function throws it, and it is marked on its way
 * (a data exception, class 22, only: these functions hold nothing but
 * memory when they raise one, which is why 16 could make them soft
 * unchanged; the stack depth, memory and a cancel go on unmarked).
 */
Datum
catmouse_read_input(Oid type, char *str)
{
	Oid			typinput;
	Oid			typioparam;
	FmgrInfo	flinfo;
	Datum		result = (Datum) 0;

	getTypeInputInfo(type, &typinput, &typioparam);
	fmgr_info(typinput, &flinfo);
#ifdef CATMOUSE_SOFT_INPUT
	{
		ErrorSaveContext escontext = {T_ErrorSaveContext};

		escontext.details_wanted = true;
		if (!InputFunctionCallSafe(&flinfo, str, typioparam, -1, (Node *) &escontext,
								   &result))
		{
			catmouse_puzzle_raised = true;
			ThrowErrorData(escontext.error_data);
		}
	}
#else
	PG_TRY();
	{
		result = InputFunctionCall(&flinfo, str, typioparam, -1);
	}
	PG_CATCH();
	{
		if (ERRCODE_TO_CATEGORY(geterrcode()) == ERRCODE_DATA_EXCEPTION)
			catmouse_puzzle_raised = true;
		PG_RE_THROW();
	}
	PG_END_TRY();
#endif
	return result;
}

/*
 * Where element (row, col) of a graph argument is, as the user wrote it:
 * a JSON path counts from 0 as the nodes do; an array's subscripts count
 * from its lower bounds, 1 unless written otherwise, so the name says
 * which node's row it is.
 */
char *
catmouse_element_name(const CatmouseGraphArg *g, int32 row, int32 col)
{
	if (g->json)
		return psprintf("%s $[%d][%d]", g->argname, row, col);
	return psprintf("%s[%d][%d]: the subscripts count from %d, so row %d is node %d's",
					g->argname, row + g->lbound[0], col + g->lbound[1],
					g->lbound[0], row + g->lbound[0], row);
}

/* Report a cm_graph_build() failure. */
void
catmouse_report_build_error(const CmError *err, const CatmouseGraphArg *g,
				   int32 nodes)
{
	if (err->code == CM_ERR_NEIGHBOUR)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("neighbour %lld of node %d is out of range",
						(long long) err->value, err->node),
				 errdetail_plural("The graph has %d node, 0 to %d; see %s.",
								  "The graph has %d nodes, 0 to %d; see %s.",
								  nodes, nodes, nodes - 1,
								  catmouse_element_name(g, err->node, err->pos)),
				 errhint("Nodes are numbered from 0.")));
	if (err->code == CM_ERR_NO_NODES)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", g->argname),
				 errdetail("A graph needs at least one node.")));
	if (err->code == CM_ERR_TOO_MANY_NODES)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s has too many nodes", g->argname),
				 errdetail("It has %d rows; at most %d nodes are supported.",
						   nodes, CM_MAX_GRAPH_NODES)));
	if (err->code == CM_ERR_TOO_BIG)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
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
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg_plural("%s has %d row but graph has %d",
							   "%s has %d rows but graph has %d",
							   rows, argname, rows, expect_nodes),
				 errhint("Give the cat one row of moves per node of graph.")));
}

/* out becomes the graph without nodes. */
void
catmouse_empty_graph(const char *argname, CatmouseGraphArg *out)
{
	int32	   *off = palloc0(sizeof(int32));

	out->argname = argname;
	out->json = false;
	out->lbound[0] = out->lbound[1] = 1;
	out->g.nodes = 0;
	out->g.off = off;
	out->g.adj = off;
}
