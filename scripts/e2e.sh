#!/usr/bin/env bash
# Serves the built site (public/) with nginx and the production configuration, then runs the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${E2E_PORT:-8089}
[ -f public/index.html ] || { echo "public/ has no build: run 'npm run build' first" >&2; exit 1; }

bash scripts/nginx.sh start "$port"
trap 'bash scripts/nginx.sh stop "$port"' EXIT

E2E_BASE_URL="http://127.0.0.1:$port" npx playwright test -c e2e/playwright.config.ts "$@"
