# The Debian roots of tools/test-majors.sh and tools/fresh-install.sh
# (sourced, not run): a minimal root of a major's release made with
# debootstrap, its apt sources, its packages, Citus built in it, the
# checkout and the host's PostgreSQL 15 copied into it, commands run in it,
# and the root released (nothing running in it, nothing mounted) or
# removed.  The plan's rows (test/majors.tab) are read here too.
#
# The sourcing script sets top (the checkout), me (the name its messages
# start with) and logs (the folder of the run's logs), and calls
# roots_setup, which sets mirror and keyring; tally counts into its passed
# and failed; make_root and build_citus set its made and citus_made.
# shellcheck shell=bash disable=SC2034,SC2154

# plan KIND: the rows of test/majors.tab of that kind, without the kind
plan() {
  awk -v k="$1" '$1 == k { sub(/^[ \t]*[^ \t]+[ \t]+/, ""); print }' "$top/test/majors.tab"
}

# release_of MAJOR: the Debian release whose root tests MAJOR (the plan)
release_of() {
  local r
  r=$(plan release | awk -v m="$1" '$1 == m { print $2; exit }')
  [ -n "$r" ] || return 1
  echo "$r"
}

# the majors the plan has a release for: "15, 17, 18, 19"
planned_majors() {
  plan release | awk '{ print $1 }' | paste -sd, - | sed 's/,/, /g'
}

tally() {	# LABEL P F
  echo "== $1: $2 passed, $3 failed"
  passed=$((passed + $2))
  failed=$((failed + $3))
}

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

# roots_setup: debootstrap and the archive's keys there, and mirror the
# archive the roots take their packages from (DEBIAN_MIRROR, or this
# machine's own); exits when either is missing
roots_setup() {
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  if ! command -v debootstrap >/dev/null || [ ! -f "$keyring" ]; then
    echo "$me: needs debootstrap and debian-archive-keyring ($keyring): apt-get install debootstrap debian-archive-keyring" >&2
    exit 1
  fi
  if [ -n "${DEBIAN_MIRROR:-}" ]; then
    mirror=$DEBIAN_MIRROR
  elif ! mirror=$(host_mirror); then
    echo "$me: no entry of this machine's apt sources serves its own release's main component; set DEBIAN_MIRROR" >&2
    exit 1
  fi
}

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
    echo "$me: $1 still has mounts; left in place" >&2
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
      [ -n "$path" ] || { echo "$me: $l, which PostgreSQL 15 needs, is not on this host" >&2; return 1; }
      cp -L "$path" "$lib/$l"
    done
  done
  return 1
}
