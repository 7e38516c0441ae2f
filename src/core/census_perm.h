/*-------------------------------------------------------------------------
 *
 * census_perm.h
 *	  The hole census's AVX-512 body (census.c includes it once, on
 *	  x86-64): every set by mouse row, so that no set is ever transposed.
 *
 * The other bodies keep the cat-to-move sets by cat row and transpose
 * each iteration's changes for the other ply.  Here both turns' sets are
 * by mouse row m (field c, bit h), a row's mouse wins and cat wins side by
 * side in one 512-bit vector (32 fields of 16 bits):
 *
 *	pm[m]	mouse to move:	[mouse wins | cat wins]
 *	pc[m]	cat to move:	[mouse wins | cat wins]
 *
 * The mouse's ply at m reads rows pc[v] of its moves m -> v, one ternary
 * logic operation each: an OR in the low half (a move to a mouse win), an
 * AND in the high half (every move to a cat win).  The cat's ply at row m
 * reads only pm[m]: the cat at c moves within the row, field c from the
 * fields u of its moves c -> u, which a permutation of the row's fields
 * (vpermt2w) brings to field c, one permutation for the j-th move of
 * every field at once; a field with fewer moves takes a filler field,
 * all ones in the low half (the AND's identity) and none in the high (the
 * OR's).  A cat's move onto a hole it may not enter (field u, bit u) is
 * made a mouse win and no cat win before the permutations.
 *
 * In the mouse-row orientation the endings of both turns are the same
 * (CensusConst's open[r][0]), and so are the listed positions (list0).
 * Each iteration reads the sets of the last: the cat's ply reads pm before
 * the mouse's ply changes it, and its rows are taken in after.
 *
 *-------------------------------------------------------------------------
 */

#define PERM_ATTR __attribute__((target("avx512f,avx512bw,avx2,popcnt")))

/* ternary logic: c ? a & b : a | b */
#define PERM_AND_IF_C	0xD4
/* (a | b) & ~c */
#define PERM_OR_ANDNOT	0x54

/* A row (four words) as both halves of a vector. */
static inline PERM_ATTR __m512i
perm_twice(const Row r)
{
	return _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *) r));
}

/* The two halves of a vector ORed into one row. */
static inline PERM_ATTR __m256i
perm_halves(__m512i x)
{
	return _mm256_or_si256(_mm512_castsi512_si256(x), _mm512_extracti64x4_epi64(x, 1));
}

static inline PERM_ATTR uint64_t
perm_fold(__m256i x)
{
	__m128i		y = _mm_or_si128(_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));

	return (uint64_t) _mm_cvtsi128_si64(y) | (uint64_t) _mm_extract_epi64(y, 1);
}

static PERM_ATTR void
iterate_perm(Census *w, Found *out)
{
	const CensusConst *kc = w->k;
	const int	n = w->n;
	const uint32_t all_rows = (UINT32_C(1) << n) - 1;
	const __m512i lo = _mm512_maskz_set1_epi64(0x0F, -1);
	const __m512i hi = _mm512_maskz_set1_epi64(0xF0, -1);
	const __m512i ill = perm_twice(kc->ill_diag);
	const __m512i ill_lo = _mm512_and_si512(ill, lo);
	const __m512i ill_hi = _mm512_and_si512(ill, hi);
	const __m256i list = _mm256_loadu_si256((const __m256i *) kc->list0);
	__m512i		pm[NODES],
				pc[NODES],
				open[NODES],
				idx[NODES],
				cand[NODES];
	uint32_t	rows_m,
				rows_c;
	int			moves = 0;
	int64_t		k;

	/* the endings; the j-th move of every field as a permutation */
	for (int m = 0; m < n; m++)
	{
		const __m512i end = _mm512_inserti64x4(
			_mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *) kc->end_m0[m])),
			_mm256_loadu_si256((const __m256i *) kc->end_c0[m]), 1);

		pm[m] = pc[m] = end;
		open[m] = perm_twice(kc->open[m][0]);
		if (cm_popcount64(w->cout[m]) > moves)
			moves = cm_popcount64(w->cout[m]);
	}
	{
		/* a field without a j-th move: filler field c (lanes 32 + c of vpermt2w) */
		uint16_t	lanes[NODES][32] __attribute__((aligned(64)));

		for (int j = 0; j < moves; j++)
			for (int c = 0; c < 16; c++)
			{
				lanes[j][c] = (uint16_t) (32 + c);
				lanes[j][16 + c] = (uint16_t) (48 + c);
			}
		for (int c = 0; c < n; c++)
		{
			int			j = 0;

			for (uint32_t mv = w->cout[c]; mv; mv &= mv - 1, j++)
			{
				lanes[j][c] = (uint16_t) cm_ctz64(mv);
				lanes[j][16 + c] = (uint16_t) (16 + cm_ctz64(mv));
			}
		}
		for (int j = 0; j < moves; j++)
			idx[j] = _mm512_load_si512((const void *) lanes[j]);
	}

	/*
	 * Iteration 0: the endings are in; a mouse with no move loses, a cat
	 * whose every move is onto a hole it may not enter (for that hole) too,
	 * read from empty sets.
	 */
	rows_m = 0;
	for (int m = 0; m < n; m++)
		rows_m |= (uint32_t) (w->mout[m] == 0) << m;
	rows_c = all_rows;
	for (k = 0;; k++)
	{
		__m256i		starts = _mm256_setzero_si256(),
					listed = _mm256_setzero_si256();
		uint32_t	changed_m = 0,
					changed_c = 0,
					mouse_rows = rows_m,
					rows;
		uint64_t	starts64,
					listed64;

		/* the cat's ply, from pm as the last iteration left it */
		if (k == 0)
		{
			const __m512i fill = lo;
			__m512i		acc = lo;

			for (int j = 0; j < moves; j++)
				acc = _mm512_ternarylogic_epi64(acc, _mm512_permutex2var_epi16(ill_lo, idx[j], fill),
												lo, PERM_AND_IF_C);
			for (int m = 0; m < n; m++)
				cand[m] = _mm512_and_si512(acc, open[m]);
		}
		else
			for (rows = rows_c; rows; rows &= rows - 1)
			{
				int			m = cm_ctz64(rows);
				__m512i		src = _mm512_ternarylogic_epi64(pm[m], ill_lo, ill_hi, PERM_OR_ANDNOT);
				__m512i		acc = lo;

				for (int j = 0; j < moves; j++)
					acc = _mm512_ternarylogic_epi64(acc, _mm512_permutex2var_epi16(src, idx[j], lo),
													lo, PERM_AND_IF_C);
				cand[m] = _mm512_and_si512(acc, open[m]);
			}

		/* the mouse's ply, from pc as the last iteration left it */
		for (rows = rows_m; rows; rows &= rows - 1)
		{
			int			m = cm_ctz64(rows);
			uint32_t	mv = w->mout[m];
			__m512i		acc = hi,
						added;
			__m256i		a,
						s;

			while (mv)
			{
				int			v = cm_ctz64(mv);

				mv &= mv - 1;
				acc = _mm512_ternarylogic_epi64(acc, pc[v], hi, PERM_AND_IF_C);
			}
			acc = _mm512_and_si512(acc, open[m]);
			added = _mm512_andnot_si512(pm[m], acc);
			pm[m] = _mm512_or_si512(pm[m], acc);
			a = perm_halves(added);
			s = _mm256_and_si256(a, _mm256_loadu_si256((const __m256i *) kc->start[m]));
			_mm256_storeu_si256((__m256i *) w->sbuf[w->scur ^ 1][m], s);
			starts = _mm256_or_si256(starts, s);
			listed = _mm256_or_si256(listed, a);
			changed_m |= (uint32_t) (_mm512_test_epi64_mask(added, added) != 0) << m;
		}

		/* the cat's rows taken in */
		for (rows = rows_c; rows; rows &= rows - 1)
		{
			int			m = cm_ctz64(rows);
			__m512i		added = _mm512_andnot_si512(pc[m], cand[m]);

			pc[m] = _mm512_or_si512(pc[m], cand[m]);
			listed = _mm256_or_si256(listed, perm_halves(added));
			changed_c |= (uint32_t) (_mm512_test_epi64_mask(added, added) != 0) << m;
		}

		if ((changed_m | changed_c) == 0 && k > 0)
			break;
		starts64 = perm_fold(starts);
		listed64 = perm_fold(_mm256_and_si256(listed, list));
		if (k == 0)
			listed64 |= kc->listed_end;
		if (starts64 | listed64)
			note_added(w, out, k, mouse_rows, starts64, listed64);

		/* next: the cat's rows whose pm changed, the mouse's rows moving to a changed pc */
		if (k == 0)
			changed_m = changed_c = all_rows;
		rows_c = changed_m;
		rows_m = reaching_avx2(w->mout, changed_c) & all_rows;
	}
	for (int m = 0; m < n; m++)
	{
		_mm512_storeu_si512((void *) w->pm[m], pm[m]);
		_mm512_storeu_si512((void *) w->pc[m], pc[m]);
	}
}

/* The counts of count_*() from the AVX-512 body's sets. */
static PERM_ATTR void
count_perm(const Census *w, uint64_t *counts)
{
	const CensusConst *k = w->k;
	uint64_t	mw = 0,
				cw = 0,
				smw = 0,
				scw = 0;

	for (int r = 0; r < w->n; r++)
		for (int i = 0; i < w->words; i++)
		{
			mw += (uint64_t) cm_popcount64_native(w->pm[r][0][i] & k->list0[i]) +
				(uint64_t) cm_popcount64_native(w->pc[r][0][i] & k->list0[i]);
			cw += (uint64_t) cm_popcount64_native(w->pm[r][1][i] & k->list0[i]) +
				(uint64_t) cm_popcount64_native(w->pc[r][1][i] & k->list0[i]);
			smw += (uint64_t) cm_popcount64_native(w->pm[r][0][i] & k->start[r][i]);
			scw += (uint64_t) cm_popcount64_native(w->pm[r][1][i] & k->start[r][i]);
		}
	counts[0] = mw;
	counts[1] = cw;
	counts[2] = smw;
	counts[3] = scw;
}

/*
 * The AVX-512 body's sets in the other bodies' layout (CensusSets'
 * own_win and own_lose), for census_rows.
 */
static void
perm_to_sets(Census *w)
{
	memset(&w->s, 0, sizeof(w->s));
	for (int m = 0; m < NODES; m++)
		for (int c = 0; c < NODES; c++)
		{
			int			word = c >> 2,
						shift = (c & 3) * 16;
			uint64_t	cmw = (w->pc[m][0][word] >> shift) & 0xFFFF,
						ccw = (w->pc[m][1][word] >> shift) & 0xFFFF;

			/* mouse to move, by mouse row */
			w->s.own_win[m][0][word] |= w->pm[m][0][word] & (UINT64_C(0xFFFF) << shift);
			w->s.own_lose[m][0][word] |= w->pm[m][1][word] & (UINT64_C(0xFFFF) << shift);
			/* cat to move, by cat row c: field m */
			w->s.own_win[c][1][m >> 2] |= ccw << ((m & 3) * 16);
			w->s.own_lose[c][1][m >> 2] |= cmw << ((m & 3) * 16);
		}
}
