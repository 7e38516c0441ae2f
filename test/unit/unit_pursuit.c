/*
 * unit_pursuit.c
 *	  Server-free tests of the many-cats solver (src/core/pursuit.c) against the
 *	  independent brute force of test/oracle/pursuit_oracle.c (value iteration over
 *	  joint moves, no code shared): on seeded random graphs (directed or
 *	  not, loops, isolated nodes, several components) for 1, 2 and 3 cats,
 *	  with and without staying, every position's capture time with the cats
 *	  and with the mouse to move, the result (whether the cats win, the
 *	  capture time, the best placement, the mouse's reply, the number of
 *	  positions), and the optimal game: it starts from that placement, the
 *	  cats catch the mouse after exactly the capture time in turns, every
 *	  move is legal and every ply keeps to the oracle's values.  One cat's
 *	  fastest route (pursuit.h: lanes, the theorem) is held to its one-word
 *	  and its general rounds too: result, rounds and every position's time.
 */
#include <stdlib.h>
#include <string.h>

#include "pursuit.h"
#include "gen.h"
#include "pursuit_compare.h"
#include "pursuit_oracle.h"
#include "unit.h"

#define PMAX 8

typedef struct PGraph
{
	int			n;
	unsigned char adj[PMAX * PMAX];
	int32_t		off[PMAX + 1];
	int32_t		lst[PMAX * PMAX];
	CmGraph		g;
} PGraph;

static void
pgraph_random(PGraph *pg, int n)
{
	bool		undirected = rng_chance(0.5);
	int			density = 10 + rng_below(60);
	int			u,
				v,
				e = 0;

	pg->n = n;
	memset(pg->adj, 0, sizeof(pg->adj));
	for (u = 0; u < n; u++)
		for (v = undirected ? u : 0; v < n; v++)
		{
			if (u == v && !rng_chance(0.15))
				continue;
			if (rng_below(100) < density)
			{
				pg->adj[u * n + v] = 1;
				if (undirected)
					pg->adj[v * n + u] = 1;
			}
		}
	for (u = 0; u < n; u++)
	{
		pg->off[u] = e;
		/* the core takes neighbours in any order: give them shuffled */
		for (v = 0; v < n; v++)
			if (pg->adj[u * n + v])
				pg->lst[e++] = v;
		for (v = pg->off[u]; v < e; v++)
		{
			int			w = pg->off[u] + rng_below(e - pg->off[u]);
			int32_t		tmp = pg->lst[v];

			pg->lst[v] = pg->lst[w];
			pg->lst[w] = tmp;
		}
	}
	pg->off[n] = e;
	pg->g.nodes = n;
	pg->g.off = pg->off;
	pg->g.adj = pg->lst;
}

typedef struct PlayCheck
{
	const CmPursuit *p;
	const PGraph *pg;
	int32_t		mouse;
	int32_t		cats[CM_PURSUIT_MAX_CATS];
	int32_t		plies;
	int32_t		cat_turns;
	int			last_mover;
	bool		ok;
	bool		caught;
	char		why[120];
} PlayCheck;

static bool
legal(const PGraph *pg, bool may_stay, int32_t from, int32_t to)
{
	return (may_stay && from == to) || pg->adj[from * pg->n + to];
}

static bool
on_cat(const PlayCheck *pc, int32_t m, const int32_t *cats)
{
	for (int i = 0; i < pc->p->k; i++)
		if (cats[i] == m)
			return true;
	return false;
}

static bool
play_ply(void *arg, int32_t ply, int mover, int32_t mouse, const int32_t *cats)
{
	PlayCheck  *pc = arg;
	const CmPursuit *p = pc->p;
	int			k = p->k;

	if (!pc->ok)
		return true;
	if (ply != pc->plies)
		snprintf(pc->why, sizeof(pc->why), "ply %d after %d", ply, pc->plies);
	else if (ply == 0 && (mover != CM_PURSUIT_START || mouse != p->mouse_start ||
						  memcmp(cats, p->cat_starts, sizeof(int32_t) * k) != 0))
		snprintf(pc->why, sizeof(pc->why), "ply 0 is not the best placement and reply");
	else if (ply > 0 && mover == pc->last_mover)
		snprintf(pc->why, sizeof(pc->why), "ply %d: the same mover twice", ply);
	else if (mover == CM_PURSUIT_CATS)
	{
		for (int i = 0; i < k; i++)
			if (!legal(pc->pg, p->may_stay, pc->cats[i], cats[i]))
				snprintf(pc->why, sizeof(pc->why), "ply %d: cat %d %d -> %d illegal",
						 ply, i, pc->cats[i], cats[i]);
		pc->cat_turns++;
	}
	else if (mover == CM_PURSUIT_MOUSE)
	{
		if (!legal(pc->pg, p->may_stay, pc->mouse, mouse) ||
			memcmp(cats, pc->cats, sizeof(int32_t) * k) != 0)
			snprintf(pc->why, sizeof(pc->why), "ply %d: mouse %d -> %d illegal", ply,
					 pc->mouse, mouse);
	}
	pc->ok = pc->why[0] == '\0';
	pc->plies = ply + 1;
	pc->last_mover = mover;
	pc->mouse = mouse;
	memcpy(pc->cats, cats, sizeof(int32_t) * k);
	pc->caught = on_cat(pc, mouse, cats);
	return !pc->ok;
}

static long
check_graph(const PGraph *pg, int k, bool may_stay, long *positions_checked)
{
	size_t		bytes;
	CmError		err;
	CmPursuit	all,
				res;
	void	   *w1,
			   *w2;
	PoSolved   *o = po_solve(pg->n, pg->adj, k, may_stay);
	PoResult	want;
	long		bad = 0;
	int32_t		c[CM_PURSUIT_MAX_CATS] = {0};
	int			cats_int[PO_MAX_CATS];

	CHECK(o != NULL, "oracle failed n=%d k=%d", pg->n, k);
	if (o == NULL)
		return 1;
	po_result(o, &want);
	bytes = cm_pursuit_bytes(&pg->g, k, CM_PURSUIT_ALL, &err);
	w1 = malloc(bytes);
	CHECK(cm_pursuit_init(&all, &pg->g, k, may_stay, CM_PURSUIT_ALL, w1, bytes, &err) == CM_OK,
		  "init");
	CHECK(cm_pursuit_solve(&all, NULL, NULL) == CM_OK, "solve");
	bytes = cm_pursuit_bytes(&pg->g, k, CM_PURSUIT_RESULT, &err);
	w2 = malloc(bytes);
	cm_pursuit_init(&res, &pg->g, k, may_stay, CM_PURSUIT_RESULT, w2, bytes, &err);
	cm_pursuit_solve(&res, NULL, NULL);

	/* every position */
	do
	{
		for (int32_t m = 0; m < pg->n; m++)
		{
			int			ot,
						om;

			for (int i = 0; i < k; i++)
				cats_int[i] = c[i];
			ot = po_time_cats_to_move(o, m, cats_int);
			om = po_time_mouse_to_move(o, m, cats_int);
			if (cm_pursuit_time(&all, m, c) != ot || cm_pursuit_mouse_time(&all, m, c) != om)
			{
				bad++;
				CHECK(false, "n=%d k=%d stay=%d mouse %d cats %d,%d,%d: time %d/%d, oracle %d/%d",
					  pg->n, k, may_stay, m, c[0], k > 1 ? c[1] : -1, k > 2 ? c[2] : -1,
					  cm_pursuit_time(&all, m, c), cm_pursuit_mouse_time(&all, m, c), ot, om);
			}
			(*positions_checked) += 2;
		}
	} while (pursuit_next_cats(c, k, pg->n));

	/* the result, from both modes */
	for (int mode = 0; mode < 2; mode++)
	{
		const CmPursuit *p = mode ? &res : &all;
		bool		same = pursuit_result_equal(p, &want);

		if (!same)
			bad++;
		CHECK(same, "n=%d k=%d stay=%d mode %d: win %d time %d reply %d starts %d,%d; "
			  "oracle %d %d %d %d,%d", pg->n, k, may_stay, mode, p->cats_win,
			  p->capture_time, p->mouse_start, p->cat_starts[0], k > 1 ? p->cat_starts[1] : -1,
			  want.cats_win, want.capture_time, want.mouse_start, want.cat_starts[0],
			  k > 1 ? want.cat_starts[1] : -1);
	}

	/* one cat: its three routes (pursuit.h) agree, both modes */
	if (k == 1)
		for (int mode = 0; mode < 2; mode++)
		{
			const CmPursuit *p = mode ? &res : &all;
			void	   *w = malloc(cm_pursuit_bytes(&pg->g, k, p->mode, &err));
			bool		same = pursuit_routes_equal(p, w);

			if (!same)
				bad++;
			CHECK(same, "n=%d stay=%d mode %d: one cat's routes differ",
				  pg->n, may_stay, mode);
			free(w);
		}

	/* the optimal game */
	{
		PlayCheck	pc;

		memset(&pc, 0, sizeof(pc));
		pc.p = &all;
		pc.pg = pg;
		pc.ok = true;
		pc.last_mover = -1;
		CHECK(cm_pursuit_play(&all, play_ply, &pc, NULL, NULL) == CM_OK, "play");
		if (want.cats_win && !pc.caught && pc.last_mover == CM_PURSUIT_CATS)
		{
			/* a mouse without a move is caught where it stands */
			bool		stuck = true;

			for (int32_t v = 0; v < pg->n; v++)
				stuck = stuck && !legal(pg, may_stay, pc.mouse, v);
			pc.caught = stuck;
		}
		if (want.cats_win)
		{
			bool		good = pc.ok && pc.caught && pc.cat_turns == want.capture_time;

			if (!good)
				bad++;
			CHECK(good, "n=%d k=%d stay=%d play: %s; caught %d after %d cat turns, capture time %d",
				  pg->n, k, may_stay, pc.why, pc.caught, pc.cat_turns, want.capture_time);
		}
		else
			CHECK(pc.plies == 0, "a game written though the cats lose");
	}
	po_free(o);
	free(w1);
	free(w2);
	return bad;
}

void
test_pursuit_random(char *detail, size_t len, int graphs, uint64_t base_seed)
{
	long		positions = 0,
				bad = 0,
				wins = 0,
				solves = 0;

	for (int i = 0; i < graphs; i++)
	{
		PGraph		pg;
		int			k = 1 + i % 3;
		int			n;
		bool		may_stay;

		rng_state = base_seed * 7919 + (uint64_t) i;
		n = 1 + rng_below(k == 3 ? 6 : 8);
		pgraph_random(&pg, n);
		may_stay = rng_chance(0.7);
		bad += check_graph(&pg, k, may_stay, &positions);
		solves++;
		{
			PoResult	r;

			po_pursuit(pg.n, pg.adj, k, may_stay, &r);
			wins += r.cats_win;
		}
	}
	snprintf(detail, len, "%ld solves (%ld won by the cats), %ld positions, %ld wrong; "
			 "one cat's three routes agree",
			 solves, wins, positions, bad);
}

/*
 * One cat on 9 to 64 nodes, past the brute force: the solver's fastest
 * route (the 16-bit lanes up to 16 nodes, the one-word rounds up to 64,
 * and the dismantling theorem for a lost pursuit) against its one-word and
 * its general rounds, in both modes.  The graphs: random trees with extra edges (dismantlable or
 * nearly), random graphs of any density, digraphs; staying or not.
 */
void
test_pursuit_one_cat_large(char *detail, size_t len, int graphs, uint64_t base_seed)
{
	enum
	{
		LMAX = 64
	};
	static unsigned char adj[LMAX * LMAX];
	int32_t		off[LMAX + 1];
	int32_t		lst[LMAX * LMAX];
	long		bad = 0,
				wins = 0,
				by_theorem = 0;

	for (int i = 0; i < graphs; i++)
	{
		int			n = 9 + (i % 3 == 0 ? rng_below(8) : rng_below(56));
		int			shape;
		bool		may_stay;
		int			e = 0;
		CmGraph		g;

		rng_state = base_seed * 104729 + (uint64_t) i;
		shape = rng_below(3);
		may_stay = rng_chance(0.8);
		memset(adj, 0, sizeof(adj));
		if (shape == 0)
		{
			/* a tree, then a few chords */
			int			chords = rng_below(4);

			for (int v = 1; v < n; v++)
			{
				int			u = rng_below(v);

				adj[u * n + v] = adj[v * n + u] = 1;
			}
			for (int c = 0; c < chords; c++)
			{
				int			u = rng_below(n),
							v = rng_below(n);

				adj[u * n + v] = adj[v * n + u] = 1;
			}
		}
		else
		{
			bool		undirected = shape == 1;
			int			density = 2 + rng_below(60);

			for (int u = 0; u < n; u++)
				for (int v = undirected ? u : 0; v < n; v++)
					if ((u != v || rng_chance(0.1)) && rng_below(100) < density)
					{
						adj[u * n + v] = 1;
						if (undirected)
							adj[v * n + u] = 1;
					}
		}
		for (int u = 0; u < n; u++)
		{
			off[u] = e;
			for (int v = 0; v < n; v++)
				if (adj[u * n + v])
					lst[e++] = v;
		}
		off[n] = e;
		g.nodes = n;
		g.off = off;
		g.adj = lst;
		for (int mode = 0; mode < 2; mode++)
		{
			CmPursuit	p;
			CmError		err;
			CmPursuitMode m = mode ? CM_PURSUIT_ALL : CM_PURSUIT_RESULT;
			size_t		bytes = cm_pursuit_bytes(&g, 1, m, &err);
			void	   *w1 = malloc(bytes),
					   *w2 = malloc(bytes);
			bool		same;

			CHECK(cm_pursuit_init(&p, &g, 1, may_stay, m, w1, bytes, &err) == CM_OK &&
				  cm_pursuit_solve(&p, NULL, NULL) == CM_OK, "solve n=%d", n);
			same = pursuit_routes_equal(&p, w2);
			if (!same)
				bad++;
			CHECK(same, "n=%d shape %d stay=%d mode %d: one cat's routes differ (win %d, time %d)",
				  n, shape, may_stay, mode, p.cats_win, p.capture_time);
			if (mode == 0)
			{
				wins += p.cats_win;
				by_theorem += !p.cats_win && p.rounds == 0 && n > 1;
			}
			free(w1);
			free(w2);
		}
	}
	snprintf(detail, len, "%d graphs of 9 to 64 nodes (%ld won by the cat, %ld lost by the "
			 "dismantling theorem), %ld differ", graphs, wins, by_theorem, bad);
}
