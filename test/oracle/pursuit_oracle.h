/*
 * pursuit_oracle.h
 *	  An independent brute-force solver for cops and robbers with k cats
 *	  and a mouse on a directed graph (no hole: the mouse wins by never
 *	  being caught), for tests.  Plain C99, no PostgreSQL, no code shared
 *	  with src/: the graph is an n*n byte matrix (adj[u * n + v] != 0 means
 *	  a player on u may move to v), and every position is valued by plain
 *	  value iteration over all simultaneous joint moves of the cats.
 *	  Deliberately simple rather than fast: n up to about 12 with k up to 3
 *	  takes well under a second.
 *
 *	  The rules: the cats choose their start nodes (several may share one),
 *	  then the mouse chooses its start, seeing theirs; then the cats move
 *	  first and turns alternate.  On the cats' turn every cat moves at once
 *	  along one of its out-edges or, with may_stay, stays put; the mouse
 *	  likewise on its turn.  Without may_stay a player stays only along a
 *	  self-loop.  The mouse is caught when a cat stands on its node (at the
 *	  start, after a cat move, or when it moves onto a cat) or when it has
 *	  no legal move; if some cat has no legal move (and the mouse is not
 *	  already caught) the cats lose.  A repeated position is a draw, which
 *	  means the mouse escapes.
 *
 *	  Times count cat turns: capture at the start is 0, by the cats' first
 *	  move (or by the mouse's reply to it) is 1, and so on.
 */
#ifndef CATMOUSE_PURSUIT_ORACLE_H
#define CATMOUSE_PURSUIT_ORACLE_H

#include <stdbool.h>

#define PO_MAX_CATS 4

typedef struct PoResult
{
	bool		cats_win;
	int			capture_time;	/* cat turns; -1 when the mouse escapes */
	int			cat_starts[PO_MAX_CATS];	/* ascending best placement; only
											 * when cats_win (else -1) */
	int			mouse_start;	/* the mouse's best reply; -1 when !cats_win */
	long long	positions;		/* game positions: 2 * n * C(n + k - 1, k) */
} PoResult;

/* Opaque: every position's value. */
typedef struct PoSolved PoSolved;

/*
 * Value every position of the game with k cats (1 <= k <= PO_MAX_CATS) on
 * the n-node graph adj (n >= 1).  NULL on bad arguments or out of memory.
 */
extern PoSolved *po_solve(int n, const unsigned char *adj, int k,
						  bool may_stay);
extern void po_free(PoSolved *s);

/*
 * Capture time in cat turns from a position, -1 if the mouse escapes; the
 * k cat nodes in any order.  0 when a cat already stands on the mouse.
 * -2 on bad arguments (a node out of range).
 */
extern int	po_time_cats_to_move(const PoSolved *s, int mouse, const int *cats);
extern int	po_time_mouse_to_move(const PoSolved *s, int mouse, const int *cats);

/*
 * The game from the start: the cats' best placement (least capture time,
 * then the lexicographically smallest ascending list) and the mouse's best
 * reply to it (greatest capture time, then the smallest node).
 */
extern void po_result(const PoSolved *s, PoResult *out);

/* po_solve + po_result + po_free; false on bad arguments or out of memory. */
extern bool po_pursuit(int n, const unsigned char *adj, int k, bool may_stay,
					   PoResult *out);

/*
 * The least k <= max_cats (and <= PO_MAX_CATS) for which k cats win; -1 if
 * none does, -2 on bad arguments or out of memory.
 */
extern int	po_cop_number(int n, const unsigned char *adj, int max_cats,
						  bool may_stay);

/*
 * Whether the undirected graph (u ~ v when adj[u * n + v] or adj[v * n + u];
 * loops ignored) is dismantlable: nodes can be removed one at a time, each
 * one whose closed neighbourhood among the remaining nodes lies inside
 * another remaining node's, until one node is left.  False for n < 1.
 */
extern bool po_dismantlable(int n, const unsigned char *adj);

#endif
