/*-------------------------------------------------------------------------
 *
 * input_text.c
 *	  The text reader: a graph written as text, which is what an untyped
 *	  literal resolves to.  One of nauty's codes when its bytes are a
 *	  code's, JSON when it starts with '[', an int[][] literal otherwise;
 *	  the value goes to that kind's reader (JSON and arrays through their
 *	  type's own input function).
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

/* Bytes of a graph6 code (no header) of n <= 62 nodes: N(n) and the matrix. */
#define GRAPH6_BYTES(n)		(1 + ((n) * ((n) - 1) / 2 + 5) / 6)

/*
 * Whether s (len bytes, no surrounding white space) is one of nauty's
 * codes: only the bytes of a code ('?' to '~'), after an optional header
 * (">>graph6<<" and the like) and an optional ':' (sparse6), '&'
 * (digraph6) or ';' (incremental sparse6, which the code's reader refuses
 * by name).  Codes may hold '{' and '[', which JSON and array literals
 * start with, but those hold other bytes too (digits, commas), except the
 * graphs of one row or none ('[[]]', '[[null]]', '{}'): a plain graph6 code
 * that starts with '[' is one of 28 nodes, exactly 64 bytes, one that
 * starts with '{' is one of 60 nodes, 296 bytes, and other lengths are
 * JSON or an array.
 */
static bool
is_code(const char *s, size_t len)
{
	size_t		i = 0;

	if ((s[0] == '[' && len != GRAPH6_BYTES(28)) ||
		(s[0] == '{' && len != GRAPH6_BYTES(60)))
		return false;

	if (len >= 2 && s[0] == '>' && s[1] == '>')
	{
		const char *end = memchr(s + 2, '<', len - 2);

		if (end == NULL || (size_t) (end - s) + 2 > len || end[1] != '<')
			return false;
		i = (size_t) (end - s) + 2;
	}
	if (i < len && (s[i] == ':' || s[i] == '&' || s[i] == ';'))
		i++;
	if (i >= len)
		return false;
	for (; i < len; i++)
		if ((unsigned char) s[i] < 63 || (unsigned char) s[i] > 126)
			return false;
	return true;
}

/*
 * Whether s is JSON that is no graph and no code: null, true or false
 * (never a valid code: their first byte asks for 47, 53 or 39 nodes, which
 * need far more bytes) or an object ('{' then a key and ':', which no
 * array literal holds): read as JSON, so that the message says what it is.
 */
static bool
is_json_value(const char *s, size_t len)
{
	const char *colon;

	if ((len == 4 && memcmp(s, "null", 4) == 0) ||
		(len == 4 && memcmp(s, "true", 4) == 0) ||
		(len == 5 && memcmp(s, "false", 5) == 0))
		return true;
	if (len == 0 || s[0] != '{')
		return false;
	s++;
	while (isspace((unsigned char) *s))
		s++;
	if (*s != '"')
		return false;
	colon = memchr(s, ':', len - 1);
	return colon != NULL;
}

/* Text that is none of the kinds; never returns. */
pg_noreturn static void
report_not_a_graph(const char *s, size_t len, const char *argname)
{
	size_t		i = 0;

	if (len >= 2 && s[0] == '>' && s[1] == '>')
	{
		const char *end = memchr(s, '<', len);

		if (end != NULL && (size_t) (end - s) + 1 < len && end[1] == '<')
			i = (size_t) (end - s) + 2;
	}
	while (i < len && (unsigned char) s[i] >= 63 && (unsigned char) s[i] <= 126)
		i++;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("%s is not a graph written as text: \"%s\"", argname,
					catmouse_show_string(s, len)),
			 i < len ?
			 errdetail("Text is read as one of nauty's codes (graph6, sparse6, digraph6: bytes \"?\" to \"~\" after an optional header such as >>graph6<<), as JSON adjacency lists (starting with \"[\") or as an int[][] literal (starting with \"{\"); byte %zu (\"%s\") is no code's.",
					   i + 1, catmouse_show_string(s + i, 1)) :
			 errdetail("It is empty; a graph without nodes is '{}' (int[][]) or '?' (graph6)."),
			 errhint("Give one graph per value, without comments, e.g. 'Cd', '[[1],[0]]' or '{{1},{0}}'.")));
}

/*
 * Read a graph given as text, less surrounding white space and line ends:
 * JSON that is no graph (null, a string, a number, an object: see
 * is_json_value), read as JSON so that the message names it; one of
 * nauty's codes (graph6, sparse6, digraph6) when it is one (see is_code),
 * JSON when it starts with '[' (but not with an array's dimensions,
 * "[0:3][1:2]={...}"), an int[][] literal when it starts with '{', and
 * nothing else: a message lists the kinds.  Untyped
 * literals resolve to this overload, so '{{1},{0}}', '[[1],[0]]' and 'A_'
 * all work without a cast, and so do lines of nauty's output as they come.
 */
/* str less the white space around it: its first byte, *len its length */
static char *
trimmed(char *str, size_t *len)
{
	char	   *p = str;

	while (isspace((unsigned char) *p))
		p++;
	*len = strlen(p);
	while (*len > 0 && isspace((unsigned char) p[*len - 1]))
		(*len)--;
	return p;
}

const char *
catmouse_text_code(Datum value, size_t *len)
{
	char	   *p = trimmed(TextDatumGetCString(value), len);

	return !is_json_value(p, *len) && is_code(p, *len) ? p : NULL;
}

void
catmouse_read_graph_text(Datum value, const char *argname, int32 expect_nodes,
						 int flags, CatmouseGraphArg *out)
{
	char	   *str = TextDatumGetCString(value);
	size_t		len;
	char	   *p = trimmed(str, &len);

	if (is_json_value(p, len))
		catmouse_read_graph_jsonb(parse_as(JSONBOID, str), argname,
								  expect_nodes, flags, out);
	else if (is_code(p, len))
		catmouse_read_graph_code(p, len, argname, expect_nodes,
								 flags | CATMOUSE_CODE_TEXT, out);
	else if (*p == '[' && !array_dims_ahead(p))
		catmouse_read_graph_jsonb(parse_as(JSONBOID, str), argname,
								  expect_nodes, flags, out);
	else if (*p == '{' || *p == '[')
		catmouse_read_graph_array(parse_as(INT4ARRAYOID, str), argname,
								  expect_nodes, flags, out);
	else
		report_not_a_graph(p, len, argname);
}
