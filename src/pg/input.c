/*-------------------------------------------------------------------------
 *
 * input.c
 *	  The dispatch from an argument's input kind to its reader, and a
 *	  function's arguments read into a CatmousePuzzle (game, pursuit; grids
 *	  in input_grid.c).  What the readers of the kinds share is in
 *	  input_common.c.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "executor/executor.h"
#include "utils/builtins.h"

#include "input.h"

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

/* A graph argument into a fresh CatmouseGraphArg; returns its graph. */
static const CmGraph *
read_graph(FunctionCallInfo fcinfo, int argno, CatmouseInput kind,
		   const char *argname, int32 expect_nodes)
{
	CatmouseGraphArg *g = palloc(sizeof(CatmouseGraphArg));

	catmouse_read_graph_arg(fcinfo, argno, kind, argname, expect_nodes, 0, g);
	return &g->g;
}

int
catmouse_argno(FunctionCallInfo fcinfo, int pos)
{
	if (pos < 1 || pos > PG_NARGS())
		elog(ERROR, "catmouse asked for argument %d of a call of %d", pos, PG_NARGS());
	return pos - 1;
}

/* Whether the argument at pos (from 1: if the function has one) is NULL. */
#define ARG_NULL(pos)	((pos) > 0 && PG_ARGISNULL(CATMOUSE_ARGNO(pos)))

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
		catmouse_puzzle_ereport((errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
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
	Datum		value = PG_GETARG_DATUM(CATMOUSE_ARGNO(pos->graph));
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
	if (pos->cat_can_enter_hole > 0)
		p->opt.cat_can_enter_hole =
			PG_GETARG_BOOL(CATMOUSE_ARGNO(pos->cat_can_enter_hole));
	p->opt.max_turns = (pos->max_turns > 0) ?
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
		return !ARG_NULL(pos->graph) && read_puzzle_value(fcinfo, pos, p);
	if (ARG_NULL(pos->graph) || ARG_NULL(pos->mouse_start) ||
		ARG_NULL(pos->cat_start) || ARG_NULL(pos->hole) ||
		ARG_NULL(pos->cat_can_enter_hole))
		return false;
	if (pos->mouse_start > 0)
		p->opt.mouse_start = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->mouse_start));
	if (pos->cat_start > 0)
		p->opt.cat_start = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->cat_start));
	if (pos->hole > 0)
		p->opt.hole = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->hole));
	if (pos->cat_can_enter_hole > 0)
		p->opt.cat_can_enter_hole =
			PG_GETARG_BOOL(CATMOUSE_ARGNO(pos->cat_can_enter_hole));
	p->opt.max_turns = (pos->max_turns > 0) ?
		catmouse_max_turns(fcinfo, pos->max_turns) : -1;

	p->mouse = read_graph(fcinfo, CATMOUSE_ARGNO(pos->graph), kind, "graph", -1);
	if (pos->cat_graph > 0 && !PG_ARGISNULL(CATMOUSE_ARGNO(pos->cat_graph)))
		p->cat = read_graph(fcinfo, CATMOUSE_ARGNO(pos->cat_graph), kind,
							"cat_graph", p->mouse->nodes);
	return true;
}

bool
catmouse_read_pursuit_args(FunctionCallInfo fcinfo, CatmouseInput kind,
						   const CatmouseArgPositions *pos, CatmousePuzzle *p)
{
	int			cats_pos = CATMOUSE_ARGNO(pos->cats > 0 ? pos->cats : pos->max_cats);
	const char *name = pos->cats > 0 ? "cats" : "max_cats";
	int32		k;

	catmouse_puzzle_init(p);
	if (ARG_NULL(pos->graph) || PG_ARGISNULL(cats_pos) || ARG_NULL(pos->may_stay))
		return false;
	k = PG_GETARG_INT32(cats_pos);
	if (k < 1)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be at least 1", name),
				 errdetail("It is %d.", k)));
	if (k > CM_PURSUIT_MAX_CATS)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s is %d; catmouse plays with at most %d cats",
						name, k, CM_PURSUIT_MAX_CATS)));
	p->cats = k;
	p->may_stay = pos->may_stay > 0 && PG_GETARG_BOOL(CATMOUSE_ARGNO(pos->may_stay));
	p->mouse = read_graph(fcinfo, CATMOUSE_ARGNO(pos->graph), kind, "graph", -1);
	return true;
}

bool
catmouse_read_graph_only_args(FunctionCallInfo fcinfo, CatmouseInput kind,
							  const CatmouseArgPositions *pos, int flags,
							  CatmousePuzzle *p)
{
	CatmouseGraphArg *g = palloc(sizeof(CatmouseGraphArg));

	catmouse_puzzle_init(p);
	if (ARG_NULL(pos->graph))
		return false;
	catmouse_read_graph_arg(fcinfo, CATMOUSE_ARGNO(pos->graph), kind, "graph", -1,
							flags, g);
	p->mouse = &g->g;
	p->graph_format = g->code_format;
	return true;
}

bool
catmouse_arg_null(FunctionCallInfo fcinfo, int pos)
{
	return ARG_NULL(pos);
}

/* Check a max_turns argument; NULL means no limit (-1). */
int64
catmouse_max_turns(FunctionCallInfo fcinfo, int pos)
{
	int			argno;
	int32		v;

	if (pos == 0)
		return -1;				/* a form without one: no limit */
	argno = CATMOUSE_ARGNO(pos);
	if (PG_ARGISNULL(argno))
		return -1;
	v = PG_GETARG_INT32(argno);
	if (v < 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_turns must not be negative"),
				 errdetail("max_turns is %d.", v),
				 errhint("Pass NULL for no turn limit.")));
	return v;
}

/*
 * The turn argument: 'mouse' or 'cat'; the mouse's for a form without one
 * (pos 0: cat_mouse_moves(puzzle), whose other forms default to 'mouse').
 */
int
catmouse_turn(FunctionCallInfo fcinfo, int pos)
{
	char	   *t;

	if (pos == 0)
		return CM_TURN_MOUSE;
	t = text_to_cstring(PG_GETARG_TEXT_PP(CATMOUSE_ARGNO(pos)));

	if (strcmp(t, "mouse") == 0)
		return CM_TURN_MOUSE;
	if (strcmp(t, "cat") == 0)
		return CM_TURN_CAT;
	catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("turn must be 'mouse' or 'cat'"),
			 errdetail("It is \"%s\".", catmouse_show_string(t, strlen(t)))));
	return -1;
}
