/*-------------------------------------------------------------------------
 *
 * pursuit_funcs.c
 *	  The pursuit family (1.1): many cats and no hole, graph theory's "cops
 *	  and robbers" (the core's pursuit.h solves it, through catmouse.c),
 *	  every function for every input kind of src/sql/graph_functions.tab.
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_,
 * then the kind's suffix):
 *
 *	  cat_mouse_pursuit(graph int[] | jsonb | text | graph6, cats, may_stay)
 *		  SETOF (cats_win, capture_time, cat_starts, mouse_start, positions)
 *	  cat_mouse_cop_number(graph ..., max_cats, may_stay)  int
 *	  cat_mouse_pursuit_play(graph ..., cats, may_stay)
 *		  SETOF (ply, mover, mouse, cats)
 *
 * A NULL argument gives no rows (a NULL cop number).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/*
 * cat_mouse_pursuit, cat_mouse_pursuit_play(graph, cats, may_stay) and
 * cat_mouse_cop_number(graph, max_cats, may_stay)
 */
static Datum
pursuit_impl(FunctionCallInfo fcinfo, CatmouseInput kind, CatmouseResult what)
{
	MemoryContext old = catmouse_result_begin(fcinfo, what);
	CatmousePuzzle p;

	if (!catmouse_read_pursuit_args(fcinfo, kind,
									what == RESULT_COP_NUMBER ? "max_cats" : "cats",
									&p))
		return catmouse_result_null(fcinfo, what, old);
	return catmouse_result(fcinfo, what, &p, old);
}

CATMOUSE_GRAPH_FUNCTION(catmouse_pursuit, pursuit_impl, RESULT_PURSUIT)
CATMOUSE_GRAPH_FUNCTION(catmouse_cop_number, pursuit_impl, RESULT_COP_NUMBER)
CATMOUSE_GRAPH_FUNCTION(catmouse_pursuit_play, pursuit_impl, RESULT_PURSUIT_PLAY)
