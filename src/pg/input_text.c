/*-------------------------------------------------------------------------
 *
 * input_text.c
 *	  The text reader: a graph written as text, which is what an untyped
 *	  literal resolves to.  JSON when it starts with '[', one of nauty's
 *	  codes when it looks like one, an int[][] literal otherwise; the value
 *	  goes to that kind's reader (JSON and arrays through their type's own
 *	  input function).
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <ctype.h>

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"

#include "catmouse.h"
#include "input.h"

/* A string through a type's input function, as a cast would. */
static Datum
parse_as(Oid type, char *str)
{
	Oid			typinput;
	Oid			typioparam;

	getTypeInputInfo(type, &typinput, &typioparam);
	return OidInputFunctionCall(typinput, str, typioparam, -1);
}

/* Whether p ("[...") starts an array literal's dimensions, like "[0:3]". */
static bool
array_dims_ahead(const char *p)
{
	p++;
	while (isspace((unsigned char) *p))
		p++;
	if (*p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char) *p))
		return false;
	while (isdigit((unsigned char) *p))
		p++;
	while (isspace((unsigned char) *p))
		p++;
	return *p == ':';
}

/*
 * Whether str looks like one of nauty's codes rather than an array literal:
 * a header, ':' or '&', or only the bytes of a code ('?' to '~').
 */
static bool
looks_like_code(const char *str)
{
	const unsigned char *p = (const unsigned char *) str;

	if (*p == '\0')
		return false;
	if ((p[0] == '>' && p[1] == '>') || *p == ':' || *p == '&' || *p == ';')
		return true;
	for (; *p; p++)
		if (*p < 63 || *p > 126 || *p == '{')
			return false;
	return true;
}

/*
 * Read a graph given as text: JSON when it starts with '[' (but not with an
 * array's dimensions, "[0:3][1:2]={...}"), one of nauty's codes (graph6,
 * sparse6, digraph6) when it looks like one, an int[][] literal otherwise.
 * Untyped literals resolve to this overload, so '{{1},{0}}', '[[1],[0]]'
 * and 'A_' all work without a cast.
 */
void
catmouse_read_graph_text(Datum value, const char *argname, int32 expect_nodes,
						 CatmouseGraphArg *out)
{
	char	   *str = TextDatumGetCString(value);
	char	   *p = str;

	while (isspace((unsigned char) *p))
		p++;
	if (*p == '[' && !array_dims_ahead(p))
		catmouse_read_graph_jsonb(parse_as(JSONBOID, str), argname,
								  expect_nodes, out);
	else if (looks_like_code(str))
		catmouse_read_graph_code(str, strlen(str), argname, expect_nodes, out);
	else
		catmouse_read_graph_array(parse_as(INT4ARRAYOID, str), argname,
								  expect_nodes, out);
}

