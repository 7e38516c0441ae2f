/*
 * unit_render.c
 *	  Server-free tests of the writers of src/core/render.c: the DOT picture of
 *	  LeetCode 913's second example (every node, edge and ply arrow, and
 *	  the legend), the boards of LeetCode 1728's first example ply by ply,
 *	  and the SVG picture of it (its elements open and close, and its ply
 *	  numbers apart where the cat waits on one cell).  Graphviz
 *	  and xmllint read the writers' output in test/t/022_render.pl.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"
#include "grid.h"
#include "render.h"
#include "unit.h"

typedef struct Buf
{
	char		text[16384];
	size_t		len;
} Buf;

static void
to_buf(void *arg, const char *text, size_t len)
{
	Buf		   *b = arg;

	if (b->len + len < sizeof(b->text))
	{
		memcpy(b->text + b->len, text, len);
		b->len += len;
		b->text[b->len] = '\0';
	}
}

static int
count_of(const char *hay, const char *needle)
{
	int			n = 0;

	for (const char *p = strstr(hay, needle); p != NULL; p = strstr(p + 1, needle))
		n++;
	return n;
}

/* A ply number of a grid picture: where it stands, its value and digits. */
static void *
solve_all(CmSolver *s, const CmGraph *mouse, const CmGraph *cat, const CmOptions *o)
{
	size_t		need = cm_solver_bytes(mouse, cat, CM_SOLVE_ALL);
	void	   *work = malloc(need);
	CmError		e;

	if (work == NULL || cm_solver_init(s, mouse, cat, o, CM_SOLVE_ALL, work, need, &e) != CM_OK ||
		cm_solve(s, NULL, NULL) != CM_OK)
		abort();
	return work;
}

void
test_render(char *detail, size_t len)
{
	/* [[1,3],[0],[3],[0,2]]: the mouse wins at once, 1 -> 0 */
	int32_t		off[5] = {0, 2, 3, 4, 6};
	int32_t		adj[6] = {1, 3, 0, 3, 0, 2};
	CmGraph		g = {4, off, adj};
	CmOptions	o;
	CmSolver	s;
	void	   *work;
	uint8_t    *seen;
	static Buf	b;

	cm_options_default(&o);
	work = solve_all(&s, &g, NULL, &o);
	seen = malloc(cm_play_bytes(&s));
	b.len = 0;
	CHECK(cm_write_dot(&s, seen, to_buf, &b) == CM_OK, "dot");
	CHECK(strncmp(b.text, "digraph catmouse {\n", 19) == 0 &&
		  strcmp(b.text + b.len - 2, "}\n") == 0, "dot opens and closes");
	CHECK(strstr(b.text, "n0 [label=\"0\\nhole\"") != NULL &&
		  strstr(b.text, "n1 [label=\"1\\nmouse\"") != NULL &&
		  strstr(b.text, "n2 [label=\"2\\ncat\"") != NULL &&
		  strstr(b.text, "n3 [label=\"3\"") != NULL, "dot nodes: %s", b.text);
	/* three undirected pairs drawn once, one ply */
	CHECK(strstr(b.text, "n0 -> n1 [dir=none]") && strstr(b.text, "n0 -> n3 [dir=none]") &&
		  strstr(b.text, "n2 -> n3 [dir=none]") && !strstr(b.text, "n1 -> n0 [dir") &&
		  count_of(b.text, "label=\"1\", penwidth=2") == 1 && count_of(b.text, " -> ") == 4,
		  "dot edges: %s", b.text);
	CHECK(strstr(b.text, "the mouse wins in 1 ply") != NULL, "dot caption");
	CHECK(count_of(b.text, "legend_") == 4, "dot legend");
	free(seen);
	free(work);

	/* LeetCode 1728 example 1 */
	{
		const char *rows[3] = {"####F", "#C...", "M...."};
		int32_t		len3[3] = {5, 5, 5};
		CmGridInfo	info;
		CmError		e;
		int32_t		node_of_cell[15];
		int32_t		cell_of_node[15];
		int32_t		moff[16],
					madj[256],
					coff[16],
					cadj[256];
		CmGraph		mg,
					cg;
		char		board[64];
		size_t		n;
		static const char *const want[] = {
			"####F\n#C...\nM....", "####F\n#C...\n..M..", "####F\n#C...\n..M..",
			"####F\n#C...\n....M", "####F\n#C...\n....M", "####M\n#C...\n....."
		};
		int			ply = 0;
		bool		boards_ok = true;

		CHECK(cm_grid_check(3, rows, len3, &info, &e) == CM_OK, "grid");
		cm_grid_index(rows, &info, node_of_cell, cell_of_node);
		cm_grid_moves(&info, node_of_cell, cell_of_node, 2, moff, madj, &mg, NULL, NULL);
		cm_grid_moves(&info, node_of_cell, cell_of_node, 1, coff, cadj, &cg, NULL, NULL);
		o.mouse_start = info.mouse;
		o.cat_start = info.cat;
		o.hole = info.food;
		o.cat_can_enter_hole = true;
		o.max_turns = -1;
		work = solve_all(&s, &mg, &cg, &o);
		n = cm_grid_board(&info, node_of_cell, info.mouse, info.cat, board);
		board[n] = '\0';
		CHECK(strcmp(board, want[0]) == 0, "board at the start: %s", board);
		n = cm_grid_board(&info, node_of_cell, info.cat, info.cat, board);
		board[n] = '\0';
		CHECK(strcmp(board, "####F\n#X...\n.....") == 0, "board with both on one cell: %s", board);
		/* the optimal game, board by board (as cat_mouse_grid_boards gives it) */
		{
			int32_t		at_m = info.mouse,
						at_c = info.cat;

			for (ply = 0; ply < 6; ply++)
			{
				int			turn = (ply % 2 == 1) ? CM_TURN_MOUSE : CM_TURN_CAT;

				if (ply > 0)
				{
					int32_t		to = cm_best_move(&s, at_m, at_c, turn);

					if (turn == CM_TURN_MOUSE)
						at_m = to;
					else
						at_c = to;
				}
				n = cm_grid_board(&info, node_of_cell, at_m, at_c, board);
				board[n] = '\0';
				boards_ok = boards_ok && strcmp(board, want[ply]) == 0;
			}
		}
		CHECK(boards_ok, "boards of the optimal game");
		seen = malloc(cm_grid_svg_bytes(&s));
		b.len = 0;
		CHECK(cm_write_grid_svg(&s, &info, node_of_cell, cell_of_node, seen, to_buf, &b) == CM_OK,
			  "grid svg");
		/* a grid too wide or too tall for an int's pixels: refused before a byte */
		{
			CmGridInfo	wide = info;
			size_t		before = b.len;

			wide.cols = CM_SVG_MAX_SIDE + 1;
			CHECK(cm_write_grid_svg(&s, &wide, node_of_cell, cell_of_node, seen, to_buf, &b) ==
				  CM_ERR_TOO_BIG && b.len == before, "grid svg of %d columns", wide.cols);
			wide.cols = info.cols;
			wide.rows = INT32_MAX;
			CHECK(cm_write_grid_svg(&s, &wide, node_of_cell, cell_of_node, seen, to_buf, &b) ==
				  CM_ERR_TOO_BIG && b.len == before, "grid svg of %d rows", wide.rows);
		}
		/* the cat waits on its start (plies 2 and 4): its numbers stand side
		 * by side, and no two numbers of the picture overlap */
		{
			GridLabel	labels[16];
			int			count = grid_svg_labels(b.text, labels, 16);
			char		why[128] = "";

			CHECK(count == 5, "grid svg: %d ply numbers, want 5: %s", count, b.text);
			CHECK(check_grid_svg_labels(b.text, why, sizeof(why)), "grid svg: %s: %s", why, b.text);
			CHECK(labels[1].ply == 2 && labels[3].ply == 4 && labels[1].y == labels[3].y &&
				  labels[3].x == labels[1].x + 9, "grid svg: the cat's 2 and 4 side by side: %s",
				  b.text);
		}
		CHECK(strncmp(b.text, "<svg ", 5) == 0 && strcmp(b.text + b.len - 7, "</svg>\n") == 0 &&
			  count_of(b.text, "<rect ") == 15 && count_of(b.text, "<polyline ") == 2 &&
			  count_of(b.text, "</text>") == count_of(b.text, "<text "), "grid svg elements");
		CHECK(count_of(b.text, "fill=\"#424242\"") == 5, "grid svg walls");
		free(seen);
		free(work);
	}
	snprintf(detail, len, "DOT of LeetCode 913 example 2, boards and SVG of 1728 example 1");
}
