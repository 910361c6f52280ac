#!/usr/bin/env bash
# The publisher's checkout for the tests of the live site: RUN_DIR/site, a copy of this checkout (its tracked
# and new files as they are, not the ignored ones: node_modules, public, caches; node_modules linked),
# committed into a git repository of its own, so the editors' saves and the builds never touch this
# checkout; RUN_DIR/remote.git, a bare repository it is pushed to, is its CONTENT_GIT_REMOTE.
# Usage: live-checkout.sh RUN_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."

run_dir=${1:?usage: live-checkout.sh RUN_DIR}
site_dir="$run_dir/site"
mkdir -p "$site_dir"
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null |
  tar -xf - -C "$site_dir"
ln -s "$PWD/node_modules" "$site_dir/node_modules"
git -C "$site_dir" init -q -b main
# The links to this checkout's packages and test results (the test command's) are not the site's files.
printf 'node_modules\ntest-results\n' >>"$site_dir/.git/info/exclude"
git -C "$site_dir" add -A
git -C "$site_dir" -c user.name="Site tests" -c user.email=tests@example.com commit -q -m "The site as the tests start it"
git init -q --bare -b main "$run_dir/remote.git"
git -C "$site_dir" push -q "$run_dir/remote.git" main
