src/core/census.bc: src/core/census.c src/core/solver_internal.h \
  src/core/bits.h src/core/solver.h

src/core/solver_internal.h:

src/core/bits.h:

src/core/solver.h:
