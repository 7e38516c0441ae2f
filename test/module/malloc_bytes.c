/*
 * malloc_bytes.c
 *	  A server module for test/t/023_server_memory.pl alone (never
 *	  installed): malloc_bytes(), the bytes the backend holds from malloc
 *	  (glibc's mallinfo2: uordblks, the chunks in use in the heap, and
 *	  hblkhd, those mmap'd on their own).  It counts what no memory
 *	  context does: nauty's work arrays and geng's tables, and the blocks
 *	  of every memory context too.  make tools builds it as
 *	  test/bin/malloc_bytes.so; the test creates the function from that
 *	  path.
 */
#include "postgres.h"

#include <malloc.h>

#include "fmgr.h"

PG_MODULE_MAGIC;

PG_FUNCTION_INFO_V1(malloc_bytes);

Datum
malloc_bytes(PG_FUNCTION_ARGS)
{
	struct mallinfo2 m = mallinfo2();

	PG_RETURN_INT64((int64) (m.uordblks + m.hblkhd));
}
