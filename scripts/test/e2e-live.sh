#!/usr/bin/env bash
# The browser tests of publishing and editing, against the live site as `npm run live` runs it. The
# publisher's checkout is a copy of this one (scripts/test/live-checkout.sh: committed into a git repository
# of its own, so the editor's saves and the builds never touch this checkout; a bare repository beside it is
# its CONTENT_GIT_REMOTE). The build in public/ (the sample site of the test command's build stage) goes
# live as the first release (`npm run release`), then `npm run live` serves the `live` symlink with nginx
# and starts the supervised publisher for the test WordPress's plugin (started and seeded by
# scripts/test/servers/wordpress/) and the editor's content API (editors sign in at the test OpenID
# provider, started here when it is not running). Then the Playwright projects go-live, wordpress,
# publishing, preview, editing and resilience run, in that order (each depends on the one before).
#
# Run in this checkout, it makes the copy in a folder of its own, with this checkout's public/. The test
# command runs it inside the copy it built in (LIVE_RUN_DIR, the folder live-checkout.sh made), so the
# publisher's first build finds that build's cache instead of starting cold.
#
# Environment: LIVE_PORT (9100), HOOK_PORT (9101), WP_PORT (8081), WP_STATE_DIR (/tmp/wp-test),
# OIDC_PORT (8094), LIVE_RUN_DIR (see above), LIVE_PROJECT (resilience: the last project, so all of them;
# with one project and --no-deps as argument, only that one, against the first release).
set -euo pipefail
cd "$(dirname "$0")/../.."

live_port=${LIVE_PORT:-9100}
export HOOK_PORT=${HOOK_PORT:-9101}
state_dir=${WP_STATE_DIR:-/tmp/wp-test}
export WORDPRESS_URL=http://127.0.0.1:${WP_PORT:-8081}
# Ten posts per request, so the listing is read over several pages as on a large site.
export WORDPRESS_PAGE_SIZE=10
PUBLISH_SECRET=$(cat "$state_dir/publish-secret")
export PUBLISH_SECRET
# The publisher's checkout: the test command's, or a copy of this one with its build, in a folder of this
# run's own (not a name another user of the machine could have made first).
if [ -n "${LIVE_RUN_DIR:-}" ]; then
  run_dir=$LIVE_RUN_DIR own_run_dir=false
  [ "$(realpath "$run_dir/site")" = "$(realpath .)" ] || { echo "LIVE_RUN_DIR is not this checkout's" >&2; exit 1; }
else
  run_dir=$(mktemp -d "${TMPDIR:-/tmp}/site-live.XXXXXX") own_run_dir=true
  bash scripts/test/live-checkout.sh "$run_dir"
  cp -a public "$run_dir/site/public"
fi
site_dir="$run_dir/site"
export PUBLISH_SITE_DIR="$site_dir" CONTENT_GIT_REMOTE="$run_dir/remote.git" CONTENT_GIT_BRANCH=main
export PUBLISH_ROOT="$run_dir/publish"
# Failed builds are tried again after 5 s, 10 s … (30 s, 1 min … in production), so the tests of the
# retry wait seconds, not minutes; the plugin's deliveries likewise (its must-use test switch).
export PUBLISH_RETRY_SECONDS=5 PUBLISH_RETRY_MAX_SECONDS=20
echo 2 >"$state_dir/retry-seconds"
# A deploy command as a CDN sync would be: here, a copy of each good release beside the releases, and
# the environment it saw (the tests check that the publisher's secret is not in it).
export DEPLOY_COPY="$run_dir/deployed"
# shellcheck disable=SC2016 # expanded by the publisher's shell, with the release it just made
export PUBLISH_DEPLOY_COMMAND='rm -rf "$DEPLOY_COPY" && cp -a "$PUBLISH_RELEASE_DIR" "$DEPLOY_COPY" && env >"$DEPLOY_COPY.env"'
logs="test-results/servers-$live_port"
mkdir -p "$logs"

# With the test Ceph running (the test command's bucket stage leaves it up: CEPH_STATE_DIR), every release
# goes to a bucket of its own too, with the publisher's keys only, and the tests check it follows.
if [ -n "${CEPH_STATE_DIR:-}" ] && [ -f "$CEPH_STATE_DIR/env" ]; then
  # shellcheck disable=SC1091
  source "$CEPH_STATE_DIR/env"
  bucket=live-$(date +%s)
  node scripts/test/servers/ceph/bucket.mjs "$bucket" >"$logs/bucket.log" 2>&1 || { cat "$logs/bucket.log" >&2; exit 1; }
  export PUBLISH_S3_BUCKET=$bucket PUBLISH_S3_ENDPOINT=$CEPH_S3_ENDPOINT
  export AWS_ACCESS_KEY_ID=$CEPH_PUBLISHER_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY=$CEPH_PUBLISHER_SECRET_ACCESS_KEY
  export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
  export BUCKET_NAME=$bucket BUCKET_WEBSITE_PORT=$CEPH_WEBSITE_PORT
fi

# The editor's sign-in: the test OpenID provider (e2e.sh's, when it still runs).
oidc_port=${OIDC_PORT:-8094}
export CONTENT_KEYCLOAK_URL="http://127.0.0.1:$oidc_port" CONTENT_KEYCLOAK_REALM=lpbf
oidc_pid=""
if ! (exec 3<>"/dev/tcp/127.0.0.1/$oidc_port") 2>/dev/null; then
  OIDC_PORT=$oidc_port node scripts/test/servers/oidc/server.mjs >"$logs/oidc-provider.log" 2>&1 &
  oidc_pid=$!
  for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$oidc_port") 2>/dev/null && break; sleep 0.1; done
fi

# nginx starts over the first release; there is nothing to reload yet.
PUBLISH_RELOAD_COMMAND="" node --import tsx publisher/release-current.mjs
# Gatsby leaves old chunks in public/; after `gatsby clean` (an upgrade, a changed config) it does not. The
# first publish starts without the first release's chunks, so only the release folders can keep them for
# a page opened before the switch (what publishing-go-live.spec.ts checks).
find "$site_dir/public" -maxdepth 1 -type f -regextype posix-extended -regex '.*-[0-9a-f]{20}\.(js|css)(\.gz)?' -delete

# npm run live, as an administrator starts it: a release exists, so it serves it and waits for calls.
LIVE_PORT=$live_port bash scripts/production/live.sh >"$logs/live.log" 2>&1 &
live=$!
finish() {
  local status=$?
  if kill "$live" 2>/dev/null; then
    wait "$live" || true
  else
    echo "npm run live stopped during the tests; its log ($logs/live.log):" >&2
    tail -n 30 "$logs/live.log" >&2
    status=1
  fi
  [ -z "$oidc_pid" ] || kill "$oidc_pid" 2>/dev/null || true
  rm -f "$state_dir/retry-seconds"
  if $own_run_dir; then rm -rf "$run_dir"; else rm -rf "$PUBLISH_ROOT" "$DEPLOY_COPY" "$DEPLOY_COPY.env"; fi
  exit "$status"
}
trap finish EXIT
up() { curl -fs -o /dev/null "$1"; }
for _ in $(seq 300); do
  up "http://127.0.0.1:$HOOK_PORT/status" && up "http://127.0.0.1:$live_port/" && break
  kill -0 "$live" 2>/dev/null || exit 1
  sleep 0.1
done

E2E_BASE_URL="http://127.0.0.1:$live_port" E2E_PORT=$live_port PUBLISHER_URL="http://127.0.0.1:$HOOK_PORT" \
  OIDC_URL="http://127.0.0.1:$oidc_port/realms/lpbf" \
  npx playwright test -c e2e/playwright.config.ts --project="${LIVE_PROJECT:-resilience}" "$@"
