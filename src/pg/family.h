/*-------------------------------------------------------------------------
 *
 * family.h
 *	  What a family file includes: the services (catmouse.h), the readers
 *	  (input.h), the result layer (result.h); and each family's
 *	  implementation, which the entry points of entry_points.c call.
 *
 * The SQL functions are declared once, in src/sql/functions.tab: each
 * line's "c:" is the call its C entry point makes, with the input kind of
 * a graph function and the positions of its named arguments
 * (CatmouseArgPositions).  tools/sqlgen.pl writes the entry points into
 * entry_points.c, one plain C function per SQL function and kind.  A new
 * function of a family is a line of the table (and, when it returns
 * something new, a CatmouseResult of result.h); a new family, an
 * implementation here.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_FAMILY_H
#define CATMOUSE_FAMILY_H

#include "catmouse.h"
#include "input.h"
#include "result.h"

/* graph_funcs.c: the hole game on graphs; cat_mouse_check */
extern Datum catmouse_game_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
								const CatmouseArgPositions *args,
								const CatmouseResult *what);
extern Datum catmouse_check_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
								 const CatmouseArgPositions *args);
/* a family's reader of a puzzle's arguments, for catmouse_check_with */
typedef bool (*CatmousePuzzleReader) (FunctionCallInfo fcinfo, int kind,
									  const CatmouseArgPositions *args,
									  CatmousePuzzle *p);
extern Datum catmouse_check_with(FunctionCallInfo fcinfo, CatmousePuzzleReader read,
								 int kind, const CatmouseArgPositions *args);

/* moves_funcs.c: the moves of a position, on a graph and on a grid */
extern Datum catmouse_moves_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
								 const CatmouseArgPositions *args);
extern Datum catmouse_grid_moves_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
									  const CatmouseArgPositions *args);

/* grid_funcs.c: LeetCode 1728's grids */
extern Datum catmouse_grid_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
								const CatmouseArgPositions *args,
								const CatmouseResult *what);
extern Datum catmouse_grid_check_impl(FunctionCallInfo fcinfo, CatmouseGridInput kind,
									  const CatmouseArgPositions *args);

/* pursuit_funcs.c: many cats, no hole */
extern Datum catmouse_pursuit_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
								   const CatmouseArgPositions *args,
								   const CatmouseResult *what);

/* symmetry_funcs.c: canonical forms and automorphism groups */
extern Datum catmouse_symmetry_impl(FunctionCallInfo fcinfo, CatmouseInput kind,
									const CatmouseArgPositions *args,
									const CatmouseResult *what);

/* geng_funcs.c: the censuses over geng's graphs, and their checks */
extern Datum catmouse_census_geng_impl(FunctionCallInfo fcinfo,
									   const CatmouseArgPositions *args,
									   const CatmouseResult *what);
extern Datum catmouse_census_check_impl(FunctionCallInfo fcinfo,
										const CatmouseArgPositions *args);

/* graph6_type.c: conversions (CATMOUSE_CODE_ARRAY: the int[][] array, or a
 * code of result.h), comparisons, min and max */
#define CATMOUSE_CODE_ARRAY		(-2)
extern Datum catmouse_convert_impl(FunctionCallInfo fcinfo, CatmouseInput kind, int format);

typedef enum CatmouseCompare
{
	CATMOUSE_CMP_EQ, CATMOUSE_CMP_NE, CATMOUSE_CMP_LT, CATMOUSE_CMP_LE,
	CATMOUSE_CMP_GT, CATMOUSE_CMP_GE
} CatmouseCompare;

extern Datum catmouse_graph6_compare(FunctionCallInfo fcinfo, CatmouseCompare op);
extern Datum catmouse_graph6_pick(FunctionCallInfo fcinfo, bool larger);

#endif							/* CATMOUSE_FAMILY_H */
