#!/usr/bin/env bash
# Releases the build in public/ to a new bucket of the test Ceph (scripts/test/servers/ceph/) with the
# publisher's own `npm run release`, holding the publisher's keys only, then runs the browser tests of
# e2e/bucket/ against the bucket's website endpoint. Starts the Ceph cluster and removes it afterwards,
# unless CEPH_KEEP_RUNNING=1 (the test command's live stage releases to a bucket of it too).
set -euo pipefail
cd "$(dirname "$0")/../.."

[ -f public/index.html ] || { echo "public/ has no build: run 'npm run build' first" >&2; exit 1; }
export CEPH_STATE_DIR=${CEPH_STATE_DIR:-${TMPDIR:-/tmp}/ceph-test}
logs=test-results/ceph
mkdir -p "$logs"
publish_root=$(mktemp -d "${TMPDIR:-/tmp}/bucket-publish.XXXXXX")
finish() {
  local status=$?
  [ "${CEPH_KEEP_RUNNING:-}" = 1 ] || bash scripts/test/servers/ceph/stop.sh >/dev/null 2>&1 || status=1
  rm -rf "$publish_root"
  exit "$status"
}
trap finish EXIT
if ! bash scripts/test/servers/ceph/start.sh >/dev/null 2>"$logs/start.log"; then
  echo "The test Ceph did not start; its log ($logs/start.log):" >&2
  tail -n 30 "$logs/start.log" >&2
  exit 1
fi
# shellcheck disable=SC1091
source "$CEPH_STATE_DIR/env"
# The SDK warns on every start that its releases after January 2027 need Node 22; the version in
# package.json is pinned, and docs/hosting.md says so once.
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
bucket=site-$(date +%s)
# Set up as docs/hosting.md says, and checked: the publisher's keys are refused the bucket's configuration.
if ! node scripts/test/servers/ceph/bucket.mjs "$bucket" --verify >"$logs/bucket.log" 2>&1; then
  echo "Setting up the bucket failed:" >&2
  cat "$logs/bucket.log" >&2
  exit 1
fi

export BUCKET_NAME=$bucket BUCKET_WEBSITE_PORT=$CEPH_WEBSITE_PORT BUCKET_S3_ENDPOINT=$CEPH_S3_ENDPOINT
export BUCKET_PUBLISH_ROOT=$publish_root
export BUCKET_PUBLISHER_KEY_ID=$CEPH_PUBLISHER_ACCESS_KEY_ID BUCKET_PUBLISHER_SECRET=$CEPH_PUBLISHER_SECRET_ACCESS_KEY
# The first release: the whole build goes up, as `npm run release` does it for an administrator.
PUBLISH_SITE_DIR=$PWD PUBLISH_ROOT=$publish_root PUBLISH_S3_BUCKET=$bucket PUBLISH_S3_ENDPOINT=$CEPH_S3_ENDPOINT \
  PUBLISH_S3_GRACE_SECONDS=0 AWS_ACCESS_KEY_ID=$CEPH_PUBLISHER_ACCESS_KEY_ID \
  AWS_SECRET_ACCESS_KEY=$CEPH_PUBLISHER_SECRET_ACCESS_KEY PUBLISH_RELOAD_COMMAND="" \
  node --import tsx publisher/release-current.mjs | tee "$logs/first-release.log" | tail -n 2
npx playwright test -c e2e/playwright.config.ts --project=bucket --project=bucket-deploy "$@"
