<?php
/**
 * The preview key is made once: when another request stored one between this request's read and its
 * write, this request uses that one, so links minted by both open.
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;
use SitePublisher\Preview;

final class PreviewKeyTest extends TestCase {
	private $saved;

	protected function setUp(): void {
		$this->saved = get_option( Preview::KEY_OPTION );
	}

	protected function tearDown(): void {
		delete_option( Preview::KEY_OPTION );
		if ( false !== $this->saved ) {
			add_option( Preview::KEY_OPTION, $this->saved, '', false );
		}
	}

	public function test_a_key_is_made_once_and_kept(): void {
		delete_option( Preview::KEY_OPTION );
		$first = Preview::key();
		$this->assertGreaterThanOrEqual( 32, strlen( $first ) );
		$this->assertSame( $first, Preview::key() );
	}

	public function test_the_key_another_request_stored_first_wins(): void {
		global $wpdb;
		delete_option( Preview::KEY_OPTION );
		// This request has read "no key" (and cached that); another request stores its key meanwhile.
		$this->assertFalse( get_option( Preview::KEY_OPTION ) );
		$theirs = str_repeat( 'k', 64 );
		$wpdb->insert( $wpdb->options, array( 'option_name' => Preview::KEY_OPTION, 'option_value' => $theirs, 'autoload' => 'no' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( $theirs, Preview::key() );
	}
}
