#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium's headless shell for the
# browser tests and the full Chromium for the benchmark's Lighthouse,
# nginx to serve the build as in production (openssl makes the certificate of its TLS test), a Java runtime
# for the Nu Html Checker, and Ceph with its RADOS Gateway for the bucket tests (scripts/test/servers/ceph/),
# here rather than when Ceph starts: the test WordPress installs its own packages meanwhile, and two
# apt-get runs at once fail on dpkg's lock.
set -euo pipefail
# shellcheck source=debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

wanted=(ceph-mon ceph-osd radosgw ceph-common)
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || wanted+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || wanted+=(chromium-headless-shell)
new_nginx=""
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || { wanted+=(nginx) && new_nginx=1; }
command -v java >/dev/null 2>&1 || wanted+=(default-jre-headless)
command -v curl >/dev/null 2>&1 || wanted+=(curl)
command -v openssl >/dev/null 2>&1 || wanted+=(openssl)

install_missing_packages "${wanted[@]}"
# The Debian nginx package starts a server on port 80 where it can; the tests start their own.
[ -z "$new_nginx" ] || $sudo service nginx stop >/dev/null 2>&1 || true
