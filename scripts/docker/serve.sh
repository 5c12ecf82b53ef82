#!/bin/sh
# Starts the shell's server (manifest, /api proxy, history fallback) or a remote's static server.
set -eu
if [ "$WORKSPACE" = "shell" ]; then
  exec node shell/server/serve-shell.mjs
fi
exec node packages/build-config/serve-static.mjs --dir dist
