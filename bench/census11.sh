#!/usr/bin/env bash
# The census of either game, n = 1 .. N (11: every connected graph on 11
# nodes, 1,006,700,565 of them): per n the time of geng alone (the core
# without a server, bench/cop_census's geng, in 2 processes) and of the
# census in SQL (CALL cat_mouse_census_run, 2 parallel workers), and the
# census's row of the table in docs/censuses.md (the figures of the run's
# table; "reached by" the least graph6 code).  As root, after make install,
# on a throwaway cluster (pg_virtualenv).  Cops and robbers on 11 nodes take
# about 8 minutes here; the hole game takes longer.
#   bash bench/census11.sh [--game hole|cops] [N] [CHUNKS]
#                                  (hole; 11; 1024 chunks for the largest n)
set -euo pipefail
cd "$(dirname "$0")/.."
GAME=hole
if [ "${1:-}" = --game ]; then
  GAME=${2:-}
  shift 2
fi
case "$GAME" in
  hole|cops) ;;
  *) echo "usage: bash bench/census11.sh [--game hole|cops] [N] [CHUNKS]" >&2; exit 2 ;;
esac
export GAME N=${1:-11} CHUNKS=${2:-1024}
make -s bench/cop_census
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" bash -c '
set -euo pipefail
createdb census
export PGDATABASE=census
. bench/lib.sh
q -c "CREATE EXTENSION catmouse"
if [ "$GAME" = hole ]; then
  echo "| n | connected graphs | (graph, hole) pairs | positions drawn | won by the mouse | by the cat | starts drawn | won by the mouse | by the cat | starts the 2n search gets wrong | longest forced game | reached by | geng alone s | census s |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
else
  echo "| n | connected graphs | cop number 1 | 2 | 3 | longest capture, one cat | reached by | longest capture, two cats | reached by | geng alone s | census s |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|"
fi
for n in $(seq 1 "$N"); do
  chunks=$(( n < N ? (n < 8 ? 1 : 48) : CHUNKS ))
  s=$(date +%s.%N)
  ./bench/cop_census "$n" 0 2 geng >/dev/null & ./bench/cop_census "$n" 1 2 geng >/dev/null & wait
  g=$(echo "$(date +%s.%N) - $s" | bc)
  s=$(date +%s.%N)
  q -c "SET client_min_messages = warning" \
    -c "CALL cat_mouse_census_run(\$\$c$n\$\$, $n, \$\$$GAME\$\$, chunks => $chunks)"
  c=$(echo "$(date +%s.%N) - $s" | bc)
  if [ "$GAME" = hole ]; then
    IFS="|" read -r graphs pairs draw mouse cat sdraw smouse scat wrong longest code hole ms cs < <(q -c "
      WITH t AS (SELECT sum(graphs) g, sum(pairs) p, sum(draws) d, sum(mouse_wins) m, sum(cat_wins) k,
                        sum(start_draws) sd, sum(start_mouse_wins) sm, sum(start_cat_wins) sk,
                        sum(wrong_2n) w FROM c$n),
      b AS (SELECT longest_remoteness, example, longest_hole, longest_mouse_start, longest_cat_start FROM c$n
            ORDER BY longest_remoteness DESC NULLS LAST, example, longest_hole, longest_mouse_start,
                     longest_cat_start LIMIT 1)
      SELECT to_char(g, \$\$FM999,999,999,990\$\$), to_char(p, \$\$FM999,999,999,999,990\$\$),
             to_char(d, \$\$FM999,999,999,999,999,990\$\$), to_char(m, \$\$FM999,999,999,999,999,990\$\$),
             to_char(k, \$\$FM999,999,999,999,999,990\$\$), to_char(sd, \$\$FM999,999,999,999,999,990\$\$),
             to_char(sm, \$\$FM999,999,999,999,999,990\$\$), to_char(sk, \$\$FM999,999,999,999,999,990\$\$),
             to_char(w, \$\$FM999,999,999,999,990\$\$),
             b.longest_remoteness, b.example, b.longest_hole, b.longest_mouse_start, b.longest_cat_start
      FROM t LEFT JOIN b ON true")
    if [ -n "$longest" ]; then
      lg="$longest $( [ "$longest" = 1 ] && echo ply || echo plies)"
      reach="$(md_code "$code"), hole $hole, mouse $ms, cat $cs"
    else
      lg=- reach=-
    fi
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.2f | %.2f |\n" "$n" "$graphs" \
      "$pairs" "$draw" "$mouse" "$cat" "$sdraw" "$smouse" "$scat" "$wrong" "$lg" "$reach" "$g" "$c"
  else
    IFS="|" read -r graphs c1 c2 c3 t1 e1 t2 e2 < <(q -c "
      WITH t AS (SELECT cop_number, sum(graphs) g, max(capture_time) t,
                        (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e
                 FROM c$n GROUP BY 1)
      SELECT to_char((SELECT sum(g) FROM t), \$\$FM999,999,999,990\$\$),
             to_char(coalesce((SELECT g FROM t WHERE cop_number = 1), 0), \$\$FM999,999,999,990\$\$),
             to_char(coalesce((SELECT g FROM t WHERE cop_number = 2), 0), \$\$FM999,999,999,990\$\$),
             to_char(coalesce((SELECT g FROM t WHERE cop_number = 3), 0), \$\$FM999,999,999,990\$\$),
             (SELECT t FROM t WHERE cop_number = 1), (SELECT e FROM t WHERE cop_number = 1),
             (SELECT t FROM t WHERE cop_number = 2), (SELECT e FROM t WHERE cop_number = 2)")
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %.2f | %.2f |\n" "$n" "$graphs" "$c1" "$c2" "$c3" \
      "${t1:--}" "$( [ -n "$e1" ] && md_code "$e1" || echo -)" \
      "${t2:--}" "$( [ -n "$e2" ] && md_code "$e2" || echo -)" "$g" "$c"
  fi
done
'
