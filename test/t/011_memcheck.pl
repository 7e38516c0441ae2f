# Memory checks of the solver core: the unit tests under valgrind memcheck
# (no error, no leak) and under AddressSanitizer with LeakSanitizer.
# MEMCHECK_GRAPHS random graphs (1,000), the every-graph checks up to 7
# nodes (010_unit.pl runs them to 8).
# Runs when PG_TEST_EXTRA contains memcheck (test/run.sh, and so CI, sets it).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

extra_test('memcheck', 'the core under valgrind', valgrind => 'valgrind');

my $graphs = $ENV{MEMCHECK_GRAPHS} // 1000;

my ($status, $out, $err) = run('valgrind', '--error-exitcode=99', '--leak-check=full',
	'--show-leak-kinds=definite,indirect', '--errors-for-leak-kinds=definite,indirect',
	program('unit_plain'), $graphs, 1, 7);
my ($summary) = $err =~ /== (ERROR SUMMARY: [^\n]*)/;
my ($leaks) = $err =~ /== ((?:All heap blocks were freed|definitely lost)[^\n]*)/;
ok($status == 0 && $out =~ /^1\.\./m && $out !~ /^not ok/m,
	"unit tests ($graphs random graphs) under valgrind memcheck: "
	  . ($summary // 'no summary') . '; ' . ($leaks // 'no leak summary'))
  or diag(join "\n", grep { /Invalid|uninitialised|definitely lost/ } split /\n/, $err);

{
	local $ENV{ASAN_OPTIONS} = 'detect_leaks=1:halt_on_error=1';
	($status, $out, $err) = run(program('unit'), $graphs, 1, 7);
}
ok($status == 0 && $out !~ /^not ok/m,
	"unit tests ($graphs random graphs) under AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer: no report")
  or diag(join "\n", grep { /ERROR|SUMMARY|runtime error/ } split /\n/, $err);

done_testing();
