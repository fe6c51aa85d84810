#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, for tests and for generating migrations.
#   scripts/pg.sh start [db]   -> creates database db (default: site), prints its DATABASE_URL
#   scripts/pg.sh stop
# PG_TEST_PORT (default 54329) and PG_TEST_DIR (default /tmp/nj-agent-pg-<port>) can be set.
set -euo pipefail
port=${PG_TEST_PORT:-54329}
dir=${PG_TEST_DIR:-/tmp/nj-agent-pg-$port}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 1; }

# initdb refuses to run as root: run the server as the postgres system user then.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      rm -rf "$dir" && mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    if ! as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
        -o "-h 127.0.0.1 -p $port -k /tmp -c fsync=off -c full_page_writes=off" start >/dev/null
    fi
    db=${2:-site}
    as_pg "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 ||
      as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$db"
    echo "postgres://postgres@127.0.0.1:$port/$db"
    ;;
  stop)
    [ -f "$dir/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
  destroy)
    "$0" stop; rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop|destroy" >&2; exit 2 ;;
esac
