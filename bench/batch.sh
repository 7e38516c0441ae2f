#!/usr/bin/env bash
# Batch solving at PostgreSQL's default settings: each form the documentation
# recommends (docs/datasets.md, "Batch queries at the default settings"), over every connected
# graph on N nodes (9: 261,080 graphs) in three tables of (id, g), as a user
# keeps puzzles: g as graph6, int[][] and jsonb; 2 parallel workers against none.  The only settings are the table's
# parallel_workers and max_parallel_workers_per_gather (2 or 0); costs stay
# at their defaults.  Each query runs under EXPLAIN (ANALYZE, TIMING OFF),
# which reports the workers launched and the execution time; runs alternate
# between the two settings; medians of RUNS, and the median of the RUNS
# ratios of a run without workers to the run with 2 that follows it.  Prints the default-cost plan
# of each form, then a Markdown table.  As root, after make install, on a
# throwaway cluster (pg_virtualenv).
#   bash bench/batch.sh [N] [RUNS]      (9, 7)
set -euo pipefail
cd "$(dirname "$0")/.."
export N=${1:-9} RUNS=${2:-7}
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" bash -c '
set -euo pipefail
db=catmouse_batch
createdb "$db"
export PGDATABASE=$db
. bench/lib.sh
q <<SQL
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
CREATE TEMP TABLE codes (id bigint GENERATED ALWAYS AS IDENTITY, g6 graph6);
\copy codes (g6) FROM PROGRAM '"'"'nauty-geng -cq $N'"'"' (FORMAT csv, QUOTE E'"'"'\x01'"'"', DELIMITER E'"'"'\x02'"'"')
-- one table per input kind, as users keep puzzles: (id, g)
CREATE TABLE b_graph6 AS SELECT id, g6 AS g FROM codes;
CREATE TABLE b_int AS SELECT id, g6::int[] AS g FROM codes;
-- LeetCode JSON: ragged rows, no NULLs
CREATE TABLE b_jsonb AS
  SELECT id,
         (SELECT jsonb_agg((SELECT coalesce(jsonb_agg(g[i][k] ORDER BY k)
                                              FILTER (WHERE g[i][k] IS NOT NULL), '"'"'[]'"'"')
                             FROM generate_subscripts(g, 2) k) ORDER BY i)
          FROM generate_subscripts(g, 1) i) AS g
  FROM b_int;
ALTER TABLE b_graph6 ADD PRIMARY KEY (id);
ALTER TABLE b_int ADD PRIMARY KEY (id);
ALTER TABLE b_jsonb ADD PRIMARY KEY (id);
ALTER TABLE b_graph6 SET (parallel_workers = 2);
ALTER TABLE b_int SET (parallel_workers = 2);
ALTER TABLE b_jsonb SET (parallel_workers = 2);
VACUUM ANALYZE b_graph6, b_int, b_jsonb;
SQL
sizes=
for t in b_graph6 b_int b_jsonb; do
  sizes="$sizes $t $(q -c "SELECT pg_size_pretty(pg_table_size(\$\$$t\$\$))")"
done
echo "$(q -c "SELECT count(*) FROM b_graph6") graphs on $N nodes; tables:$sizes"

forms=(
  "summaries into a table (CREATE TABLE AS)|CREATE TABLE f AS SELECT p.id, s.* FROM @T p, cat_mouse_summary(p.g, 0, 1, 2) s"
  "aggregate over summaries|SELECT s.outcome, count(*) FROM @T p, cat_mouse_summary(p.g, 0, 1, 2) s GROUP BY 1"
  "census (every hole)|SELECT count(*), sum(c.start_mouse_wins), max(c.longest_remoteness) FROM @T p, cat_mouse_census(p.g) c"
  "cop numbers|SELECT k, count(*) FROM @T p, cat_mouse_cop_number(p.g) k GROUP BY k"
  "game in the select list|SELECT count(*) FILTER (WHERE cat_mouse_game(g, 0, 1, 2) = 1) FROM @T"
)
kinds=("b_graph6|graph6" "b_int|int[][]" "b_jsonb|jsonb")

echo
echo "Plans at the default costs (graph6):"
for f in "${forms[@]}"; do
  sql=${f#*|}; sql=${sql//@T/b_graph6}
  echo
  echo "$sql;"
  q -c "EXPLAIN (COSTS OFF) $sql" | sed "s/^/    /"
done

# run WORKERS SQL: "workers_launched execution_ms"
run() {
  q <<SQL | awk '"'"'/Workers Launched:/ { w += $3 } /Execution Time:/ { t = $3 } END { print w + 0, t }'"'"'
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = $1;
EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) $2;
DROP TABLE IF EXISTS f;
SQL
}

echo
echo "| form | input | no workers, s | 2 workers, s | speedup (median of pairs) | workers launched |"
echo "|---|---|---|---|---|---|"
for f in "${forms[@]}"; do
  label=${f%%|*}
  for k in "${kinds[@]}"; do
    tab=${k%%|*}; kind=${k#*|}
    sql=${f#*|}; sql=${sql//@T/$tab}
    : > /tmp/batch.$$.0; : > /tmp/batch.$$.2
    for i in $(seq "$RUNS"); do
      run 0 "$sql" >> /tmp/batch.$$.0
      run 2 "$sql" >> /tmp/batch.$$.2
    done
    s0=$(awk "{ print \$2 / 1000 }" /tmp/batch.$$.0 | median)
    s2=$(awk "{ print \$2 / 1000 }" /tmp/batch.$$.2 | median)
    w=$(awk "{ print \$1 }" /tmp/batch.$$.2 | median)
    # the speedup pair by pair (run i without workers / run i with 2), so
    # that a drift in the speed of the machine cancels out
    r=$(paste -d" " /tmp/batch.$$.0 /tmp/batch.$$.2 | awk "{ print \$2 / \$4 }" | median)
    printf "| %s | %s | %.2f | %.2f | %.2fx | %s |\n" "$label" "$kind" "$s0" "$s2" "$r" "$w"
  done
done
rm -f /tmp/batch.$$.*
echo
echo "$(nproc) cores; medians of $RUNS runs each, the two settings alternating."
'
