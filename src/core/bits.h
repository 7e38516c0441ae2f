/*-------------------------------------------------------------------------
 *
 * bits.h
 *	  Bit helpers of the core's word-parallel code (the small-graph engine,
 *	  the census, the graph6 codec and the pursuit solver): set bits and
 *	  trailing zeros of a 64-bit word, with portable fallbacks.  Private to
 *	  src/core/: the glue never includes it.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CATMOUSE_BITS_H
#define CATMOUSE_BITS_H

#include <stdint.h>

/* Set bits of a 64-bit word (no popcnt instruction assumed). */
static inline int
cm_popcount64(uint64_t x)
{
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
	return (int) ((x * UINT64_C(0x0101010101010101)) >> 56);
}

/*
 * Set bits of a 64-bit word in code compiled for a CPU that has the popcnt
 * instruction (a function of target("popcnt"), the census's vector
 * bodies): that instruction.
 */
#if defined(__GNUC__) || defined(__clang__)
#define cm_popcount64_native(x) __builtin_popcountll(x)
#else
#define cm_popcount64_native(x) cm_popcount64(x)
#endif

/* Trailing zeros of a word that is not 0: the index of its lowest set bit. */
#if defined(__GNUC__) || defined(__clang__)
#define cm_ctz64(x) __builtin_ctzll(x)
#else
static inline int
cm_ctz64(uint64_t x)
{
	int			n = 0;

	while (!(x & 1))
	{
		x >>= 1;
		n++;
	}
	return n;
}
#endif

/* Ask for the cache line at p ahead of its use (a hint; nothing elsewhere). */
#if defined(__GNUC__) || defined(__clang__)
#define cm_prefetch(p) __builtin_prefetch((p), 1, 3)
#else
#define cm_prefetch(p) ((void) (p))
#endif

/*
 * A function inlined wherever it is called, or never inlined (a hot loop
 * kept in a function of its own), where the compiler can be told.
 */
#if defined(__GNUC__) || defined(__clang__)
#define cm_always_inline inline __attribute__((always_inline))
#define cm_noinline __attribute__((noinline))
#else
#define cm_always_inline inline
#define cm_noinline
#endif

/* The low 16 bits of x in reverse order: bit i to bit 15 - i. */
static inline uint32_t
cm_reverse16(uint32_t x)
{
	x = ((x & 0x5555) << 1) | ((x >> 1) & 0x5555);
	x = ((x & 0x3333) << 2) | ((x >> 2) & 0x3333);
	x = ((x & 0x0F0F) << 4) | ((x >> 4) & 0x0F0F);
	return ((x & 0x00FF) << 8) | ((x >> 8) & 0x00FF);
}

/* The word of bits 0 .. n - 1 (n from 0 to 64). */
static inline uint64_t
cm_low_bits(int n)
{
	return n >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << n) - 1;
}

/*
 * Four 64 x 64 matrices of bits, a word a row, interleaved (bit j of
 * a[i][f]: row i, column j of matrix f), each turned over its diagonal:
 * bit j of a[i][f] to bit i of a[j][f].  Six rounds, each swapping the
 * off-diagonal halves of blocks of 2j x 2j; the four matrices side by side
 * make the inner step one of vector width.
 */
static inline void
cm_transpose64x4(uint64_t a[64][4])
{
	uint64_t	low = 0x00000000FFFFFFFFull;	/* the low half of each 2j bits */
	int			j,
				k,
				i;

	for (j = 32; j != 0; j >>= 1, low ^= low << j)
		for (k = 0; k < 64; k += 2 * j)
			for (i = k; i < k + j; i++)
			{
				uint64_t   *const x = a[i];
				uint64_t   *const y = a[i + j];
				const uint64_t t0 = ((x[0] >> j) ^ y[0]) & low;
				const uint64_t t1 = ((x[1] >> j) ^ y[1]) & low;
				const uint64_t t2 = ((x[2] >> j) ^ y[2]) & low;
				const uint64_t t3 = ((x[3] >> j) ^ y[3]) & low;

				y[0] ^= t0;
				y[1] ^= t1;
				y[2] ^= t2;
				y[3] ^= t3;
				x[0] ^= t0 << j;
				x[1] ^= t1 << j;
				x[2] ^= t2 << j;
				x[3] ^= t3 << j;
			}
}

#endif							/* CATMOUSE_BITS_H */
