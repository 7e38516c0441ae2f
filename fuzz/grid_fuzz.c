/*
 * grid_fuzz.c
 *	  libFuzzer harness for the grid parser and move builder: arbitrary bytes
 *	  as rows (split at '\n'), arbitrary jumps.  Checks what cm_grid_check
 *	  accepts (exactly one C, M, F; equal rows; only grid characters), that
 *	  the O(cells) move count equals the moves built one by one, that every
 *	  move is a straight floor path, that boards show each player once, and
 *	  that the picture of the optimal game keeps its ply numbers apart.
 */
#include "checks.h"
#include "grid.h"
#include "render.h"
#include "solver.h"
#include "fuzz_common.h"

#define MAX_ROWS 64

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A growing text (the picture). */
typedef struct Text
{
	char	   *data;
	size_t		len,
				cap;
} Text;

static void
append(void *arg, const char *text, size_t len)
{
	Text	   *t = arg;

	if (t->len + len + 1 > t->cap)
	{
		t->cap = 2 * (t->len + len + 1);
		t->data = realloc(t->data, t->cap);
		FUZZ_CHECK(t->data != NULL, "out of memory");
	}
	memcpy(t->data + t->len, text, len);
	t->len += len;
	t->data[t->len] = '\0';
}

/*
 * The grid game (cat jump[0], mouse jump[1], LeetCode's 1000 turns) solved
 * and drawn as cat_mouse_grid_svg draws it: no two of its ply numbers
 * overlap (a player on one cell twice has its numbers side by side).
 */
static void
check_picture(const CmGridInfo *info, const int32_t *node_of_cell,
			  const int32_t *cell_of_node, const int64_t *jump)
{
	CmGraph		g[2];
	int32_t    *off[2];
	int32_t    *adj[2];
	CmOptions	o;
	CmSolver	s;
	CmError		err;
	size_t		need;
	void	   *work;
	uint8_t    *scratch;
	Text		svg = {NULL, 0, 0};
	char		why[160];

	for (int i = 0; i < 2; i++)
	{
		int64_t		arcs = cm_grid_arcs(info, node_of_cell, jump[i]);

		off[i] = malloc(sizeof(int32_t) * (info->floor + 1));
		adj[i] = malloc(sizeof(int32_t) * (size_t) arcs);
		FUZZ_CHECK(cm_grid_moves(info, node_of_cell, cell_of_node, jump[i], off[i], adj[i],
								 &g[i], NULL, NULL) == CM_OK, "moves");
	}
	o.mouse_start = info->mouse;
	o.cat_start = info->cat;
	o.hole = info->food;
	o.cat_can_enter_hole = true;
	o.max_turns = 1000;
	need = cm_solver_bytes(&g[1], &g[0], CM_SOLVE_ALL);
	work = malloc(need);
	FUZZ_CHECK(cm_solver_init(&s, &g[1], &g[0], &o, CM_SOLVE_ALL, work, need, &err) == CM_OK &&
			   cm_solve(&s, NULL, NULL) == CM_OK, "grid solve");
	scratch = malloc(cm_grid_svg_bytes(&s));
	FUZZ_CHECK(cm_write_grid_svg(&s, info, node_of_cell, cell_of_node, scratch, append,
								 &svg) == CM_OK, "grid picture");
	FUZZ_CHECK(check_grid_svg_labels(svg.data, why, sizeof(why)), "grid picture: %s", why);
	free(svg.data);
	free(scratch);
	free(work);
	for (int i = 0; i < 2; i++)
	{
		free(off[i]);
		free(adj[i]);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Bytes		in = {data, size};
	int64_t		jump[2];
	const char *row[MAX_ROWS];
	int32_t		len[MAX_ROWS];
	int32_t		nrows = 0;
	CmGridInfo	info;
	CmError		err;
	int32_t    *node_of_cell;
	int32_t    *cell_of_node;
	size_t		start;

	/* jumps: small mostly, now and then enormous */
	for (int i = 0; i < 2; i++)
	{
		uint8_t		j = take8(&in);

		jump[i] = (j & 0x80) ? (int64_t) take32(&in) & 0x7FFFFFFF : (j & 7);
	}
	/* rows: the rest, split at newlines */
	start = size - in.left;
	for (size_t i = start; i <= size && nrows < MAX_ROWS; i++)
	{
		if (i == size || data[i] == '\n')
		{
			row[nrows] = (const char *) data + start;
			len[nrows] = (int32_t) (i - start);
			nrows++;
			start = i + 1;
		}
	}

	if (cm_grid_check(nrows, row, len, &info, &err) != CM_OK)
	{
		FUZZ_CHECK(err.code == CM_ERR_NO_NODES || err.code == CM_ERR_GRID_RAGGED ||
				   err.code == CM_ERR_GRID_CHAR || err.code == CM_ERR_GRID_COUNT ||
				   err.code == CM_ERR_TOO_MANY_NODES || err.code == CM_ERR_TOO_BIG,
				   "unexpected grid error %d", (int) err.code);
		if (err.code == CM_ERR_GRID_CHAR)
		{
			char		ch = row[err.node][err.pos];

			FUZZ_CHECK(ch != '.' && ch != '#' && ch != 'C' && ch != 'M' && ch != 'F',
					   "valid character %d reported at row %d col %d", ch, err.node, err.pos);
		}
		return 0;
	}
	FUZZ_CHECK(info.rows == nrows && info.floor >= 3 && info.floor <= info.rows * info.cols,
			   "grid info");
	if ((int64_t) info.rows * info.cols > 1024)
		return 0;

	node_of_cell = malloc(sizeof(int32_t) * info.rows * info.cols);
	cell_of_node = malloc(sizeof(int32_t) * info.floor);
	cm_grid_index(row, &info, node_of_cell, cell_of_node);
	FUZZ_CHECK(info.mouse >= 0 && info.cat >= 0 && info.food >= 0 &&
			   info.mouse != info.cat && info.cat != info.food && info.mouse != info.food,
			   "C, M, F numbering");

	/* walls before each cell along its row and its column, to check moves in O(1) */
	int32_t    *row_walls = malloc(sizeof(int32_t) * (info.rows * info.cols + 1));
	int32_t    *col_walls = malloc(sizeof(int32_t) * (info.rows * info.cols + 1));

	for (int32_t r = 0; r < info.rows; r++)
		for (int32_t c = 0; c < info.cols; c++)
		{
			int32_t		cell = r * info.cols + c;
			int32_t		wall = node_of_cell[cell] < 0;

			row_walls[cell] = wall + (c > 0 ? row_walls[cell - 1] : 0);
			col_walls[cell] = wall + (r > 0 ? col_walls[cell - info.cols] : 0);
		}

	for (int i = 0; i < 2; i++)
	{
		int64_t		arcs = cm_grid_arcs(&info, node_of_cell, jump[i]);
		int32_t    *off = malloc(sizeof(int32_t) * (info.floor + 1));
		int32_t    *adj;
		CmGraph		g;

		FUZZ_CHECK(arcs >= info.floor && arcs <= (int64_t) info.floor * (info.rows + info.cols + 1),
				   "arc count %lld out of bounds", (long long) arcs);
		adj = malloc(sizeof(int32_t) * (size_t) arcs);
		FUZZ_CHECK(cm_grid_moves(&info, node_of_cell, cell_of_node, jump[i], off, adj, &g,
								 NULL, NULL) == CM_OK, "moves");
		FUZZ_CHECK(off[info.floor] == arcs, "counted %lld moves, built %d",
				   (long long) arcs, off[info.floor]);
		/* every move: a straight line of floor within the jump */
		for (int32_t u = 0; u < info.floor; u++)
			for (int32_t k = off[u]; k < off[u + 1]; k++)
			{
				int32_t		a = cell_of_node[u],
							b = cell_of_node[adj[k]];
				int32_t		ra = a / info.cols,
							ca = a % info.cols,
							rb = b / info.cols,
							cb = b % info.cols;
				int32_t		dist = (ra == rb) ? abs(ca - cb) : abs(ra - rb);

				FUZZ_CHECK(ra == rb || ca == cb, "move off a line");
				FUZZ_CHECK(dist <= jump[i], "move longer than the jump");
				/* a and b are floor: no wall between them */
				if (ra == rb)
					FUZZ_CHECK(row_walls[a > b ? a : b] == row_walls[a < b ? a : b],
							   "move through a wall");
				else
					FUZZ_CHECK(col_walls[a > b ? a : b] == col_walls[a < b ? a : b],
							   "move through a wall");
			}
		free(off);
		free(adj);
	}
	/* boards: every cell once, each player shown once (X when they share) */
	{
		char	   *board = malloc((size_t) info.rows * (info.cols + 1));
		int32_t		who[2][2] = {{info.mouse, info.cat}, {info.cat, info.cat}};

		for (int k = 0; k < 2; k++)
		{
			size_t		n = cm_grid_board(&info, node_of_cell, who[k][0], who[k][1], board);
			int			m = 0,
						c = 0,
						x = 0;

			FUZZ_CHECK(n == (size_t) info.rows * (info.cols + 1) - 1, "board length");
			for (size_t i = 0; i < n; i++)
			{
				m += board[i] == 'M';
				c += board[i] == 'C';
				x += board[i] == 'X';
			}
			FUZZ_CHECK(who[k][0] == who[k][1] ? (x == 1 && m == 0 && c == 0) :
					   (x == 0 && m == 1 && c == 1), "board shows M %d, C %d, X %d", m, c, x);
		}
		free(board);
	}
	/* the picture of the optimal game: no two ply numbers overlap */
	if (info.floor <= 64)
		check_picture(&info, node_of_cell, cell_of_node, jump);
	free(row_walls);
	free(col_walls);
	free(node_of_cell);
	free(cell_of_node);
	return 0;
}
