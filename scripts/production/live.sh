#!/usr/bin/env bash
# `npm run live`: the live site on this machine as it runs in production. nginx with the production server
# block serves PUBLISH_ROOT/live at LIVE_PORT; the publisher receives the WordPress plugin's calls at
# HOOK_PORT (/hooks/wordpress, /status), builds a first release when there is none (its reload command
# then starts nginx), and is supervised (publisher/supervise.mjs): when it stops, whatever the reason, it
# is started again, and nginx goes on serving the live release meanwhile. Ctrl+C stops both.
#
# Environment: WORDPRESS_URL and PUBLISH_SECRET (required), LIVE_PORT (9100), HOOK_PORT (9101),
# PUBLISH_ROOT (.publish), and what the build reads (GATSBY_*, WORDPRESS_PAGE_SIZE); see docs/publishing.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
umask 027

live_port=${LIVE_PORT:-9100}
export HOOK_PORT=${HOOK_PORT:-9101}
PUBLISH_ROOT=$(realpath -m "${PUBLISH_ROOT:-.publish}")
export PUBLISH_ROOT
# nginx's configuration, pid and logs: a folder of the publish root's, not a guessable one in /tmp.
export NGINX_RUN_DIR="$PUBLISH_ROOT/nginx"
export PUBLISH_RELOAD_COMMAND="bash scripts/production/nginx.sh reload-or-start $live_port $PUBLISH_ROOT/live"

bash scripts/test/ensure-debian-packages.sh
mkdir -p "$PUBLISH_ROOT/run"

supervisor=""
stop() {
  if [ -n "$supervisor" ]; then
    kill "$supervisor" 2>/dev/null || true
    wait "$supervisor" 2>/dev/null || true
  fi
  bash scripts/production/nginx.sh stop "$live_port"
}
trap stop EXIT
# A TERM (from a service manager or a test) ends the script, and with it both servers.
trap 'exit 143' TERM INT

# A release from an earlier run is served at once; otherwise the publisher's first release starts nginx.
if [ -e "$PUBLISH_ROOT/live/index.html" ]; then
  bash scripts/production/nginx.sh reload-or-start "$live_port" "$PUBLISH_ROOT/live"
fi
node publisher/supervise.mjs &
supervisor=$!
echo "Live site: http://127.0.0.1:$live_port/  publisher: http://127.0.0.1:$HOOK_PORT/status"
# `wait` returns on the TERM trap too; the supervisor ends only when told to or when the configuration
# is wrong.
wait "$supervisor"
