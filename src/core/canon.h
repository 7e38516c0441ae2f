/*-------------------------------------------------------------------------
 *
 * canon.h
 *	  Canonical labellings and automorphism groups, by nauty's densenauty
 *	  (libnauty, the library of Debian's libnauty2-dev).
 *
 * A canonical labelling renames the nodes of a graph so that two graphs get
 * the same renamed graph exactly when one is the other with its nodes
 * renamed.  With no colours and one graph it is the labelling of nauty's
 * labelg (fcanonise: densenauty with one cell, digraph mode for a directed
 * graph, a graph with self-loops or a graph given as digraph6), so the
 * renamed graph written as a code is what nauty-labelg writes.  Colours
 * split the nodes into cells kept in colour order (a puzzle's hole, mouse
 * start and cat start: canon.c's cells put colour 0 first, so the renamed
 * node of colour 0 is node 0, and so on).  A second graph on the same nodes
 * (the cat's moves) is canonised together with the first: the two graphs
 * become one of 2n nodes, node v of the second graph being node n + v,
 * joined to v, its colours after the first graph's.
 *
 * Memory: the caller's work buffer holds the dense graphs (2 n m words of
 * 64 bits, m = ceil(N / 64), N the nodes of the graph nauty sees) and the
 * labelling arrays; nauty allocates its own work arrays (malloc), kept
 * between calls and freed by cm_canon_release().  cm_canon_nauty_bytes()
 * bounds what nauty takes, so the caller can check it first: nauty's own
 * allocation failure ends the process, so it must never happen.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_CANON_H
#define CATMOUSE_CANON_H

#include "solver.h"

/* What to canonise. */
typedef struct CmCanonRequest
{
	const CmGraph *g;			/* the graph */
	const CmGraph *g2;			/* NULL, or a second graph on g's nodes */
	const int32_t *colour;		/* NULL (one colour), or a colour per node of
								 * g, 0 .. colours - 1; every colour used */
	int32_t		colours;
	bool		digraph;		/* directed even if every move has its
								 * reverse (a digraph6 code) */

	/*
	 * Optional: called for each generator of the automorphism group that
	 * nauty finds (perm[v]: the image of node v of g, n entries), and for
	 * each level of its search with the index of the stabiliser there (the
	 * group's size is the product of the indices).
	 */
	void		(*generator) (void *arg, const int32_t *perm, int32_t n);
	void		(*index) (void *arg, int32_t index);
	void	   *arg;
} CmCanonRequest;

/* What comes back, in the caller's arrays of g->nodes entries. */
typedef struct CmCanonResult
{
	int32_t    *label;			/* label[v]: v's node in the canonical graph */
	int32_t    *orbits;			/* NULL, or orbits[v]: the least node of v's
								 * orbit under the automorphisms */
	int32_t		orbit_count;	/* orbits of g's nodes */
	bool		digraph;		/* nauty worked in digraph mode */
} CmCanonResult;

/*
 * The colours of a puzzle's roles: each of the count nodes of roles (a
 * puzzle's hole, mouse start and cat start, in that order; repeats count
 * once) a colour of its own, in order, and every other node one colour
 * after them.  Fills colour[0 .. n - 1]; returns the number of colours.
 */
extern int32_t cm_canon_roles(int32_t n, const int32_t *roles, int32_t count,
							  int32_t *colour);

/* Bytes of the caller's work buffer; SIZE_MAX if it overflows. */
extern size_t cm_canon_work_bytes(int32_t nodes, bool two_graphs);

/* An upper bound of what nauty allocates itself; SIZE_MAX on overflow. */
extern size_t cm_canon_nauty_bytes(int32_t nodes, bool two_graphs);

/*
 * Canonise.  Fails with CM_ERR_NO_NODES, CM_ERR_CAT_GRAPH_NODES (g2 of
 * another size), CM_ERR_TOO_BIG or CM_CANCELLED (poll returned true; nauty
 * stops at its next node and returns).  poll may also not return at all
 * (longjmp): nauty's state is then as at the end of a call.
 */
extern CmStatus cm_canon(const CmCanonRequest *req, void *work,
						 CmCanonResult *res, CmPollFn poll, void *poll_arg,
						 CmError *err);

/* Free nauty's work arrays (they are kept between calls otherwise). */
extern void cm_canon_release(void);

/*
 * The graph g renamed: node label[v] of out gets the moves of v, renamed,
 * in the order of v's row.  off needs n + 1 entries, adj g's arcs.
 */
extern void cm_canon_relabel(const CmGraph *g, const int32_t *label,
							 int32_t *off, int32_t *adj, CmGraph *out);

/*
 * nauty's build as the core uses it: the version of the nauty.h it was
 * compiled with (NAUTYVERSION, e.g. "2.8.9 (64 bits)"), and the set word
 * size and MAXN (0: dynamic) of libnauty's canonical labelling here.  geng
 * (generate.c) has its own: 64-bit words, MAXN 64.
 */
extern const char *cm_nauty_version(void);
extern void cm_canon_nauty_build(int *wordsize, int *maxn);

#endif							/* CATMOUSE_CANON_H */
