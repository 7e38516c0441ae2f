#!/usr/bin/env bash
# catmouse on the other PostgreSQL majors Debian ships, each in a Debian root
# of its own release, with Debian's own packages of it (test/majors.tab, the
# plan, says which release; tools/roots.sh makes the roots):
#
#   15  Debian 12 (bookworm)   17  Debian 13 (trixie)   18  Debian unstable (sid)
#   19  Debian unstable, from its experimental suite (tools/deps.sh)
#
#   bash tools/test-majors.sh 17 18 19
#   bash tools/test-majors.sh --fresh 15 17 18 19   (tools/fresh-install.sh)
#
# For each major: a minimal root of its release with PostgreSQL N's server,
# headers and client, nauty and its library (the release's own package
# names), Graphviz's library (libgraphviz-dev), a C toolchain and what the
# tests run; the checkout (its tracked and untracked files, as they are
# now) copied into it; then, in the root:
#   1. build with warnings as errors and assertions on, and install;
#   2. the pg_regress suite (make installcheck on a throwaway cluster), and
#      again under forced parallel mode and work_mem = 64kB (make
#      installcheck-stress);
#   3. the TAP tests that start servers, as postgres, as the plan's role
#      rows say: on the newest major given (the highest number) all of them
#      (make prove_servers: test/t/02*.pl and on); on the one below it
#      those that exercise what differs between majors (make prove_middle:
#      the plan's middle list, with a reason per test in test/README.md's
#      "Which major runs what"); on any other the move from 15
#      (CATMOUSE_EVERY_TEST=1 runs all of them on every major).  The core's
#      server-free checks, test/t/01*.pl, do not depend on the server and
#      run once, in test/run.sh, which runs everything on the host's 15;
#   4. the Debian package: test/release/092_package.pl builds
#      postgresql-N-catmouse with pg_buildext, lintian-checks it, installs it
#      with apt and runs the pg_regress suite against it;
#   5. for 17 and later, with 15 (the host's, Debian 12's) beside it: the
#      move of a PostgreSQL 15 database holding catmouse objects to N, by
#      dump and restore and by pg_upgrade (test/t/033_major_upgrade.pl); and
#      from the major N's release ships before it (18 beside 19), its
#      catmouse built beside, 033 again.
# Before 3, for 17 and later where the role builds it: Citus, which is not
# in Debian's archive, built in the root from its source archive
# (citus-*.tar.xz: CATMOUSE_CITUS_SOURCE, a file or a folder, or else the
# folder shared/citus beside the checkout or beside the repository it was
# cloned from), once per root and archive (a marker holding the major and
# the archive's sha256; rebuilt when either differs or a library it links
# is gone); the TAP tests on a Citus cluster (test/t/037_citus*.pl, 038)
# then must run.  Without the source they skip, and this script says so.
# The majors run side by side, each printing its report when all are done
# (CATMOUSE_MAJORS_JOBS=1: one after another); the steps that start a
# cluster with pg_virtualenv (on a TCP port of localhost, which the roots
# share) take turns.  Prints a line per part with its time, each TAP test's
# time (prove --timer), and ends with "N passed, M failed" over all of them;
# exits non-zero on any failure.
#
# As root (debootstrap, chroot), on a Debian machine with debootstrap and
# debian-archive-keyring (whose keys must sign the roots' releases;
# tools/install-deps.sh installs both).  The roots take their packages from
# the Debian archive this machine's apt uses (the entry of
# /etc/apt/sources.list.d/*.sources or the one-line lists that serves this
# machine's own release, its main component), with each root's release as
# the suite; DEBIAN_MIRROR=URI overrides it.
#
# The roots are cached, outside the checkout: CATMOUSE_CACHE=DIR (or
# CATMOUSE_ROOTS=DIR, its earlier name), by default /var/cache/catmouse/roots,
# holds one entry per release and major (DIR/trixie-pg17/root, ...).  A
# cached root is brought up to date (apt-get update, the package list,
# apt-get upgrade) before use, and its Citus build kept while its archive and
# major are the same; catmouse is always built afresh (the root's earlier
# catmouse, package or files, removed first).  Without a cached entry (a
# fresh machine) the same steps make it: debootstrap, packages, Citus.  An
# entry is used by one run at a time (flock on DIR/ENTRY/lock: another run
# waits); a root whose making did not finish (debootstrap or the packages
# failed or were interrupted: DIR/ENTRY/ready is written only once they
# succeed, and removed while they change the root) is made again, not
# reused; mounts and processes an interrupted run left in a root are
# removed first.  Every root is left unmounted, with nothing running in it,
# also when the run is stopped (SIGTERM, SIGINT: each command that runs long
# is waited for in the background, so the trap acts at once).  CATMOUSE_CACHE= (empty)
# turns the cache off: roots are made in a temporary folder and removed
# afterwards.  A part that fails leaves its logs in the printed folder (and
# the root's copy of the checkout, with the TAP tests' logs, in the root's
# /build until the next run).
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
me=test-majors
. "$top/test/tally.sh"
. "$top/tools/roots.sh"

if [ "$(id -u)" -ne 0 ]; then
  echo "$me: run as root (debootstrap and chroot)" >&2
  exit 1
fi
# a new user's install, in fresh roots: a script of its own
if [ "${1:-}" = --fresh ]; then
  shift
  exec bash "$top/tools/fresh-install.sh" "$@"
fi
if [ $# -eq 0 ]; then
  echo "usage: tools/test-majors.sh [--fresh] MAJOR... ($(planned_majors))" >&2
  exit 2
fi
for major in "$@"; do
  case $major in
    '' | *[!0-9]*) echo "$me: $major is not a major number" >&2; exit 2 ;;
  esac
done
# the newest major given, and the one below it: their roles in the plan
newest=$(printf '%s\n' "$@" | sort -n | tail -n 1)
second=$(printf '%s\n' "$@" | sort -n | tail -n 2 | sed -n '2{x;p};h' | head -n 1)
[ "$second" = "$newest" ] && second=''
roots_setup

# the cache of roots (empty: none)
if [ -n "${CATMOUSE_CACHE+set}" ]; then
  cache=$CATMOUSE_CACHE
elif [ -n "${CATMOUSE_ROOTS+set}" ]; then
  cache=$CATMOUSE_ROOTS
else
  cache=/var/cache/catmouse/roots
fi
if [ -n "$cache" ]; then
  mkdir -p "$cache" && cache=$(realpath "$cache") || exit 1
fi

passed=0
failed=0
logs=$(mktemp -d -t catmouse-majors.XXXXXX)
chmod 755 "$logs"
# pg_virtualenv's clusters take turns across runs too, when they share a cache
vlock=${cache:-$logs}/.virtualenv.lock

# major_parts MAJOR RELEASE ENTRY: every part for MAJOR in ENTRY/root;
# returns at the first part the others need that fails
major_parts() {
  local major=$1 release=$2 entry=$3 root=$3/root t0 t p f status made citus_made
  t0=$(date +%s)
  if ! make_root "$major" "$release" "$entry"; then
    tail -n 30 "$logs"/debootstrap-"$major".log "$logs"/packages-"$major".log 2>/dev/null
    tally "PostgreSQL $major: the root" 0 1
    return
  fi
  echo "   root ready ($made) after $(($(date +%s) - t0)) s: $(in_root "$root" 'pg_config --version; gcc --version | head -n 1; dpkg-query -W -f "nauty \${Version}" nauty' | tr '\n' ' ')"
  copy_checkout "$root"

  # 1. build and install
  t=$(date +%s)
  if ! in_root "$root" "cd /build/catmouse && runuser -u postgres -- make -j\$(nproc) PG_CFLAGS='-Werror -DUSE_ASSERT_CHECKING' && make install" \
    >"$logs/build-$major.log" 2>&1; then
    grep -E 'error|warning' "$logs/build-$major.log" | head -n 30
    tally "PostgreSQL $major: build (-Werror)" 0 1
    return
  fi
  tally "PostgreSQL $major: build (-Werror, $(($(date +%s) - t)) s)" 1 0

  # 2. pg_regress
  t=$(date +%s)
  {
    flock 9
    in_root "$root" "cd /build/catmouse && runuser -u postgres -- pg_virtualenv -t -v $major make installcheck"
  } 9>"$vlock" >"$logs/regress-$major.log" 2>&1
  read -r p f < <(regress_counts "$logs/regress-$major.log")
  [ "$p" -eq 0 ] && f=$((f + 1))
  [ "$f" -ne 0 ] && cat "$root/build/catmouse/regression.diffs" 2>/dev/null | head -n 100
  tally "PostgreSQL $major: regression tests ($(($(date +%s) - t)) s)" "$p" "$f"
  # and under PostgreSQL's stress settings (test/regress_stress.pl)
  t=$(date +%s)
  {
    flock 9
    in_root "$root" "cd /build/catmouse && runuser -u postgres -- pg_virtualenv -t -v $major make -s installcheck-stress"
  } 9>"$vlock" >"$logs/stress-$major.log" 2>&1
  grep -E '^(==|   )' "$logs/stress-$major.log" | grep -v ': done$' | head -n 40
  read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$logs/stress-$major.log" | tail -n 1)
  tally "PostgreSQL $major: regression tests under stress settings ($(($(date +%s) - t)) s)" "${p:-0}" "${f:-1}"

  # 3. the TAP tests that start servers; with PostgreSQL 15 beside this
  # major, the move from 15 (033_major_upgrade.pl)
  local old=''
  if [ "$major" -gt 15 ]; then
    if old=$(old_install "$root"); then
      echo "   PostgreSQL 15 of this host (Debian 12) beside it for the move from 15: $old"
    elif [ "${CI:-}" = true ]; then
      echo "   no PostgreSQL 15 with catmouse installed on this host: the move from 15 cannot be tested"
      tally "PostgreSQL $major: PostgreSQL 15 beside it" 0 1
    else
      echo "   no PostgreSQL 15 with catmouse installed on this host: the move from 15 is skipped"
    fi
  fi
  # what it runs of the server tests: its role's row of the plan
  local role=other target tests citus_role what
  if [ "$major" = "$newest" ] || [ -n "${CATMOUSE_EVERY_TEST:-}" ]; then
    role=newest
  elif [ "$major" = "$second" ]; then
    role=second
  fi
  read -r target tests citus_role what < <(plan role | awk -v r="$role" '$1 == r { $1 = ""; print }')
  if [ -z "${target:-}" ]; then
    tally "PostgreSQL $major: test/majors.tab has no role $role" 0 1
    return
  fi
  [ "$tests" = - ] && tests=''
  [ -n "$tests" ] && what="$what ($tests)"
  [ "$role" = other ] && what="$what; the middle list runs on $second"
  # Citus (16 and later), for the tests on a cluster, where they run
  local citus='' archive
  if [ "$major" -gt 15 ] && [ "$citus_role" = citus ]; then
    t=$(date +%s)
    if ! archive=$(citus_source); then
      echo "   Citus: NOT TESTED: its source archive (citus-*.tar.xz) was not found; set CATMOUSE_CITUS_SOURCE"
    elif ! citus_majors "$archive" | grep -qx "$major"; then
      echo "   Citus: NOT TESTED on $major: $(basename "$archive" .tar.xz) supports PostgreSQL $(citus_majors "$archive" | paste -sd, -) (its configure.ac); 037 and 038 run on the majors it supports"
    elif build_citus "$root" "$major" "$archive" >"$logs/citus-$major.log" 2>&1; then
      citus=required
      tally "PostgreSQL $major: Citus $(basename "$archive" .tar.xz) $citus_made ($(($(date +%s) - t)) s)" 1 0
    else
      tail -n 30 "$logs/citus-$major.log"
      tally "PostgreSQL $major: Citus built from $archive" 0 1
    fi
  fi
  echo "   TAP tests: $what (make $target)"
  t=$(date +%s)
  # (sqlsmith's 10,000 random queries, as on 15)
  in_root "$root" "cd /build/catmouse && runuser -u postgres -- env CATMOUSE_OLD_INSTALL='$old' CATMOUSE_CITUS='$citus' PG_TEST_EXTRA=sqlsmith SQLSMITH_QUERIES=10000 make -j\$(nproc) $target ${tests:+PROVE_TESTS=$tests}" \
    >"$logs/tap-$major.log" 2>&1
  status=$?
  grep -E '^(\[[0-9:]+\] )?test/t/|^#   Failed|^Files=' "$logs/tap-$major.log"
  # what the move from 15 found, line by line (dump and restore, pg_upgrade)
  sed -n 's/^\[[^]]*\]([^)]*) \(\(not \)\?ok .*\)/   033: \1/p' \
    "$root/build/catmouse/tmp_check/log/regress_log_033_major_upgrade" 2>/dev/null
  read -r p f < <(prove_counts "$logs/tap-$major.log" "$status")
  tally "PostgreSQL $major: TAP tests ($(($(date +%s) - t)) s)" "$p" "$f"

  # the move from the major before it in its release (18 to 19 on
  # unstable): catmouse built for it in a copy of the checkout, 033 again
  local prev
  if prev=$(earlier "$major"); then
    t=$(date +%s)
    in_root "$root" "set -e
      rm -rf /build/catmouse-$prev && cp -a /build/catmouse /build/catmouse-$prev && cd /build/catmouse-$prev
      runuser -u postgres -- git clean -qfdx
      runuser -u postgres -- make -j\$(nproc) PG_CONFIG=/usr/lib/postgresql/$prev/bin/pg_config
      make PG_CONFIG=/usr/lib/postgresql/$prev/bin/pg_config install
      cd /build/catmouse
      runuser -u postgres -- env CATMOUSE_OLD_INSTALL=/usr/lib/postgresql/$prev make prove_servers PROVE_TESTS=test/t/033_major_upgrade.pl" \
      >"$logs/move-$prev-$major.log" 2>&1
    status=$?
    grep -E '^(\[[0-9:]+\] )?test/t/|^#   Failed|^Files=' "$logs/move-$prev-$major.log"
    sed -n 's/^\[[^]]*\]([^)]*) \(\(not \)\?ok .*\)/   033 from '"$prev"': \1/p' \
      "$root/build/catmouse/tmp_check/log/regress_log_033_major_upgrade" 2>/dev/null
    read -r p f < <(prove_counts "$logs/move-$prev-$major.log" "$status")
    [ "$p" -eq 0 ] && f=$((f + 1))
    tally "PostgreSQL $major: the move from $prev, its catmouse built beside ($(($(date +%s) - t)) s)" "$p" "$f"
  fi

  # 4. the package
  t=$(date +%s)
  {
    flock 9
    in_root "$root" "cd /build/catmouse && make prove_release RELEASE_TESTS=test/release/092_package.pl"
  } 9>"$vlock" >"$logs/package-$major.log" 2>&1
  status=$?
  grep -E '^(not )?ok|^# ' "$logs/package-$major.log" | head -n 40
  read -r p f < <(prove_counts "$logs/package-$major.log" "$status")
  tally "PostgreSQL $major: package ($(($(date +%s) - t)) s)" "$p" "$f"
  echo "== PostgreSQL $major: $(($(date +%s) - t0)) s"
}

# run_major MAJOR: MAJOR's parts in the root of its cache entry, which this
# run locks, or in a temporary one; the root released (nothing running in
# it, nothing mounted) however the parts end, and a temporary one removed
in_use=''
stopped() {	# the EXIT trap of run_major
  stop_waited
  release_root "$in_use"
  [ -n "$cache" ] || { remove_root "$in_use" && rm -rf "${in_use%/root}"; }
}
run_major() {
  local major=$1 release entry failed0=$failed
  if ! release=$(release_of "$major"); then
    echo "== PostgreSQL $major: not a major Debian ships ($(planned_majors))"
    tally "PostgreSQL $major" 0 1
    return
  fi
  if [ -n "$cache" ]; then
    entry=$cache/$release-pg$major
    mkdir -p "$entry"
  else
    entry=$(realpath "$(mktemp -d -t catmouse-root.XXXXXX)")
  fi
  # one run at a time in an entry: the lock (fd 8) is held until this major
  # is done
  exec 8>"$entry/lock"
  if ! flock -n 8; then
    echo "   waiting for another run using $entry"
    flock 8
  fi
  in_use=$entry/root
  # (fd 7: the report, where the trap writes whatever a part's output goes to)
  exec 7>&1
  trap '{ stopped; } >&7 2>&1 || stopped' EXIT
  trap 'exit 130' INT TERM
  echo "== PostgreSQL $major in Debian $release ($entry/root; logs in $logs; archive $mirror)"
  # what an interrupted run left: its servers, its mounts
  [ -d "$entry/root" ] && release_root "$entry/root"
  major_parts "$major" "$release" "$entry"
  release_root "$entry/root"
  if [ -z "$cache" ]; then
    remove_root "$entry/root" && rm -rf "$entry"
  else
    # the copy of the checkout is kept when something failed (its logs)
    [ "$failed" -eq "$failed0" ] && rm -rf "$entry/root/build"
    echo "   cached: $entry, $(du -sh "$entry" 2>/dev/null | cut -f1)"
  fi
  trap - EXIT INT TERM
  in_use=''
  exec 8>&- 7>&-
}

# The majors side by side (each in its own root, with its own logs; on 2
# cores the TAP tests of one leave room for the other), their reports
# printed in the order given once all are done; CATMOUSE_MAJORS_JOBS=1 runs
# them one after another, reporting as they go.
stage_old
if [ "${CATMOUSE_MAJORS_JOBS:-0}" = 1 ] || [ $# -eq 1 ]; then
  for major in "$@"; do
    run_major "$major"
  done
else
  pids=()
  for major in "$@"; do
    (
      passed=0
      failed=0
      run_major "$major"
      echo "$passed $failed" >"$logs/tally-$major"
    ) >"$logs/report-$major" 2>&1 &
    pids+=($!)
  done
  # stopped: each major releases its root as it ends
  trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait; exit 130' INT TERM
  wait
  trap - INT TERM
  for major in "$@"; do
    cat "$logs/report-$major"
    if read -r p f <"$logs/tally-$major" 2>/dev/null; then
      passed=$((passed + p))
      failed=$((failed + f))
    else
      echo "== PostgreSQL $major: ended without a report"
      failed=$((failed + 1))
    fi
  done
fi
echo "$passed passed, $failed failed"
if [ "$failed" -eq 0 ]; then
  rm -rf "$logs"
  exit 0
fi
echo "$me: logs in $logs"
exit 1
