/*-------------------------------------------------------------------------
 *
 * catmouse.c
 *	  fmgr glue: one C function per SQL entry point, the memory limit GUC,
 *	  and the one place where a solve is set up, bounded and run.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <limits.h>

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/guc.h"
#include "utils/memutils.h"

#include "graph_input.h"
#include "solver.h"

PG_MODULE_MAGIC;

/* catmouse.max_memory, in kB: the most work memory one solve may take */
static int	catmouse_max_memory = 1024 * 1024;

void		_PG_init(void);

void
_PG_init(void)
{
	DefineCustomIntVariable("catmouse.max_memory",
							"Largest work memory one catmouse solve may allocate.",
							"A solve that would need more fails before allocating.",
							&catmouse_max_memory,
							1024 * 1024,
							64,
							MAX_KILOBYTES,
							PGC_USERSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
	MarkGUCPrefixReserved("catmouse");
}

/* Called by the core every few thousand units of work. */
static bool
catmouse_poll(void *arg)
{
	CHECK_FOR_INTERRUPTS();		/* may not return; core holds only our memory */
	return false;
}

/*
 * Set up and run one solve in the current memory context: checks the work
 * memory against catmouse.max_memory before allocating it, and reports
 * option errors.
 */
static void
catmouse_solve(CmSolver *s, const CmGraph *mouse, const CmGraph *cat,
			   const CmOptions *opt, CmMode mode)
{
	size_t		need = cm_solver_bytes(mouse, cat);
	uint64		limit = (uint64) catmouse_max_memory * 1024;
	void	   *work;
	CmError		err;

	/* option errors first: they are the user's real mistake */
	if (cm_options_check(mouse, cat, opt, &err) != CM_OK)
		catmouse_report_option_error(&err, mouse->nodes);

	if (need == SIZE_MAX || need > limit || need > MaxAllocHugeSize)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("solving a game with %d nodes needs %llu MB of memory",
						mouse->nodes,
						need == SIZE_MAX ? 0ULL :
						(unsigned long long) ((need + 1024 * 1024 - 1) / (1024 * 1024))),
				 errdetail("catmouse.max_memory is %d MB.",
						   catmouse_max_memory / 1024),
				 errhint("Raise the limit, e.g. SET catmouse.max_memory = '%lluMB'.",
						 (unsigned long long) ((need + 1024 * 1024 - 1) / (1024 * 1024)))));

	work = MemoryContextAllocHuge(CurrentMemoryContext, need);
	if (cm_solver_init(s, mouse, cat, opt, work, need, &err) != CM_OK)
		catmouse_report_option_error(&err, mouse->nodes);
	if (cm_solve(s, mode, catmouse_poll, NULL) != CM_OK)
		elog(ERROR, "catmouse solve stopped unexpectedly");
}

/* Check a max_turns argument; NULL means no limit (-1). */
static int64
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

/* A private memory context for one call's graphs and solver. */
static MemoryContext
catmouse_begin(void)
{
	MemoryContext ctx = AllocSetContextCreate(CurrentMemoryContext,
											  "catmouse solve",
											  ALLOCSET_DEFAULT_SIZES);

	return MemoryContextSwitchTo(ctx);
}

static void
catmouse_end(MemoryContext old)
{
	MemoryContext ctx = CurrentMemoryContext;

	MemoryContextSwitchTo(old);
	MemoryContextDelete(ctx);
}

/*
 * cat_mouse_game(graph int[][], mouse_start int, cat_start int, hole int,
 *				  cat_can_enter_hole bool, max_turns int, cat_graph int[][])
 *
 * NULL graph, starts, hole or cat_can_enter_hole give NULL; NULL max_turns
 * means no limit and NULL cat_graph that the cat moves on graph.
 */
PG_FUNCTION_INFO_V1(catmouse_game);
Datum
catmouse_game(PG_FUNCTION_ARGS)
{
	CatmouseArrayGraph mouse;
	CatmouseArrayGraph cat;
	bool		has_cat;
	CmOptions	opt;
	CmSolver	s;
	MemoryContext old;
	int			i;

	for (i = 0; i <= 4; i++)
		if (PG_ARGISNULL(i))
			PG_RETURN_NULL();

	opt.mouse_start = PG_GETARG_INT32(1);
	opt.cat_start = PG_GETARG_INT32(2);
	opt.hole = PG_GETARG_INT32(3);
	opt.cat_can_enter_hole = PG_GETARG_BOOL(4);
	opt.max_turns = catmouse_max_turns(fcinfo, 5);
	has_cat = !PG_ARGISNULL(6);

	old = catmouse_begin();
	catmouse_read_graph(PG_GETARG_ARRAYTYPE_P(0), "graph", &mouse);
	if (has_cat)
		catmouse_read_graph(PG_GETARG_ARRAYTYPE_P(6), "cat_graph", &cat);
	catmouse_solve(&s, &mouse.g, has_cat ? &cat.g : NULL, &opt,
				   CM_SOLVE_START);
	catmouse_end(old);

	PG_RETURN_INT32(s.limited_outcome);
}

/* Read a grid and solve it; false when an argument that decides is NULL. */
static bool
catmouse_grid_solve(FunctionCallInfo fcinfo, int64 max_turns, CmSolver *s)
{
	CatmouseGrid grid;
	CmOptions	opt;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1) || PG_ARGISNULL(2))
		return false;
	catmouse_read_grid(PG_GETARG_ARRAYTYPE_P(0), PG_GETARG_INT32(1),
					   PG_GETARG_INT32(2), &grid);
	opt.mouse_start = grid.info.mouse;
	opt.cat_start = grid.info.cat;
	opt.hole = grid.info.food;
	opt.cat_can_enter_hole = true;
	opt.max_turns = max_turns;
	catmouse_solve(s, &grid.mouse, &grid.cat, &opt, CM_SOLVE_START);
	return true;
}

/*
 * cat_mouse_grid_game(grid text[], cat_jump int, mouse_jump int,
 *					   max_turns int DEFAULT 1000)
 */
PG_FUNCTION_INFO_V1(catmouse_grid_game);
Datum
catmouse_grid_game(PG_FUNCTION_ARGS)
{
	int64		max_turns = catmouse_max_turns(fcinfo, 3);
	CmSolver	s;
	MemoryContext old;
	bool		ok;

	old = catmouse_begin();
	ok = catmouse_grid_solve(fcinfo, max_turns, &s);
	catmouse_end(old);
	if (!ok)
		PG_RETURN_NULL();
	PG_RETURN_INT32(s.limited_outcome);
}

/*
 * can_mouse_win(grid text[], cat_jump int, mouse_jump int): LeetCode 1728,
 * the mouse must reach the food within 1000 turns.
 */
PG_FUNCTION_INFO_V1(catmouse_can_mouse_win);
Datum
catmouse_can_mouse_win(PG_FUNCTION_ARGS)
{
	CmSolver	s;
	MemoryContext old;
	bool		ok;

	old = catmouse_begin();
	ok = catmouse_grid_solve(fcinfo, 1000, &s);
	catmouse_end(old);
	if (!ok)
		PG_RETURN_NULL();
	PG_RETURN_BOOL(s.limited_outcome == CM_MOUSE);
}
