#!/usr/bin/env bash
# The whole test suite, as CI runs it (as root on a fresh clone), or as an
# ordinary user:
#   1. as root, install what the suite needs (tools/install-deps.sh
#      --tests); build and install the extension; build the test programs
#      (make tools) and the fuzzers; check the tree (make check-tree) and
#      that the README's install lines and debian/control name what
#      tools/deps.sh lists;
#   2. the pg_regress suite (sql/, expected/: make installcheck) on a
#      throwaway cluster, then again with debug_parallel_query = regress
#      (force_parallel_mode on 15) and with work_mem = 64kB (make
#      installcheck-stress: the same results, the plans of the files that
#      test plans aside);
#   3. the TAP tests, test/t/*.pl (make prove_installcheck), two at a time
#      (one a core), the longest first: the core's unit tests, memory,
#      mutation and fuzzing checks, the codec and the pursuit solver against
#      nauty's tools, and the tests on servers of their own
#      (PostgreSQL::Test::Cluster): SQL against the brute force, census,
#      pictures, memory, load, cancel, every regression file alone, shards,
#      the upgrade from 1.0.  initdb refuses root, so as root they run as
#      the postgres user in a copy of the checkout (kept when a test fails);
#   4. the release checks, test/release/*.pl: PGXN's archive and the Debian
#      package (they install, so as root; the package is built without its
#      own pg_regress run, DEB_BUILD_OPTIONS=nocheck, since its installed
#      files are tested next);
#   5. the other majors Debian ships, PostgreSQL 17, 18 and 19, each in a
#      Debian root of its release (tools/test-majors.sh: the build,
#      pg_regress, the package, the move from 15, and the server TAP tests:
#      every one on 19, the newest, and on 17 and 18 those of
#      test/README.md's "Which major runs what"; everything runs here on 15,
#      the oldest); as root only (it
#      debootstraps and chroots).  The roots and their Citus builds are
#      cached between runs (/var/cache/catmouse/roots; CATMOUSE_CACHE=DIR
#      elsewhere, CATMOUSE_CACHE= none), each brought up to date with apt
#      before use; catmouse is built afresh in them.  CATMOUSE_MAJORS="17"
#      picks majors, CATMOUSE_MAJORS= none.  They start after 1 and run
#      beside 2, 3 and 4 (their roots have installations of their own); 4
#      waits only until test-majors has copied this host's PostgreSQL 15
#      with catmouse (for the move from 15), since the package check
#      installs and removes catmouse here.  Their report comes last;
#   6. the sanitizer tier (tools/test-sanitizer.sh, as root): the pg_regress
#      suite and the glue-facing TAP tests, the SQL fuzzer among them, on a
#      PostgreSQL 15 built with AddressSanitizer and
#      UndefinedBehaviorSanitizer from Debian's source package (fetched in
#      1, built once and cached in /var/cache/catmouse/sanitizer), with
#      catmouse built the same way; beside 2 to 5, its report after theirs
#      (CATMOUSE_NO_SANITIZER=1 leaves it out).
#
#   bash test/run.sh --long
#
# runs the long tier instead (test/README.md, "The long tier"): the build,
# then on this host's PostgreSQL alone, a test per core, the checks that
# take long: each fuzzer explores for FUZZ_SECONDS (300) and what adds
# coverage is merged into fuzz/corpus/ (to be committed), the unit tests
# under valgrind on MEMCHECK_GRAPHS (5,000) random graphs, the 6-node
# digraph census in SQL, sqlsmith's 200,000 queries of a new seed, the SQL
# fuzzer's 20,000 cases and 400 scripts of a new seed (printed), and the
# Debian package with the pg_regress run inside its build, and (as root) a
# new user's install in a fresh root of each release (tools/test-majors.sh
# --fresh) and the sanitizer tier with the SQL fuzzer at 5,000 cases.
#
# Says how long each part took; ends with one line "N passed, M failed"
# (tests as pg_regress and prove count them) and exits non-zero on any
# failure.  Run from anywhere.
set -u
cd "$(dirname "$0")/.." || exit 2
long=
case "${1:-}" in
  --long) long=1 ;;
  '') ;;
  *) echo "usage: bash test/run.sh [--long]" >&2; exit 2 ;;
esac
# every optional test too (the long ones a contributor's make skips)
export PG_TEST_EXTRA=${PG_TEST_EXTRA-fuzz mutants memcheck sqlsmith}
log=$(mktemp -d)
chmod 755 "$log"
trap 'rm -rf "$log"' EXIT
# one folder of port reservations for every TAP test of this run, the
# host's and the sanitizer tier's, which start servers side by side
mkdir -p "$log/portlock"
chmod 1777 "$log/portlock"
export PG_TEST_PORT_DIR=$log/portlock
passed=0
failed=0

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ] && exit 0
  exit 1
}

step() {	# a build step that must work
  if ! "$@" >"$log/step" 2>&1; then
    cat "$log/step"
    echo "== build step failed: $*"
    failed=$((failed + 1))
    finish
  fi
}

. test/tally.sh

tally_prove() {	# LABEL LOG STATUS
  local p f
  read -r p f < <(prove_counts "$2" "$3")
  echo "== $1: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
}

took() {	# LABEL: the seconds since the last call
  echo "== $1 took $((SECONDS - mark)) s"
  mark=$SECONDS
}
mark=$SECONDS

# tap LABEL VAR=VALUE...: make prove_installcheck with these variables (as
# root: as the postgres user, in a copy of the checkout, kept when a test
# fails; COPY_BACK, a folder, is copied back to the checkout afterwards)
tap() {
  local label=$1 status copy
  shift
  if [ "$(id -u)" -eq 0 ]; then
    copy=$(mktemp -d)
    cp -a . "$copy/catmouse"
    chown -R postgres "$copy"
    runuser -u postgres -- make -C "$copy/catmouse" prove_installcheck "$@" \
      2>&1 | tee "$log/tap"
    status=${PIPESTATUS[0]}
    if [ -n "${COPY_BACK:-}" ]; then
      cp -rn "$copy/catmouse/$COPY_BACK/." "$COPY_BACK/"
    fi
    if [ "$status" -eq 0 ]; then
      rm -rf "$copy"
    else
      echo "== the TAP tests' copy of the checkout, with their logs: $copy/catmouse/tmp_check"
    fi
  else
    make prove_installcheck "$@" 2>&1 | tee "$log/tap"
    status=${PIPESTATUS[0]}
  fi
  tally_prove "$label" "$log/tap" "$status"
}

jobs=$(nproc)
# as root: what the suite needs from Debian's archive (tools/deps.sh's lists)
if [ "$(id -u)" -eq 0 ]; then
  step bash tools/install-deps.sh --tests
  # the sanitizer tier's source, while nothing else uses apt (6 builds it)
  step bash tools/sanitizer-pg.sh --fetch
fi
step make -j"$jobs"
step make check-tree
step bash tools/deps.sh check
step make install
step make -j"$jobs" tools $( [[ " $PG_TEST_EXTRA " == *" fuzz "* ]] && echo fuzzers)
took "1. the build"

if [ -n "$long" ]; then
  before=$(find fuzz/corpus -type f | wc -l)
  COPY_BACK=fuzz/corpus tap "the long tier" \
    PROVE_TESTS="test/t/013_fuzz.pl test/t/011_memcheck.pl test/t/021_census.pl test/t/035_sqlsmith.pl test/t/040_sql_fuzz.pl" \
    PROVE_FLAGS="-j$jobs" PG_TEST_EXTRA="fuzz memcheck sqlsmith" FUZZ_SECONDS="${FUZZ_SECONDS:-300}" \
    MEMCHECK_GRAPHS="${MEMCHECK_GRAPHS:-5000}" CENSUS_DIGRAPHS_N=6 \
    SQLSMITH_QUERIES="${SQLSMITH_QUERIES:-200000}" SQL_FUZZ_SEED="${SQL_FUZZ_SEED:-$((RANDOM * 32768 + RANDOM))}" \
    SQL_FUZZ_CASES="${SQL_FUZZ_CASES:-20000}" SQL_FUZZ_SCRIPTS="${SQL_FUZZ_SCRIPTS:-400}"
  echo "== fuzz/corpus: $(($(find fuzz/corpus -type f | wc -l) - before)) new inputs (git status fuzz/corpus; commit them)"
  took "2. the long tests"
  if [ "$(id -u)" -eq 0 ]; then
    make prove_release RELEASE_TESTS=test/release/092_package.pl 2>&1 | tee "$log/release"
    tally_prove "the package, with pg_regress inside its build" "$log/release" "${PIPESTATUS[0]}"
    took "3. the package"
    # shellcheck disable=SC2086
    bash tools/test-majors.sh --fresh 15 ${CATMOUSE_MAJORS-17 18 19} 2>&1 | tee "$log/fresh"
    read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log/fresh" | tail -n 1)
    echo "== a new user's install in fresh roots: ${p:-0} passed, ${f:-1} failed"
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${f:-1}))
    took "4. a new user's install, in fresh roots"
    SQL_FUZZ_CASES=5000 SQL_FUZZ_SCRIPTS=100 bash tools/test-sanitizer.sh 2>&1 | tee "$log/sanitizer"
    read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log/sanitizer" | tail -n 1)
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${f:-1}))
    took "5. the sanitizer tier, the SQL fuzzer at 5,000 cases"
  fi
  finish
fi

# 5, started now (see above)
majors=${CATMOUSE_MAJORS-17 18 19}
majors_pid=
if [ -n "$majors" ] && [ "$(id -u)" -eq 0 ]; then
  majors_t0=$SECONDS
  # shellcheck disable=SC2086
  CATMOUSE_MAJORS_STAGED=$log/staged DEB_BUILD_OPTIONS=nocheck \
    bash tools/test-majors.sh $majors >"$log/majors" 2>&1 &
  majors_pid=$!
  echo "== 5. the other majors ($majors) started, beside 2, 3 and 4; their report comes last"
fi

# 6, started now too: the sanitizer tier (its own PostgreSQL, port 5491)
sanitizer_pid=
if [ "$(id -u)" -eq 0 ] && [ -z "${CATMOUSE_NO_SANITIZER:-}" ]; then
  sanitizer_t0=$SECONDS
  bash tools/test-sanitizer.sh >"$log/sanitizer" 2>&1 &
  sanitizer_pid=$!
  echo "== 6. the sanitizer tier started, beside 2 to 5; its report comes last"
fi

pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
# the throwaway clusters of 2 and 4 (pg_virtualenv) on a port of their own:
# the roots' (which share this machine's network) take the first free one
# from 5432 up, and may be starting one at the same moment
port=${CATMOUSE_HOST_PORT:-5490}

# 2. pg_regress
rm -f regression.diffs
PGPORT=$port pg_virtualenv -t -v "$pgver" make installcheck 2>&1 | tee "$log/regress"
read -r p f < <(regress_counts "$log/regress")
echo "== regression tests: $p passed, $f failed"
passed=$((passed + p))
failed=$((failed + f))
if [ -s regression.diffs ]; then
  echo "== regression.diffs:"
  cat regression.diffs
fi
if [ "$p" -eq 0 ]; then
  echo "== the regression suite did not run"
  failed=$((failed + 1))
fi
# and again under PostgreSQL's stress settings (forced parallel mode,
# work_mem 64kB), compared but for the plans (test/regress_stress.pl)
PGPORT=$port pg_virtualenv -t -v "$pgver" make -s installcheck-stress >"$log/stress" 2>&1
grep -E '^(==|   )' "$log/stress"
read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log/stress" | tail -n 1)
echo "== regression tests under stress settings: ${p:-0} passed, ${f:-1} failed"
passed=$((passed + ${p:-0}))
failed=$((failed + ${f:-1}))
took "2. the regression tests, and under stress settings"

# 3. the TAP tests, as many at a time as there are cores, the longest of
# them first (so that the last to finish are short ones), then the rest in
# their order
first="035_sqlsmith 012_mutants 017_census_core 013_fuzz 034_census_runs 027_shards"
order=$(for t in $first; do printf "test/t/%s.pl " "$t"; done
  for t in test/t/*.pl; do [[ " $first " == *" $(basename "$t" .pl) "* ]] || printf "%s " "$t"; done)
tap "TAP tests" PROVE_TESTS="$order" PROVE_FLAGS="-j$jobs"
took "3. the TAP tests"

# 4 waits until 5 has its copy of this host's PostgreSQL 15 with catmouse
# (or has ended)
if [ -n "$majors_pid" ]; then
  while [ ! -e "$log/staged" ] && kill -0 "$majors_pid" 2>/dev/null; do
    sleep 1
  done
  took "waiting for the other majors' copy of PostgreSQL 15"
fi

# 4. the release checks, beside 5
PGPORT=$port DEB_BUILD_OPTIONS=nocheck make prove_release 2>&1 | tee "$log/release"
tally_prove "release checks" "$log/release" "${PIPESTATUS[0]}"
took "4. the release checks"

if [ -n "$majors_pid" ]; then
  wait "$majors_pid"
  majors_status=$?
  majors_took=$((SECONDS - majors_t0))
  took "waiting for the other majors"
fi

# 5. the other majors
if [ -z "$majors" ]; then
  echo "== other majors: none (CATMOUSE_MAJORS is empty)"
elif [ "$(id -u)" -ne 0 ]; then
  echo "== other majors ($majors): not tested, tools/test-majors.sh runs as root"
else
  cat "$log/majors"
  read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log/majors" | tail -n 1)
  p=${p:-0}
  f=${f:-0}
  if [ "$majors_status" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1
  fi
  echo "== other majors ($majors): $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
  echo "== 5. the other majors took $majors_took s, beside 2, 3 and 4"
fi

# 6. the sanitizer tier
if [ -n "$sanitizer_pid" ]; then
  wait "$sanitizer_pid"
  sanitizer_status=$?
  took "waiting for the sanitizer tier"
  cat "$log/sanitizer"
  read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log/sanitizer" | tail -n 1)
  p=${p:-0}
  f=${f:-0}
  if [ "$sanitizer_status" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1
  fi
  echo "== the sanitizer tier: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
  echo "== 6. the sanitizer tier took $((SECONDS - sanitizer_t0)) s, beside 2 to 5"
elif [ "$(id -u)" -ne 0 ]; then
  echo "== the sanitizer tier: not run, tools/test-sanitizer.sh runs as root"
fi

finish
