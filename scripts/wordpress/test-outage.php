<?php
/**
 * Plugin Name: Test outage (tests only)
 * Description: While the file named by SITE_TEST_OUTAGE_FILE exists, the REST API answers 500 to every
 *              anonymous request, as a WordPress whose database is down would. Installed by
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
