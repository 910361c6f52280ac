<?php
/**
 * The plugin's PHP tests run inside the test WordPress of scripts/test/servers/wordpress/start.sh, with the plugin
 * active as an administrator installed it: WordPress is loaded as php-cli loads it there (Debian's
 * wp-config.php picks its config from the Host header). Each test leaves the database as it found it.
 *
 * @package SiteTests
 */

$_SERVER['HTTP_HOST']   = getenv( 'WP_HOST' ) ? getenv( 'WP_HOST' ) : '127.0.0.1';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = '80';

require '/usr/share/wordpress/wp-load.php';
// The plugin logs each failed delivery; the tests make them on purpose.
ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet
require_once ABSPATH . 'wp-admin/includes/user.php';
// The browser tests' must-use switches move the plugin's clock and shorten its back-off while their files
// exist (a live test killed midway leaves them); these tests judge the plugin as production runs it.
remove_all_filters( 'site_publisher_now' );
remove_all_filters( 'site_publisher_retry_delay' );

if ( ! class_exists( \SitePublisher\Delivery::class ) ) {
	fwrite( STDERR, "The site-publisher plugin is not active in the test WordPress.\n" );
	exit( 1 );
}
