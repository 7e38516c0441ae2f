/*
 * oracle_dump.c
 *	  Write seeded random puzzles and the brute force's verdict on every
 *	  position as PostgreSQL COPY text, for test/t/020_sql_oracle.pl to compare
 *	  with what the SQL functions return.  Uses the same generators as the
 *	  unit tests (gen.c) and the brute force (oracle.c), never src/core/solver.c.
 *
 *	  Usage: oracle_dump DIR [puzzles] [grids] [seed]
 *	  Writes DIR/puzzles.copy, states.copy, grids.copy, grid_states.copy.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "oracle.h"

static FILE *
open_out(const char *dir, const char *name)
{
	char		path[4096];
	FILE	   *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (f == NULL)
	{
		perror(path);
		exit(2);
	}
	return f;
}

/* A raw graph as an int[][] literal, NULL padding where it has it. */
static void
put_array(FILE *f, const RawGraph *r)
{
	int64_t		elem = 0;
	int			next = 0;

	fputc('{', f);
	for (int u = 0; u < r->n; u++)
	{
		fprintf(f, "%s{", u ? "," : "");
		for (int k = 0; k < r->width; k++, elem++)
		{
			if (k)
				fputc(',', f);
			if (r->present[elem >> 3] & (1 << (elem & 7)))
				fprintf(f, "%d", r->vals[next++]);
			else
				fputs("NULL", f);
		}
		fputc('}', f);
	}
	fputc('}', f);
}

/* The same graph as JSON rows; absent elements become JSON nulls or vanish. */
static void
put_json(FILE *f, const RawGraph *r, bool keep_nulls)
{
	int64_t		elem = 0;
	int			next = 0;

	fputc('[', f);
	for (int u = 0; u < r->n; u++)
	{
		bool		first = true;

		fprintf(f, "%s[", u ? "," : "");
		for (int k = 0; k < r->width; k++, elem++)
		{
			bool		present = r->present[elem >> 3] & (1 << (elem & 7));

			if (!present && !keep_nulls)
				continue;
			fprintf(f, "%s", first ? "" : ",");
			first = false;
			if (present)
				fprintf(f, "%d", r->vals[next++]);
			else
				fputs("null", f);
		}
		fputc(']', f);
	}
	fputc(']', f);
}

static void
put_int_or_null(FILE *f, int v)
{
	if (v < 0)
		fputs("\\N", f);
	else
		fprintf(f, "%d", v);
}

int
main(int argc, char **argv)
{
	static RandomPuzzle p;
	static RandomGrid g;
	static OracleResult res;
	const char *dir;
	int			puzzles = 2000;
	int			grids = 300;
	uint64_t	seed = 7;
	FILE	   *fp,
			   *fs,
			   *fg,
			   *fgs;
	static const char *turn_name[2] = {"mouse", "cat"};

	if (argc < 2)
	{
		fprintf(stderr, "usage: %s DIR [puzzles] [grids] [seed]\n", argv[0]);
		return 2;
	}
	dir = argv[1];
	if (argc > 2)
		puzzles = atoi(argv[2]);
	if (argc > 3)
		grids = atoi(argv[3]);
	if (argc > 4)
		seed = strtoull(argv[4], NULL, 10);

	fp = open_out(dir, "puzzles.copy");
	fs = open_out(dir, "states.copy");
	for (int id = 1; id <= puzzles; id++)
	{
		const CmOptions *o = &p.opt;
		int			limited;

		random_puzzle(&p, seed * 1000003ULL + (uint64_t) id);
		oracle_solve(&p.og, &res);
		if (o->max_turns < 0)
			limited = res.st[o->mouse_start][o->cat_start][0].outcome;
		else
			limited = oracle_mouse_wins_within(&p.og, o->mouse_start, o->cat_start,
											   0, (int) o->max_turns) ? 1 : 2;

		/* id, graph, graph_json, mouse_start, cat_start, hole, enter,
		 * max_turns, cat_graph, cat_graph_json, limited_outcome */
		fprintf(fp, "%d\t", id);
		put_array(fp, &p.mouse);
		fputc('\t', fp);
		put_json(fp, &p.mouse, id % 2 == 0);
		fprintf(fp, "\t%d\t%d\t%d\t%s\t", o->mouse_start, o->cat_start, o->hole,
				o->cat_can_enter_hole ? "t" : "f");
		put_int_or_null(fp, (int) o->max_turns);
		fputc('\t', fp);
		if (p.own_cat)
		{
			put_array(fp, &p.cat);
			fputc('\t', fp);
			put_json(fp, &p.cat, id % 2 == 0);
		}
		else
			fputs("\\N\t\\N", fp);
		fprintf(fp, "\t%d\n", limited);

		for (int m = 0; m < p.og.n; m++)
			for (int c = 0; c < p.og.n; c++)
			{
				if (c == o->hole && !o->cat_can_enter_hole && o->cat_start != o->hole)
					continue;
				for (int t = 0; t < 2; t++)
				{
					const OracleState *x = &res.st[m][c][t];

					fprintf(fs, "%d\t%d\t%d\t%s\t%d\t", id, m, c, turn_name[t], x->outcome);
					put_int_or_null(fs, x->remoteness);
					fputc('\t', fs);
					put_int_or_null(fs, x->best);
					fputc('\n', fs);
				}
			}
	}
	fclose(fp);
	fclose(fs);

	fg = open_out(dir, "grids.copy");
	fgs = open_out(dir, "grid_states.copy");
	for (int id = 1; id <= grids; id++)
	{
		int			row_of[ORACLE_MAX_NODES];
		int			col_of[ORACLE_MAX_NODES];

		random_grid(&g, seed * 104729ULL + 0x20000000ULL + (uint64_t) id);
		oracle_solve(&g.og, &res);
		for (int r = 0; r < g.rows; r++)
			for (int c = 0; c < g.cols; c++)
				if (g.node[r][c] >= 0)
				{
					row_of[g.node[r][c]] = r;
					col_of[g.node[r][c]] = c;
				}

		/* id, grid, cat_jump, mouse_jump */
		fprintf(fg, "%d\t{", id);
		for (int r = 0; r < g.rows; r++)
			fprintf(fg, "%s\"%s\"", r ? "," : "", g.cells[r]);
		fprintf(fg, "}\t%d\t%d\n", g.cat_jump, g.mouse_jump);

		for (int m = 0; m < g.floor; m++)
			for (int c = 0; c < g.floor; c++)
				for (int t = 0; t < 2; t++)
				{
					const OracleState *x = &res.st[m][c][t];

					fprintf(fgs, "%d\t%d\t%d\t%d\t%d\t%s\t%d\t", id, row_of[m], col_of[m],
							row_of[c], col_of[c], turn_name[t], x->outcome);
					put_int_or_null(fgs, x->remoteness);
					fputc('\t', fgs);
					put_int_or_null(fgs, x->best < 0 ? -1 : row_of[x->best]);
					fputc('\t', fgs);
					put_int_or_null(fgs, x->best < 0 ? -1 : col_of[x->best]);
					fputc('\n', fgs);
				}
	}
	fclose(fg);
	fclose(fgs);
	return 0;
}
