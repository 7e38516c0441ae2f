/*
 * fuzz_common.h
 *	  Helpers for the libFuzzer harnesses: a cursor over the fuzzer's bytes.
 */
#ifndef CATMOUSE_FUZZ_COMMON_H
#define CATMOUSE_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Bytes
{
	const uint8_t *p;
	size_t		left;
} Bytes;

/* The next byte, or 0 once the input is used up. */
static inline uint8_t
take8(Bytes *b)
{
	if (b->left == 0)
		return 0;
	b->left--;
	return *b->p++;
}

static inline uint32_t
take32(Bytes *b)
{
	uint32_t	v = 0;

	for (int i = 0; i < 4; i++)
		v = (v << 8) | take8(b);
	return v;
}

/* A finding: say what, and crash so libFuzzer keeps the input. */
#define FUZZ_CHECK(cond, ...) \
	do { \
		if (!(cond)) \
		{ \
			fprintf(stderr, "fuzz check failed: " __VA_ARGS__); \
			fputc('\n', stderr); \
			abort(); \
		} \
	} while (0)

#endif
