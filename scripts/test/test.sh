#!/usr/bin/env bash
# Every test, on a fresh machine: installs what npm cannot, then static checks, unit tests, the production
# build and the browser tests against it served by nginx. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each stage says how long the one before it took, so a slow run shows where its time went.
stage_start=$SECONDS
step() {
  [ -z "${stage:-}" ] || printf '=== %s: %d s ===\n' "$stage" $((SECONDS - stage_start))
  stage=$1 stage_start=$SECONDS
  printf '\n=== %s ===\n' "$1"
}

step "Debian packages"
bash scripts/test/ensure-debian-packages.sh

# The test WordPress installs its packages, starts and is seeded meanwhile (mostly waiting on the disk and
# the database), so the last stage finds it ready; its output is kept for when it fails.
mkdir -p test-results
results=$PWD/test-results
wordpress_log=$results/wordpress-setup.log
(bash scripts/test/servers/wordpress/start.sh && node scripts/test/servers/wordpress/seed.mjs) >"$wordpress_log" 2>&1 &
wordpress_setup=$!
run_dir=""
stop_wordpress=$PWD/scripts/test/servers/wordpress/stop.sh
stop_ceph=$PWD/scripts/test/servers/ceph/stop.sh
export CEPH_STATE_DIR=${TMPDIR:-/tmp}/ceph-test
trap 'kill "$wordpress_setup" ${lint:-} 2>/dev/null || true; bash "$stop_wordpress" >/dev/null 2>&1 || true; bash "$stop_ceph" >/dev/null 2>&1 || true; [ -z "$run_dir" ] || rm -rf "$run_dir"' EXIT

step "Unit and component tests"
npx jest

# The build keeps about one and a half cores busy; the linters (one core) run in the rest. Their output is
# shown when they are done.
step "Production build, with lint and formatting beside it"
lint_log=$results/lint.log
(npx eslint . && npx prettier --check .) >"$lint_log" 2>&1 &
lint=$!
# From the build on, the stages run in the copy of this checkout that the publisher of the last stage builds
# in (scripts/test/live-checkout.sh): its first build then finds this build's cache at the same paths
# instead of starting cold. This checkout is left as it was; the test results are its test-results/.
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/site-test.XXXXXX")
bash scripts/test/live-checkout.sh "$run_dir"
ln -s "$results" "$run_dir/site/test-results"
cd "$run_dir/site"
(source scripts/test/test-build-env.sh && node scripts/production/gatsby-build.mjs)
if ! wait "$lint"; then
  echo "Lint or formatting failed:" >&2
  cat "$lint_log" >&2
  exit 1
fi

step "Type check (with the GraphQL types of the build)"
npx tsc --noEmit

step "Browser tests against nginx"
bash scripts/test/e2e.sh --project=site

# The same build released to an S3 bucket of a throwaway Ceph cluster by the publisher's own release command,
# then read through the bucket's website endpoint (scripts/test/e2e-bucket.sh; Ceph's logs in test-results/ceph).
# Ceph keeps running: the live stage's publisher releases to a bucket of it too.
step "Releases to object storage: a real Ceph RADOS Gateway"
CEPH_KEEP_RUNNING=1 bash scripts/test/e2e-bucket.sh

# The build above is a clean full build: builds that keep what they can, through every kind of change and
# back, must come to the same files (scripts/test/incremental/run.mjs). Their logs are kept for when it fails.
step "Incremental builds through every kind of change, against the clean build"
(source scripts/test/test-build-env.sh && node scripts/test/incremental/run.mjs test-results/incremental)

# The publisher builds the site from WordPress and puts it live, as in production; the news tests and
# the publishing tests run against that live site.
step "News from a real WordPress, published by the publisher: browser tests against the live site"
if ! wait "$wordpress_setup"; then
  echo "Setting up the test WordPress failed:" >&2
  cat "$wordpress_log" >&2
  exit 1
fi
# PHP comes with WordPress: the plugin's files must parse on it.
while IFS= read -r -d '' file; do
  php -l "$file" >/dev/null || { php -l "$file" >&2; exit 1; }
done < <(find wordpress scripts/test/servers/wordpress __tests__/wordpress -name '*.php' -print0)
# The plugin's own PHP tests, inside the test WordPress, before any publisher runs.
bash scripts/test/servers/wordpress/test-plugin.sh
LIVE_RUN_DIR=$run_dir bash scripts/test/e2e-live.sh
step "Every stage passed"
