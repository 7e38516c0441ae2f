/*-------------------------------------------------------------------------
 *
 * render.c
 *	  DOT pictures of graphs, text boards and SVG pictures of grids (see
 *	  render.h).  Plain C, no PostgreSQL headers, no malloc, no I/O.
 *
 *-------------------------------------------------------------------------
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "render.h"

/* Write a formatted piece (short pieces only: one line of output). */
#if defined(__GNUC__) || defined(__clang__)
static void put(CmWriteFn write, void *arg, const char *fmt,...)
			__attribute__((format(printf, 3, 4)));
#endif

static void
put(CmWriteFn write, void *arg, const char *fmt,...)
{
	char		buf[512];
	va_list		ap;
	int			len;

	va_start(ap, fmt);
	len = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t) len >= sizeof(buf))
		len = (int) sizeof(buf) - 1;
	write(arg, buf, (size_t) len);
}

/* Whether u -> v is a move of g (a scan of u's row). */
static bool
has_arc(const CmGraph *g, int32_t u, int32_t v)
{
	int32_t		k;

	for (k = g->off[u]; k < g->off[u + 1]; k++)
		if (g->adj[k] == v)
			return true;
	return false;
}

static const char *
outcome_colour(int o)
{
	return o == CM_MOUSE ? CM_COLOUR_MOUSE : o == CM_CAT ? CM_COLOUR_CAT : CM_COLOUR_DRAW;
}

static const char *
outcome_words(int o)
{
	return o == CM_MOUSE ? "the mouse wins" : o == CM_CAT ? "the cat wins" : "a draw";
}

/* ---- DOT ---- */

typedef struct DotPlay
{
	CmWriteFn	write;
	void	   *arg;
} DotPlay;

/* One ply of the optimal game as a numbered arrow. */
static bool
dot_ply(void *arg, const CmMove *mv)
{
	DotPlay    *dp = arg;
	const char *colour = (mv->turn == CM_TURN_MOUSE) ? CM_COLOUR_MOUSE_PATH : CM_COLOUR_CAT_PATH;

	if (mv->ply == 0)
		return false;			/* the start */
	put(dp->write, dp->arg,
		"  n%d -> n%d [color=\"%s\", fontcolor=\"%s\", label=\"%lld\", penwidth=2, "
		"constraint=false, dir=forward];\n",
		mv->from, mv->to, colour, colour, (long long) mv->ply);
	return false;
}

/* The edges of g (or, with other, the moves of g that other lacks). */
static void
dot_edges(const CmGraph *g, const CmGraph *other, const char *attrs,
		  CmWriteFn write, void *arg)
{
	int32_t		u;

	for (u = 0; u < g->nodes; u++)
	{
		int32_t		k;

		for (k = g->off[u]; k < g->off[u + 1]; k++)
		{
			int32_t		v = g->adj[k];
			bool		back;

			if (other != NULL && has_arc(other, u, v))
				continue;
			back = (v != u) && has_arc(g, v, u) &&
				(other == NULL || !has_arc(other, v, u));
			if (back && v < u)
				continue;		/* the pair is drawn from its smaller node */
			put(write, arg, "  n%d -> n%d [%s%s];\n", u, v,
				back || v == u ? "dir=none" : "dir=forward", attrs);
		}
	}
}

CmStatus
cm_write_dot(const CmSolver *s, uint8_t *seen, CmWriteFn write, void *arg)
{
	const CmOptions *o = &s->opt;
	int			start = cm_verdict(s, o->mouse_start, o->cat_start, CM_TURN_MOUSE);
	int64_t		rem = cm_remoteness(s, o->mouse_start, o->cat_start, CM_TURN_MOUSE);
	DotPlay		dp;
	int32_t		v;

	put(write, arg, "digraph catmouse {\n");
	put(write, arg,
		"  graph [fontname=\"Helvetica\", labelloc=t, label=\"Cat and Mouse: mouse on %d, "
		"cat on %d, hole %d%s; %s",
		o->mouse_start, o->cat_start, o->hole,
		o->cat_can_enter_hole ? " (the cat may enter it)" : "", outcome_words(start));
	if (rem >= 0)
		put(write, arg, " in %lld %s", (long long) rem, rem == 1 ? "ply" : "plies");
	if (o->max_turns >= 0)
		put(write, arg, " (a limit of %lld %s)", (long long) o->max_turns,
			o->max_turns == 1 ? "ply" : "plies");
	put(write, arg, "\"];\n");
	put(write, arg, "  node [shape=circle, style=filled, fontname=\"Helvetica\"];\n");
	put(write, arg, "  edge [color=\"#606060\"];\n");

	/* nodes: coloured by the mouse's outcome from there, the cat on its start */
	for (v = 0; v < s->n; v++)
	{
		int			out = cm_verdict(s, v, o->cat_start, CM_TURN_MOUSE);

		put(write, arg, "  n%d [label=\"%d%s%s%s\", fillcolor=\"%s\"", v, v,
			v == o->hole ? "\\nhole" : "",
			v == o->mouse_start ? "\\nmouse" : "",
			v == o->cat_start ? "\\ncat" : "", outcome_colour(out));
		if (v == o->hole)
			put(write, arg, ", shape=doublecircle");
		if (v == o->mouse_start || v == o->cat_start)
			put(write, arg, ", penwidth=3, color=\"%s\"",
				v == o->mouse_start ? CM_COLOUR_MOUSE_PATH : CM_COLOUR_CAT_PATH);
		put(write, arg, "];\n");
	}

	/* moves: the mouse's graph, then moves only the cat has */
	dot_edges(&s->mouse, NULL, "", write, arg);
	if (!s->cat_shared)
		dot_edges(&s->cat, &s->mouse, ", style=dashed, color=\"" CM_COLOUR_CAT_PATH "\"",
				  write, arg);

	/* the optimal game */
	dp.write = write;
	dp.arg = arg;
	if (cm_play(s, seen, dot_ply, &dp) != CM_OK)
		return CM_CANCELLED;

	/* the legend */
	put(write, arg,
		"  subgraph cluster_legend {\n"
		"    label=\"legend\"; style=dashed; fontname=\"Helvetica\";\n"
		"    node [shape=box, style=filled, fontsize=10];\n");
	put(write, arg,
		"    legend_mouse [label=\"the mouse wins from here\\n(cat on its start, mouse to move)\", fillcolor=\"%s\"];\n"
		"    legend_cat [label=\"the cat wins from here\", fillcolor=\"%s\"];\n"
		"    legend_draw [label=\"a draw from here\", fillcolor=\"%s\"];\n",
		CM_COLOUR_MOUSE, CM_COLOUR_CAT, CM_COLOUR_DRAW);
	put(write, arg,
		"    legend_play [shape=plaintext, style=\"\", label=\"numbered arrows: the optimal game,\\n"
		"blue the mouse's plies, red the cat's\\ndashed: moves only the cat has\"];\n"
		"  }\n}\n");
	return CM_OK;
}

/* ---- grids ---- */

size_t
cm_grid_board(const CmGridInfo *info, const int32_t *node_of_cell,
			  int32_t mouse, int32_t cat, char *out)
{
	size_t		p = 0;
	int32_t		r;

	for (r = 0; r < info->rows; r++)
	{
		int32_t		c;

		if (r > 0)
			out[p++] = '\n';
		for (c = 0; c < info->cols; c++)
		{
			int32_t		node = node_of_cell[(size_t) r * info->cols + c];
			char		ch = '#';

			if (node >= 0)
			{
				if (node == mouse && node == cat)
					ch = 'X';
				else if (node == mouse)
					ch = 'M';
				else if (node == cat)
					ch = 'C';
				else if (node == info->food)
					ch = 'F';
				else
					ch = '.';
			}
			out[p++] = ch;
		}
	}
	return p;
}

#define SVG_CELL 32				/* pixels a cell */
/* (render.h's CM_SVG_MAX_SIDE cells of SVG_CELL pixels, and 62 more, fit an int) */
#if (CM_SVG_MAX_SIDE) > (2147483647 - 62) / SVG_CELL
#error "CM_SVG_MAX_SIDE cells of SVG_CELL pixels do not fit an int"
#endif
#define SVG_NUMBERS_LEFT 12		/* ply numbers start this far left of the
								 * cell's centre */
#define SVG_NUMBERS_ROOM (SVG_CELL / 2 + SVG_NUMBERS_LEFT - 2)	/* and end
																 * this far
																 * right of it */
#define SVG_MORE_WIDTH 9		/* a "+" and its gap */
#define SVG_MIN_WIDTH 300		/* room for the caption under small grids */

typedef struct SvgPlay
{
	CmWriteFn	write;
	void	   *arg;
	const CmGridInfo *info;
	const int32_t *cell_of_node;
	int			turn;			/* whose path; -1 for the ply numbers */
	int32_t    *shift;			/* the ply numbers: pixels taken so far on
								 * node v by the mouse (v) and the cat (n + v) */
	int32_t		n;
} SvgPlay;

/* The pixels a ply number takes at font size 10, and a gap after it. */
static int32_t
number_width(int64_t v)
{
	int32_t		digits = 1;

	while (v >= 10)
	{
		v /= 10;
		digits++;
	}
	return digits * 6 + 3;
}

/* The centre of a node's cell, in pixels. */
static void
centre(const SvgPlay *sp, int32_t node, int *x, int *y)
{
	int32_t		cell = sp->cell_of_node[node];

	*x = (cell % sp->info->cols) * SVG_CELL + SVG_CELL / 2;
	*y = (cell / sp->info->cols) * SVG_CELL + SVG_CELL / 2;
}

/* A point of a player's path, or a ply's number. */
static bool
svg_ply(void *arg, const CmMove *mv)
{
	SvgPlay    *sp = arg;
	int			x,
				y;

	if (sp->turn >= 0)
	{
		int32_t		at = (sp->turn == CM_TURN_MOUSE) ? mv->mouse : mv->cat;

		if (mv->ply == 0 || mv->turn == sp->turn)
		{
			centre(sp, at, &x, &y);
			/* the cat's line a little apart, so both show on shared cells */
			if (sp->turn == CM_TURN_CAT)
			{
				x += 4;
				y += 4;
			}
			put(sp->write, sp->arg, "%d,%d ", x, y);
		}
	}
	else if (mv->ply > 0)
	{
		/* the mouse's numbers along the top of the cell, the cat's along
		 * its bottom, each after the ones already there */
		int32_t    *shift = &sp->shift[(mv->turn == CM_TURN_MOUSE ? 0 : sp->n) + mv->to];
		const char *colour = mv->turn == CM_TURN_MOUSE ? CM_COLOUR_MOUSE_PATH : CM_COLOUR_CAT_PATH;
		int32_t		width = number_width(mv->ply);

		centre(sp, mv->to, &x, &y);
		x -= SVG_NUMBERS_LEFT;
		y += mv->turn == CM_TURN_MOUSE ? -6 : 14;
		if (*shift > SVG_NUMBERS_ROOM)
			return false;		/* the cell is full and says so */
		if (*shift + width - 3 <= SVG_NUMBERS_ROOM - SVG_MORE_WIDTH)
		{
			put(sp->write, sp->arg,
				"<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"%s\" stroke=\"white\" "
				"stroke-width=\"2\" paint-order=\"stroke\">%lld</text>\n",
				x + (int) *shift, y, colour, (long long) mv->ply);
			*shift += width;
		}
		else
		{
			/* no room for this number and one more: a "+" says there are
			 * more (cat_mouse_grid_play lists them), and nothing follows */
			put(sp->write, sp->arg,
				"<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"%s\" stroke=\"white\" "
				"stroke-width=\"2\" paint-order=\"stroke\">+</text>\n",
				x + (int) *shift, y, colour);
			*shift = SVG_NUMBERS_ROOM + 1;
		}
	}
	return false;
}

/* cm_play's scratch, rounded up to a whole int32_t */
static size_t
play_part(const CmSolver *s)
{
	return (cm_play_bytes(s) + sizeof(int32_t) - 1) / sizeof(int32_t) * sizeof(int32_t);
}

size_t
cm_grid_svg_bytes(const CmSolver *s)
{
	return play_part(s) + 2 * (size_t) s->n * sizeof(int32_t);
}

CmStatus
cm_write_grid_svg(const CmSolver *s, const CmGridInfo *info,
				  const int32_t *node_of_cell, const int32_t *cell_of_node,
				  uint8_t *scratch, CmWriteFn write, void *arg)
{
	uint8_t    *seen = scratch;
	const CmOptions *o = &s->opt;
	int			start = cm_verdict(s, o->mouse_start, o->cat_start, CM_TURN_MOUSE);
	int64_t		rem = cm_remoteness(s, o->mouse_start, o->cat_start, CM_TURN_MOUSE);
	int			w;
	int			h;
	int			canvas;
	SvgPlay		sp;
	int32_t		r;
	int			x,
				y;
	int			t;

	/* every coordinate an int: the cells' pixels and the caption's room */
	if (info->cols > CM_SVG_MAX_SIDE || info->rows > CM_SVG_MAX_SIDE)
		return CM_ERR_TOO_BIG;
	w = info->cols * SVG_CELL;
	h = info->rows * SVG_CELL;
	canvas = w < SVG_MIN_WIDTH ? SVG_MIN_WIDTH : w;
	put(write, arg,
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"viewBox=\"0 0 %d %d\" font-family=\"Helvetica, sans-serif\">\n",
		canvas, h + 62, canvas, h + 62);
	put(write, arg, "<title>Cat and Mouse II: %s", outcome_words(start));
	if (rem >= 0)
		put(write, arg, " in %lld %s", (long long) rem, rem == 1 ? "ply" : "plies");
	put(write, arg, "</title>\n");
	for (r = 0; r < info->rows; r++)
	{
		int32_t		c;

		for (c = 0; c < info->cols; c++)
		{
			bool		wall = node_of_cell[(size_t) r * info->cols + c] < 0;

			put(write, arg,
				"<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#bdbdbd\"/>\n",
				c * SVG_CELL, r * SVG_CELL, SVG_CELL, SVG_CELL, wall ? "#424242" : "#fafafa");
		}
	}
	sp.write = write;
	sp.arg = arg;
	sp.info = info;
	sp.cell_of_node = cell_of_node;
	centre(&sp, info->food, &x, &y);
	put(write, arg, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#fdd835\"/>\n", x, y, SVG_CELL / 3);
	put(write, arg, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">F</text>\n", x, y + 4);

	/* a line per player through the cells it visits */
	for (t = 0; t < 2; t++)
	{
		sp.turn = t;
		put(write, arg,
			"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"3\" stroke-opacity=\"0.7\" points=\"",
			t == CM_TURN_MOUSE ? CM_COLOUR_MOUSE_PATH : CM_COLOUR_CAT_PATH);
		if (cm_play(s, seen, svg_ply, &sp) != CM_OK)
			return CM_CANCELLED;
		put(write, arg, "\"/>\n");
	}
	/* the starts */
	centre(&sp, o->mouse_start, &x, &y);
	put(write, arg, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", x, y, SVG_CELL / 4, CM_COLOUR_MOUSE_PATH);
	put(write, arg, "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"white\" text-anchor=\"middle\">M</text>\n", x, y + 4);
	centre(&sp, o->cat_start, &x, &y);
	put(write, arg, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", x + 4, y + 4, SVG_CELL / 4, CM_COLOUR_CAT_PATH);
	put(write, arg, "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"white\" text-anchor=\"middle\">C</text>\n", x + 4, y + 8);

	/* the ply numbers, over the starts, each with a white outline */
	sp.turn = -1;
	sp.n = s->n;
	sp.shift = (int32_t *) (void *) (scratch + play_part(s));
	for (r = 0; r < 2 * s->n; r++)
		sp.shift[r] = 0;
	if (cm_play(s, seen, svg_ply, &sp) != CM_OK)
		return CM_CANCELLED;
	put(write, arg,
		"<text x=\"4\" y=\"%d\" font-size=\"12\">blue: the mouse (M), red: the cat (C)</text>\n"
		"<text x=\"4\" y=\"%d\" font-size=\"12\">numbers: the plies of the optimal game</text>\n",
		h + 18, h + 36);
	put(write, arg, "<text x=\"4\" y=\"%d\" font-size=\"12\">%s", h + 54, outcome_words(start));
	if (rem >= 0)
		put(write, arg, " in %lld %s", (long long) rem, rem == 1 ? "ply" : "plies");
	put(write, arg, "</text>\n</svg>\n");
	return CM_OK;
}
