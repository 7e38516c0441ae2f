#!/usr/bin/env bash
# Pictures and boards against their readers: for seeded random graphs
# (undirected and directed, some with a cat graph of their own), the DOT of
# cat_mouse_dot renders with Graphviz's dot -Tsvg without a word on stderr,
# and the picture has exactly the graph's nodes and the edges the rules of
# render.h draw (pairs once, one-way moves, stays, moves only the cat has,
# a numbered arrow per ply of the optimal game); for random grids, the SVG
# of cat_mouse_grid_svg and dot's SVGs are well-formed XML (xmllint), and
# every board of cat_mouse_grid_boards shows the mouse and the cat once
# each (or X once where they share a cell).  TAP output; runs inside
# pg_virtualenv after make install.
set -u
cd "$(dirname "$0")/.."
work=$(mktemp -d)
db=catmouse_render_$$
trap 'dropdb --if-exists "$db" >/dev/null 2>&1; rm -rf "$work"' EXIT
createdb "$db"
export PGDATABASE=$db
q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }
q <<'SQL'
CREATE EXTENSION catmouse;
SELECT setseed(0.2026);
CREATE TABLE g AS
WITH sizes AS (
  SELECT id, 3 + floor(random() * 12)::int AS n, 0.1 + random() * 0.3 AS p,
         random() < 0.4 AS directed, random() < 0.3 AS own_cat
  FROM generate_series(1, 150) id
), arcs AS (
  SELECT id, 0 AS which, a, b FROM sizes, generate_series(0, n - 1) a, generate_series(0, n - 1) b
  WHERE (a <> b OR random() < 0.05) AND random() < p AND (directed OR a < b)
  UNION ALL
  SELECT id, 1, a, b FROM sizes, generate_series(0, n - 1) a, generate_series(0, n - 1) b
  WHERE own_cat AND random() < p
  UNION ALL
  SELECT id, w, n - 1, NULL FROM sizes, generate_series(0, 1) w   -- every node exists
)
SELECT s.id, s.n, s.directed,
  (SELECT cat_mouse_graph_agg(a, b, NOT s.directed) FROM arcs x WHERE x.id = s.id AND x.which = 0) AS graph,
  CASE WHEN s.own_cat THEN
  (SELECT cat_mouse_graph_agg(a, b) FROM arcs x WHERE x.id = s.id AND x.which = 1) END AS cat_graph
FROM sizes s;
-- the moves as rows: (id, from, to, whose)
CREATE TABLE arc AS
  SELECT DISTINCT g.id, u - 1 AS u, v, 'mouse' AS whose
  FROM g, generate_subscripts(g.graph, 1) u, unnest(g.graph[u:u]) v WHERE v IS NOT NULL
  UNION
  SELECT DISTINCT g.id, u - 1, v, 'cat'
  FROM g, generate_subscripts(g.cat_graph, 1) u, unnest(g.cat_graph[u:u]) v WHERE v IS NOT NULL;
-- the edges a picture draws: the mouse's pairs once, one-way moves, stays;
-- then the moves only the cat has, by the same rule; then the plies
CREATE TABLE want AS
WITH m AS (SELECT id, u, v FROM arc WHERE whose = 'mouse'),
c AS (SELECT id, u, v FROM arc WHERE whose = 'cat' EXCEPT SELECT id, u, v FROM m),
drawn AS (
  SELECT id FROM m WHERE u <= v OR NOT EXISTS (SELECT FROM m m2 WHERE (m2.id, m2.u, m2.v) = (m.id, m.v, m.u))
  UNION ALL
  SELECT id FROM c WHERE u <= v OR NOT EXISTS (SELECT FROM c c2 WHERE (c2.id, c2.u, c2.v) = (c.id, c.v, c.u))
  UNION ALL
  SELECT g.id FROM g, cat_mouse_play(g.graph, 0, 1, 2, false, g.cat_graph) pl WHERE pl.ply > 0
)
SELECT g.id, g.n, (SELECT count(*) FROM drawn d WHERE d.id = g.id) AS edges FROM g;
CREATE TABLE grids AS
  SELECT id, ARRAY(SELECT string_agg(CASE WHEN (r, c) = (0, 0) THEN 'M'
                                          WHEN (r, c) = (h - 1, w - 1) THEN 'F'
                                          WHEN (r, c) = (h - 1, 0) THEN 'C'
                                          WHEN random() < 0.2 THEN '#' ELSE '.' END, '' ORDER BY c)
                   FROM generate_series(0, h - 1) r, generate_series(0, w - 1) c GROUP BY r ORDER BY r) AS grid,
         1 + floor(random() * 2)::int AS cat_jump, 1 + floor(random() * 3)::int AS mouse_jump
  FROM (SELECT id, 2 + floor(random() * 5)::int AS h, 2 + floor(random() * 6)::int AS w
        FROM generate_series(1, 60) id) s;
SQL
[ $? -eq 0 ] || { echo "not ok 1 - setup"; echo "1..1"; exit 1; }
echo "1..5"

# 1-2: DOT renders without a warning; nodes and edges as drawn
bad_render=0
bad_count=0
total=$(q -c "SELECT count(*) FROM g")
for id in $(q -c "SELECT id FROM g ORDER BY id"); do
  q -c "SELECT cat_mouse_dot(graph, 0, 1, 2, false, cat_graph) FROM g WHERE id = $id" > "$work/$id.dot"
  if ! dot -Tsvg "$work/$id.dot" -o "$work/$id.svg" 2> "$work/$id.err" || [ -s "$work/$id.err" ]; then
    bad_render=$((bad_render + 1))
    [ $bad_render -le 3 ] && sed 's/^/# /' "$work/$id.err"
    continue
  fi
  nodes=$(grep -cE '<title>n[0-9]+</title>' "$work/$id.svg")
  edges=$(grep -cE '<title>n[0-9]+&#45;&gt;n[0-9]+</title>' "$work/$id.svg")
  want=$(q -c "SELECT n || ' ' || edges FROM want WHERE id = $id")
  if [ "$nodes $edges" != "$want" ]; then
    bad_count=$((bad_count + 1))
    [ $bad_count -le 3 ] && echo "# graph $id: picture has $nodes nodes and $edges edges, want $want"
  fi
done
[ $bad_render -eq 0 ] && echo "ok 1 - $total DOT pictures render with dot -Tsvg without a warning" \
  || echo "not ok 1 - $bad_render of $total DOT pictures do not render cleanly"
[ $bad_count -eq 0 ] && echo "ok 2 - every picture has the graph's nodes and the edges drawn by the rules" \
  || echo "not ok 2 - $bad_count pictures have other nodes or edges"

# 3: dot's SVGs are well-formed XML
if xmllint --noout "$work"/*.svg 2> "$work/xml.err"; then
  echo "ok 3 - $(ls "$work"/*.svg | wc -l) SVGs from dot are well-formed XML"
else
  echo "not ok 3 - xmllint: $(head -c 300 "$work/xml.err")"
fi

# 4: grid pictures are well-formed XML
bad=0
for id in $(q -c "SELECT id FROM grids ORDER BY id"); do
  q -c "SELECT cat_mouse_grid_svg(grid, cat_jump, mouse_jump) FROM grids WHERE id = $id" > "$work/grid$id.svg" 2> "$work/grid.err"
  if [ -s "$work/grid.err" ]; then
    continue	# a grid with its food walled off, say: no picture needed
  fi
  xmllint --noout "$work/grid$id.svg" 2>> "$work/gridxml.err" || bad=$((bad + 1))
done
[ $bad -eq 0 ] && echo "ok 4 - $(ls "$work"/grid*.svg | wc -l) grid SVGs are well-formed XML" \
  || echo "not ok 4 - $bad grid SVGs are not well-formed: $(head -c 300 "$work/gridxml.err")"

# 5: every board shows each player once
res=$(q -c "
  SELECT count(*), count(*) FILTER (WHERE NOT (
      (length(board) - length(replace(board, 'M', '')) = 1 AND length(board) - length(replace(board, 'C', '')) = 1
       AND position('X' IN board) = 0)
   OR (length(board) - length(replace(board, 'X', '')) = 1 AND position('M' IN board) = 0
       AND position('C' IN board) = 0)))
  FROM grids, cat_mouse_grid_boards(grid, cat_jump, mouse_jump)")
n=${res%%|*}
badb=${res##*|}
[ "$n" -gt 0 ] && [ "$badb" -eq 0 ] && echo "ok 5 - $n boards show the mouse and the cat once each (X where they share a cell)" \
  || echo "not ok 5 - $badb of $n boards do not"
