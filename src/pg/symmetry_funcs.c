/*-------------------------------------------------------------------------
 *
 * symmetry_funcs.c
 *	  The symmetry family (1.1): nauty's canonical forms and automorphism
 *	  groups (the core's canon.h, through catmouse.c), every function for
 *	  every input kind of src/sql/graph_functions.tab.
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_,
 * then the kind's suffix):
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

/* cat_mouse_canonical, cat_mouse_automorphisms: the graph alone */
static Datum
graph_symmetry_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					CatmouseResult what)
{
	CatmouseCall call;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_graph_only_args(fcinfo, kind,
									   what == RESULT_CANONICAL ? CATMOUSE_READ_EMPTY : 0,
									   &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

/* cat_mouse_canonical_puzzle: the graph, the starts, the hole, cat_graph */
static const CatmouseArgPositions puzzle_args = {
	.graph = 0,.mouse_start = 1,.cat_start = 2,.hole = 3,
	.cat_can_enter_hole = -1,.max_turns = -1,.cat_graph = 4
};

static Datum
puzzle_symmetry_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
					 CatmouseResult what)
{
	CatmouseCall call;
	CatmousePuzzle p;

	catmouse_call_begin(&call, fcinfo, what);
	if (!catmouse_read_game_args(fcinfo, kind, &puzzle_args, &p))
		return catmouse_call_null(&call);
	return catmouse_call_answer(&call, &p);
}

CATMOUSE_GRAPH_FUNCTION(catmouse_canonical, graph_symmetry_impl, RESULT_CANONICAL)
CATMOUSE_GRAPH_FUNCTION(catmouse_automorphisms, graph_symmetry_impl, RESULT_AUTOMORPHISMS)
CATMOUSE_GRAPH_FUNCTION(catmouse_canonical_puzzle, puzzle_symmetry_impl, RESULT_CANONICAL_PUZZLE)
