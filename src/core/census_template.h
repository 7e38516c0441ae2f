/*-------------------------------------------------------------------------
 *
 * census_template.h
 *	  The hole census's value iteration (census.c), written once and
 *	  compiled there once per way of holding a row: word by word, with a
 *	  body per row width (any CPU); and as one 256-bit vector (x86-64 with
 *	  AVX2), chosen at run time.  (The AVX-512 body is census_perm.h.)  Included by census.c only, after it defines:
 *
 *	CB_NAME(x)		the name of this body's x
 *	CB_ATTR			its functions' attributes (a target, or nothing)
 *	CB_LANE_T		the type of a lane: a word, or a vector of a row's four
 *	CB_LANES		lanes in a row (4 or 1)
 *	CB_EACH_LANE(words, stmt)	stmt for each lane i of a row of `words` words
 *	CB_LANE(row)	lane i of a row, to read; CB_LANE_W(row) to write
 *	CB_ZERO			a lane of 0 bits
 *	CB_FOLD(x)		a lane's words ORed into one
 *	CB_POPCOUNT(x)	the set bits of a word
 *	CB_WIDTHS		defined where the body is unrolled per row width
 *	CB_NONZERO(x)	where defined, the lanes of a vector lane x not 0, as bits
 *	CB_REACHING(moves, bits)	where defined, the nodes v < 16 with
 *					moves[v] & bits, as bits
 *
 *	  and undefines them at the end.
 *
 *-------------------------------------------------------------------------
 */

/*
 * A position is the mover's win if one of its moves reaches a win of its
 * own with the other to move (an OR of rows of the other's sets, `any`),
 * its loss if every one reaches a loss (an AND of rows, `every`; none makes
 * a loss: a stuck mover loses), unless it is an ending (not in `open`: the
 * endings are in the sets from the start).  Row r of one player's sets
 * from its `any` and `every`: the new positions are taken in at once (a
 * position once decided stays decided, so the sets only grow and the
 * iteration ends; the other ply reads the transposes, which change only
 * once both plies are done), what they add goes into blocks by tile, and
 * what they add of `mark` (the starts, or the listed positions) is
 * returned, its words ORed together, and with `marked_rows` kept by row.
 */
CENSUS_INLINE CB_ATTR CB_LANE_T
CB_NAME(take_row) (const CB_LANE_T *any, const CB_LANE_T *every, const uint64_t *restrict open,
				   uint64_t *restrict win, uint64_t *restrict lose, uint64_t *restrict block,
				   const uint64_t *restrict mark, uint64_t *restrict marked_row,
				   const int words)
{
	CB_LANE_T	marked = CB_ZERO;

	(void) words;				/* (one lane: the vector's width) */
	CB_EACH_LANE(words,
				 CB_LANE_T w = CB_LANE(open) & any[i];
				 CB_LANE_T l = CB_LANE(open) & every[i];
				 CB_LANE_T added = (w & ~CB_LANE(win)) | (l & ~CB_LANE(lose));
				 CB_LANE_T m = added & CB_LANE(mark);

				 CB_LANE_W(win) |= w;
				 CB_LANE_W(lose) |= l;
				 CB_LANE_W(block) |= added;
				 if (marked_row != NULL)
					 CB_LANE_W(marked_row) = m;
				 marked |= m);
	return marked;
}

/*
 * One player's ply, half h of the sets (0 the mouse's, 1 the cat's), its
 * rows in `rows` (moves_of[r]: where the mover at r may move), from the
 * to-sets `to_win` and `to_lose` (take_row); what it adds of the starts
 * kept by row in marked_rows where that is not NULL.
 */
CENSUS_INLINE CB_ATTR uint64_t
CB_NAME(ply) (uint32_t rows, const uint32_t *restrict moves_of, const RowPair *restrict to_win,
			  const RowPair *restrict to_lose, const RowPair *restrict open,
			  RowPair *restrict own_win, RowPair *restrict own_lose,
			  uint64_t (*restrict blocks)[2][4], const RowPair *restrict mark,
			  Row *restrict marked_rows, const int h, const int words)
{
	CB_LANE_T	marked = CB_ZERO;

	while (rows)
	{
		int			r = cm_ctz64(rows);
		uint32_t	moves = moves_of[r];
		CB_LANE_T	any[CB_LANES],
					every[CB_LANES];

		rows &= rows - 1;
		CB_EACH_LANE(words, any[i] = CB_ZERO; every[i] = ~CB_ZERO);
		while (moves)
		{
			int			v = cm_ctz64(moves);

			moves &= moves - 1;
			CB_EACH_LANE(words,
						 any[i] |= CB_LANE(to_win[v][h]);
						 every[i] &= CB_LANE(to_lose[v][h]));
		}
		marked |= CB_NAME(take_row) (any, every, open[r][h], own_win[r][h], own_lose[r][h],
									 blocks[r >> 2][h], mark[r][h],
									 marked_rows != NULL ? marked_rows[r] : NULL, words);
	}
	return CB_FOLD(marked);
}

/*
 * The mouse's ply, from the cat-to-move sets by mouse row; the starts it
 * adds are kept in the buffer sbuf[scur ^ 1].
 */
CENSUS_INLINE CB_ATTR void
CB_NAME(mouse_ply) (Census *w, uint32_t rows, Added *a, const int words)
{
	const CensusConst *k = w->k;

	a->starts |= CB_NAME(ply) (rows, w->mout, w->s.to_win, w->s.to_lose, k->open, w->s.own_win,
							   w->s.own_lose, a->block, k->mark, w->sbuf[w->scur ^ 1], 0,
							   words);
}

/*
 * The cat's ply, from the mouse-to-move sets by cat row (whose transposes
 * count a move onto a hole the cat may not enter as a loss for the cat:
 * see the iteration).
 */
CENSUS_INLINE CB_ATTR void
CB_NAME(cat_ply) (Census *w, uint32_t rows, Added *a, const int words)
{
	const CensusConst *k = w->k;

	a->listed |= CB_NAME(ply) (rows, w->cout, w->s.to_win, w->s.to_lose, k->open, w->s.own_win,
							   w->s.own_lose, a->block, k->mark, NULL, 1, words);
}

/*
 * Both plies at once where the cat's moves are the mouse's (every census
 * of geng's graphs): row r of the mouse's sets and of the cat's, a move's
 * rows read in one pass, the rows in `rows` (those either ply would
 * recompute: a row recomputed with nothing new to read adds nothing).  The
 * starts the mouse's ply adds are kept in sbuf[scur ^ 1], every row of
 * `rows`.
 */
CENSUS_INLINE CB_ATTR void
CB_NAME(both_plies) (Census *restrict w, uint32_t rows, Added *restrict a, const int words)
{
	const CensusConst *k = w->k;
	CensusSets *restrict s = &w->s;
	Row		   *restrict sbuf = w->sbuf[w->scur ^ 1];
	CB_LANE_T	starts = CB_ZERO,
				listed = CB_ZERO;

	while (rows)
	{
		int			r = cm_ctz64(rows);
		uint32_t	moves = w->mout[r];
		CB_LANE_T	any0[CB_LANES],
					every0[CB_LANES],
					any1[CB_LANES],
					every1[CB_LANES];

		rows &= rows - 1;
		CB_EACH_LANE(words,
					 any0[i] = any1[i] = CB_ZERO;
					 every0[i] = every1[i] = ~CB_ZERO);
		while (moves)
		{
			int			v = cm_ctz64(moves);

			moves &= moves - 1;
			CB_EACH_LANE(words,
						 any0[i] |= CB_LANE(s->to_win[v][0]);
						 every0[i] &= CB_LANE(s->to_lose[v][0]);
						 any1[i] |= CB_LANE(s->to_win[v][1]);
						 every1[i] &= CB_LANE(s->to_lose[v][1]));
		}
		starts |= CB_NAME(take_row) (any0, every0, k->open[r][0], s->own_win[r][0],
									 s->own_lose[r][0], a->block[r >> 2][0], k->mark[r][0],
									 sbuf[r], words);
		listed |= CB_NAME(take_row) (any1, every1, k->open[r][1], s->own_win[r][1],
									 s->own_lose[r][1], a->block[r >> 2][1], k->mark[r][1],
									 NULL, words);
	}
	a->starts |= CB_FOLD(starts);
	a->listed |= CB_FOLD(listed);
}

/* The value iteration, to the fixpoint, for rows of `words` words. */
CENSUS_INLINE CB_ATTR void
CB_NAME(iterate_width) (Census *w, Found *out, const int words)
{
	const CensusConst *kc = w->k;
	uint32_t	rows_m = (UINT32_C(1) << w->n) - 1,
				rows_c = rows_m;
	int64_t		k;

	/*
	 * Iteration 0 decides the endings, and every position whose mover is
	 * stuck; iteration k what is won in k plies.  Each recomputes only the
	 * rows with a move into a row that changed.
	 */
	for (k = 0;; k++)
	{
		Added		a;
		uint64_t	acc0[4] = {0, 0, 0, 0};
		uint64_t	acc1[4] = {0, 0, 0, 0};
		uint32_t	tiles0 = 0,
					tiles1 = 0,
					dirty0 = 0,
					dirty1 = 0;
		uint32_t	mouse_rows = rows_m;
		int			b,
					v;

		for (b = 0; b < words; b++)
			EACH_WORD(words, a.block[b][0][i] = 0; a.block[b][1][i] = 0);
		a.starts = a.listed = 0;
		if (k == 0)
		{
			/*
			 * The endings are in the sets from the start (census_setup):
			 * what iteration 0 adds beyond them is the losses of movers with
			 * no move, or for the cat, none but onto a hole it may not
			 * enter (with the other player's sets as they were before it).
			 */
			uint32_t	stuck_m = 0,
						stuck_c = 0;

			for (v = 0; v < w->n; v++)
			{
				stuck_m |= (uint32_t) (w->mout[v] == 0) << v;
				stuck_c |= (uint32_t) ((w->cout[v] & (w->cout[v] - 1)) == 0) << v;
			}
			/* (a mouse with no move reads no other set) */
			CB_NAME(mouse_ply) (w, stuck_m, &a, words);
			if (stuck_c)
				a.listed |= CB_NAME(ply) (stuck_c, w->cout, kc->zero, kc->ill_to, kc->open,
										  w->s.own_win, w->s.own_lose, a.block, kc->mark,
										  NULL, 1, words);
			a.listed |= kc->listed_end;
			mouse_rows = stuck_m;
		}
		else if (w->same_moves)
		{
			mouse_rows = rows_m | rows_c;
			CB_NAME(both_plies) (w, mouse_rows, &a, words);
		}
		else
		{
			CB_NAME(mouse_ply) (w, rows_m, &a, words);
			CB_NAME(cat_ply) (w, rows_c, &a, words);
		}
#ifdef CB_NONZERO
		{
			CB_LANE_T	sum0 = CB_ZERO,
						sum1 = CB_ZERO;

			for (b = 0; b < w->words; b++)
			{
				CB_LANE_T	x0 = CB_LANE(a.block[b][0]),
							x1 = CB_LANE(a.block[b][1]);

				sum0 |= x0;
				sum1 |= x1;
				tiles0 |= CB_NONZERO(x0) << (b * 4);
				tiles1 |= CB_NONZERO(x1) << (b * 4);
			}
			CB_LANE_W(acc0) = sum0;
			CB_LANE_W(acc1) = sum1;
		}
#else
		for (b = 0; b < words; b++)
			EACH_WORD(words,
					  acc0[i] |= a.block[b][0][i];
					  acc1[i] |= a.block[b][1][i];
					  tiles0 |= (uint32_t) (a.block[b][0][i] != 0) << (b * 4 + i);
					  tiles1 |= (uint32_t) (a.block[b][1][i] != 0) << (b * 4 + i));
#endif
		if ((tiles0 | tiles1) == 0 && k > 0)
			break;

		/*
		 * The other orientation of the tiles that changed.  The
		 * mouse-to-move sets by cat row are read only by the cat's ply: a
		 * move onto a hole the cat may not enter is taken out of its wins
		 * and into its losses here, once, rather than at every move.
		 */
		transpose_pair(w->s.to_lose, w->s.own_win, w->s.to_win, w->s.own_lose, 0, tiles0, kc->ill,
					   kc->ill);
		transpose_pair(w->s.to_win, w->s.own_lose, w->s.to_lose, w->s.own_win, 1, tiles1, NULL,
					   NULL);
		EACH_WORD(words,
				  dirty0 |= fields_set(acc0[i]) << (4 * i);
				  dirty1 |= fields_set(acc1[i]) << (4 * i);
				  a.listed |= acc0[i] & kc->list0[i]);
		if (a.starts | a.listed)
			note_added(w, out, k, mouse_rows, a.starts, a.listed);

		/*
		 * The rows of the transposes that changed: whose moves reach them
		 * (after iteration 0, every row: the endings are new to all)
		 */
		rows_m = rows_c = 0;
		if (k == 0)
			dirty0 = dirty1 = ~UINT32_C(0);
#ifdef CB_REACHING
		rows_m = CB_REACHING(w->mout, dirty1) & ((UINT32_C(1) << w->n) - 1);
		rows_c = CB_REACHING(w->cout, dirty0) & ((UINT32_C(1) << w->n) - 1);
#else
		for (v = 0; v < w->n; v++)
		{
			rows_m |= (uint32_t) ((w->mout[v] & dirty1) != 0) << v;
			rows_c |= (uint32_t) ((w->cout[v] & dirty0) != 0) << v;
		}
#endif
	}
}

/* The value iteration of a census, to the fixpoint. */
static CB_ATTR void
CB_NAME(iterate) (Census *w, Found *out)
{
#ifdef CB_WIDTHS
	/* a body per row width, its loops over the words unrolled */
	switch (w->words)
	{
		case 1:
			CB_NAME(iterate_width) (w, out, 1);
			break;
		case 2:
			CB_NAME(iterate_width) (w, out, 2);
			break;
		case 3:
			CB_NAME(iterate_width) (w, out, 3);
			break;
		default:
			CB_NAME(iterate_width) (w, out, 4);
			break;
	}
#else
	/* one body: every row four words wide (the words past n stay 0) */
	CB_NAME(iterate_width) (w, out, 4);
#endif
}

/*
 * The positions of a solved census listed as won by the mouse and by the
 * cat, and the starts won by each: counts[0 .. 3].
 */
static CB_ATTR void
CB_NAME(count) (const Census *w, uint64_t *counts)
{
	const CensusConst *k = w->k;
	uint64_t	mw = 0,
				cw = 0,
				smw = 0,
				scw = 0;
	int			r,
				i;

	for (r = 0; r < w->n; r++)
		for (i = 0; i < w->words; i++)
		{
			mw += CB_POPCOUNT(w->s.own_win[r][0][i] & k->list0[i]) +
				CB_POPCOUNT(w->s.own_lose[r][1][i] & k->list1[r][i]);
			cw += CB_POPCOUNT(w->s.own_lose[r][0][i] & k->list0[i]) +
				CB_POPCOUNT(w->s.own_win[r][1][i] & k->list1[r][i]);
			smw += CB_POPCOUNT(w->s.own_win[r][0][i] & k->start[r][i]);
			scw += CB_POPCOUNT(w->s.own_lose[r][0][i] & k->start[r][i]);
		}
	counts[0] = mw;
	counts[1] = cw;
	counts[2] = smw;
	counts[3] = scw;
}

#undef CB_NAME
#undef CB_ATTR
#undef CB_LANE_T
#undef CB_LANES
#undef CB_EACH_LANE
#undef CB_LANE
#undef CB_LANE_W
#undef CB_ZERO
#undef CB_FOLD
#undef CB_POPCOUNT
#undef CB_WIDTHS
#undef CB_NONZERO
#undef CB_REACHING
