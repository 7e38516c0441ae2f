# catmouse: exact Cat and Mouse game solver for PostgreSQL (PGXS)

EXTENSION = catmouse
MODULE_big = catmouse
OBJS = src/graph.o src/solver.o src/solver_small.o src/census.o src/grid.o src/graph6.o src/render.o src/pursuit.o \
	src/input.o src/input_array.o src/input_jsonb.o src/input_text.o \
	src/input_graph6.o src/input_grid.o \
	src/catmouse.o src/result.o src/graph_funcs.o src/grid_funcs.o \
	src/graph_agg.o src/graph6_type.o src/moves_funcs.o src/pursuit_funcs.o
EXTVERSION = 1.1
DATA = catmouse--1.0.sql catmouse--1.0--1.1.sql
DATA_built = catmouse--$(EXTVERSION).sql
PGFILEDESC = "catmouse - exact Cat and Mouse game solver"

REGRESS = leetcode pitfalls options grid nulls named_args states play summary inputs properties datasets parallel cancel errors graph6 batch explain pursuit api
REGRESS_OPTS = --load-extension=catmouse

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# the full script of a version: the first release and the upgrades since
catmouse--$(EXTVERSION).sql: catmouse--1.0.sql catmouse--1.0--1.1.sql
	( sed 's#^/\* catmouse--1.0.sql \*/#/* catmouse--$(EXTVERSION).sql: catmouse--1.0.sql followed by catmouse--1.0--1.1.sql (made by make) */#' $(word 1,$^); \
	  sed -e '/^\\echo /d' -e 's#^/\* catmouse--1.0--1.1.sql \*/#-- from catmouse--1.0--1.1.sql#' $(word 2,$^) ) > $@

# a build outside the source tree (make -f SRC/Makefile VPATH=SRC, as Debian's
# pg_buildext does in build-<version>/) puts the objects in its own src/
ifdef VPATH
$(shell mkdir -p src)
endif

# PGXS tracks no header dependencies of its own
$(OBJS): src/solver.h src/grid.h src/graph6.h src/pursuit.h
src/solver.o src/solver_small.o src/census.o: src/solver_internal.h
src/solver.o: src/solver_layers.h
$(OBJS): src/catmouse.h src/input.h

# ---- server-free targets: the solver core alone ----

CORE_SRC = src/graph.c src/solver.c src/solver_small.c src/census.c src/grid.c src/graph6.c src/render.c src/pursuit.c
CORE_HDR = src/solver.h src/solver_internal.h src/solver_layers.h src/grid.h src/graph6.h src/render.h src/pursuit.h
TEST_CC ?= cc
TEST_CFLAGS ?= -std=c99 -O2 -g -Wall -Wextra -Werror \
	-Wdeclaration-after-statement -Werror=vla -Wmissing-prototypes \
	-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
UNIT_GRAPHS ?= 20000

TEST_SRC = test/unit.c test/unit_graph6.c test/unit_census.c test/unit_render.c test/gen.c test/oracle.c test/checks.c test/code_checks.c test/unit_pursuit.c test/pursuit_oracle.c
TEST_HDR = test/gen.h test/oracle.h test/checks.h test/code_checks.h test/unit.h test/pursuit_oracle.h

test/unit: $(TEST_SRC) $(TEST_HDR) $(CORE_SRC) $(CORE_HDR)
	$(TEST_CC) $(TEST_CFLAGS) -o $@ $(TEST_SRC) $(CORE_SRC)

.PHONY: unit list-core-src list-test-src
unit: test/unit
	./test/unit $(UNIT_GRAPHS)

# the source lists, for the scripts that build the mutants (test/mutants.sh)
list-core-src:
	@echo $(CORE_SRC)
list-test-src:
	@echo $(TEST_SRC)

# the graph6 codec as a filter, checked against nauty's tools
test/g6tool: test/g6tool.c test/code_checks.c test/code_checks.h src/graph6.c src/graph6.h src/solver.h
	$(TEST_CC) $(TEST_CFLAGS) -D_GNU_SOURCE -o $@ test/g6tool.c test/code_checks.c src/graph6.c

# many cats against the brute force on nauty's datasets (test/pursuit_check.sh)
test/pursuit_geng: test/pursuit_geng.c test/pursuit_oracle.c test/pursuit_oracle.h src/pursuit.c src/pursuit.h src/graph6.c src/graph6.h src/solver.h
	$(TEST_CC) $(TEST_CFLAGS) -o $@ test/pursuit_geng.c test/pursuit_oracle.c src/pursuit.c src/graph6.c

test/pursuit_oracle_check: test/pursuit_oracle_check.c test/pursuit_oracle.c test/pursuit_oracle.h
	$(TEST_CC) $(TEST_CFLAGS) -o $@ test/pursuit_oracle_check.c test/pursuit_oracle.c

EXTRA_CLEAN = test/unit test/unit_plain test/g6tool test/pursuit_geng test/pursuit_oracle_check bench/core_bench bench/gen $(FUZZERS) $(DISTNAME).zip

BENCH_CFLAGS ?= -std=c99 -O2 -g -Wall -Wextra -Werror
bench/core_bench: bench/core_bench.c $(CORE_SRC) $(CORE_HDR)
	$(TEST_CC) $(BENCH_CFLAGS) -o $@ bench/core_bench.c $(CORE_SRC)

bench/gen: bench/gen.c
	$(TEST_CC) $(BENCH_CFLAGS) -o $@ bench/gen.c -lm

# ---- fuzzing (libFuzzer; clang and Debian's libclang-rt-14-dev) ----

FUZZ_CC ?= clang
FUZZ_CFLAGS ?= -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZERS = fuzz/grid_fuzz fuzz/graph_fuzz fuzz/solver_fuzz fuzz/graph6_fuzz

fuzz/grid_fuzz: fuzz/grid_fuzz.c fuzz/fuzz_common.h $(CORE_SRC) $(CORE_HDR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ fuzz/grid_fuzz.c $(CORE_SRC)
fuzz/graph_fuzz: fuzz/graph_fuzz.c fuzz/fuzz_common.h $(CORE_SRC) $(CORE_HDR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ fuzz/graph_fuzz.c $(CORE_SRC)
fuzz/graph6_fuzz: fuzz/graph6_fuzz.c fuzz/fuzz_common.h test/code_checks.c test/code_checks.h $(CORE_SRC) $(CORE_HDR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ fuzz/graph6_fuzz.c test/code_checks.c $(CORE_SRC)
fuzz/solver_fuzz: fuzz/solver_fuzz.c fuzz/fuzz_common.h test/oracle.c test/oracle.h test/checks.c test/checks.h test/pursuit_oracle.c test/pursuit_oracle.h $(CORE_SRC) $(CORE_HDR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ fuzz/solver_fuzz.c test/oracle.c test/checks.c test/pursuit_oracle.c $(CORE_SRC)

.PHONY: fuzzers
fuzzers: $(FUZZERS)

# ---- memory checks of the core: valgrind memcheck and AddressSanitizer ----

MEMCHECK_GRAPHS ?= 1000
test/unit_plain: $(TEST_SRC) $(TEST_HDR) $(CORE_SRC) $(CORE_HDR)
	$(TEST_CC) -std=c99 -O1 -g -o $@ $(TEST_SRC) $(CORE_SRC)

.PHONY: memcheck
memcheck: test/unit test/unit_plain
	@bash test/memcheck.sh $(MEMCHECK_GRAPHS)

# ---- release: the archive PGXN takes, and the Debian package ----

# META.json's version: the extension's version as three numbers (test/meta_check.py
# checks that they agree)
DISTVERSION = $(EXTVERSION).0
DISTNAME = $(EXTENSION)-$(DISTVERSION)

.PHONY: dist deb
dist:
	git archive --format zip --prefix=$(DISTNAME)/ --output $(DISTNAME).zip HEAD
	@echo "$(DISTNAME).zip (the committed tree of HEAD)"

deb:
	bash tools/build-deb.sh
