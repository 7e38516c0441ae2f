/*-------------------------------------------------------------------------
 *
 * graph6_type.c
 *	  The graph6 type: one graph as nauty writes it, in graph6, sparse6 or
 *	  digraph6, stored as the code's own text (without a header), so a
 *	  value takes about the string's size.  Validated when made (text
 *	  input, binary input, casts); compared byte by byte.
 *
 * SQL entry points (C symbol: catmouse_ + the SQL name without cat_mouse_):
 *
 *	  I/O
 *		graph6_in(cstring), graph6_out(graph6)
 *		graph6_recv(internal), graph6_send(graph6)	the code's bytes
 *	  comparison (byte order of the codes, as bytea; equal codes are equal
 *	  graphs, but one graph has several codes)
 *		graph6_eq, graph6_ne, graph6_lt, graph6_le, graph6_gt, graph6_ge,
 *		graph6_cmp (btree), graph6_hash, graph6_hash_extended (hash)
 *		graph6_smaller, graph6_larger			min(graph6), max(graph6)
 *	  conversions, for every input kind of src/sql/functions.tab
 *		cat_mouse_adjacency(graph) int[]		graph6 -> int[] is the cast
 *		cat_mouse_to_graph6(graph) graph6		int[] -> graph6 is the cast:
 *												graph6, or digraph6 when
 *												directed or with loops
 *		cat_mouse_to_sparse6(graph) graph6
 *		cat_mouse_to_digraph6(graph) graph6
 *	  what a value holds
 *		cat_mouse_graph6_format(graph6) text	'graph6', 'sparse6', 'digraph6'
 *		cat_mouse_graph6_nodes(graph6) int
 *	  the cast from text
 *		graph6(text) graph6
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "common/hashfn.h"
#include "libpq/pqformat.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "family.h"

#define PG_GETARG_GRAPH6_PP(n)	PG_DETOAST_DATUM_PACKED(PG_GETARG_DATUM(n))
#define GRAPH6_DATA(v)			VARDATA_ANY(v)
#define GRAPH6_LEN(v)			VARSIZE_ANY_EXHDR(v)

/* A graph6 value holding a parsed code's text. */
static struct varlena *
graph6_from_code(const CmCode *code)
{
	struct varlena *v = palloc(VARHDRSZ + code->text_len);

	SET_VARSIZE(v, VARHDRSZ + code->text_len);
	memcpy(VARDATA(v), code->text, code->text_len);
	return v;
}

PG_FUNCTION_INFO_V1(catmouse_graph6_in);
Datum
catmouse_graph6_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	CmCode		code;

	catmouse_parse_code(str, strlen(str), &code, 0);
	PG_RETURN_POINTER(graph6_from_code(&code));
}

PG_FUNCTION_INFO_V1(catmouse_graph6_out);
Datum
catmouse_graph6_out(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);

	PG_RETURN_CSTRING(pnstrdup(GRAPH6_DATA(v), GRAPH6_LEN(v)));
}

/* Binary input: the code's bytes, validated as text input is. */
PG_FUNCTION_INFO_V1(catmouse_graph6_recv);
Datum
catmouse_graph6_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	int			len = buf->len - buf->cursor;
	const char *bytes = pq_getmsgbytes(buf, len);
	CmCode		code;

	catmouse_parse_code(bytes, len, &code, 0);
	PG_RETURN_POINTER(graph6_from_code(&code));
}

PG_FUNCTION_INFO_V1(catmouse_graph6_send);
Datum
catmouse_graph6_send(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, GRAPH6_DATA(v), GRAPH6_LEN(v));
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* Byte order, then length: as bytea compares. */
static int
graph6_compare(FunctionCallInfo fcinfo)
{
	struct varlena *a = PG_GETARG_GRAPH6_PP(0);
	struct varlena *b = PG_GETARG_GRAPH6_PP(1);
	size_t		la = GRAPH6_LEN(a);
	size_t		lb = GRAPH6_LEN(b);
	int			c = memcmp(GRAPH6_DATA(a), GRAPH6_DATA(b), Min(la, lb));

	if (c == 0 && la != lb)
		c = (la < lb) ? -1 : 1;
	PG_FREE_IF_COPY(a, 0);
	PG_FREE_IF_COPY(b, 1);
	return c;
}

/* The comparison operators' functions, each a test on graph6_compare. */
Datum
catmouse_graph6_compare(FunctionCallInfo fcinfo, CatmouseCompare op)
{
	int			c = graph6_compare(fcinfo);

	switch (op)
	{
		case CATMOUSE_CMP_EQ:
			PG_RETURN_BOOL(c == 0);
		case CATMOUSE_CMP_NE:
			PG_RETURN_BOOL(c != 0);
		case CATMOUSE_CMP_LT:
			PG_RETURN_BOOL(c < 0);
		case CATMOUSE_CMP_LE:
			PG_RETURN_BOOL(c <= 0);
		case CATMOUSE_CMP_GT:
			PG_RETURN_BOOL(c > 0);
		case CATMOUSE_CMP_GE:
			PG_RETURN_BOOL(c >= 0);
	}
	elog(ERROR, "unknown comparison %d", (int) op);
	return (Datum) 0;
}

/*
 * min(graph6) and max(graph6)'s transition functions: the smaller (larger)
 * argument in byte order, as it came.
 */
Datum
catmouse_graph6_pick(FunctionCallInfo fcinfo, bool larger)
{
	int			c = graph6_compare(fcinfo);

	if (larger)
		PG_RETURN_DATUM(PG_GETARG_DATUM(c >= 0 ? 0 : 1));
	PG_RETURN_DATUM(PG_GETARG_DATUM(c <= 0 ? 0 : 1));
}

PG_FUNCTION_INFO_V1(catmouse_graph6_cmp);
Datum
catmouse_graph6_cmp(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(graph6_compare(fcinfo));
}

PG_FUNCTION_INFO_V1(catmouse_graph6_hash);
Datum
catmouse_graph6_hash(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);
	Datum		h = hash_any((const unsigned char *) GRAPH6_DATA(v), GRAPH6_LEN(v));

	PG_FREE_IF_COPY(v, 0);
	return h;
}

PG_FUNCTION_INFO_V1(catmouse_graph6_hash_extended);
Datum
catmouse_graph6_hash_extended(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);
	Datum		h = hash_any_extended((const unsigned char *) GRAPH6_DATA(v),
									  GRAPH6_LEN(v), PG_GETARG_INT64(1));

	PG_FREE_IF_COPY(v, 0);
	return h;
}

/*
 * The conversions, for every input kind (src/sql/functions.tab):
 * cat_mouse_adjacency (graph6 -> int[] is also the cast), cat_mouse_to_graph6
 * (int[] -> graph6 is also the cast), cat_mouse_to_sparse6,
 * cat_mouse_to_digraph6.  A conversion is not a game: any graph that fits
 * in memory, the graph without nodes too.
 */
Datum
catmouse_convert_impl(FunctionCallInfo fcinfo, CatmouseInput kind, int format)
{
	CatmouseGraphArg g;

	catmouse_read_graph_arg(fcinfo, 0, kind, "graph", -1, CATMOUSE_READ_EMPTY, &g);
	if (format == CATMOUSE_CODE_ARRAY)
		PG_RETURN_ARRAYTYPE_P(catmouse_graph_array(&g.g));
	PG_RETURN_POINTER(catmouse_graph_code(&g.g, format));
}

/*
 * graph6(text), the cast from text: a code is kept as written (its header
 * and surrounding white space dropped), as the type's input keeps it; JSON
 * adjacency lists or an int[][] literal become the graph's graph6 code
 * (digraph6 when directed or with a self-loop), as cat_mouse_to_graph6.
 */
PG_FUNCTION_INFO_V1(catmouse_text_to_graph6);
Datum
catmouse_text_to_graph6(PG_FUNCTION_ARGS)
{
	CatmouseGraphArg g;
	size_t		len;
	const char *code_text = catmouse_text_code(PG_GETARG_DATUM(0), &len);

	if (code_text != NULL)
	{
		CmCode		code;

		catmouse_parse_code(code_text, len, &code, CATMOUSE_CODE_TEXT);
		PG_RETURN_POINTER(graph6_from_code(&code));
	}
	catmouse_read_graph_arg(fcinfo, 0, INPUT_TEXT, "graph", -1, CATMOUSE_READ_EMPTY, &g);
	PG_RETURN_POINTER(catmouse_graph_code(&g.g, CATMOUSE_CODE_NATURAL));
}

/* cat_mouse_graph6_format(graph6): which of the three codes it is. */
PG_FUNCTION_INFO_V1(catmouse_graph6_format);
Datum
catmouse_graph6_format(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);
	CmCode		code;

	catmouse_parse_code(GRAPH6_DATA(v), GRAPH6_LEN(v), &code, 0);
	PG_RETURN_TEXT_P(cstring_to_text(cm_code_format_name(code.format)));
}

/* cat_mouse_graph6_nodes(graph6): its number of nodes. */
PG_FUNCTION_INFO_V1(catmouse_graph6_nodes);
Datum
catmouse_graph6_nodes(PG_FUNCTION_ARGS)
{
	struct varlena *v = PG_GETARG_GRAPH6_PP(0);
	CmCode		code;

	catmouse_parse_code(GRAPH6_DATA(v), GRAPH6_LEN(v), &code, 0);
	if (code.nodes > PG_INT32_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("graph has %lld nodes, more than an int holds",
						(long long) code.nodes),
				 errdetail("Only a sparse6 code is this short for so many nodes.")));
	PG_RETURN_INT32((int32) code.nodes);
}
