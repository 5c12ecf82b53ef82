#!/usr/bin/env bash
# docker-compose.yml is a valid compose file: `config -q` of Docker's compose plugin, or of
# Debian's docker-compose (installed here when apt can). Where neither can be had, it says the
# file was not checked and does not fail the run; a file compose refuses fails it.
set -uo pipefail
cd "$(dirname "$0")/.."

compose() {
  if docker compose version >/dev/null 2>&1; then
    docker compose "$@"
  else
    docker-compose "$@"
  fi
}

if ! docker compose version >/dev/null 2>&1 && ! command -v docker-compose >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing docker-compose to check docker-compose.yml"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends docker-compose >/dev/null 2>&1 ||
      { apt-get update -qq >/dev/null 2>&1 &&
        apt-get install -y -qq --no-install-recommends docker-compose >/dev/null 2>&1; }
  fi
  if ! command -v docker-compose >/dev/null 2>&1; then
    echo "docker-compose.yml: no compose found or installable; the file was not checked"
    exit 0
  fi
fi

if compose -f docker-compose.yml config -q; then
  echo "docker-compose.yml: compose config -q passed"
else
  echo "docker-compose.yml: compose config -q refused the file (above)" >&2
  exit 1
fi
