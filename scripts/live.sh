#!/usr/bin/env bash
# `npm run live`: the live site on this machine as it runs in production. The publisher receives the
# WordPress plugin's calls at HOOK_PORT (/hooks/wordpress, /status) and builds a first release when there
# is none; nginx with the production server block serves PUBLISH_ROOT/live at LIVE_PORT and is reloaded
# after each switch. Ctrl+C stops both.
#
# Environment: WORDPRESS_URL and PUBLISH_SECRET (required), LIVE_PORT (9100), HOOK_PORT (9101),
# PUBLISH_ROOT (.publish), and what the build reads (GATSBY_*, WORDPRESS_PAGE_SIZE); see docs/publishing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

live_port=${LIVE_PORT:-9100}
export HOOK_PORT=${HOOK_PORT:-9101}
PUBLISH_ROOT=$(realpath -m "${PUBLISH_ROOT:-.publish}")
export PUBLISH_ROOT
export PUBLISH_RELOAD_COMMAND="bash scripts/nginx.sh reload $live_port"
# How long the first build may take before this gives up (the publisher goes on building).
first_build_seconds=${LIVE_FIRST_BUILD_SECONDS:-900}

bash scripts/ensure-debian-packages.sh
node publisher/main.mjs &
publisher=$!
nginx_started=""
stop() {
  kill "$publisher" 2>/dev/null || true
  [ -z "$nginx_started" ] || bash scripts/nginx.sh stop "$live_port"
}
trap stop EXIT
# A TERM (from a service manager or a test) ends the script, and with it both servers.
trap 'exit 143' TERM INT

# nginx reads the per-build includes at start: it starts once a release is live.
for _ in $(seq "$first_build_seconds"); do
  [ -e "$PUBLISH_ROOT/live/index.html" ] && break
  kill -0 "$publisher" 2>/dev/null || { echo "The publisher stopped before the first release" >&2; exit 1; }
  sleep 1
done
[ -e "$PUBLISH_ROOT/live/index.html" ] || { echo "No release after ${first_build_seconds} s; see $PUBLISH_ROOT/logs" >&2; exit 1; }
bash scripts/nginx.sh start "$live_port" "$PUBLISH_ROOT/live"
nginx_started=yes
echo "Live site: http://127.0.0.1:$live_port/  publisher: http://127.0.0.1:$HOOK_PORT/status"
wait "$publisher"
