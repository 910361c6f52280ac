#!/usr/bin/env bash
# Serves the built site (public/) with nginx and the production configuration, then runs the browser tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

port=${E2E_PORT:-8089}
[ -f public/index.html ] || { echo "public/ has no build: run 'npm run build' first" >&2; exit 1; }

bash scripts/production/nginx.sh start "$port"
# Beside, not inside, the folder Playwright empties when it starts.
logs="test-results/servers-$port"
mkdir -p "$logs"
# The local mail endpoint the forms send to (the test build uses GATSBY_MAIL_API_URL=http://127.0.0.1:8093);
# one that is already answering on the port is used as it is.
mail_port=${MAIL_PORT:-8093}
mail_pid=""
mail_up() { (exec 3<>"/dev/tcp/127.0.0.1/$mail_port") 2>/dev/null; }
if ! mail_up; then
  MAIL_PORT=$mail_port node scripts/test/servers/mail-endpoint.mjs >"$logs/mail-endpoint.log" 2>&1 &
  mail_pid=$!
  for _ in $(seq 50); do mail_up && break; sleep 0.1; done
fi
# The OpenID provider in Keycloak's URL layout the test build signs in with (GATSBY_KEYCLOAK_URL=
# http://127.0.0.1:8094, realm lpbf); like the mail endpoint, one already answering is used as it is.
oidc_port=${OIDC_PORT:-8094}
oidc_pid=""
oidc_up() { (exec 3<>"/dev/tcp/127.0.0.1/$oidc_port") 2>/dev/null; }
if ! oidc_up; then
  OIDC_PORT=$oidc_port node scripts/test/servers/oidc/server.mjs >"$logs/oidc-provider.log" 2>&1 &
  oidc_pid=$!
  for _ in $(seq 100); do oidc_up && break; sleep 0.1; done
fi
# A test server that stopped by itself crashed: say so with its log, and fail the run.
stop_server() { # NAME PID
  [ -n "$2" ] || return 0
  kill "$2" 2>/dev/null && return 0
  echo "The $1 stopped during the tests; its log ($logs/$1.log):" >&2
  tail -n 20 "$logs/$1.log" >&2
  return 1
}
finish() {
  local status=$?
  bash scripts/production/nginx.sh stop "$port"
  stop_server mail-endpoint "$mail_pid" || status=1
  stop_server oidc-provider "$oidc_pid" || status=1
  exit "$status"
}
trap finish EXIT

E2E_BASE_URL="http://127.0.0.1:$port" MAIL_ENDPOINT_URL="http://127.0.0.1:$mail_port" \
  OIDC_URL="http://127.0.0.1:$oidc_port/realms/lpbf" \
  npx playwright test -c e2e/playwright.config.ts "$@"
