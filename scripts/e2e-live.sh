#!/usr/bin/env bash
# The browser tests of publishing, against the live site as `npm run live` runs it: the build in public/
# (the sample site of the test command's build stage) goes live as the first release (`npm run release`),
# nginx serves the `live` symlink, the publisher listens for the test WordPress's plugin (started and
# seeded by scripts/wordpress/). Then the Playwright projects go-live, wordpress and publishing run, in
# that order. The publisher's builds run in this checkout, so public/ and .cache/ change.
#
# Environment: LIVE_PORT (9100), HOOK_PORT (9101), WP_PORT (8081), WP_STATE_DIR (/tmp/wp-test).
set -euo pipefail
cd "$(dirname "$0")/.."

live_port=${LIVE_PORT:-9100}
export HOOK_PORT=${HOOK_PORT:-9101}
state_dir=${WP_STATE_DIR:-/tmp/wp-test}
export WORDPRESS_URL=http://127.0.0.1:${WP_PORT:-8081}
# Ten posts per request, so the listing is read over several pages as on a large site.
export WORDPRESS_PAGE_SIZE=10
PUBLISH_SECRET=$(cat "$state_dir/publish-secret")
export PUBLISH_SECRET
export PUBLISH_ROOT="${TMPDIR:-/tmp}/site-publish-$live_port"
export PUBLISH_RELOAD_COMMAND="bash scripts/nginx.sh reload $live_port"
logs="test-results/servers-$live_port"
mkdir -p "$logs"

rm -rf "$PUBLISH_ROOT"
# nginx starts over the first release; there is nothing to reload yet.
PUBLISH_RELOAD_COMMAND="" node publisher/release-current.mjs
bash scripts/nginx.sh start "$live_port" "$PUBLISH_ROOT/live"
# Gatsby leaves old chunks in public/; after `gatsby clean` (an upgrade, a changed config) it does not. The
# first publish starts without the first release's chunks, so only the release folders can keep them for
# a page opened before the switch (what publishing-go-live.spec.ts checks).
find public -maxdepth 1 -type f -regextype posix-extended -regex '.*-[0-9a-f]{20}\.(js|css)(\.gz)?' -delete
node publisher/main.mjs >"$logs/publisher.log" 2>&1 &
publisher=$!
finish() {
  local status=$?
  bash scripts/nginx.sh stop "$live_port"
  if ! kill "$publisher" 2>/dev/null; then
    echo "The publisher stopped during the tests; its log ($logs/publisher.log):" >&2
    tail -n 20 "$logs/publisher.log" >&2
    status=1
  fi
  exit "$status"
}
trap finish EXIT
for _ in $(seq 100); do
  curl -fs -o /dev/null "http://127.0.0.1:$HOOK_PORT/status" && break
  sleep 0.1
done

E2E_BASE_URL="http://127.0.0.1:$live_port" E2E_PORT=$live_port PUBLISHER_URL="http://127.0.0.1:$HOOK_PORT" \
  npx playwright test -c e2e/playwright.config.ts --project=publishing "$@"
