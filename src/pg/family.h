/*-------------------------------------------------------------------------
 *
 * family.h
 *	  What a family file includes: the services (catmouse.h), the readers
 *	  (input.h), the result layer (result.h), and the macros that make its
 *	  C entry points.
 *
 * A family file (graph_funcs.c, grid_funcs.c, moves_funcs.c,
 * pursuit_funcs.c) opens with the list of its SQL functions, has one
 * implementation per kind of function, and makes its entry points here:
 *
 *	  CATMOUSE_GRAPH_FUNCTION(catmouse_game, game_impl, RESULT_OUTCOME)
 *
 * defines catmouse_game, catmouse_game_jsonb, ... : one C function per
 * input kind of src/sql/graph_functions.tab (graph_kinds.h), each calling
 * game_impl(fcinfo, kind, RESULT_OUTCOME).  The SQL declarations come from
 * the same table, so a family is declared once in SQL and once in C.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_FAMILY_H
#define CATMOUSE_FAMILY_H

#include "catmouse.h"
#include "input.h"
#include "result.h"

/* Datum sym(PG_FUNCTION_ARGS) { return impl(fcinfo, args...); } */
#define CATMOUSE_ENTRY(sym, impl, ...) \
	PG_FUNCTION_INFO_V1(sym); \
	Datum \
	sym(PG_FUNCTION_ARGS) \
	{ \
		return impl(fcinfo, __VA_ARGS__); \
	}

/* One entry point per input kind: sym + the kind's suffix. */
#define CATMOUSE_KIND_ENTRY(kind, suffix, reader, sym, impl, what) \
	CATMOUSE_ENTRY(sym##suffix, impl, kind, what)
#define CATMOUSE_GRAPH_FUNCTION(sym, impl, what) \
	CATMOUSE_GRAPH_KINDS(CATMOUSE_KIND_ENTRY, sym, impl, what)

#endif							/* CATMOUSE_FAMILY_H */
