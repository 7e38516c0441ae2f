/*
 * graph_kinds.h: the input kinds of a graph argument, one line each
 * (enum, C symbol suffix, reader).  Made by tools/sqlgen.pl from
 * src/sql/graph_functions.tab; do not edit.
 *
 * CATMOUSE_GRAPH_KINDS(X, ...) expands X(enum, suffix, reader, ...) once
 * per kind, in the table's order.
 */
#define CATMOUSE_GRAPH_KINDS(X, ...) \
	X(INPUT_ARRAY, , catmouse_read_graph_array, __VA_ARGS__) \
	X(INPUT_JSONB, _jsonb, catmouse_read_graph_jsonb, __VA_ARGS__) \
	X(INPUT_TEXT, _text, catmouse_read_graph_text, __VA_ARGS__) \
	X(INPUT_GRAPH6, _graph6, catmouse_read_graph_graph6, __VA_ARGS__)
