#!/usr/bin/env bash
# Every pg_regress file of the Makefile's REGRESS runs alone, in a database
# of its own (make installcheck REGRESS=name): no file may depend on what
# another one created.  TAP output; run inside pg_virtualenv, after make
# install.
set -u
cd "$(dirname "$0")/.."
tests=$(sed -n 's/^REGRESS = //p' Makefile)
n=0
for t in $tests; do
  n=$((n + 1))
done
out=$(mktemp)
echo "1..$n"
i=0
for t in $tests; do
  i=$((i + 1))
  rm -f regression.diffs
  if make -s installcheck REGRESS="$t" >"$out" 2>&1; then
    echo "ok $i - $t alone"
  else
    echo "not ok $i - $t alone"
    cat regression.diffs 2>/dev/null || cat "$out"
  fi
done
rm -f "$out"
