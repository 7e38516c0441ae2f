# bench/compare.sh, the side-by-side benchmark, still works: against HEAD,
# one run of its tiny query (LeetCode 913's two examples), which makes no
# inputs.  The base build (linked -Bsymbolic, its settings renamed, its
# script loaded into schema base) and this checkout's load into one backend
# and give the same answer; the base library is removed afterwards.  It
# builds the tree twice and installs, so as root (the checkout's build is
# installed, linked -Bsymbolic).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

plan skip_all => 'bench/compare.sh installs what it builds: run as root' unless $> == 0;

my ($status, $out, $err) = run('bash', 'bench/compare.sh', '-n', '1', 'HEAD', 'tiny');
is($status, 0, 'bench/compare.sh -n 1 HEAD tiny') or diag($out . $err);
my ($row) = $out =~ /^(\| tiny \|.*)$/m;
like(
	$row // '',
	qr/^\| tiny \| [0-9.]+ \| [0-9.]+ \| [0-9.]+ \| [0-9.]+ \| (?:[0-9.]+|-) \| yes \|$/,
	'a run of each side, the same answer')
  or diag($out . $err);
my $libdir = (run('pg_config', '--pkglibdir'))[1];
chomp $libdir;
ok(!-e "$libdir/catmouse_base.so", 'the base library removed');
done_testing();
