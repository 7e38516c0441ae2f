#!/usr/bin/env bash
# Scaling out on this machine: the batch (100,000 LeetCode-size puzzles,
# cat_mouse_summary of each) and the 9-node census (261,080 graphs, every
# hole) through postgres_fdw, all on one shard against half on each of two
# shards (test/clusters.sh: a coordinator and two shard clusters on
# loopback).  Each query is an aggregate the shards compute (shard-side
# views, a UNION ALL of per-shard aggregates); the two shards run at the
# same time (async_capable).  Prints wall seconds, medians of RUNS (3), and
# the speedup.  The shards share this machine's cores: at most 2x on 2.
#   bash bench/shards.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
make -s >/dev/null
make -s install >/dev/null
make -s bench/gen >/dev/null
data=bench/data
[ -f "$data/batch.copy" ] || { mkdir -p "$data"; ./bench/gen "$data"; }
. test/clusters.sh
clusters_init
for c in coord s1 s2; do
  cluster_start "$c" "max_parallel_workers_per_gather = 0" "shared_buffers = 256MB"
done
for s in s1 s2; do
  cpsql "$s" -v ON_ERROR_STOP=1 <<'SQL'
CREATE EXTENSION catmouse;
CREATE TABLE puzzles (id int, g int[], j jsonb);
CREATE VIEW puzzle_facts AS SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs (id int, g6 graph6);
CREATE VIEW graph_census AS SELECT g.id, c.* FROM graphs g, cat_mouse_census(g.g6) c;
SQL
done
# one shard: everything on s1 (tables puzzles, graphs); two: the halves
# in tables puzzles_half, graphs_half on s1 and s2
cpsql s1 -v ON_ERROR_STOP=1 -c "\\copy puzzles FROM '$data/batch.copy'"
nauty-geng -cq 9 | awk '{ print NR "\002" $0 }' > "$CLUSTERS_DIR/g9"
cpsql s1 -v ON_ERROR_STOP=1 -c "\\copy graphs FROM '$CLUSTERS_DIR/g9' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')"
awk -F'\t' -v d="$CLUSTERS_DIR" '{ print > (d "/batch_" ($1 % 2)) }' "$data/batch.copy"
awk -F'\002' -v d="$CLUSTERS_DIR" '{ print > (d "/g9_" ($1 % 2)) }' "$CLUSTERS_DIR/g9"
for s in s1 s2; do
  r=$([ "$s" = s1 ] && echo 0 || echo 1)
  cpsql "$s" -v ON_ERROR_STOP=1 <<SQL
CREATE TABLE puzzles_half (id int, g int[], j jsonb);
CREATE VIEW puzzle_facts_half AS SELECT p.id, s.* FROM puzzles_half p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs_half (id int, g6 graph6);
CREATE VIEW graph_census_half AS SELECT g.id, c.* FROM graphs_half g, cat_mouse_census(g.g6) c;
\\copy puzzles_half FROM '$CLUSTERS_DIR/batch_$r'
\\copy graphs_half FROM '$CLUSTERS_DIR/g9_$r' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')
VACUUM ANALYZE;
SQL
done
facts="id int, nodes int, arcs bigint, states bigint, draws bigint, mouse_wins bigint,
  cat_wins bigint, max_remoteness int, outcome int, remoteness int"
census="id int, hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint,
  max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint,
  start_cat_wins bigint, longest_game int, longest_mouse int, longest_cat int"
cpsql coord -v ON_ERROR_STOP=1 <<SQL
CREATE EXTENSION catmouse;
CREATE EXTENSION postgres_fdw;
CREATE SERVER s1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s1', dbname 'postgres', extensions 'catmouse', async_capable 'true');
CREATE SERVER s2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s2', dbname 'postgres', extensions 'catmouse', async_capable 'true');
CREATE USER MAPPING FOR postgres SERVER s1 OPTIONS (user 'postgres');
CREATE USER MAPPING FOR postgres SERVER s2 OPTIONS (user 'postgres');
CREATE FOREIGN TABLE facts_all ($facts) SERVER s1 OPTIONS (table_name 'puzzle_facts');
CREATE FOREIGN TABLE facts_s1 ($facts) SERVER s1 OPTIONS (table_name 'puzzle_facts_half');
CREATE FOREIGN TABLE facts_s2 ($facts) SERVER s2 OPTIONS (table_name 'puzzle_facts_half');
CREATE FOREIGN TABLE census_all ($census) SERVER s1 OPTIONS (table_name 'graph_census');
CREATE FOREIGN TABLE census_s1 ($census) SERVER s1 OPTIONS (table_name 'graph_census_half');
CREATE FOREIGN TABLE census_s2 ($census) SERVER s2 OPTIONS (table_name 'graph_census_half');
SQL

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
timeit() {	# QUERY: wall seconds, RUNS times, median
  local i
  for i in $(seq "$runs"); do
    cpsql coord -At -c '\timing on' -c "$1" | awk '/^Time:/ { print $2 / 1000 }'
  done | median
}
declare -A T
T[batch1]=$(timeit "SELECT sum(mouse_wins) FROM facts_all")
T[batch2]=$(timeit "SELECT sum(m) FROM (SELECT sum(mouse_wins) AS m FROM facts_s1 UNION ALL SELECT sum(mouse_wins) FROM facts_s2) t")
T[census1]=$(timeit "SELECT sum(start_mouse_wins) FROM census_all")
T[census2]=$(timeit "SELECT sum(m) FROM (SELECT sum(start_mouse_wins) AS m FROM census_s1 UNION ALL SELECT sum(start_mouse_wins) FROM census_s2) t")
same_batch=$(cpsql coord -At -c "SELECT (SELECT sum(mouse_wins) FROM facts_all) = (SELECT sum(m) FROM (SELECT sum(mouse_wins) AS m FROM facts_s1 UNION ALL SELECT sum(mouse_wins) FROM facts_s2) t)")
same_census=$(cpsql coord -At -c "SELECT (SELECT sum(start_mouse_wins) FROM census_all) = (SELECT sum(m) FROM (SELECT sum(start_mouse_wins) AS m FROM census_s1 UNION ALL SELECT sum(start_mouse_wins) FROM census_s2) t)")

printf '\n| query (wall s, median of %s) | 1 shard | 2 shards | speedup | same answer |\n|---|---|---|---|---|\n' "$runs"
printf '| batch: cat_mouse_summary of 100,000 puzzles | %.2f | %.2f | %s | %s |\n' "${T[batch1]}" "${T[batch2]}" \
  "$(awk -v a="${T[batch1]}" -v b="${T[batch2]}" 'BEGIN { printf "%.2fx", a / b }')" "$same_batch"
printf '| census: cat_mouse_census of 261,080 9-node graphs | %.2f | %.2f | %s | %s |\n' "${T[census1]}" "${T[census2]}" \
  "$(awk -v a="${T[census1]}" -v b="${T[census2]}" 'BEGIN { printf "%.2fx", a / b }')" "$same_census"
printf '\n%s cores on this machine; shards, coordinator and the query share them.\n' "$(nproc)"
