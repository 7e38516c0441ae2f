#!/usr/bin/env bash
# The pictures of docs/pictures.md (and the README's tour), made anew: the graph
# of the longest forced game on 7 nodes (from the census: FCRV_, hole 2,
# mouse on 5, cat on 4) through cat_mouse_svg (cat_mouse_dot's picture laid
# out by Graphviz's library; the file's bytes depend on Graphviz's version), and
# LeetCode 1728's first grid through cat_mouse_grid_svg.  As root, after
# the quick start's first command (catmouse built and installed):
#   bash demo/picture.sh            writes docs/puzzle.svg and docs/grid.svg
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" bash -c '
  psql -X -q -c "CREATE EXTENSION catmouse"
  psql -X -At -c "SELECT cat_mouse_svg('"'"'FCRV_'"'"'::graph6, mouse_start => 5, cat_start => 4, hole => 2)" > docs/puzzle.svg
  psql -X -At -c "SELECT cat_mouse_grid_svg('"'"'{\"####F\",\"#C...\",\"M....\"}'"'"', 1, 2)" > docs/grid.svg
'
xmllint --noout docs/puzzle.svg docs/grid.svg
echo "wrote docs/puzzle.svg and docs/grid.svg"
