#!/usr/bin/env bash
# The sanitizer tier: catmouse built with AddressSanitizer and
# UndefinedBehaviorSanitizer and loaded into PostgreSQL 15 built the same
# way from Debian's source package (tools/sanitizer-pg.sh: built once,
# cached), so that every access of catmouse's code inside a real server is
# checked:
#   1. the pg_regress suite (make installcheck) on a cluster of that server;
#   2. the TAP tests that test/README.md's "The sanitizer tier" lists (make
#      prove_sanitizer): the glue-facing ones and the SQL fuzzer, on
#      clusters of their own of that server.
# Each server and program runs with the sanitizers' reports written to a
# folder of the run (one file a process, when it has one to make) and
# aborting at the first; a report (AddressSanitizer's or
# UndefinedBehaviorSanitizer's error, not the warning each backend that
# switches to geng's stack writes once), a backend terminated by a signal
# (any server log of the run) or a failed test fails the run.  Prints a
# line per part with its time and ends with "N passed, M failed"; exits
# non-zero on any failure.  SQL_FUZZ_CASES (600 here) and SQL_FUZZ_SCRIPTS
# (20) size the fuzzer.
#
#   bash tools/test-sanitizer.sh
#
# As root: the first build of the server (apt-get source), catmouse's
# install into its prefix; the tests run as the postgres user in a copy of
# the checkout, kept (and printed) when a part fails.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/test/tally.sh"
if [ "$(id -u)" -ne 0 ]; then
  echo "test-sanitizer: run as root (tools/sanitizer-pg.sh, make install into its prefix)" >&2
  exit 1
fi
t0=$SECONDS
work=$(mktemp -d)
chmod 755 "$work"
copy=$work/catmouse
reports=$work/reports
mkdir -p "$copy" "$reports"
chmod 1777 "$reports"
# no leak reports (PostgreSQL frees by memory context, its programs at
# exit); an allocation the sanitizer cannot make returns NULL as malloc's
# would, for Graphviz's child, which runs under RLIMIT_AS by design
# (graphviz_child.c), and fails as it does without the sanitizer; no
# alternate signal stack, which the sanitizer maps for each new thread and
# under that limit may fail to map, reporting it as an error of its own
export ASAN_OPTIONS="detect_leaks=0:use_sigaltstack=0:allocator_may_return_null=1:abort_on_error=1:disable_coredump=1:print_stacktrace=1:detect_stack_use_after_return=0:log_path=$reports/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$reports/ubsan"
prefix=$(bash "$top/tools/sanitizer-pg.sh" | tail -n 1) || { echo "test-sanitizer: no sanitized PostgreSQL"; echo "0 passed, 1 failed"; exit 1; }
echo "== the sanitized PostgreSQL: $("$prefix/bin/pg_config" --version) in $prefix ($((SECONDS - t0)) s)"
pg_config=$prefix/bin/pg_config
(cd "$top" && git ls-files -co --exclude-standard -z | tar cf - --null -T -) | tar xf - -C "$copy"
passed=0
failed=0
log=$work/log
mkdir -p "$log"

t=$SECONDS
if ! (make -C "$copy" -j"$(nproc)" PG_CONFIG="$pg_config" PG_CFLAGS="-Werror -DUSE_ASSERT_CHECKING" &&
  make -C "$copy" PG_CONFIG="$pg_config" install) >"$log/build" 2>&1; then
  tail -n 40 "$log/build"
  echo "== the sanitizer tier: the build failed (kept: $work)"
  echo "0 passed, 1 failed"
  exit 1
fi
chown -R postgres "$work"
echo "== build and install into the sanitized server ($((SECONDS - t)) s)"

# 1. pg_regress on a cluster of the sanitized server
t=$SECONDS
port=${CATMOUSE_SANITIZER_PORT:-5491}
as_pg() { runuser -u postgres -- env ASAN_OPTIONS="$ASAN_OPTIONS" UBSAN_OPTIONS="$UBSAN_OPTIONS" PATH="$prefix/bin:$PATH" "$@"; }
as_pg "$prefix/bin/initdb" -D "$work/data" -A trust -E UTF8 --no-locale >"$log/initdb" 2>&1 &&
  as_pg "$prefix/bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
    -o "-p $port -k $work -c fsync=off -c max_worker_processes=8" start >"$log/start" 2>&1
as_pg make -C "$copy" PG_CONFIG="$pg_config" PGHOST="$work" PGPORT="$port" installcheck >"$log/regress" 2>&1
read -r p f < <(regress_counts "$log/regress")
[ "$p" -gt 0 ] || f=$((f + 1))
passed=$((passed + p))
failed=$((failed + f))
if [ -s "$copy/regression.diffs" ]; then
  head -n 100 "$copy/regression.diffs"
fi
as_pg "$prefix/bin/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1
echo "== 1. pg_regress on the sanitized server: $p passed, $f failed ($((SECONDS - t)) s)"

# 2. the TAP tests of the tier
t=$SECONDS
as_pg make -C "$copy" PG_CONFIG="$pg_config" SQL_FUZZ_CASES="${SQL_FUZZ_CASES:-600}" \
  SQL_FUZZ_SCRIPTS="${SQL_FUZZ_SCRIPTS:-20}" prove_sanitizer 2>&1 | tee "$log/tap"
status=${PIPESTATUS[0]}
read -r p f < <(prove_counts "$log/tap" "$status")
passed=$((passed + p))
failed=$((failed + f))
echo "== 2. the TAP tests on the sanitized server: $p passed, $f failed ($((SECONDS - t)) s)"

# what the sanitizers and the servers said
found=$(grep -lE 'ERROR: AddressSanitizer|runtime error:|SUMMARY: (Address|UndefinedBehavior)Sanitizer' "$reports"/* 2>/dev/null)
if [ -n "$found" ]; then
  for r in $found; do
    echo "== a sanitizer's report, $r:"
    head -n 60 "$r"
  done
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
crashes=$(cat "$work/server.log" "$copy"/tmp_check/log/*.log 2>/dev/null | grep -c 'terminated by signal')
if [ "$crashes" -gt 0 ]; then
  echo "== $crashes backends terminated by a signal:"
  cat "$work/server.log" "$copy"/tmp_check/log/*.log 2>/dev/null | grep 'terminated by signal' | head -n 10
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
echo "== sanitizer reports: $(echo "$found" | grep -c .) (of $(ls "$reports" | wc -l) files, the rest the warning of geng's stack switch); backends terminated by a signal: $crashes"
echo "== the sanitizer tier took $((SECONDS - t0)) s"
if [ "$failed" -eq 0 ]; then
  rm -rf "$work"
else
  echo "== kept: $work (the copy, its test logs, the reports)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
