/*-------------------------------------------------------------------------
 *
 * census.c
 *	  Every hole of a graph at once (census.h).  Plain C, no PostgreSQL
 *	  headers, no malloc.
 *
 * Graphs of up to 16 nodes are solved for all holes in one bit-parallel
 * value iteration: after iteration k the sets hold the positions each
 * player wins within k plies (the depth-bounded minimax of the rules), so
 * the iteration that adds a position is its remoteness, and what no
 * iteration adds is drawn.  A position is (mouse, cat, hole, turn); the
 * sets are kept as matrices of 16-bit fields, a field holding the holes of
 * one pair of nodes:
 *
 *	mouse to move, by mouse row m: field c, bit h   (mw0, cw0)
 *	cat to move, by cat row c:     field m, bit h   (mw1t, cw1t)
 *
 * so that one ply is a few word operations per move: the mouse at m wins
 * if one of its moves m -> v reaches a mouse win with the cat to move (an
 * OR of rows v of the cat-to-move sets by mouse row), the cat wins if all
 * of them reach cat wins (an AND); the cat's ply the same way on rows by
 * cat node, a move c -> v being illegal for the hole v where the cat may
 * not enter it (the bit v of every field masked).  Each ply reads the
 * other turn's sets in the other orientation: each iteration transposes
 * the field matrices that changed, a 4 x 4 tile of fields (four words) at
 * a time by two rounds of delta swaps, and skips the tiles that did not
 * change; a row is recomputed only when a row its moves reach changed.
 * Where the cat's moves are the mouse's (every census of geng's graphs),
 * both plies take a row in one pass over its moves.  The counts are
 * popcounts of the final sets; the remoteness figures come from the bits
 * each iteration adds.  Iteration 0's endings are the same for every graph
 * of a size: they are made once with their transposes (CensusConst's
 * init) and copied in, and iteration 0 itself only takes in stuck movers.
 *
 * The iteration is written once, in census_template.h, and compiled twice
 * here: word by word with a body per row width, for any CPU; and on
 * x86-64, a row as one 256-bit AVX2 vector (a move is one OR and one AND
 * for the row, where the words take up to four of each), with the popcnt
 * instruction for the counts.  With AVX-512 (F and BW), census_perm.h
 * keeps every set by mouse row instead, so that nothing is transposed: the
 * cat's moves are permutations of a row's fields (its header says how).
 * The census takes the fastest the CPU has (census_body); all give the
 * same sets, and the tests run each (cm_test_census_body).
 *
 * Larger graphs, and censuses under a turn limit, are solved hole by hole
 * with cm_solve.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "census.h"
#include "generate.h"
#include "solver_internal.h"

#define NODES	CM_CENSUS_FAST_NODES	/* 16: fields of 16 bits */

/* A row of up to 16 fields of 16 bits; words beyond the graph's are 0. */
typedef uint64_t Row[4];

/*
 * A node's row of the mouse's ply (half 0) and of the cat's (half 1), side
 * by side: a move reads, and a row's finish writes, both at once.
 */
typedef Row RowPair[2];

/*
 * The position sets of a census, by node r or v, [half 0] the mouse's ply's
 * by mouse row, [half 1] the cat's ply's by cat row:
 *
 *	own_win		the mover's wins:	mw0, cw1t
 *	own_lose	the mover's losses:	cw0, mw1t
 *	to_win		a move onto v that wins, the other's sets transposed:	mw1, cw0t
 *	to_lose		a move onto v that loses:	cw1, mw0t
 *
 * (a ply's to-sets are the other ply's own sets in the other orientation)
 */
typedef struct CensusSets
{
	RowPair		own_win[NODES];
	RowPair		own_lose[NODES];
	RowPair		to_win[NODES];
	RowPair		to_lose[NODES];
} CensusSets;

/* The field masks of one word: a bit of each field, each whole field. */
#define FIELD_LOW	UINT64_C(0x0001000100010001)

/*
 * What does not depend on the moves, for a size and whether the cat may
 * enter the hole: kept in the caller's CmCensusWork from graph to graph,
 * or made for one graph.
 */
typedef struct CensusConst
{
	Row			hbit[NODES];	/* bit h of every field */
	Row			ill[NODES];		/* the holes a cat's move onto v is illegal
								 * for: bit v of every field (none where
								 * it may enter) */
	Row			ill_diag;		/* the same by mouse row: bit v of field v */
	Row			field[NODES];	/* field f, every bit */
	Row			all;			/* every bit of every field */
	Row			diag;			/* field f, bit f: the cat on the hole */
	Row			end_m0[NODES], end_c0[NODES];	/* by mouse row */
	Row			end_m1t[NODES], end_c1t[NODES];	/* by cat row */
	RowPair		open[NODES];	/* not endings: open0, open1t */
	Row			list0;			/* mouse to move: the listed positions */
	Row			list1[NODES];	/* cat to move, by cat row */
	Row			start[NODES];	/* mouse to move, by mouse row: the starts */
	RowPair		mark[NODES];	/* what a ply's additions are marked of:
								 * start, list1 */
	RowPair		zero[NODES];	/* no bits */
	RowPair		ill_to[NODES];	/* [half 1] ill (the cat's to_lose before
								 * iteration 0); [half 0] no bits */

	/*
	 * The sets as iteration 0 leaves them on a graph where no mover is
	 * stuck: the endings, in both orientations; and the listed positions
	 * among them, words ORed
	 */
	CensusSets	init;
	uint64_t	listed_end;
} CensusConst;

/*
 * The kept sets (census.h's CmCensusWork, the caller's memory): at the
 * first 64-byte boundary of it, so that no row of them straddles two cache
 * lines (4 % of a census of geng's graphs when they did)
 */
typedef struct Kept
{
	uint64_t	made;			/* bit enter * (NODES + 1) + n: k[enter][n]
								 * is made */
	uint64_t	pad[7];
	CensusConst k[2][NODES + 1];
} Kept;

static Kept *
kept_of(CmCensusWork *work)
{
	return (Kept *) (((uintptr_t) work + 63) & ~(uintptr_t) 63);
}

/* The sets of one census. */
typedef struct Census
{
	int			n;
	int			words;			/* words per row: (n + 3) / 4 */
	bool		enter;
	const CensusConst *k;
	uint32_t	mout[NODES];	/* the mouse's moves from each node */
	uint32_t	cout[NODES];	/* the cat's */
	bool		same_moves;		/* cout is mout */
	CmCensusBody body;			/* the body that solves it (census_solve) */

	CensusSets	s;				/* the position sets (above) */
	/* the starts an iteration added, by mouse row, in two buffers: the
	 * latest iteration that added any (sbuf[scur], rows srows[scur]) and
	 * the one being taken in */
	Row			sbuf[2][NODES];
	uint32_t	srows[2];
	int			scur;

	/*
	 * The AVX-512 body's sets, every one by mouse row (census_perm.h):
	 * [0] the mouse's wins, [1] the cat's, with the mouse to move (pm) and
	 * with the cat to move (pc)
	 */
	RowPair		pm[NODES];
	RowPair		pc[NODES];
} Census;

/* What one census yields, per hole or over all holes. */
typedef struct Found
{
	bool		per_hole;
	/* over all holes */
	int64_t		max_remoteness;
	int64_t		longest;
	int32_t		longest_hole;
	int32_t		longest_mouse;
	int32_t		longest_cat;
	uint64_t	wrong_2n;
	/* per hole */
	int64_t		maxrem_h[NODES];
	int64_t		longest_h[NODES];
	int32_t		lm_h[NODES];
	int32_t		lc_h[NODES];
	uint64_t	wrong_2n_h[NODES];
} Found;

/* Bit b of the 16-bit fields: which holes a word's bits are of. */
static inline uint32_t
fold_holes(uint64_t x)
{
	x |= x >> 32;
	x |= x >> 16;
	return (uint32_t) (x & 0xFFFF);
}

/* Which of a word's four fields are not 0, as 4 bits. */
static inline uint32_t
fields_set(uint64_t x)
{
	x |= x >> 8;
	x |= x >> 4;
	x |= x >> 2;
	x |= x >> 1;
	x &= FIELD_LOW;
	/* bits 0, 16, 32, 48 to 48, 49, 50, 51 (no two products meet) */
	return (uint32_t) ((x * (UINT64_C(1) << 48 | UINT64_C(1) << 33 |
							 UINT64_C(1) << 18 | UINT64_C(1) << 3)) >> 48) & 0xF;
}

static inline void
set_field_bit(Row r, int f, int b)
{
	r[f >> 2] |= UINT64_C(1) << ((f & 3) * 16 + b);
}

/*
 * The iteration's steps are written once for any row width and inlined
 * into a body per width (1 to 4 words), where their loops over the words
 * unroll.
 */
#if defined(__GNUC__) || defined(__clang__)
#define CENSUS_INLINE static inline __attribute__((always_inline))
#else
#define CENSUS_INLINE static inline
#endif

/* stmt for each word i of a row of `words` (a constant) words, unrolled */
#define EACH_WORD(words, stmt) \
	do { \
		{ const int i = 0; stmt; } \
		if ((words) > 1) { const int i = 1; stmt; } \
		if ((words) > 2) { const int i = 2; stmt; } \
		if ((words) > 3) { const int i = 3; stmt; } \
	} while (0)

/*
 * The delta swaps that transpose a 4 x 4 tile of 16-bit fields held in four
 * words a0 .. a3 (row i, field j at bits 16 j), for words or pairs of them
 * (t a temporary of their type, m32 and m16 the masks as that type): the
 * upper pair of fields of rows 0, 1 with the lower of rows 2, 3, then the
 * odd fields of rows 0, 2 with the even ones of rows 1, 3.
 */
#define TILE_SWAPS(a0, a1, a2, a3, t, m32, m16) \
	do { \
		(t) = (((a0) >> 32) ^ (a2)) & (m32); (a2) ^= (t); (a0) ^= (t) << 32; \
		(t) = (((a1) >> 32) ^ (a3)) & (m32); (a3) ^= (t); (a1) ^= (t) << 32; \
		(t) = (((a0) >> 16) ^ (a1)) & (m16); (a1) ^= (t); (a0) ^= (t) << 16; \
		(t) = (((a2) >> 16) ^ (a3)) & (m16); (a3) ^= (t); (a2) ^= (t) << 16; \
	} while (0)

#if defined(__GNUC__) || defined(__clang__)
/* Two words side by side, one of each of two matrices. */
typedef uint64_t Pair __attribute__((vector_size(16)));

/* Word w of half h of row r of a and b from a Pair */
#define PAIR_STORE(a, b, r, h, w, p) ((a)[r][h][w] = (p)[0], (b)[r][h][w] = (p)[1])

/*
 * Two matrices transposed at once, in the tiles whose bit (tile row
 * I * 4 + tile column J) is set in tiles: half 1 - from of dst_a = the
 * transpose of half `from` of src_a (field f of row r to field r of row f),
 * each row then ORed with or_a's, and dst_b's that of src_b's, each row
 * then cleared of andnot_b's bits (or_a and andnot_b may be NULL), by
 * TILE_SWAPS.  With the words of the two
 * matrices side by side, each swap is one operation for both (the same two tiles' swaps by one matrix at a time took 6 % more
 * instructions of the whole 9-node census).
 */
CENSUS_INLINE void
transpose_pair(RowPair *dst_a, const RowPair *src_a, RowPair *dst_b, const RowPair *src_b,
			   const int from, uint32_t tiles, const Row *or_a, const Row *andnot_b)
{
	const int	to = 1 - from;
	const Pair	lo32 = {UINT64_C(0x00000000FFFFFFFF), UINT64_C(0x00000000FFFFFFFF)};
	const Pair	lo16 = {UINT64_C(0x0000FFFF0000FFFF), UINT64_C(0x0000FFFF0000FFFF)};

	while (tiles)
	{
		int			t = cm_ctz64(tiles);
		int			I = t >> 2;
		int			J = t & 3;
		Pair		a[4],
					x;

		tiles &= tiles - 1;
		a[0] = (Pair) {src_a[4 * I][from][J], src_b[4 * I][from][J]};
		a[1] = (Pair) {src_a[4 * I + 1][from][J], src_b[4 * I + 1][from][J]};
		a[2] = (Pair) {src_a[4 * I + 2][from][J], src_b[4 * I + 2][from][J]};
		a[3] = (Pair) {src_a[4 * I + 3][from][J], src_b[4 * I + 3][from][J]};
		TILE_SWAPS(a[0], a[1], a[2], a[3], x, lo32, lo16);
		if (or_a != NULL)
		{
			a[0] |= (Pair) {or_a[4 * J][I], 0};
			a[1] |= (Pair) {or_a[4 * J + 1][I], 0};
			a[2] |= (Pair) {or_a[4 * J + 2][I], 0};
			a[3] |= (Pair) {or_a[4 * J + 3][I], 0};
		}
		if (andnot_b != NULL)
		{
			a[0] &= ~(Pair) {0, andnot_b[4 * J][I]};
			a[1] &= ~(Pair) {0, andnot_b[4 * J + 1][I]};
			a[2] &= ~(Pair) {0, andnot_b[4 * J + 2][I]};
			a[3] &= ~(Pair) {0, andnot_b[4 * J + 3][I]};
		}
		PAIR_STORE(dst_a, dst_b, 4 * J, to, I, a[0]);
		PAIR_STORE(dst_a, dst_b, 4 * J + 1, to, I, a[1]);
		PAIR_STORE(dst_a, dst_b, 4 * J + 2, to, I, a[2]);
		PAIR_STORE(dst_a, dst_b, 4 * J + 3, to, I, a[3]);
	}
}
#else
/* Without vectors: one matrix at a time, a tile in four words. */

/*
 * Transpose a 4 x 4 tile of 16-bit fields held in four words (a[i]: row
 * i, field j at bits 16 j): after it, a[j] holds column j.
 */
static inline void
transpose_tile(uint64_t *a0, uint64_t *a1, uint64_t *a2, uint64_t *a3)
{
	uint64_t	t;

	TILE_SWAPS(*a0, *a1, *a2, *a3, t, UINT64_C(0x00000000FFFFFFFF),
			   UINT64_C(0x0000FFFF0000FFFF));
}

/*
 * dst = the transpose of src (field f of row r to field r of row f), for
 * the tiles whose bit (tile row I * 4 + tile column J) is set in tiles;
 * with `or` and `andnot` (rows in dst's layout, or NULL), each row of dst
 * then ORed with or's and cleared of andnot's bits.
 */
CENSUS_INLINE void
transpose(RowPair *dst, const RowPair *src, int from, uint32_t tiles, const Row *or,
		  const Row *andnot)
{
	while (tiles)
	{
		int			t = cm_ctz64(tiles);
		int			I = t >> 2;
		int			J = t & 3;
		uint64_t	a0 = src[4 * I][from][J],
					a1 = src[4 * I + 1][from][J],
					a2 = src[4 * I + 2][from][J],
					a3 = src[4 * I + 3][from][J];
		RowPair    *d = dst + 4 * J;

		tiles &= tiles - 1;
		transpose_tile(&a0, &a1, &a2, &a3);
		if (or != NULL)
		{
			a0 |= or[4 * J][I];
			a1 |= or[4 * J + 1][I];
			a2 |= or[4 * J + 2][I];
			a3 |= or[4 * J + 3][I];
		}
		if (andnot != NULL)
		{
			a0 &= ~andnot[4 * J][I];
			a1 &= ~andnot[4 * J + 1][I];
			a2 &= ~andnot[4 * J + 2][I];
			a3 &= ~andnot[4 * J + 3][I];
		}
		d[0][1 - from][I] = a0;
		d[1][1 - from][I] = a1;
		d[2][1 - from][I] = a2;
		d[3][1 - from][I] = a3;
	}
}

CENSUS_INLINE void
transpose_pair(RowPair *dst_a, const RowPair *src_a, RowPair *dst_b, const RowPair *src_b,
			   const int from, uint32_t tiles, const Row *or_a, const Row *andnot_b)
{
	transpose(dst_a, src_a, from, tiles, or_a, NULL);
	transpose(dst_b, src_b, from, tiles, NULL, andnot_b);
}
#endif

/* What does not depend on the moves, for n nodes. */
static void
census_const(CensusConst *w, int n, bool enter)
{
	int			words = (n + 3) / 4;
	int			f;

	memset(w, 0, sizeof(*w));
	for (f = 0; f < n; f++)
	{
		int			g;

		for (g = 0; g < n; g++)
		{
			set_field_bit(w->hbit[f], g, f);
			set_field_bit(w->field[f], f, g);
		}
		set_field_bit(w->diag, f, f);
	}
	for (f = 0; f < words; f++)
	{
		int			i;

		for (i = 0; i < n; i++)
			w->all[f] |= w->field[i][f];
	}

	for (f = 0; f < n; f++)		/* f: the row's node */
	{
		int			i;

		for (i = 0; i < words; i++)
		{
			uint64_t	own = w->field[f][i];

			w->ill[f][i] = enter ? 0 : w->hbit[f][i];
			w->ill_diag[i] |= w->ill[f][i] & own;

			/*
			 * Mouse to move, row m = f, field c, bit h: caught (m == c), or
			 * the cat on a hole it may enter (c == h, m != h); the mouse
			 * home (m == h, c != m).
			 */
			w->end_c0[f][i] = own | (enter ? w->diag[i] & ~own : 0);
			w->end_m0[f][i] = w->hbit[f][i] & ~own;
			w->open[f][0][i] = w->all[i] & ~(w->end_c0[f][i] | w->end_m0[f][i]);

			/*
			 * Cat to move, row c = f, field m, bit h: caught (m == c), the
			 * cat on a hole it may enter (h == c, m != c); the mouse home
			 * (m == h, m != c).
			 */
			w->end_c1t[f][i] = own | (enter ? w->hbit[f][i] & ~own : 0);
			w->end_m1t[f][i] = w->diag[i] & ~own;
			w->open[f][1][i] = w->all[i] & ~(w->end_c1t[f][i] | w->end_m1t[f][i]);

			/*
			 * Listed: a cat that may not enter the hole is never on it
			 * (but on a graph of one node, where it starts there).
			 */
			if (!enter && n > 1)
			{
				w->list0[i] = w->all[i] & ~w->diag[i];
				w->list1[f][i] = w->all[i] & ~w->hbit[f][i];
			}
			else
			{
				w->list0[i] = w->all[i];
				w->list1[f][i] = w->all[i];
			}
			/* starts: mouse m = f, cat c != m, hole h != m, c */
			w->start[f][i] = w->all[i] & ~w->diag[i] & ~w->hbit[f][i] & ~own;
			w->mark[f][0][i] = w->start[f][i];
			w->mark[f][1][i] = w->list1[f][i];
			w->ill_to[f][1][i] = w->ill[f][i];
		}
	}

	/* iteration 0 on a graph where no mover is stuck: the endings */
	for (f = 0; f < NODES; f++)
	{
		memcpy(w->init.own_win[f][0], w->end_m0[f], sizeof(Row));
		memcpy(w->init.own_lose[f][0], w->end_c0[f], sizeof(Row));
		memcpy(w->init.own_win[f][1], w->end_c1t[f], sizeof(Row));
		memcpy(w->init.own_lose[f][1], w->end_m1t[f], sizeof(Row));
	}
	transpose_pair(w->init.to_lose, w->init.own_win, w->init.to_win, w->init.own_lose, 0,
				   0xFFFF, w->ill, w->ill);
	transpose_pair(w->init.to_win, w->init.own_lose, w->init.to_lose, w->init.own_win, 1,
				   0xFFFF, NULL, NULL);
	w->listed_end = 0;
	for (f = 0; f < n; f++)
	{
		int			i;

		for (i = 0; i < words; i++)
			w->listed_end |= ((w->end_m0[f][i] | w->end_c0[f][i]) & w->list0[i]) |
				((w->end_m1t[f][i] | w->end_c1t[f][i]) & w->list1[f][i]);
	}
}

/*
 * A census of n nodes with every set empty; its constants kept (made there
 * the first time), or, without, made in own.
 */
static void
census_setup(Census *w, CmCensusWork *work, CensusConst *own, int n, bool enter)
{
	Kept	   *kept = work != NULL ? kept_of(work) : NULL;
	uint64_t	bit = UINT64_C(1) << ((enter ? NODES + 1 : 0) + n);
	CensusConst *k = kept != NULL ? &kept->k[enter][n] : own;

	if (kept == NULL || !(kept->made & bit))
		census_const(k, n, enter);
	if (kept != NULL)
		kept->made |= bit;
	w->n = n;
	w->words = (n + 3) / 4;
	w->enter = enter;
	w->k = k;
	/* (the moves past n are read, as none, by the vector bodies) */
	memset(w->mout, 0, sizeof(w->mout));
	memset(w->cout, 0, sizeof(w->cout));
	w->scur = 0;
	w->srows[0] = 0;
}

/*
 * What an iteration's plies added: by tile, [tile row][word], the bits the
 * mouse's ply added to the mouse-to-move sets and the cat's to the
 * cat-to-move sets; the starts and the listed positions added, their words
 * ORed together.
 */
typedef struct Added
{
	uint64_t	block[4][2][4];	/* [tile row][half][word] */
	uint64_t	starts;
	uint64_t	listed;
} Added;

/* The least start (mouse, then cat) of hole h among the rows of `added`. */
static void
least_start(const Census *w, const Row *added, uint32_t rows, int h, int32_t *mouse,
			int32_t *cat)
{
	for (; rows; rows &= rows - 1)
	{
		int			m = cm_ctz64(rows);
		int			i;

		for (i = 0; i < w->words; i++)
		{
			uint64_t	y = added[m][i] & w->k->hbit[h][i];

			if (y != 0)
			{
				*mouse = m;
				*cat = i * 4 + cm_ctz64(y) / 16;
				return;
			}
		}
	}
}

/* Starts in a buffer of added starts: all of them, or those of hole h. */
static uint64_t
count_starts(const Census *w, const Row *added, uint32_t rows, int h)
{
	uint64_t	count = 0;

	for (; rows; rows &= rows - 1)
	{
		int			m = cm_ctz64(rows);
		int			i;

		for (i = 0; i < w->words; i++)
			count += cm_popcount64(added[m][i] & (h < 0 ? ~UINT64_C(0) : w->k->hbit[h][i]));
	}
	return count;
}

/*
 * What iteration k added (remoteness k): the starts it added are in the
 * buffer sbuf[scur ^ 1], in the mouse's rows `rows` (none in the others);
 * `starts` and `listed` are the starts and the listed positions it added,
 * their words ORed together.
 */
static void
note_added(Census *w, Found *out, int64_t k, uint32_t rows, uint64_t starts, uint64_t listed)
{
	const Row  *added = w->sbuf[w->scur ^ 1];
	const bool	beyond = k >= 2 * (int64_t) w->n;

	if (!out->per_hole)
	{
		if (listed)
			out->max_remoteness = k;
		if (starts)
		{
			/* the least start is found once the last is known */
			out->longest = k;
			w->scur ^= 1;
			w->srows[w->scur] = rows;
			if (beyond)
				out->wrong_2n += count_starts(w, added, rows, -1);
		}
	}
	else
	{
		uint32_t	holes = fold_holes(listed);

		while (holes)
		{
			int			h = cm_ctz64(holes);

			holes &= holes - 1;
			out->maxrem_h[h] = k;
		}
		holes = fold_holes(starts);
		while (holes)
		{
			int			h = cm_ctz64(holes);

			holes &= holes - 1;
			out->longest_h[h] = k;
			least_start(w, added, rows, h, &out->lm_h[h], &out->lc_h[h]);
			if (beyond)
				out->wrong_2n_h[h] += count_starts(w, added, rows, h);
		}
	}
}

/* The value iteration's two bodies (census_template.h; the header above). */
#define CB_NAME(x) x##_words
#define CB_ATTR
#define CB_LANE_T uint64_t
#define CB_LANES 4
#define CB_EACH_LANE(words, stmt) EACH_WORD(words, stmt)
#define CB_LANE(row) ((row)[i])
#define CB_LANE_W(row) ((row)[i])
#define CB_ZERO UINT64_C(0)
#define CB_FOLD(x) (x)
#define CB_POPCOUNT(x) cm_popcount64(x)
#define CB_WIDTHS
#include "census_template.h"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define CENSUS_VECTORS

#include <immintrin.h>

/* A row as one vector (read and written where a row is; rows are 8-aligned) */
typedef uint64_t RowVec __attribute__((vector_size(32), aligned(8), may_alias));

/* Which of the four words of a row vector are not 0, as 4 bits. */
#define NONZERO_WORDS(x) ((uint32_t) _mm256_movemask_pd((__m256d) ((x) != 0)))

/* The nodes v < 16 with moves[v] & bits, as bits (moves: 16 entries). */
static inline __attribute__((target("avx2"), always_inline)) uint32_t
reaching_avx2(const uint32_t *moves, uint32_t bits)
{
	const __m256i b = _mm256_set1_epi32((int) bits);
	const __m256i zero = _mm256_setzero_si256();
	__m256i		lo = _mm256_loadu_si256((const __m256i *) moves);
	__m256i		hi = _mm256_loadu_si256((const __m256i *) (moves + 8));
	uint32_t	none_lo = (uint32_t) _mm256_movemask_ps(
		_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(lo, b), zero)));
	uint32_t	none_hi = (uint32_t) _mm256_movemask_ps(
		_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(hi, b), zero)));

	return ~(none_lo | none_hi << 8) & 0xFFFF;
}

#define CB_NAME(x) x##_avx2
#define CB_ATTR __attribute__((target("avx2,popcnt")))
#define CB_LANE_T RowVec
#define CB_LANES 1
#define CB_EACH_LANE(words, stmt) \
	do { const int i __attribute__((unused)) = 0; stmt; } while (0)
#define CB_LANE(row) (*(const RowVec *) (row))
#define CB_LANE_W(row) (*(RowVec *) (row))
#define CB_ZERO ((RowVec) {0, 0, 0, 0})
#define CB_FOLD(x) ((x)[0] | (x)[1] | (x)[2] | (x)[3])
#define CB_POPCOUNT(x) cm_popcount64_native(x)
#define CB_NONZERO(x) NONZERO_WORDS(x)
#define CB_REACHING(moves, bits) reaching_avx2(moves, bits)
#include "census_template.h"


#include "census_perm.h"
#endif

int			cm_test_census_body = CM_CENSUS_BEST;

bool
cm_census_has_body(CmCensusBody body)
{
	switch (body)
	{
		case CM_CENSUS_BEST:
		case CM_CENSUS_WORDS:
			return true;
#ifdef CENSUS_VECTORS
		case CM_CENSUS_AVX2:
			return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
		case CM_CENSUS_AVX512:
			return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
				__builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
		case CM_CENSUS_AVX2:
		case CM_CENSUS_AVX512:
			return false;
#endif
	}
	return false;
}

/* The body the census takes: a test's choice, or the fastest the CPU has. */
static CmCensusBody
census_body(void)
{
	CmCensusBody b = (CmCensusBody) cm_test_census_body;

	if (b != CM_CENSUS_BEST && cm_census_has_body(b))
		return b;
	if (cm_census_has_body(CM_CENSUS_AVX512))
		return CM_CENSUS_AVX512;
	if (cm_census_has_body(CM_CENSUS_AVX2))
		return CM_CENSUS_AVX2;
	return CM_CENSUS_WORDS;
}

const char *
cm_census_body_name(void)
{
	switch (census_body())
	{
		case CM_CENSUS_AVX512:
			return "avx512";
		case CM_CENSUS_AVX2:
			return "avx2";
		default:
			return "words";
	}
}

/* Solve every hole: the sets final, out filled. */
static void
census_solve(Census *w, Found *out)
{
	out->max_remoteness = -1;
	out->longest = -1;
	out->longest_hole = out->longest_mouse = out->longest_cat = -1;
	out->wrong_2n = 0;
	if (out->per_hole)
		for (int h = 0; h < NODES; h++)
		{
			out->maxrem_h[h] = -1;
			out->longest_h[h] = -1;
			out->lm_h[h] = out->lc_h[h] = -1;
			out->wrong_2n_h[h] = 0;
		}
	w->body = census_body();

	/*
	 * The word and AVX2 bodies start from the sets and their transposes as
	 * iteration 0 leaves them but for stuck movers (the endings; the
	 * transposes count the cat's moves onto a hole it may not enter as mouse
	 * wins); the AVX-512 body makes its own.
	 */
	if (w->body != CM_CENSUS_AVX512)
		w->s = w->k->init;
	switch (w->body)
	{
#ifdef CENSUS_VECTORS
		case CM_CENSUS_AVX512:
			iterate_perm(w, out);
			break;
		case CM_CENSUS_AVX2:
			iterate_avx2(w, out);
			break;
#endif
		default:
			iterate_words(w, out);
			break;
	}
	if (!out->per_hole && out->longest >= 0)
	{
		/* the least start of the last iteration that added any */
		const Row  *added = w->sbuf[w->scur];
		uint64_t	starts = 0;

		for (uint32_t rows = w->srows[w->scur]; rows; rows &= rows - 1)
			for (int i = 0; i < w->words; i++)
				starts |= added[cm_ctz64(rows)][i];
		out->longest_hole = cm_ctz64(fold_holes(starts));
		least_start(w, added, w->srows[w->scur], out->longest_hole, &out->longest_mouse,
					&out->longest_cat);
	}
}

/* Positions listed for one hole, and starts. */
static inline uint64_t
listed_per_hole(const Census *w)
{
	int			n = w->n;

	return 2 * (uint64_t) n * (uint64_t) ((!w->enter && n > 1) ? n - 1 : n);
}

static inline uint64_t
starts_per_hole(const Census *w)
{
	int			n = w->n;

	return n >= 3 ? (uint64_t) (n - 1) * (uint64_t) (n - 2) : 0;
}

/*
 * Set bits counted by hole (by bit of the 16-bit fields), for the rows of
 * cm_census: four words of 4-bit counters, word j counting the bits j,
 * j + 4, j + 8 and j + 12 of every field, emptied into the totals before
 * a counter can pass 15.
 */
typedef struct HoleCount
{
	uint64_t	nibbles[4];
	int			pending;
	uint64_t	total[NODES];
} HoleCount;

#define NIBBLE_LOW	UINT64_C(0x1111111111111111)

static void
hole_count_flush(HoleCount *c)
{
	int			j,
				q;

	for (j = 0; j < 4; j++)
	{
		for (q = 0; q < 4; q++)
		{
			/* bit 4 q + j of each field, summed over the four fields */
			uint64_t	y = (c->nibbles[j] >> (4 * q)) & UINT64_C(0x000F000F000F000F);

			c->total[4 * q + j] += (y * FIELD_LOW) >> 48;
		}
		c->nibbles[j] = 0;
	}
	c->pending = 0;
}

static inline void
hole_count_add(HoleCount *c, uint64_t x)
{
	c->nibbles[0] += x & NIBBLE_LOW;
	c->nibbles[1] += (x >> 1) & NIBBLE_LOW;
	c->nibbles[2] += (x >> 2) & NIBBLE_LOW;
	c->nibbles[3] += (x >> 3) & NIBBLE_LOW;
	if (++c->pending == 15)
		hole_count_flush(c);
}

/* The rows of cm_census from a solved census. */
static void
census_rows(const Census *w, const Found *f, CmCensusRow *out)
{
	const CensusConst *k = w->k;
	int			n = w->n;
	HoleCount	mw,
				cw,
				smw,
				scw;
	int			h,
				r,
				i;

	memset(&mw, 0, sizeof(mw));
	memset(&cw, 0, sizeof(cw));
	memset(&smw, 0, sizeof(smw));
	memset(&scw, 0, sizeof(scw));
	for (r = 0; r < n; r++)
		for (i = 0; i < w->words; i++)
		{
			hole_count_add(&mw, w->s.own_win[r][0][i] & k->list0[i]);
			hole_count_add(&mw, w->s.own_lose[r][1][i] & k->list1[r][i]);
			hole_count_add(&cw, w->s.own_lose[r][0][i] & k->list0[i]);
			hole_count_add(&cw, w->s.own_win[r][1][i] & k->list1[r][i]);
			hole_count_add(&smw, w->s.own_win[r][0][i] & k->start[r][i]);
			hole_count_add(&scw, w->s.own_lose[r][0][i] & k->start[r][i]);
		}
	hole_count_flush(&mw);
	hole_count_flush(&cw);
	hole_count_flush(&smw);
	hole_count_flush(&scw);
	for (h = 0; h < n; h++)
	{
		CmCensusRow *o = &out[h];

		o->positions = listed_per_hole(w);
		o->mouse_wins = mw.total[h];
		o->cat_wins = cw.total[h];
		o->draws = o->positions - o->mouse_wins - o->cat_wins;
		o->max_remoteness = f->maxrem_h[h];
		o->starts.starts = starts_per_hole(w);
		o->starts.mouse_wins = smw.total[h];
		o->starts.cat_wins = scw.total[h];
		o->starts.draws = o->starts.starts - o->starts.mouse_wins - o->starts.cat_wins;
		o->starts.longest = f->longest_h[h];
		o->starts.longest_mouse = f->lm_h[h];
		o->starts.longest_cat = f->lc_h[h];
		o->starts.wrong_2n = f->wrong_2n_h[h];
	}
}

size_t
cm_census_bytes(const CmGraph *mouse, const CmGraph *cat, int64_t max_turns)
{
	if (mouse->nodes >= 1 && mouse->nodes <= CM_CENSUS_FAST_NODES && max_turns < 0 &&
		!cm_test_no_small)
		return 8;
	return cm_solver_bytes(mouse, cat, CM_SOLVE_ALL);
}

/* The moves of a graph as masks (distinct neighbours, as CSR holds them). */
static void
move_masks(const CmGraph *g, uint32_t *masks)
{
	int32_t		u;

	for (u = 0; u < g->nodes; u++)
	{
		int32_t		i;

		masks[u] = 0;
		for (i = g->off[u]; i < g->off[u + 1]; i++)
			masks[u] |= UINT32_C(1) << g->adj[i];
	}
}

CmStatus
cm_census(const CmGraph *mouse, const CmGraph *cat, bool cat_can_enter_hole,
		  int64_t max_turns, void *work, size_t work_bytes, CmCensusWork *kept,
		  CmCensusRow *rows,
		  CmPollFn poll, void *poll_arg, CmError *err)
{
	int32_t		n = mouse->nodes;
	int32_t		h;
	CmOptions	opt;

	opt.hole = 0;
	opt.mouse_start = opt.cat_start = 0;
	opt.cat_can_enter_hole = cat_can_enter_hole;
	opt.max_turns = max_turns;
	if (cm_options_check(mouse, cat, &opt, err) != CM_OK)
		return err->code;
	if (cat == NULL)
		cat = mouse;
	if (n <= CM_CENSUS_FAST_NODES && max_turns < 0 && !cm_test_no_small)
	{
		Census		w;
		CensusConst own;
		Found		f;

		census_setup(&w, kept, &own, n, cat_can_enter_hole);
		move_masks(mouse, w.mout);
		move_masks(cat, w.cout);
		w.same_moves = memcmp(w.mout, w.cout, sizeof(uint32_t) * n) == 0;
		f.per_hole = true;
		census_solve(&w, &f);
#ifdef CENSUS_VECTORS
		if (w.body == CM_CENSUS_AVX512)
			perm_to_sets(&w);
#endif
		census_rows(&w, &f, rows);
		return CM_OK;
	}

	/*
	 * Hole by hole.  The cat starts off the hole (on the next node), so
	 * that it is never listed on a hole it may not enter.
	 */
	for (h = 0; h < n; h++)
	{
		CmSolver	s;
		CmCounts	all;
		CmStatus	st;

		opt.hole = h;
		opt.mouse_start = opt.cat_start = (h + 1) % n;
		if ((st = cm_solver_init(&s, mouse, cat, &opt, CM_SOLVE_ALL, work,
								 work_bytes, err)) != CM_OK)
			return st;
		if ((st = cm_solve(&s, poll, poll_arg)) != CM_OK ||
			(st = cm_count(&s, &all, poll, poll_arg)) != CM_OK)
		{
			err->code = st;
			return st;
		}
		rows[h].positions = all.positions;
		rows[h].draws = all.draws;
		rows[h].mouse_wins = all.mouse_wins;
		rows[h].cat_wins = all.cat_wins;
		rows[h].max_remoteness = all.max_remoteness;
		cm_count_starts(&s, &rows[h].starts);
	}
	return CM_OK;
}

/* ---- many graphs: the census of geng's graphs ---- */

void
cm_census_tally_init(CmCensusTally *t)
{
	memset(t, 0, sizeof(*t));
	t->max_remoteness = -1;
	t->longest = -1;
	t->longest_hole = t->longest_mouse = t->longest_cat = -1;
}

/*
 * Whether a graph (its code, hole and start) should replace the tally's
 * example of the longest game: a longer game, or as long with a lesser
 * code, hole, mouse node or cat node.
 */
static bool
better_example(const CmCensusTally *t, int64_t longest, const char *code,
			   int32_t len, int32_t hole, int32_t mouse, int32_t cat)
{
	int			cmp;

	if (longest != t->longest)
		return longest > t->longest;
	if (t->example_len == 0)
		return true;
	cmp = memcmp(code, t->example, (size_t) (len < t->example_len ? len : t->example_len));
	if (cmp != 0)
		return cmp < 0;
	if (len != t->example_len)
		return len < t->example_len;
	if (hole != t->longest_hole)
		return hole < t->longest_hole;
	if (mouse != t->longest_mouse)
		return mouse < t->longest_mouse;
	return cat < t->longest_cat;
}

size_t
cm_census_work_bytes(void)
{
	return sizeof(Kept) + 63;
}

void
cm_census_work_init(CmCensusWork *work)
{
	kept_of(work)->made = 0;
}

void
cm_census_tally_graph(CmCensusTally *t, CmCensusWork *work, const uint64_t *rows, int n,
					  bool cat_can_enter_hole)
{
	Census		w;
	Found		f;
	uint64_t	counts[4],
				mw,
				cw,
				smw,
				scw;
	int			r;

	census_setup(&w, work, NULL, n, cat_can_enter_hole);
	/* geng's row: bit 63 - j for each neighbour j */
	for (r = 0; r < n; r++)
		w.mout[r] = w.cout[r] = cm_reverse16((uint32_t) (rows[r] >> 48));
	w.same_moves = true;
	f.per_hole = false;
	census_solve(&w, &f);

	switch (w.body)
	{
#ifdef CENSUS_VECTORS
		case CM_CENSUS_AVX512:
			count_perm(&w, counts);
			break;
		case CM_CENSUS_AVX2:
			count_avx2(&w, counts);
			break;
#endif
		default:
			count_words(&w, counts);
			break;
	}
	mw = counts[0];
	cw = counts[1];
	smw = counts[2];
	scw = counts[3];
	t->graphs++;
	t->pairs += (uint64_t) n;
	t->positions += (uint64_t) n * listed_per_hole(&w);
	t->mouse_wins += mw;
	t->cat_wins += cw;
	t->draws += (uint64_t) n * listed_per_hole(&w) - mw - cw;
	t->starts += (uint64_t) n * starts_per_hole(&w);
	t->start_mouse_wins += smw;
	t->start_cat_wins += scw;
	t->start_draws += (uint64_t) n * starts_per_hole(&w) - smw - scw;
	t->wrong_2n += f.wrong_2n;
	if (f.max_remoteness > t->max_remoteness)
		t->max_remoteness = f.max_remoteness;
	if (f.longest >= 0 && f.longest >= t->longest)
	{
		char		code[CM_CENSUS_CODE_BYTES];
		int32_t		len = (int32_t) cm_geng_graph6_length(n);

		cm_geng_graph6(rows, n, code);
		if (better_example(t, f.longest, code, len, f.longest_hole, f.longest_mouse,
						   f.longest_cat))
		{
			t->longest = f.longest;
			memcpy(t->example, code, (size_t) len);
			t->example_len = len;
			t->longest_hole = f.longest_hole;
			t->longest_mouse = f.longest_mouse;
			t->longest_cat = f.longest_cat;
		}
	}
}

void
cm_census_tally_merge(CmCensusTally *t, const CmCensusTally *o)
{
	t->graphs += o->graphs;
	t->pairs += o->pairs;
	t->positions += o->positions;
	t->draws += o->draws;
	t->mouse_wins += o->mouse_wins;
	t->cat_wins += o->cat_wins;
	if (o->max_remoteness > t->max_remoteness)
		t->max_remoteness = o->max_remoteness;
	t->starts += o->starts;
	t->start_draws += o->start_draws;
	t->start_mouse_wins += o->start_mouse_wins;
	t->start_cat_wins += o->start_cat_wins;
	t->wrong_2n += o->wrong_2n;
	if (o->longest >= 0 && o->example_len > 0 &&
		better_example(t, o->longest, o->example, o->example_len, o->longest_hole,
					   o->longest_mouse, o->longest_cat))
	{
		t->longest = o->longest;
		memcpy(t->example, o->example, (size_t) o->example_len);
		t->example_len = o->example_len;
		t->longest_hole = o->longest_hole;
		t->longest_mouse = o->longest_mouse;
		t->longest_cat = o->longest_cat;
	}
}
