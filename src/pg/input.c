/*-------------------------------------------------------------------------
 *
 * input.c
 *	  What the readers share: the dispatch from an argument's input kind to
 *	  its reader, a function's arguments read into a CatmousePuzzle (game,
 *	  pursuit; grids in input_grid.c), where an element is as the user
 *	  wrote it, and the errors of building a graph from rows of numbers.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "executor/executor.h"
#include "utils/builtins.h"

#include "input.h"

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
						   nodes, CM_MAX_GRAPH_NODES)));
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

/* Read a graph argument with the reader of its input kind. */
void
catmouse_read_graph_arg(FunctionCallInfo fcinfo, int argno, CatmouseInput kind,
						const char *argname, int32 expect_nodes, int flags,
						CatmouseGraphArg *out)
{
	if ((int) kind < INPUT_ARRAY || (int) kind > INPUT_PUZZLE)
		elog(ERROR, "unknown graph input kind %d", (int) kind);
	out->code_format = -1;
	catmouse_readers[kind] (PG_GETARG_DATUM(argno), argname, expect_nodes, flags, out);
}

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

/* A graph argument into a fresh CatmouseGraphArg; returns its graph. */
static const CmGraph *
read_graph(FunctionCallInfo fcinfo, int argno, CatmouseInput kind,
		   const char *argname, int32 expect_nodes)
{
	CatmouseGraphArg *g = palloc(sizeof(CatmouseGraphArg));

	catmouse_read_graph_arg(fcinfo, argno, kind, argname, expect_nodes, 0, g);
	return &g->g;
}

/* Whether the argument at pos (if the function has one) is NULL. */
#define ARG_NULL(pos)	((pos) >= 0 && PG_ARGISNULL(pos))

/* A field of a cat_mouse_puzzle value, by name. */
static Datum
puzzle_field(Datum value, const char *name, bool *isnull)
{
	return GetAttributeByName(DatumGetHeapTupleHeader(value), name, isnull);
}

void
catmouse_read_graph_puzzle(Datum value, const char *argname, int32 expect_nodes,
						   int flags, CatmouseGraphArg *out)
{
	bool		isnull;
	Datum		g = puzzle_field(value, "graph", &isnull);

	if (isnull)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("%s has no graph", argname),
				 errdetail("Its field graph is NULL.")));
	catmouse_read_graph_graph6(g, "graph", expect_nodes, flags, out);
}

/*
 * A game function's puzzle (kind INPUT_PUZZLE, at the graph's position):
 * its graph, starts, hole and cat graph; false when one that decides the
 * answer is NULL, as for the arguments they stand for.
 */
static bool
read_puzzle_value(FunctionCallInfo fcinfo, const CatmouseArgPositions *pos,
				  CatmousePuzzle *p)
{
	Datum		value = PG_GETARG_DATUM(pos->graph);
	bool		nulls[4];
	Datum		ints[3];
	Datum		cat;
	bool		cat_null;
	CatmouseGraphArg *g = palloc(sizeof(CatmouseGraphArg));

	puzzle_field(value, "graph", &nulls[3]);
	ints[0] = puzzle_field(value, "mouse_start", &nulls[0]);
	ints[1] = puzzle_field(value, "cat_start", &nulls[1]);
	ints[2] = puzzle_field(value, "hole", &nulls[2]);
	if (nulls[0] || nulls[1] || nulls[2] || nulls[3] ||
		ARG_NULL(pos->cat_can_enter_hole))
		return false;
	p->opt.mouse_start = DatumGetInt32(ints[0]);
	p->opt.cat_start = DatumGetInt32(ints[1]);
	p->opt.hole = DatumGetInt32(ints[2]);
	if (pos->cat_can_enter_hole >= 0)
		p->opt.cat_can_enter_hole = PG_GETARG_BOOL(pos->cat_can_enter_hole);
	p->opt.max_turns = (pos->max_turns >= 0) ?
		catmouse_max_turns(fcinfo, pos->max_turns) : -1;
	catmouse_read_graph_puzzle(value, "puzzle", -1, 0, g);
	p->mouse = &g->g;
	p->graph_format = g->code_format;
	cat = puzzle_field(value, "cat_graph", &cat_null);
	if (!cat_null)
	{
		CatmouseGraphArg *c = palloc(sizeof(CatmouseGraphArg));

		catmouse_read_graph_graph6(cat, "cat_graph", p->mouse->nodes, 0, c);
		p->cat = &c->g;
	}
	return true;
}

bool
catmouse_read_game_args(FunctionCallInfo fcinfo, CatmouseInput kind,
						const CatmouseArgPositions *pos, CatmousePuzzle *p)
{
	catmouse_puzzle_init(p);
	if (kind == INPUT_PUZZLE)
		return !PG_ARGISNULL(pos->graph) && read_puzzle_value(fcinfo, pos, p);
	if (PG_ARGISNULL(pos->graph) || ARG_NULL(pos->mouse_start) ||
		ARG_NULL(pos->cat_start) || ARG_NULL(pos->hole) ||
		ARG_NULL(pos->cat_can_enter_hole))
		return false;
	if (pos->mouse_start >= 0)
		p->opt.mouse_start = PG_GETARG_INT32(pos->mouse_start);
	if (pos->cat_start >= 0)
		p->opt.cat_start = PG_GETARG_INT32(pos->cat_start);
	if (pos->hole >= 0)
		p->opt.hole = PG_GETARG_INT32(pos->hole);
	if (pos->cat_can_enter_hole >= 0)
		p->opt.cat_can_enter_hole = PG_GETARG_BOOL(pos->cat_can_enter_hole);
	p->opt.max_turns = (pos->max_turns >= 0) ?
		catmouse_max_turns(fcinfo, pos->max_turns) : -1;

	p->mouse = read_graph(fcinfo, pos->graph, kind, "graph", -1);
	if (pos->cat_graph >= 0 && !PG_ARGISNULL(pos->cat_graph))
		p->cat = read_graph(fcinfo, pos->cat_graph, kind, "cat_graph",
							p->mouse->nodes);
	return true;
}

bool
catmouse_read_pursuit_args(FunctionCallInfo fcinfo, CatmouseInput kind,
						   const CatmouseArgPositions *pos, CatmousePuzzle *p)
{
	int			cats_pos = pos->cats >= 0 ? pos->cats : pos->max_cats;
	const char *name = pos->cats >= 0 ? "cats" : "max_cats";
	int32		k;

	catmouse_puzzle_init(p);
	if (PG_ARGISNULL(pos->graph) || PG_ARGISNULL(cats_pos) || PG_ARGISNULL(pos->may_stay))
		return false;
	k = PG_GETARG_INT32(cats_pos);
	if (k < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be at least 1", name),
				 errdetail("It is %d.", k)));
	if (k > CM_PURSUIT_MAX_CATS)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s is %d; catmouse plays with at most %d cats",
						name, k, CM_PURSUIT_MAX_CATS)));
	p->cats = k;
	p->may_stay = PG_GETARG_BOOL(pos->may_stay);
	p->mouse = read_graph(fcinfo, pos->graph, kind, "graph", -1);
	return true;
}

bool
catmouse_read_graph_only_args(FunctionCallInfo fcinfo, CatmouseInput kind,
							  const CatmouseArgPositions *pos, int flags,
							  CatmousePuzzle *p)
{
	CatmouseGraphArg *g = palloc(sizeof(CatmouseGraphArg));

	catmouse_puzzle_init(p);
	if (PG_ARGISNULL(pos->graph))
		return false;
	catmouse_read_graph_arg(fcinfo, pos->graph, kind, "graph", -1, flags, g);
	p->mouse = &g->g;
	p->graph_format = g->code_format;
	return true;
}

/* Check a max_turns argument; NULL means no limit (-1). */
int64
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

/* The turn argument: 'mouse' or 'cat'. */
int
catmouse_turn(FunctionCallInfo fcinfo, int argno)
{
	char	   *t = text_to_cstring(PG_GETARG_TEXT_PP(argno));

	if (strcmp(t, "mouse") == 0)
		return CM_TURN_MOUSE;
	if (strcmp(t, "cat") == 0)
		return CM_TURN_CAT;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("turn must be 'mouse' or 'cat'"),
			 errdetail("It is \"%s\".", catmouse_show_string(t, strlen(t)))));
	return -1;
}
