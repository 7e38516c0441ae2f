/*-------------------------------------------------------------------------
 *
 * graph6.h
 *	  nauty's three text codes for graphs, graph6, sparse6 and digraph6,
 *	  to and from the solver's CSR graphs.  Plain C, no PostgreSQL headers,
 *	  no malloc: the caller sizes and owns every buffer, errors come back as
 *	  a CmStatus with a CmError saying where.
 *
 * The codes (Brendan McKay, "Description of graph6, sparse6 and digraph6
 * encodings"): bytes 63 to 126 carry six bits each, most significant
 * first; a size N(n) opens the code (one byte for n <= 62, '~' and three
 * bytes up to 258047, "~~" and six bytes up to 2^36 - 1).
 *
 *	  graph6	N(n), then the upper triangle of the adjacency matrix column
 *				by column (x(0,1), x(0,2), x(1,2), x(0,3), ...), padded
 *				with 0 bits: undirected, no loops
 *	  sparse6	':' N(n), then a list of edges as (b, x) pairs of 1 + k
 *				bits (k bits hold n - 1), padded with 1 bits: undirected,
 *				loops and repeated edges allowed
 *	  digraph6	'&' N(n), then the whole adjacency matrix row by row,
 *				padded with 0 bits: directed, loops allowed
 *
 * An optional header (">>graph6<<", ">>sparse6<<", ">>digraph6<<") may
 * come first and must name the code's format.  Parsing is strict where the
 * format is exact: a size in its shortest form, the exact number of bytes,
 * zero padding bits.  So a graph6 or digraph6 code parsed and written
 * again is the same string.  A sparse6 code has many spellings of one
 * graph (edge order, repeats, padding); any that nauty reads is read, and
 * writing gives nauty's own spelling.
 *
 * Typical use:
 *
 *		cm_code_parse(str, len, &code, &err)         validate, size buffers
 *		cm_code_graph(&code, off, adj, &g, ...)      code -> CmGraph
 *
 *		cm_code_writer_init(&w, &g, scratch, ...)    CmGraph -> code
 *		len = cm_code_length(&w, CM_GRAPH6)
 *		cm_code_write(&w, CM_GRAPH6, out, &err)
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_GRAPH6_H
#define CATMOUSE_GRAPH6_H

#include "solver.h"

/* The three formats; the numbers are stable (stored in binary output). */
typedef enum CmCodeFormat
{
	CM_GRAPH6 = 0,
	CM_SPARSE6 = 1,
	CM_DIGRAPH6 = 2
} CmCodeFormat;

/* Largest n a size N(n) can hold. */
#define CM_CODE_MAX_NODES	INT64_C(68719476735)

/* A parsed code: where its parts are in the caller's string. */
typedef struct CmCode
{
	CmCodeFormat format;
	int64_t		nodes;
	const char *text;			/* the code without its header */
	size_t		text_len;
	const char *data;			/* after the format byte and N(n) */
	size_t		data_len;
	int64_t		arcs;			/* adjacency entries cm_code_graph writes at
								 * most (each edge twice, a loop once) */
} CmCode;

/*
 * Parse and validate a code of len bytes (not NUL-terminated), with or
 * without its header.  Fails with CM_ERR_CODE_* saying what and where
 * (offsets count from the start of str, header included); on
 * CM_ERR_CODE_LENGTH, code->format and code->nodes hold what the code
 * says, for the message.
 */
extern CmStatus cm_code_parse(const char *str, size_t len, CmCode *code,
							  CmError *err);

/*
 * The graph of a parsed code, in CSR form with each row in increasing
 * order and without repeats (sparse6's repeated edges count once).  off
 * needs nodes + 1 entries, adj max(arcs, 1).  Fails with CM_ERR_NO_NODES
 * (n = 0), CM_ERR_TOO_MANY_NODES (n > CM_MAX_GRAPH_NODES), CM_ERR_TOO_BIG
 * (more than 2^31 - 1 arcs) or CM_CANCELLED.
 */
extern CmStatus cm_code_graph(const CmCode *code, int32_t *off, int32_t *adj,
							  CmGraph *g, CmPollFn poll, void *poll_arg,
							  CmError *err);

/* What the writer knows of a graph. */
typedef struct CmCodeWriter
{
	const CmGraph *g;
	CmGraph		sorted;			/* the reverse graph: its rows increase */
	bool		symmetric;		/* every move has its reverse */
	bool		loops;			/* some node has a self-loop */
	int32_t		asym_from;		/* if not symmetric: a move without */
	int32_t		asym_to;		/* its reverse */
	int32_t		loop_node;		/* if loops: the first such node */
} CmCodeWriter;

/* Scratch for cm_code_writer_init: SIZE_MAX if it overflows. */
extern size_t cm_code_scratch_bytes(const CmGraph *g);

/* Look at a graph (in scratch, any alignment) before writing it. */
extern CmStatus cm_code_writer_init(CmCodeWriter *w, const CmGraph *g,
									void *scratch, CmPollFn poll,
									void *poll_arg, CmError *err);

/*
 * The format a graph is written in by default: graph6 when it is
 * undirected without loops, digraph6 otherwise.
 */
extern CmCodeFormat cm_code_natural_format(const CmCodeWriter *w);

/* Bytes of the code in format f (no header, no NUL); -1 on overflow. */
extern int64_t cm_code_length(const CmCodeWriter *w, CmCodeFormat f);

/*
 * Write the code (cm_code_length bytes, no NUL).  Fails with
 * CM_ERR_CODE_DIRECTED for graph6 or sparse6 of a directed graph, and
 * CM_ERR_CODE_LOOP for graph6 of a graph with loops.
 */
extern CmStatus cm_code_write(const CmCodeWriter *w, CmCodeFormat f,
							  char *out, CmError *err);

/* "graph6", "sparse6" or "digraph6". */
extern const char *cm_code_format_name(CmCodeFormat f);

#endif							/* CATMOUSE_GRAPH6_H */
