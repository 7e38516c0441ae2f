/*-------------------------------------------------------------------------
 *
 * input_text.c
 *	  The text reader: a graph written as text, which is what an untyped
 *	  literal resolves to.  JSON when it starts with '[', an int[][] literal
 *	  otherwise; the value is parsed by the type's own input function and
 *	  handed to that type's reader.
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
 * Read a graph given as text: JSON when it starts with '[' (but not with an
 * array's dimensions, "[0:3][1:2]={...}"), an int[][]
 * literal otherwise.  Untyped literals resolve to this overload, so both
 * '{{1},{0}}' and '[[1],[0]]' work without a cast.
 */
void
catmouse_read_graph_text(text *t, const char *argname, int32 expect_nodes,
						 CatmouseGraphArg *out)
{
	char	   *str = text_to_cstring(t);
	char	   *p = str;

	while (isspace((unsigned char) *p))
		p++;
	if (*p == '[' && !array_dims_ahead(p))
		catmouse_read_graph_jsonb(DatumGetJsonbP(parse_as(JSONBOID, str)),
								  argname, expect_nodes, out);
	else
		catmouse_read_graph(DatumGetArrayTypeP(parse_as(INT4ARRAYOID, str)),
							argname, expect_nodes, out);
}

