<?php
/**
 * The publisher's status as the admin bar reads it: signed, so it answers the details; a failed look-up
 * is kept for a minute, so a publisher that is down does not cost every page a time-out.
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;
use SitePublisher\Config;
use SitePublisher\Publisher_Status;
use SitePublisher\Signed_Call;

final class PublisherStatusTest extends TestCase {
	const STATUS = 'http://publisher.test/status';

	private array $requests = array();
	private $intercept;
	private Config $config;

	protected function setUp(): void {
		Publisher_Status::forget();
		$this->config    = Config::from_values( 'http://publisher.test/hooks/wordpress', str_repeat( 's', 40 ), self::STATUS, null );
		$this->intercept = function ( $result, $args, $url ) {
			if ( self::STATUS !== $url ) {
				return $result;
			}
			$this->requests[] = $args['headers'];
			return new WP_Error( 'http_request_failed', 'Operation timed out after 2000 milliseconds' );
		};
		add_filter( 'pre_http_request', $this->intercept, 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->intercept );
		Publisher_Status::forget();
	}

	public function test_a_failed_look_up_is_kept_for_a_minute(): void {
		$first = Publisher_Status::read( $this->config );
		$this->assertWPError( $first );
		$this->assertWPError( Publisher_Status::read( $this->config ) );
		$this->assertCount( 1, $this->requests, 'the second page asked again' );
		$timeout = (int) get_option( '_transient_timeout_' . Publisher_Status::CACHE_KEY );
		$this->assertEqualsWithDelta( time() + 60, $timeout, 5 );
	}

	public function test_the_read_is_signed_like_the_calls(): void {
		Publisher_Status::read( $this->config );
		$headers = $this->requests[0];
		$time    = (int) $headers['X-Publisher-Timestamp'];
		$this->assertEqualsWithDelta( time(), $time, 5 );
		$this->assertSame( Signed_Call::signature( 'status:' . $time, str_repeat( 's', 40 ) ), $headers['X-Hub-Signature-256'] );
	}

	public function test_the_details_are_read_as_their_types(): void {
		$status = Publisher_Status::parse( 200, '{"state":"failed","liveSince":"2026-11-24T10:00:00Z","lastBuildFailed":true,"lastError":"x","nextTry":"2026-11-24T10:04:00Z","queued":false,"pending":{"posts":[]}}' );
		$this->assertSame( array( 'state', 'liveSince', 'lastBuildFailed', 'lastError', 'nextTry', 'queued' ), array_keys( $status ) );
		$this->assertTrue( $status['lastBuildFailed'] );
		$this->assertWPError( Publisher_Status::parse( 200, '{"state":"exploded"}' ) );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( WP_Error::class, $value );
	}
}
