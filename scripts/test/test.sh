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
trap 'kill "$wordpress_setup" ${lint:-} ${oidc:-} 2>/dev/null || true; bash "$stop_wordpress" >/dev/null 2>&1 || true; [ -z "$run_dir" ] || rm -rf "$run_dir"' EXIT

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
checkout=$PWD
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/site-test.XXXXXX")
bash scripts/test/live-checkout.sh "$run_dir"
ln -s "$results" "$run_dir/site/test-results"
cd "$run_dir/site"
(source scripts/test/test-build-env.sh && npx gatsby build)
if ! wait "$lint"; then
  echo "Lint or formatting failed:" >&2
  cat "$lint_log" >&2
  exit 1
fi

step "Type check (with the GraphQL types of the build)"
npx tsc --noEmit

# The browser tests of the build and those of the live site run side by side: the live site's tests spend
# most of their time waiting for the publisher's builds, and the build's tests use the cores meanwhile.
# The build's tests run in this checkout over a copy of the build, as the publisher's builds and the
# editors' saves change the run's checkout and its public/. The publisher's builds run at the tests' CPU
# priority here (PUBLISH_COMMAND_NICENESS=0, not production's lower one), so that neither starves the other.
step "Browser tests: the build against nginx, and the live site published from WordPress, side by side"
if ! wait "$wordpress_setup"; then
  echo "Setting up the test WordPress failed:" >&2
  cat "$wordpress_log" >&2
  exit 1
fi
site_build=$run_dir/site-build
cp -a public "$site_build"
# One OpenID provider for both (each script starts one only when none answers, and stops it when it ends).
node scripts/test/servers/oidc/server.mjs >"$results/oidc-provider.log" 2>&1 &
oidc=$!
until (exec 3<>/dev/tcp/127.0.0.1/8094) 2>/dev/null; do
  kill -0 "$oidc" 2>/dev/null || { cat "$results/oidc-provider.log" >&2; exit 1; }
  sleep 0.1
done
(cd "$checkout" && E2E_PUBLIC_DIR=$site_build bash scripts/test/e2e.sh --project=site) \
  >"$results/site-tests.log" 2>&1 &
site_tests=$!
live_tests() {
  # PHP comes with WordPress: the plugin's files must parse on it.
  while IFS= read -r -d '' file; do
    php -l "$file" >/dev/null || { php -l "$file"; return 1; }
  done < <(find wordpress scripts/test/servers/wordpress __tests__/wordpress -name '*.php' -print0)
  # The plugin's own PHP tests, inside the test WordPress, before any publisher runs.
  bash scripts/test/servers/wordpress/test-plugin.sh
  PUBLISH_COMMAND_NICENESS=0 LIVE_RUN_DIR=$run_dir bash scripts/test/e2e-live.sh
}
live_tests >"$results/live-tests.log" 2>&1 &
live_tests=$!
# Each log is shown when its tests end; a failure fails the run once both have ended.
declare -A names=(
  ["$site_tests"]="The build's browser tests (site-tests.log)"
  ["$live_tests"]="The live site's browser tests: news from WordPress, publishing, editing (live-tests.log)"
)
failed=0
while [ ${#names[@]} -gt 0 ]; do
  status=0
  wait -n -p ended "${!names[@]}" || status=$?
  log=$([ "$ended" = "$site_tests" ] && echo site-tests.log || echo live-tests.log)
  printf '\n--- %s: %s after %d s ---\n' "${names[$ended]}" "$([ $status = 0 ] && echo passed || echo FAILED)" \
    $((SECONDS - stage_start))
  cat "$results/$log"
  [ $status = 0 ] || failed=1
  unset "names[$ended]"
done
kill "$oidc"
[ $failed = 0 ] || exit 1
step "Every stage passed"
