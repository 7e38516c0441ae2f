/*
 * bench/cop_census.c: the census of cops and robbers in the core, without
 * a server, to time its parts: geng alone, and geng with the census's
 * solver (src/core/copcensus.c), over part res of mod of the connected
 * graphs on n nodes.
 *	  bench/cop_census N [RES MOD] [geng|census]
 * Prints the graphs by cop number, the longest capture times and the
 * seconds taken.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "copcensus.h"
#include "generate.h"

typedef struct Tally
{
	long		graphs[4];
	int			time[3];
	int			census;
	CmCopWork	work;			/* cm_cop_facts()'s */
} Tally;

static bool
one(void *arg, const uint64_t *rows, int n)
{
	Tally	   *t = arg;
	CmCopFacts	f;
	CmError		err;

	if (!t->census)
	{
		t->graphs[1]++;
		return false;
	}
	(void) cm_cop_facts(rows, n, 2, &t->work, NULL, NULL, &f, &err);	/* two cats: no game */
	t->graphs[f.cop_number]++;
	if (f.cop_number >= 1 && f.capture_time > t->time[f.cop_number])
		t->time[f.cop_number] = f.capture_time;
	return false;
}

int
main(int argc, char **argv)
{
	CmGengOptions o;
	CmError		e;
	int64_t		count;
	Tally		t;
	struct timespec a,
				b;

	if (argc < 2)
	{
		fprintf(stderr, "usage: cop_census N [RES MOD] [geng|census]\n");
		return 2;
	}
	cm_geng_defaults(&o, atoi(argv[1]));
	o.connected = true;
	if (argc >= 4)
	{
		o.res = atoi(argv[2]);
		o.mod = atoi(argv[3]);
	}
	memset(&t, 0, sizeof(t));
	t.census = !(argc >= 5 && strcmp(argv[4], "geng") == 0);
	clock_gettime(CLOCK_MONOTONIC, &a);
	if (cm_geng_run(&o, one, &t, NULL, NULL, &count, &e) != CM_OK)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%lld graphs: cop number 1: %ld (longest capture %d), 2: %ld (longest %d), more: %ld; %.2f s\n",
		   (long long) count, t.graphs[1], t.time[1], t.graphs[2], t.time[2], t.graphs[0],
		   (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
	return 0;
}
