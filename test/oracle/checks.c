/*
 * checks.c
 *	  Counts and optimal play of a solve against the brute force (see
 *	  checks.h).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "checks.h"

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
