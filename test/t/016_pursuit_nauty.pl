# Many cats against the brute force on whole nauty datasets (no server).
# First the brute force itself (test/bin/pursuit_oracle_check: named graphs
# of known cop number, trees and paths by formula, a second search, and the
# dismantling theorem on every connected graph on 7 nodes); then
# test/bin/pursuit_geng compares every position, the result and the best
# placement of src/core/pursuit.c with test/oracle/pursuit_oracle.c, on
#   every connected graph on up to 7 nodes, 1, 2 and 3 cats, staying
#   allowed and not, and one cat against the dismantling theorem;
#   every connected graph on 8 nodes, one cat, and the theorem;
#   every digraph on up to 4 nodes (nauty-directg of every connected
#   graph), 1 to 3 cats, staying allowed and not;
#   every digraph of every graph on 5 nodes (disconnected ones too), 1 and
#   2 cats, staying allowed and not.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(directg geng));

my $check = program('pursuit_oracle_check');
my $geng = program('pursuit_geng');

# TAP of its own: named graphs, trees, a second search, dismantling
tap_program('the brute force', $check);
tap_program('the brute force on the 853 connected graphs on 7 nodes', 'bash', '-c',
	"set -o pipefail; nauty-geng -cq 7 | $check --geng");

sub against
{
	my ($label, $gen, @args) = @_;
	my ($status, $out, $err) = run('bash', '-c', "set -o pipefail; ($gen) | $geng @args");
	my @lines = split /\n/, $out;
	ok($status == 0, "$label: " . ($lines[-1] // 'no output')) or diag(substr($out . $err, -3000));
}

for my $v (1 .. 7)
{
	against("connected graphs on $v nodes, 1-3 cats, with and without staying, dismantling",
		"nauty-geng -cq $v", 3, '--both', '--dismantle');
}
against('connected graphs on 8 nodes, one cat, dismantling', 'nauty-geng -cq 8', 1, '--dismantle');
against('digraphs on up to 4 nodes, 1-3 cats, with and without staying',
	'for v in 1 2 3 4; do nauty-geng -cq $v | nauty-directg -q; done', 3, '--both');
against('digraphs of every graph on 5 nodes, 1-2 cats, with and without staying',
	'nauty-geng -q 5 | nauty-directg -q', 2, '--both');

done_testing();
