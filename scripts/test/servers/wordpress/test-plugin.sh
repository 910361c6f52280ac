#!/usr/bin/env bash
# The site-publisher plugin's PHP tests (PHPUnit from Debian, __tests__/wordpress/), inside the test
# WordPress that scripts/test/servers/wordpress/start.sh started, with the plugin active. Run as root like start.sh
# (php-cli reads the WordPress config, which only root and www-data may).
set -euo pipefail
cd "$(dirname "$0")/../../../.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo env WP_HOST=127.0.0.1 phpunit --do-not-cache-result -c __tests__/wordpress/phpunit.xml "$@"
