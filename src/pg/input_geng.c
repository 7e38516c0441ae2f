/*-------------------------------------------------------------------------
 *
 * input_geng.c
 *	  The readers of geng's arguments (cat_mouse_geng_stream's, and the
 *	  censuses' over geng's graphs): nauty-geng's options, checked as geng
 *	  would check them (it would exit) and against catmouse.max_memory, and
 *	  the censuses' own, every refusal an error that names the argument.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catmouse.h"
#include "input.h"

/* Report a refused argument; never returns. */
static void
report_geng_arg(const CmError *err)
{
	static const char *const names[] = {
		[CM_GENG_NODES] = "nodes",
		[CM_GENG_MIN_EDGES] = "min_edges",
		[CM_GENG_MAX_EDGES] = "max_edges",
		[CM_GENG_MIN_DEGREE] = "min_degree",
		[CM_GENG_MAX_DEGREE] = "max_degree",
		[CM_GENG_RES] = "res",
		[CM_GENG_MOD] = "mod"
	};
	const char *what = names[err->arg];

	switch ((CmGengArg) err->arg)
	{
		case CM_GENG_NODES:
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("nodes must be between 1 and %d", CM_GENG_MAX_NODES),
					 errdetail("nodes is %lld.", (long long) err->value),
					 errhint("geng makes graphs of 1 to %d nodes.", CM_GENG_MAX_NODES)));
			break;
		case CM_GENG_RES:
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("res must be between 0 and mod - 1"),
					 errdetail("res is %lld and mod %lld.", (long long) err->value,
							   (long long) err->expected),
					 errhint("The graphs are split into mod parts numbered 0 to mod - 1.")));
			break;
		case CM_GENG_MOD:
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("mod must be between 1 and %lld", (long long) err->expected),
					 errdetail("mod is %lld.", (long long) err->value)));
			break;
		default:
			if (err->value < 0)
				catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
						 errmsg("%s must not be negative", what),
						 errdetail("%s is %lld.", what, (long long) err->value),
						 errhint("Pass NULL for no bound.")));
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("%s is above %s", what,
							err->arg == CM_GENG_MIN_EDGES ? "max_edges" : "max_degree"),
					 errdetail("%s is %lld, %s %lld.", what, (long long) err->value,
							   err->arg == CM_GENG_MIN_EDGES ? "max_edges" : "max_degree",
							   (long long) err->expected)));
	}
}

void
catmouse_check_geng(const CmGengOptions *o)
{
	CmError		err;

	if (cm_geng_check(o, &err) != CM_OK)
		report_geng_arg(&err);

	/*
	 * Past 12 nodes without a bound on edges or degrees, geng's tables are
	 * the least of it: the graphs are more than any run can make, so a
	 * larger catmouse.max_memory is not what to suggest.
	 */
	if (o->nodes > 12 && o->max_edges < 0 && o->max_degree < 0 &&
		cm_geng_bytes(o) > catmouse_max_memory_bytes())
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("geng for %d nodes needs %s of memory", o->nodes,
						catmouse_size_text(cm_geng_bytes(o))),
				 errdetail("catmouse.max_memory is %s; and unbounded, the graphs on %d nodes are more than any run can make (12 nodes have 164,059,830,476 connected ones).",
						   catmouse_size_text(catmouse_max_memory_bytes()), o->nodes),
				 errhint("Bound the graphs (max_edges, max_degree) or take a few (cat_mouse_geng_stream with LIMIT); raising catmouse.max_memory only lets geng start.")));
	catmouse_check_work_memory(cm_geng_bytes(o), "geng for %d nodes", o->nodes);
}

bool
catmouse_read_geng_args(FunctionCallInfo fcinfo, CmGengOptions *o)
{
	CmError		err;
	int			i;

	for (i = 0; i <= 12; i++)
		if (PG_ARGISNULL(i) && !(i >= 6 && i <= 9))
			return false;
	cm_geng_defaults(o, PG_GETARG_INT32(0));
	o->connected = PG_GETARG_BOOL(1);
	o->biconnected = PG_GETARG_BOOL(2);
	o->triangle_free = PG_GETARG_BOOL(3);
	o->square_free = PG_GETARG_BOOL(4);
	o->bipartite = PG_GETARG_BOOL(5);
	o->min_edges = PG_ARGISNULL(6) ? -1 : PG_GETARG_INT32(6);
	o->max_edges = PG_ARGISNULL(7) ? -1 : PG_GETARG_INT32(7);
	o->min_degree = PG_ARGISNULL(8) ? -1 : PG_GETARG_INT32(8);
	o->max_degree = PG_ARGISNULL(9) ? -1 : PG_GETARG_INT32(9);
	o->res = PG_GETARG_INT32(10);
	o->mod = PG_GETARG_INT32(11);
	o->canonical = PG_GETARG_BOOL(12);

	/* a NULL bound is -1; a negative one the user gave is an error */
	if ((!PG_ARGISNULL(6) && o->min_edges < 0) || (!PG_ARGISNULL(7) && o->max_edges < 0) ||
		(!PG_ARGISNULL(8) && o->min_degree < 0) || (!PG_ARGISNULL(9) && o->max_degree < 0))
	{
		CmGengArg	arg = (!PG_ARGISNULL(6) && o->min_edges < 0) ? CM_GENG_MIN_EDGES :
			(!PG_ARGISNULL(7) && o->max_edges < 0) ? CM_GENG_MAX_EDGES :
			(!PG_ARGISNULL(8) && o->min_degree < 0) ? CM_GENG_MIN_DEGREE : CM_GENG_MAX_DEGREE;
		int32		v = arg == CM_GENG_MIN_EDGES ? o->min_edges :
			arg == CM_GENG_MAX_EDGES ? o->max_edges :
			arg == CM_GENG_MIN_DEGREE ? o->min_degree : o->max_degree;

		memset(&err, 0, sizeof(err));
		err.code = CM_ERR_GENG_ARG;
		err.arg = arg;
		err.value = v;
		report_geng_arg(&err);
	}
	catmouse_check_geng(o);
	return true;
}

bool
catmouse_read_census_args(FunctionCallInfo fcinfo, const CatmouseArgPositions *pos,
						  CmGengOptions *o, CatmousePuzzle *p)
{
	const int	given[] = {pos->nodes, pos->res, pos->mod, pos->chunks, pos->connected,
	pos->max_cats, pos->cat_can_enter_hole};
	int32		nodes;
	int			i;

	for (i = 0; i < lengthof(given); i++)
		if (given[i] != 0 && PG_ARGISNULL(CATMOUSE_ARGNO(given[i])))
			return false;
	nodes = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->nodes));
	catmouse_puzzle_init(p);
	p->geng = o;
	if (pos->max_cats == 0 && (nodes < 1 || nodes > CM_CENSUS_FAST_NODES))
		catmouse_puzzle_ereport((errcode(nodes < 1 ? ERRCODE_INVALID_PARAMETER_VALUE :
						 ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("nodes must be between 1 and %d", CM_CENSUS_FAST_NODES),
				 errdetail("nodes is %d.", nodes),
				 nodes > CM_CENSUS_FAST_NODES ?
				 errhint("The census of every graph of a size solves graphs of up to %d nodes; cat_mouse_census(graph) solves one graph of any size.",
						 CM_CENSUS_FAST_NODES) : 0));
	cm_geng_defaults(o, nodes);
	o->res = pos->res != 0 ? PG_GETARG_INT32(CATMOUSE_ARGNO(pos->res)) : 0;
	o->mod = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->mod != 0 ? pos->mod : pos->chunks));
	o->connected = PG_GETARG_BOOL(CATMOUSE_ARGNO(pos->connected));
	if (pos->cat_can_enter_hole != 0)
		p->opt.cat_can_enter_hole = PG_GETARG_BOOL(CATMOUSE_ARGNO(pos->cat_can_enter_hole));
	if (pos->max_cats != 0)
	{
		p->cats = PG_GETARG_INT32(CATMOUSE_ARGNO(pos->max_cats));
		if (p->cats < 1)
			catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("max_cats must be at least 1"),
					 errdetail("It is %d.", p->cats)));
		if (p->cats > CM_PURSUIT_MAX_CATS)
			catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("max_cats is %d; catmouse plays with at most %d cats",
							p->cats, CM_PURSUIT_MAX_CATS)));
	}
	catmouse_check_geng(o);
	return true;
}
