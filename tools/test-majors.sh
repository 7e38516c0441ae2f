#!/usr/bin/env bash
# catmouse on the other PostgreSQL majors Debian ships, each in a Debian root
# of its own release, with Debian's own packages of it:
#
#   15  Debian 12 (bookworm)   17  Debian 13 (trixie)   18  Debian unstable (sid)
#
#   bash tools/test-majors.sh 17 18
#
# For each major: debootstrap a minimal root (--variant=minbase), install
# PostgreSQL N's server, headers and client, nauty and its library (the
# release's own package names), Graphviz's library (libgraphviz-dev), a C
# toolchain and what the tests run; copy
# the checkout (its tracked and untracked files, as they are now) into it;
# then, in the root:
#   1. build with warnings as errors and assertions on, and install;
#   2. the pg_regress suite (make installcheck on a throwaway cluster);
#   3. the TAP tests that start servers (make prove_servers, as postgres:
#      test/t/02*.pl and on; the core's server-free checks, test/t/01*.pl,
#      do not depend on the server and run once, in test/run.sh);
#   4. the Debian package: test/release/092_package.pl builds
#      postgresql-N-catmouse with pg_buildext, lintian-checks it, installs it
#      with apt and runs the pg_regress suite against it;
#   5. for 17 and later, with 15 (the host's, Debian 12's) beside it: the
#      move of a PostgreSQL 15 database holding catmouse objects to N, by
#      dump and restore and by pg_upgrade (test/t/033_major_upgrade.pl).
# Before 3, for 17 and later: Citus, which is not in Debian's archive, built
# in the root from its source archive (citus-*.tar.xz: CATMOUSE_CITUS_SOURCE,
# a file or a folder, or else the folder shared/citus beside the checkout or
# beside the repository it was cloned from), once per root; the TAP tests on
# a Citus cluster (test/t/037_citus*.pl) then must run.  Without the source
# they skip, and this script says so.
# The majors run side by side, each printing its report when all are done
# (CATMOUSE_MAJORS_JOBS=1: one after another); the steps that start a
# cluster with pg_virtualenv (on a TCP port of localhost, which the roots
# share) take turns.  Prints a line per part and per major, and ends with
# "N passed, M failed" over all of them; exits non-zero on any failure.
#
# As root (debootstrap, chroot), on a Debian machine that reaches Debian's
# archive (DEBIAN_MIRROR, default http://deb.debian.org/debian).  Roots are
# made fresh in a temporary folder and removed afterwards; CATMOUSE_ROOTS=DIR
# keeps them in DIR and reuses them on the next run (saving debootstrap and
# the package downloads, about a minute a major): a reused root is brought up
# to date with apt-get first, and catmouse is always built afresh.  A part
# that fails leaves its logs in the printed folder.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/test/tally.sh"

if [ "$(id -u)" -ne 0 ]; then
  echo "test-majors: run as root (debootstrap and chroot)" >&2
  exit 1
fi
if [ $# -eq 0 ]; then
  echo "usage: tools/test-majors.sh MAJOR... (15, 17, 18)" >&2
  exit 2
fi
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
passed=0
failed=0
logs=$(mktemp -d /tmp/catmouse-majors.XXXXXX)
chmod 755 "$logs"

release_of() {
  case $1 in
    15) echo bookworm ;;
    17) echo trixie ;;
    18) echo sid ;;
    *) return 1 ;;
  esac
}

# The mounts a root needs (its /dev nodes come from debootstrap): /proc,
# and /dev/shm for PostgreSQL's shared memory.  Nothing of the host's is
# bound into a root.
mount_root() {
  mountpoint -q "$1/proc" || mount -t proc proc "$1/proc"
  mountpoint -q "$1/dev/shm" || mount -t tmpfs -o mode=1777 shm "$1/dev/shm"
}
unmount_root() {
  local m
  for m in dev/shm proc; do
    if mountpoint -q "$1/$m"; then
      umount "$1/$m" || umount -l "$1/$m"
    fi
  done
}
# Remove a root, only once nothing is mounted below it.
remove_root() {
  unmount_root "$1"
  if grep -q " $1/" /proc/mounts; then
    echo "test-majors: $1 still has mounts; left in place" >&2
    return 1
  fi
  rm -rf "$1"
}

# in ROOT CMD: run CMD with bash in ROOT, as root, in a clean environment
in_root() {
  chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive CI="${CI:-}" bash -c "$2"
}

tally() {	# LABEL P F
  echo "== $1: $2 passed, $3 failed"
  passed=$((passed + $2))
  failed=$((failed + $3))
}

# make_root MAJOR RELEASE ROOT: a root of RELEASE with PostgreSQL MAJOR and
# what catmouse's build and tests use, fresh or brought up to date.
make_root() {
  local major=$1 release=$2 root=$3
  if [ ! -x "$root/usr/bin/apt-get" ]; then
    rm -rf "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase "$release" "$root" "$mirror" >"$logs/debootstrap-$major.log" 2>&1 ||
      return 1
  fi
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  echo "deb $mirror $release main" >"$root/etc/apt/sources.list"
  # unstable's Release file can be past its Valid-Until date
  echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99catmouse"
  mount_root "$root"
  # nauty's library: libnauty2-dev in Debian 12, libnauty-dev from 13
  in_root "$root" "
    set -e
    apt-get update -qq
    nauty_dev=libnauty-dev
    apt-cache show libnauty-dev >/dev/null 2>&1 || nauty_dev=libnauty2-dev
    apt-get install -y -qq --no-install-recommends \
      postgresql-$major postgresql-server-dev-$major postgresql-client-$major postgresql-common \
      build-essential pkgconf git \$nauty_dev nauty libgraphviz-dev libipc-run-perl graphviz libxml2-utils sqlsmith \
      debhelper dpkg-dev postgresql-all postgresql-server-dev-all lintian
    apt-get upgrade -y -qq
    # no catmouse but the one built now: a package of an earlier run, files of
    # an earlier build
    dpkg-query -W 'postgresql-*-catmouse' 2>/dev/null | cut -f1 | xargs -r apt-get purge -y -qq
    rm -f /usr/lib/postgresql/$major/lib/catmouse.so /usr/share/postgresql/$major/extension/catmouse*
    rm -rf /usr/lib/postgresql/$major/lib/bitcode/catmouse*
  " >"$logs/packages-$major.log" 2>&1
}

# citus_source: the path of Citus's source archive, or nothing
citus_source() {
  local d origin
  for d in "${CATMOUSE_CITUS_SOURCE:-}" "$top/../shared/citus" \
    "$(origin=$(git -C "$top" remote get-url origin 2>/dev/null) && [ -d "$origin" ] && echo "$origin/../shared/citus")"; do
    [ -n "$d" ] || continue
    if [ -f "$d" ]; then
      realpath "$d"
      return 0
    fi
    if [ -d "$d" ]; then
      # shellcheck disable=SC2012
      d=$(ls -1 "$d"/citus-*.tar.xz 2>/dev/null | sort -V | tail -n 1)
      [ -n "$d" ] && { realpath "$d"; return 0; }
    fi
  done
  return 1
}

# build_citus ROOT MAJOR ARCHIVE: Citus built and installed in ROOT for
# PostgreSQL MAJOR, unless this archive's build is there already
build_citus() {
  local root=$1 major=$2 archive=$3 sum
  sum=$(sha256sum "$archive" | cut -c1-16)
  [ -f "$root/var/lib/catmouse-citus/$major-$sum" ] &&
    [ -f "$root/usr/lib/postgresql/$major/lib/citus.so" ] && return 0
  rm -rf "$root/var/lib/catmouse-citus"
  mkdir -p "$root/var/lib/catmouse-citus/src"
  tar -xJf "$archive" -C "$root/var/lib/catmouse-citus/src" --strip-components=1 || return 1
  in_root "$root" "
    set -e
    apt-get install -y -qq --no-install-recommends libcurl4-openssl-dev liblz4-dev libzstd-dev \
      libicu-dev libssl-dev libkrb5-dev libxslt1-dev libpam0g-dev libreadline-dev \
      zlib1g-dev libxml2-dev
    cd /var/lib/catmouse-citus/src
    ./configure PG_CONFIG=/usr/lib/postgresql/$major/bin/pg_config
    make -j\$(nproc)
    make install
    cd .. && rm -rf src && touch $major-$sum
  " || return 1
}

# copy_checkout ROOT: the checkout as it is now (tracked and untracked files,
# not the ignored ones) in ROOT/build/catmouse, a git repository whose HEAD
# is that tree (the package and archive checks read HEAD), owned by postgres
copy_checkout() {
  local dest=$1/build/catmouse
  rm -rf "$1/build"
  mkdir -p "$dest"
  (cd "$top" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -x -C "$dest"
  in_root "$1" "
    set -e
    cd /build/catmouse
    git config --system --add safe.directory /build/catmouse
    git init -q && git add -A
    git -c user.name=catmouse -c user.email=catmouse@localhost commit -q -m 'the tree under test'
    chown -R postgres /build
  "
}

# old_install ROOT: Debian 12's PostgreSQL 15 as this host has it installed
# (packages postgresql-15 and postgresql-client-15), with catmouse as
# installed for it here, copied into ROOT/opt/catmouse-pg15, with the
# libraries of Debian 12 it needs that ROOT's release lacks (ICU 72, LDAP
# 2.5, nauty 2.8.6, ...) in its lib/; no JIT.  Prints the installation's
# folder in ROOT (for CATMOUSE_OLD_INSTALL), or fails.
old_install() {
  local root=$1 dest=$1/opt/catmouse-pg15 lib i missing l path
  local inst=/opt/catmouse-pg15/usr/lib/postgresql/15
  [ -x /usr/lib/postgresql/15/bin/postgres ] && [ -f /usr/lib/postgresql/15/lib/catmouse.so ] || return 1
  rm -rf "$dest"
  mkdir -p "$dest"
  { dpkg -L postgresql-15 postgresql-client-15; ls -d /usr/lib/postgresql/15/lib/catmouse.so /usr/share/postgresql/15/extension/catmouse*; } |
    while read -r f; do
      if [ -L "$f" ] || [ -f "$f" ]; then echo "${f#/}"; fi
    done | tar -C / --no-recursion -cf - -T - | tar -C "$dest" -xf - || return 1
  rm -rf "$dest"/usr/lib/postgresql/15/lib/llvmjit* "$dest"/usr/lib/postgresql/15/lib/bitcode
  lib=$dest/usr/lib/postgresql/15/lib
  for i in 1 2 3 4 5 6; do
    missing=$(in_root "$root" "find $inst -type f -exec sh -c 'LD_LIBRARY_PATH=$inst/lib ldd \"\$@\" 2>/dev/null' sh {} + | awk '/not found/ { print \$1 }' | sort -u")
    [ -z "$missing" ] && { echo "$inst"; return 0; }
    for l in $missing; do
      path=$(ldconfig -p | awk -v l="$l" '$1 == l { print $NF; exit }')
      [ -n "$path" ] || { echo "test-majors: $l, which PostgreSQL 15 needs, is not on this host" >&2; return 1; }
      cp -L "$path" "$lib/$l"
    done
  done
  return 1
}

run_major() {
  local major=$1 release root t0 p f status
  t0=$(date +%s)
  if ! release=$(release_of "$major"); then
    echo "== PostgreSQL $major: not a major Debian ships (15, 17, 18)"
    tally "PostgreSQL $major" 0 1
    return
  fi
  if [ -n "${CATMOUSE_ROOTS:-}" ]; then
    root=$(realpath -m "$CATMOUSE_ROOTS/$release")
  else
    root=$(mktemp -d /tmp/catmouse-root.XXXXXX)/$release
  fi
  echo "== PostgreSQL $major in Debian $release ($root; logs in $logs)"
  if ! make_root "$major" "$release" "$root"; then
    tail -n 30 "$logs"/debootstrap-"$major".log "$logs"/packages-"$major".log 2>/dev/null
    tally "PostgreSQL $major: the root" 0 1
    unmount_root "$root"
    return
  fi
  echo "   root ready after $(($(date +%s) - t0)) s: $(in_root "$root" 'pg_config --version; gcc --version | head -n 1; dpkg-query -W -f "nauty \${Version}" nauty' | tr '\n' ' ')"
  copy_checkout "$root"

  # 1. build and install
  if ! in_root "$root" "cd /build/catmouse && runuser -u postgres -- make -j\$(nproc) PG_CFLAGS='-Werror -DUSE_ASSERT_CHECKING' && make install" \
    >"$logs/build-$major.log" 2>&1; then
    grep -E 'error|warning' "$logs/build-$major.log" | head -n 30
    tally "PostgreSQL $major: build (-Werror)" 0 1
    unmount_root "$root"
    return
  fi
  tally "PostgreSQL $major: build (-Werror)" 1 0

  # 2. pg_regress
  {
    flock 9
    in_root "$root" "cd /build/catmouse && runuser -u postgres -- pg_virtualenv -t -v $major make installcheck"
  } 9>"$logs/.virtualenv.lock" >"$logs/regress-$major.log" 2>&1
  read -r p f < <(regress_counts "$logs/regress-$major.log")
  [ "$p" -eq 0 ] && f=$((f + 1))
  [ "$f" -ne 0 ] && cat "$root/build/catmouse/regression.diffs" 2>/dev/null | head -n 100
  tally "PostgreSQL $major: regression tests" "$p" "$f"

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
  # Citus (16 and later), for the tests on a cluster
  local citus='' archive t1
  if [ "$major" -gt 15 ]; then
    t1=$(date +%s)
    if ! archive=$(citus_source); then
      echo "   Citus: NOT TESTED: its source archive (citus-*.tar.xz) was not found; set CATMOUSE_CITUS_SOURCE"
    elif build_citus "$root" "$major" "$archive" >"$logs/citus-$major.log" 2>&1; then
      citus=required
      tally "PostgreSQL $major: Citus $(basename "$archive" .tar.xz) built ($(($(date +%s) - t1)) s)" 1 0
    else
      tail -n 30 "$logs/citus-$major.log"
      tally "PostgreSQL $major: Citus built from $archive" 0 1
    fi
  fi
  # (sqlsmith's 50,000 random queries run on 15; 10,000 on each other major)
  in_root "$root" "cd /build/catmouse && runuser -u postgres -- env CATMOUSE_OLD_INSTALL='$old' CATMOUSE_CITUS='$citus' PG_TEST_EXTRA=sqlsmith SQLSMITH_QUERIES=10000 make -j\$(nproc) prove_servers" \
    >"$logs/tap-$major.log" 2>&1
  status=$?
  grep -E '^(\[[0-9:]+\] )?test/t/|^#   Failed|^Files=' "$logs/tap-$major.log"
  # what the move from 15 found, line by line (dump and restore, pg_upgrade)
  sed -n 's/^\[[^]]*\]([^)]*) \(\(not \)\?ok .*\)/   033: \1/p' \
    "$root/build/catmouse/tmp_check/log/regress_log_033_major_upgrade" 2>/dev/null
  read -r p f < <(prove_counts "$logs/tap-$major.log" "$status")
  tally "PostgreSQL $major: TAP tests" "$p" "$f"

  # 4. the package
  {
    flock 9
    in_root "$root" "cd /build/catmouse && make prove_release RELEASE_TESTS=test/release/092_package.pl"
  } 9>"$logs/.virtualenv.lock" >"$logs/package-$major.log" 2>&1
  status=$?
  grep -E '^(not )?ok|^# ' "$logs/package-$major.log" | head -n 40
  read -r p f < <(prove_counts "$logs/package-$major.log" "$status")
  tally "PostgreSQL $major: package" "$p" "$f"

  echo "== PostgreSQL $major: $(($(date +%s) - t0)) s"
  if [ -z "${CATMOUSE_ROOTS:-}" ]; then
    remove_root "$root" && rmdir "$(dirname "$root")"
  else
    unmount_root "$root"
  fi
}

# The majors side by side (each in its own root, with its own logs; on 2
# cores the TAP tests of one leave room for the other), their reports
# printed in the order given once all are done; CATMOUSE_MAJORS_JOBS=1 runs
# them one after another, reporting as they go.
if [ "${CATMOUSE_MAJORS_JOBS:-0}" = 1 ] || [ $# -eq 1 ]; then
  for major in "$@"; do
    run_major "$major"
  done
else
  for major in "$@"; do
    (
      passed=0
      failed=0
      run_major "$major"
      echo "$passed $failed" >"$logs/tally-$major"
    ) >"$logs/report-$major" 2>&1 &
  done
  wait
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
echo "test-majors: logs in $logs"
exit 1
