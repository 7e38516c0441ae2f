#!/usr/bin/env bash
# The documentation's chart of cops and robbers, made from catmouse's own
# census tables, not drawn by hand: in a throwaway cluster (pg_virtualenv),
# cat_mouse_cop_census(n) for n = 1 .. 10 (every connected graph of n nodes,
# made by geng inside the server; the 10-node census takes about 6 s on 2
# cores), then one SQL query that writes the chart as SVG text (string_agg
# of <rect>, <polyline>, <circle> and <text>): for each n the share of the
# connected graphs that one cat catches (cop-win, bars, left axis) and one
# cat's longest capture time (a line, right axis).
#
# As any user, after catmouse is built and installed for the PostgreSQL
# that pg_config names (make install):
#   bash docs/charts.sh [DIR]       writes DIR/cop-census.svg (DIR: docs)
# DIR is taken relative to the top of the checkout.  CHART_NODES=N draws
# n = 1 .. N instead (10).  The SVG is checked with xmllint when it is
# installed (Debian package libxml2-utils).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs}
nodes=${CHART_NODES:-10}
svg="$out/cop-census.svg"

if [ -z "${CATMOUSE_CHART_CLUSTER:-}" ]; then
  mkdir -p "$out"
  pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
  CATMOUSE_CHART_CLUSTER=1 pg_virtualenv -t -v "$pgver" bash "$0" "$out"
  if command -v xmllint >/dev/null; then
    xmllint --noout "$svg"
  fi
  echo "wrote $svg"
  exit 0
fi

# in the throwaway cluster
psql -X -q -v ON_ERROR_STOP=1 -c 'CREATE EXTENSION catmouse'
psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TABLE census AS
  SELECT n, c.* FROM generate_series(1, $nodes) n, LATERAL cat_mouse_cop_census(n) c"
psql -X -q -At -v ON_ERROR_STOP=1 -o "$svg" <<'SQL'
WITH per_n AS (
  SELECT n, sum(graphs) AS graphs,
         coalesce(sum(graphs) FILTER (WHERE cop_number = 1), 0) AS cop_win,
         max(capture_time) FILTER (WHERE cop_number = 1) AS capture
  FROM census GROUP BY n
), frame AS (               -- the plot area: x0 .. x1, top .. bottom
  SELECT 640 AS width, 400 AS height, 70 AS x0, 570 AS x1, 70 AS top, 330 AS bottom,
         (SELECT max(n) FROM per_n) AS nmax,
         (SELECT max(capture) + 1 FROM per_n) AS tmax
), bar AS (
  SELECT p.*, f.*, 100.0 * p.cop_win / p.graphs AS pct,
         f.x0 + (p.n - 0.5) * (f.x1 - f.x0) / f.nmax AS cx,
         0.7 * (f.x1 - f.x0) / f.nmax AS bw
  FROM per_n p, frame f
), y AS (                  -- a share in % and a capture time as y
  SELECT b.*, b.bottom - b.pct * (b.bottom - b.top) / 100 AS ypct,
         b.bottom - b.capture * (b.bottom - b.top) / b.tmax::numeric AS ycap
  FROM bar b
)
SELECT concat_ws(E'\n',
  format('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif" font-size="12">',
         width, height, width, height),
  '<title>Cops and robbers on every connected graph of 1 to ' || nmax || ' nodes</title>',
  '<desc>Made by docs/charts.sh from cat_mouse_cop_census(n): for each n, the share of the connected graphs of n nodes that one cat catches, and one cat''s longest capture time.</desc>',
  format('<rect x="0" y="0" width="%s" height="%s" fill="white"/>', width, height),
  format('<text x="%s" y="24" text-anchor="middle" font-size="15" font-weight="bold">Cops and robbers on every connected graph of n nodes</text>', width / 2),
  -- grid lines and the left axis: the share
  (SELECT string_agg(format('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#dddddd"/><text x="%s" y="%s" text-anchor="end" fill="#2b6cb0">%s%%</text>',
                            x0, yy, x1, yy, x0 - 6, yy + 4, s), E'\n' ORDER BY s)
   FROM generate_series(0, 100, 25) s, LATERAL (SELECT round(bottom - s * (bottom - top) / 100.0, 1) AS yy) v),
  -- the right axis: the capture time
  (SELECT string_agg(format('<text x="%s" y="%s" fill="#c53030">%s</text>',
                            x1 + 6, round(bottom - t * (bottom - top) / tmax::numeric, 1) + 4, t), E'\n' ORDER BY t)
   FROM generate_series(0, tmax) t),
  format('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="black"/>', x0, bottom, x1, bottom),
  format('<text x="%s" y="%s" text-anchor="middle" fill="#2b6cb0" transform="rotate(-90 %s %s)">share one cat catches (cop-win)</text>',
         x0 - 50, (top + bottom) / 2, x0 - 50, (top + bottom) / 2),
  format('<text x="%s" y="%s" text-anchor="middle" fill="#c53030" transform="rotate(90 %s %s)">longest capture time, one cat (cat turns)</text>',
         x1 + 40, (top + bottom) / 2, x1 + 40, (top + bottom) / 2),
  format('<text x="%s" y="%s" text-anchor="middle">n, nodes (connected graphs: %s in all)</text>',
         (x0 + x1) / 2, bottom + 40, (SELECT to_char(sum(graphs), 'FM999,999,999,999') FROM per_n)),
  -- the bars, their shares and the n under each
  (SELECT string_agg(format('<rect x="%s" y="%s" width="%s" height="%s" fill="#90cdf4" stroke="#2b6cb0"><title>n = %s: %s of %s graphs cop-win</title></rect>'
                            '<text x="%s" y="%s" text-anchor="middle" font-size="10" fill="#2b6cb0">%s</text>'
                            '<text x="%s" y="%s" text-anchor="middle">%s</text>',
                            round(cx - bw / 2, 1), round(ypct, 1), round(bw, 1), round(bottom - ypct, 1),
                            n, cop_win, graphs,
                            round(cx, 1), round(ypct, 1) - 4, round(pct) || '%',
                            round(cx, 1), bottom + 16, n), E'\n' ORDER BY n)
   FROM y),
  -- the capture times: a line with a dot and the value at each n
  (SELECT format('<polyline fill="none" stroke="#c53030" stroke-width="2" points="%s"/>',
                 string_agg(round(cx, 1) || ',' || round(ycap, 1), ' ' ORDER BY n))
   FROM y WHERE capture IS NOT NULL),
  (SELECT string_agg(format('<circle cx="%s" cy="%s" r="3.5" fill="#c53030"><title>n = %s: %s cat turns</title></circle>'
                            '<text x="%s" y="%s" text-anchor="middle" font-size="11" font-weight="bold" fill="#c53030" stroke="white" stroke-width="3" paint-order="stroke">%s</text>',
                            round(cx, 1), round(ycap, 1), n, capture, round(cx, 1) + 9, round(ycap, 1) - 6, capture),
                     E'\n' ORDER BY n)
   FROM y WHERE capture IS NOT NULL),
  -- the legend
  format('<rect x="%s" y="40" width="12" height="12" fill="#90cdf4" stroke="#2b6cb0"/><text x="%s" y="50">cop-win: one cat catches the mouse</text>', x0, x0 + 18),
  format('<line x1="%s" y1="46" x2="%s" y2="46" stroke="#c53030" stroke-width="2"/><circle cx="%s" cy="46" r="3.5" fill="#c53030"/><text x="%s" y="50">longest capture time of one cat</text>',
         x0 + 270, x0 + 294, x0 + 282, x0 + 300),
  '</svg>')
FROM frame;
SQL
