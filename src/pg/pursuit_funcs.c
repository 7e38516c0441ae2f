/*-------------------------------------------------------------------------
 *
 * pursuit_funcs.c
 *	  The pursuit family (1.1): many cats and no hole, graph theory's "cops
 *	  and robbers" (the core's pursuit.h solves it, through catmouse.c),
 *	  every function for every input kind of src/sql/functions.tab.
 *
 * SQL functions (their entry points, in entry_points.c: catmouse_ + the SQL
 * name without cat_mouse_, then the kind's suffix):
 *
 *	  cat_mouse_pursuit(graph, cats, may_stay)
 *		  record (outcome, capture_time, cat_starts, mouse_start, positions)
 *	  cat_mouse_cop_number(graph, cats, may_stay)  int
 *	  cat_mouse_pursuit_play(graph, cats, may_stay)
 *		  SETOF (ply, mover, mouse, cats)
 *
 * A NULL argument gives NULL (no rows from the play).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/* cat_mouse_pursuit, cat_mouse_pursuit_play, cat_mouse_cop_number */
Datum
catmouse_pursuit_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					  const CatmouseArgPositions *args, const CatmouseResult *what)
{
	CatmouseCall call;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_pursuit_args(fcinfo, kind, args, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}
