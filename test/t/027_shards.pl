# catmouse on shards: a coordinator and two shard servers, puzzle tables
# partitioned over postgres_fdw foreign tables, checked against the same
# data on one server (the README's "Scaling out"):
#   - answers: outcome counts, per-puzzle outcomes for int[][], jsonb and
#     graph6 columns, summaries through shard-side views, census aggregates;
#   - plans: EXPLAIN (VERBOSE) has the catmouse call inside the Remote SQL
#     of the shapes that push down (WHERE, UNION ALL of per-shard
#     aggregates, partitionwise GROUP BY the key), and not in a plain select
#     list (which the coordinator computes: use the shard-side views);
#   - the shards work at the same time (async_capable): pg_stat_activity
#     sampled on both shows them busy together;
#   - statement_timeout on the coordinator leaves nothing running on them;
#   - a shard that is down: an error naming the server; restarted, the same
#     answers;
#   - a shard with catmouse 1.0 or without it: found by the README's check
#     query before any query uses it.
use strict;
use warnings;

use CatmouseTest;
use Test::More;
use Time::HiRes qw(time usleep);

my %node;
for my $name (qw(coord s1 s2))
{
	$node{$name} = catmouse_node($name, 'max_parallel_workers_per_gather = 0');
	catmouse_database($node{$name}, 'puzzles');
}
my ($s1_host, $s1_port, $s2_host, $s2_port) =
  ($node{s1}->host, $node{s1}->port, $node{s2}->host, $node{s2}->port);

# the shards: tables, and views that solve where the data is
$node{$_}->safe_psql('puzzles', <<'SQL') for qw(s1 s2);
CREATE TABLE puzzles (id int PRIMARY KEY, g int[], j jsonb, g6 graph6);
CREATE VIEW puzzle_facts AS
  SELECT p.id, s.outcome, s.remoteness, s.states, s.draws, s.mouse_wins, s.cat_wins,
         s.max_remoteness
  FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs (id int PRIMARY KEY, g6 graph6);
CREATE VIEW graph_census AS
  SELECT g.id, c.* FROM graphs g, cat_mouse_census(g.g6) c;
SQL

# the coordinator: servers, partitioned tables over foreign tables, and the
# same data on one server for the answers to compare with
$node{coord}->safe_psql('puzzles', <<"SQL");
CREATE EXTENSION postgres_fdw;
CREATE SERVER s1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s1_host',
  port '$s1_port', dbname 'puzzles', extensions 'catmouse', async_capable 'true',
  fetch_size '10000', batch_size '1000');
CREATE SERVER s2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s2_host',
  port '$s2_port', dbname 'puzzles', extensions 'catmouse', async_capable 'true',
  fetch_size '10000', batch_size '1000');
CREATE USER MAPPING FOR CURRENT_USER SERVER s1;
CREATE USER MAPPING FOR CURRENT_USER SERVER s2;

CREATE TABLE puzzles (id int, g int[], j jsonb, g6 graph6) PARTITION BY HASH (id);
CREATE FOREIGN TABLE puzzles_s1 PARTITION OF puzzles
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'puzzles');
CREATE FOREIGN TABLE puzzles_s2 PARTITION OF puzzles
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'puzzles');
CREATE TABLE puzzle_facts (id int, outcome int, remoteness int, states bigint,
  draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int)
  PARTITION BY HASH (id);
CREATE FOREIGN TABLE puzzle_facts_s1 PARTITION OF puzzle_facts
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'puzzle_facts');
CREATE FOREIGN TABLE puzzle_facts_s2 PARTITION OF puzzle_facts
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'puzzle_facts');
CREATE TABLE graphs (id int, g6 graph6) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graphs_s1 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graphs');
CREATE FOREIGN TABLE graphs_s2 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graphs');
CREATE TABLE graph_census (id int, hole int, states bigint, draws bigint,
  mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint,
  start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint,
  longest_remoteness int, longest_mouse_start int, longest_cat_start int) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graph_census_s1 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graph_census');
CREATE FOREIGN TABLE graph_census_s2 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graph_census');

-- the same data on one server, for the answers to compare with
DO \$\$ BEGIN PERFORM setseed(0.42); END \$\$;
CREATE TABLE puzzles_local AS
WITH sizes AS (
  SELECT id, 4 + floor(random() * 17)::int AS n, random() * 0.25 AS p
  FROM generate_series(1, 2000) id
), edges AS (
  SELECT id, a, 1 + floor(random() * (a - 1))::int AS b
  FROM sizes, generate_series(2, n - 1) a
  UNION ALL SELECT id, 0, 1 + floor(random() * (n - 1))::int FROM sizes
  UNION ALL SELECT id, a, b FROM sizes, generate_series(0, n - 1) a,
                   generate_series(0, n - 1) b WHERE a < b AND random() < p
)
SELECT id, cat_mouse_graph_agg(a, b, true) AS g FROM edges GROUP BY id;
ALTER TABLE puzzles_local ADD COLUMN j jsonb, ADD COLUMN g6 graph6;
UPDATE puzzles_local SET j = array_to_json(g)::jsonb, g6 = g::graph6;
CREATE TABLE graphs_local (id int, g6 graph6);
SQL
# nauty's codes as they are (csv with a quote and a delimiter no code has)
$node{coord}->safe_psql('puzzles', <<'SQL');
COPY graphs_local FROM PROGRAM 'nauty-geng -cq 9 | awk ''{ print NR "\002" $0 }'''
  (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
INSERT INTO puzzles SELECT id, g, j, g6 FROM puzzles_local;
INSERT INTO graphs SELECT id, g6 FROM graphs_local WHERE id <= 20000;
SQL
$node{$_}->safe_psql('puzzles', 'ANALYZE') for qw(s1 s2);
note 'shards: '
  . join(' and ', map { $node{$_}->safe_psql('puzzles', 'SELECT count(*) FROM puzzles') } qw(s1 s2))
  . ' puzzles, '
  . join(' and ', map { $node{$_}->safe_psql('puzzles', 'SELECT count(*) FROM graphs') } qw(s1 s2))
  . ' graphs';

sub cq { return $node{coord}->safe_psql('puzzles', $_[0]); }

# ---- answers equal to one server's ----
my $counts = cq('SELECT s.outcome, count(*) FROM puzzles_local p, cat_mouse_summary(p.g) s GROUP BY 1 ORDER BY 1');
isnt($counts, '', "one server's outcome counts");
is(cq('SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1'), $counts,
	"outcome counts through the shard-side views equal one server's");
for my $col (qw(g j g6))
{
	is(cq("SELECT (SELECT count(*) FROM (SELECT id, cat_mouse_game($col) FROM puzzles EXCEPT SELECT id, cat_mouse_game($col) FROM puzzles_local) d) || ' ' || (SELECT count(*) FROM puzzles)"),
		'0 2000', "per-puzzle outcomes of the $col column: no difference from one server's");
}
is(cq('SELECT count(*) FROM (SELECT p.id, s.outcome, s.remoteness, s.states, s.draws, s.mouse_wins, s.cat_wins, s.max_remoteness FROM puzzles_local p, cat_mouse_summary(p.g) s EXCEPT SELECT * FROM puzzle_facts) d'),
	'0', "summaries through the shard-side views: no difference from one server's");
is(cq('SELECT count(*) FILTER (WHERE hole = 0), sum(states), sum(start_mouse_wins), max(longest_remoteness) FROM graph_census'),
	cq('SELECT count(*) FILTER (WHERE c.hole = 0), sum(c.states), sum(c.start_mouse_wins), max(c.longest_remoteness) FROM graphs_local g, cat_mouse_census(g.g6) c WHERE g.id <= 20000'),
	"census aggregates over the shards equal one server's");

# ---- plans: where the catmouse calls run ----
sub remote_sql
{
	my ($query, $setup) = @_;
	my $plan = cq(($setup // '') . "EXPLAIN (VERBOSE, COSTS OFF) $query");
	my @lines = map { s/^\s+//r } grep { /Remote SQL:/ } split /\n/, $plan;
	note "  $_" for @lines;
	return @lines;
}

sub pushes
{
	my ($label, $query, $setup) = @_;
	my @lines = remote_sql($query, $setup);
	ok(@lines && !grep({ !/cat_mouse_/ } @lines),
		"$label: the catmouse call is in the Remote SQL of every shard");
}
pushes('WHERE cat_mouse_game(g) = 1', 'SELECT id FROM puzzles WHERE cat_mouse_game(g) = 1');
pushes('UNION ALL of per-shard counts',
	'SELECT sum(c) FROM (SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) AS c FROM puzzles_s1 UNION ALL SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) FROM puzzles_s2) x');
pushes('partitionwise GROUP BY id (enable_partitionwise_aggregate), the aggregate too',
	'SELECT id, max(cat_mouse_game(j)) FROM puzzles GROUP BY id',
	'SET enable_partitionwise_aggregate = on; ');
my @plain = remote_sql('SELECT id, cat_mouse_game(g) FROM puzzles');
ok(@plain && !grep({ /cat_mouse_/ } @plain),
	'a plain select list is not pushed down (the coordinator solves): as documented');

# ---- the shards work at the same time ----
my $heavy = 'SELECT sum(s) FROM (SELECT sum(states) AS s FROM graph_census_s1 UNION ALL SELECT sum(states) FROM graph_census_s2) t';
cq('INSERT INTO graphs SELECT id, g6 FROM graphs_local WHERE id > 20000');
# a shard is busy when a coordinator's connection (postgres_fdw names
# itself so) runs a query there
my $busy = "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'postgres_fdw' AND state = 'active'";
my $session = $node{coord}->background_psql('puzzles');
my $t0 = time;
$session->query_until(qr/started/, "\\echo started\n$heavy;\n\\echo finished\n");
my ($both, $one, $samples) = (0, 0, 0);
while ($session->{stdout} !~ /finished/ && $samples < 6000)
{
	my $a = $node{s1}->safe_psql('postgres', $busy);
	my $b = $node{s2}->safe_psql('postgres', $busy);
	$samples++;
	$both++ if $a > 0 && $b > 0;
	$one++ if ($a > 0) != ($b > 0);
	$session->{run}->pump_nb;
	usleep(50_000);
}
$session->quit;
note sprintf('census of 261,080 graphs across both shards: %.2f s; samples with both shards busy: %d, one: %d',
	time - $t0, $both, $one);
ok($both > 0, "the shards' busy intervals overlap ($both samples with both busy)");

# ---- statement_timeout on the coordinator stops the shards' queries ----
my ($out, $err) = ('', '');
$node{coord}->psql('puzzles', "SET statement_timeout = '300ms'; $heavy", stdout => \$out, stderr => \$err);
sleep 1;
my $left = $node{s1}->safe_psql('postgres', $busy) + $node{s2}->safe_psql('postgres', $busy);
ok($err =~ /canceling statement due to statement timeout/ && $left == 0,
	"statement_timeout on the coordinator: cancelled, $left queries left running on the shards")
  or diag($err);

# ---- a shard that is down ----
$node{s2}->stop;
$node{coord}->psql('puzzles', 'SELECT count(*) FROM puzzle_facts', stdout => \$out, stderr => \$err);
like($err, qr/could not connect to server "s2"/, 'a shard that is down: the error names the server');
$node{s2}->start;
is(cq('SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1'), $counts,
	'the shard back up: the same answers, nothing lost');

# ---- a shard with another catmouse version, or none ----
$node{s2}->safe_psql('postgres', 'CREATE DATABASE old');
$node{s2}->safe_psql('postgres', 'CREATE DATABASE bare');
$node{s2}->safe_psql('old', "CREATE EXTENSION catmouse VERSION '1.0'");
cq(<<"SQL");
CREATE SERVER s2_old FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s2_host',
  port '$s2_port', dbname 'old', extensions 'catmouse');
CREATE SERVER s2_bare FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s2_host',
  port '$s2_port', dbname 'bare', extensions 'catmouse');
CREATE USER MAPPING FOR CURRENT_USER SERVER s2_old;
CREATE USER MAPPING FOR CURRENT_USER SERVER s2_bare;
SQL
# the check query of the README: every server that names catmouse in its
# extensions option, and the version installed there
cq(<<'SQL');
CREATE FUNCTION catmouse_shard_versions(OUT server name, OUT shard_version text,
                                        OUT local_version text)
RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE
  srv record;
BEGIN
  SELECT extversion INTO local_version FROM pg_extension WHERE extname = 'catmouse';
  FOR srv IN SELECT s.srvname FROM pg_foreign_server s
             JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw AND w.fdwname = 'postgres_fdw'
             WHERE EXISTS (SELECT 1 FROM unnest(s.srvoptions) o
                           WHERE o LIKE 'extensions=%' AND o ~ '(=|,)\s*catmouse\s*(,|$)')
             ORDER BY 1
  LOOP
    EXECUTE format('CREATE FOREIGN TABLE pg_temp.ext_%s (extname name, extversion text)
                    SERVER %I OPTIONS (schema_name %L, table_name %L)',
                   srv.srvname, srv.srvname, 'pg_catalog', 'pg_extension');
    EXECUTE format('SELECT coalesce((SELECT extversion FROM pg_temp.ext_%s
                                     WHERE extname = %L), %L)',
                   srv.srvname, 'catmouse', 'none') INTO shard_version;
    server := srv.srvname;
    RETURN NEXT;
  END LOOP;
END $$;
SQL
is(cq('SELECT server, shard_version, local_version FROM catmouse_shard_versions() WHERE shard_version IS DISTINCT FROM local_version'),
	"s2_bare|none|1.1\ns2_old|1.0|1.1",
	'the check query finds the shard with catmouse 1.0 and the one without it');

done_testing();
