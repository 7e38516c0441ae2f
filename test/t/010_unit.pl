# The solver core's unit tests (test/unit/, built with AddressSanitizer and
# UndefinedBehaviorSanitizer): LeetCode's examples, the pitfall graphs with
# their remoteness, and random graphs, LeetCode-shaped graphs and grids
# checked position by position against the brute force (test/oracle/), in
# every mode and engine.  UNIT_GRAPHS random graphs (20,000).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

tap_program('unit tests', program('unit'), $ENV{UNIT_GRAPHS} // 20000);
done_testing();
