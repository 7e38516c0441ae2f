# What the benchmark and demo scripts share (sourced: . bench/lib.sh).
#   q ARGS...        psql quietly, unaligned, stopping at the first error
#   median           the median of the numbers on standard input
#   now              the time, seconds with fractions
#   secs A B         B - A, one decimal
#   md_code CODE     CODE as Markdown code (in double backticks when it holds one)
q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
md_code() { case "$1" in *'`'*) printf '``%s``' "$1" ;; *) printf '`%s`' "$1" ;; esac; }

# tap_bench SCRIPT ARGS...: run bench/SCRIPT, a Perl benchmark on PostgreSQL's
# TAP framework (PostgreSQL::Test::Cluster), with bench/gen's batch as its
# first argument: the extension and the inputs built and installed first;
# as root its servers run as the postgres user (initdb refuses root)
tap_bench() {
  local script=$1 work
  shift
  make -s >/dev/null
  make -s install >/dev/null
  make -s bench/gen >/dev/null
  [ -f bench/data/batch.copy ] || { mkdir -p bench/data; ./bench/gen bench/data; }
  work=$(mktemp -d)
  cp bench/data/batch.copy "$work/"
  chmod -R a+rX "$work"
  # what PostgreSQL's TAP framework takes from its Makefile: the server's
  # programs on PATH, pg_regress for the test servers' authentication
  local perl=(env PATH="$(pg_config --bindir):$PATH"
    PG_REGRESS="$(pg_config --pkglibdir)/pgxs/src/test/regress/pg_regress"
    perl -I "$(pg_config --pkglibdir)/pgxs/src/test/perl" -I "$PWD/test/perl"
    "$PWD/bench/$script" "$work" "$@")
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$work"
    (cd "$work" && runuser -u postgres -- "${perl[@]}")
  else
    (cd "$work" && "${perl[@]}")
  fi
  rm -rf "$work"
}
