/*-------------------------------------------------------------------------
 *
 * planner.c
 *	  What catmouse tells PostgreSQL's planner, so that the batch forms of
 *	  the README plan in parallel at PostgreSQL's default costs:
 *
 *	  - catmouse_support, the planner support function of every catmouse
 *		function (SUPPORT in the scripts).  PostgreSQL calls it while it
 *		prices a call, so the library, and with it the hook below, is
 *		loaded before the first query of a session is planned; it records
 *		its own OID, which is how the hook knows a catmouse call.
 *	  - a set_rel_pathlist hook that prices a catmouse call in FROM, LATERAL
 *		to another relation's rows, as what it is: one solve per row.
 *		PostgreSQL charges a function scan's evaluation as startup cost, and
 *		a rescan (a new row of the outer relation) as a read of the cached
 *		result (costsize.c, cost_rescan), although the executor calls the
 *		function again whenever a lateral parameter changes.  So
 *		"FROM puzzles p, cat_mouse_summary(p.g) s" over 261,080 puzzles was
 *		priced as one solve, and planned serially.  The hook moves the
 *		evaluation cost of such a scan from startup to run cost; the total
 *		stays, and every rescan now pays it, as a call in the select list
 *		does.  The same hook keeps a Memoize node off such a call (below).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "nodes/pathnodes.h"
#include "nodes/supportnodes.h"
#include "optimizer/cost.h"
#include "optimizer/paths.h"
#include "utils/lsyscache.h"

#include "catmouse.h"

static set_rel_pathlist_hook_type prev_set_rel_pathlist_hook = NULL;

/* catmouse_support's OID in this database, once PostgreSQL has called it */
static Oid	support_oid = InvalidOid;

/*
 * catmouse_support(internal): the planner support function.  It answers no
 * request itself (the functions' COST and ROWS hold), but its being called
 * loads the library and tells the hook which functions are catmouse's.
 */
PG_FUNCTION_INFO_V1(catmouse_support);
Datum
catmouse_support(PG_FUNCTION_ARGS)
{
	if (fcinfo->flinfo != NULL)
		support_oid = fcinfo->flinfo->fn_oid;
	PG_RETURN_POINTER(NULL);
}

/* Whether any function of a function RTE is a catmouse function. */
static bool
calls_catmouse(RangeTblEntry *rte)
{
	ListCell   *lc;

	if (!OidIsValid(support_oid))
		return false;
	foreach(lc, rte->functions)
	{
		RangeTblFunction *rtfunc = lfirst_node(RangeTblFunction, lc);

		if (IsA(rtfunc->funcexpr, FuncExpr) &&
			get_func_support(((FuncExpr *) rtfunc->funcexpr)->funcid) == support_oid)
			return true;
	}
	return false;
}

/*
 * Price a lateral catmouse call per row: its evaluation as run cost.
 *
 * Priced so, the call also looks worth caching to the planner, which then
 * puts a Memoize node over it in serial plans: a hash table keyed on the
 * graph's bytes, each graph hashed and compared (and decompressed for
 * each, where the row was compressed), with its hit ratio guessed from the
 * column's n_distinct.  On the benchmark's batch (100,000 graphs, 93,427
 * distinct, n_distinct estimated at 82 %) that made cat_mouse_summary 20 %
 * slower for 6 % of the solves saved.  The planner finds Memoize's keys in
 * rel->lateral_vars, which it reads for nothing else once the rel's paths
 * are made: emptied here, it plans the call as before the hook, once per
 * row.  (A query that repeats puzzles solves each once by DISTINCT.)
 */
static void
lateral_cost(PlannerInfo *root, RelOptInfo *rel, RangeTblEntry *rte)
{
	QualCost	eval;
	Cost		per_call;
	ListCell   *lc;

	cost_qual_eval_node(&eval, (Node *) rte->functions, root);
	per_call = eval.startup + eval.per_tuple;
	foreach(lc, rel->pathlist)
	{
		Path	   *path = (Path *) lfirst(lc);

		if (path->pathtype != T_FunctionScan)
			continue;
		path->startup_cost = Max(path->startup_cost - per_call, 0);
	}
	rel->lateral_vars = NIL;
}

static void
catmouse_set_rel_pathlist(PlannerInfo *root, RelOptInfo *rel, Index rti,
						  RangeTblEntry *rte)
{
	if (prev_set_rel_pathlist_hook)
		prev_set_rel_pathlist_hook(root, rel, rti, rte);
	if (rte->rtekind == RTE_FUNCTION && !bms_is_empty(rel->lateral_relids) &&
		calls_catmouse(rte))
		lateral_cost(root, rel, rte);
}

/* Install the hook (from _PG_init). */
void
catmouse_planner_init(void)
{
	prev_set_rel_pathlist_hook = set_rel_pathlist_hook;
	set_rel_pathlist_hook = catmouse_set_rel_pathlist;
}
