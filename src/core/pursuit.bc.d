src/core/pursuit.bc: src/core/pursuit.c src/core/bits.h \
  src/core/pursuit.h src/core/solver.h

src/core/bits.h:

src/core/pursuit.h:

src/core/solver.h:
