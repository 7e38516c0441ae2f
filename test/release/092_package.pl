# The Debian package, as a user gets it: build postgresql-N-catmouse (N the
# major of pg_config) with tools/build-deb.sh (Debian's pg_buildext; the
# build runs the pg_regress suite against the package's files, unless
# DEB_BUILD_OPTIONS has nocheck, as the suite sets it), lintian
# without an error, its dependency on the nauty library catmouse.so links,
# install the .deb with apt-get, check that the installed files are the
# package's (dpkg --verify), and run the pg_regress suite against them (make
# installcheck on a throwaway cluster).  Afterwards a package that was not
# installed before is purged and the checkout's build installed again.
# As root.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use File::Spec;
use PostgreSQL::Test::Utils;
use Test::More;

plan skip_all => 'the package check installs a .deb: run it as root' unless $> == 0;

my $work = File::Spec->rel2abs(PostgreSQL::Test::Utils::tempdir());
my ($pgver) = (run('pg_config', '--version'))[1] =~ /PostgreSQL (\d+)/;
my $pkg = "postgresql-$pgver-catmouse";
my $version = (run('dpkg-parsechangelog', '-S', 'Version'))[1];
chomp $version;
my $arch = (run('dpkg', '--print-architecture'))[1];
chomp $arch;
my $was_installed = (run('dpkg-query', '-W', '-f', '${db:Status-Status}', $pkg))[1] eq 'installed';

# DEB_BUILD_OPTIONS=nocheck (the suite's choice: the installed package's
# files are tested below all the same) skips the run inside the build
my $nocheck = ($ENV{DEB_BUILD_OPTIONS} // '') =~ /\bnocheck\b/;
# this major's package only (build-deb.sh builds every installed major's:
# in unstable's root, 18's beside 19's)
my ($status, $out, $err);
{
	local $ENV{PG_SUPPORTED_VERSIONS} = $pgver;
	($status, $out, $err) = run('bash', 'tools/build-deb.sh', "$work/deb");
}
my $log = $out . $err;
my $deb = "$work/deb/${pkg}_${version}_$arch.deb";
my ($tests) = $log =~ /(All \d+ tests passed)/;
ok($status == 0 && -f $deb && ($tests || $nocheck),
	"dpkg-buildpackage builds ${pkg}_${version}_$arch.deb with pg_buildext; inside the build, pg_regress against the package's files: "
	  . ($nocheck ? 'not run (DEB_BUILD_OPTIONS=nocheck)' : $tests // 'no result'))
  or diag(substr($log, -3000));

my ($lintian) = $log =~ /^== lintian.*?\n(.*?)^built:/ms;
my @tags = grep { /^[EWIP]: / } split /\n/, $lintian // '';
my $errors = grep { /^E: / } @tags;
my $warnings = grep { /^W: / } @tags;
ok(defined $lintian && $errors == 0, "lintian: $errors errors, $warnings warnings" . (@tags ? '' : ', no tags'));
note $_ for @tags;

SKIP:
{
	skip 'no package was built', 5 unless -f $deb;
	my ($depends) = (run('dpkg-deb', '-f', $deb, 'Depends'))[1];
	chomp $depends;
	# the package of the nauty library catmouse.so links: libnauty2 in Debian 12,
	# libnauty-2.8.9 in 13, libnauty-2.9.3 in unstable
	my $x = "$work/x";
	run('dpkg-deb', '-x', $deb, $x);
	my ($so) = glob("$x/usr/lib/postgresql/*/lib/catmouse.so");
	my ($soname) = (run('objdump', '-p', $so // '/nonexistent'))[1] =~ /NEEDED\s+(libnauty\S*)/;
	my ($libpkg) = (run('sh', '-c', 'dpkg -S "*/$1" | head -n 1', 'sh', $soname // 'none'))[1] =~ /^([^:]+):/;
	ok(defined $libpkg && $depends =~ /(^|,\s*)\Q$libpkg\E\b/,
		'the package depends on ' . ($libpkg // '(no nauty library found)') . ', which holds the '
		  . ($soname // '?') . " that catmouse.so links: $depends");
	{
		local $ENV{DEBIAN_FRONTEND} = 'noninteractive';
		($status, $out, $err) = run('apt-get', 'install', '-y', '--reinstall', $deb);
	}
	my $installed = (run('dpkg-query', '-W', '-f', '${Version}', $pkg))[1];
	ok($status == 0 && $installed eq $version, "apt-get install ./${pkg}_${version}_$arch.deb: $pkg $installed installed")
	  or diag($out . $err);

	my $lib = (run('pg_config', '--pkglibdir'))[1];
	chomp $lib;
	my ($owner) = (run('dpkg', '-S', "$lib/catmouse.so"))[1] =~ /^([^:]+):/;
	($status, $out, $err) = run('dpkg', '--verify', $pkg);
	ok($status == 0 && $out eq '' && ($owner // '') eq $pkg,
		"the installed files are the package's: dpkg --verify clean, catmouse.so owned by " . ($owner // 'nobody'))
	  or diag($out . $err);

	unlink 'regression.diffs';
	($status, $out, $err) = run('pg_virtualenv', '-t', '-v', $pgver, 'make', 'installcheck');
	($tests) = ($out . $err) =~ /(All \d+ tests passed)/;
	ok($status == 0 && $tests, 'make installcheck against the installed package: ' . ($tests // 'failed'))
	  or diag(-e 'regression.diffs' ? substr(slurp('regression.diffs'), 0, 3000) : $out . $err);

	if (!$was_installed)
	{
		local $ENV{DEBIAN_FRONTEND} = 'noninteractive';
		($status, $out, $err) = run('apt-get', 'purge', '-y', $pkg);
		my ($s2) = run('make', '-s', 'install');
		ok($status == 0 && $s2 == 0, "$pkg purged again, the checkout's build installed") or diag($err);
	}
	else
	{
		pass("$pkg was installed before the test: left installed");
	}
}
done_testing();
