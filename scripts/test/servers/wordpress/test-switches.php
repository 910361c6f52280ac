<?php
/**
 * Plugin Name: Test switches (tests only)
 * Description: Switches the browser tests turn on with a file in the test WordPress's state folder:
 *              while SITE_TEST_OUTAGE_FILE exists, the REST API answers 500 to every anonymous request,
 *              as a WordPress whose database is down would; SITE_TEST_CLOCK_FILE holds seconds by which
 *              the site-publisher plugin's clock is moved (to expire preview tokens); SITE_TEST_RETRY_FILE
 *              holds the seconds the plugin waits before it delivers again (instead of a minute and more,
 *              so a test runs WP-Cron as a system cron would without waiting minutes). Installed by
 *              scripts/wordpress/start.sh as a must-use plugin of the test WordPress, never in production.
 *
 * @package SiteTests
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'rest_pre_dispatch',
	static function ( $result ) {
		if ( defined( 'SITE_TEST_OUTAGE_FILE' ) && file_exists( SITE_TEST_OUTAGE_FILE ) && ! is_user_logged_in() ) {
			return new WP_Error( 'test_outage', 'Simulated outage', array( 'status' => 500 ) );
		}
		return $result;
	}
);

add_filter(
	'site_publisher_now',
	static function ( $now ) {
		if ( defined( 'SITE_TEST_CLOCK_FILE' ) && is_readable( SITE_TEST_CLOCK_FILE ) ) {
			return $now + (int) file_get_contents( SITE_TEST_CLOCK_FILE ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		return $now;
	}
);

add_filter(
	'site_publisher_retry_delay',
	static function ( $delay ) {
		if ( defined( 'SITE_TEST_RETRY_FILE' ) && is_readable( SITE_TEST_RETRY_FILE ) ) {
			return (int) file_get_contents( SITE_TEST_RETRY_FILE ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		return $delay;
	}
);
