#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium's headless shell for the
# browser tests and the full Chromium for the benchmark's Lighthouse,
# nginx to serve the build as in production (openssl makes the certificate of its TLS test), a Java runtime
# for the Nu Html Checker.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The Debian nginx package starts a server on port 80 where it can; the tests start their own.
$sudo service nginx stop >/dev/null 2>&1 || true
