/*-------------------------------------------------------------------------
 *
 * compat.h
 *	  What differs between the PostgreSQL majors catmouse supports (15, 17,
 *	  18 and 19), in one place.  Every guard is keyed on PG_VERSION_NUM and says
 *	  what changed and in which release; the glue writes the newest spelling
 *	  and this header provides it on the older servers.
 *
 * Included by catmouse.h, so by every glue file, right after postgres.h.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_COMPAT_H
#define CATMOUSE_COMPAT_H

#include "postgres.h"

#include "fmgr.h"
#include "funcapi.h"

/*
 * PostgreSQL 16 moved the varlena macros (VARDATA, VARSIZE, SET_VARSIZE
 * ...) out of postgres.h into varatt.h; the glue must not depend on another
 * header happening to include it.
 */
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

/*
 * PostgreSQL 18 replaced pg_attribute_noreturn(), written after a
 * function's declarator, with pg_noreturn, written first in the declaration
 * (C11's _Noreturn); 18 no longer defines the old macro.  Before 18, the
 * attribute in front of the declaration means the same to the compilers
 * PostgreSQL supports.
 */
#if PG_VERSION_NUM < 180000
#define pg_noreturn pg_attribute_noreturn()
#endif

/*
 * PostgreSQL 18's PG_MODULE_MAGIC_EXT records the module's name and
 * version, which pg_get_loaded_modules() shows; before 18, the plain magic.
 * CATMOUSE_VERSION comes from the Makefile (EXTVERSION).
 */
#if PG_VERSION_NUM >= 180000
#define CATMOUSE_MODULE_MAGIC \
	PG_MODULE_MAGIC_EXT(.name = "catmouse", .version = CATMOUSE_VERSION)
#else
#define CATMOUSE_MODULE_MAGIC PG_MODULE_MAGIC
#endif

/*
 * InitMaterializedSRF() is 15.1's name for 15.0's SetSingleFuncCall(), and
 * MAT_SRF_USE_EXPECTED_DESC for SRF_SINGLE_USE_EXPECTED (renamed in 15.1,
 * before 16 branched).
 */
#if PG_VERSION_NUM < 150001
#define InitMaterializedSRF(fcinfo, flags) SetSingleFuncCall(fcinfo, flags)
#define MAT_SRF_USE_EXPECTED_DESC SRF_SINGLE_USE_EXPECTED
#endif

/*
 * PostgreSQL 19 replaced numeric_int4_opt_error(num, bool *have_error) and
 * numeric_mul_opt_error(a, b, bool *) with numeric_int4_safe() and
 * numeric_mul_safe(), which report through a soft-error context (Node
 * *escontext) instead.  catmouse_numeric_int4() gives the int4 value and
 * whether it overflowed; catmouse_numeric_mul() the product, raising the
 * error (NULL context) on overflow, on every major.
 */
#if PG_VERSION_NUM >= 190000
#include "nodes/miscnodes.h"
#include "utils/numeric.h"

static inline int32
catmouse_numeric_int4(Numeric num, bool *overflow)
{
	ErrorSaveContext escontext = {T_ErrorSaveContext};
	int32		result = numeric_int4_safe(num, (Node *) &escontext);

	*overflow = escontext.error_occurred;
	return result;
}
#define catmouse_numeric_mul(a, b) numeric_mul_safe((a), (b), NULL)
#else
#include "utils/numeric.h"
#define catmouse_numeric_int4(num, overflow) numeric_int4_opt_error((num), (overflow))
#define catmouse_numeric_mul(a, b) numeric_mul_opt_error((a), (b), NULL)
#endif

/*
 * PostgreSQL 16 added soft errors: InputFunctionCallSafe() with an
 * ErrorSaveContext, through which an input function (jsonb_in, array_in,
 * int4in and the others 16 converted) returns its data error instead of
 * throwing it.  CATMOUSE_SOFT_INPUT says it is there (input_common.c's
 * catmouse_read_input takes it); on 15 the functions throw.
 */
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#define CATMOUSE_SOFT_INPUT 1
#endif

/*
 * PostgreSQL 15 and 17 (functions.c's fmgr_sql) drop an SQL function's
 * cached query, mid-stream, when the subtransaction that made it has
 * ended: a set-returning SQL function in a select list whose first row came
 * in a savepoint released or rolled back since starts its rows again (and
 * warns of a leaked snapshot reference).  18 rewrote the SQL functions'
 * caching and keeps the query.  cat_mouse_geng is such a function (in
 * FROM it is inlined and never restarted); CATMOUSE_SQL_SRF_RESTARTS has
 * geng_stream.c make the restarted stream skip what it gave.  Both majors
 * make the cache's context as a child of the caller's, named "SQL
 * function", the query's executor in it.
 */
#if PG_VERSION_NUM < 180000
#define CATMOUSE_SQL_SRF_RESTARTS 1
#endif

/*
 * PostgreSQL 19 caches attribute offsets in the TupleDesc, computed by
 * TupleDescFinalize(), which a descriptor built by hand must call before
 * any use (without it, 19 forms tuples from garbage: a backend crashed in
 * tuplestore_putvalues).  Earlier majors have no such step.
 */
#if PG_VERSION_NUM >= 190000
#define catmouse_tupledesc_finalize(desc) TupleDescFinalize(desc)
#else
#define catmouse_tupledesc_finalize(desc) ((void) (desc))
#endif

/*
 * PostgreSQL 19 removed the bits8 type (ARR_NULLBITMAP() gives uint8 *);
 * the glue writes uint8, which every major has.  19's execnodes.h no
 * longer includes utils/tuplestore.h (and, through it, <limits.h>): the
 * files that use them include them themselves.
 *
 * Not needed, and why:
 *
 * - pg_mblen(): the minor releases of February 2026 (15.16, 17.8, 18.2)
 *   added pg_mblen_range() and pg_mblen_with_len() and call pg_mblen()
 *   deprecated.  The one caller (input_grid.c) clips the length to the
 *   bytes left, which is what they do, and a module that called them would
 *   not load into an earlier minor release of its major.
 * - The planner support requests (SupportRequestCost, SupportRequestRows),
 *   set_rel_pathlist_hook and the path fields planner.c changes are the
 *   same in 15, 17 and 18.
 */

#endif							/* CATMOUSE_COMPAT_H */
