/*-------------------------------------------------------------------------
 *
 * input_graph6.c
 *	  The graph6 reader: nauty's graph6, sparse6 and digraph6 codes (a
 *	  graph6 value, or a code written as text) decoded straight into the
 *	  solver's CSR graph by the core codec (graph6.c), and the errors of a
 *	  malformed code, which name the offending string and byte.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "lib/stringinfo.h"
#include "utils/memutils.h"

#include "catmouse.h"
#include "graph6.h"
#include "input.h"

/* A byte for a message: itself if printable, else \xNN. */
static char *
show_byte(int64 b)
{
	if (b >= 0x20 && b < 0x7f && b != '\\')
		return psprintf("\"%c\"", (char) b);
	return psprintf("\\x%02X", (unsigned) (b & 0xFF));
}

void
catmouse_report_code_error(const CmError *err, const CmCode *code,
						   const char *str, size_t len, bool from_text)
{
	char	   *shown = catmouse_show_string(str, len);
	int			pos = err->pos + 1;	/* 1-based, as people count */

	/* a hint of the error's own (later in the list) wins */
#define CODE_ERROR(...) \
	catmouse_puzzle_ereport(\
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION), \
			 errmsg("invalid input syntax for type graph6: \"%s\"", shown), \
			 from_text ? errhint("Text whose bytes are all \"?\" to \"~\" is read as a graph6 code; cast it to int[] or jsonb to read it as an array or JSON.") : 0, \
			 __VA_ARGS__))

	switch (err->code)
	{
		case CM_ERR_CODE_EMPTY:
			if (err->pos == 0)
				CODE_ERROR(errdetail("The string is empty."),
						   errhint("A graph needs a graph6, sparse6 (\":\") or digraph6 (\"&\") code, as nauty writes them."));
			CODE_ERROR(errdetail("No code follows the header."));
			break;
		case CM_ERR_CODE_HEADER:
			if (err->value < 0)
				CODE_ERROR(errdetail("A header is \">>graph6<<\", \">>sparse6<<\" or \">>digraph6<<\"."));
			CODE_ERROR(errdetail("The header says %s but the code is %s.",
								 cm_code_format_name((CmCodeFormat) err->value),
								 cm_code_format_name((CmCodeFormat) err->expected)));
			break;
		case CM_ERR_CODE_INCREMENTAL:
			CODE_ERROR(errdetail("Incremental sparse6 (a code starting with \";\") describes a graph by its difference from the previous line."),
					   errhint("Write each graph whole, e.g. with nauty-copyg -s."));
			break;
		case CM_ERR_CODE_CHAR:
			CODE_ERROR(errdetail("Byte %d is %s; a code holds only the bytes \"?\" (63) to \"~\" (126), after a leading \":\" or \"&\".",
								 pos, show_byte(err->value)),
					   (err->value == ' ' || err->value == '\n' || err->value == '\r' || err->value == '\t') ?
					   errhint("Strip spaces and line ends; to load nauty's output use COPY ... (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02').") : 0);
			break;
		case CM_ERR_CODE_SIZE:
			if (err->value < 0)
				CODE_ERROR(errdetail("The code ends inside its number of nodes, which starts at byte %d.", pos));
			CODE_ERROR(errdetail("The number of nodes, %lld, is not written in its shortest form (byte %d on).",
								 (long long) err->value, pos));
			break;
		case CM_ERR_CODE_LENGTH:
			if (err->expected == PG_INT64_MAX)
				CODE_ERROR(errdetail("A %s code of %lld nodes is longer than any string; this one has %lld bytes after its number of nodes.",
									 cm_code_format_name(code->format),
									 (long long) code->nodes,
									 (long long) err->value));
			CODE_ERROR(errdetail("A %s code of %lld %s needs %lld %s after its number of nodes (from byte %d); it has %lld.",
								 cm_code_format_name(code->format),
								 (long long) code->nodes,
								 code->nodes == 1 ? "node" : "nodes",
								 (long long) err->expected,
								 err->expected == 1 ? "byte" : "bytes", pos,
								 (long long) err->value));
			break;
		case CM_ERR_CODE_PADDING:
			CODE_ERROR(errdetail("Byte %d, %s, sets bits past the end of the adjacency matrix; they must be 0.",
								 pos, show_byte(err->value)));
			break;
		default:
			elog(ERROR, "could not read a graph6 code: status %d", (int) err->code);
	}
	pg_unreachable();
#undef CODE_ERROR
}

/* Parse a code; a malformed one is reported. */
void
catmouse_parse_code(const char *str, size_t len, CmCode *code, int flags)
{
	CmError		err;

	if (cm_code_parse(str, len, code, &err) != CM_OK)
		catmouse_report_code_error(&err, code, str, len,
								   (flags & CATMOUSE_CODE_TEXT) != 0);
}

/*
 * Read a graph from a code of len bytes (a graph6 value's, or text).  The
 * CSR arrays are checked against catmouse.max_memory first: they can be
 * many times the code's size (a dense graph6 code holds 12 moves a byte).
 * flags: CATMOUSE_READ_* and CATMOUSE_CODE_TEXT.
 */
void
catmouse_read_graph_code(const char *str, size_t len, const char *argname,
						 int32 expect_nodes, int flags, CatmouseGraphArg *out)
{
	CmCode		code;
	CmError		err;
	int32	   *off;
	int32	   *adj;

	out->argname = argname;
	out->json = false;
	out->lbound[0] = out->lbound[1] = 0;
	catmouse_parse_code(str, len, &code, flags);
	if (code.nodes == 0 && (flags & CATMOUSE_READ_EMPTY))
	{
		catmouse_empty_graph(argname, out);
		out->code_format = (int) code.format;
		return;
	}
	if (code.nodes == 0)
		catmouse_puzzle_ereport((errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s is empty", argname),
				 errdetail("A graph needs at least one node; this %s code has none.",
						   cm_code_format_name(code.format))));
	if (code.nodes > CM_MAX_GRAPH_NODES)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s has too many nodes", argname),
				 errdetail("It has %lld nodes; at most %d nodes are supported.",
						   (long long) code.nodes, CM_MAX_GRAPH_NODES)));
	catmouse_check_rows(argname, (int32) code.nodes, expect_nodes);
	catmouse_check_work_memory(((Size) code.nodes + 1 + (Size) Max(code.arcs, 1)) * sizeof(int32),
							   "reading a graph of %lld nodes", (long long) code.nodes);
	off = palloc(((Size) code.nodes + 1) * sizeof(int32));
	adj = MemoryContextAllocHuge(CurrentMemoryContext,
								 (Size) Max(code.arcs, 1) * sizeof(int32));
	if (cm_code_graph(&code, off, adj, &out->g, catmouse_poll, NULL, &err) != CM_OK)
		elog(ERROR, "could not decode %s: status %d", argname, (int) err.code);
	out->code_format = (int) code.format;
}

/* Read a graph6 argument value. */
void
catmouse_read_graph_graph6(Datum value, const char *argname,
						   int32 expect_nodes, int flags,
						   CatmouseGraphArg *out)
{
	struct varlena *v = PG_DETOAST_DATUM_PACKED(value);

	catmouse_read_graph_code(VARDATA_ANY(v), VARSIZE_ANY_EXHDR(v), argname,
							 expect_nodes, flags, out);
}
