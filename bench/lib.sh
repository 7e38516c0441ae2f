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
