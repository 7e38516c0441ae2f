/*
 * text_oracle.h
 *	  A second reading of what a graph or a grid written as text is
 *	  (src/core/textkind.h), written apart from it for the unit tests and
 *	  the fuzz harness to compare against: the value first copied without
 *	  the white space around it, then each kind's rule as textkind.h words
 *	  it, by whole-string tests.
 */
#ifndef CATMOUSE_TEXT_ORACLE_H
#define CATMOUSE_TEXT_ORACLE_H

#include <stddef.h>

#include "textkind.h"

/* The kind of a graph (grid = 0) or a grid (grid = 1) of len bytes at s. */
extern CmTextKind text_oracle_kind(const char *s, size_t len, int grid);

/* Its trimmed part: *start and *len, as the core's CmText says. */
extern void text_oracle_trim(const char *s, size_t len, size_t *start, size_t *tlen);

/* For CM_TEXT_NONE: the offset of the first byte no code has, in the trimmed value. */
extern size_t text_oracle_bad(const char *s, size_t len);

#endif
