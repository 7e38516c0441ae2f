/*-------------------------------------------------------------------------
 *
 * pursuit.c
 *	  Many cats ("cops and robbers"): whether k cats catch the mouse, the
 *	  capture time, the best placement and the mouse's best reply, every
 *	  position's capture time, and the optimal game.  See pursuit.h.
 *
 * The rounds.  caught[t] is, for the tuple t of cat nodes (cat i on digit
 * i of t in base n), the set of mouse nodes from which the cats, to move,
 * catch the mouse within r of their turns.  Round r computes from
 * caught(r - 1):
 *
 *	 mouse to move:  M[t] = cats(t) | { m : every move of m ends in caught[t] }
 *					 (moving onto a cat is in cats(t) within caught[t]; a
 *					 mouse without moves is caught)
 *	 cat j to move:  A_j[t] = cats(t) | OR over the moves c' of cat j of
 *					 A_(j+1)[t with cat j on c'],  A_k = M
 *	 caught[t] = A_0[t], or cats(t) alone if some cat of t has no move
 *
 * so a turn of k cats costs k passes of (moves + 1) row ORs, not the
 * (moves + 1)^k joint moves.  The sets grow until a round changes
 * nothing; a mouse node that is never caught escapes.  The capture time of
 * a placement is the first round whose set for it holds every node.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "bits.h"
#include "pursuit.h"

#define POLL_EVERY 4096

static size_t
align8(uint64_t b)
{
	return (size_t) ((b + 7) & ~(uint64_t) 7);
}

/* n^k, false past CM_PURSUIT_MAX_TUPLES */
static bool
count_tuples(int32_t n, int k, int64_t *out)
{
	int64_t		t = 1;
	int			i;

	for (i = 0; i < k; i++)
	{
		if (t > CM_PURSUIT_MAX_TUPLES / n)
			return false;
		t *= n;
	}
	*out = t;
	return true;
}

int64_t
cm_pursuit_positions(int32_t n, int k)
{
	/* C(n + k - 1, k) by the running product, exact at every step */
	int64_t		c = 1;
	int			i;

	for (i = 1; i <= k; i++)
	{
		int64_t		f = (int64_t) n + i - 1;

		if (c > INT64_MAX / 2 / f / n)
			return -1;
		c = c * f / i;
	}
	return 2 * (int64_t) n * c;
}

size_t
cm_pursuit_bytes(const CmGraph *g, int k, CmPursuitMode mode, CmError *err)
{
	int32_t		n = g->nodes;
	int64_t		words = (n + 63) / 64;
	int64_t		tuples;
	uint64_t	b;

	memset(err, 0, sizeof(*err));
	if (k < 1 || k > CM_PURSUIT_MAX_CATS)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = k;
		err->expected = CM_PURSUIT_MAX_CATS;
		return 0;
	}
	if (n < 1 || !count_tuples(n, k, &tuples))
	{
		err->code = n < 1 ? CM_ERR_NO_NODES : CM_ERR_TOO_BIG;
		err->value = n;
		return 0;
	}
	b = align8((uint64_t) n * words * 8);	/* mouse_moves */
	b += align8(((uint64_t) n + 1) * 4);	/* move_off */
	b += align8(((uint64_t) g->off[n] + n) * 4);	/* move_adj */
	b += 2 * (uint64_t) words * 8;	/* two scratch rows */
	b += 3 * (uint64_t) tuples * words * 8; /* caught, buf1, buf2 */
	if (mode == CM_PURSUIT_ALL)
		b += (uint64_t) tuples * n * 4;
	if (b > (uint64_t) SIZE_MAX / 2)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = n;
		return 0;
	}
	return (size_t) b;
}

/* The moves of the rows as lists in increasing order (move_off, move_adj). */
static void
list_moves(CmPursuit *p)
{
	int32_t		n = p->n;
	int32_t		words = p->words;
	int32_t		u,
				e = 0;

	for (u = 0; u < n; u++)
	{
		const uint64_t *row = p->mouse_moves + (size_t) u * words;
		int32_t		x;

		p->move_off[u] = e;
		for (x = 0; x < words; x++)
		{
			uint64_t	b = row[x];

			while (b)
			{
				p->move_adj[e++] = x * 64 + cm_ctz64(b);
				b &= b - 1;
			}
		}
	}
	p->move_off[n] = e;
	p->listed = true;
}

CmStatus
cm_pursuit_init(CmPursuit *p, const CmGraph *g, int k, bool may_stay,
				CmPursuitMode mode, void *work, size_t bytes, CmError *err)
{
	size_t		need = cm_pursuit_bytes(g, k, mode, err);
	char	   *w = work;
	int32_t		n = g->nodes;
	int32_t		words = (n + 63) / 64;
	int32_t		u;
	int			j;

	if (need == 0)
		return err->code;
	if (bytes < need)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = (int64_t) need;
		return CM_ERR_TOO_BIG;
	}
	memset(p, 0, sizeof(*p));
	p->n = n;
	p->k = k;
	p->may_stay = may_stay;
	p->mode = mode;
	p->g = g;
	p->words = words;
	count_tuples(n, k, &p->tuples);
	p->stride[0] = 1;
	for (j = 1; j < k; j++)
		p->stride[j] = p->stride[j - 1] * n;

	p->mouse_moves = (uint64_t *) w;
	w += align8((uint64_t) n * words * 8);
	p->move_off = (int32_t *) w;
	w += align8(((uint64_t) n + 1) * 4);
	p->move_adj = (int32_t *) w;
	w += align8(((uint64_t) g->off[n] + n) * 4);
	p->scratch = (uint64_t *) w;
	w += 2 * (size_t) words * 8;
	p->caught = (uint64_t *) w;
	w += (size_t) p->tuples * words * 8;
	p->buf1 = (uint64_t *) w;
	w += (size_t) p->tuples * words * 8;
	p->buf2 = (uint64_t *) w;
	w += (size_t) p->tuples * words * 8;
	p->time = mode == CM_PURSUIT_ALL ? (uint32_t *) w : NULL;

	/* a node's moves as a row of bits, staying included when allowed */
	memset(p->mouse_moves, 0, (size_t) n * words * 8);
	for (u = 0; u < n; u++)
	{
		uint64_t   *row = p->mouse_moves + (size_t) u * words;
		int32_t		i;

		for (i = g->off[u]; i < g->off[u + 1]; i++)
			row[g->adj[i] >> 6] |= (uint64_t) 1 << (g->adj[i] & 63);
		if (may_stay)
			row[u >> 6] |= (uint64_t) 1 << (u & 63);
	}
	/* one cat on a word's nodes does without the lists until it needs them */
	if (!(k == 1 && words == 1 && mode == CM_PURSUIT_RESULT))
		list_moves(p);
	p->capture_time = CM_PURSUIT_ESCAPES;
	p->mouse_start = -1;
	p->positions = cm_pursuit_positions(n, k);
	return CM_OK;
}

/* row = the nodes of the cats of tuple d */
static inline void
cat_row(uint64_t *row, int32_t words, const int32_t *d, int k)
{
	int			i;

	memset(row, 0, (size_t) words * 8);
	for (i = 0; i < k; i++)
		row[d[i] >> 6] |= (uint64_t) 1 << (d[i] & 63);
}

static inline bool
row_has(const uint64_t *row, int32_t v)
{
	return (row[v >> 6] >> (v & 63)) & 1;
}

/* true when the sorted tuple a comes before b */
static bool
lex_less(const int32_t *a, const int32_t *b, int k)
{
	int			i;

	for (i = 0; i < k; i++)
		if (a[i] != b[i])
			return a[i] < b[i];
	return false;
}

static bool
sorted(const int32_t *d, int k)
{
	int			i;

	for (i = 1; i < k; i++)
		if (d[i] < d[i - 1])
			return false;
	return true;
}

/* the next tuple: cat 0's digit fastest */
static inline void
next_tuple(int32_t *d, int k, int32_t n)
{
	int			i;

	for (i = 0; i < k; i++)
	{
		if (++d[i] < n)
			return;
		d[i] = 0;
	}
}

/*
 * A placement that catches every mouse start in this round: the first in
 * ascending order wins; the mouse's reply is the least node caught only
 * now (it held out longest).
 */
static void
consider_placement(CmPursuit *p, const int32_t *d, const uint64_t *before,
				   const uint64_t *now, int32_t round, bool *found)
{
	int32_t		x,
				reply = -1;

	if (*found && !lex_less(d, p->cat_starts, p->k))
		return;
	for (x = 0; x < p->words && reply < 0; x++)
	{
		uint64_t	fresh = now[x] & ~before[x];

		if (fresh)
			reply = x * 64 + cm_ctz64(fresh);
	}
	memcpy(p->cat_starts, d, sizeof(int32_t) * p->k);
	p->mouse_start = reply;
	p->capture_time = round;
	*found = true;
}

/*
 * One cat on at most 64 nodes, the common case (censuses of cop-win
 * graphs): the rounds above with a tuple one node and a set of mouse nodes
 * one word, in two ways below.  Both keep the general loop's rounds,
 * placements and times, which the tests hold them to.  What they share:
 * round 0, the bookkeeping of a caught set that grew, and a round's end.
 */

/* Round 0; true when it decides the result (one node: caught at once). */
static bool
one_cat_round_zero(CmPursuit *p, uint64_t *caught, bool *found)
{
	int32_t		n = p->n;
	int32_t		c,
				m;

	for (c = 0; c < n; c++)
	{
		caught[c] = (uint64_t) 1 << c;
		if (p->time)
			for (m = 0; m < n; m++)
				p->time[(int64_t) c * n + m] = m == c ? 0 : UINT32_MAX;
	}
	p->rounds = 0;
	if (n > 1)
		return false;
	c = 0;
	consider_placement(p, &c, &(uint64_t) {0}, caught, 0, found);
	p->cats_win = true;
	return p->mode == CM_PURSUIT_RESULT;
}

/* The cat on c now catches acc, not old, from this round on. */
static inline void
one_cat_grew(CmPursuit *p, int32_t c, uint64_t old, uint64_t acc, int32_t round,
			 bool *found)
{
	int32_t		n = p->n;

	if (p->time)
	{
		uint64_t	fresh = acc & ~old;

		while (fresh)
		{
			p->time[(int64_t) c * n + cm_ctz64(fresh)] = (uint32_t) round;
			fresh &= fresh - 1;
		}
	}
	if (!p->cats_win && acc == cm_low_bits(n))
		consider_placement(p, &c, &old, &acc, round, found);
}

/* After a round: true when the solve is done. */
static inline bool
one_cat_round_done(CmPursuit *p, int32_t round, bool found, bool changed)
{
	p->rounds = round;
	if (found && !p->cats_win)
	{
		p->cats_win = true;
		if (p->mode == CM_PURSUIT_RESULT)
			return true;
	}
	return !changed;
}

/*
 * Up to 64 nodes: each set a word, so a round is, at each cat node, n word
 * tests for the mouse and n masked ORs for the cat.
 */
static CmStatus
solve_one_cat_words(CmPursuit *p, CmPollFn poll, void *arg)
{
	int32_t		n = p->n;
	uint64_t   *caught = p->caught;
	uint64_t   *mouse = p->buf1;
	const uint64_t *moves = p->mouse_moves;
	int32_t		round,
				c,
				m;
	bool		found = false;

	if (one_cat_round_zero(p, caught, &found))
		return CM_OK;
	for (round = 1;; round++)
	{
		bool		changed = false;

		if (poll && poll(arg))
			return CM_CANCELLED;
		/* the mouse to move: caught where every move ends caught */
		for (c = 0; c < n; c++)
		{
			uint64_t	free = ~caught[c];
			uint64_t	out = (uint64_t) 1 << c;

			for (m = 0; m < n; m++)
				out |= (uint64_t) ((moves[m] & free) == 0) << m;
			mouse[c] = out;
		}
		/* the cat to move: caught where some move reaches a caught set */
		for (c = 0; c < n; c++)
		{
			uint64_t	acc = (uint64_t) 1 << c;
			uint64_t	mv = moves[c];
			int32_t		z;

			for (z = 0; z < n; z++)
				acc |= mouse[z] & ((uint64_t) 0 - ((mv >> z) & 1));
			if (acc == caught[c])
				continue;
			changed = true;
			one_cat_grew(p, c, caught[c], acc, round, &found);
			caught[c] = acc;
		}
		if (one_cat_round_done(p, round, found, changed))
			return CM_OK;
	}
}

/*
 * Up to 16 nodes: the sets of all cat nodes as one 16 x 16 bit matrix, a
 * row a 16-bit lane, four rows a word, so a round is two products of such
 * matrices over (or, and), each n steps of a few word operations:
 *
 *	 escape = not-caught . rev	(escape[c]: the mouse nodes with a move to
 *								 a node the cat on c has not caught)
 *	 mouse	= not escape | I	(caught where every move ends caught)
 *	 caught = I | moves . mouse
 *
 * rev[z] holds the nodes with a move to z; the cat's moves are the mouse's.
 */
#define LANE_LOWS UINT64_C(0x0001000100010001)

typedef struct Lanes
{
	uint64_t	w[4];
} Lanes;

static inline uint64_t
lane_row(const Lanes *a, int32_t r)
{
	return (a->w[r >> 2] >> (16 * (r & 3))) & 0xFFFF;
}

/* r = a . b over (or, and) on the first n rows and columns, in words words */
static inline void
lanes_product(Lanes *r, const Lanes *a, const Lanes *b, int32_t n, int words)
{
	int32_t		k;
	int			w;

	memset(r, 0, sizeof(*r));
	for (k = 0; k < n; k++)
	{
		uint64_t	row = lane_row(b, k) * LANE_LOWS;

		for (w = 0; w < words; w++)
		{
			uint64_t	col = (a->w[w] >> k) & LANE_LOWS;

			/* every lane of col 0 or 1: (col << 16) - col is its 0xFFFFs */
			r->w[w] |= ((col << 16) - col) & row;
		}
	}
}

static CmStatus
solve_one_cat_lanes(CmPursuit *p, CmPollFn poll, void *arg)
{
	int32_t		n = p->n;
	int			words = (n + 3) / 4;
	uint64_t	row_all = cm_low_bits(n);
	Lanes		full,			/* every node in every row of the n */
				ident,			/* I: row c holds c */
				moves,
				rev,
				caught,
				escape,
				mouse,
				next;
	int32_t		round,
				c,
				w;
	bool		found = false;

	memset(&full, 0, sizeof(Lanes));
	memset(&ident, 0, sizeof(Lanes));
	memset(&moves, 0, sizeof(Lanes));
	memset(&rev, 0, sizeof(Lanes));
	for (c = 0; c < n; c++)
	{
		uint64_t	mv = p->mouse_moves[c];
		int			shift = 16 * (c & 3);

		full.w[c >> 2] |= row_all << shift;
		ident.w[c >> 2] |= ((uint64_t) 1 << c) << shift;
		moves.w[c >> 2] |= mv << shift;
		for (; mv; mv &= mv - 1)
		{
			int32_t		z = cm_ctz64(mv);

			rev.w[z >> 2] |= ((uint64_t) 1 << c) << (16 * (z & 3));
		}
	}
	if (one_cat_round_zero(p, p->caught, &found))
		return CM_OK;
	caught = ident;
	for (round = 1;; round++)
	{
		bool		changed = false;

		if (poll && poll(arg))
			return CM_CANCELLED;
		for (w = 0; w < words; w++)
			escape.w[w] = full.w[w] & ~caught.w[w];
		lanes_product(&mouse, &escape, &rev, n, words);
		for (w = 0; w < words; w++)
			mouse.w[w] = (full.w[w] & ~mouse.w[w]) | ident.w[w];
		lanes_product(&next, &moves, &mouse, n, words);
		for (w = 0; w < words; w++)
		{
			uint64_t	diff;

			next.w[w] |= ident.w[w];
			/* the rows that grew, in order */
			for (diff = next.w[w] ^ caught.w[w]; diff; diff &= ~((uint64_t) 0xFFFF << (cm_ctz64(diff) & ~15)))
			{
				c = 4 * w + cm_ctz64(diff) / 16;
				changed = true;
				one_cat_grew(p, c, lane_row(&caught, c), lane_row(&next, c), round, &found);
			}
		}
		caught = next;
		if (one_cat_round_done(p, round, found, changed))
			break;
	}
	for (c = 0; c < n; c++)
		p->caught[c] = lane_row(&caught, c);
	return CM_OK;
}

/*
 * The theorem of Nowakowski and Winkler and of Quilliot: on an undirected
 * graph where everyone may stay, one cat wins exactly when the graph is
 * dismantlable, when its nodes can be removed one at a time, each one whose
 * closed neighbourhood among the nodes left lies in another's, until one
 * is left.  A graph that is not lets the mouse escape, without a round.
 * rows are the moves, staying included, of at most 64 nodes; false also
 * when they are not symmetric and reflexive (the theorem does not apply).
 * Removing a dominated node leaves a graph that dismantles exactly when
 * the graph did (a retract of it, and one step of a dismantling), so
 * removing dominated nodes in any order cannot miss a way to dismantle.
 */
static bool
mouse_escapes_by_theorem(const uint64_t *rows, int32_t n)
{
	uint64_t	alive = cm_low_bits(n);
	int32_t		left = n,
				u;
	bool		removed = true;

	for (u = 0; u < n; u++)
	{
		uint64_t	b;

		if (!((rows[u] >> u) & 1))
			return false;
		for (b = rows[u]; b; b &= b - 1)
			if (!((rows[cm_ctz64(b)] >> u) & 1))
				return false;
	}
	while (left > 1 && removed)
	{
		uint64_t	b;

		removed = false;
		for (b = alive; b; b &= b - 1)
		{
			uint64_t	mine;
			uint64_t	others;

			u = cm_ctz64(b);
			mine = rows[u] & alive;
			for (others = mine & ~((uint64_t) 1 << u); others; others &= others - 1)
				if ((mine & ~rows[cm_ctz64(others)]) == 0)
				{
					alive &= ~((uint64_t) 1 << u);
					left--;
					removed = true;
					break;
				}
		}
	}
	return left > 1;
}

CmStatus
cm_pursuit_solve(CmPursuit *p, CmPollFn poll, void *arg)
{
	int32_t		n = p->n;
	int32_t		words = p->words;
	int			k = p->k;
	uint64_t   *acc = p->scratch;
	uint64_t   *old = p->scratch + words;
	uint64_t	last = (n % 64) ? (((uint64_t) 1 << (n % 64)) - 1) : ~(uint64_t) 0;
	int32_t		d[CM_PURSUIT_MAX_CATS];
	int64_t		t;
	int32_t		round;
	bool		found = false;

	if (k == 1 && words == 1 && p->route != CM_PURSUIT_GENERAL)
	{
		if (p->mode == CM_PURSUIT_RESULT && n > 1 &&
			mouse_escapes_by_theorem(p->mouse_moves, n))
			return CM_OK;		/* as the rounds would leave it: the cats lose */
		if (n <= 16 && p->route == CM_PURSUIT_FASTEST)
			return solve_one_cat_lanes(p, poll, arg);
		return solve_one_cat_words(p, poll, arg);
	}
	if (!p->listed)
		list_moves(p);

	/* round 0: caught where a cat stands */
	memset(d, 0, sizeof(d));
	for (t = 0; t < p->tuples; t++)
	{
		uint64_t   *row = p->caught + t * words;

		cat_row(row, words, d, k);
		if (p->time)
		{
			int32_t		m;

			for (m = 0; m < n; m++)
				p->time[t * n + m] = row_has(row, m) ? 0 : UINT32_MAX;
		}
		if (sorted(d, k))
		{
			int32_t		x;
			bool		full = true;

			for (x = 0; x < words; x++)
				full = full && row[x] == (x == words - 1 ? last : ~(uint64_t) 0);
			if (full)
			{
				memset(old, 0, (size_t) words * 8);
				consider_placement(p, d, old, row, 0, &found);
			}
		}
		next_tuple(d, k, n);
	}
	p->rounds = 0;
	if (found)
	{
		p->cats_win = true;
		if (p->mode == CM_PURSUIT_RESULT)
			return CM_OK;
	}

	for (round = 1;; round++)
	{
		bool		changed = false;
		uint64_t   *src;
		int			j;

		/* the mouse to move, into buf1 */
		memset(d, 0, sizeof(d));
		for (t = 0; t < p->tuples; t++)
		{
			const uint64_t *y = p->caught + t * words;
			uint64_t   *out = p->buf1 + t * words;
			int32_t		m;

			if ((t & (POLL_EVERY - 1)) == 0 && poll && poll(arg))
				return CM_CANCELLED;
			cat_row(out, words, d, k);
			for (m = 0; m < n; m++)
			{
				const uint64_t *mv = p->mouse_moves + (size_t) m * words;
				int32_t		x;
				bool		inside = true;

				for (x = 0; x < words && inside; x++)
					inside = (mv[x] & ~y[x]) == 0;
				if (inside)
					out[m >> 6] |= (uint64_t) 1 << (m & 63);
			}
			next_tuple(d, k, n);
		}

		/* the cats one at a time, the last first */
		src = p->buf1;
		for (j = k - 1; j >= 0; j--)
		{
			uint64_t   *dst = j == 0 ? p->caught : (src == p->buf1 ? p->buf2 : p->buf1);
			int64_t		stride = p->stride[j];

			memset(d, 0, sizeof(d));
			for (t = 0; t < p->tuples; t++)
			{
				int32_t		c = d[j];
				int64_t		base = t - (int64_t) c * stride;
				int32_t		i,
							x;

				if ((t & (POLL_EVERY - 1)) == 0 && poll && poll(arg))
					return CM_CANCELLED;
				cat_row(acc, words, d, k);
				for (i = p->move_off[c]; i < p->move_off[c + 1]; i++)
				{
					const uint64_t *from = src + (base + (int64_t) p->move_adj[i] * stride) * words;

					for (x = 0; x < words; x++)
						acc[x] |= from[x];
				}
				if (j == 0)
				{
					uint64_t   *row = p->caught + t * words;
					bool		stuck = false,
								differs = false,
								full = true;

					for (i = 0; i < k; i++)
						stuck = stuck || p->move_off[d[i]] == p->move_off[d[i] + 1];
					if (stuck)
						cat_row(acc, words, d, k);
					for (x = 0; x < words; x++)
					{
						differs = differs || acc[x] != row[x];
						full = full && acc[x] == (x == words - 1 ? last : ~(uint64_t) 0);
					}
					if (differs)
					{
						changed = true;
						memcpy(old, row, (size_t) words * 8);
						memcpy(row, acc, (size_t) words * 8);
						if (p->time)
						{
							int32_t		m;

							for (m = 0; m < n; m++)
								if (row_has(row, m) && !row_has(old, m))
									p->time[t * n + m] = (uint32_t) round;
						}
						if (full && !p->cats_win && sorted(d, k))
							consider_placement(p, d, old, row, round, &found);
					}
				}
				else
					memcpy(dst + t * words, acc, (size_t) words * 8);
				next_tuple(d, k, n);
			}
			src = dst;
		}
		p->rounds = round;
		if (found && !p->cats_win)
		{
			p->cats_win = true;
			if (p->mode == CM_PURSUIT_RESULT)
				return CM_OK;
		}
		if (!changed)
			return CM_OK;
	}
}

static int64_t
tuple_of(const CmPursuit *p, const int32_t *cats)
{
	int64_t		t = 0;
	int			i;

	for (i = 0; i < p->k; i++)
		t += (int64_t) cats[i] * p->stride[i];
	return t;
}

static bool
on_a_cat(const CmPursuit *p, int32_t m, const int32_t *cats)
{
	int			i;

	for (i = 0; i < p->k; i++)
		if (cats[i] == m)
			return true;
	return false;
}

int32_t
cm_pursuit_time(const CmPursuit *p, int32_t mouse, const int32_t *cats)
{
	uint32_t	v = p->time[tuple_of(p, cats) * p->n + mouse];

	return v == UINT32_MAX ? CM_PURSUIT_ESCAPES : (int32_t) v;
}

int32_t
cm_pursuit_mouse_time(const CmPursuit *p, int32_t mouse, const int32_t *cats)
{
	int32_t		worst = 0;
	int32_t		i;

	if (on_a_cat(p, mouse, cats))
		return 0;
	for (i = p->move_off[mouse]; i < p->move_off[mouse + 1]; i++)
	{
		int32_t		to = p->move_adj[i];
		int32_t		v = on_a_cat(p, to, cats) ? 0 : cm_pursuit_time(p, to, cats);

		if (v == CM_PURSUIT_ESCAPES)
			return CM_PURSUIT_ESCAPES;
		if (v > worst)
			worst = v;
	}
	return worst;
}

/* order of values for the cats: sooner is better, escaping worst */
static int64_t
cats_cost(int32_t v)
{
	return v == CM_PURSUIT_ESCAPES ? INT64_MAX : v;
}

CmStatus
cm_pursuit_play(const CmPursuit *p, CmPursuitPlyFn fn, void *arg,
				CmPollFn poll, void *poll_arg)
{
	int			k = p->k;
	int32_t		cats[CM_PURSUIT_MAX_CATS];
	int32_t		best[CM_PURSUIT_MAX_CATS];
	int32_t		pick[CM_PURSUIT_MAX_CATS];
	int32_t		m = p->mouse_start;
	int32_t		ply = 0;
	int			i;

	if (!p->cats_win || p->time == NULL)
		return CM_OK;
	memcpy(cats, p->cat_starts, sizeof(int32_t) * k);
	if (fn(arg, ply, CM_PURSUIT_START, m, cats) || on_a_cat(p, m, cats))
		return CM_OK;
	for (;;)
	{
		int64_t		best_cost = -1;
		int64_t		tried = 0;
		int32_t		next = -1,
					best_time = -1;

		/* the cats: every joint move, cat 0's choice outermost */
		for (i = 0; i < k; i++)
			pick[i] = p->move_off[cats[i]];
		for (;;)
		{
			int32_t		to[CM_PURSUIT_MAX_CATS];
			int64_t		cost;

			for (i = 0; i < k; i++)
				to[i] = p->move_adj[pick[i]];
			cost = cats_cost(cm_pursuit_mouse_time(p, m, to));
			if (best_cost < 0 || cost < best_cost)
			{
				best_cost = cost;
				memcpy(best, to, sizeof(int32_t) * k);
			}
			if ((++tried & (POLL_EVERY - 1)) == 0 && poll && poll(poll_arg))
				return CM_CANCELLED;
			for (i = k - 1; i >= 0; i--)
			{
				if (++pick[i] < p->move_off[cats[i] + 1])
					break;
				pick[i] = p->move_off[cats[i]];
			}
			if (i < 0)
				break;
		}
		memcpy(cats, best, sizeof(int32_t) * k);
		if (fn(arg, ++ply, CM_PURSUIT_CATS, m, cats) || on_a_cat(p, m, cats))
			return CM_OK;

		/* the mouse: the least node that holds out longest */
		for (i = p->move_off[m]; i < p->move_off[m + 1]; i++)
		{
			int32_t		to = p->move_adj[i];
			int32_t		v = on_a_cat(p, to, cats) ? 0 : cm_pursuit_time(p, to, cats);

			if (v > best_time)
			{
				best_time = v;
				next = to;
			}
		}
		if (next < 0)
			return CM_OK;		/* no move: caught where it stands */
		m = next;
		if (fn(arg, ++ply, CM_PURSUIT_MOUSE, m, cats) || on_a_cat(p, m, cats))
			return CM_OK;
		if (poll && poll(poll_arg))
			return CM_CANCELLED;
	}
}
