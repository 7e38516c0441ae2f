/*-------------------------------------------------------------------------
 *
 * solver_layers.h
 *	  The solver's inner loops, instantiated once per position width by
 *	  solver.c: define CM_T (uint8_t, uint16_t or uint32_t) and CM_SUFFIX,
 *	  then include this file.
 *
 * A position is one CM_T.  Undecided: the number of the mover's moves not
 * yet known to lose (at least 1).  Decided: the top bit set, and the next
 * bit set for a cat win.
 *
 *-------------------------------------------------------------------------
 */

#define CM_CAT2(a, b) a##_##b
#define CM_CAT1(a, b) CM_CAT2(a, b)
#define CM_FN(name) CM_CAT1(name, CM_SUFFIX)

#define CM_DECIDED	((CM_T) ((CM_T) 1 << (sizeof(CM_T) * 8 - 1)))
#define CM_TAG_MOUSE CM_DECIDED
#define CM_TAG_CAT	((CM_T) (CM_DECIDED | (CM_DECIDED >> 1)))

/* Outcome of a position value. */
static inline int
CM_FN(value_outcome) (CM_T v)
{
	if (!(v & CM_DECIDED))
		return CM_DRAW;
	return (v & (CM_DECIDED >> 1)) ? CM_CAT : CM_MOUSE;
}

/*
 * Fill every position with its mover's move count, then decide the layer 0
 * positions (endings, and movers without moves) into the current frontier.
 */
static void
CM_FN(seed) (CmSolver *s)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	CM_T	   *s0 = s->state[CM_TURN_MOUSE];
	CM_T	   *s1 = s->state[CM_TURN_CAT];
	int32_t		i;

	/* rows: a mouse-to-move row (fixed cat) runs over the mouse's nodes */
	for (i = 0; i < n; i++)
		s0[i] = (s->mdeg[i] > 0) ? (CM_T) s->mdeg[i] : CM_TAG_CAT;
	for (i = 0; i < n; i++)
		s1[i] = (s->cdeg[i] > 0) ? (CM_T) s->cdeg[i] : CM_TAG_MOUSE;
	for (i = 1; i < n; i++)
	{
		memcpy(s0 + (size_t) i * n, s0, (size_t) n * sizeof(CM_T));
		memcpy(s1 + (size_t) i * n, s1, (size_t) n * sizeof(CM_T));
	}

	/* endings override, in the rules' order */
	for (i = 0; i < n; i++)
	{
		if (i != hole)
		{
			s0[(size_t) i * n + hole] = CM_TAG_MOUSE;	/* (hole, i, mouse) */
			s1[(size_t) hole * n + i] = CM_TAG_MOUSE;	/* (hole, i, cat) */
			if (enter)
			{
				s0[(size_t) hole * n + i] = CM_TAG_CAT; /* (i, hole, mouse) */
				s1[(size_t) i * n + hole] = CM_TAG_CAT; /* (i, hole, cat) */
			}
		}
		s0[(size_t) i * n + i] = CM_TAG_CAT;
		s1[(size_t) i * n + i] = CM_TAG_CAT;
	}

	/* layer 0: everything decided so far */
	for (i = 0; i < n; i++)
	{
		int32_t		j;

		if (s->mdeg[i] == 0)
		{
			/* the mouse on i is stuck: (i, j, mouse) for every cat j */
			for (j = 0; j < n; j++)
				frontier_mark(s, 0, CM_TURN_MOUSE,
							  CM_FN(value_outcome) (s0[(size_t) j * n + i]) == CM_CAT,
							  i, j);
		}
		if (s->cdeg[i] == 0)
		{
			/* the cat on i is stuck: (j, i, cat) for every mouse j */
			for (j = 0; j < n; j++)
				frontier_mark(s, 0, CM_TURN_CAT,
							  CM_FN(value_outcome) (s1[(size_t) j * n + i]) == CM_CAT,
							  i, j);
		}
	}
	for (i = 0; i < n; i++)
	{
		frontier_mark(s, 0, CM_TURN_MOUSE, 1, i, i);
		frontier_mark(s, 0, CM_TURN_CAT, 1, i, i);
		if (i != hole)
		{
			frontier_mark(s, 0, CM_TURN_MOUSE, 0, hole, i);
			frontier_mark(s, 0, CM_TURN_CAT, 0, i, hole);
			if (enter)
			{
				frontier_mark(s, 0, CM_TURN_MOUSE, 1, i, hole);
				frontier_mark(s, 0, CM_TURN_CAT, 1, hole, i);
			}
		}
	}
}

/*
 * Process the current layer (remoteness k): every position it holds tells
 * the positions that move into it what it means for them.  Returns the
 * number of positions decided into the next layer, or -1 when the start
 * was decided and the mode stops there (its remoteness is then k + 1).
 * *listed reports whether a listed position was decided.
 */
static int64_t
CM_FN(layer) (CmSolver *s, int64_t k, bool *listed, CmPollFn poll,
			  void *poll_arg, bool *cancelled)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const bool	hole_listed = cm_cat_node_listed(s, hole);
	const bool	stop_at_start = (s->mode == CM_SOLVE_START);
	const int32_t RW = s->row_words;
	const int32_t RS = s->row_sum_words;
	const int	cur = s->cur;
	const int	nxt = cur ^ 1;
	const uint32_t r1 = (uint32_t) (k + 1);
	const int32_t *mrev_off = s->mrev_off;
	const int32_t *mrev_adj = s->mrev_adj;
	const int32_t *crev_off = s->crev_off;
	const int32_t *crev_adj = s->crev_adj;
	CM_T	   *s0 = s->state[CM_TURN_MOUSE];
	CM_T	   *s1 = s->state[CM_TURN_CAT];
	uint32_t   *rem0 = s->rem[CM_TURN_MOUSE];
	uint32_t   *rem1 = s->rem[CM_TURN_CAT];
	int64_t		decided = 0;
	uint64_t	work = 0;
	int32_t		row;

	/*
	 * Mouse to move, by mouse row m: (m, c) was reached by a cat move
	 * c' -> c, so it decides positions (m, c', cat to move): row m of s1.
	 */
	for (row = 0; row < n; row++)
	{
		const int32_t m = row;
		CM_T	   *prow = s1 + (size_t) m * n;
		uint32_t   *rrow = rem1 ? rem1 + (size_t) m * n : NULL;
		uint64_t   *fm = s->front[cur][CM_TURN_MOUSE][0] + (size_t) row * RW;
		uint64_t   *fc = s->front[cur][CM_TURN_MOUSE][1] + (size_t) row * RW;
		uint64_t   *sum = s->summary[cur][CM_TURN_MOUSE] + (size_t) row * RS;
		int32_t		sw;

		if (!s->rowflag[cur][CM_TURN_MOUSE][row])
			continue;
		s->rowflag[cur][CM_TURN_MOUSE][row] = 0;
		for (sw = 0; sw < RS; sw++)
		{
			uint64_t	words = sum[sw];

			sum[sw] = 0;
			while (words)
			{
				int32_t		w = sw * 64 + __builtin_ctzll(words);
				uint64_t	bm = fm[w];
				uint64_t	bc = fc[w];

				words &= words - 1;
				fm[w] = 0;
				fc[w] = 0;
				/* mouse wins at (m, c): the cat that moved there lost a move */
				while (bm)
				{
					int32_t		c = w * 64 + __builtin_ctzll(bm);
					int32_t		i;

					bm &= bm - 1;
					if (c == hole && !enter)
						continue;
					work += 1 + (uint64_t) (crev_off[c + 1] - crev_off[c]);
					for (i = crev_off[c]; i < crev_off[c + 1]; i++)
					{
						int32_t		cp = crev_adj[i];
						CM_T		v = prow[cp];

						if (v & CM_DECIDED)
							continue;
						if (--v != 0)
						{
							prow[cp] = v;
							continue;
						}
						prow[cp] = CM_TAG_MOUSE;
						if (rrow)
							rrow[cp] = r1;
						frontier_mark(s, nxt, CM_TURN_CAT, 0, cp, m);
						decided++;
						*listed |= (cp != hole || hole_listed);
					}
				}
				/* cat wins at (m, c): the cat moving there wins */
				while (bc)
				{
					int32_t		c = w * 64 + __builtin_ctzll(bc);
					int32_t		i;

					bc &= bc - 1;
					if (c == hole && !enter)
						continue;
					work += 1 + (uint64_t) (crev_off[c + 1] - crev_off[c]);
					for (i = crev_off[c]; i < crev_off[c + 1]; i++)
					{
						int32_t		cp = crev_adj[i];

						if (prow[cp] & CM_DECIDED)
							continue;
						prow[cp] = CM_TAG_CAT;
						if (rrow)
							rrow[cp] = r1;
						frontier_mark(s, nxt, CM_TURN_CAT, 1, cp, m);
						decided++;
						*listed |= (cp != hole || hole_listed);
					}
				}
			}
		}
		if (work >= CM_POLL_WORK)
		{
			work = 0;
			if (poll != NULL && poll(poll_arg))
			{
				*cancelled = true;
				return 0;
			}
		}
	}

	/*
	 * Cat to move, by cat row c: (m, c) was reached by a mouse move m' -> m,
	 * so it decides positions (m', c, mouse to move): row c of s0.
	 */
	for (row = 0; row < n; row++)
	{
		const int32_t c = row;
		CM_T	   *prow = s0 + (size_t) c * n;
		uint32_t   *rrow = rem0 ? rem0 + (size_t) c * n : NULL;
		uint64_t   *fm = s->front[cur][CM_TURN_CAT][0] + (size_t) row * RW;
		uint64_t   *fc = s->front[cur][CM_TURN_CAT][1] + (size_t) row * RW;
		uint64_t   *sum = s->summary[cur][CM_TURN_CAT] + (size_t) row * RS;
		const bool	row_listed = (c != hole || hole_listed);
		int32_t		sw;

		if (!s->rowflag[cur][CM_TURN_CAT][row])
			continue;
		s->rowflag[cur][CM_TURN_CAT][row] = 0;
		for (sw = 0; sw < RS; sw++)
		{
			uint64_t	words = sum[sw];

			sum[sw] = 0;
			while (words)
			{
				int32_t		w = sw * 64 + __builtin_ctzll(words);
				uint64_t	bm = fm[w];
				uint64_t	bc = fc[w];

				words &= words - 1;
				fm[w] = 0;
				fc[w] = 0;
				/* mouse wins at (m, c): the mouse moving there wins */
				while (bm)
				{
					int32_t		m = w * 64 + __builtin_ctzll(bm);
					int32_t		i;

					bm &= bm - 1;
					work += 1 + (uint64_t) (mrev_off[m + 1] - mrev_off[m]);
					for (i = mrev_off[m]; i < mrev_off[m + 1]; i++)
					{
						int32_t		mp = mrev_adj[i];

						if (prow[mp] & CM_DECIDED)
							continue;
						prow[mp] = CM_TAG_MOUSE;
						if (rrow)
							rrow[mp] = r1;
						frontier_mark(s, nxt, CM_TURN_MOUSE, 0, mp, c);
						decided++;
						*listed |= row_listed;
					}
				}
				/* cat wins at (m, c): the mouse that moved there lost a move */
				while (bc)
				{
					int32_t		m = w * 64 + __builtin_ctzll(bc);
					int32_t		i;

					bc &= bc - 1;
					work += 1 + (uint64_t) (mrev_off[m + 1] - mrev_off[m]);
					for (i = mrev_off[m]; i < mrev_off[m + 1]; i++)
					{
						int32_t		mp = mrev_adj[i];
						CM_T		v = prow[mp];

						if (v & CM_DECIDED)
							continue;
						if (--v != 0)
						{
							prow[mp] = v;
							continue;
						}
						prow[mp] = CM_TAG_CAT;
						if (rrow)
							rrow[mp] = r1;
						frontier_mark(s, nxt, CM_TURN_MOUSE, 1, mp, c);
						decided++;
						*listed |= row_listed;
					}
				}
			}
		}
		/* only this row holds the start position */
		if (stop_at_start && c == s->opt.cat_start &&
			(prow[s->opt.mouse_start] & CM_DECIDED))
			return -1;
		if (work >= CM_POLL_WORK)
		{
			work = 0;
			if (poll != NULL && poll(poll_arg))
			{
				*cancelled = true;
				return 0;
			}
		}
	}
	return decided;
}

#undef CM_T
#undef CM_SUFFIX
#undef CM_FN
#undef CM_CAT1
#undef CM_CAT2
#undef CM_DECIDED
#undef CM_TAG_MOUSE
#undef CM_TAG_CAT
