/*-------------------------------------------------------------------------
 *
 * geng_funcs.c
 *	  Graphs generated in the database (1.1): nauty's geng, compiled into
 *	  the core (generate.h), as a set-returning function, and the censuses
 *	  of both games over its graphs.
 *
 * SQL functions (cat_mouse_geng_stream's entry point is here; the others'
 * are in entry_points.c):
 *
 *	  cat_mouse_geng_stream(nodes, connected, biconnected, triangle_free,
 *					 square_free, bipartite, min_edges, max_edges,
 *					 min_degree, max_degree, res, mod, canonical)
 *		  SETOF graph6: nauty-geng's graphs, in its order, as they come
 *		  (what cat_mouse_geng, a SQL function, calls)
 *	  cat_mouse_cop_census(nodes, res, mod, max_cats, connected)
 *		  TABLE (cop_number, graphs, capture_time, example): cops and
 *		  robbers on every graph of a part of geng's, solved as they come
 *	  cat_mouse_census(nodes, cat_can_enter_hole, res, mod, connected)
 *		  TABLE (graphs, pairs, states, ...): the hole game on every graph
 *		  of a part of geng's, every node as the hole, one row
 *	  cat_mouse_cop_census_check(nodes, chunks, max_cats, connected)
 *	  cat_mouse_census_check(nodes, chunks, connected)
 *		  void: refuse what the census would (every part of chunks),
 *		  solving nothing (the census run checks its arguments with them)
 *
 * Every argument is read and checked before geng starts (geng itself would
 * exit: input_geng.c); the graphs stream (geng_stream.c); a census runs
 * geng to its end (geng_solve.c) and forms its rows (result_census.c).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "funcapi.h"
#include "utils/lsyscache.h"

#include "family.h"
#include "geng_stream.h"

/*
 * cat_mouse_geng_stream(the arguments of cat_mouse_geng): geng's graphs,
 * one per call as geng makes them (geng_stream.h).  cat_mouse_geng is a
 * SQL function calling it in its select list, which PostgreSQL inlines
 * into the query: there the executor asks for one row at a time (a
 * function in FROM would be run to its end into a tuplestore first).
 */
PG_FUNCTION_INFO_V1(catmouse_geng_stream);
Datum
catmouse_geng_stream(PG_FUNCTION_ARGS)
{
	FuncCallContext *fc;
	Datum		code;

	if (SRF_IS_FIRSTCALL())
	{
		CmGengOptions o;
		MemoryContext old;

		fc = SRF_FIRSTCALL_INIT();
		old = MemoryContextSwitchTo(fc->multi_call_memory_ctx);
		if (catmouse_read_geng_args(fcinfo, &o))
			fc->user_fctx = catmouse_geng_stream_start(&o,
													   get_func_rettype(fcinfo->flinfo->fn_oid));
		MemoryContextSwitchTo(old);
	}
	fc = SRF_PERCALL_SETUP();
	if (fc->user_fctx != NULL && catmouse_geng_stream_next(fc->user_fctx, &code))
		SRF_RETURN_NEXT(fc, code);
	SRF_RETURN_DONE(fc);
}

/* cat_mouse_cop_census and cat_mouse_census over geng's graphs */
Datum
catmouse_census_geng_impl(FunctionCallInfo fcinfo, const CatmouseArgPositions *args,
						  const CatmouseResult *what)
{
	CatmouseCall call;
	CatmousePuzzle p;
	CmGengOptions o;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_census_args(fcinfo, args, &o, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

/*
 * cat_mouse_cop_census_check and cat_mouse_census_check: the census's
 * arguments read and checked, nothing run.  NULLs are the caller's to
 * refuse.
 */
Datum
catmouse_census_check_impl(FunctionCallInfo fcinfo, const CatmouseArgPositions *args)
{
	CatmousePuzzle p;
	CmGengOptions o;

	(void) catmouse_read_census_args(fcinfo, args, &o, &p);
	PG_RETURN_VOID();
}
