# Random SQL over catmouse (sqlsmith): SQLSMITH_QUERIES queries (10,000 by
# default; 200,000 for a longer run) as an ordinary role, on tables of
# puzzles (graph6, int[][], jsonb, text, cat_mouse_puzzle columns) and
# grids, and views that call the 1.1 functions (geng, canonical forms,
# automorphisms, the censuses, census runs' progress) on them, so that
# sqlsmith's expressions reach catmouse's functions and types.  Every query
# under statement_timeout and a small catmouse.max_memory.  Passes when
# sqlsmith ran them all, no backend died (the server log), no error was
# internal (SQLSTATE XX000), and the functions of 1.1 were called
# (pg_stat_user_functions).
#   SQLSMITH_QUERIES=N   SQLSMITH_SEED=S (default: a new one each run,
#   printed, so that a failing run can be run again as it was)
# Runs when PG_TEST_EXTRA contains sqlsmith (test/run.sh, and so CI, sets it).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

extra_test('sqlsmith', 'random SQL by sqlsmith', sqlsmith => 'sqlsmith');

my $queries = $ENV{SQLSMITH_QUERIES} // 10000;
my $seed = $ENV{SQLSMITH_SEED} // int(rand(2**31));
diag("sqlsmith seed $seed, $queries queries (SQLSMITH_SEED=$seed runs them again)");
my $node = catmouse_node('smith', q{log_line_prefix = '%m [%p] %e '}, q{track_functions = 'all'},
	'log_min_error_statement = error', 'log_error_verbosity = verbose');
$node->safe_psql('postgres', q{
CREATE ROLE smith LOGIN;
CREATE DATABASE smith OWNER smith;
ALTER ROLE smith SET statement_timeout = '2s';
ALTER ROLE smith SET catmouse.max_memory = '64MB'});
$node->safe_psql('smith', 'CREATE EXTENSION catmouse');
$node->safe_psql('smith', q{
SET ROLE smith;
CREATE TABLE puzzles AS
  SELECT i::int AS id, g, g::int[] AS adj, to_jsonb(g::int[]) AS j, g::text AS t,
         cat_mouse_canonical_puzzle(g, 0, 1, 2) AS p, cat_mouse_canonical(g) AS canon
  FROM cat_mouse_geng(6, connected => true) WITH ORDINALITY x(g, i);
INSERT INTO puzzles (id, g, t) VALUES (1000, NULL, 'DQd'), (1001, '?', '[[1],[0]]');
CREATE TABLE grids (id int, grid text[]);
INSERT INTO grids VALUES (1, '{"M.C...F"}'), (2, '{"####F","#C...","M...."}'), (3, '{"M#C","..F"}'), (4, NULL);
CREATE VIEW summaries AS SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE VIEW symmetry AS SELECT p.id, a.* FROM puzzles p, cat_mouse_automorphisms(p.g) a;
CREATE VIEW generated AS SELECT * FROM cat_mouse_geng(5) WITH ORDINALITY g(code, n);
CREATE VIEW cop_census AS SELECT * FROM cat_mouse_cop_census_chunks(6, 4);
CREATE VIEW hole_census AS SELECT * FROM cat_mouse_census_chunks(6, 4);
CREATE VIEW censuses AS SELECT p.id, c.* FROM puzzles p, cat_mouse_census(p.adj) c;
CREATE VIEW pursuits AS SELECT p.id, c.* FROM puzzles p, cat_mouse_pursuit(p.j, 2) c;
CREATE VIEW grid_rows AS SELECT q.id, r.* FROM grids q, cat_mouse_grid_states(q.grid, 1, 2) r;
CALL cat_mouse_census_run('census7', 7, 'cops', chunks => 4);
CALL cat_mouse_census_run('holes7', 7, chunks => 4)});

my $log_start = -s $node->logfile;
my ($status, $out, $err) = run('sqlsmith', '--target=' . $node->connstr('smith') . ' user=smith',
	'--exclude-catalog', "--max-queries=$queries", "--seed=$seed", '--verbose');
my ($error_rate) = $err =~ /error rate: ([\d.]+)/;
ok($status == 0 && defined $error_rate,
	"sqlsmith ran $queries queries (seed $seed) to the end; error rate " . ($error_rate // '?'))
  or diag("exit status $status\n" . substr($err, -3000));

# internal errors (XX000), by where they were raised (LOCATION: function,
# file): catmouse's C files, or PostgreSQL's own (sqlsmith reaches known
# ones in PostgreSQL, with no catmouse function in the query)
my @lines = split /\n/, substr(slurp($node->logfile), $log_start);
# catmouse's functions by file (a definition starts a line: "name(")
my %ours;
for my $path (glob('src/pg/*.c src/core/*.c'))
{
	my ($file) = $path =~ m{([^/]+)$};
	my $text = slurp($path);
	$ours{"$file $1"} = 1 while $text =~ /^(\w+)\(/mg;
}
my (@catmouse, %postgres);
for my $i (0 .. $#lines)
{
	next unless $lines[$i] =~ / XX000 ERROR:\s+(.*)/;
	my $message = $1;
	my ($where, $file) = join("\n", @lines[ $i + 1 .. ($i + 4 > $#lines ? $#lines : $i + 4) ]) =~ /LOCATION:\s+(\S+), (\S+\.c):\d+/;
	if (defined $file && $ours{"$file $where"})
	{
		push @catmouse, "$message ($where, $file)";
	}
	else
	{
		$postgres{ $message . ' (' . ($where // '?') . ', ' . ($file // '?') . ')' }++;
	}
}
is(scalar @catmouse, 0, 'no internal error (SQLSTATE XX000) raised by catmouse\'s code')
  or diag(join("\n", @catmouse));
note 'internal errors of PostgreSQL\'s own code that the random queries reached: '
  . (join('; ', map { "$postgres{$_} x $_" } sort keys %postgres) || 'none');
is(server_crashes($node), 0, 'no backend terminated by a signal');

# which of catmouse's functions the queries called
my $calls = $node->safe_psql('smith', q{
SELECT string_agg(funcname || ' ' || calls, ', ' ORDER BY calls DESC)
FROM (SELECT funcname, sum(calls) calls FROM pg_stat_user_functions GROUP BY 1) f});
note "calls: $calls";
my %calls = map { /^(\S+) (\d+)$/ ? ($1 => $2) : () } split /, /, $calls;
for my $f (qw(cat_mouse_geng cat_mouse_canonical cat_mouse_canonical_puzzle cat_mouse_automorphisms
	cat_mouse_cop_census cat_mouse_census cat_mouse_census_status cat_mouse_summary))
{
	ok(($calls{$f} // 0) > 0, "$f called by the random queries (" . ($calls{$f} // 0) . ' calls)');
}
my $errors = () = $err =~ /^\d+\s+ERROR:/mg;
note "sqlsmith's error summary: $errors kinds of error";
diag("failed with sqlsmith seed $seed: SQLSMITH_SEED=$seed SQLSMITH_QUERIES=$queries runs the same queries")
  unless Test::More->builder->is_passing;
done_testing();
