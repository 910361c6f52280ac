<?php
/**
 * Gets every recorded change to the publisher, however long it is away: each request's changes are
 * recorded (Outbox) before they are sent; a delivery sends all records as one call and removes them only
 * when the publisher answered 202. Otherwise (refused, unreachable, timed out) WP-Cron tries again after a
 * back-off (1, 2, 4, 8 minutes, then every 15), and the next change of any editor sends them too. A call
 * refused for a clock that is off is signed again at once with the publisher's time (Clock).
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Delivery {
	const CRON_HOOK    = 'site_publisher_deliver';
	const STATE_OPTION = 'site_publisher_delivery';
	const FIRST_DELAY  = MINUTE_IN_SECONDS;
	const LONGEST      = 15 * MINUTE_IN_SECONDS;

	public function __construct( private readonly Config $config ) {}

	public function register(): void {
		add_action( self::CRON_HOOK, array( $this, 'deliver' ) );
	}

	/**
	 * Records a request's changes, then delivers everything recorded.
	 *
	 * @param array<string, mixed> $payload What changed.
	 */
	public function record_and_deliver( array $payload ): bool {
		Outbox::add( $payload, Clock::local() );
		return $this->deliver();
	}

	/** Sends every record as one call; true when the publisher accepted it (or nothing was left). */
	public function deliver(): bool {
		$records = Outbox::all();
		if ( array() === $records ) {
			delete_option( self::STATE_OPTION );
			return true;
		}
		if ( ! $this->config->can_send() ) {
			return $this->failed( implode( ' ', $this->config->problems ) );
		}
		$batch    = Change_Batch::as_now( Change_Batch::merge( array_column( $records, 'payload' ) ), array( self::class, 'post_now' ) );
		$payload  = array_merge( array( 'reason' => 'change', 'site' => home_url( '/' ) ), Change_Batch::sendable( $batch ) );
		$response = Signed_Call::send( $this->config, $payload );
		if ( self::clock_refused( $response ) && Clock::learn( (string) wp_remote_retrieve_header( $response, 'date' ) ) ) {
			$response = Signed_Call::send( $this->config, $payload );
		}
		if ( ! is_wp_error( $response ) && 202 === (int) wp_remote_retrieve_response_code( $response ) ) {
			Outbox::remove( array_keys( $records ) );
			delete_option( self::STATE_OPTION );
			wp_clear_scheduled_hook( self::CRON_HOOK );
			Publisher_Status::forget();
			return true;
		}
		return $this->failed( self::reason( $response ) );
	}

	/**
	 * What administrators see: how many changes wait, why, and when the next try is.
	 *
	 * @return array{undelivered: int, reason: string, next_try: int}|null Null when nothing waits.
	 */
	public static function backlog(): ?array {
		$count = Outbox::count();
		if ( 0 === $count ) {
			return null;
		}
		$state = (array) get_option( self::STATE_OPTION, array() );
		$next  = wp_next_scheduled( self::CRON_HOOK );
		return array(
			'undelivered' => $count,
			'reason'      => (string) ( $state['reason'] ?? '' ),
			'next_try'    => false === $next ? (int) ( $state['next_try'] ?? 0 ) : (int) $next,
		);
	}

	/**
	 * The back-off after `$failures` failed deliveries in a row (the tests shorten it with the filter).
	 */
	public static function delay( int $failures ): int {
		$delay = min( self::LONGEST, self::FIRST_DELAY * ( 2 ** max( 0, min( $failures - 1, 10 ) ) ) );
		return max( 1, (int) apply_filters( 'site_publisher_retry_delay', $delay, $failures ) );
	}

	/** A post's state now, for Change_Batch::as_now. */
	public static function post_now( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		return array(
			'slug'    => $post->post_name,
			'visible' => Change_Rules::is_visible_post( $post->post_status, $post->post_type ),
		);
	}

	private function failed( string $reason ): bool {
		$state    = (array) get_option( self::STATE_OPTION, array() );
		$failures = (int) ( $state['failures'] ?? 0 ) + 1;
		$next     = time() + self::delay( $failures );
		update_option(
			self::STATE_OPTION,
			array(
				'failures' => $failures,
				'reason'   => $reason,
				'next_try' => $next,
			),
			false
		);
		wp_clear_scheduled_hook( self::CRON_HOOK );
		wp_schedule_single_event( $next, self::CRON_HOOK );
		error_log( 'Site Publisher: changes not delivered (' . $reason . '); next try at ' . gmdate( 'c', $next ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		return false;
	}

	/** @param array<string, mixed>|\WP_Error $response The answer. */
	private static function clock_refused( $response ): bool {
		if ( is_wp_error( $response ) || 401 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return false;
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		return is_array( $body ) && in_array( $body['code'] ?? null, array( 'stale', 'future' ), true );
	}

	/** @param array<string, mixed>|\WP_Error $response The answer. */
	private static function reason( $response ): string {
		if ( is_wp_error( $response ) ) {
			return $response->get_error_message();
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$why  = is_array( $body ) && is_string( $body['reason'] ?? $body['error'] ?? null ) ? ': ' . ( $body['reason'] ?? $body['error'] ) : '';
		return sprintf( 'HTTP %d%s', $code, $why );
	}
}
