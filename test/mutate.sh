#!/usr/bin/env bash
# Mutation check of the unit tests: break the solver core on purpose, one
# known mistake at a time (most of them the published pitfalls), and make
# sure the unit tests catch every one.  Prints one TAP line per mutant.
#
# Usage: bash test/mutate.sh [graphs]   (from the top directory)
set -u
cd "$(dirname "$0")/.."
graphs=${1:-3000}
cc=${TEST_CC:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name | file | perl substitution (must change the file)
mutants=(
  "predecessors taken from the forward lists|src/solver.c|s/if \(!build_reverse\(&s->mouse, s->mrev_off, s->mrev_adj, poll, poll_arg\)\)\n(\s*)return false;/memcpy(s->mrev_off, s->mouse.off, (size_t) (n + 1) * 4); memcpy(s->mrev_adj, s->mouse.adj, (size_t) s->mouse.off[n] * 4);/"
  "cat degree counts moves into the hole|src/solver.c|s/if \(s->cat.adj\[k\] == s->opt.hole\)/if (false)/"
  "repeated neighbours counted twice|src/graph.c|s/if \(stamp\[v\] != u\)/if (true)/"
  "the cat moves into a hole it may not enter|src/solver_layers.h|s/if \(turn == CM_TURN_MOUSE && x == hole && !enter\)/if (false)/"
  "cat on the hole is an ending even when it may not enter|src/solver_layers.h|s/if \(enter\)(\s*\{\s*CM_SET\(CM_FN\(state_row\) \(s, CM_TURN_MOUSE, hole\))/if (true)\1/"
  "stuck mouse not decided|src/solver_layers.h|s/if \(s->mdeg\[i\] == 0\)/if (false)/"
  "remoteness one ply off|src/solver_layers.h|s/const uint32_t r1 = \(uint32_t\) \(k \+ 1\);/const uint32_t r1 = (uint32_t) (k + 2);/"
  "best-move ties go to the largest node|src/solver.c|s/better = v < best;/better = v > best;/"
  "loser picks the quickest loss|src/solver.c|s/better = cr > best_rem;/better = cr < best_rem;/"
  "turn limit stops one layer early|src/solver.c|s/if \(stop_early && limit >= 0 && k >= limit\)/if (stop_early && limit >= 0 && k + 1 >= limit)/"
  "grid jumps pass through walls|src/grid.c|s/if \(v < 0\)\n(\s*)break;/if (v < 0)\n\1continue;/"
  "grid has no stay-put move|src/grid.c|s/adj\[arcs\+\+\] = u;\t\t\/\* staying put \*\//;/"
  "counts list a hole the cat can never be on|src/solver.c|s/if \(!cm_cat_node_listed\(s, c\)\)/if (false)/"
  "play goes on past a repeated position|src/solver.c|s/break;(\s*)\/\* a repeat/continue;\1\/* a repeat/"
  "small engine: the cat may enter a forbidden hole|src/solver_small.c|s/if \(v == hole && !enter\)/if (false)/"
  "small engine: a stuck cat is not a mouse win|src/solver_small.c|s/w->next_mw1t\[i\] \|= w->open1t\[i\];/w->next_mw1t[i] |= 0;/"
  "small engine: turn limit one ply short|src/solver_small.c|s/k >= s->opt.max_turns\)/k + 1 >= s->opt.max_turns)/"
)

n=0
survived=0
for m in "${mutants[@]}"; do
  IFS='|' read -r name file expr <<<"$m"
  n=$((n + 1))
  rm -rf "$work/src" && cp -r src "$work/src"
  perl -0pi -e "$expr" "$work/$file"
  if cmp -s "$file" "$work/$file"; then
    echo "not ok $n - mutant \"$name\": the substitution did not apply"
    survived=$((survived + 1))
    continue
  fi
  if ! $cc -std=c99 -O1 -o "$work/unit" test/unit.c test/gen.c test/oracle.c \
      "$work/src/graph.c" "$work/src/solver.c" "$work/src/solver_small.c" \
      "$work/src/grid.c" 2>"$work/cc.log"; then
    echo "not ok $n - mutant \"$name\" does not compile"; cat "$work/cc.log"
    survived=$((survived + 1))
    continue
  fi
  # the test includes ../src/*.h; the mutant only changes .c files
  if timeout 300 "$work/unit" "$graphs" >"$work/out" 2>&1; then
    echo "not ok $n - mutant \"$name\" survived the unit tests"
    survived=$((survived + 1))
  else
    echo "ok $n - mutant \"$name\" killed ($(grep -c '^not ok' "$work/out") tests failed)"
  fi
done
echo "1..$n"
[ "$survived" -eq 0 ]
