#!/usr/bin/env bash
# A new user's install of catmouse, for each major given, in fresh minimal
# Debian roots of its release (tools/roots.sh; never the cached ones):
#
#   bash tools/fresh-install.sh 15 17 18 19
#
# (tools/test-majors.sh --fresh runs it so; test/run.sh --long does).  As
# root, as tools/test-majors.sh; the same DEBIAN_MIRROR.  For each major:
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
# Each part's time is printed; the roots are removed afterwards, also when
# the run is stopped (SIGTERM, SIGINT).  Ends with "N passed, M failed"
# and exits non-zero on any failure, leaving its logs in the printed folder.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
me=fresh-install
. "$top/test/tally.sh"
. "$top/tools/roots.sh"

if [ "$(id -u)" -ne 0 ]; then
  echo "$me: run as root (debootstrap and chroot)" >&2
  exit 1
fi
if [ $# -eq 0 ]; then
  echo "usage: tools/fresh-install.sh MAJOR... ($(planned_majors))" >&2
  exit 2
fi
for major in "$@"; do
  case $major in
    '' | *[!0-9]*) echo "$me: $major is not a major number" >&2; exit 2 ;;
  esac
done
roots_setup

passed=0
failed=0
logs=$(mktemp -d -t catmouse-majors.XXXXXX)
chmod 755 "$logs"

# fresh_install MAJOR: both parts for MAJOR, in a temporary folder removed
# afterwards
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

for major in "$@"; do
  fresh_install "$major"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && { rm -rf "$logs"; exit 0; }
echo "$me: logs in $logs"
exit 1
