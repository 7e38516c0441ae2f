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

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"

#include "catmouse.h"
#include "input.h"
#include "textkind.h"

/* Text that is none of the kinds (t: where, trimmed); never returns. */
pg_noreturn static void
report_not_a_graph(const char *s, const CmText *t, const char *argname)
{
	const char *p = s + t->start;

	catmouse_puzzle_ereport((errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("%s is not a graph written as text: \"%s\"", argname,
					catmouse_show_string(p, t->len)),
			 t->bad < t->len ?
			 errdetail("Text is read as one of nauty's codes (graph6, sparse6, digraph6: bytes \"?\" to \"~\" after an optional header such as >>graph6<<), as JSON adjacency lists (starting with \"[\") or as an int[][] literal (starting with \"{\"); byte %zu (\"%s\") is no code's.",
					   t->bad + 1, catmouse_show_string(p + t->bad, 1)) :
			 errdetail("It is empty; a graph without nodes is '{}' (int[][]) or '?' (graph6)."),
			 errhint("Give one graph per value, without comments, e.g. 'Cd', '[[1],[0]]' or '{{1},{0}}'.")));
}

/*
 * Read a graph given as text, by its kind (textkind.h: its bytes alone
 * decide, none read past the value's end): JSON (adjacency lists, or JSON
 * that is no graph, read as JSON so that the message names it), one of
 * nauty's codes (graph6, sparse6, digraph6), an int[][] literal, or
 * nothing else: a message lists the kinds.  Untyped literals resolve to
 * this overload, so '{{1},{0}}', '[[1],[0]]' and 'A_' all work without a
 * cast, and so do lines of nauty's output as they come.
 */
const char *
catmouse_text_code(Datum value, size_t *len)
{
	text	   *t = DatumGetTextPP(value);
	const char *s = VARDATA_ANY(t);
	CmText		kind;

	if (cm_text_graph(s, VARSIZE_ANY_EXHDR(t), &kind) != CM_TEXT_CODE)
		return NULL;
	*len = kind.len;
	return s + kind.start;
}

void
catmouse_read_graph_text(Datum value, const char *argname, int32 expect_nodes,
						 int flags, CatmouseGraphArg *out)
{
	text	   *t = DatumGetTextPP(value);
	const char *s = VARDATA_ANY(t);
	CmText		kind;

	switch (cm_text_graph(s, VARSIZE_ANY_EXHDR(t), &kind))
	{
		case CM_TEXT_JSON:
			catmouse_read_graph_jsonb(catmouse_read_input(JSONBOID, text_to_cstring(t)), argname,
									  expect_nodes, flags, out);
			break;
		case CM_TEXT_CODE:
			catmouse_read_graph_code(s + kind.start, kind.len, argname, expect_nodes,
									 flags | CATMOUSE_CODE_TEXT, out);
			break;
		case CM_TEXT_ARRAY:
			catmouse_read_graph_array(catmouse_read_input(INT4ARRAYOID, text_to_cstring(t)), argname,
									  expect_nodes, flags, out);
			break;
		case CM_TEXT_NONE:
			report_not_a_graph(s, &kind, argname);
	}
}
