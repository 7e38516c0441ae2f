#!/usr/bin/env bash
# The census: every connected graph on n nodes, for n = 1 .. N, as nauty's
# geng enumerates them, solved for every choice of hole, in a throwaway
# database.  Installs what is needed (what building catmouse needs, as the
# quick start, and nauty's programs: Debian package nauty, nauty-geng and
# nauty-directg) and builds catmouse first.  As root:
#
#   bash demo/census.sh N [--directed] [--cops] [--chunk GRAPHS]
#
# --directed: every orientation of those graphs instead (nauty-directg:
# each edge one way, the other, or both).  --cops: cops and robbers (many
# cats, no hole): graphs by cop number and the largest capture time of one
# cat.  Prints a table a line per n,
# and progress lines while a size takes more than one chunk.  See
# demo/census_run.sh for what is measured.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: bash demo/census.sh N [--directed] [--cops] [--chunk GRAPHS]" >&2
  exit 2
fi
bash tools/install-deps.sh >/dev/null
# nauty's programs, which the census loads its graphs from (install-deps
# has run apt-get update)
if ! command -v nauty-geng >/dev/null || ! command -v nauty-directg >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nauty >/dev/null
fi
make -s >/dev/null
make -s install >/dev/null
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
# a server sized for the job: every core for parallel workers
pg_virtualenv -t -v "$pgver" -o "max_worker_processes=$(( $(nproc) + 4 ))" \
  -o "max_parallel_workers=$(nproc)" -o "shared_buffers=512MB" \
  bash demo/census_run.sh "$@"
