src/core/graph6.bc: src/core/graph6.c src/core/bits.h src/core/graph6.h \
  src/core/solver.h

src/core/bits.h:

src/core/graph6.h:

src/core/solver.h:
