#!/usr/bin/env bash
# catmouse on shards: a coordinator and two shard clusters on loopback
# ports (test/clusters.sh), puzzle tables partitioned over postgres_fdw
# foreign tables, checked against the same data on one server:
#   - answers: outcome counts, per-puzzle outcomes for int[][], jsonb and
#     graph6 columns, summaries through shard-side views, census aggregates;
#   - plans: EXPLAIN (VERBOSE) has the catmouse call inside the Remote SQL
#     of the shapes that push down (WHERE, UNION ALL of per-shard
#     aggregates, partitionwise GROUP BY the key), and not in a plain select
#     list (which the coordinator computes: use the shard-side views);
#   - the shards work at the same time (async_capable): pg_stat_activity
#     sampled on both shows them busy together;
#   - statement_timeout on the coordinator leaves nothing running on them;
#   - a shard that is down: an error naming the server; restarted, the same
#     answers;
#   - a shard with catmouse 1.0 or without it: found by the check query of
#     the README ("Scaling out") before any query uses it.
# Prints the Remote SQL lines it checked and ends with "N passed, M failed".
# As root or not; needs make install done, postgres_fdw (postgresql-15).
set -u
cd "$(dirname "$0")/.."
. test/clusters.sh
clusters_init
passed=0
failed=0
n=0
ok() { n=$((n + 1)); passed=$((passed + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; [ -n "${2:-}" ] && echo "$2" | head -n 10 | sed 's/^/# /'; }
check() {	# LABEL EXPECTED GOT (an empty answer is a failure)
  if [ -n "$2" ] && [ "$2" = "$3" ]; then ok "$1"; else notok "$1" "expected: $2
got: $3"; fi
}
setup_failed() { notok "setup: $1"; echo "$passed passed, $failed failed"; exit 1; }

for c in coord s1 s2; do
  cluster_start "$c" "max_worker_processes = 8" "max_parallel_workers_per_gather = 0"
done
echo "# clusters: coordinator port $PORT_coord, shards $PORT_s1 and $PORT_s2 ($CLUSTERS_DIR)"

# ---- the shards: tables, and views that solve where the data is ----
for s in s1 s2; do
  cpsql "$s" -v ON_ERROR_STOP=1 <<'SQL'
CREATE EXTENSION catmouse;
CREATE TABLE puzzles (id int PRIMARY KEY, g int[], j jsonb, g6 graph6);
CREATE VIEW puzzle_facts AS
  SELECT p.id, s.outcome, s.remoteness, s.states, s.draws, s.mouse_wins, s.cat_wins,
         s.max_remoteness
  FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs (id int PRIMARY KEY, g6 graph6);
CREATE VIEW graph_census AS
  SELECT g.id, c.* FROM graphs g, cat_mouse_census(g.g6) c;
SQL
  [ $? -eq 0 ] || setup_failed "shard $s"
done

# ---- the coordinator: servers, partitioned tables over foreign tables ----
cpsql coord -v ON_ERROR_STOP=1 <<SQL
CREATE EXTENSION catmouse;
CREATE EXTENSION postgres_fdw;
CREATE SERVER s1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s1', dbname 'postgres', extensions 'catmouse', async_capable 'true',
  fetch_size '10000', batch_size '1000');
CREATE SERVER s2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s2', dbname 'postgres', extensions 'catmouse', async_capable 'true',
  fetch_size '10000', batch_size '1000');
CREATE USER MAPPING FOR postgres SERVER s1 OPTIONS (user 'postgres');
CREATE USER MAPPING FOR postgres SERVER s2 OPTIONS (user 'postgres');

CREATE TABLE puzzles (id int, g int[], j jsonb, g6 graph6) PARTITION BY HASH (id);
CREATE FOREIGN TABLE puzzles_s1 PARTITION OF puzzles
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'puzzles');
CREATE FOREIGN TABLE puzzles_s2 PARTITION OF puzzles
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'puzzles');
CREATE TABLE puzzle_facts (id int, outcome int, remoteness int, states bigint,
  draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int)
  PARTITION BY HASH (id);
CREATE FOREIGN TABLE puzzle_facts_s1 PARTITION OF puzzle_facts
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'puzzle_facts');
CREATE FOREIGN TABLE puzzle_facts_s2 PARTITION OF puzzle_facts
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'puzzle_facts');
CREATE TABLE graphs (id int, g6 graph6) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graphs_s1 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graphs');
CREATE FOREIGN TABLE graphs_s2 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graphs');
CREATE TABLE graph_census (id int, hole int, states bigint, draws bigint,
  mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint,
  start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint,
  longest_game int, longest_mouse int, longest_cat int) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graph_census_s1 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graph_census');
CREATE FOREIGN TABLE graph_census_s2 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graph_census');

-- the same data on one server, for the answers to compare with
DO \$\$ BEGIN PERFORM setseed(0.42); END \$\$;
CREATE TABLE puzzles_local AS
WITH sizes AS (
  SELECT id, 4 + floor(random() * 17)::int AS n, random() * 0.25 AS p
  FROM generate_series(1, 2000) id
), edges AS (
  SELECT id, a, 1 + floor(random() * (a - 1))::int AS b
  FROM sizes, generate_series(2, n - 1) a
  UNION ALL SELECT id, 0, 1 + floor(random() * (n - 1))::int FROM sizes
  UNION ALL SELECT id, a, b FROM sizes, generate_series(0, n - 1) a,
                   generate_series(0, n - 1) b WHERE a < b AND random() < p
)
SELECT id, cat_mouse_graph_agg(a, b, true) AS g FROM edges GROUP BY id;
ALTER TABLE puzzles_local ADD COLUMN j jsonb, ADD COLUMN g6 graph6;
UPDATE puzzles_local SET j = array_to_json(g)::jsonb, g6 = g::graph6;
CREATE TABLE graphs_local (id int, g6 graph6);
SQL
[ $? -eq 0 ] || setup_failed "coordinator"
nauty-geng -cq 9 | awk '{ print NR "\002" $0 }' |
  cpsql coord -v ON_ERROR_STOP=1 -c "\\copy graphs_local FROM STDIN (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')"
cpsql coord -v ON_ERROR_STOP=1 <<'SQL'
INSERT INTO puzzles SELECT id, g, j, g6 FROM puzzles_local;
INSERT INTO graphs SELECT id, g6 FROM graphs_local WHERE id <= 20000;
SQL
[ $? -eq 0 ] || setup_failed "loading the shards"
for s in s1 s2; do cpsql "$s" -c "ANALYZE" >/dev/null; done
echo "# shards: $(cpsql s1 -At -c 'SELECT count(*) FROM puzzles') and $(cpsql s2 -At -c 'SELECT count(*) FROM puzzles') puzzles, $(cpsql s1 -At -c 'SELECT count(*) FROM graphs') and $(cpsql s2 -At -c 'SELECT count(*) FROM graphs') graphs"

cq() { cpsql coord -At -v ON_ERROR_STOP=1 "$@"; }

# ---- answers equal to one server's ----
check "outcome counts through the shard-side views equal one server's" \
  "$(cq -c "SELECT s.outcome, count(*) FROM puzzles_local p, cat_mouse_summary(p.g) s GROUP BY 1 ORDER BY 1")" \
  "$(cq -c "SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1")"
for col in g j g6; do
  check "per-puzzle outcomes of the $col column: no difference from one server's" "0 2000" \
    "$(cq -c "SELECT (SELECT count(*) FROM (SELECT id, cat_mouse_game($col) FROM puzzles EXCEPT SELECT id, cat_mouse_game($col) FROM puzzles_local) d) || ' ' || (SELECT count(*) FROM puzzles)")"
done
check "summaries through the shard-side views: no difference from one server's" "0" \
  "$(cq -c "SELECT count(*) FROM (SELECT p.id, s.outcome, s.remoteness, s.states, s.draws, s.mouse_wins, s.cat_wins, s.max_remoteness FROM puzzles_local p, cat_mouse_summary(p.g) s EXCEPT SELECT * FROM puzzle_facts) d")"
check "census aggregates over the shards equal one server's" \
  "$(cq -c "SELECT count(*) FILTER (WHERE c.hole = 0), sum(c.states), sum(c.start_mouse_wins), max(c.longest_game) FROM graphs_local g, cat_mouse_census(g.g6) c WHERE g.id <= 20000")" \
  "$(cq -c "SELECT count(*) FILTER (WHERE hole = 0), sum(states), sum(start_mouse_wins), max(longest_game) FROM graph_census")"

# ---- plans: where the catmouse calls run ----
remote_sql() {	# the Remote SQL lines of a plan
  cq -c "EXPLAIN (VERBOSE, COSTS OFF) $1" | grep 'Remote SQL:' | sed 's/^ *//'
}
plan_pushes() {	# LABEL QUERY: every Remote SQL line has a catmouse call
  local lines
  lines=$(remote_sql "$2")
  echo "$lines" | sed 's/^/#   /'
  if [ -n "$lines" ] && ! echo "$lines" | grep -qv 'cat_mouse_'; then
    ok "$1: the catmouse call is in the Remote SQL of every shard"
  else
    notok "$1: the catmouse call is not pushed down" "$lines"
  fi
}
plan_pushes "WHERE cat_mouse_game(g) = 1" "SELECT id FROM puzzles WHERE cat_mouse_game(g) = 1"
plan_pushes "UNION ALL of per-shard counts" \
  "SELECT sum(c) FROM (SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) AS c FROM puzzles_s1 UNION ALL SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) FROM puzzles_s2) x"
lines=$(cq -c "SET enable_partitionwise_aggregate = on" -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT id, max(cat_mouse_game(j)) FROM puzzles GROUP BY id" | grep 'Remote SQL:' | sed 's/^ *//')
echo "$lines" | sed 's/^/#   /'
if [ -n "$lines" ] && ! echo "$lines" | grep -qv 'cat_mouse_game'; then
  ok "partitionwise GROUP BY id (enable_partitionwise_aggregate): the aggregate and the call run on the shards"
else
  notok "partitionwise GROUP BY id: not pushed down" "$lines"
fi
lines=$(remote_sql "SELECT id, cat_mouse_game(g) FROM puzzles")
echo "$lines" | sed 's/^/#   /'
if [ -n "$lines" ] && ! echo "$lines" | grep -q 'cat_mouse_'; then
  ok "a plain select list is not pushed down (the coordinator solves): as documented"
else
  notok "a plain select list: unexpected plan" "$lines"
fi

# ---- the shards work at the same time ----
heavy="SELECT sum(s) FROM (SELECT sum(states) AS s FROM graph_census_s1 UNION ALL SELECT sum(states) FROM graph_census_s2) t"
cpsql coord -v ON_ERROR_STOP=1 -c "INSERT INTO graphs SELECT id, g6 FROM graphs_local WHERE id > 20000" >/dev/null
# a shard is busy when a coordinator's connection (postgres_fdw names
# itself so) runs a query there
busy="SELECT count(*) FROM pg_stat_activity WHERE application_name = 'postgres_fdw' AND state = 'active'"
sample() {
  local i
  for i in $(seq 60); do
    a=$(cpsql s1 -At -c "$busy")
    b=$(cpsql s2 -At -c "$busy")
    echo "$a $b"
    sleep 0.05
  done
}
sample > "$CLUSTERS_DIR/samples" &
sampler=$!
t0=$(date +%s.%N)
cq -c "$heavy" >/dev/null
t1=$(date +%s.%N)
wait "$sampler"
both=$(awk '$1 > 0 && $2 > 0' "$CLUSTERS_DIR/samples" | wc -l)
one=$(awk '($1 > 0) != ($2 > 0)' "$CLUSTERS_DIR/samples" | wc -l)
echo "# census of 261,080 graphs across both shards: $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }') s; samples with both shards busy: $both, one: $one"
if [ "$both" -gt 0 ]; then
  ok "the shards' busy intervals overlap ($both samples with both busy)"
else
  notok "the shards never worked at the same time" "$(cat "$CLUSTERS_DIR/samples" | tr '\n' ';')"
fi

# ---- statement_timeout on the coordinator stops the shards' queries ----
err=$(cpsql coord -At -c "SET statement_timeout = '300ms'" -c "$heavy" 2>&1)
sleep 1
left=$(( $(cpsql s1 -At -c "$busy") + $(cpsql s2 -At -c "$busy") ))
echo "# statement_timeout: $(echo "$err" | head -n 1)"
if echo "$err" | grep -q "canceling statement due to statement timeout" && [ "$left" -eq 0 ]; then
  ok "statement_timeout on the coordinator: cancelled, no query left running on the shards"
else
  notok "statement_timeout: $left queries left on the shards" "$err"
fi

# ---- a shard that is down ----
cluster_stop s2
err=$(cq -c "SELECT count(*) FROM puzzle_facts" 2>&1)
echo "# shard s2 down: $(echo "$err" | head -n 1)"
if echo "$err" | grep -q 'could not connect to server "s2"'; then
  ok "a shard that is down: the error names the server"
else
  notok "a shard that is down: unclear error" "$err"
fi
cluster_restart s2
check "the shard back up: the same answers, nothing lost" \
  "$(cq -c "SELECT s.outcome, count(*) FROM puzzles_local p, cat_mouse_summary(p.g) s GROUP BY 1 ORDER BY 1")" \
  "$(cq -c "SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1")"

# ---- a shard with another catmouse version, or none ----
cpsql s2 -c "CREATE DATABASE old" -c "CREATE DATABASE bare" >/dev/null
psql -X -q -h 127.0.0.1 -p "$PORT_s2" -U postgres -d old -c "CREATE EXTENSION catmouse VERSION '1.0'"
cq <<SQL
CREATE SERVER s2_old FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s2', dbname 'old', extensions 'catmouse');
CREATE SERVER s2_bare FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_s2', dbname 'bare', extensions 'catmouse');
CREATE USER MAPPING FOR postgres SERVER s2_old OPTIONS (user 'postgres');
CREATE USER MAPPING FOR postgres SERVER s2_bare OPTIONS (user 'postgres');
SQL
# the check query of the README: every server that names catmouse in its
# extensions option, and the version installed there
cq <<'SQL'
CREATE FUNCTION catmouse_shard_versions(OUT server name, OUT shard_version text,
                                        OUT local_version text)
RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE
  srv record;
BEGIN
  SELECT extversion INTO local_version FROM pg_extension WHERE extname = 'catmouse';
  FOR srv IN SELECT s.srvname FROM pg_foreign_server s
             JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw AND w.fdwname = 'postgres_fdw'
             WHERE EXISTS (SELECT 1 FROM unnest(s.srvoptions) o
                           WHERE o LIKE 'extensions=%' AND o ~ '(=|,)\s*catmouse\s*(,|$)')
             ORDER BY 1
  LOOP
    EXECUTE format('CREATE FOREIGN TABLE pg_temp.ext_%s (extname name, extversion text)
                    SERVER %I OPTIONS (schema_name %L, table_name %L)',
                   srv.srvname, srv.srvname, 'pg_catalog', 'pg_extension');
    EXECUTE format('SELECT coalesce((SELECT extversion FROM pg_temp.ext_%s
                                     WHERE extname = %L), %L)',
                   srv.srvname, 'catmouse', 'none') INTO shard_version;
    server := srv.srvname;
    RETURN NEXT;
  END LOOP;
END $$;
SQL
versions=$(cq -c "SELECT server, shard_version, local_version FROM catmouse_shard_versions() WHERE shard_version IS DISTINCT FROM local_version")
echo "# shards whose catmouse differs: $(echo "$versions" | tr '\n' ' ')"
check "the check query finds the shard with catmouse 1.0 and the one without it" \
  "s2_bare|none|1.1
s2_old|1.0|1.1" "$versions"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
