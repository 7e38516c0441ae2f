/*-------------------------------------------------------------------------
 *
 * symmetry_funcs.c
 *	  The symmetry family (1.1): nauty's canonical forms and automorphism
 *	  groups (the core's canon.h, through catmouse.c), every function for
 *	  every input kind of src/sql/functions.tab.
 *
 * SQL functions (their entry points, in entry_points.c: catmouse_ + the SQL
 * name without cat_mouse_, then the kind's suffix):
 *
 *	  cat_mouse_canonical(graph)  graph6
 *	  cat_mouse_canonical_puzzle(graph, mouse_start, cat_start, hole,
 *								 cat_graph)  cat_mouse_puzzle
 *	  cat_mouse_automorphisms(graph)
 *		  record (group_size, orbit_count, orbits, generators)
 *
 * A NULL graph, start or hole gives NULL; a NULL cat_graph is none.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/*
 * cat_mouse_canonical, cat_mouse_automorphisms: the graph alone (the
 * canonical form of a graph without nodes is one); cat_mouse_canonical_puzzle:
 * the graph, the starts, the hole and cat_graph.
 */
Datum
catmouse_symmetry_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					   const CatmouseArgPositions *args, const CatmouseResult *what)
{
	CatmouseCall call;
	CatmousePuzzle p;
	bool		given;

	catmouse_call_begin(&call, fcinfo, what);
	if (args->mouse_start > 0 || kind == INPUT_PUZZLE)
		given = catmouse_read_game_args(fcinfo, kind, args, &p);
	else
		given = catmouse_read_graph_only_args(fcinfo, kind, args,
											  what == &catmouse_result_canonical ?
											  CATMOUSE_READ_EMPTY : 0, &p);
	if (!given)
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}
