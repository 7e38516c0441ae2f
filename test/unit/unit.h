/*
 * unit.h
 *	  What the unit test files share: the check counters and CHECK, and
 *	  the tests that live outside unit.c.
 */
#ifndef CATMOUSE_TEST_UNIT_H
#define CATMOUSE_TEST_UNIT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

extern long checks;
extern long failures;

/* UNIT_FAIL_FAST set: stop at the first failed check (unit_stop) */
extern int	unit_fail_fast;
extern void unit_stop(void);

/* the largest graphs of the every-graph checks (8; the third argument) */
extern int	every_graph_nodes;

/* Count a check; print the first 20 failures; fail fast if asked to. */
#define CHECK(cond, ...) \
	do { \
		checks++; \
		if (!(cond)) \
		{ \
			failures++; \
			if (failures <= 20) \
			{ \
				fprintf(stderr, "# FAIL %s:%d: ", __FILE__, __LINE__); \
				fprintf(stderr, __VA_ARGS__); \
				fputc('\n', stderr); \
			} \
			if (unit_fail_fast) \
				unit_stop(); \
		} \
	} while (0)

/* unit_graph6.c */
extern void test_code_examples(char *detail, size_t len);
extern void test_code_errors(char *detail, size_t len);
extern void test_code_random(char *detail, size_t len);

/* unit_textkind.c */
extern void test_text_kind(char *detail, size_t len);

/* unit_render.c */
extern void test_render(char *detail, size_t len);

/* unit_pursuit.c */
extern void test_pursuit_one_cat_large(char *detail, size_t len, int graphs,
									   uint64_t base_seed);
extern void test_pursuit_random(char *detail, size_t len, int graphs,
								uint64_t base_seed);

/* unit_census.c */
extern void test_census_random(char *detail, size_t len, int graphs,
							   uint64_t base_seed);
extern void test_census_every_graph(char *detail, size_t len);

/* unit_canon.c */
extern void test_canon_groups(char *detail, size_t len);
extern void test_canon_forms(char *detail, size_t len);
extern void test_canon_cancel(char *detail, size_t len);

/* unit_copcensus.c */
extern void test_cop_census(char *detail, size_t len);
extern void test_geng(char *detail, size_t len);

#endif
