# Every pg_regress file (sql/*.sql) runs alone, in a database of its own
# (make installcheck REGRESS=name against a fresh server): no file may
# depend on what another one created.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

my $node = catmouse_node('alone');
local $ENV{PGHOST} = $node->host;
local $ENV{PGPORT} = $node->port;
my @tests = map { m{sql/(\w+)\.sql$}; $1 } glob('sql/*.sql');
for my $t (@tests)
{
	unlink 'regression.diffs';
	my ($status, $out, $err) = run('make', '-s', 'installcheck', "REGRESS=$t");
	ok($status == 0, "$t alone")
	  or diag(-e 'regression.diffs' ? slurp('regression.diffs') : $out . $err);
}
my ($status, $out, $err) = run('make', '-s', '--no-print-directory', 'print-regress');
is_deeply([sort @tests], [sort split ' ', $out], 'the files that ran alone are those make installcheck runs: ' . join(', ', @tests))
  or diag($err);
done_testing();
