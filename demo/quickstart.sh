#!/usr/bin/env bash
# Quick start: install what is needed, build and install catmouse, and solve
# the sample puzzles of demo/puzzles.sql in a throwaway database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
make -s >/dev/null
make -s install >/dev/null
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pg_virtualenv -t -v "$pgver" psql -X -q -v ON_ERROR_STOP=1 -f demo/puzzles.sql
