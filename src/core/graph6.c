/*-------------------------------------------------------------------------
 *
 * graph6.c
 *	  nauty's graph6, sparse6 and digraph6 codes to and from CSR graphs
 *	  (see graph6.h for the formats).  Plain C, no PostgreSQL headers, no
 *	  malloc.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "graph6.h"

#define CODE_BIAS	63			/* a code byte is 63 + six bits */
#define POLL_EVERY	(1 << 16)

static const char *const format_name[] = {"graph6", "sparse6", "digraph6"};

const char *
cm_code_format_name(CmCodeFormat f)
{
	return format_name[f];
}

static CmStatus
fail(CmError *err, CmStatus code, int32_t node, int32_t pos, int64_t value,
	 int64_t expected)
{
	err->code = code;
	err->node = node;
	err->pos = pos;
	err->value = value;
	err->expected = expected;
	return code;
}

static inline bool
code_byte(unsigned char b)
{
	return b >= CODE_BIAS && b <= CODE_BIAS + 63;
}

/* A byte offset for CmError.pos (codes longer than 2 GB say INT32_MAX). */
static inline int32_t
offset(size_t p)
{
	return p > INT32_MAX ? INT32_MAX : (int32_t) p;
}

/*
 * Bits of the matrix part of graph6 (n(n-1)/2) or digraph6 (n^2); -1 when
 * that is more than any code could hold (n > 2^32).
 */
static int64_t
matrix_bits(CmCodeFormat f, int64_t n)
{
	if (n > INT64_C(4294967295))
		return -1;
	if (f == CM_GRAPH6)
		return (int64_t) ((uint64_t) n * (uint64_t) (n > 0 ? n - 1 : 0) / 2);
	return (int64_t) ((uint64_t) n * (uint64_t) n);
}

/* Bits a sparse6 vertex number takes: enough for n - 1 (0 when n = 1). */
static int
sparse6_width(int64_t n)
{
	int			k = 0;
	int64_t		m;

	for (m = n - 1; m > 0; m >>= 1)
		k++;
	return k;
}

/* ---- reading ---- */

/* Read N(n) at str[*p]; advances *p. */
static CmStatus
read_size(const char *str, size_t len, size_t *p, int64_t *n, CmError *err)
{
	const unsigned char *s = (const unsigned char *) str;
	size_t		q = *p;
	size_t		bytes;
	size_t		i;
	int64_t		v = 0;

	if (q >= len)
		return fail(err, CM_ERR_CODE_SIZE, -1, offset(q), -1, 0);
	if (!code_byte(s[q]))
		return fail(err, CM_ERR_CODE_CHAR, -1, offset(q), s[q], 0);
	if (s[q] < 126)
	{
		*n = s[q] - CODE_BIAS;
		*p = q + 1;
		return CM_OK;
	}
	bytes = (q + 1 < len && s[q + 1] == 126) ? 6 : 3;
	q += (bytes == 6) ? 2 : 1;
	if (len - q < bytes)
	{
		for (i = q; i < len; i++)
			if (!code_byte(s[i]))
				return fail(err, CM_ERR_CODE_CHAR, -1, offset(i), s[i], 0);
		return fail(err, CM_ERR_CODE_SIZE, -1, offset(*p), -1, 0);
	}
	for (i = 0; i < bytes; i++)
	{
		if (!code_byte(s[q + i]))
			return fail(err, CM_ERR_CODE_CHAR, -1, offset(q + i), s[q + i], 0);
		v = (v << 6) | (s[q + i] - CODE_BIAS);
	}
	/* only the shortest form: one spelling per size */
	if ((bytes == 3 && v < 63) || (bytes == 6 && v < 258048))
		return fail(err, CM_ERR_CODE_SIZE, -1, offset(*p), v, 0);
	*n = v;
	*p = q + bytes;
	return CM_OK;
}

/* Reads a sparse6 bit stream, most significant bit of each byte first. */
typedef struct BitReader
{
	const unsigned char *d;
	size_t		len;
	size_t		next;			/* next byte */
	unsigned	x;				/* current byte's bits */
	int			left;			/* bits of x not yet read */
} BitReader;

/* n bits (n <= 36) into *v; false at the end of the data. */
static inline bool
read_bits(BitReader *r, int n, int64_t *v)
{
	int64_t		acc = 0;

	while (n > 0)
	{
		int			take;

		if (r->left == 0)
		{
			if (r->next >= r->len)
				return false;
			r->x = r->d[r->next++] - CODE_BIAS;
			r->left = 6;
		}
		take = n < r->left ? n : r->left;
		r->left -= take;
		acc = (acc << take) | ((r->x >> r->left) & ((1u << take) - 1));
		n -= take;
	}
	*v = acc;
	return true;
}

/*
 * Walk a sparse6 edge list as nauty reads it: for each (b, x), b = 1 moves
 * to the next vertex v; x > v jumps to vertex x; otherwise {x, v} is an
 * edge, if v < n.  Counts edges into deg (if not NULL), writes them at
 * the cursors (if not NULL), and returns the number of edges.
 */
static int64_t
sparse6_walk(const CmCode *c, int32_t *deg, int32_t *cursor, int32_t *adj)
{
	BitReader	r;
	int			k = sparse6_width(c->nodes);
	int64_t		v = 0;
	int64_t		edges = 0;

	r.d = (const unsigned char *) c->data;
	r.len = c->data_len;
	r.next = 0;
	r.left = 0;
	r.x = 0;
	for (;;)
	{
		int64_t		b;
		int64_t		x;

		if (!read_bits(&r, 1, &b))
			break;
		if (b)
			v++;
		if (!read_bits(&r, k, &x))
			break;
		if (x > v)
			v = x;
		else if (v < c->nodes)
		{
			edges++;
			if (deg != NULL)
			{
				deg[x]++;
				if (x != v)
					deg[v]++;
			}
			if (cursor != NULL)
			{
				adj[cursor[x]++] = (int32_t) v;
				if (x != v)
					adj[cursor[v]++] = (int32_t) x;
			}
		}
	}
	return edges;
}

CmStatus
cm_code_parse(const char *str, size_t len, CmCode *c, CmError *err)
{
	static const char *const headers[] = {">>graph6<<", ">>sparse6<<", ">>digraph6<<"};
	const unsigned char *s = (const unsigned char *) str;
	int			header = -1;
	size_t		p = 0;
	size_t		i;
	CmStatus	st;

	if (len >= 2 && s[0] == '>' && s[1] == '>')
	{
		int			f;

		for (f = 0; f < 3; f++)
		{
			size_t		hl = strlen(headers[f]);

			if (len >= hl && memcmp(str, headers[f], hl) == 0)
			{
				header = f;
				p = hl;
				break;
			}
		}
		if (header < 0)
			return fail(err, CM_ERR_CODE_HEADER, -1, 0, -1, 0);
	}
	if (p >= len)
		return fail(err, CM_ERR_CODE_EMPTY, -1, offset(p), 0, 0);

	c->text = str + p;
	c->text_len = len - p;
	if (s[p] == ':')
	{
		c->format = CM_SPARSE6;
		p++;
	}
	else if (s[p] == '&')
	{
		c->format = CM_DIGRAPH6;
		p++;
	}
	else if (s[p] == ';')
		return fail(err, CM_ERR_CODE_INCREMENTAL, -1, offset(p), s[p], 0);
	else
		c->format = CM_GRAPH6;
	if (header >= 0 && header != (int) c->format)
		return fail(err, CM_ERR_CODE_HEADER, -1, 0, header, c->format);

	st = read_size(str, len, &p, &c->nodes, err);
	if (st != CM_OK)
		return st;
	c->data = str + p;
	c->data_len = len - p;
	for (i = p; i < len; i++)
		if (!code_byte(s[i]))
			return fail(err, CM_ERR_CODE_CHAR, -1, offset(i), s[i], 0);

	if (c->format == CM_SPARSE6)
	{
		c->arcs = 2 * sparse6_walk(c, NULL, NULL, NULL);
		return CM_OK;
	}
	else
	{
		int64_t		bits = matrix_bits(c->format, c->nodes);
		int64_t		expected = (bits < 0) ? INT64_MAX : (bits + 5) / 6;
		int64_t		ones = 0;

		if ((int64_t) c->data_len != expected)
			return fail(err, CM_ERR_CODE_LENGTH, -1, offset(p),
						(int64_t) c->data_len, expected);
		if (bits % 6 != 0)
		{
			unsigned	last = s[len - 1] - CODE_BIAS;
			unsigned	pad = 6 - (unsigned) (bits % 6);

			if ((last & ((1u << pad) - 1)) != 0)
				return fail(err, CM_ERR_CODE_PADDING, -1, offset(len - 1),
							s[len - 1], 0);
		}
		for (i = 0; i + 8 <= c->data_len; i += 8)
		{
			uint64_t	w;

			memcpy(&w, s + p + i, 8);
			/* bytes are 63 + x, x < 64: popcount of x = popcount of (b + 1) & 63 */
			w += UINT64_C(0x0101010101010101);
			ones += cm_popcount64(w & UINT64_C(0x3F3F3F3F3F3F3F3F));
		}
		for (; i < c->data_len; i++)
			ones += cm_popcount64((uint64_t) ((s[p + i] + 1) & 63));
		c->arcs = (c->format == CM_GRAPH6) ? 2 * ones : ones;
	}
	return CM_OK;
}

/* Turn per-node counts in off[1..n] into row starts (off[0] = 0). */
static void
counts_to_starts(int32_t n, int32_t *off)
{
	int32_t		u;

	off[0] = 0;
	for (u = 0; u < n; u++)
		off[u + 1] += off[u];
}

/* After filling with off[u] as row u's cursor: back to row starts. */
static void
cursors_to_starts(int32_t n, int32_t *off)
{
	int32_t		u;

	for (u = n; u > 0; u--)
		off[u] = off[u - 1];
	off[0] = 0;
}

static int
cmp_int32(const void *a, const void *b)
{
	int32_t		x = *(const int32_t *) a;
	int32_t		y = *(const int32_t *) b;

	return (x > y) - (x < y);
}

/*
 * Every set bit of a graph6 or digraph6 matrix in order: fill == false
 * counts (off[u + 1]++), fill == true writes at the cursors off[u].
 */
static CmStatus
matrix_walk(const CmCode *c, int32_t *off, int32_t *adj, bool fill,
			CmPollFn poll, void *poll_arg, CmError *err)
{
	const unsigned char *d = (const unsigned char *) c->data;
	int32_t		n = (int32_t) c->nodes;
	bool		directed = (c->format == CM_DIGRAPH6);
	int64_t		total = matrix_bits(c->format, c->nodes);
	int64_t		p = 0;
	int32_t		u = 0;			/* graph6: row; digraph6: source */
	int32_t		v = directed ? 0 : 1;	/* graph6: column; digraph6: target */
	size_t		i;

	for (i = 0; i < c->data_len && p < total; i++)
	{
		unsigned	bits = d[i] - CODE_BIAS;
		int			b;

		if ((i & (POLL_EVERY - 1)) == 0 && i > 0 && poll != NULL && poll(poll_arg))
			return fail(err, CM_CANCELLED, -1, 0, 0, 0);
		for (b = 5; b >= 0 && p < total; b--, p++)
		{
			if ((bits >> b) & 1)
			{
				if (!fill)
				{
					off[u + 1]++;
					if (!directed)
						off[v + 1]++;
				}
				else
				{
					adj[off[u]++] = v;
					if (!directed)
						adj[off[v]++] = u;
				}
			}
			/* the next matrix entry */
			if (directed)
			{
				if (++v == n)
				{
					v = 0;
					u++;
				}
			}
			else if (++u == v)
			{
				u = 0;
				v++;
			}
		}
	}
	return CM_OK;
}

/*
 * graph6 and digraph6 of up to 64 nodes: the matrix bits packed into
 * words, each column (graph6) or row (digraph6) taken as one field, the
 * graph built as a bit row per node and written out in order.
 */
static void
matrix_small(const CmCode *c, int32_t *off, int32_t *adj)
{
	const unsigned char *d = (const unsigned char *) c->data;
	int32_t		n = (int32_t) c->nodes;
	bool		directed = (c->format == CM_DIGRAPH6);
	uint64_t	words[65];		/* 64 * 64 bits, and one for the reads */
	uint64_t	rows[64];
	size_t		i;
	int32_t		u;
	int32_t		arcs = 0;
	size_t		filled = (6 * c->data_len) / 64 + 2;

	/* only the words the data fills, and only the rows of the graph */
	memset(words, 0, (filled < 65 ? filled : 65) * sizeof(uint64_t));
	for (i = 0; i < c->data_len; i++)
	{
		uint64_t	x = (uint64_t) (d[i] - CODE_BIAS);
		size_t		p = 6 * i;
		int			shift = 58 - (int) (p & 63);

		if (shift >= 0)
			words[p >> 6] |= x << shift;
		else
		{
			words[p >> 6] |= x >> -shift;
			words[(p >> 6) + 1] |= x << (64 + shift);
		}
	}
	memset(rows, 0, (size_t) n * sizeof(uint64_t));
	/* graph6: column v holds x(0, v) .. x(v - 1, v); digraph6: row u */
	for (u = directed ? 0 : 1; u < n; u++)
	{
		size_t		o = directed ? (size_t) u * n : (size_t) u * (u - 1) / 2;
		int			len = directed ? n : u;
		uint64_t	f = words[o >> 6] << (o & 63);

		if ((o & 63) != 0)
			f |= words[(o >> 6) + 1] >> (64 - (o & 63));
		f >>= 64 - len;			/* bit len - 1 - w is entry w */
		while (f != 0)
		{
			int			w = len - 1 - cm_ctz64(f);

			f &= f - 1;
			rows[u] |= UINT64_C(1) << w;
			if (!directed)
				rows[w] |= UINT64_C(1) << u;
		}
	}
	for (u = 0; u < n; u++)
	{
		uint64_t	r = rows[u];

		off[u] = arcs;
		while (r != 0)
		{
			adj[arcs++] = cm_ctz64(r);
			r &= r - 1;
		}
	}
	off[n] = arcs;
}

CmStatus
cm_code_graph(const CmCode *c, int32_t *off, int32_t *adj, CmGraph *g,
			  CmPollFn poll, void *poll_arg, CmError *err)
{
	int32_t		n;
	int32_t		u;
	CmStatus	st;

	if (c->nodes <= 0)
		return fail(err, CM_ERR_NO_NODES, -1, 0, c->nodes, 0);
	if (c->nodes > CM_MAX_GRAPH_NODES)
		return fail(err, CM_ERR_TOO_MANY_NODES, -1, 0, c->nodes, 0);
	if (c->arcs > INT32_MAX)
		return fail(err, CM_ERR_TOO_BIG, -1, 0, c->arcs, INT32_MAX);
	n = (int32_t) c->nodes;
	if (c->format != CM_SPARSE6 && n <= 64)
		matrix_small(c, off, adj);
	else if (c->format != CM_SPARSE6)
	{
		memset(off, 0, (size_t) (n + 1) * sizeof(int32_t));
		/*
		 * graph6 sends row u its smaller neighbours (column u) before its
		 * larger ones (columns after u), digraph6 goes row by row: either
		 * way each row comes out in increasing order, without repeats.
		 */
		st = matrix_walk(c, off, adj, false, poll, poll_arg, err);
		if (st != CM_OK)
			return st;
		counts_to_starts(n, off);
		st = matrix_walk(c, off, adj, true, poll, poll_arg, err);
		if (st != CM_OK)
			return st;
		cursors_to_starts(n, off);
	}
	else
	{
		int32_t		w = 0;
		int32_t		start = 0;

		memset(off, 0, (size_t) (n + 1) * sizeof(int32_t));
		sparse6_walk(c, off + 1, NULL, NULL);
		counts_to_starts(n, off);
		sparse6_walk(c, NULL, off, adj);
		cursors_to_starts(n, off);
		/* sort each row and drop repeated edges */
		for (u = 0; u < n; u++)
		{
			int32_t		end = off[u + 1];
			int32_t		k;

			if ((u & 1023) == 0 && poll != NULL && poll(poll_arg))
				return fail(err, CM_CANCELLED, -1, 0, 0, 0);
			if (end - start > 1)
				qsort(adj + start, (size_t) (end - start), sizeof(int32_t),
					  cmp_int32);
			off[u] = w;
			for (k = start; k < end; k++)
				if (k == start || adj[k] != adj[k - 1])
					adj[w++] = adj[k];
			start = end;
		}
		off[n] = w;
	}
	g->nodes = n;
	g->off = off;
	g->adj = adj;
	return CM_OK;
}

/* ---- writing ---- */

size_t
cm_code_scratch_bytes(const CmGraph *g)
{
	uint64_t	words = 2 * (uint64_t) g->nodes + 1 +
		(uint64_t) (g->off[g->nodes] > 0 ? g->off[g->nodes] : 1);

	if (words > SIZE_MAX / sizeof(int32_t))
		return SIZE_MAX;
	return (size_t) words * sizeof(int32_t);
}

CmStatus
cm_code_writer_init(CmCodeWriter *w, const CmGraph *g, void *scratch,
					CmPollFn poll, void *poll_arg, CmError *err)
{
	int32_t		n = g->nodes;
	int32_t		arcs = g->off[n];
	int32_t    *roff = scratch;
	int32_t    *radj = roff + n + 1;
	int32_t    *stamp = radj + (arcs > 0 ? arcs : 1);
	int32_t		u;
	int32_t		k;

	w->g = g;
	w->symmetric = true;
	w->loops = false;
	w->asym_from = w->asym_to = w->loop_node = -1;

	/* the reverse graph; filled source by source, its rows increase */
	memset(roff, 0, (size_t) (n + 1) * sizeof(int32_t));
	for (k = 0; k < arcs; k++)
		roff[g->adj[k] + 1]++;
	counts_to_starts(n, roff);
	for (u = 0; u < n; u++)
	{
		if ((u & 1023) == 0 && poll != NULL && poll(poll_arg))
			return fail(err, CM_CANCELLED, -1, 0, 0, 0);
		for (k = g->off[u]; k < g->off[u + 1]; k++)
			radj[roff[g->adj[k]]++] = u;
	}
	cursors_to_starts(n, roff);
	w->sorted.nodes = n;
	w->sorted.off = roff;
	w->sorted.adj = radj;

	/*
	 * Symmetric when every move u -> v has its reverse v -> u, that is v
	 * is among u's predecessors.  Neighbours are distinct, so counting
	 * moves is enough to make this an equivalence.
	 */
	for (u = 0; u < n; u++)
		stamp[u] = -1;
	for (u = 0; u < n; u++)
	{
		for (k = roff[u]; k < roff[u + 1]; k++)
			stamp[radj[k]] = u;
		for (k = g->off[u]; k < g->off[u + 1]; k++)
		{
			int32_t		v = g->adj[k];

			if (v == u && !w->loops)
			{
				w->loops = true;
				w->loop_node = u;
			}
			if (stamp[v] != u && w->symmetric)
			{
				w->symmetric = false;
				w->asym_from = u;
				w->asym_to = v;
			}
		}
	}
	return CM_OK;
}

CmCodeFormat
cm_code_natural_format(const CmCodeWriter *w)
{
	return (w->symmetric && !w->loops) ? CM_GRAPH6 : CM_DIGRAPH6;
}

/* Bytes of N(n). */
static int
size_bytes(int64_t n)
{
	return n <= 62 ? 1 : n <= 258047 ? 4 : 8;
}

/* Write N(n); returns the bytes written. */
static int
write_size(char *out, int64_t n)
{
	int			bytes = size_bytes(n);
	int			i;

	if (bytes == 1)
	{
		out[0] = (char) (n + CODE_BIAS);
		return 1;
	}
	for (i = 0; i < bytes - (bytes == 4 ? 3 : 6); i++)
		out[i] = 126;
	for (i = bytes - 1; i >= (bytes == 4 ? 1 : 2); i--)
	{
		out[i] = (char) ((n & 63) + CODE_BIAS);
		n >>= 6;
	}
	return bytes;
}

/* Writes a sparse6 bit stream (or only counts it when out is NULL). */
typedef struct BitWriter
{
	char	   *out;
	int64_t		bits;
	unsigned	x;
} BitWriter;

static inline void
write_bits(BitWriter *bw, int n, int64_t v)
{
	while (n > 0)
	{
		int			room = 6 - (int) (bw->bits % 6);
		int			take = n < room ? n : room;

		n -= take;
		bw->x = (bw->x << take) | (unsigned) ((v >> n) & ((1 << take) - 1));
		bw->bits += take;
		if (bw->bits % 6 == 0)
		{
			if (bw->out != NULL)
				*bw->out++ = (char) (bw->x + CODE_BIAS);
			bw->x = 0;
		}
	}
}

/*
 * The sparse6 edge list, nauty's spelling: edges {u, v}, u <= v, by v and
 * then u; "next vertex" bits where v grows by one, a jump where it grows
 * more; padded with 1 bits, except that a final padding that would read
 * as an edge to vertex n - 1 starts with a 0 bit.  Returns the bits.
 */
static int64_t
sparse6_write(const CmCodeWriter *w, char *out)
{
	const CmGraph *s = &w->sorted;
	int32_t		n = s->nodes;
	int			k = sparse6_width(n);
	BitWriter	bw;
	int32_t		cur = 0;
	int32_t		v;

	bw.out = out;
	bw.bits = 0;
	bw.x = 0;
	for (v = 0; v < n; v++)
	{
		int32_t		i;

		for (i = s->off[v]; i < s->off[v + 1] && s->adj[i] <= v; i++)
		{
			int32_t		u = s->adj[i];

			if (v == cur)
				write_bits(&bw, 1, 0);
			else if (v == cur + 1)
				write_bits(&bw, 1, 1);
			else
			{
				write_bits(&bw, 1, 1);
				write_bits(&bw, k, v);
				write_bits(&bw, 1, 0);
			}
			cur = v;
			write_bits(&bw, k, u);
		}
	}
	if (bw.bits % 6 != 0)
	{
		int			pad = 6 - (int) (bw.bits % 6);

		if (k < 6 && n == (1 << k) && cur == n - 2 && pad >= k + 1)
		{
			write_bits(&bw, 1, 0);
			pad--;
		}
		write_bits(&bw, pad, (INT64_C(1) << pad) - 1);
	}
	return bw.bits;
}

int64_t
cm_code_length(const CmCodeWriter *w, CmCodeFormat f)
{
	int64_t		n = w->g->nodes;
	int64_t		head = size_bytes(n) + (f == CM_GRAPH6 ? 0 : 1);

	if (f == CM_SPARSE6)
		return head + sparse6_write(w, NULL) / 6;
	return head + (matrix_bits(f, n) + 5) / 6;
}

CmStatus
cm_code_write(const CmCodeWriter *w, CmCodeFormat f, char *out, CmError *err)
{
	const CmGraph *g = w->g;
	int32_t		n = g->nodes;
	char	   *p = out;

	if (f != CM_DIGRAPH6 && !w->symmetric)
		return fail(err, CM_ERR_CODE_DIRECTED, w->asym_from, 0, w->asym_to, f);
	if (f == CM_GRAPH6 && w->loops)
		return fail(err, CM_ERR_CODE_LOOP, w->loop_node, 0, w->loop_node, f);

	if (f == CM_SPARSE6)
		*p++ = ':';
	else if (f == CM_DIGRAPH6)
		*p++ = '&';
	p += write_size(p, n);
	if (f == CM_SPARSE6)
		sparse6_write(w, p);
	else
	{
		int64_t		bytes = (matrix_bits(f, n) + 5) / 6;
		int64_t		i;
		int32_t		u;

		memset(p, 0, (size_t) bytes);
		for (u = 0; u < n; u++)
		{
			int32_t		k;

			for (k = g->off[u]; k < g->off[u + 1]; k++)
			{
				int32_t		v = g->adj[k];
				int64_t		bit;

				if (f == CM_GRAPH6)
				{
					if (u >= v)
						continue;
					bit = (int64_t) v * (v - 1) / 2 + u;
				}
				else
					bit = (int64_t) u * n + v;
				p[bit / 6] |= (char) (1 << (5 - bit % 6));
			}
		}
		for (i = 0; i < bytes; i++)
			p[i] += CODE_BIAS;
	}
	return CM_OK;
}
