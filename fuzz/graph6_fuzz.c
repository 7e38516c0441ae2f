/*
 * graph6_fuzz.c
 *	  libFuzzer harness for the graph6 codec: arbitrary bytes must be
 *	  refused with a status, or parse to a graph that, written in every
 *	  format that holds it and read again, is the same graph, graph6 and
 *	  digraph6 codes being written again as the very same string
 *	  (check_code_roundtrip).  The first input byte picks a prefix (none, a
 *	  header, ':' or '&') so that all three formats are reached quickly.
 */
#include "graph6.h"
#include "code_checks.h"
#include "fuzz_common.h"

#define MAX_NODES 600

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const prefix[] = {
		"", ":", "&", ">>graph6<<", ">>sparse6<<:", ">>digraph6<<&", "", ""
	};
	char		buf[8192];
	char		msg[200];
	size_t		p;
	size_t		len;

	if (size == 0)
		return 0;
	p = strlen(prefix[data[0] & 7]);
	memcpy(buf, prefix[data[0] & 7], p);
	len = size - 1;
	if (len > sizeof(buf) - p)
		len = sizeof(buf) - p;
	memcpy(buf + p, data + 1, len);
	FUZZ_CHECK(check_code_roundtrip(buf, p + len, MAX_NODES, msg, sizeof(msg)),
			   "%.*s: %s", (int) (p + len > 80 ? 80 : p + len), buf, msg);
	return 0;
}
