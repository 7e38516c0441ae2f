#!/usr/bin/env bash
# catmouse on the other PostgreSQL majors Debian ships, each in a Debian root
# of its own release, with Debian's own packages of it:
#
#   15  Debian 12 (bookworm)   17  Debian 13 (trixie)   18  Debian unstable (sid)
#   19  Debian unstable, from its experimental suite (tools/deps.sh)
#
#   bash tools/test-majors.sh 17 18 19
#
# For each major: a minimal root of its release (debootstrap
# --variant=minbase) with PostgreSQL N's server, headers and client, nauty
# and its library (the release's own package names), Graphviz's library
# (libgraphviz-dev), a C toolchain and what the tests run; the checkout (its
# tracked and untracked files, as they are now) copied into it; then, in the
# root:
#   1. build with warnings as errors and assertions on, and install;
#   2. the pg_regress suite (make installcheck on a throwaway cluster), and
#      again under forced parallel mode and work_mem = 64kB (make
#      installcheck-stress);
#   3. the TAP tests that start servers, as postgres: on the newest major
#      given (the highest number) all of them (make prove_servers:
#      test/t/02*.pl and on); on every other major those that exercise what
#      differs between majors (make prove_middle: the list, with a reason
#      per test, is test/README.md's "Which major runs what";
#      CATMOUSE_EVERY_TEST=1 runs all of them on every major).  The core's
#      server-free checks, test/t/01*.pl, do not depend on the server and
#      run once, in test/run.sh, which runs everything on the host's 15;
#   4. the Debian package: test/release/092_package.pl builds
#      postgresql-N-catmouse with pg_buildext, lintian-checks it, installs it
#      with apt and runs the pg_regress suite against it;
#   5. for 17 and later, with 15 (the host's, Debian 12's) beside it: the
#      move of a PostgreSQL 15 database holding catmouse objects to N, by
#      dump and restore and by pg_upgrade (test/t/033_major_upgrade.pl).
# Before 3, for 17 and later: Citus, which is not in Debian's archive, built
# in the root from its source archive (citus-*.tar.xz: CATMOUSE_CITUS_SOURCE,
# a file or a folder, or else the folder shared/citus beside the checkout or
# beside the repository it was cloned from), once per root and archive
# (a marker holding the major and the archive's sha256; rebuilt when either
# differs or a library it links is gone); the TAP tests on a Citus cluster
# (test/t/037_citus*.pl, 038) then must run.  Without the source they skip,
# and this script says so.
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
. "$top/test/tally.sh"

if [ "$(id -u)" -ne 0 ]; then
  echo "test-majors: run as root (debootstrap and chroot)" >&2
  exit 1
fi
fresh=
if [ "${1:-}" = --fresh ]; then
  fresh=1
  shift
fi
if [ $# -eq 0 ]; then
  echo "usage: tools/test-majors.sh [--fresh] MAJOR... (15, 17, 18, 19)" >&2
  exit 2
fi
for major in "$@"; do
  case $major in
    '' | *[!0-9]*) echo "test-majors: $major is not a major number" >&2; exit 2 ;;
  esac
done
# the newest major given runs every server test, the one below it the middle
# list, any other the move from 15 (test/README.md, "Which major runs what")
newest=$(printf '%s\n' "$@" | sort -n | tail -n 1)
second=$(printf '%s\n' "$@" | sort -n | tail -n 2 | sed -n '2{x;p};h' | head -n 1)
[ "$second" = "$newest" ] && second=''

# earlier MAJOR: the major that MAJOR's release ships before it, if any (18
# on unstable, before 19 from experimental): installed beside MAJOR in its
# root, with catmouse built for it, for the move from it
earlier() {
  local release m prev=''
  release=$(release_of "$1") || return 1
  for m in $(bash "$top/tools/deps.sh" majors "$release"); do
    if [ "${m%%/*}" = "$1" ]; then
      [ -n "$prev" ] || return 1
      echo "$prev"
      return 0
    fi
    prev=${m%%/*}
  done
  return 1
}

keyring=/usr/share/keyrings/debian-archive-keyring.gpg
if ! command -v debootstrap >/dev/null || [ ! -f "$keyring" ]; then
  echo "test-majors: needs debootstrap and debian-archive-keyring ($keyring): apt-get install debootstrap debian-archive-keyring" >&2
  exit 1
fi

# host_mirror: the URI of the Debian archive this machine's apt takes its
# own release from: the first enabled "deb" entry whose suites hold this
# machine's codename (/etc/os-release) and whose components hold main, of
# the deb822 files (sources.list.d/*.sources) and then the one-line lists
# (sources.list, sources.list.d/*.list); of several, the first whose
# Release file apt has fetched says "Origin: Debian" (not a third party's
# repository that names its suite after the release), else the first whose
# path ends in /debian, else the first.  Fails when none.
host_mirror() {
  local codename
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [ -n "$codename" ] || return 1
  perl -e '
    use strict;
    use warnings;
    my ($codename, $etc, $lists) = @ARGV;
    my @found;
    sub take
    {
      my ($types, $uris, $suites, $components) = @_;
      return unless grep { $_ eq "deb" } split " ", $types;
      return unless grep { $_ eq $codename } split " ", $suites;
      return unless grep { $_ eq "main" } split " ", $components;
      push @found, grep { m{^(https?|ftp|file):} } split " ", $uris;
    }
    for my $file (sort glob("$etc/sources.list.d/*.sources"))
    {
      open my $fh, "<", $file or next;
      local $/ = "";
      while (my $stanza = <$fh>)
      {
        $stanza =~ s/^#.*\n?//mg;
        $stanza =~ s/\n[ \t]+/ /g;
        my %f;
        $f{lc $1} = $2 while $stanza =~ /^([\w-]+):[ \t]*(.*?)[ \t]*$/mg;
        next if ($f{enabled} // "yes") =~ /^no$/i;
        take($f{types} // "", $f{uris} // "", $f{suites} // "", $f{components} // "");
      }
    }
    for my $file ("$etc/sources.list", sort glob("$etc/sources.list.d/*.list"))
    {
      open my $fh, "<", $file or next;
      while (my $line = <$fh>)
      {
        $line =~ s/#.*//;
        $line =~ s/\[[^\]]*\]//;
        my ($type, $uri, $suite, @components) = split " ", $line;
        take($type, $uri, $suite, "@components") if defined $suite;
      }
    }
    exit 1 unless @found;
    for my $uri (@found)
    {
      (my $name = $uri) =~ s{/+$}{};
      $name =~ s{^\w+://(?:[^/\@]*\@)?}{};
      $name =~ s{/}{_}g;
      for my $release ("InRelease", "Release")
      {
        open my $fh, "<", "$lists/${name}_dists_${codename}_$release" or next;
        while (<$fh>)
        {
          if (/^Origin: Debian$/) { print "$uri\n"; exit 0 }
        }
      }
    }
    my ($debian) = grep { m{/debian/?$} } @found;
    print(($debian // $found[0]) . "\n");
  ' "$codename" /etc/apt /var/lib/apt/lists
}
if [ -n "${DEBIAN_MIRROR:-}" ]; then
  mirror=$DEBIAN_MIRROR
elif ! mirror=$(host_mirror); then
  echo "test-majors: no entry of this machine's apt sources serves its own release's main component; set DEBIAN_MIRROR" >&2
  exit 1
fi

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

release_of() {
  case $1 in
    15) echo bookworm ;;
    17) echo trixie ;;
    18 | 19) echo sid ;;
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
# Everything mounted below ROOT, innermost first, unmounted (lazily when
# busy).
unmount_root() {
  local m
  awk -v r="$1/" 'index($2, r) == 1 { print $2 }' /proc/mounts | sort -r |
    while read -r m; do
      umount "$m" 2>/dev/null || umount -l "$m"
    done
}
# Processes whose root is ROOT (servers an interrupted run left running):
# stopped, by their ids.
stop_root_processes() {
  local p pids=''
  case $1 in '' | /) return 1 ;; esac
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/root" 2>/dev/null)" = "$1" ] && pids="$pids ${p#/proc/}"
  done
  [ -n "$pids" ] || return 0
  echo "   stopping what still runs in $1:$pids"
  # shellcheck disable=SC2086
  kill -TERM $pids 2>/dev/null
  sleep 5
  # shellcheck disable=SC2086
  kill -KILL $pids 2>/dev/null
  sleep 1
  return 0
}
# stop_waited: the command waited() waits for, if any, stopped with its
# process group
stop_waited() {
  [ -n "$waited_pid" ] || return 0
  kill -TERM -- "-$waited_pid" "$waited_pid" 2>/dev/null || return 0
  sleep 2
  kill -KILL -- "-$waited_pid" "$waited_pid" 2>/dev/null
  return 0
}
# Release ROOT: nothing left running in it, nothing mounted below it.
release_root() {
  [ -n "$1" ] && [ -d "$1" ] || return 0
  stop_root_processes "$1"
  unmount_root "$1"
}
# Remove a root, only once nothing is mounted below it.
remove_root() {
  release_root "$1"
  if awk -v r="$1/" 'index($2, r) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    echo "test-majors: $1 still has mounts; left in place" >&2
    return 1
  fi
  rm -rf --one-file-system "$1"
}

# waited CMD...: CMD's status, CMD run in the background and waited for, so
# that a signal to this script is handled at once (its trap releases the
# root, stopping what runs there), not once a long command has ended.  CMD
# runs in a process group of its own (setsid: debootstrap runs on the
# host, and outlives a signal to its own process alone), and gets neither
# the entry's lock (fd 8), which a server it starts must not hold, nor the
# report (fd 7).
waited_pid=''
waited() {
  local status
  setsid "$@" 7>&- 8>&- &
  waited_pid=$!
  wait $waited_pid
  status=$?
  waited_pid=''
  return $status
}

# in ROOT CMD: run CMD with bash in ROOT, as root, in a clean environment
in_root() {
  waited chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive CI="${CI:-}" \
    DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-}" bash -c "$2"
}

tally() {	# LABEL P F
  echo "== $1: $2 passed, $3 failed"
  passed=$((passed + $2))
  failed=$((failed + $3))
}

# apt_sources ROOT RELEASE [SUITE]: ROOT's apt takes RELEASE's main
# component from the archive (and SUITE's, such as experimental, whose
# packages apt takes only when asked: NAME/experimental), resolves names as
# this machine does, and accepts unstable's Release file past its
# Valid-Until date
apt_sources() {
  cp /etc/resolv.conf "$1/etc/resolv.conf"
  echo "deb $mirror $2 main" >"$1/etc/apt/sources.list"
  [ -n "${3:-}" ] && echo "deb $mirror $3 main" >>"$1/etc/apt/sources.list"
  echo 'Acquire::Check-Valid-Until "false";' >"$1/etc/apt/apt.conf.d/99catmouse"
}

# make_root MAJOR RELEASE ENTRY: ENTRY/root, a root of RELEASE with
# PostgreSQL MAJOR and what catmouse's build and tests use, made afresh
# unless ENTRY/ready says an earlier run finished making it, then brought up
# to date.  Sets made ("afresh" or "from the cache").
make_root() {
  local major=$1 release=$2 entry=$3 root=$3/root packages prev
  # what tools/deps.sh says this release needs to build, package and test
  # catmouse for MAJOR (the lists the README's install lines are checked
  # against), and the client (psql, pg_dump)
  packages="$(bash "$top/tools/deps.sh" build "$major" "$release") $(bash "$top/tools/deps.sh" package "$release")"
  packages="$packages $(bash "$top/tools/deps.sh" tests "$release") postgresql-common"
  # the major before it in its release, for the move from it
  if prev=$(earlier "$major"); then
    packages="$packages $(bash "$top/tools/deps.sh" build "$prev" "$release") postgresql-client-$prev"
  fi
  packages="$packages $(bash "$top/tools/deps.sh" build "$major" "$release" | tr ' ' '\n' |
    sed -n 's/^postgresql-'"$major"'\(\/.*\)\{0,1\}$/postgresql-client-'"$major"'\1/p')"
  if [ ! -f "$entry/ready" ] || [ ! -x "$root/usr/bin/apt-get" ]; then
    made=afresh
    rm -f "$entry/ready"
    if [ -e "$root" ]; then
      echo "   $root was left half-made by an earlier run: made again"
      remove_root "$root" || return 1
    fi
    mkdir -p "$root"
    waited debootstrap --variant=minbase --keyring="$keyring" "$release" "$root" "$mirror" \
      >"$logs/debootstrap-$major.log" 2>&1 || return 1
  else
    made="from the cache"
  fi
  # a major the release has only in experimental (19 on unstable): that suite too
  case $packages in
    */experimental*) apt_sources "$root" "$release" experimental ;;
    *) apt_sources "$root" "$release" ;;
  esac
  mount_root "$root"
  in_root "$root" "apt-get update -qq" >"$logs/packages-$major.log" 2>&1 || return 1
  # from here the root changes: not ready until it has
  rm -f "$entry/ready"
  in_root "$root" "
    set -e
    apt-get install -y -qq --no-install-recommends $packages
    apt-get upgrade -y -qq
    # no catmouse but the one built now: a package of an earlier run, files of
    # an earlier build
    dpkg-query -W 'postgresql-*-catmouse' 2>/dev/null | cut -f1 | xargs -r apt-get purge -y -qq
    for m in $major $prev; do
      rm -f /usr/lib/postgresql/\$m/lib/catmouse.so /usr/share/postgresql/\$m/extension/catmouse*
      rm -rf /usr/lib/postgresql/\$m/lib/bitcode/catmouse*
    done
    # the downloaded packages: not kept in the cache
    apt-get clean
  " >>"$logs/packages-$major.log" 2>&1 || return 1
  touch "$entry/ready"
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

# citus_majors ARCHIVE: the PostgreSQL majors the Citus of ARCHIVE builds
# against, one a line, as its configure.ac's version check lists them
citus_majors() {
  tar -xJf "$1" --wildcards '*/configure.ac' -O 2>/dev/null |
    grep -o "version_num\" != '[0-9]*'" | grep -o '[0-9]*' | sort -n
}

# build_citus ROOT MAJOR ARCHIVE: Citus built and installed in ROOT for
# PostgreSQL MAJOR, unless this archive's build for MAJOR is there already
# (the marker MAJOR-SHA256 and citus.so, every library it links found; an
# upgraded root can lose one).  Sets citus_made ("built" or "kept").
build_citus() {
  local root=$1 major=$2 archive=$3 sum so
  sum=$(sha256sum "$archive" | cut -c1-16)
  so=/usr/lib/postgresql/$major/lib/citus.so
  if [ -f "$root/var/lib/catmouse-citus/$major-$sum" ] && [ -f "$root$so" ] &&
    ! in_root "$root" "ldd $so" | grep -q 'not found'; then
    citus_made=kept
    return 0
  fi
  citus_made=built
  rm -rf "$root/var/lib/catmouse-citus"
  mkdir -p "$root/var/lib/catmouse-citus/src"
  tar -xJf "$archive" -C "$root/var/lib/catmouse-citus/src" --strip-components=1 || return 1
  in_root "$root" "
    set -e
    apt-get install -y -qq --no-install-recommends libcurl4-openssl-dev liblz4-dev libzstd-dev \
      libicu-dev libssl-dev libkrb5-dev libxslt1-dev libpam0g-dev libreadline-dev \
      zlib1g-dev libxml2-dev
    apt-get clean
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
    git config --system --get-all safe.directory | grep -qx /build/catmouse ||
      git config --system --add safe.directory /build/catmouse
    git init -q && git add -A
    git -c user.name=catmouse -c user.email=catmouse@localhost commit -q -m 'the tree under test'
    chown -R postgres /build
  "
}

# stage_old: Debian 12's PostgreSQL 15 as this host has it installed
# (packages postgresql-15 and postgresql-client-15), with catmouse as
# installed for it here, copied once, before the majors start, into
# $logs/pg15.tar; then CATMOUSE_MAJORS_STAGED, a file, is made (test/run.sh
# waits for it, not for the whole run, before its release checks install
# and remove catmouse on this host).  Without PostgreSQL 15 and catmouse
# installed here, no archive.
stage_old() {
  if [ -x /usr/lib/postgresql/15/bin/postgres ] && [ -f /usr/lib/postgresql/15/lib/catmouse.so ]; then
    { dpkg -L postgresql-15 postgresql-client-15; ls -d /usr/lib/postgresql/15/lib/catmouse.so /usr/share/postgresql/15/extension/catmouse*; } |
      while read -r f; do
        if [ -L "$f" ] || [ -f "$f" ]; then echo "${f#/}"; fi
      done | tar -C / --no-recursion -cf "$logs/pg15.tar" -T - || rm -f "$logs/pg15.tar"
  fi
  if [ -n "${CATMOUSE_MAJORS_STAGED:-}" ]; then
    touch "$CATMOUSE_MAJORS_STAGED"
  fi
}

# old_install ROOT: the staged PostgreSQL 15 (stage_old) copied into
# ROOT/opt/catmouse-pg15, with the libraries of Debian 12 it needs that
# ROOT's release lacks (ICU 72, LDAP 2.5, nauty 2.8.6, ...) in its lib/; no
# JIT.  Prints the installation's folder in ROOT (for
# CATMOUSE_OLD_INSTALL), or fails.
old_install() {
  local root=$1 dest=$1/opt/catmouse-pg15 lib i missing l path
  local inst=/opt/catmouse-pg15/usr/lib/postgresql/15
  [ -f "$logs/pg15.tar" ] || return 1
  rm -rf "$dest"
  mkdir -p "$dest"
  tar -C "$dest" -xf "$logs/pg15.tar" || return 1
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
  # the newest major: every server test; the one below it: the middle list;
  # any other, the move from 15 only
  local target=prove_middle what='the middle list of test/README.md' tests=''
  if [ "$major" = "$newest" ] || [ -n "${CATMOUSE_EVERY_TEST:-}" ]; then
    target=prove_servers
    what='every server test'
  elif [ "$major" != "$second" ]; then
    target=prove_servers
    tests=test/t/033_major_upgrade.pl
    what="the move from 15 ($tests); the middle list runs on $second"
  fi
  # Citus (16 and later), for the tests on a cluster, where they run
  local citus='' archive
  if [ "$major" -gt 15 ] && [ -z "$tests" ]; then
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

# fresh_install MAJOR: what a new user of MAJOR's release does, each in a
# fresh minimal root of it (no cache), as the README says it:
#   1. from source: the README's install commands for MAJOR on its release,
#      verbatim (apt told to assume yes; on Debian 12 the quick start's
#      first command, bash demo/quickstart.sh, which runs them), make, make
#      install, and the quick start's SQL (demo/puzzles.sql) on a throwaway
#      cluster, whose first table must be the README's; then pg_virtualenv
#      make installcheck, as the README runs the pg_regress suite as root;
#   2. the package: its build with the README's lines (the release's line,
#      Debian's packaging tools, tools/build-deb.sh, whose build runs the
#      pg_regress suite against the package's files), then in a second
#      fresh root holding only debootstrap's minimal system, apt-get install
#      ./postgresql-MAJOR-catmouse_*.deb alone, then every function of
#      demo/puzzles.sql and cat_mouse_svg (Graphviz's layout).
# Each part's time is printed.  Run by test/run.sh --long.
fresh_install() {
  local release
  release=$(release_of "$1") || { tally "PostgreSQL $1: not a major Debian ships" 0 1; return; }
  fresh_dir=$(realpath "$(mktemp -d -t catmouse-fresh.XXXXXX)")
  trap 'fresh_release; exit 130' INT TERM
  fresh_parts "$1" "$release" "$fresh_dir"
  fresh_release
  trap - INT TERM
}
fresh_release() {
  stop_waited
  release_root "$fresh_dir/root"
  release_root "$fresh_dir/bare"
  remove_root "$fresh_dir/root" && remove_root "$fresh_dir/bare" && rm -rf "$fresh_dir"
}
fresh_parts() {
  local major=$1 release=$2 dir=$3 root=$3/root bare=$3/bare t t2 s out want deb p f
  echo "== PostgreSQL $major in a fresh Debian $release root ($dir; logs in $logs)"
  t=$(date +%s)
  if ! waited debootstrap --variant=minbase --keyring="$keyring" "$release" "$root" "$mirror" \
    >"$logs/fresh-debootstrap-$major.log" 2>&1; then
    tail -n 20 "$logs/fresh-debootstrap-$major.log"
    tally "PostgreSQL $major: fresh root" 0 1
    return
  fi
  # (the README's own lines add experimental where they need it)
  apt_sources "$root" "$release"
  # the README's apt-get lines as written, answered yes (a file of its own:
  # apt_sources rewrites its own, as for the bare root's experimental)
  echo 'APT::Get::Assume-Yes "true";' >"$root/etc/apt/apt.conf.d/98catmouse-yes"
  cp -a "$root" "$bare"
  echo "   minimal root made in $(($(date +%s) - t)) s"
  # the checkout as a clone would give it: a git repository of the tree as it is now
  mkdir -p "$root/build/catmouse"
  (cd "$top" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -x -C "$root/build/catmouse"
  (cd "$root/build/catmouse" && git init -q && git add -A &&
    git -c user.name=catmouse -c user.email=catmouse@localhost commit -q -m 'the tree under test')
  mount_root "$root"

  # 1. from source, and the quick start's SQL
  t=$(date +%s)
  if [ "$release" = bookworm ]; then
    s="cd /build/catmouse && apt-get update && bash demo/quickstart.sh"
  else
    s="cd /build/catmouse && apt-get update && $(bash "$top/tools/deps.sh" readme "$major" "$release")
      make && make install
      runuser -u postgres -- pg_virtualenv -v $major psql -X -q -v ON_ERROR_STOP=1 -f demo/puzzles.sql"
  fi
  in_root "$root" "set -e; $s" >"$logs/fresh-source-$major.log" 2>&1
  # the pg_regress suite as the README runs it, as root
  t2=$(date +%s)
  in_root "$root" "cd /build/catmouse && pg_virtualenv make installcheck" >"$logs/fresh-regress-$major.log" 2>&1
  read -r p f < <(regress_counts "$logs/fresh-regress-$major.log")
  [ "$p" -eq 0 ] && f=$((f + 1))
  tally "PostgreSQL $major: pg_virtualenv make installcheck as the README says ($(($(date +%s) - t2)) s)" "$p" "$f"
  # the README's first table of the quick start's output
  want=$(perl -ne '$on = 1 if /^The first prints/; if ($on && /^ +\d+ \|/) { print; $seen = 1 } elsif ($seen) { exit }' "$top/README.md")
  out=$(grep -E '^ +[0-9]+ \| ' "$logs/fresh-source-$major.log" | sed 's/ *$//' | head -n "$(echo "$want" | wc -l)")
  if [ -n "$want" ] && [ "$want" = "$out" ]; then
    tally "PostgreSQL $major: README's install and build, the quick start's puzzles ($(($(date +%s) - t)) s)" 1 0
  else
    tail -n 30 "$logs/fresh-source-$major.log"
    tally "PostgreSQL $major: README's install and build, the quick start's puzzles" 0 1
  fi

  # 2. the package, built there, installed alone in the bare root
  t=$(date +%s)
  if ! in_root "$root" "set -e; cd /build/catmouse
      apt-get install debhelper dpkg-dev postgresql-all postgresql-server-dev-all lintian git
      git config --global --add safe.directory /build/catmouse
      bash tools/build-deb.sh" >"$logs/fresh-package-$major.log" 2>&1; then
    tail -n 30 "$logs/fresh-package-$major.log"
    tally "PostgreSQL $major: the package built" 0 1
    return
  fi
  deb=$(cd "$root/build/catmouse/dist" && ls postgresql-"$major"-catmouse_*.deb 2>/dev/null | head -n 1)
  if [ -z "$deb" ]; then
    tally "PostgreSQL $major: a package postgresql-$major-catmouse built" 0 1
    return
  fi
  release_root "$root"
  cp "$root/build/catmouse/dist/$deb" "$root/build/catmouse/demo/puzzles.sql" "$bare/tmp/"
  mount_root "$bare"
  case $(bash "$top/tools/deps.sh" build "$major" "$release") in
    */experimental*) apt_sources "$bare" "$release" experimental ;;
  esac
  in_root "$bare" "set -e; apt-get update
      apt-get install ./tmp/$deb $(bash "$top/tools/deps.sh" runtime "$major" "$release")
      cd /tmp && runuser -u postgres -- pg_virtualenv -v $major sh -c '
        psql -X -q -v ON_ERROR_STOP=1 -f puzzles.sql &&
        psql -X -At -v ON_ERROR_STOP=1 -c \"SELECT length(cat_mouse_svg(graph)) > 0 FROM puzzles WHERE id = 1\"'
    " >"$logs/fresh-deb-$major.log" 2>&1
  if [ "$(tail -n 1 "$logs/fresh-deb-$major.log")" = t ] || grep -qx t "$logs/fresh-deb-$major.log"; then
    tally "PostgreSQL $major: $deb alone on a fresh root, the puzzles and cat_mouse_svg ($(($(date +%s) - t)) s)" 1 0
  else
    tail -n 30 "$logs/fresh-deb-$major.log"
    tally "PostgreSQL $major: $deb alone on a fresh root" 0 1
  fi
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
    echo "== PostgreSQL $major: not a major Debian ships (15, 17, 18, 19)"
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
if [ -n "$fresh" ]; then
  for major in "$@"; do
    fresh_install "$major"
  done
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ] && { rm -rf "$logs"; exit 0; }
  echo "test-majors: logs in $logs"
  exit 1
fi
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
echo "test-majors: logs in $logs"
exit 1
