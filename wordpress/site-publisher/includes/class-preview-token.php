<?php
/**
 * The short-lived token of a preview link: it names one post and when it expires, signed with HMAC-SHA256
 * under a key of the plugin's own (not the publish secret), so a link shows that post for ten minutes and
 * nothing else. Pure: the key and the time are passed in.
 *
 * Format: base64url({"p":post id,"e":expiry}) "." base64url(HMAC of the first part).
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Preview_Token {
	/** How long a link works. */
	const LIFETIME_SECONDS = 600;

	public static function mint( int $post_id, int $now, string $key ): string {
		$payload = self::encode( (string) wp_json_encode( array( 'p' => $post_id, 'e' => $now + self::LIFETIME_SECONDS ) ) );
		return $payload . '.' . self::encode( hash_hmac( 'sha256', $payload, $key, true ) );
	}

	/**
	 * Why the token does not open `$post_id` now, or null when it does.
	 */
	public static function refusal( string $token, int $post_id, int $now, string $key ): ?string {
		$parts = explode( '.', $token );
		if ( 2 !== count( $parts ) ) {
			return 'malformed';
		}
		$expected = self::encode( hash_hmac( 'sha256', $parts[0], $key, true ) );
		if ( ! hash_equals( $expected, $parts[1] ) ) {
			return 'tampered';
		}
		$claims = json_decode( (string) self::decode( $parts[0] ), true );
		if ( ! is_array( $claims ) || ! is_int( $claims['p'] ?? null ) || ! is_int( $claims['e'] ?? null ) ) {
			return 'malformed';
		}
		if ( $claims['p'] !== $post_id ) {
			return 'another post';
		}
		// A token cannot live longer than a link is meant to, whatever its claim says.
		if ( $claims['e'] < $now || $claims['e'] > $now + self::LIFETIME_SECONDS ) {
			return 'expired';
		}
		return null;
	}

	private static function encode( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	}

	/** @return string|false */
	private static function decode( string $text ) {
		return base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	}
}
