#!/usr/bin/env bash
# The census of cops and robbers, n = 1 .. N (11: every connected graph on 11
# nodes, 1,006,700,565 of them): per n the time of geng alone (the core
# without a server, bench/cop_census, in 2 processes) and of the census in
# SQL (CALL cat_mouse_cop_census_run, 2 parallel workers), and the census's
# rows.  As root, after make install and make bench/cop_census, on a
# throwaway cluster (pg_virtualenv).  N = 11 takes about 15 minutes here.
#   bash bench/census11.sh [N] [CHUNKS]      (11, 1024 for the largest n)
set -euo pipefail
cd "$(dirname "$0")/.."
export N=${1:-11} CHUNKS=${2:-1024}
make -s bench/cop_census
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" bash -c '
set -euo pipefail
createdb census
export PGDATABASE=census
. bench/lib.sh
q -c "CREATE EXTENSION catmouse"
echo "| n | graphs | by cop number | longest capture (one cat, two) | geng alone s | census s |"
echo "|---|---|---|---|---|---|"
for n in $(seq 1 "$N"); do
  chunks=$(( n < N ? (n < 8 ? 1 : 48) : CHUNKS ))
  s=$(date +%s.%N)
  ./bench/cop_census "$n" 0 2 geng >/dev/null & ./bench/cop_census "$n" 1 2 geng >/dev/null & wait
  g=$(echo "$(date +%s.%N) - $s" | bc)
  s=$(date +%s.%N)
  q -c "SET client_min_messages = warning" -c "CALL cat_mouse_cop_census_run(\$\$c$n\$\$, $n, chunks => $chunks)"
  c=$(echo "$(date +%s.%N) - $s" | bc)
  row=$(q -F " | " -c "WITH t AS (SELECT cop_number, sum(graphs) g, max(capture_time) t, (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e FROM c$n GROUP BY 1) SELECT (SELECT sum(g) FROM t), string_agg(coalesce(cop_number::text, \$\$more\$\$) || \$\$: \$\$ || g, \$\$, \$\$ ORDER BY cop_number), coalesce(string_agg(t || \$\$ \$\$ || e, \$\$, \$\$ ORDER BY cop_number) FILTER (WHERE cop_number <= 2), \$\$\$\$) FROM t")
  printf "| %s | %s | %.2f | %.2f |\n" "$n" "$row" "$g" "$c"
done
'
