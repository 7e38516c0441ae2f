#!/usr/bin/env bash
# The solver's instruction counts on the hard inputs that commits cite, made
# by cachegrind (valgrind --tool=cachegrind --cache-sim=no), so that a move
# of code is checked to change nothing and a speed change states its counts
# before and after:
#
#   bash bench/icount.sh [--against COMMIT] [--tolerance PCT] [--copies K]
#                        [--modes "MODE ..."] [--server] [INPUT ...]
#
# Builds bench/core_bench (BENCH_CFLAGS, the Makefile's -O2 unless given)
# from the work tree, and with --against from COMMIT too (its tree exported
# into a temporary folder and built there), writes bench/gen --hard's
# 1,000-node inputs into bench/data/icount (each graph K times in its file,
# default 10, so that solving outweighs reading), and counts the
# instructions of core_bench MODE FILE for each input and mode (default
# --verdict, as cat_mouse_game solves, and --all, every position and its
# remoteness, as the per-position rows do).  Prints one line an input and
# mode: "INPUT MODE Ir" or, with --against, "INPUT MODE Ir_before Ir_after
# change%".  With --tolerance PCT (say 0.5 for a pure move) it exits 1 when
# a count moves by more than PCT per cent either way.  The counts are of one
# whole run of core_bench (the reading of its file included); they are the
# same from run to run of one build, whatever the machine's load.
# INPUT names the files (default: drawn_1000 path_1000 ladder_1001
# chords_1000 band_1000 hub_1000 cliques_1000 lollipop_1000
# lollipop4_1000 lattice_1024 dense_1000); a name that --hard does not
# write is taken from bench/gen's own set (rand_5000, grid_70x70, batch:
# the graphs of bench/compare.sh), once.  --server builds both with the
# server's flags (pg_config --cflags and --cflags_sl), as the extension is
# built: PostgreSQL's -fno-strict-aliasing and -fPIC change what the
# compiler may keep in registers, so a count made only with -O2 can miss a
# cost that the server pays.
set -euo pipefail
cd "$(dirname "$0")/.."
against=""
tolerance=""
copies=10
modes="--verdict --all"
inputs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --against) against=$2; shift 2 ;;
    --tolerance) tolerance=$2; shift 2 ;;
    --copies) copies=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --server) export BENCH_CFLAGS="$(pg_config --cflags) $(pg_config --cflags_sl)"; shift ;;
    -*) echo "usage: bash bench/icount.sh [--against COMMIT] [--tolerance PCT] [--copies K] [--modes \"MODE ...\"] [--server] [INPUT ...]" >&2; exit 2 ;;
    *) inputs+=("$1"); shift ;;
  esac
done
[ ${#inputs[@]} -gt 0 ] || inputs=(drawn_1000 path_1000 ladder_1001 chords_1000
  band_1000 hub_1000 cliques_1000 lollipop_1000 lollipop4_1000 lattice_1024 dense_1000)
command -v valgrind >/dev/null || { echo "icount: needs valgrind (apt-get install valgrind)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the inputs: bench/gen --hard's files at 1,000 nodes, each graph K times
# (-B: a core_bench made with other flags is out of date too)
make -s -B bench/core_bench bench/gen >/dev/null
data=bench/data/icount
rm -rf "$data"
mkdir -p "$data" "$tmp/hard" "$tmp/set"
./bench/gen --hard "$tmp/hard" 1000 >/dev/null
for input in "${inputs[@]}"; do
  if [ -f "$tmp/hard/$input.json" ]; then
    for _ in $(seq "$copies"); do head -n 1 "$tmp/hard/$input.json"; done >"$data/$input.json"
    continue
  fi
  [ -f "$tmp/set/batch.json" ] || ./bench/gen "$tmp/set" >/dev/null
  [ -f "$tmp/set/$input.json" ] || { echo "icount: bench/gen writes no $input" >&2; exit 2; }
  cp "$tmp/set/$input.json" "$data/$input.json"
done

# the other build: COMMIT's tree, built as this one is
before=""
if [ -n "$against" ]; then
  git rev-parse --verify -q "$against^{commit}" >/dev/null || { echo "icount: no commit $against" >&2; exit 2; }
  mkdir "$tmp/before"
  git archive "$against" | tar -x -C "$tmp/before"
  make -s -C "$tmp/before" bench/core_bench >/dev/null
  before=$tmp/before/bench/core_bench
fi

# count PROGRAM MODE FILE: the instructions of one run
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$1" "$2" "$3" 2>&1 >/dev/null | awk '/ I *refs:/ { gsub(/,/, "", $NF); print $NF }'
}

moved=0
for input in "${inputs[@]}"; do
  for mode in $modes; do
    after_ir=$(count ./bench/core_bench "$mode" "$data/$input.json")
    if [ -z "$before" ]; then
      echo "$input ${mode#--} $after_ir"
      continue
    fi
    before_ir=$(count "$before" "$mode" "$data/$input.json")
    change=$(awk -v a="$before_ir" -v b="$after_ir" 'BEGIN { printf "%+.2f", 100 * (b - a) / a }')
    echo "$input ${mode#--} $before_ir $after_ir $change%"
    if [ -n "$tolerance" ] && awk -v c="$change" -v t="$tolerance" 'BEGIN { exit !(c > t || -c > t) }'; then
      moved=1
    fi
  done
done
if [ "$moved" = 1 ]; then
  echo "icount: a count moved by more than $tolerance % against $against" >&2
  exit 1
fi
