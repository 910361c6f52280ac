<?php
/**
 * What the plugin sends the publisher, signed with HMAC-SHA256 under the shared secret in
 * `X-Hub-Signature-256: sha256=…` (the header GitHub made common):
 *   - a call: a JSON body with the time it was made and a unique id (so a replay is refused), the
 *     signature over the raw body;
 *   - a status read: the signature of "status:<time>", the time in `X-Publisher-Timestamp`, so only the
 *     plugin gets the details (errors, the log, the changed posts).
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Signed_Call {
	const SIGNATURE_HEADER = 'X-Hub-Signature-256';
	const TIMESTAMP_HEADER = 'X-Publisher-Timestamp';

	/** The publisher answers once the call is on its disk; longer than that, it is not answering. */
	const TIMEOUT_SECONDS = 5;

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
	 * The headers of a signed status read.
	 *
	 * @return array<string, string>
	 */
	public static function status_headers( string $secret, int $now ): array {
		return array(
			self::TIMESTAMP_HEADER => (string) $now,
			self::SIGNATURE_HEADER => self::signature( 'status:' . $now, $secret ),
		);
	}

	/**
	 * Sends the payload and waits for the answer.
	 *
	 * @param array<string, mixed> $payload What changed.
	 * @return array<string, mixed>|\WP_Error The answer, or why there is none.
	 */
	public static function send( Config $config, array $payload ) {
		if ( ! $config->can_send() ) {
			return new \WP_Error( 'site_publisher_not_configured', implode( ' ', $config->problems ) );
		}
		$body = self::body( $payload, Clock::for_publisher(), wp_generate_uuid4() );
		return wp_remote_post(
			$config->hook_url,
			array(
				'body'    => $body,
				'headers' => array(
					'Content-Type'         => 'application/json',
					self::SIGNATURE_HEADER => self::signature( $body, $config->secret ),
				),
				'timeout' => self::TIMEOUT_SECONDS,
			)
		);
	}
}
