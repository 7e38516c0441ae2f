/*
 * checks.c
 *	  Counts and optimal play of a solve against the brute force (see
 *	  checks.h).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "checks.h"
#include "solver_internal.h"
#include "memo2n.h"

OracleState
expected_verdict(const OracleState *x, long long max_turns)
{
	OracleState v = *x;

	if (max_turns < 0)
		return v;
	if (x->outcome != 0 && x->remoteness <= max_turns)
		return v;
	v.outcome = 2;
	v.remoteness = -1;
	return v;
}

bool
check_counts(const CmSolver *s, const OracleGame *og, const OracleResult *res,
			 char *msg, size_t len)
{
	long long	limit = (s->mode == CM_SOLVE_ALL) ? (long long) s->opt.max_turns : -1;

	CmCounts	got;
	uint64_t	want[3] = {0, 0, 0};
	uint64_t	total = 0;
	int64_t		max_rem = -1;

	if (cm_count(s, &got, NULL, NULL) != CM_OK)
	{
		snprintf(msg, len, "cm_count failed");
		return false;
	}
	for (int m = 0; m < og->n; m++)
		for (int c = 0; c < og->n; c++)
		{
			/* the cat is on the hole only if it may enter it or starts there */
			if (c == og->hole && !og->cat_can_enter_hole && s->opt.cat_start != og->hole)
				continue;
			for (int t = 0; t < 2; t++)
			{
				OracleState x = expected_verdict(&res->st[m][c][t], limit);

				total++;
				want[x.outcome]++;
				if (x.remoteness > max_rem)
					max_rem = x.remoteness;
			}
		}
	if (got.positions == total && got.draws == want[0] &&
		got.mouse_wins == want[1] && got.cat_wins == want[2] &&
		got.max_remoteness == max_rem)
		return true;
	snprintf(msg, len, "counts %" PRIu64 "/%" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %" PRId64
			 ", brute force %" PRIu64 "/%" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %" PRId64,
			 got.positions, got.draws, got.mouse_wins, got.cat_wins, got.max_remoteness,
			 total, want[0], want[1], want[2], max_rem);
	return false;
}

typedef struct Played
{
	int			count;
	CmMove		move[2 * ORACLE_MAX_NODES * ORACLE_MAX_NODES + 4];
} Played;

static bool
collect_move(void *arg, const CmMove *mv)
{
	Played	   *pl = arg;

	if (pl->count >= (int) (sizeof(pl->move) / sizeof(pl->move[0])))
		return true;			/* longer than any game can be */
	pl->move[pl->count++] = *mv;
	return false;
}

bool
check_play(const CmSolver *s, const OracleGame *og, const OracleResult *res,
		   char *msg, size_t len)
{
	static Played pl;
	static uint8_t seen[ORACLE_MAX_NODES * ORACLE_MAX_NODES * 2 / 8 + 1];
	bool		visited[ORACLE_MAX_NODES][ORACLE_MAX_NODES][2];
	int			m = s->opt.mouse_start;
	int			c = s->opt.cat_start;
	int			t = 0;
	const OracleState *start = &res->st[m][c][0];
	bool		ok;
	bool		repeated = false;

	pl.count = 0;
	if (cm_play(s, seen, collect_move, &pl) != CM_OK)
	{
		snprintf(msg, len, "cm_play failed");
		return false;
	}
	memset(visited, 0, sizeof(visited));
	visited[m][c][0] = true;
	ok = pl.count >= 1 && pl.move[0].ply == 0 && pl.move[0].mouse == m &&
		pl.move[0].cat == c && pl.move[0].turn == -1;
	for (int i = 1; ok && i < pl.count; i++)
	{
		const CmMove *mv = &pl.move[i];
		int			best = res->st[m][c][t].best;

		ok = !repeated && mv->ply == i && mv->turn == t && best >= 0 &&
			mv->from == (t == 0 ? m : c) && mv->to == best;
		/* a legal move, by the brute force's own lists */
		ok = ok && (t == 0 ? og->mouse_adj[m][best]
					: og->cat_adj[c][best] &&
					(best != og->hole || og->cat_can_enter_hole));
		if (t == 0)
			m = best;
		else
			c = best;
		t = 1 - t;
		ok = ok && mv->mouse == m && mv->cat == c;
		repeated = visited[m][c][t];
		visited[m][c][t] = true;
	}
	if (ok && s->opt.max_turns >= 0 && pl.count - 1 == s->opt.max_turns &&
		(start->outcome == 0 || start->remoteness > s->opt.max_turns))
		ok = true;				/* stopped by the turn limit */
	else if (ok && start->outcome != 0)
		ok = !repeated && pl.count - 1 == start->remoteness && res->st[m][c][t].best < 0;
	else if (ok)
		ok = repeated;
	if (!ok)
		snprintf(msg, len, "optimal play from (%d,%d) wrong (%d plies; brute force %d/%d)",
				 s->opt.mouse_start, s->opt.cat_start, pl.count - 1,
				 start->outcome, start->remoteness);
	return ok;
}

bool
same_census_row(const CmCensusRow *a, const CmCensusRow *b)
{
	return a->positions == b->positions && a->draws == b->draws &&
		a->mouse_wins == b->mouse_wins && a->cat_wins == b->cat_wins &&
		a->max_remoteness == b->max_remoteness &&
		a->starts.starts == b->starts.starts && a->starts.draws == b->starts.draws &&
		a->starts.mouse_wins == b->starts.mouse_wins &&
		a->starts.cat_wins == b->starts.cat_wins &&
		a->starts.longest == b->starts.longest &&
		a->starts.longest_mouse == b->starts.longest_mouse &&
		a->starts.longest_cat == b->starts.longest_cat &&
		a->starts.wrong_2n == b->starts.wrong_2n;
}

bool
check_census(const CmGraph *mouse, const CmGraph *cat, OracleGame *og, bool enter,
			 bool memo, const CmCensusRow *fast, CmCensusRow *full, long *starts,
			 char *msg, size_t len)
{
	static Memo2n search;
	int			n = mouse->nodes;
	size_t		need;
	void	   *work;
	bool		ok = true;
	CmError		e;

	cm_test_no_small = 1;
	need = cm_solver_bytes(mouse, cat, CM_SOLVE_ALL);
	work = malloc(need);
	og->cat_can_enter_hole = enter;
	for (int h = 0; h < n && ok; h++)
	{
		CmSolver	s;
		CmOptions	o;
		CmCounts	all;
		uint64_t	wrong = 0;

		o.hole = h;
		o.mouse_start = o.cat_start = (h + 1) % n;
		o.cat_can_enter_hole = enter;
		o.max_turns = -1;
		if (cm_solver_init(&s, mouse, cat, &o, CM_SOLVE_ALL, work, need, &e) != CM_OK ||
			cm_solve(&s, NULL, NULL) != CM_OK || cm_count(&s, &all, NULL, NULL) != CM_OK)
		{
			snprintf(msg, len, "hole %d: the full game failed", h);
			ok = false;
			break;
		}
		full[h].positions = all.positions;
		full[h].draws = all.draws;
		full[h].mouse_wins = all.mouse_wins;
		full[h].cat_wins = all.cat_wins;
		full[h].max_remoteness = all.max_remoteness;
		cm_count_starts(&s, &full[h].starts);
		if (!same_census_row(&fast[h], &full[h]))
		{
			snprintf(msg, len, "hole %d: one pass %" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %"
					 PRId64 " starts %" PRIu64 "/%" PRIu64 " longest %" PRId64 " (%d,%d) wrong %"
					 PRIu64 "; the full game %" PRIu64 "/%" PRIu64 "/%" PRIu64 " max %" PRId64
					 " starts %" PRIu64 "/%" PRIu64 " longest %" PRId64 " (%d,%d) wrong %" PRIu64,
					 h, fast[h].draws, fast[h].mouse_wins, fast[h].cat_wins,
					 fast[h].max_remoteness, fast[h].starts.mouse_wins, fast[h].starts.cat_wins,
					 fast[h].starts.longest, fast[h].starts.longest_mouse,
					 fast[h].starts.longest_cat, fast[h].starts.wrong_2n, full[h].draws,
					 full[h].mouse_wins, full[h].cat_wins, full[h].max_remoteness,
					 full[h].starts.mouse_wins, full[h].starts.cat_wins, full[h].starts.longest,
					 full[h].starts.longest_mouse, full[h].starts.longest_cat,
					 full[h].starts.wrong_2n);
			ok = false;
			break;
		}
		if (!memo)
			continue;
		og->hole = h;
		memo2n_init(&search, og);
		for (int m = 0; m < n && ok; m++)
			for (int c = 0; c < n && ok; c++)
			{
				int			outcome,
							got;
				int64_t		r;

				if (m == c || m == h || c == h)
					continue;
				outcome = cm_outcome(&s, m, c, CM_TURN_MOUSE);
				r = cm_remoteness(&s, m, c, CM_TURN_MOUSE);
				got = memo2n_outcome(&search, m, c);
				(*starts)++;
				if (got != ((outcome != CM_DRAW && r < 2 * n) ? outcome : CM_DRAW))
				{
					snprintf(msg, len, "hole %d, mouse %d, cat %d: the 2n search says %d, the "
							 "full game %d in %" PRId64 " plies", h, m, c, got, outcome, r);
					ok = false;
				}
				wrong += (got != outcome);
			}
		if (ok && wrong != fast[h].starts.wrong_2n)
		{
			snprintf(msg, len, "hole %d: the 2n search is wrong on %" PRIu64
					 " starts, the census says %" PRIu64, h, wrong, fast[h].starts.wrong_2n);
			ok = false;
		}
	}
	cm_test_no_small = 0;
	free(work);
	return ok;
}

int
grid_svg_labels(const char *svg, GridLabel *out, int max)
{
	int			count = 0;

	for (const char *p = strstr(svg, "<text x=\""); p != NULL; p = strstr(p + 1, "<text x=\""))
	{
		GridLabel	l;
		int			end = 0;

		if (sscanf(p, "<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"#%*6[0-9a-f]\" "
				   "stroke=\"white\" stroke-width=\"2\" paint-order=\"stroke\">%d</text>%n",
				   &l.x, &l.y, &l.ply, &end) != 3 || end == 0)
			continue;
		l.digits = l.ply >= 100 ? 3 : l.ply >= 10 ? 2 : 1;
		if (count < max)
			out[count] = l;
		count++;
	}
	return count;
}

bool
check_grid_svg_labels(const char *svg, char *msg, size_t len)
{
	GridLabel	labels[256];
	int			count = grid_svg_labels(svg, labels, 256);

	if (count > 256)
		count = 256;
	for (int i = 0; i < count; i++)
		for (int j = 0; j < count; j++)
			if (i != j && labels[i].y == labels[j].y && labels[i].x <= labels[j].x &&
				labels[i].x + 6 * labels[i].digits > labels[j].x)
			{
				snprintf(msg, len, "ply numbers %d and %d overlap at (%d, %d) and (%d, %d)",
						 labels[i].ply, labels[j].ply, labels[i].x, labels[i].y,
						 labels[j].x, labels[j].y);
				return false;
			}
	return true;
}
