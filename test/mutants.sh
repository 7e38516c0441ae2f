# Sourced by test/mutate.sh and fuzz/mutate.sh (from the top directory).
#
# run_mutants WORK TRY: for each known mistake of test/mutants ("name|file|
# perl substitution" a line), copy src/ to WORK/src, apply the substitution
# there, and call TRY N NAME FILE, which prints mutant N's TAP line and
# fails when the mutant survived.  A substitution that no longer applies is
# a failure too.  Prints the TAP plan; fails when any mutant survived.
run_mutants() {
  local work=$1 try=$2 n=0 survived=0 m name file expr
  local -a mutants
  mapfile -t mutants < <(grep -v '^#' test/mutants)
  for m in "${mutants[@]}"; do
    IFS='|' read -r name file expr <<<"$m"
    n=$((n + 1))
    rm -rf "$work/src" && cp -r src "$work/src"
    perl -0pi -e "$expr" "$work/$file"
    if cmp -s "$file" "$work/$file"; then
      echo "not ok $n - mutant \"$name\": the substitution did not apply"
      survived=$((survived + 1))
    elif ! "$try" "$n" "$name" "$file"; then
      survived=$((survived + 1))
    fi
  done
  echo "1..$n"
  [ "$survived" -eq 0 ]
}

# mutant_core_src WORK: the core's sources (the Makefile's CORE_SRC) as
# copied to WORK/src, one path a line, for the compilers of the mutants
mutant_core_src() {
  local f
  for f in $(make -s --no-print-directory list-core-src); do
    printf '%s\n' "$1/$f"
  done
}
