
# CatmouseCitus: a Citus cluster for catmouse's TAP tests, on PostgreSQL's own
# framework: a coordinator and workers, each a PostgreSQL::Test::Cluster of
# this machine (loopback: the nodes reach each other through the test's
# socket directory), with Citus first in shared_preload_libraries.
#
#   needs_citus()                      skip the test (plan skip_all) where
#                                      Citus is not installed for this major;
#                                      where CATMOUSE_CITUS=required (set by
#                                      tools/test-majors.sh once it has built
#                                      Citus) a missing Citus fails instead
#   citus_cluster(NAME, WORKERS, CONF...)
#                                      started nodes (coordinator first), each
#                                      with CONF lines, CREATE EXTENSION citus
#                                      in database postgres, the workers added
#                                      to the coordinator; returns the list
#   citus_node_name(NODE)              how Citus names NODE in its errors and
#                                      in citus_add_node: "host:port"
#   citus_nodes(NAME, WORKERS, CONF...)
#                                      the same started nodes with Citus
#                                      preloaded and nothing else: for a test
#                                      that runs the setup itself (the
#                                      documentation's, 037_citus.pl)
#
# Citus is not in Debian's archive: tools/test-majors.sh builds it from its
# source in each Debian root (its README says where the source comes from).
package CatmouseCitus;

use strict;
use warnings FATAL => 'all';

use Exporter 'import';
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

our @EXPORT = qw(needs_citus citus_cluster citus_node_name citus_nodes);

sub needs_citus
{
	my $pkglibdir = `pg_config --pkglibdir`;
	chomp $pkglibdir;
	return if -f "$pkglibdir/citus.so";
	my $why = "Citus is not installed for this PostgreSQL ($pkglibdir/citus.so)";
	BAIL_OUT("$why, and CATMOUSE_CITUS=required")
	  if ($ENV{CATMOUSE_CITUS} // '') eq 'required';
	plan skip_all => $why;
}

sub citus_node_name
{
	my ($node) = @_;
	return $node->host . ':' . $node->port;
}

sub citus_nodes
{
	my ($name, $workers, @conf) = @_;
	my @nodes;
	for my $i (0 .. $workers)
	{
		my $node = PostgreSQL::Test::Cluster->new($i ? "${name}_worker$i" : "${name}_coordinator");
		$node->init;
		$node->append_conf(
			'postgresql.conf', join("\n",
				"shared_preload_libraries = 'citus'",
				'fsync = off',
				'max_worker_processes = 16',
				'max_connections = 200',
				'max_prepared_transactions = 100',
				# the workers' task queries reach the other nodes through
				# the test's socket directory
				'citus.node_conninfo = \'sslmode=disable\'',
				@conf)
			  . "\n");
		$node->start;
		push @nodes, $node;
	}
	return @nodes;
}

sub citus_cluster
{
	my ($name, $workers, @conf) = @_;
	my @nodes = citus_nodes($name, $workers, @conf);
	for my $node (@nodes)
	{
		$node->safe_psql('postgres', 'CREATE EXTENSION citus');
	}
	my ($coordinator, @worker) = @nodes;
	$coordinator->safe_psql('postgres',
		sprintf("SELECT citus_set_coordinator_host('%s', %d)", $coordinator->host, $coordinator->port));
	for my $w (@worker)
	{
		$coordinator->safe_psql('postgres', sprintf("SELECT citus_add_node('%s', %d)", $w->host, $w->port));
	}
	return @nodes;
}

1;
