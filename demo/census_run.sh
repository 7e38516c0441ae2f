#!/usr/bin/env bash
# The census of demo/census.sh, against the server psql reaches (PGHOST,
# PGPORT, PGUSER as usual); it creates and drops its own database.
#
#   bash demo/census_run.sh N [--directed] [--cops] [--raw] [--chunk GRAPHS]
#
# For n = 1 .. N: nauty-geng -c n (with --directed, each graph's
# orientations from nauty-directg) is loaded into a table of graph6
# values, range-partitioned by id into chunks of GRAPHS graphs (100,000);
# every graph is solved for every hole by cat_mouse_census, one chunk per
# query, each query a parallel plan over one partition, aggregated in the
# workers; a progress line after each chunk.  Prints a table a line per n
# (with --raw, the bare figures a line per n, for tests).
#
# --cops: cops and robbers instead (many cats, no hole): per n the graphs
# by cop number (cat_mouse_cop_number, up to 3 cats; "more" past it), the
# largest capture time of one cat over the cop-win graphs (cat_mouse_pursuit)
# and the first graph reaching it, with its placement and the mouse's reply.
set -euo pipefail
cd "$(dirname "$0")/.."
max_n=""
directed=0
cops=0
raw=0
chunk=100000
while [ $# -gt 0 ]; do
  case "$1" in
    --directed) directed=1; shift ;;
    --cops) cops=1; shift ;;
    --raw) raw=1; shift ;;
    --chunk) chunk=$2; shift 2 ;;
    *) max_n=$1; shift ;;
  esac
done
if ! [[ "$max_n" =~ ^[0-9]+$ ]] || [ "$max_n" -lt 1 ] || [ "$max_n" -gt 16 ]; then
  echo "usage: bash demo/census_run.sh N [--directed] [--cops] [--raw] [--chunk GRAPHS]  (1 <= N <= 16)" >&2
  exit 2
fi
for program in nauty-geng nauty-directg; do
  if ! command -v "$program" >/dev/null; then
    echo "census_run: $program is not installed (Debian package nauty)" >&2
    exit 1
  fi
done
cores=$(nproc)
db=catmouse_census_$$
work=$(mktemp -d)
trap 'rm -rf "$work"; dropdb --if-exists "$db" >/dev/null 2>&1 || true' EXIT
createdb "$db"
export PGDATABASE=$db
psql -X -q -v ON_ERROR_STOP=1 -c "CREATE EXTENSION catmouse" >/dev/null

. bench/lib.sh
kind=$([ $directed = 1 ] && echo digraphs || echo graphs)

if [ $raw = 0 ] && [ $cops = 1 ]; then
  printf '| n | %s | cop number 1 | 2 | 3 | more | largest capture time, one cat | reached by | load s | solve s |\n' "$kind"
  printf '|---|---|---|---|---|---|---|---|---|---|\n'
elif [ $raw = 0 ]; then
  printf '| n | %s | (graph, hole) pairs | positions | draw %% | mouse %% | cat %% | starts the mouse wins | starts decided in 2n plies or more | longest forced game | reached by | load s | solve s |\n' "$kind"
  printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
fi

for n in $(seq 1 "$max_n"); do
  t0=$(now)
  # the dataset: one code a line, exactly as nauty prints it
  if [ $directed = 1 ]; then
    nauty-geng -cq "$n" | nauty-directg -q > "$work/codes"
  else
    nauty-geng -cq "$n" > "$work/codes"
  fi
  total=$(wc -l < "$work/codes")
  parts=$(( (total + chunk - 1) / chunk ))
  {
    echo "SET client_min_messages = warning;"
    echo "DROP TABLE IF EXISTS census_graphs;"
    echo "CREATE TABLE census_graphs (id bigint NOT NULL, g6 graph6 NOT NULL) PARTITION BY RANGE (id);"
    for p in $(seq 0 $((parts - 1))); do
      echo "CREATE TABLE census_graphs_$p PARTITION OF census_graphs FOR VALUES FROM ($((p * chunk + 1))) TO ($(((p + 1) * chunk + 1))) WITH (parallel_workers = $cores);"
    done
  } | q >/dev/null
  # graph6 strings hold backslashes, which COPY's text format would eat:
  # CSV with a quote and a delimiter that no code contains loads them as
  # they are; ids are the line numbers
  awk '{ print NR "\002" $0 }' "$work/codes" |
    q -c "\\copy census_graphs (id, g6) FROM STDIN (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')"
  q -c "ANALYZE census_graphs" >/dev/null
  t1=$(now)

  if [ $cops = 1 ]; then
    # cop numbers and one cat's capture times, a parallel plan per chunk;
    # the largest capture time and the first graph reaching it travel as
    # one bigint, as below.  The functions are called in FROM: a call in the
    # select list of a subquery is pulled up into every FILTER that uses it,
    # and solved once per use
    : > "$work/sums"
    for p in $(seq 0 $((parts - 1))); do
      q >> "$work/sums" <<SQL
SET max_parallel_workers_per_gather = $cores;
SELECT count(*), count(*) FILTER (WHERE c.cn = 1), count(*) FILTER (WHERE c.cn = 2),
       count(*) FILTER (WHERE c.cn = 3), count(*) FILTER (WHERE c.cn IS NULL),
       coalesce(max((p.capture_time::bigint << 40) | ((1::bigint << 40) - 1 - g.id)) FILTER (WHERE p.outcome = 2), -1)
FROM census_graphs g
CROSS JOIN LATERAL cat_mouse_pursuit(g.g6) p
CROSS JOIN LATERAL cat_mouse_cop_number(g.g6, 3) c (cn)
WHERE g.id >= $((p * chunk + 1)) AND g.id < $(((p + 1) * chunk + 1));
SQL
      if [ $raw = 0 ] && [ "$parts" -gt 1 ]; then
        echo "  n=$n: chunk $((p + 1)) of $parts, $(secs "$t1" "$(now)") s" >&2
      fi
    done
    t2=$(now)
    read -r graphs c1 c2 c3 cmore key < <(
      awk -F'|' '{ for (i = 1; i <= 5; i++) s[i] += $i; if ($6 > k) k = $6 }
                 BEGIN { k = -1 }
                 END { printf "%.0f %.0f %.0f %.0f %.0f %.0f\n", s[1], s[2], s[3], s[4], s[5], k }' "$work/sums")
    ct=-1 gid=0 code="-" starts="-" reply="-"
    if [ "$key" -ge 0 ]; then
      ct=$((key >> 40))
      gid=$(( (1 << 40) - 1 - (key & ((1 << 40) - 1)) ))
      IFS='|' read -r code starts reply < <(q -c "SELECT g.g6, p.cat_starts, p.mouse_start FROM census_graphs g, cat_mouse_pursuit(g.g6) p WHERE g.id = $gid") || true
    fi
    if [ $raw = 1 ]; then
      echo "$n $graphs $c1 $c2 $c3 $cmore $ct $gid"
    else
      printf '| %d | %d | %d | %d | %d | %d | %s | %s | %s | %s |\n' "$n" "$graphs" "$c1" "$c2" "$c3" "$cmore" \
        "$( [ "$ct" -ge 0 ] && echo "$ct" || echo -)" \
        "$( [ "$ct" -ge 0 ] && echo "$(md_code "$code"), cat on $starts, mouse on $reply" || echo -)" \
        "$(secs "$t0" "$t1")" "$(secs "$t1" "$t2")"
    fi
    continue
  fi

  # each chunk: a parallel plan over one partition, partial aggregates in
  # the workers
  : > "$work/sums"
  done_graphs=0
  for p in $(seq 0 $((parts - 1))); do
    lo=$((p * chunk + 1))
    hi=$(((p + 1) * chunk + 1))
    q >> "$work/sums" <<SQL
SET max_parallel_workers_per_gather = $cores;
SELECT count(*) FILTER (WHERE c.hole = 0), count(*),
       sum(c.states), sum(c.draws), sum(c.mouse_wins), sum(c.cat_wins),
       coalesce(max(c.max_remoteness), -1),
       sum(c.starts), sum(c.start_draws), sum(c.start_mouse_wins), sum(c.start_cat_wins),
       coalesce(max(c.longest_remoteness), -1), sum(c.wrong_2n)
FROM census_graphs g, cat_mouse_census(g.g6) c
WHERE g.id >= $lo AND g.id < $hi;
SQL
    done_graphs=$(( done_graphs + $(tail -n 1 "$work/sums" | cut -d'|' -f1) ))
    if [ $raw = 0 ] && [ "$parts" -gt 1 ]; then
      t=$(now)
      awk -v n="$n" -v d="$done_graphs" -v tot="$total" -v el="$(secs "$t1" "$t")" -v k="$kind" 'BEGIN {
        rate = (el > 0) ? d / el : 0
        printf "  n=%d: %d of %d %s (%.0f%%), %.1f s, %.0f %s/s (%.0f solves/s), about %.0f s left\n",
          n, d, tot, k, 100 * d / tot, el, rate, k, rate * n, (rate > 0) ? (tot - d) / rate : 0 }' >&2
    fi
  done
  t2=$(now)

  # totals over the chunks
  read -r graphs pairs states draws mwins cwins maxrem starts sdraws smwins scwins longest wrong < <(
    awk -F'|' 'BEGIN { m7 = -1; m12 = -1 }
               { for (i = 1; i <= 13; i++) if (i == 7) m7 = ($7 > m7 ? $7 : m7); else if (i != 12) s[i] += $i
                 if ($12 > m12) m12 = $12 }
               END { printf "%.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f\n",
                     s[1], s[2], s[3], s[4], s[5], s[6], m7, s[8], s[9], s[10], s[11], m12, s[13] }' "$work/sums")
  # the longest game's example, as the census run names it: the least code
  # (in byte order) of the graphs reaching it, its least hole reaching it,
  # and that hole's first start reaching it; only the chunks whose longest
  # game it is are solved again
  code="-" hole="-" lm="-" lc="-"
  if [ "$longest" -ge 0 ]; then
    IFS='|' read -r code hole lm lc < <(
      for p in $(awk -F'|' -v l="$longest" '$12 == l { print NR - 1 }' "$work/sums"); do
        q <<SQL
SELECT g.g6, c.hole, c.longest_mouse_start, c.longest_cat_start
FROM census_graphs g, cat_mouse_census(g.g6) c
WHERE g.id >= $((p * chunk + 1)) AND g.id < $(((p + 1) * chunk + 1)) AND c.longest_remoteness = $longest
ORDER BY g.g6, c.hole LIMIT 1;
SQL
      done | LC_ALL=C sort -t'|' -k1,1 -k2,2n | head -n 1) || true
  fi
  if [ $raw = 1 ]; then
    echo "$n $graphs $pairs $states $draws $mwins $cwins $maxrem $starts $sdraws $smwins $scwins $longest $code $hole $lm $lc $wrong"
  else
    pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", 100 * a / b; else print "-" }'; }
    if [ "$longest" -ge 0 ]; then
      reach="$(md_code "$code"), hole $hole, mouse $lm, cat $lc"
      lgs="$longest $( [ "$longest" = 1 ] && echo ply || echo plies)"
    else
      reach="-"
      lgs="-"
    fi
    printf '| %d | %d | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$graphs" "$pairs" "$states" \
      "$(pct "$draws" "$states")" "$(pct "$mwins" "$states")" "$(pct "$cwins" "$states")" \
      "$( [ "$starts" -gt 0 ] && echo "$(pct "$smwins" "$starts") %" || echo -)" "$wrong" "$lgs" "$reach" \
      "$(secs "$t0" "$t1")" "$(secs "$t1" "$t2")"
  fi
done
