/*
 * g6tool: the core's graph6 codec as a filter, to check it against nauty's
 * own tools (test/t/015_graph6_nauty.pl).  Reads one code per line from stdin:
 *
 *	  g6tool -a		each graph as "n" and its adjacency matrix, as
 *					nauty-showg -aq prints it
 *	  g6tool -g		each graph written again as graph6 (-s sparse6,
 *					-z digraph6, -n the natural format: graph6 when
 *					undirected without loops, else digraph6)
 *	  g6tool -r		each graph read, written in every format it allows
 *					and read again (check_code_roundtrip): prints "ok" or
 *					what differs
 *	  g6tool -l		each graph canonically labelled (canon.h) and written
 *					in its own format, as nauty-labelg does: a digraph6
 *					code stays digraph6, sparse6 sparse6
 *
 * A line the codec refuses prints "error <status> at <pos>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon.h"
#include "graph6.h"
#include "code_checks.h"

static int32_t *off;
static int32_t *adj;
static void *scratch;
static char *out;
static void *work;
static int32_t *label;
static int32_t *off2;
static int32_t *adj2;

static void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
	{
		fprintf(stderr, "g6tool: out of memory\n");
		exit(2);
	}
	return p;
}

static void
print_matrix(const CmGraph *g)
{
	int32_t		u;
	char	   *row = xrealloc(NULL, (size_t) g->nodes + 2);

	printf("%d\n", g->nodes);
	for (u = 0; u < g->nodes; u++)
	{
		int32_t		k;

		memset(row, '0', (size_t) g->nodes);
		row[g->nodes] = '\n';
		row[g->nodes + 1] = '\0';
		for (k = g->off[u]; k < g->off[u + 1]; k++)
			row[g->adj[k]] = '1';
		fputs(row, stdout);
	}
	free(row);
}

/* Write g in format f into out; returns its length or -1. */
static int64_t
encode(const CmGraph *g, int f, CmError *e)
{
	CmCodeWriter w;
	int64_t		len;

	scratch = xrealloc(scratch, cm_code_scratch_bytes(g));
	cm_code_writer_init(&w, g, scratch, NULL, NULL, e);
	if (f < 0)
		f = cm_code_natural_format(&w);
	len = cm_code_length(&w, (CmCodeFormat) f);
	out = xrealloc(out, (size_t) len + 1);
	if (cm_code_write(&w, (CmCodeFormat) f, out, e) != CM_OK)
		return -1;
	out[len] = '\0';
	return len;
}

int
main(int argc, char **argv)
{
	char	   *line = NULL;
	size_t		cap = 0;
	ssize_t		len;
	char		mode = (argc > 1 && argv[1][0] == '-') ? argv[1][1] : 'a';

	while ((len = getline(&line, &cap, stdin)) >= 0)
	{
		CmCode		c;
		CmError		e;
		CmGraph		g;

		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (cm_code_parse(line, (size_t) len, &c, &e) != CM_OK)
		{
			printf("error %d at %d\n", (int) e.code, e.pos);
			continue;
		}
		if (c.nodes == 0)
		{
			printf(mode == 'a' ? "0\n" : mode == 'r' ? "ok\n" : "%.*s\n",
				   (int) c.text_len, c.text);
			continue;
		}
		off = xrealloc(off, ((size_t) c.nodes + 1) * sizeof(int32_t));
		adj = xrealloc(adj, (size_t) (c.arcs > 0 ? c.arcs : 1) * sizeof(int32_t));
		if (cm_code_graph(&c, off, adj, &g, NULL, NULL, &e) != CM_OK)
		{
			printf("error %d\n", (int) e.code);
			continue;
		}
		if (mode == 'a')
			print_matrix(&g);
		else if (mode == 'r')
		{
			char		msg[200];

			if (check_code_roundtrip(line, (size_t) len, CM_MAX_NODES, msg, sizeof(msg)))
				printf("ok\n");
			else
				printf("%s: %s\n", line, msg);
		}
		else if (mode == 'l')
		{
			CmCanonRequest req;
			CmCanonResult res;
			CmGraph		h;

			memset(&req, 0, sizeof(req));
			req.g = &g;
			req.digraph = c.format == CM_DIGRAPH6;
			work = xrealloc(work, cm_canon_work_bytes(g.nodes, false));
			label = xrealloc(label, (size_t) g.nodes * sizeof(int32_t));
			off2 = xrealloc(off2, ((size_t) g.nodes + 1) * sizeof(int32_t));
			adj2 = xrealloc(adj2, (size_t) (c.arcs > 0 ? c.arcs : 1) * sizeof(int32_t));
			res.label = label;
			res.orbits = NULL;
			if (cm_canon(&req, work, &res, NULL, NULL, &e) != CM_OK)
			{
				printf("error %d\n", (int) e.code);
				continue;
			}
			cm_canon_relabel(&g, label, off2, adj2, &h);
			if (encode(&h, res.digraph && c.format != CM_SPARSE6 ? CM_DIGRAPH6 :
					   (int) c.format, &e) < 0)
				printf("error %d\n", (int) e.code);
			else
				printf("%s\n", out);
		}
		else
		{
			int			f = mode == 'g' ? CM_GRAPH6 : mode == 's' ? CM_SPARSE6 :
				mode == 'z' ? CM_DIGRAPH6 : -1;

			if (encode(&g, f, &e) < 0)
				printf("error %d\n", (int) e.code);
			else
				printf("%s\n", out);
		}
	}
	free(line);
	return 0;
}
