#!/usr/bin/env bash
# Stops the test WordPress started by start.sh: Apache and MariaDB (the database stays on disk, so the
# next start is quick and seed.mjs resets the content anyway).
set -euo pipefail

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# Each stop on its own: a failure of one must not leave the other running.
status=0
$sudo service apache2 stop >/dev/null 2>&1 || status=1
$sudo service mariadb stop >/dev/null 2>&1 || status=1
[ $status -eq 0 ] || echo "[wordpress] a service did not stop cleanly" >&2
exit $status
