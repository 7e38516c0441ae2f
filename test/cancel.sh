#!/usr/bin/env bash
# Cancel and terminate from another session: long solves of a 10,000-node
# graph are stopped with pg_cancel_backend (the session then solves on) and
# pg_terminate_backend (the server stays up and takes new connections); no
# backend may die of a signal.  sql/cancel.sql covers statement_timeout.
# Needs a server (run it under pg_virtualenv) with catmouse installed.
# Prints TAP.   pg_virtualenv bash test/cancel.sh
set -u
cd "$(dirname "$0")/.."
db=catmouse_cancel_$$
createdb "$db" || exit 1
work=$(mktemp -d)
trap 'dropdb --if-exists "$db" >/dev/null 2>&1; rm -rf "$work"' EXIT
export PGDATABASE=$db
datadir=$(psql -X -At -c "SHOW data_directory")
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL' || exit 1
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
SELECT setseed(0.75);
CREATE TABLE big AS
WITH edges AS (
  SELECT a, 1 + floor(random() * (a - 1))::int AS b FROM generate_series(2, 9999) a
  UNION ALL SELECT 0, 1 + floor(random() * 9999)::int FROM generate_series(1, 4)
  UNION ALL SELECT floor(random() * 10000)::int, floor(random() * 10000)::int
            FROM generate_series(1, 10000)
)
SELECT cat_mouse_graph_agg(a, b, true) AS g FROM edges;
SQL

# label|query: each takes seconds (one game about 1 s, so it is played 20 times:
# a faster machine must not finish it before the cancel arrives)
queries=(
  "cat_mouse_game|SELECT sum(cat_mouse_game(g)) FROM big, generate_series(1, 20)"
  "cat_mouse_summary|SELECT (cat_mouse_summary(g)).states FROM big"
  "cat_mouse_states|SELECT count(*) FROM big, cat_mouse_states(g)"
  "cat_mouse_play|SELECT count(*) FROM big, cat_mouse_play(g)"
  "cat_mouse_pursuit with two cats on a 600-node cycle|SELECT * FROM cat_mouse_pursuit((SELECT cat_mouse_graph_agg(i, (i + 1) % 600, true) FROM generate_series(0, 599) i), 2)"
  "cat_mouse_grid_game on an open 100 x 100 grid|SELECT cat_mouse_grid_game(ARRAY(SELECT CASE r WHEN 0 THEN 'M' || repeat('.', 98) || 'C' WHEN 99 THEN repeat('.', 99) || 'F' ELSE repeat('.', 100) END FROM generate_series(0, 99) r), 1, 1)"
)

# start QUERY in a session named $1 in the background; wait until it runs
start() {
  local name=$1 query=$2 i
  psql -X -q -At -v name="$name" >"$work/$name.out" 2>"$work/$name.err" <<SQL &
SET application_name = :'name';
SET catmouse.max_memory = '2GB';
SELECT pg_backend_pid();
$query;
SELECT pg_backend_pid();
SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}');
SQL
  victim=$!
  for i in $(seq 100); do
    pid=$(psql -X -At -c "SELECT pid FROM pg_stat_activity WHERE application_name = '$name' AND state = 'active' AND query LIKE '%cat_mouse_%'")
    [ -n "$pid" ] && break
    sleep 0.05
  done
  sleep 0.2
}

n=0
failed=0
for lq in "${queries[@]}"; do
  what=${lq%%|*}
  q=${lq#*|}
  n=$((n + 1))
  start "cancel$n" "$q"
  t0=$(date +%s%N)
  psql -X -At -c "SELECT pg_cancel_backend($pid)" >/dev/null
  wait "$victim"
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  mapfile -t out <"$work/cancel$n.out"
  if [ -n "$pid" ] && grep -q "canceling statement due to user request" "$work/cancel$n.err" &&
     [ "${#out[@]}" = 3 ] && [ "${out[0]}" = "$pid" ] && [ "${out[1]}" = "$pid" ] && [ "${out[2]}" = 1 ]; then
    echo "ok $n - pg_cancel_backend stops $what ($ms ms to the end of the statement, a psql start-up included); the same session then solves"
  else
    failed=$((failed + 1))
    echo "not ok $n - pg_cancel_backend on $what: pid ${pid:-none}, output ${out[*]:-none}"
    sed 's/^/# /' "$work/cancel$n.err"
  fi
done

n=$((n + 1))
start terminate "${queries[1]#*|}"
psql -X -At -c "SELECT pg_terminate_backend($pid)" >/dev/null
wait "$victim"
after=$(psql -X -At -c "SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}')")
if [ -n "$pid" ] && grep -q "terminating connection due to administrator command" "$work/terminate.err" &&
   [ "$after" = 1 ]; then
  echo "ok $n - pg_terminate_backend ends a solving session; new sessions solve"
else
  failed=$((failed + 1))
  echo "not ok $n - pg_terminate_backend: pid ${pid:-none}, a new session gave '${after}'"
  sed 's/^/# /' "$work/terminate.err"
fi

n=$((n + 1))
crashes=0
for f in /var/log/postgresql/postgresql-${PGVERSION:-15}-regress.log "$datadir/log/"*; do
  [ -f "$f" ] && crashes=$((crashes + $(grep -c "terminated by signal" "$f" || true)))
done
if [ "$crashes" = 0 ]; then
  echo "ok $n - no backend terminated by a signal in the server log"
else
  failed=$((failed + 1))
  echo "not ok $n - $crashes backends terminated by a signal"
fi
echo "1..$n"
[ "$failed" -eq 0 ]
