# Sourced by test/shards.sh and bench/shards.sh: throwaway PostgreSQL
# clusters on loopback ports, in one temporary directory, stopped and
# removed by a trap whatever happens.  Works as root (the servers run as
# the postgres user) or as an ordinary user.
#
#   clusters_init            make the directory, set the trap
#   cluster_start NAME [GUC=VALUE ...]   initdb + pg_ctl start; sets PORT_NAME
#   cluster_stop NAME / cluster_restart NAME
#   cpsql NAME [psql args]   psql to that cluster's postgres database
#   CLUSTERS_DIR             the directory (logs in $CLUSTERS_DIR/NAME.log)

PGBIN=$(pg_config --bindir)
CLUSTERS_DIR=""
CLUSTERS=()

clusters_cleanup() {
  local c
  for c in "${CLUSTERS[@]}"; do
    as_owner "$PGBIN/pg_ctl" -D "$CLUSTERS_DIR/$c" -m immediate stop >/dev/null 2>&1 || true
  done
  [ -n "$CLUSTERS_DIR" ] && rm -rf "$CLUSTERS_DIR"
}

as_owner() {	# run a server program as the clusters' owner
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

clusters_init() {
  CLUSTERS_DIR=$(mktemp -d)
  chmod 755 "$CLUSTERS_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres "$CLUSTERS_DIR"
  trap clusters_cleanup EXIT
}

free_port() {	# a loopback port nothing listens on
  local p
  for p in $(shuf -i 20000-40000 -n 50); do
    if ! (echo > /dev/tcp/127.0.0.1/"$p") 2>/dev/null; then
      echo "$p"
      return 0
    fi
  done
  return 1
}

cluster_start() {
  local name=$1 port opt
  shift
  port=$(free_port)
  as_owner "$PGBIN/initdb" -D "$CLUSTERS_DIR/$name" -U postgres -A trust \
    --no-sync >/dev/null
  {
    echo "port = $port"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$CLUSTERS_DIR'"
    echo "fsync = off"
    echo "log_line_prefix = '%m [%p] %q%u@%d '"
    for opt in "$@"; do
      echo "$opt"
    done
  } >> "$CLUSTERS_DIR/$name/postgresql.conf"
  CLUSTERS+=("$name")
  eval "PORT_$name=$port"
  as_owner "$PGBIN/pg_ctl" -D "$CLUSTERS_DIR/$name" -l "$CLUSTERS_DIR/$name.log" \
    -w start >/dev/null
}

cluster_stop() {
  as_owner "$PGBIN/pg_ctl" -D "$CLUSTERS_DIR/$1" -m fast -w stop >/dev/null
}

cluster_restart() {
  as_owner "$PGBIN/pg_ctl" -D "$CLUSTERS_DIR/$1" -l "$CLUSTERS_DIR/$1.log" -w start >/dev/null
}

cpsql() {
  local name=$1 port_var
  shift
  port_var="PORT_$name"
  psql -X -q -h 127.0.0.1 -p "${!port_var}" -U postgres -d postgres "$@"
}
