/*-------------------------------------------------------------------------
 *
 * textkind.h
 *	  What a graph or a grid written as text is, from its bytes alone:
 *	  one of nauty's codes, JSON, an array literal, or none of them.  The
 *	  glue's text kind reads an untyped literal ('A_', '[[1],[0]]',
 *	  '{{1},{0}}') with the reader this names; the reading itself is the
 *	  codec's (graph6.h) or the server's (JSON, arrays).
 *
 * Every scan is bounded by the value's length: the value need not end in a
 * NUL, and no byte past s[len - 1] is read.  White space is the C locale's
 * (space, \t, \n, \v, \f, \r), whatever the server's locale is.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_TEXTKIND_H
#define CATMOUSE_TEXTKIND_H

#include <stdbool.h>
#include <stddef.h>

typedef enum CmTextKind
{
	CM_TEXT_NONE = 0,			/* none: empty, or no kind's bytes */
	CM_TEXT_CODE,				/* one of nauty's codes, header allowed */
	CM_TEXT_JSON,				/* JSON: adjacency lists, or a JSON value
								 * that is no graph (null, true, false, an
								 * object), read as JSON for its message */
	CM_TEXT_ARRAY				/* an array literal: '{...}' or with its
								 * dimensions, '[0:1][0:0]={...}' */
} CmTextKind;

/* A value's kind, and where it is less the white space around it. */
typedef struct CmText
{
	CmTextKind	kind;
	size_t		start;			/* the trimmed value: s[start] ... */
	size_t		len;			/* ... len bytes */
	size_t		bad;			/* CM_TEXT_NONE: offset, in the trimmed
								 * value, of the first byte that no code
								 * has after the header; len if none */
} CmText;

/* Whether c is white space around a value. */
extern bool cm_text_space(unsigned char c);

/*
 * A graph written as text (len bytes at s):
 *	  JSON		null, true, false, or an object ('{' then a string and a
 *				':', which no array literal holds), so that the message
 *				says what it is; checked first, since "null" has a code's
 *				bytes;
 *	  CODE		only a code's bytes ('?' to '~') after an optional header
 *				(">>graph6<<" and the like) and an optional ':', '&' or ';'.
 *				A code may start with '[' or '{', as JSON and array literals
 *				do, but a plain graph6 code that does is one of 28 nodes
 *				(64 bytes) or 60 nodes (296 bytes): other lengths are not;
 *	  JSON		'[' but not an array's dimensions ("[0:3]");
 *	  ARRAY		'{', or '[' and dimensions;
 *	  NONE		anything else.
 * The kind says only which reader to try; the reader judges the value.
 */
extern CmTextKind cm_text_graph(const char *s, size_t len, CmText *t);

/*
 * A grid written as text: JSON when it starts with '[' and holds no '='
 * (LeetCode's ["M.C", ...]), an array literal when it starts with '{' or
 * '[' (a text[] literal, with its dimensions then), NONE otherwise.
 */
extern CmTextKind cm_text_grid(const char *s, size_t len, CmText *t);

#endif							/* CATMOUSE_TEXTKIND_H */
