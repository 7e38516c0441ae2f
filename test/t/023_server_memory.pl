# Memory of one backend: each SQL function 10,000 times on random puzzles
# with a bad input every tenth call (server_memory.sql); the backend's own
# memory after 1,000 and after 10,000 calls must agree within 1 MB, and
# the backend must still solve.
use strict;
use warnings;

use CatmouseTest;
use Test::More;

my $node = catmouse_node('memory');
my $db = catmouse_database($node, 'memory');
psql_tap('server memory', $node, $db, slurp('test/t/server_memory.sql'));
done_testing();
