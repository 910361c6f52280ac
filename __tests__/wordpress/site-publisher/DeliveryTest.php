<?php
/**
 * Nothing an editor did is lost while the publisher is away: a change is recorded before it is sent,
 * stays recorded until the publisher answers 202, and WP-Cron tries again with a growing back-off; a call
 * refused for WordPress's clock is signed again with the publisher's time. The publisher's answers are
 * made here (pre_http_request); the browser tests deliver to the real one.
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;
use SitePublisher\Clock;
use SitePublisher\Config;
use SitePublisher\Delivery;
use SitePublisher\Outbox;
use SitePublisher\Signed_Call;

final class DeliveryTest extends TestCase {
	const HOOK = 'http://publisher.test/hooks/wordpress';

	private Delivery $delivery;
	/** @var array<int, array{body: string, headers: array}> What reached the "publisher". */
	private array $sent = array();
	/** @var array<int, array|WP_Error> Its answers, in turn. */
	private array $answers = array();
	private $intercept;
	/** @var array<string, array> The test WordPress's own undelivered calls (its seed's), kept aside. */
	private array $kept = array();
	private $kept_state;

	protected function setUp(): void {
		$this->kept       = Outbox::all();
		$this->kept_state = get_option( Delivery::STATE_OPTION );
		Outbox::remove( array_keys( $this->kept ) );
		delete_option( Delivery::STATE_OPTION );
		wp_clear_scheduled_hook( Delivery::CRON_HOOK );
		$this->delivery  = new Delivery( Config::from_values( self::HOOK, str_repeat( 's', 40 ), null, null ) );
		$this->intercept = function ( $result, $args, $url ) {
			if ( self::HOOK !== $url ) {
				return $result;
			}
			$this->sent[] = array( 'body' => $args['body'], 'headers' => $args['headers'] );
			return array_shift( $this->answers ) ?? new WP_Error( 'http_request_failed', 'no answer left' );
		};
		add_filter( 'pre_http_request', $this->intercept, 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->intercept );
		Outbox::remove( array_keys( Outbox::all() ) );
		delete_option( Delivery::STATE_OPTION );
		delete_option( Clock::OFFSET_OPTION );
		wp_clear_scheduled_hook( Delivery::CRON_HOOK );
		foreach ( $this->kept as $name => $record ) {
			add_option( $name, $record, '', false );
		}
		if ( false !== $this->kept_state ) {
			add_option( Delivery::STATE_OPTION, $this->kept_state, '', false );
			wp_schedule_single_event( (int) ( $this->kept_state['next_try'] ?? time() ), Delivery::CRON_HOOK );
		}
	}

	private static function answer( int $code, array $body = array(), array $headers = array() ): array {
		return array(
			'headers'  => $headers,
			'body'     => wp_json_encode( $body ),
			'response' => array( 'code' => $code, 'message' => '' ),
			'cookies'  => array(),
		);
	}

	private static function change( int $id, bool $visible ): array {
		return array( 'posts' => array( array( 'id' => $id, 'slug' => "post-$id", 'visible' => $visible ) ), 'terms' => array() );
	}

	public function test_an_unreachable_publisher_keeps_the_change_and_cron_tries_again_later(): void {
		$this->answers = array( new WP_Error( 'http_request_failed', 'cURL error 7: Connection refused' ) );
		$this->assertFalse( $this->delivery->record_and_deliver( self::change( 900001, false ) ) );
		$backlog = Delivery::backlog();
		$this->assertSame( 1, $backlog['undelivered'] );
		$this->assertStringContainsString( 'Connection refused', $backlog['reason'] );
		$this->assertSame( wp_next_scheduled( Delivery::CRON_HOOK ), $backlog['next_try'] );
		$this->assertEqualsWithDelta( time() + Delivery::delay( 1 ), $backlog['next_try'], 5 );

		// The next try (WP-Cron runs the plugin's delivery) sends the recorded change with the next one; 202
		// empties the outbox.
		$this->assertNotFalse( has_action( Delivery::CRON_HOOK ) );
		Outbox::add( self::change( 900002, false ), time() );
		$this->answers = array( self::answer( 202, array( 'accepted' => 'x' ) ) );
		$this->assertTrue( $this->delivery->deliver() );
		$this->assertNull( Delivery::backlog() );
		$this->assertFalse( wp_next_scheduled( Delivery::CRON_HOOK ) );
		$last = json_decode( end( $this->sent )['body'], true );
		$this->assertSame( array( 900001, 900002 ), array_column( $last['posts'], 'id' ) );
		$this->assertSame( Signed_Call::signature( end( $this->sent )['body'], str_repeat( 's', 40 ) ), end( $this->sent )['headers']['X-Hub-Signature-256'] );
	}

	public function test_the_back_off_grows_to_a_quarter_of_an_hour(): void {
		$this->assertSame( array( 60, 120, 240, 480, 900, 900 ), array_map( array( Delivery::class, 'delay' ), range( 1, 6 ) ) );
	}

	public function test_a_refusal_keeps_the_change_and_names_the_reason(): void {
		$this->answers = array( self::answer( 401, array( 'error' => 'refused', 'code' => 'signature', 'reason' => 'wrong signature' ) ) );
		$this->assertFalse( $this->delivery->record_and_deliver( self::change( 900003, false ) ) );
		$this->assertSame( 'HTTP 401: wrong signature', Delivery::backlog()['reason'] );
	}

	public function test_a_call_refused_for_a_clock_that_is_off_is_signed_again_with_the_publishers_time(): void {
		$their_time    = time() + 3600;
		$this->answers = array(
			self::answer( 401, array( 'error' => 'refused', 'code' => 'stale', 'reason' => 'the call is older than five minutes' ), array( 'date' => gmdate( 'D, d M Y H:i:s', $their_time ) . ' GMT' ) ),
			self::answer( 202, array( 'accepted' => 'x' ) ),
		);
		$this->assertTrue( $this->delivery->record_and_deliver( self::change( 900004, false ) ) );
		$this->assertCount( 2, $this->sent );
		$this->assertEqualsWithDelta( $their_time, json_decode( $this->sent[1]['body'], true )['timestamp'], 5 );
		$this->assertNull( Delivery::backlog() );
	}
}
