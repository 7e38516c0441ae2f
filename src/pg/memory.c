/*-------------------------------------------------------------------------
 *
 * memory.c
 *	  catmouse.max_memory and catmouse.max_memory_limit, the check every
 *	  solve makes before it allocates, and the one place where sizes are
 *	  written for a message (catmouse_size_text): every memory error gives
 *	  what the work needs and the limit in PostgreSQL's units, never 0 for
 *	  what is not 0, and a value to SET only when the setting can hold it.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <limits.h>
#include <stdarg.h>
#include <sys/mman.h>

#include "utils/guc.h"
#include "utils/memutils.h"

#include "catmouse.h"

/*
 * catmouse.max_memory, in kB: the most work memory one solve may take; an
 * ordinary role sets it for itself, up to catmouse.max_memory_limit, which
 * only a superuser sets (by default no lower than max_memory can go).
 */
static int	catmouse_max_memory = 1024 * 1024;
static int	catmouse_max_memory_limit = MAX_KILOBYTES;

/* SET catmouse.max_memory above the limit: refused at once, saying why */
static bool
check_max_memory(int *newval, void **extra, GucSource source)
{
	if (source == PGC_S_SESSION && *newval > catmouse_max_memory_limit)
	{
		GUC_check_errdetail("catmouse.max_memory_limit, set by an administrator, is %s.",
							catmouse_size_text((uint64) catmouse_max_memory_limit * 1024));
		return false;
	}
	return true;
}

/* The memory one solve may take, in kB: max_memory within the limit. */
static int
max_memory_kb(void)
{
	return Min(catmouse_max_memory, catmouse_max_memory_limit);
}

size_t
catmouse_max_memory_bytes(void)
{
	return (size_t) max_memory_kb() * 1024;
}

/* The settings (from _PG_init). */
void
catmouse_memory_init(void)
{
	DefineCustomIntVariable("catmouse.max_memory",
							"Largest work memory one catmouse solve may allocate.",
							"A solve that would need more fails before allocating.",
							&catmouse_max_memory,
							1024 * 1024,
							64,
							MAX_KILOBYTES,
							PGC_USERSET,
							GUC_UNIT_KB,
							check_max_memory, NULL, NULL);
	DefineCustomIntVariable("catmouse.max_memory_limit",
							"Largest value of catmouse.max_memory that takes effect; only superusers set it.",
							"Solves are held to the lower of the two.",
							&catmouse_max_memory_limit,
							MAX_KILOBYTES,
							64,
							MAX_KILOBYTES,
							PGC_SUSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
}

/* Fail unless `bytes` more of work memory are within catmouse.max_memory. */
void
catmouse_check_memory(size_t bytes, int32 nodes)
{
	catmouse_check_work_memory(bytes, "solving a game with %d nodes", nodes);
}

/*
 * Work memory for a solver, in the current memory context, with huge pages
 * asked for where the core says they pay (cm_work_huge_range: the 2 MB
 * blocks of a buffer of 32 MB or more; long games past a few thousand
 * nodes take half the time).  Only a hint: with transparent_hugepage set to
 * never, or elsewhere than Linux, nothing changes.
 */
void *
catmouse_alloc_work(size_t bytes)
{
	char	   *work = MemoryContextAllocHuge(CurrentMemoryContext, bytes);
#ifdef MADV_HUGEPAGE
	uintptr_t	from;
	size_t		length;

	if (cm_work_huge_range(work, bytes, &from, &length))
		(void) madvise((void *) from, length, MADV_HUGEPAGE);
#endif
	return work;
}

/*
 * A size in bytes as PostgreSQL writes sizes (pg_size_pretty's units:
 * bytes, kB, MB, GB, TB, the next unit from 10240 of one), rounded up, so
 * that a size is never shown as 0 when it is not.  Every memory message of
 * catmouse writes its sizes with it.  palloc'd.
 */
char *
catmouse_size_text(uint64 bytes)
{
	static const char *const units[] = {"bytes", "kB", "MB", "GB", "TB", "PB"};
	uint64		v = bytes;
	uint64		div = 1;
	int			u = 0;

	while (u < lengthof(units) - 1 && bytes / div >= 10 * 1024)
	{
		div *= 1024;
		u++;
	}
	v = bytes / div + (bytes % div != 0);
	return psprintf(UINT64_FORMAT " %s", v, units[u]);
}

/*
 * catmouse.max_memory's value for bytes, as SET takes it ('1025MB', or
 * '65kB' below a MB), rounded up; false when the setting cannot hold it.
 */
static bool
setting_text(uint64 bytes, char *buf, size_t size)
{
	uint64		kb = bytes / 1024 + (bytes % 1024 != 0);
	uint64		mb = kb / 1024 + (kb % 1024 != 0);

	if (kb > (uint64) MAX_KILOBYTES)
		return false;
	if (kb < 1024 || mb * 1024 > (uint64) MAX_KILOBYTES)
		snprintf(buf, size, UINT64_FORMAT "kB", kb);
	else
		snprintf(buf, size, UINT64_FORMAT "MB", mb);
	return true;
}

void
catmouse_check_work_memory(size_t bytes, const char *fmt,...)
{
	uint64		limit = (uint64) max_memory_kb() * 1024;
	char		what[256];
	char		setting[32];
	va_list		args;

	if (bytes != SIZE_MAX && bytes <= limit && bytes <= MaxAllocHugeSize)
		return;
	/* the message only when it is needed: solves of small graphs are many */
	va_start(args, fmt);
	vsnprintf(what, sizeof(what), fmt, args);
	va_end(args);

	/* sizes past what can be addressed: cm_*_bytes saturate at SIZE_MAX */
	if (bytes == SIZE_MAX || bytes > MaxAllocHugeSize)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s needs more memory than can be addressed", what),
				 errdetail("It needs more than %s; no setting of catmouse.max_memory (at most %s) allows it.",
						   catmouse_size_text(MaxAllocHugeSize),
						   catmouse_size_text((uint64) MAX_KILOBYTES * 1024))));
	/* more than the setting can hold */
	if (!setting_text(bytes, setting, sizeof(setting)))
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s needs %s of memory", what, catmouse_size_text(bytes)),
				 errdetail("catmouse.max_memory can be set to at most %s, so no setting allows it.",
						   catmouse_size_text((uint64) MAX_KILOBYTES * 1024))));
	/* more than the administrator's limit: raising max_memory cannot help */
	if (bytes > (uint64) catmouse_max_memory_limit * 1024)
		catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s needs %s of memory", what, catmouse_size_text(bytes)),
				 errdetail("catmouse.max_memory is %s, and catmouse.max_memory_limit, set by an administrator, %s.",
						   catmouse_size_text((uint64) catmouse_max_memory * 1024),
						   catmouse_size_text((uint64) catmouse_max_memory_limit * 1024)),
				 errhint("Ask an administrator to raise catmouse.max_memory_limit to at least '%s'.",
						 setting)));
	catmouse_puzzle_ereport((errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
			 errmsg("%s needs %s of memory", what, catmouse_size_text(bytes)),
			 errdetail("catmouse.max_memory is %s.",
					   catmouse_size_text((uint64) catmouse_max_memory * 1024)),
			 errhint("Raise the limit, e.g. SET catmouse.max_memory = '%s'.", setting)));
}

