/*
 * text_oracle.c
 *	  The second reading of a value written as text (text_oracle.h).
 */
#include "text_oracle.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char space[] = " \t\n\v\f\r";

static bool
is_space(char c)
{
	return c != '\0' && strchr(space, c) != NULL;
}

void
text_oracle_trim(const char *s, size_t len, size_t *start, size_t *tlen)
{
	size_t		a = 0;
	size_t		b = len;

	while (a < len && is_space(s[a]))
		a++;
	while (b > a && is_space(s[b - 1]))
		b--;
	*start = a;
	*tlen = b - a;
}

static bool
all_code_bytes(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if ((unsigned char) s[i] < '?' || (unsigned char) s[i] > '~')
			return false;
	return true;
}

/* the length of a ">>...<<" header that s opens with, or 0 */
static size_t
header(const char *s, size_t len)
{
	if (len < 4 || s[0] != '>' || s[1] != '>')
		return 0;
	for (size_t i = 2; i + 1 < len; i++)
		if (s[i] == '<')
			return s[i + 1] == '<' ? i + 2 : 0;
	return 0;
}

static bool
code(const char *s, size_t len)
{
	size_t		h;

	/* a plain graph6 code of 28 nodes is 1 + 378 / 6 = 64 bytes, of 60 is 296 */
	if (len == 0 || (s[0] == '[' && len != 64) || (s[0] == '{' && len != 296))
		return false;
	h = header(s, len);
	s += h;
	len -= h;
	if (len > 0 && strchr(":&;", s[0]) != NULL && s[0] != '\0')
	{
		s++;
		len--;
	}
	return len > 0 && all_code_bytes(s, len);
}

static bool
json_value(const char *s, size_t len)
{
	size_t		i = 1;

	if ((len == 4 && (memcmp(s, "null", 4) == 0 || memcmp(s, "true", 4) == 0)) ||
		(len == 5 && memcmp(s, "false", 5) == 0))
		return true;
	if (len < 2 || s[0] != '{')
		return false;
	while (i < len && is_space(s[i]))
		i++;
	if (i == len || s[i] != '"')
		return false;
	for (; i < len; i++)
		if (s[i] == ':')
			return true;
	return false;
}

/* "[", white space, a sign, digits, white space, ':' */
static bool
dims(const char *s, size_t len)
{
	size_t		i = 1;
	size_t		d;

	while (i < len && is_space(s[i]))
		i++;
	if (i < len && (s[i] == '-' || s[i] == '+'))
		i++;
	d = i;
	while (i < len && s[i] >= '0' && s[i] <= '9')
		i++;
	if (d == i)
		return false;
	while (i < len && is_space(s[i]))
		i++;
	return i < len && s[i] == ':';
}

CmTextKind
text_oracle_kind(const char *s, size_t len, int grid)
{
	size_t		a;
	size_t		n;

	text_oracle_trim(s, len, &a, &n);
	s += a;
	if (grid)
	{
		if (n > 0 && s[0] == '[' && memchr(s, '=', n) == NULL)
			return CM_TEXT_JSON;
		return n > 0 && (s[0] == '{' || s[0] == '[') ? CM_TEXT_ARRAY : CM_TEXT_NONE;
	}
	if (json_value(s, n))
		return CM_TEXT_JSON;
	if (code(s, n))
		return CM_TEXT_CODE;
	if (n > 0 && s[0] == '[')
		return dims(s, n) ? CM_TEXT_ARRAY : CM_TEXT_JSON;
	if (n > 0 && s[0] == '{')
		return CM_TEXT_ARRAY;
	return CM_TEXT_NONE;
}

size_t
text_oracle_bad(const char *s, size_t len)
{
	size_t		a;
	size_t		n;
	size_t		i;

	text_oracle_trim(s, len, &a, &n);
	s += a;
	i = header(s, n);
	while (i < n && (unsigned char) s[i] >= '?' && (unsigned char) s[i] <= '~')
		i++;
	return i;
}
