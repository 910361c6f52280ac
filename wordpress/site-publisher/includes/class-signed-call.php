<?php
/**
 * One call to the publisher: a JSON body with a timestamp and a unique id (so a replay is refused), signed
 * with HMAC-SHA256 over the raw body in `X-Hub-Signature-256: sha256=…`, the header GitHub made common.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Signed_Call {
	const SIGNATURE_HEADER = 'X-Hub-Signature-256';

	/** Long enough for a loopback or LAN publisher that answers at once; short enough not to hold WordPress. */
	const TIMEOUT_SECONDS = 3;

	/**
	 * The raw body: the payload with the time it was made and a unique id.
	 *
	 * @param array<string, mixed> $payload What changed.
	 */
	public static function body( array $payload, int $now, string $id ): string {
		$body = wp_json_encode( array_merge( array( 'id' => $id, 'timestamp' => $now ), $payload ) );
		return false === $body ? '{}' : $body;
	}

	public static function signature( string $body, string $secret ): string {
		return 'sha256=' . hash_hmac( 'sha256', $body, $secret );
	}

	/**
	 * Sends the payload. Non-blocking calls come back at once (nothing is known of the answer); a blocking
	 * one returns the answer or the error.
	 *
	 * @param array<string, mixed> $payload What changed.
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function send( Config $config, array $payload, bool $blocking ) {
		if ( ! $config->can_send() ) {
			return new \WP_Error( 'site_publisher_not_configured', implode( ' ', $config->problems ) );
		}
		$body = self::body( $payload, time(), wp_generate_uuid4() );
		return wp_remote_post(
			$config->hook_url,
			array(
				'body'     => $body,
				'headers'  => array(
					'Content-Type'         => 'application/json',
					self::SIGNATURE_HEADER => self::signature( $body, $config->secret ),
				),
				'timeout'  => self::TIMEOUT_SECONDS,
				'blocking' => $blocking,
			)
		);
	}
}
