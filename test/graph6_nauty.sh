#!/usr/bin/env bash
# The graph6 codec (src/graph6.c, through test/g6tool) against nauty's own
# tools, from Debian's nauty package, on every graph nauty-geng makes for
# n <= 8 (graph6), every digraph nauty-directg makes from them for n <= 5
# (digraph6), and random sparse6 graphs from nauty-genrang, large ones,
# multigraphs with loops among them.  For each set:
#   read      our adjacency matrices equal nauty-showg -aq's
#   graph6 / sparse6 / digraph6 written   equal nauty-copyg -g / -s / -z's,
#             byte for byte (digraphs: digraph6 only; not for multigraphs,
#             which the codec reads as simple graphs with loops, and
#             nauty-copyg converts by other rules)
#   again     every graph written in every format it allows reads back as
#             itself (g6tool -r)
# TAP output.  Server-free; as root or not, from anywhere.
set -u
cd "$(dirname "$0")/.."
make -s test/g6tool >/dev/null || { echo "not ok 1 - test/g6tool does not build"; echo "1..1"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
failed=0

result() {	# LABEL CONDITION_STATUS DETAIL
  n=$((n + 1))
  if [ "$2" -eq 0 ]; then
    echo "ok $n - $1"
  else
    failed=$((failed + 1))
    echo "not ok $n - $1${3:+: $3}"
  fi
}

# check NAME FILE [multi]: the three comparisons on one file of codes
check() {
  local name=$1 file=$2 count bad
  count=$(grep -c . "$file")
  diff <(nauty-showg -aq "$file" | grep -v '^$') <(./test/g6tool -a < "$file") > "$work/d" 2>&1
  result "$name: $count read as nauty-showg reads them" $? "$(head -c 200 "$work/d")"
  for f in g s z; do
    [ "${3:-}" = multi ] && continue
    if [ "$f" != z ] && head -c 1 "$file" | grep -q '&'; then
      continue	# digraphs: nauty-copyg writes digraph6 whatever it is asked
    fi
    diff <(nauty-copyg -"$f"q "$file") <(./test/g6tool -"$f" < "$file") > "$work/d" 2>&1
    result "$name: written as nauty-copyg -$f writes them" $? "$(head -c 200 "$work/d")"
  done
  bad=$(./test/g6tool -r < "$file" | grep -v '^ok$' | head -n 3)
  [ -z "$bad" ]
  result "$name: written in every format and read back" $? "$bad"
}

for v in 1 2 3 4 5 6 7 8; do
  nauty-geng -q "$v" > "$work/g$v.g6"
done
cat "$work"/g[1-8].g6 > "$work/graphs.g6"
check "geng 1..8 (graph6)" "$work/graphs.g6"
nauty-copyg -sq "$work/graphs.g6" > "$work/graphs.s6"
check "geng 1..8 as sparse6" "$work/graphs.s6"

for v in 1 2 3 4 5; do
  nauty-directg -q "$work/g$v.g6"
done > "$work/digraphs.d6"
check "directg 1..5 (digraph6)" "$work/digraphs.d6"

# random sparse6: simple graphs of up to 46,340 nodes (one to eight
# bytes of size, and n = 2^k where the padding has its special case)
: > "$work/random.s6"
for spec in "-e40 32 50" "-e7 8 200" "-e3 4 200" "-e1 2 50" "-P1/3 30 50" \
    "-e200 64 20" "-e50 63 20" "-e3000 2000 4"; do
  # shellcheck disable=SC2086
  nauty-genrang -q -S7 $spec >> "$work/random.s6"
done
check "genrang sparse6 up to 2,000 nodes" "$work/random.s6"
nauty-genrang -q -S7 -e30000 46340 2 > "$work/large.s6"
nauty-genrang -q -S7 -e5000 40000 2 >> "$work/large.s6"
bad=$(./test/g6tool -r < "$work/large.s6" | grep -v '^ok$' | head -n 3)
[ -z "$bad" ]
result "genrang sparse6 of 40,000 and 46,340 nodes read back" $? "$bad"
diff <(nauty-copyg -sq "$work/large.s6") <(./test/g6tool -s < "$work/large.s6") > /dev/null
result "genrang sparse6 of 40,000 and 46,340 nodes written as nauty-copyg -s" $?

# multigraphs with loops: read as simple graphs with loops
: > "$work/multi.s6"
for spec in "-r3 -l2 -m3 2000 4" "-r5 -l1 -m2 64 20" "-r3 -l2 -m2 16 50" "-r3 -l1 -m2 8 50"; do
  # shellcheck disable=SC2086
  nauty-genrang -q -S7 $spec >> "$work/multi.s6"
done
check "genrang multigraphs with loops" "$work/multi.s6" multi

echo "1..$n"
[ "$failed" -eq 0 ]
