/*
 * textkind_fuzz.c
 *	  libFuzzer harness for what a graph or a grid written as text is
 *	  (src/core/textkind.c): any bytes, read from a buffer of their exact
 *	  size (AddressSanitizer reports a byte read past it), must get the
 *	  kind, the trimmed part and the first bad byte that the second reading
 *	  (test/oracle/text_oracle.c) gives, and white space around them must
 *	  change nothing but where they are.
 */
#include "text_oracle.h"
#include "textkind.h"
#include "fuzz_common.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(const char *s, size_t len, int grid)
{
	CmText		t;
	CmTextKind	k = grid ? cm_text_grid(s, len, &t) : cm_text_graph(s, len, &t);
	size_t		start;
	size_t		tlen;

	text_oracle_trim(s, len, &start, &tlen);
	FUZZ_CHECK(k == text_oracle_kind(s, len, grid) && t.kind == k,
			   "%s kind %d, the second reading says %d", grid ? "grid" : "graph",
			   (int) k, (int) text_oracle_kind(s, len, grid));
	FUZZ_CHECK(t.start == start && t.len == tlen, "trimmed to %zu+%zu, not %zu+%zu",
			   t.start, t.len, start, tlen);
	if (!grid && k == CM_TEXT_NONE)
		FUZZ_CHECK(t.bad == text_oracle_bad(s, len) && t.bad <= t.len,
				   "first bad byte %zu, not %zu", t.bad, text_oracle_bad(s, len));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	   *exact = malloc(size > 0 ? size : 1);
	char	   *padded = malloc(size + 4);
	CmText		a;
	CmText		b;

	memcpy(exact, data, size);
	check(exact, size, 0);
	check(exact, size, 1);

	/* white space around it: the same kind and value, two bytes on */
	padded[0] = ' ';
	padded[1] = '\n';
	memcpy(padded + 2, data, size);
	padded[size + 2] = '\t';
	padded[size + 3] = '\r';
	cm_text_graph(exact, size, &a);
	cm_text_graph(padded, size + 4, &b);
	FUZZ_CHECK(a.kind == b.kind && a.len == b.len &&
			   (a.len == 0 || b.start == a.start + 2), "white space changed the kind");
	cm_text_grid(exact, size, &a);
	cm_text_grid(padded, size + 4, &b);
	FUZZ_CHECK(a.kind == b.kind && a.len == b.len, "white space changed the grid's kind");
	free(exact);
	free(padded);
	return 0;
}
