#!/usr/bin/env bash
# A throwaway S3-compatible object store on a loopback port, for the media storage tests:
# OpenStack Swift (Debian's swift-* packages) with its S3 API, one replica on one local device,
# and the memcached its authentication keeps tokens in.
#   scripts/s3.sh start    -> prints the endpoint, access key and secret as S3_* variables
#   scripts/s3.sh stop | destroy
# S3_TEST_PORT (default 18080; the storage servers and memcached use the four ports after it) and
# S3_TEST_DIR (default /tmp/nj-agent-s3-<port>) can be set. The servers write their messages to
# <dir>/*.log.
set -euo pipefail
port=${S3_TEST_PORT:-18080}
dir=${S3_TEST_DIR:-/tmp/nj-agent-s3-$port}
access_key=site:media
secret=site-media-test-secret

need=()
for server in proxy account container object; do
  [ -x "/usr/bin/swift-$server-server" ] || need+=("swift-$server")
done
[ -x /usr/bin/memcached ] || need+=(memcached)
command -v curl >/dev/null || need+=(curl)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "Installing with apt: ${need[*]}" >&2
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Middleware stanzas that need no option: [filter:<name>] from Swift's egg of the same name.
filters() {
  local name
  for name in "$@"; do printf '[filter:%s]\nuse = egg:swift#%s\n' "$name" "${name//-/_}"; done
}

write_configs() {
  mkdir -p "$dir/devices/d1" "$dir/run"
  local user
  user=$(id -un)
  cat >"$dir/swift.conf" <<EOF
[swift-hash]
swift_hash_path_prefix = nj-agent-test
swift_hash_path_suffix = nj-agent-test
[storage-policy:0]
name = Policy-0
default = yes
EOF
  local kind offset
  for kind in account container object; do
    case $kind in account) offset=1 ;; container) offset=2 ;; object) offset=3 ;; esac
    cat >"$dir/$kind-server.conf" <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $((port + offset))
devices = $dir/devices
mount_check = false
disable_fallocate = true
swift_dir = $dir
user = $user
workers = 1
log_level = WARNING
[pipeline:main]
pipeline = healthcheck $kind-server
[app:$kind-server]
use = egg:swift#$kind
$(filters healthcheck)
EOF
    (
      cd "$dir"
      swift-ring-builder "$kind.builder" create 4 1 1 >/dev/null
      swift-ring-builder "$kind.builder" add "r1z1-127.0.0.1:$((port + offset))/d1" 1 >/dev/null
      swift-ring-builder "$kind.builder" rebalance >/dev/null || true
    )
  done
  cat >"$dir/proxy-server.conf" <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $port
swift_dir = $dir
user = $user
workers = 1
log_level = WARNING
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
[filter:s3api]
use = egg:swift#s3api
location = us-east-1
[filter:tempauth]
use = egg:swift#tempauth
user_site_media = $secret .admin
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:$((port + 4))
$(filters catch_errors gatekeeper healthcheck proxy-logging listing_formats copy slo dlo)
EOF
}

stop() {
  local file pid pids=()
  for file in "$dir"/run/*.pid; do
    [ -f "$file" ] || continue
    pid=$(cat "$file")
    kill "$pid" 2>/dev/null && pids+=("$pid")
    rm -f "$file"
  done
  # Gone before the folder is: a server still writing would leave files behind.
  for _ in $(seq 1 50); do
    local alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && return
    sleep 0.1
  done
}

running() { [ -f "$dir/run/$1.pid" ] && kill -0 "$(cat "$dir/run/$1.pid")" 2>/dev/null; }

# Any of the five ports taken by something this folder did not start (another store, another
# program): Swift would share the port with it, and requests would go to either at random.
ports_taken() {
  local offset
  for offset in 0 1 2 3 4; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$((port + offset))") 2>/dev/null; then return 0; fi
  done
  return 1
}

case "${1:-}" in
  start)
    if ! running proxy && ports_taken; then
      echo "a port in $port-$((port + 4)) is already in use: set S3_TEST_PORT to a free range" >&2
      exit 1
    fi
    [ -f "$dir/proxy-server.conf" ] || write_configs
    if ! running memcached; then
      setsid memcached -l 127.0.0.1 -p $((port + 4)) -U 0 -m 16 -u "$(id -un)" >>"$dir/memcached.log" 2>&1 &
      echo $! >"$dir/run/memcached.pid"
    fi
    for server in account container object proxy; do
      running "$server" && continue
      # -v: messages to the log file here rather than to syslog.
      setsid "swift-$server-server" "$dir/$server-server.conf" -v >>"$dir/$server.log" 2>&1 &
      echo $! >"$dir/run/$server.pid"
    done
    # Ready when the proxy and the three storage servers behind it answer.
    ready() {
      local offset
      for offset in 0 1 2 3; do
        curl -sf "http://127.0.0.1:$((port + offset))/healthcheck" >/dev/null || return 1
      done
    }
    for _ in $(seq 1 150); do
      ready && break
      sleep 0.2
    done
    ready || { echo "the S3 test server did not start; see $dir/*.log" >&2; stop; exit 1; }
    echo "S3_ENDPOINT=http://127.0.0.1:$port"
    echo "S3_ACCESS_KEY_ID=$access_key"
    echo "S3_SECRET_ACCESS_KEY=$secret"
    ;;
  stop) stop ;;
  destroy)
    stop
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop|destroy" >&2; exit 2 ;;
esac
