/*-------------------------------------------------------------------------
 *
 * grid.c
 *	  Text grids to solver graphs.
 *
 *-------------------------------------------------------------------------
 */
#include "grid.h"

static const int dr[4] = {-1, 1, 0, 0};
static const int dc[4] = {0, 0, -1, 1};

CmStatus
cm_grid_check(int32_t nrows, const char *const *row, const int32_t *len,
			  CmGridInfo *info, CmError *err)
{
	int64_t		count[3] = {0, 0, 0};	/* C, M, F */
	static const char who[3] = {'C', 'M', 'F'};
	int64_t		floor = 0;
	int32_t		cols;
	int32_t		r;
	int			k;

	if (nrows <= 0 || len[0] <= 0)
	{
		err->code = CM_ERR_NO_NODES;
		err->node = 0;
		err->value = 0;
		return err->code;
	}
	cols = len[0];
	if ((int64_t) nrows * cols > INT32_MAX)
	{
		err->code = CM_ERR_TOO_BIG;
		err->value = (int64_t) nrows * cols;
		return err->code;
	}

	for (r = 0; r < nrows; r++)
	{
		int32_t		c;

		/*
		 * Characters first: a row with a multi-byte character then reports
		 * that character, not a byte length that is not its length.
		 */
		for (c = 0; c < len[r]; c++)
		{
			switch (row[r][c])
			{
				case '#':
					continue;
				case '.':
					break;
				case 'C':
					count[0]++;
					break;
				case 'M':
					count[1]++;
					break;
				case 'F':
					count[2]++;
					break;
				default:
					err->code = CM_ERR_GRID_CHAR;
					err->node = r;
					err->pos = c;
					err->value = (unsigned char) row[r][c];
					return err->code;
			}
			floor++;
		}
		if (len[r] != cols)
		{
			err->code = CM_ERR_GRID_RAGGED;
			err->node = r;
			err->value = len[r];
			err->pos = cols;
			return err->code;
		}
	}

	for (k = 0; k < 3; k++)
	{
		if (count[k] != 1)
		{
			err->code = CM_ERR_GRID_COUNT;
			err->pos = who[k];
			err->value = count[k];
			return err->code;
		}
	}
	if (floor > CM_MAX_NODES)
	{
		err->code = CM_ERR_TOO_MANY_NODES;
		err->value = floor;
		return err->code;
	}

	info->rows = nrows;
	info->cols = cols;
	info->floor = (int32_t) floor;
	info->mouse = info->cat = info->food = -1;
	return CM_OK;
}

void
cm_grid_index(const char *const *row, CmGridInfo *info,
			  int32_t *node_of_cell, int32_t *cell_of_node)
{
	int32_t		next = 0;
	int32_t		r;

	for (r = 0; r < info->rows; r++)
	{
		int32_t		c;

		for (c = 0; c < info->cols; c++)
		{
			int32_t		cell = r * info->cols + c;
			char		ch = row[r][c];

			if (ch == '#')
			{
				node_of_cell[cell] = -1;
				continue;
			}
			if (ch == 'M')
				info->mouse = next;
			else if (ch == 'C')
				info->cat = next;
			else if (ch == 'F')
				info->food = next;
			node_of_cell[cell] = next;
			cell_of_node[next++] = cell;
		}
	}
}

/* The sum over i = 0 .. len - 1 of min(jump, i): one direction of a run. */
static int64_t
sum_min(int64_t jump, int64_t len)
{
	int64_t		top = (jump < len - 1) ? jump : len - 1;

	if (len <= 0)
		return 0;
	/* 0 + 1 + ... + top, then jump for each i past it */
	return top * (top + 1) / 2 + (len - 1 - top) * (jump < len - 1 ? jump : 0);
}

/*
 * Arcs along `lines` lines of `len` cells each, line i starting at cell
 * i * line_step and going on by `step`: in a run of r floor cells, the
 * cell i cells into it can jump min(jump, i) cells back and
 * min(jump, r - 1 - i) forward.
 */
static int64_t
line_arcs(const int32_t *node_of_cell, int32_t lines, int32_t line_step,
		  int32_t len, int32_t step, int64_t jump)
{
	int64_t		arcs = 0;
	int32_t		i,
				k;

	for (i = 0; i < lines; i++)
	{
		int64_t		run = 0;

		for (k = 0; k <= len; k++)
		{
			if (k < len &&
				node_of_cell[(int64_t) i * line_step + (int64_t) k * step] >= 0)
				run++;
			else
			{
				arcs += 2 * sum_min(jump, run);
				run = 0;
			}
		}
	}
	return arcs;
}

/*
 * Counted from the runs of floor cells along rows and columns, in O(rows *
 * cols) whatever the jump; plus one stay-put move per floor cell.
 */
int64_t
cm_grid_arcs(const CmGridInfo *info, const int32_t *node_of_cell, int64_t jump)
{
	return info->floor +
		line_arcs(node_of_cell, info->rows, info->cols, info->cols, 1, jump) +
		line_arcs(node_of_cell, info->cols, 1, info->rows, info->cols, jump);
}

CmStatus
cm_grid_moves(const CmGridInfo *info, const int32_t *node_of_cell,
			  const int32_t *cell_of_node, int64_t jump,
			  int32_t *off, int32_t *adj, CmGraph *g,
			  CmPollFn poll, void *poll_arg)
{
	int32_t		arcs = 0;
	int32_t		last = 0;
	int32_t		u;

	for (u = 0; u < info->floor; u++)
	{
		int32_t		cell = cell_of_node[u];
		int32_t		r0 = cell / info->cols;
		int32_t		c0 = cell % info->cols;
		int			d;

		off[u] = arcs;
		adj[arcs++] = u;		/* staying put */
		for (d = 0; d < 4; d++)
		{
			int64_t		k;

			/* jump 1, 2, ... cells until a wall or the edge */
			for (k = 1; k <= jump; k++)
			{
				int64_t		r = r0 + dr[d] * k;
				int64_t		c = c0 + dc[d] * k;
				int32_t		v;

				if (r < 0 || r >= info->rows || c < 0 || c >= info->cols)
					break;
				v = node_of_cell[r * info->cols + c];
				if (v < 0)
					break;
				adj[arcs++] = v;
			}
		}
		if (arcs - last >= (1 << 16))
		{
			last = arcs;
			if (poll != NULL && poll(poll_arg))
				return CM_CANCELLED;
		}
	}
	off[info->floor] = arcs;
	g->nodes = info->floor;
	g->off = off;
	g->adj = adj;
	return CM_OK;
}
