#!/usr/bin/env bash
# Starts the WordPress the news tests build against, on a fresh machine or again on a prepared one:
# Debian's wordpress + MariaDB + Apache on loopback only, installed without a browser, with an
# application password for seed.mjs. Prints the base URL on stdout (everything else goes to stderr).
#
# The site-publisher plugin (wordpress/site-publisher/) is copied in and activated, sending to the
# publisher at HOOK_PORT, previews on the live site at LIVE_PORT; a must-use plugin of the tests makes the
# REST API answer 500 to anonymous requests while the file $WP_STATE_DIR/outage exists, and moves the
# plugin's clock by the seconds in $WP_STATE_DIR/clock-offset.
#
# Environment: WP_PORT (default 8081), WP_STATE_DIR (default /tmp/wp-test), HOOK_PORT (default 9101),
#              LIVE_PORT (default 9100).
# Writes: $WP_STATE_DIR/app-password (USER:PASSWORD, mode 600), $WP_STATE_DIR/admin-password,
#         $WP_STATE_DIR/publish-secret (the secret shared with the publisher, mode 600).
set -euo pipefail

port=${WP_PORT:-8081}
hook_port=${HOOK_PORT:-9101}
live_port=${LIVE_PORT:-9100}
state_dir=${WP_STATE_DIR:-/tmp/wp-test}
host=127.0.0.1
base_url="http://$host:$port"
db_name=wordpress_test
db_user=wordpress_test
admin_user=admin
# Debian's wp-config.php picks this file from the Host header with the port stripped.
wp_config=/etc/wordpress/config-$host.php
site_name=wordpress-test

log() { printf '[wordpress] %s\n' "$*" >&2; }
random_secret() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c "${1:-32}"; }

# --- Packages -------------------------------------------------------------------------------------------
# phpunit: the plugin's own PHP tests (scripts/test/servers/wordpress/test-plugin.sh) run inside this WordPress.
# shellcheck source=../../debian-packages.sh
source "$(dirname "$0")/../../debian-packages.sh"
install_missing_packages wordpress mariadb-server apache2 libapache2-mod-php php-mysql curl phpunit

mkdir -p "$state_dir"
# The browser tests' switches (test-switches.php) are on while their files exist; a run killed midway
# leaves them, and a new start begins with all of them off.
rm -f "$state_dir/outage" "$state_dir/clock-offset" "$state_dir/retry-seconds"
# Readable for the tests; the password files in it are 600 on their own.
chmod 755 "$state_dir"

# --- MariaDB --------------------------------------------------------------------------------------------
# Services do not start themselves in a container.
if ! $sudo mariadb-admin ping >/dev/null 2>&1; then
  log "starting MariaDB"
  $sudo service mariadb start >/dev/null
fi

# The database password lives only in the WordPress config; reuse it so a second run keeps working.
db_password=""
if [ -f "$wp_config" ]; then
  db_password=$(sed -n "s/^define( *'DB_PASSWORD', *'\([A-Za-z0-9]*\)' *);/\1/p" "$wp_config")
fi
[ -n "$db_password" ] || db_password=$(random_secret 32)

# root reaches MariaDB through the unix socket; statements are idempotent.
$sudo mariadb <<SQL
CREATE DATABASE IF NOT EXISTS \`$db_name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$db_user'@'localhost' IDENTIFIED BY '$db_password';
ALTER USER '$db_user'@'localhost' IDENTIFIED BY '$db_password';
GRANT ALL PRIVILEGES ON \`$db_name\`.* TO '$db_user'@'localhost';
SQL

# The secret the plugin signs its calls with; kept across runs like the database password.
publish_secret_file=$state_dir/publish-secret
if [ ! -s "$publish_secret_file" ]; then
  (umask 077 && random_secret 48 >"$publish_secret_file")
fi
publish_secret=$(cat "$publish_secret_file")
hook_url="http://$host:$hook_port/hooks/wordpress"
site_url="http://$host:$live_port"

# --- WordPress config -----------------------------------------------------------------------------------
if [ ! -f "$wp_config" ] || ! grep -q "'WP_HOME', '$base_url'" "$wp_config" ||
  ! grep -q "'SITE_PUBLISH_HOOK_URL', '$hook_url'" "$wp_config" ||
  ! grep -q "'SITE_PUBLISH_SECRET', '$publish_secret'" "$wp_config" ||
  ! grep -q "'SITE_PUBLIC_URL', '$site_url'" "$wp_config" ||
  ! grep -q "'SITE_TEST_RETRY_FILE'" "$wp_config"; then
  log "writing $wp_config"
  salts=""
  for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    salts+="define( '$key', '$(random_secret 64)' );"$'\n'
  done
  tmp=$(mktemp)
  cat >"$tmp" <<PHP
<?php
// Test WordPress for the news build; written by scripts/test/servers/wordpress/start.sh.
define( 'DB_NAME', '$db_name' );
define( 'DB_USER', '$db_user' );
define( 'DB_PASSWORD', '$db_password' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$salts
\$table_prefix = 'wp_';
// Application passwords over plain http are only offered in a "local" environment.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HOME', '$base_url' );
define( 'WP_SITEURL', '$base_url' );
define( 'WP_CONTENT_DIR', '/var/lib/wordpress/wp-content' );
define( 'WP_CONTENT_URL', '$base_url/wp-content' );
// Warnings must never end up inside a JSON answer.
define( 'WP_DEBUG', false );
define( 'WP_DEBUG_DISPLAY', false );
@ini_set( 'display_errors', '0' );
// The network is closed: update checks and cron loopbacks would only add time-outs to requests.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_ALLOW_MULTISITE', false );
// The site-publisher plugin: where the publisher listens, and the secret both sides share.
define( 'SITE_PUBLISH_HOOK_URL', '$hook_url' );
define( 'SITE_PUBLISH_SECRET', '$publish_secret' );
// Previews open on the live site of the tests.
define( 'SITE_PUBLIC_URL', '$site_url' );
// The tests' must-use plugin simulates an outage while this file exists, moves the clock, and shortens
// the plugin's back-off between deliveries.
define( 'SITE_TEST_OUTAGE_FILE', '$state_dir/outage' );
define( 'SITE_TEST_CLOCK_FILE', '$state_dir/clock-offset' );
define( 'SITE_TEST_RETRY_FILE', '$state_dir/retry-seconds' );
PHP
  $sudo install -m 640 -o root -g www-data "$tmp" "$wp_config"
  rm -f "$tmp"
fi

# --- Apache ---------------------------------------------------------------------------------------------
# A Listen of its own in a conf-available file, so the port is not tied to Debian's ports.conf.
$sudo tee /etc/apache2/conf-available/$site_name-listen.conf >/dev/null <<CONF
# Written by scripts/test/servers/wordpress/start.sh
Listen $host:$port
# Silences "could not reliably determine the server's fully qualified domain name".
ServerName $host
CONF
$sudo tee /etc/apache2/sites-available/$site_name.conf >/dev/null <<CONF
# Written by scripts/test/servers/wordpress/start.sh: the test WordPress on loopback.
<VirtualHost $host:$port>
    ServerName $host
    DocumentRoot /usr/share/wordpress
    DirectoryIndex index.php
    ErrorLog \${APACHE_LOG_DIR}/$site_name-error.log
    CustomLog \${APACHE_LOG_DIR}/$site_name-access.log combined

    # Debian keeps wp-content (uploads) outside the document root.
    Alias /wp-content /var/lib/wordpress/wp-content
    <Directory /var/lib/wordpress/wp-content>
        Options FollowSymLinks
        AllowOverride None
        Require all granted
    </Directory>

    <Directory /usr/share/wordpress>
        Options FollowSymLinks
        # Debian's .htaccess is a symlink to a file of comments: the rewrite rules live here instead.
        AllowOverride None
        Require all granted
        # Pretty permalinks (/wp-json/…, /%postname%/): everything that is not a file goes to index.php.
        RewriteEngine On
        RewriteBase /
        RewriteRule ^index\.php$ - [L]
        RewriteCond %{REQUEST_FILENAME} !-f
        RewriteCond %{REQUEST_FILENAME} !-d
        RewriteRule . /index.php [L]
    </Directory>
</VirtualHost>
CONF
# Port 80 is not ours to take: drop Debian's default site and its Listen 80.
$sudo a2dissite -q 000-default >/dev/null 2>&1 || true
$sudo sed -i 's/^Listen 80$/# Listen 80  (disabled by scripts\/wordpress\/start.sh)/' /etc/apache2/ports.conf
$sudo a2enmod -q rewrite >/dev/null
$sudo a2enconf -q $site_name-listen >/dev/null
$sudo a2ensite -q $site_name >/dev/null
$sudo apache2ctl configtest 2>/dev/null || { $sudo apache2ctl configtest; exit 1; }

# --- Install (php-cli) ----------------------------------------------------------------------------------
# php-cli runs with the same config as Apache by setting the Host header WordPress's wp-config looks at.
# Runs as root, so the uploads directory stays owned by www-data (created by the package).
wp_php() {
  $sudo env WP_BASE_URL="$base_url" WP_HOST="$host" php -d display_errors=stderr -r '
    $_SERVER["HTTP_HOST"] = getenv("WP_HOST");
    $_SERVER["SERVER_NAME"] = getenv("WP_HOST");
    $_SERVER["REQUEST_URI"] = "/";
    $_SERVER["SERVER_PORT"] = "80";
    '"$1"
}

if [ "$(wp_php 'require "/usr/share/wordpress/wp-load.php"; echo is_blog_installed() ? "yes" : "no";')" != yes ]; then
  log "installing WordPress"
  admin_password=$(random_secret 24)
  printf '%s:%s\n' "$admin_user" "$admin_password" >"$state_dir/admin-password"
  chmod 600 "$state_dir/admin-password"
  WP_ADMIN_USER=$admin_user WP_ADMIN_PASSWORD=$admin_password wp_php '
    define("WP_INSTALLING", true);
    require "/usr/share/wordpress/wp-load.php";
    require_once ABSPATH . "wp-admin/includes/upgrade.php";
    // No mail server here: the "new site" mail would only fail.
    add_filter("pre_wp_mail", "__return_false");
    $result = wp_install("Test news", getenv("WP_ADMIN_USER"), "admin@example.test", false, "",
      wp_slash(getenv("WP_ADMIN_PASSWORD")), "en_US");
    if (is_wp_error($result)) { fwrite(STDERR, $result->get_error_message() . "\n"); exit(1); }
  ' </dev/null
fi

# Permalinks: REST clients expect /wp-json/ (plain permalinks answer it with a redirect to HTML).
# Only the option and the stored rules are needed; Apache's rules are in the vhost.
wp_php '
  require "/usr/share/wordpress/wp-load.php";
  if (get_option("permalink_structure") !== "/%postname%/") {
    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure("/%postname%/");
    flush_rewrite_rules(false);
  }
'

# --- Plugins --------------------------------------------------------------------------------------------
# Installed as an administrator would: the folder copied into wp-content/plugins/, then activated.
content_dir=/var/lib/wordpress/wp-content
repo_dir=$(cd "$(dirname "$0")/../../../.." && pwd)
$sudo rm -rf "$content_dir/plugins/site-publisher"
$sudo mkdir -p "$content_dir/plugins" "$content_dir/mu-plugins"
$sudo cp -r "$repo_dir/wordpress/site-publisher" "$content_dir/plugins/site-publisher"
$sudo rm -f "$content_dir/mu-plugins/test-outage.php"
$sudo cp "$repo_dir/scripts/test/servers/wordpress/test-switches.php" "$content_dir/mu-plugins/test-switches.php"
wp_php '
  require "/usr/share/wordpress/wp-load.php";
  require_once ABSPATH . "wp-admin/includes/plugin.php";
  $result = activate_plugin("site-publisher/site-publisher.php");
  if (is_wp_error($result)) { fwrite(STDERR, $result->get_error_message() . "\n"); exit(1); }
'

# --- Apache start ---------------------------------------------------------------------------------------
if $sudo service apache2 status >/dev/null 2>&1; then
  # Already running (second run): pick up the vhost in case it changed.
  $sudo service apache2 reload >/dev/null
else
  log "starting Apache"
  $sudo service apache2 start >/dev/null
fi

# Ready when the REST index answers JSON; bounded, so a broken start fails instead of hanging.
ready=""
for _ in $(seq 1 150); do
  if curl -fsS -m 2 -o /dev/null -w '%{content_type}' "$base_url/wp-json/" 2>/dev/null | grep -q '^application/json'; then
    ready=yes
    break
  fi
  sleep 0.2
done
if [ -z "$ready" ]; then
  echo "WordPress did not answer JSON at $base_url/wp-json/; see /var/log/apache2/$site_name-error.log" >&2
  curl -sS -m 5 -i "$base_url/wp-json/" 2>&1 | head -20 >&2 || true
  exit 1
fi

# --- Application password -------------------------------------------------------------------------------
# Keep the one on file while it still authenticates; otherwise make a fresh one (the old one is revoked).
app_password_file=$state_dir/app-password
app_password_works() {
  [ -s "$app_password_file" ] &&
    [ "$(curl -sS -m 5 -o /dev/null -w '%{http_code}' -u "$(cat "$app_password_file")" \
      "$base_url/wp-json/wp/v2/users/me?context=edit")" = 200 ]
}
if ! app_password_works; then
  log "creating an application password for $admin_user"
  umask 077
  WP_ADMIN_USER=$admin_user wp_php '
    require "/usr/share/wordpress/wp-load.php";
    $user = get_user_by("login", getenv("WP_ADMIN_USER"));
    if (!$user) { fwrite(STDERR, "no user " . getenv("WP_ADMIN_USER") . "\n"); exit(1); }
    foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
      if ($item["name"] === "news-tests") {
        WP_Application_Passwords::delete_application_password($user->ID, $item["uuid"]);
      }
    }
    $created = WP_Application_Passwords::create_new_application_password($user->ID, array("name" => "news-tests"));
    if (is_wp_error($created)) { fwrite(STDERR, $created->get_error_message() . "\n"); exit(1); }
    echo $user->user_login . ":" . $created[0] . "\n";
  ' >"$app_password_file.new"
  mv "$app_password_file.new" "$app_password_file"
  chmod 600 "$app_password_file"
  app_password_works || { echo "The new application password is refused by $base_url" >&2; exit 1; }
fi

log "ready; application password in $app_password_file"
echo "$base_url"
