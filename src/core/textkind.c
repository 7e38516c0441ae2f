/*-------------------------------------------------------------------------
 *
 * textkind.c
 *	  What a graph or a grid written as text is (textkind.h).  Each helper
 *	  takes the bytes it may look at as a pointer and a length, and reads
 *	  none past them.
 *
 *-------------------------------------------------------------------------
 */
#include "textkind.h"

#include <string.h>

/* Bytes of a graph6 code (no header) of n <= 62 nodes: N(n) and the matrix. */
#define GRAPH6_BYTES(n)		(1 + ((n) * ((n) - 1) / 2 + 5) / 6)

/* the bytes that carry a code's six bits */
static bool
code_byte(unsigned char c)
{
	return c >= 63 && c <= 126;
}

bool
cm_text_space(unsigned char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static bool
digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* The first i >= from with s[i] not white space; len if none. */
static size_t
skip_space(const char *s, size_t len, size_t from)
{
	while (from < len && cm_text_space((unsigned char) s[from]))
		from++;
	return from;
}

/* s less the white space around it, into t->start and t->len */
static void
trim(const char *s, size_t len, CmText *t)
{
	size_t		start = skip_space(s, len, 0);
	size_t		end = len;

	while (end > start && cm_text_space((unsigned char) s[end - 1]))
		end--;
	t->start = start;
	t->len = end - start;
	t->bad = t->len;
}

/*
 * Where a header ">>...<<" that opens s ends (the offset after its "<<"),
 * 0 when s opens with none.
 */
static size_t
header_end(const char *s, size_t len)
{
	const char *lt;

	if (len < 2 || s[0] != '>' || s[1] != '>')
		return 0;
	lt = memchr(s + 2, '<', len - 2);
	if (lt == NULL || (size_t) (lt - s) + 2 > len || lt[1] != '<')
		return 0;
	return (size_t) (lt - s) + 2;
}

/* Whether the trimmed s holds only a code's bytes (see textkind.h). */
static bool
is_code(const char *s, size_t len)
{
	size_t		i;

	if (len == 0 ||
		(s[0] == '[' && len != GRAPH6_BYTES(28)) ||
		(s[0] == '{' && len != GRAPH6_BYTES(60)))
		return false;
	i = header_end(s, len);
	if (i < len && (s[i] == ':' || s[i] == '&' || s[i] == ';'))
		i++;
	if (i >= len)
		return false;
	for (; i < len; i++)
		if (!code_byte((unsigned char) s[i]))
			return false;
	return true;
}

/* null, true, false, or '{' then a string and a ':' (see textkind.h) */
static bool
is_json_value(const char *s, size_t len)
{
	size_t		i;

	if ((len == 4 && memcmp(s, "null", 4) == 0) ||
		(len == 4 && memcmp(s, "true", 4) == 0) ||
		(len == 5 && memcmp(s, "false", 5) == 0))
		return true;
	if (len == 0 || s[0] != '{')
		return false;
	i = skip_space(s, len, 1);
	if (i >= len || s[i] != '"')
		return false;
	return memchr(s + i, ':', len - i) != NULL;
}

/* Whether s, which opens with '[', opens with an array's dimensions ("[0:3]"). */
static bool
array_dims_ahead(const char *s, size_t len)
{
	size_t		i = skip_space(s, len, 1);
	size_t		digits;

	if (i < len && (s[i] == '+' || s[i] == '-'))
		i++;
	for (digits = i; i < len && digit((unsigned char) s[i]); i++)
		;
	if (i == digits)
		return false;
	i = skip_space(s, len, i);
	return i < len && s[i] == ':';
}

/* The first byte no code has, after the header if there is one. */
static size_t
first_bad_byte(const char *s, size_t len)
{
	size_t		i = header_end(s, len);

	while (i < len && code_byte((unsigned char) s[i]))
		i++;
	return i;
}

CmTextKind
cm_text_graph(const char *s, size_t len, CmText *t)
{
	const char *p;

	trim(s, len, t);
	p = s + t->start;
	if (is_json_value(p, t->len))
		t->kind = CM_TEXT_JSON;
	else if (is_code(p, t->len))
		t->kind = CM_TEXT_CODE;
	else if (t->len > 0 && p[0] == '[' && !array_dims_ahead(p, t->len))
		t->kind = CM_TEXT_JSON;
	else if (t->len > 0 && (p[0] == '{' || p[0] == '['))
		t->kind = CM_TEXT_ARRAY;
	else
	{
		t->kind = CM_TEXT_NONE;
		t->bad = first_bad_byte(p, t->len);
	}
	return t->kind;
}

CmTextKind
cm_text_grid(const char *s, size_t len, CmText *t)
{
	const char *p;

	trim(s, len, t);
	p = s + t->start;
	if (t->len > 0 && p[0] == '[' && memchr(p, '=', t->len) == NULL)
		t->kind = CM_TEXT_JSON;
	else if (t->len > 0 && (p[0] == '{' || p[0] == '['))
		t->kind = CM_TEXT_ARRAY;
	else
		t->kind = CM_TEXT_NONE;
	return t->kind;
}
