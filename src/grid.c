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

/*
 * Walk the moves of node u with this jump, calling emit for each target
 * (the node itself first).  Shared by counting and building so the two
 * always agree.
 */
#define GRID_WALK(info, node_of_cell, cell_of_node, u, jump, EMIT) \
	do { \
		int32_t		cell_ = (cell_of_node)[u]; \
		int32_t		r0_ = cell_ / (info)->cols; \
		int32_t		c0_ = cell_ % (info)->cols; \
		int			d_; \
		EMIT(u); \
		for (d_ = 0; d_ < 4; d_++) \
		{ \
			int64_t		k_; \
			for (k_ = 1; k_ <= (jump); k_++) \
			{ \
				int64_t		r_ = r0_ + dr[d_] * k_; \
				int64_t		c_ = c0_ + dc[d_] * k_; \
				int32_t		v_; \
				if (r_ < 0 || r_ >= (info)->rows || c_ < 0 || c_ >= (info)->cols) \
					break; \
				v_ = (node_of_cell)[r_ * (info)->cols + c_]; \
				if (v_ < 0) \
					break; \
				EMIT(v_); \
			} \
		} \
	} while (0)

int64_t
cm_grid_arcs(const CmGridInfo *info, const int32_t *node_of_cell,
			 const int32_t *cell_of_node, int64_t jump)
{
	int64_t		arcs = 0;
	int32_t		u;

#define COUNT_ARC(v) (arcs++)
	for (u = 0; u < info->floor; u++)
		GRID_WALK(info, node_of_cell, cell_of_node, u, jump, COUNT_ARC);
#undef COUNT_ARC
	return arcs;
}

void
cm_grid_moves(const CmGridInfo *info, const int32_t *node_of_cell,
			  const int32_t *cell_of_node, int64_t jump,
			  int32_t *off, int32_t *adj, CmGraph *g)
{
	int32_t		arcs = 0;
	int32_t		u;

#define PUT_ARC(v) (adj[arcs++] = (v))
	for (u = 0; u < info->floor; u++)
	{
		off[u] = arcs;
		GRID_WALK(info, node_of_cell, cell_of_node, u, jump, PUT_ARC);
	}
#undef PUT_ARC
	off[info->floor] = arcs;
	g->nodes = info->floor;
	g->off = off;
	g->adj = adj;
}
