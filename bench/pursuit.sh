#!/usr/bin/env bash
# Many cats, measured in SQL on a throwaway cluster (as root, after make
# install):
#   1. one cat over every connected graph on N nodes (9: 261,080 graphs),
#      side by side: the 1.0 way (a self-loop on every row, an unreachable
#      extra node as the hole, an aggregate over cat_mouse_states per
#      graph) against cat_mouse_pursuit(g6); both must agree on every
#      graph (cop-win and capture time); medians of RUNS runs, and the ratio;
#   2. with --census M: the cop-number census of every connected graph on M
#      nodes (10: 11,716,571 graphs) from a graph6 table, a parallel plan:
#      load time, solve time, graphs by cop number.
#   bash bench/pursuit.sh [N] [RUNS] [--census M]
set -euo pipefail
cd "$(dirname "$0")/.."
n=9
runs=3
census=0
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --census) census=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -ge 1 ] && n=${args[0]}
[ ${#args[@]} -ge 2 ] && runs=${args[1]}
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
export N=$n RUNS=$runs CENSUS=$census
pg_virtualenv -t -v "$pgver" -o "max_worker_processes=$(( $(nproc) + 4 ))" \
  -o "max_parallel_workers=$(nproc)" -o "shared_buffers=512MB" bash -c '
set -euo pipefail
work=$(mktemp -d)
trap "rm -rf $work" EXIT
. bench/lib.sh
q -c "CREATE EXTENSION catmouse"
cores=$(nproc)
nauty-geng -cq "$N" > "$work/codes"
# the 1.0 input: each row with the node itself, and an empty last row (the hole)
python3 - "$work/codes" "$N" > "$work/loops" <<"PY"
import sys
n = int(sys.argv[2])
for no, line in enumerate(open(sys.argv[1]), 1):
    s = line.strip()
    bits = "".join(format(ord(ch) - 63, "06b") for ch in s[1:])
    adj = [[v] for v in range(n)]
    k = 0
    for j in range(1, n):
        for i in range(j):
            if bits[k] == "1":
                adj[i].append(j)
                adj[j].append(i)
            k += 1
    w = max(len(r) for r in adj)
    rows = [r + ["NULL"] * (w - len(r)) for r in adj] + [["NULL"] * w]
    print(f"{no}\x02{s}\x02{{" + ",".join("{" + ",".join(map(str, r)) + "}" for r in rows) + "}")
PY
q -c "CREATE TABLE g (id int PRIMARY KEY, g6 graph6, adj_loops int[]) WITH (parallel_workers = $cores)"
# graph6 codes hold backslashes: CSV with a quote and a delimiter no code holds
q -c "\\copy g FROM $work/loops (FORMAT csv, QUOTE E'"'"'\\x01'"'"', DELIMITER E'"'"'\\x02'"'"')"
q -c "VACUUM ANALYZE g"
graphs=$(q -c "SELECT count(*) FROM g")
settings="SET max_parallel_workers_per_gather = $cores;"
old_query="SELECT id, bool_or(cw) AS cop_win, min(ct) FILTER (WHERE cw) AS capture_time FROM (
  SELECT g.id, st.cat, bool_and(st.outcome = 2) AS cw,
         max((st.remoteness + 1) / 2) FILTER (WHERE st.mouse <> st.cat) AS ct
  FROM g, cat_mouse_states(g.adj_loops, mouse_start => 0, cat_start => 0, hole => $N) st
  WHERE st.turn = '"'"'cat'"'"' AND st.mouse < $N AND st.cat < $N
  GROUP BY g.id, st.cat) s
GROUP BY id"
new_query="SELECT g.id, p.outcome = 2 AS cats_win, p.capture_time FROM g, cat_mouse_pursuit(g.g6) p"
# the answers agree
q -c "$settings CREATE TABLE a_old AS $old_query"
q -c "$settings CREATE TABLE a_new AS $new_query"
differ=$(q -c "SELECT count(*) FROM a_old o JOIN a_new n USING (id) WHERE (o.cop_win, CASE WHEN o.cop_win THEN o.capture_time END) IS DISTINCT FROM (n.cats_win, n.capture_time)")
copwin=$(q -c "SELECT count(*) FILTER (WHERE cats_win) FROM a_new")
maxct=$(q -c "SELECT max(capture_time) FROM a_new")
echo "# $graphs connected graphs on $N nodes: $copwin cop-win, largest capture time $maxct; graphs on which the two queries differ: $differ"
timeit() {	# seconds of one run of an aggregate over query $1
  local t0 t1
  t0=$(date +%s.%N)
  q -c "$settings SELECT count(*), count(*) FILTER (WHERE x.cats_win) FROM ($1) x (id, cats_win, capture_time)" >/dev/null
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" "BEGIN { printf \"%.3f\", b - a }"
}
old_t=() new_t=()
for r in $(seq "$RUNS"); do
  old_t+=("$(timeit "$old_query")")
  new_t+=("$(timeit "$new_query")")
done
med() { printf "%s\n" "$@" | sort -g | awk "{ a[NR] = \$1 } END { print a[int((NR + 1) / 2)] }"; }
mo=$(med "${old_t[@]}")
mn=$(med "${new_t[@]}")
echo "one cat over $graphs graphs, $cores-worker parallel plans, median of $RUNS (alternating runs):"
echo "  1.0 query (cat_mouse_states with loops and an extra hole): ${old_t[*]} s, median $mo s"
echo "  cat_mouse_pursuit(g6):                                    ${new_t[*]} s, median $mn s"
awk -v a="$mo" -v b="$mn" "BEGIN { printf \"  ratio: %.1fx\n\", a / b }"
[ "$differ" = 0 ]

if [ "$CENSUS" -gt 0 ]; then
  t0=$(date +%s.%N)
  nauty-geng -cq "$CENSUS" | awk "{ print NR \"\\002\" \$0 }" > "$work/census"
  q -c "CREATE TABLE c (id int, g6 graph6) WITH (parallel_workers = $cores)"
  q -c "\\copy c FROM $work/census (FORMAT csv, QUOTE E'"'"'\\x01'"'"', DELIMITER E'"'"'\\x02'"'"')"
  q -c "VACUUM ANALYZE c"
  t1=$(date +%s.%N)
  res=$(q -c "$settings SELECT count(*), count(*) FILTER (WHERE k = 1), count(*) FILTER (WHERE k = 2), count(*) FILTER (WHERE k = 3), count(*) FILTER (WHERE k IS NULL) FROM c, LATERAL cat_mouse_cop_number(g6, 3) k")
  t2=$(date +%s.%N)
  echo "cop-number census of every connected graph on $CENSUS nodes (graphs|1|2|3|more): $res"
  awk -v a="$t0" -v b="$t1" -v c="$t2" "BEGIN { printf \"  load (geng + COPY + VACUUM ANALYZE) %.1f s, solve %.1f s, total %.1f s\n\", b - a, c - b, c - a }"
fi
'
