/*
 * code_checks.h
 *	  The graph6 codec's round trip, shared by the unit tests, the codec's
 *	  fuzzer and test/bin/g6tool.
 */
#ifndef CATMOUSE_TEST_CODE_CHECKS_H
#define CATMOUSE_TEST_CODE_CHECKS_H

#include <stdbool.h>
#include <stddef.h>

#include "graph6.h"

/* Whether two CSR graphs are the same, row by row and in order. */
extern bool same_graph(const CmGraph *a, const CmGraph *b);

/*
 * Read a code (as cm_code_parse and cm_code_graph do) and, if it is a
 * graph of 1 to max_nodes nodes, write it in every format that holds it
 * and read that again: the same graph each time, and for graph6 and
 * digraph6 in the code's own format the very same string.  A code the
 * parser refuses passes (refusing is the answer), as does a graph past
 * max_nodes.  False, with msg, when something differs.
 */
extern bool check_code_roundtrip(const char *str, size_t len,
								 int32_t max_nodes, char *msg, size_t msglen);

/*
 * Write a graph (rows of distinct neighbours) in every format that holds
 * it and read each back: the same graph (rows compared as sets).
 */
extern bool check_graph_roundtrip(const CmGraph *g, char *msg, size_t msglen);

#endif
