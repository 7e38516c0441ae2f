#!/usr/bin/env bash
# Side-by-side benchmark of this checkout against another commit, in one
# server and one session, so the machine's drift hits both alike.
#
#   bash bench/compare.sh [-n RUNS] [--this REV2] REV [QUERY_NAME ...]
#
# Builds REV (a commit, tag or branch) in a temporary directory and
# installs its library as $libdir/catmouse_base.so, with its SQL functions
# in a schema "base"; builds and installs this checkout (or REV2) as the
# extension in schema public.  Both libraries are linked with -Bsymbolic
# (LDFLAGS_SL, which PGXS leaves empty: SHLIB_LINK on the command line would
# replace the Makefile's, and with it -lnauty):
# PostgreSQL loads libraries with RTLD_GLOBAL, and without it the second
# library's calls between its own functions would go to the first one's.  Then, for each query, runs the "base" and "public" forms
# in turn RUNS times (5) each, A B A B ..., and prints the backend CPU
# seconds of each run, the medians, the ratio base/this (above 1: this
# checkout is faster) and whether both gave the same answer.  Queries (all
# but the last three by default):
#   game          cat_mouse_game(int[][]) over the 100,000-graph batch
#   game_jsonb    cat_mouse_game(jsonb) over the batch
#   summary       cat_mouse_summary(int[][]) over the batch (every position)
#   rand_5000     cat_mouse_summary of the 5,000-node random graph
#   grid_70x70    cat_mouse_summary of the 70 x 70 grid graph
#   rand_10000, grid_100x100   the same for the largest graphs (not by default)
#   game_10000, game_100x100   cat_mouse_game of them (not by default)
#   states_2000   count(*) of cat_mouse_states of the 2,000-node random graph
#   census9       cat_mouse_census over every connected 9-node graph (graph6;
#                 both sides need 1.1)
#   summary9      cat_mouse_summary(int[][]) over the same 261,080 graphs
#   pursuit9      cat_mouse_pursuit (one cat) over the same graphs (graph6;
#                 both sides need 1.1)
#   geng_census9  cat_mouse_census(9): the hole game's census over geng's connected
#                 9-node graphs, solved as they come (not by default; both sides
#                 need 1.1)
#   cop_census9   cat_mouse_cop_census(9), cops and robbers over them (the same)
#   tiny          cat_mouse_game and cat_mouse_summary of LeetCode 913's two
#                 examples: no inputs to make (test/release/093_compare.pl)
# Only the inputs the queries read are made and loaded.  The base library
# is removed again at the end.  As root, from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
this_rev=""
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs=$2; shift 2 ;;
    --this) this_rev=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ]; then
  echo "usage: bash bench/compare.sh [-n RUNS] [--this REV2] REV [QUERY_NAME ...]" >&2
  exit 2
fi
rev=$1
shift
names=${*:-game game_jsonb summary rand_5000 grid_70x70 states_2000}

tmp=$(mktemp -d)
libdir=$(pg_config --pkglibdir)
trap 'rm -rf "$tmp"; rm -f "$libdir/catmouse_base.so"' EXIT
git archive "$rev" | tar -x -C "$tmp"
# both libraries load into one backend: give the base its own GUC names
find "$tmp/src" -name '*.c' -exec sed -i -e 's/\(DefineCustom[A-Za-z]*Variable("\)catmouse\./\1catmouse_base./' \
  -e 's/MarkGUCPrefixReserved("catmouse")/MarkGUCPrefixReserved("catmouse_base")/' {} +
make -s -C "$tmp" LDFLAGS_SL=-Wl,-Bsymbolic >/dev/null
install -m 755 "$tmp/catmouse.so" "$libdir/catmouse_base.so"
basever=$(sed -n "s/^default_version = '\(.*\)'/\1/p" "$tmp/catmouse.control")
sed -e "s#MODULE_PATHNAME#\$libdir/catmouse_base#g" -e 's/@extschema@/base/g' -e '/^\\echo/d' \
  -e '/pg_extension_config_dump/d' \
  "$tmp/catmouse--$basever.sql" > "$tmp/base.sql"

if [ -n "$this_rev" ]; then
  mkdir "$tmp/this"
  git archive "$this_rev" | tar -x -C "$tmp/this"
  make -s -C "$tmp/this" LDFLAGS_SL=-Wl,-Bsymbolic >/dev/null
  make -s -C "$tmp/this" install >/dev/null
else
  make -s clean >/dev/null
  make -s LDFLAGS_SL=-Wl,-Bsymbolic >/dev/null
  make -s install >/dev/null
fi
data=bench/data
mkdir -p "$data"
if [ "$names" != tiny ] && [ ! -f "$data/grid_100x100.copy" ]; then
  make -s bench/gen >/dev/null
  ./bench/gen "$data"
fi

cp "$tmp/base.sql" "$data/.base.sql"
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" bash bench/compare_sql.sh "$data" "$runs" "$rev" $names
[ -n "$this_rev" ] && make -s install >/dev/null	# this checkout again
true
