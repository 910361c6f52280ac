<?php
/**
 * What the publisher says it is doing (its GET /status, signed so that it answers the details), read on
 * the server with a short time-out and kept for a few seconds, or for a minute when it could not be read,
 * so the admin bar costs one quick request now and then and never waits on every page for a publisher
 * that is down.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Publisher_Status {
	const CACHE_KEY             = 'site_publisher_status';
	const CACHE_SECONDS         = 5;
	const FAILURE_CACHE_SECONDS = MINUTE_IN_SECONDS;
	const TIMEOUT_SECONDS       = 2;

	/**
	 * The publisher's state, or an error saying why it cannot be read.
	 *
	 * @return array{state: string, liveSince: ?string, lastBuildFailed: bool, lastError: ?string, nextTry: ?string, queued: bool}|\WP_Error
	 */
	public static function read( Config $config ) {
		if ( null === $config->status_url || null === $config->secret ) {
			return new \WP_Error( 'site_publisher_not_configured', implode( ' ', $config->problems ) );
		}
		$cached = get_transient( self::CACHE_KEY );
		if ( is_array( $cached ) ) {
			return isset( $cached['error'] ) ? new \WP_Error( 'site_publisher_unreachable', (string) $cached['error'] ) : $cached;
		}
		$response = wp_remote_get(
			$config->status_url,
			array(
				'timeout' => self::TIMEOUT_SECONDS,
				'headers' => Signed_Call::status_headers( $config->secret, Clock::for_publisher() ),
			)
		);
		$status = is_wp_error( $response )
			? $response
			: self::parse( (int) wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
		if ( is_wp_error( $status ) ) {
			set_transient( self::CACHE_KEY, array( 'error' => $status->get_error_message() ), self::FAILURE_CACHE_SECONDS );
		} else {
			set_transient( self::CACHE_KEY, $status, self::CACHE_SECONDS );
		}
		return $status;
	}

	/** After a call was sent, the next page shows the new state rather than the cached one. */
	public static function forget(): void {
		delete_transient( self::CACHE_KEY );
	}

	/**
	 * Checks the publisher's answer: only the fields the admin bar shows, each of its expected type.
	 *
	 * @return array{state: string, liveSince: ?string, lastBuildFailed: bool, lastError: ?string, nextTry: ?string, queued: bool}|\WP_Error
	 */
	public static function parse( int $code, string $body ) {
		$data = json_decode( $body, true );
		if ( 200 !== $code || ! is_array( $data ) || ! in_array( $data['state'] ?? null, array( 'idle', 'building', 'failed' ), true ) ) {
			return new \WP_Error( 'site_publisher_bad_status', sprintf( 'The publisher answered %d without a usable state.', $code ) );
		}
		$text = static fn ( $value ) => is_string( $value ) ? $value : null;
		return array(
			'state'           => $data['state'],
			'liveSince'       => $text( $data['liveSince'] ?? null ),
			'lastBuildFailed' => true === ( $data['lastBuildFailed'] ?? false ),
			'lastError'       => $text( $data['lastError'] ?? null ),
			'nextTry'         => $text( $data['nextTry'] ?? null ),
			'queued'          => true === ( $data['queued'] ?? false ),
		);
	}
}
