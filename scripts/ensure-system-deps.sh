#!/usr/bin/env bash
# What the browser, PostgreSQL and media storage tests need from the system: Debian's Chromium,
# PostgreSQL server, and OpenStack Swift with memcached (an S3-compatible object store,
# scripts/s3.sh). Installs them through apt only when missing (CI runs on a fresh machine).
# With arguments, only those commands, each from the Debian package of its name: a benchmark's
# `ensure-system-deps.sh wrk`.
set -euo pipefail
need=()
if [ $# -gt 0 ]; then
  for command in "$@"; do command -v "$command" >/dev/null || need+=("$command"); done
else
  [ -x /usr/bin/chromium ] || need+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  for server in proxy account container object; do
    [ -x "/usr/bin/swift-$server-server" ] || need+=("swift-$server")
  done
  [ -x /usr/bin/memcached ] || need+=(memcached)
  command -v curl >/dev/null || need+=(curl)
fi
[ ${#need[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
echo "Installing with apt: ${need[*]}"
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
