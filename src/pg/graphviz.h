/*-------------------------------------------------------------------------
 *
 * graphviz.h
 *	  What graphviz.c (the backend's side of cat_mouse_svg's layout) and
 *	  graphviz_child.c (the child it forks, which runs Graphviz) share: the
 *	  child's entry and what it says on its pipes.  Private to the two.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_GRAPHVIZ_H
#define CATMOUSE_GRAPHVIZ_H

#include "compat.h"

/* The first byte the child writes on its SVG pipe */
#define GV_DONE		'S'			/* the SVG follows */
#define GV_FAILED	'E'			/* a step failed: its name follows */

/* The child's exit status when Graphviz called exit() */
#define GV_EXIT_CALLED	3
/* ... and when it crashed with its address space at its limit */
#define GV_CRASHED_FULL	4

/*
 * The child, just forked: lay out and render dot, write a status byte and
 * the SVG to out, Graphviz's messages to messages, its address space held
 * to what loading Graphviz took plus limit bytes; _exit, never returns (nor
 * outlives parent).
 */
pg_noreturn extern void catmouse_graphviz_child(const char *dot, int out, int messages,
												size_t limit, pid_t parent);

#endif							/* CATMOUSE_GRAPHVIZ_H */
