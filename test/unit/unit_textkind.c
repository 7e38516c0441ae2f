/*
 * unit_textkind.c
 *	  Server-free tests of what a graph or a grid written as text is
 *	  (src/core/textkind.c): examples of each kind, every value read from
 *	  a buffer of its exact size (AddressSanitizer reports any byte read
 *	  past it), every prefix of them, white space around them, the long
 *	  values that once read past their end, and seeded random values
 *	  against the second reading (test/oracle/text_oracle.c).  The fuzz
 *	  harness fuzz/textkind_fuzz.c explores the same checks.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "text_oracle.h"
#include "textkind.h"
#include "unit.h"

static const char *const kind_name[] = {"none", "code", "json", "array"};

/* s's kind, read from a copy of exactly len bytes (no NUL after it) */
static CmTextKind
kind_exact(const char *s, size_t len, int grid, CmText *t)
{
	char	   *copy = malloc(len > 0 ? len : 1);
	CmTextKind	k;

	memcpy(copy, s, len);
	k = grid ? cm_text_grid(copy, len, t) : cm_text_graph(copy, len, t);
	free(copy);
	return k;
}

/* The core and the second reading agree on s: kind, trimmed part, bad byte. */
static void
check_agrees(const char *s, size_t len, int grid)
{
	CmText		t;
	CmTextKind	k = kind_exact(s, len, grid, &t);
	CmTextKind	want = text_oracle_kind(s, len, grid);
	size_t		start;
	size_t		tlen;

	text_oracle_trim(s, len, &start, &tlen);
	CHECK(k == want && t.kind == k, "%s %.*s: %s, the second reading says %s",
		  grid ? "grid" : "graph", (int) (len > 60 ? 60 : len), s, kind_name[k],
		  kind_name[want]);
	CHECK(t.start == start && t.len == tlen, "%.*s: trimmed to %zu+%zu, not %zu+%zu",
		  (int) (len > 60 ? 60 : len), s, t.start, t.len, start, tlen);
	if (!grid && k == CM_TEXT_NONE)
		CHECK(t.bad == text_oracle_bad(s, len), "%.*s: bad byte %zu, not %zu",
			  (int) (len > 60 ? 60 : len), s, t.bad, text_oracle_bad(s, len));
}

typedef struct Example
{
	const char *text;
	CmTextKind	kind;
} Example;

void
test_text_kind(char *detail, size_t detail_len)
{
	static const Example graphs[] = {
		{"A_", CM_TEXT_CODE},
		{"  Cd\n", CM_TEXT_CODE},
		{">>graph6<<A_", CM_TEXT_CODE},
		{">>sparse6<<:An", CM_TEXT_CODE},
		{":Fa@x^", CM_TEXT_CODE},
		{"&B?o", CM_TEXT_CODE},
		{";Fa@x^", CM_TEXT_CODE},		/* incremental: the codec refuses it by name */
		{"?", CM_TEXT_CODE},
		{"[[1],[0]]", CM_TEXT_JSON},
		{" [ [1], [0] ] ", CM_TEXT_JSON},
		{"[[]]", CM_TEXT_JSON},
		{"null", CM_TEXT_JSON},
		{"true", CM_TEXT_JSON},
		{"false", CM_TEXT_JSON},
		{"{\"a\": 1}", CM_TEXT_JSON},
		{"{ \t\"graph\" : [[1],[0]]}", CM_TEXT_JSON},
		{"{{1},{0}}", CM_TEXT_ARRAY},
		{"{}", CM_TEXT_ARRAY},
		{"{{NULL}}", CM_TEXT_ARRAY},
		{"[0:1][0:0]={{1},{0}}", CM_TEXT_ARRAY},
		{"[ -1 : 0]={{1},{0}}", CM_TEXT_ARRAY},
		{"{ \"a", CM_TEXT_ARRAY},		/* no ':' in it: an array literal's error */
		{"{ \"a\"", CM_TEXT_ARRAY},
		{"{", CM_TEXT_ARRAY},
		{"[", CM_TEXT_JSON},
		{"[:", CM_TEXT_JSON},
		{"[1", CM_TEXT_JSON},
		{"", CM_TEXT_NONE},
		{" \t\n\v\f\r", CM_TEXT_NONE},
		{"hello world", CM_TEXT_NONE},
		{"1,2", CM_TEXT_NONE},
		{">>graph6<<", CM_TEXT_NONE},
		{">>graph6", CM_TEXT_NONE},
		{"A_ # comment", CM_TEXT_NONE},
		{"A\xc3\xa9", CM_TEXT_NONE},
		{"nul", CM_TEXT_CODE},			/* its bytes are a code's; the codec judges */
	};
	static const Example grids[] = {
		{"[\"M.C...F\"]", CM_TEXT_JSON},
		{"  [\"M\", \"F\"]", CM_TEXT_JSON},
		{"{M.C...F}", CM_TEXT_ARRAY},
		{"{\"M.C\",\"..F\"}", CM_TEXT_ARRAY},
		{"[1:1]={M.C...F}", CM_TEXT_ARRAY},
		{"M.C...F", CM_TEXT_NONE},
		{"", CM_TEXT_NONE},
	};
	char		big_code[297];
	size_t		big;
	char	   *spaces;
	long		before = checks;
	uint64_t	saved_rng = rng_state;

	for (size_t i = 0; i < sizeof(graphs) / sizeof(graphs[0]); i++)
	{
		const char *s = graphs[i].text;
		size_t		len = strlen(s);
		CmText		t;

		CHECK(kind_exact(s, len, 0, &t) == graphs[i].kind, "\"%s\" is %s, not %s", s,
			  kind_name[t.kind], kind_name[graphs[i].kind]);
		/* every prefix, each from a buffer of its size */
		for (size_t n = 0; n <= len; n++)
			check_agrees(s, n, 0);
	}
	for (size_t i = 0; i < sizeof(grids) / sizeof(grids[0]); i++)
	{
		const char *s = grids[i].text;
		size_t		len = strlen(s);
		CmText		t;

		CHECK(kind_exact(s, len, 1, &t) == grids[i].kind, "grid \"%s\" is %s, not %s", s,
			  kind_name[t.kind], kind_name[grids[i].kind]);
		for (size_t n = 0; n <= len; n++)
			check_agrees(s, n, 1);
	}

	/* graph6 codes that open with '[' (28 nodes) and '{' (60 nodes) */
	memset(big_code, '?', sizeof(big_code));
	big_code[0] = '[';
	CHECK(kind_exact(big_code, 64, 0, &(CmText) {0}) == CM_TEXT_CODE, "a 64-byte code opening with [");
	CHECK(kind_exact(big_code, 63, 0, &(CmText) {0}) == CM_TEXT_JSON, "63 bytes opening with [");
	big_code[0] = '{';
	CHECK(kind_exact(big_code, 296, 0, &(CmText) {0}) == CM_TEXT_CODE, "a 296-byte code opening with {");
	CHECK(kind_exact(big_code, 295, 0, &(CmText) {0}) == CM_TEXT_ARRAY, "295 bytes opening with {");

	/*
	 * The values that read past their end before the recognition moved
	 * here: '{', white space, then '"' (a 3 MB one crashed the server), and
	 * a '[' of dimensions and white space to the end.
	 */
	big = 3000002;
	spaces = malloc(big);
	memset(spaces, ' ', big);
	spaces[0] = '{';
	spaces[big - 1] = '"';
	CHECK(kind_exact(spaces, big, 0, &(CmText) {0}) == CM_TEXT_ARRAY,
		  "'{', 3,000,000 spaces and '\"'");
	spaces[0] = '[';
	spaces[1] = '1';
	CHECK(kind_exact(spaces, big - 1, 0, &(CmText) {0}) == CM_TEXT_JSON,
		  "'[1' and spaces to the end");
	spaces[0] = '{';
	spaces[1] = ' ';
	spaces[big - 1] = ' ';
	CHECK(kind_exact(spaces, big, 0, &(CmText) {0}) == CM_TEXT_ARRAY, "'{' and spaces");
	free(spaces);

	/* white space around a value changes nothing but where it is */
	for (size_t i = 0; i < sizeof(graphs) / sizeof(graphs[0]); i++)
	{
		char		buf[128];
		size_t		len = strlen(graphs[i].text);
		CmText		t;

		buf[0] = '\f';
		buf[1] = ' ';
		memcpy(buf + 2, graphs[i].text, len);
		buf[len + 2] = '\r';
		CHECK(kind_exact(buf, len + 3, 0, &t) == graphs[i].kind,
			  "\"%s\" in white space is %s", graphs[i].text, kind_name[t.kind]);
	}

	/* random values of the bytes that matter, against the second reading */
	rng_state = 0x7e47b1d5ULL;
	for (int r = 0; r < 200000; r++)
	{
		static const char alphabet[] = "{}[]:\"=<> \t\n+-019?A_~&;nultrefas\xff\x80";
		char		buf[24];
		size_t		len = (size_t) (rng_next() % sizeof(buf));

		for (size_t i = 0; i < len; i++)
			buf[i] = alphabet[rng_next() % (sizeof(alphabet) - 1)];
		check_agrees(buf, len, 0);
		check_agrees(buf, len, 1);
	}
	rng_state = saved_rng;
	snprintf(detail, detail_len, "%ld checks: %zu graph and %zu grid examples, their prefixes, "
			 "3 MB values, 200,000 random values against the second reading",
			 checks - before, sizeof(graphs) / sizeof(graphs[0]),
			 sizeof(grids) / sizeof(grids[0]));
}
