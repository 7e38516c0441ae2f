# The PGXN release: META.json under the Meta Spec (test/tools/meta_check.py),
# and the archive of make dist: one top directory catmouse-<version>/ with
# META.json and every tracked file of HEAD, which builds with PGXS on its
# own; PGXN's client (pgxnclient) installs it and runs its tests (as root;
# the checkout's build is installed again afterwards).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use File::Spec;
use PostgreSQL::Test::Utils;
use Test::More;

tap_program('META.json', 'python3', 'test/tools/meta_check.py');

my $work = File::Spec->rel2abs(PostgreSQL::Test::Utils::tempdir());
my ($version) = slurp('Makefile') =~ /^EXTVERSION = (\S+)/m;
$version .= '.0';
my $top = "catmouse-$version";
my $zip = "$top.zip";
unlink $zip;
my ($status, $out, $err) = run('make', '-s', 'dist');
is($status, 0, 'make dist') or diag($err);

my @tracked = sort split /\n/, (run('git', 'ls-tree', '-r', '--name-only', 'HEAD'))[1];
my @names = grep { !m{/$} } split /\n/, (run('unzip', '-Z1', $zip))[1];
my @outside = grep { !m{^\Q$top\E/} } @names;
my @files = sort map { s{^\Q$top\E/}{}r } @names;
ok(!@outside && "@files" eq "@tracked" && grep({ $_ eq 'META.json' } @files),
	"make dist: $zip holds $top/ with META.json and the " . scalar(@tracked) . ' files of HEAD')
  or diag('outside: ' . join(' ', @outside) . '; files ' . scalar(@files) . ', tracked ' . scalar(@tracked));

($status, $out, $err) = run('unzip', '-q', $zip, '-d', $work);
($status, $out, $err) = run('make', '-s', '-C', "$work/$top");
(my $extversion = $version) =~ s/\.0$//;
ok($status == 0 && -f "$work/$top/catmouse.so" && -f "$work/$top/catmouse--$extversion.sql",
	"the unpacked archive builds with PGXS (catmouse.so, catmouse--$extversion.sql)")
  or diag($err);

SKIP:
{
	skip 'pgxn install and pgxn check need root and pgxnclient (tools/install-deps.sh)', 2
	  unless $> == 0 && !system('command -v pgxn >/dev/null');
	run('cp', $zip, $work);
	($status, $out, $err) = run('bash', '-c', "cd $work && pgxn install ./$zip");
	is($status, 0, "pgxn install ./$zip builds and installs it") or diag($out . $err);
	($status, $out, $err) = run('bash', '-c', "cd $work && pg_virtualenv -t pgxn check ./$zip");
	my ($tests) = ($out . $err) =~ /(All \d+ tests passed)/;
	ok($status == 0 && $tests,
		"pgxn check ./$zip (its regression suite against the installed files): " . ($tests // 'failed'))
	  or diag(substr($out . $err, -3000));
	run('make', '-s', 'install');
}
unlink $zip;
done_testing();
