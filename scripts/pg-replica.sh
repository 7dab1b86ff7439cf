#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL server, for the read-routing tests and for trying
# DATABASE_READ_URL on one machine: the same Debian packages as the primary, another port.
#
#   scripts/pg-replica.sh start   # copies the primary (pg_basebackup) and starts the replica
#   scripts/pg-replica.sh stop    # stops it and removes its folder
#
# The primary is PRIMARY_HOST:PRIMARY_PORT (127.0.0.1:5432, user postgres, trust); the replica listens
# on 127.0.0.1:REPLICA_PORT (5433) with its data in REPLICA_DIR (/tmp/palco-replica). The primary must
# accept replication connections from 127.0.0.1: when its pg_hba.conf does not, and this script may
# write it (root on a test machine), one trust line is added and the primary reloads its settings.
set -euo pipefail

primary_host=${PRIMARY_HOST:-127.0.0.1}
primary_port=${PRIMARY_PORT:-5432}
port=${REPLICA_PORT:-5433}
dir=${REPLICA_DIR:-/tmp/palco-replica}
primary=(psql -h "$primary_host" -p "$primary_port" -U postgres -d postgres -Atq)

# PostgreSQL refuses to run as root: the server's own user runs the replica.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

version=$(("$("${primary[@]}" -c 'show server_version_num')" / 10000))
bin=/usr/lib/postgresql/$version/bin
[ -x "$bin/pg_ctl" ] || { echo "PostgreSQL $version não encontrado em $bin" >&2; exit 1; }

stop() {
  if [ -f "$dir/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null; fi
  rm -rf "$dir"
}

start() {
  stop
  hba=$("${primary[@]}" -c 'show hba_file')
  if ! grep -Eq '^host[[:space:]]+replication[[:space:]]' "$hba" 2>/dev/null; then
    if [ -w "$hba" ]; then
      echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
      "${primary[@]}" -c 'select pg_reload_conf()' >/dev/null
    else
      echo "O principal não aceita conexões de replicação e $hba não pode ser alterado por este usuário." >&2
      exit 1
    fi
  fi
  mkdir -p "$dir"
  chmod 700 "$dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  as_owner "$bin/pg_basebackup" -h "$primary_host" -p "$primary_port" -U postgres -D "$dir" -X stream -R -c fast
  # A hot standby needs at least the primary's limits; Debian keeps the primary's settings in /etc,
  # so the copy has none of its own but these.
  {
    echo "listen_addresses = '127.0.0.1'"
    echo "port = $port"
    echo "unix_socket_directories = '$dir'"
    echo "hot_standby = on"
    echo "hot_standby_feedback = on"
    for setting in max_connections max_worker_processes max_prepared_transactions max_locks_per_transaction max_wal_senders; do
      echo "$setting = $("${primary[@]}" -c "show $setting")"
    done
  } | as_owner tee "$dir/postgresql.conf" >/dev/null
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_owner tee "$dir/pg_hba.conf" >/dev/null
  as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w start >/dev/null
  echo "Réplica em postgres://postgres@127.0.0.1:$port (copiando de $primary_host:$primary_port)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "uso: $0 start|stop" >&2
    exit 2
    ;;
esac
