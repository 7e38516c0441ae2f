src/core/render.bc: src/core/render.c src/core/render.h src/core/grid.h \
  src/core/solver.h

src/core/render.h:

src/core/grid.h:

src/core/solver.h:
