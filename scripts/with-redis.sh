#!/usr/bin/env bash
# Runs a command with REDIS_URL pointing at a throwaway Redis server on 127.0.0.1 (Debian's redis-server,
# installed when missing and we are root), stopped afterwards.
set -euo pipefail
if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    echo "redis-server is missing: sudo sh -c 'apt-get update && apt-get install -y redis-server'" >&2
    exit 1
  fi
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server
fi
PORT="${REDIS_PORT:-56379}"
DIR="$(mktemp -d /tmp/legwork-redis-XXXXXX)"
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" --daemonize yes --pidfile "$DIR/redis.pid" >/dev/null
cleanup() { kill "$(cat "$DIR/redis.pid" 2>/dev/null)" 2>/dev/null || true; rm -rf "$DIR"; }
trap cleanup EXIT
for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
export REDIS_URL="redis://127.0.0.1:$PORT"
echo "Redis $(redis-server --version | awk '{print $3}') on $REDIS_URL"
"$@"
