/*-------------------------------------------------------------------------
 *
 * solver_layers.h
 *	  The solver's inner loops, instantiated once per position size by
 *	  solver.c.  Include-only: not a header of declarations (it has no
 *	  include guard and defines static functions); only solver.c includes
 *	  it, three times, defining before each inclusion:
 *
 *		CM_SUFFIX		name suffix of the instance
 *		CM_ROW_T		element type of a row of positions
 *		CM_GET(r, x)	the value of position x of row r
 *		CM_SET(r, x, v)	set it
 *		CM_DECIDED(v), CM_IS_CAT(v), CM_TAG_MOUSE, CM_TAG_CAT
 *
 * A position's value, while undecided, is the number of the mover's moves
 * not yet known to lose (at least 1); decided, a tag for the winner.
 * Rows are state_row_bytes() apart.
 *
 *-------------------------------------------------------------------------
 */

#define CM_CAT2(a, b) a##_##b
#define CM_CAT1(a, b) CM_CAT2(a, b)
#define CM_FN(name) CM_CAT1(name, CM_SUFFIX)

/* Outcome of a position value. */
static inline int
CM_FN(value_outcome) (unsigned v)
{
	if (!CM_DECIDED(v))
		return CM_DRAW;
	return CM_IS_CAT(v) ? CM_CAT : CM_MOUSE;
}

/* Row r of a turn's positions. */
static inline CM_ROW_T *
CM_FN(state_row) (const CmSolver *s, int turn, int32_t r)
{
	return (CM_ROW_T *) ((char *) s->state[turn] + (size_t) r * s->row_bytes);
}

/* Outcome of position (row, col) of a turn. */
static int
CM_FN(outcome_at) (const CmSolver *s, int turn, int32_t row, int32_t col)
{
	const CM_ROW_T *r = CM_FN(state_row) (s, turn, row);

	return CM_FN(value_outcome) (CM_GET(r, col));
}

/*
 * Fill every position with its mover's move count, then decide the layer 0
 * positions (endings, and movers without moves) into the current frontier.
 */
static bool
CM_FN(seed) (CmSolver *s, CmPollFn poll, void *poll_arg)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	uint64_t	work = 0;
	CM_ROW_T   *s0 = CM_FN(state_row) (s, CM_TURN_MOUSE, 0);
	CM_ROW_T   *s1 = CM_FN(state_row) (s, CM_TURN_CAT, 0);
	int32_t		i;

	/* rows: a mouse-to-move row (fixed cat) runs over the mouse's nodes */
	memset(s0, 0, s->row_bytes);
	memset(s1, 0, s->row_bytes);
	for (i = 0; i < n; i++)
	{
		CM_SET(s0, i, (s->mdeg[i] > 0) ? (unsigned) s->mdeg[i] : CM_TAG_CAT);
		CM_SET(s1, i, (s->cdeg[i] > 0) ? (unsigned) s->cdeg[i] : CM_TAG_MOUSE);
	}
	for (i = 1; i < n; i++)
	{
		memcpy(CM_FN(state_row) (s, CM_TURN_MOUSE, i), s0, s->row_bytes);
		memcpy(CM_FN(state_row) (s, CM_TURN_CAT, i), s1, s->row_bytes);
		work += s->row_bytes / 8;
		if (poll_due(&work, poll, poll_arg))
			return false;
	}

	/* endings override, in the rules' order */
	for (i = 0; i < n; i++)
	{
		CM_ROW_T   *r0 = CM_FN(state_row) (s, CM_TURN_MOUSE, i);	/* cat on i */
		CM_ROW_T   *r1 = CM_FN(state_row) (s, CM_TURN_CAT, i);	/* mouse on i */

		if (i != hole)
		{
			CM_SET(r0, hole, CM_TAG_MOUSE); /* (hole, i, mouse) */
			CM_SET(CM_FN(state_row) (s, CM_TURN_CAT, hole), i, CM_TAG_MOUSE);	/* (hole, i, cat) */
			if (enter)
			{
				CM_SET(CM_FN(state_row) (s, CM_TURN_MOUSE, hole), i, CM_TAG_CAT); /* (i, hole, mouse) */
				CM_SET(r1, hole, CM_TAG_CAT);	/* (i, hole, cat) */
			}
		}
		CM_SET(r0, i, CM_TAG_CAT);
		CM_SET(r1, i, CM_TAG_CAT);
	}

	/* CM_SOLVE_ALL: the outcome of everything decided, remoteness 0 */
	if (s->rem[0] != NULL)
	{
		int			t;

		for (t = 0; t < 2; t++)
			for (i = 0; i < n; i++)
			{
				const CM_ROW_T *r = CM_FN(state_row) (s, t, i);
				uint32_t   *rem = s->rem[t] + (size_t) i * n;
				int32_t		x;

				for (x = 0; x < n; x++)
					rem[x] = (uint32_t) CM_FN(value_outcome) (CM_GET(r, x)) << CM_REM_BITS;
				work += (uint64_t) n;
				if (poll_due(&work, poll, poll_arg))
					return false;
			}
	}

	/* layer 0: everything decided so far (counts are for density only) */
	s->front_count[CM_TURN_MOUSE] = s->front_count[CM_TURN_CAT] = 2 * n;
	for (i = 0; i < n; i++)
	{
		int32_t		j;

		if (s->mdeg[i] == 0)
		{
			/* the mouse on i is stuck: (i, j, mouse) for every cat j */
			for (j = 0; j < n; j++)
				frontier_mark(s, 0, CM_TURN_MOUSE,
							  CM_FN(outcome_at) (s, CM_TURN_MOUSE, j, i) == CM_CAT,
							  i, j);
		}
		if (s->cdeg[i] == 0)
		{
			/* the cat on i is stuck: (j, i, cat) for every mouse j */
			for (j = 0; j < n; j++)
				frontier_mark(s, 0, CM_TURN_CAT,
							  CM_FN(outcome_at) (s, CM_TURN_CAT, j, i) == CM_CAT,
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
	return true;
}

/*
 * A child position that is a win for this position's mover: the position,
 * if still undecided, is a win too.  Returns 1 when it was just decided.
 */
static inline uint64_t
CM_FN(child_wins) (CM_ROW_T *prow, uint32_t *rrow, int32_t x, uint32_t rtag,
				   unsigned tag)
{
	if (CM_DECIDED(CM_GET(prow, x)))
		return 0;
	CM_SET(prow, x, tag);
	if (rrow)
		rrow[x] = rtag;
	return 1;
}

/*
 * A child position that is a loss for this position's mover: one move
 * fewer left; with none left the position is lost.  Returns 1 when it was
 * just decided.
 */
static inline uint64_t
CM_FN(child_loses) (CM_ROW_T *prow, uint32_t *rrow, int32_t x, uint32_t rtag,
					unsigned tag)
{
	unsigned	v = CM_GET(prow, x);

	if (CM_DECIDED(v))
		return 0;
	if (--v != 0)
	{
		CM_SET(prow, x, v);
		return 0;
	}
	CM_SET(prow, x, tag);
	if (rrow)
		rrow[x] = rtag;
	return 1;
}

/*
 * Process one turn of the current layer (remoteness k).  Each frontier row
 * r holds positions that decide into state row r of the other turn:
 *
 *	turn 0 (mouse to move), row m: (m, c) was reached by a cat move c' -> c,
 *	  so it decides (m, c', cat to move), in row m of the cat-to-move states;
 *	turn 1 (cat to move), row c: (m, c) was reached by a mouse move m' -> m,
 *	  so it decides (m', c, mouse to move), in row c of the mouse-to-move
 *	  states.
 *
 * `rev` is the reverse graph of the player who moved (cat for turn 0).
 * Returns the number of positions decided into the next layer, or -1 when
 * the start position was decided and the mode stops there.
 */
static int64_t
CM_FN(layer_turn) (CmSolver *s, int turn, int64_t k, uint64_t *any_listed,
				   CmPollFn poll, void *poll_arg, bool *cancelled)
{
	const int32_t n = s->n;
	const int32_t hole = s->opt.hole;
	const bool	enter = s->opt.cat_can_enter_hole;
	const bool	hole_listed = cm_cat_node_listed(s, hole);
	const bool	stop_at_start = (s->mode == CM_SOLVE_START && turn == CM_TURN_CAT);
	const Frontier in = frontier(s, s->cur, turn);
	const Frontier out = frontier(s, s->cur ^ 1, 1 - turn);
	const int32_t *rev_off = (turn == CM_TURN_MOUSE) ? s->crev_off : s->mrev_off;
	const int32_t *rev_adj = (turn == CM_TURN_MOUSE) ? s->crev_adj : s->mrev_adj;
	uint32_t   *rems = s->rem[1 - turn];
	const uint32_t r1 = (uint32_t) (k + 1);
	const int32_t RW = s->row_words;
	const int32_t RS = s->sum_words;
	/*
	 * A dense layer touches every line of most state rows several times:
	 * stream each row in first.  About 4 moves per position and 64 bytes to
	 * a line: dense when a row's touches are 4 times its lines (random
	 * graphs at their peak are far above; grids, whose touches cluster,
	 * stay below).
	 */
	const bool	dense = (uint64_t) s->front_count[turn] * 4 * 64 >=
		(uint64_t) n * s->row_bytes * 4;
	int64_t		decided = 0;
	uint64_t	work = 0;
	int32_t		tr;

	for (tr = 0; tr < s->tile_rows; tr++)
	{
		uint64_t   *sum = in.summary + (size_t) tr * RS;
		int32_t		row;
		int32_t		sw;

		if (!in.tileflag[tr])
			continue;
		in.tileflag[tr] = 0;

		for (row = tr * 8; row < tr * 8 + 8 && row < n; row++)
		{
			CM_ROW_T   *prow = CM_FN(state_row) (s, 1 - turn, row);
			uint32_t   *rrow = rems ? rems + (size_t) row * n : NULL;
			const bool	row_listed = (turn == CM_TURN_MOUSE) || row != hole || hole_listed;

			if (dense)
				touch_row(prow, s->row_bytes);

			for (sw = 0; sw < RS; sw++)
			{
				uint64_t	tiles = sum[sw];

				while (tiles)
				{
					int32_t		tc = sw * 64 + cm_ctz64(tiles);
					size_t		wi = ((size_t) tr * RW + tc) * 8 + (row & 7);
					int			winner;

					tiles &= tiles - 1;
					for (winner = 0; winner < 2; winner++)
					{
						uint64_t	b = in.bits[winner][wi];
						/* does the child's winner move in the parent? */
						const bool	mover_wins = (winner == 1 - turn);
						const unsigned tag = winner ? CM_TAG_CAT : CM_TAG_MOUSE;
						/* remoteness with the outcome in its top bits */
						const uint32_t rtag = r1 | ((uint32_t) (winner ? CM_CAT : CM_MOUSE) << CM_REM_BITS);

						if (b == 0)
							continue;
						in.bits[winner][wi] = 0;
						while (b)
						{
							int32_t		x = tc * 64 + cm_ctz64(b);
							int32_t		i;

							b &= b - 1;
							/* no cat moves into a hole it may not enter */
							if (turn == CM_TURN_MOUSE && x == hole && !enter)
								continue;
							work += 1 + (uint64_t) (rev_off[x + 1] - rev_off[x]);
							for (i = rev_off[x]; i < rev_off[x + 1]; i++)
							{
								int32_t		p = rev_adj[i];
								uint64_t	nw = mover_wins
									? CM_FN(child_wins) (prow, rrow, p, rtag, tag)
									: CM_FN(child_loses) (prow, rrow, p, rtag, tag);

								if (nw)
								{
									/* (row, p) as the next frontier holds it */
									mark(&out, winner, p, row);
									decided++;
									*any_listed |= (turn == CM_TURN_MOUSE)
										? (uint64_t) (p != hole || hole_listed)
										: (uint64_t) row_listed;
								}
							}
						}
					}
				}
			}
			/* only row cat_start of the mouse-to-move states holds the start */
			if (stop_at_start && row == s->opt.cat_start &&
				CM_DECIDED(CM_GET(prow, s->opt.mouse_start)))
				return -1;
		}
		for (sw = 0; sw < RS; sw++)
			sum[sw] = 0;

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

/*
 * Process the current layer (remoteness k) into the next.  Returns the
 * number of positions decided, or -1 when the start position was decided
 * and the mode stops there (its remoteness is then k + 1).  *listed reports
 * whether a listed position was decided.
 */
static int64_t
CM_FN(layer) (CmSolver *s, int64_t k, bool *listed, CmPollFn poll,
			  void *poll_arg, bool *cancelled)
{
	uint64_t	any_listed = 0;
	int64_t		d0;
	int64_t		d1;

	d0 = CM_FN(layer_turn) (s, CM_TURN_MOUSE, k, &any_listed, poll, poll_arg,
							cancelled);
	if (*cancelled)
		return 0;
	d1 = CM_FN(layer_turn) (s, CM_TURN_CAT, k, &any_listed, poll, poll_arg,
							cancelled);
	*listed = (any_listed != 0) || d1 < 0;
	if (d1 < 0)
		return -1;
	/* turn 0's positions decide cat-to-move positions, and back */
	s->front_count[CM_TURN_CAT] = d0;
	s->front_count[CM_TURN_MOUSE] = d1;
	return d0 + d1;
}

#undef CM_SUFFIX
#undef CM_ROW_T
#undef CM_GET
#undef CM_SET
#undef CM_DECIDED
#undef CM_IS_CAT
#undef CM_TAG_MOUSE
#undef CM_TAG_CAT
#undef CM_FN
#undef CM_CAT1
#undef CM_CAT2
