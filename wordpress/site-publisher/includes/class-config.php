<?php
/**
 * The plugin's settings, read once from wp-config.php constants and checked: a malformed value is
 * reported in the admin (and the error log) by name, and nothing is sent with it.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Config {
	/** A shorter shared secret is too easy to guess. */
	const MIN_SECRET_LENGTH = 32;

	/**
	 * @param string|null $hook_url   Where changes are sent, or null when not usable.
	 * @param string|null $secret     The shared HMAC secret, or null when not usable.
	 * @param string|null $status_url Where the publisher's state is read, or null.
	 * @param string|null $site_url   The public site's address without trailing slash (previews), or null.
	 * @param string|null $site_origin Its origin, the only one the preview route answers across origins.
	 * @param string[]    $problems   What is wrong with the constants, naming each.
	 */
	private function __construct(
		public readonly ?string $hook_url,
		public readonly ?string $secret,
		public readonly ?string $status_url,
		public readonly ?string $site_url,
		public readonly ?string $site_origin,
		public readonly array $problems
	) {}

	public static function from_constants(): self {
		return self::from_values(
			defined( 'SITE_PUBLISH_HOOK_URL' ) ? constant( 'SITE_PUBLISH_HOOK_URL' ) : null,
			defined( 'SITE_PUBLISH_SECRET' ) ? constant( 'SITE_PUBLISH_SECRET' ) : null,
			defined( 'SITE_PUBLISH_STATUS_URL' ) ? constant( 'SITE_PUBLISH_STATUS_URL' ) : null,
			defined( 'SITE_PUBLIC_URL' ) ? constant( 'SITE_PUBLIC_URL' ) : null
		);
	}

	/**
	 * @param mixed $hook_url   SITE_PUBLISH_HOOK_URL.
	 * @param mixed $secret     SITE_PUBLISH_SECRET.
	 * @param mixed $status_url SITE_PUBLISH_STATUS_URL.
	 * @param mixed $site_url   SITE_PUBLIC_URL.
	 */
	public static function from_values( $hook_url, $secret, $status_url, $site_url = null ): self {
		$problems = array();
		$hook     = null;
		if ( null === $hook_url ) {
			$problems[] = 'SITE_PUBLISH_HOOK_URL is not defined: the site is not told about changes.';
		} elseif ( ! self::is_http_url( $hook_url ) ) {
			$problems[] = 'SITE_PUBLISH_HOOK_URL must be an http(s) address such as https://publisher.example/hooks/wordpress.';
		} else {
			$hook = $hook_url;
		}

		$key = null;
		if ( null === $secret ) {
			$problems[] = 'SITE_PUBLISH_SECRET is not defined: calls cannot be signed.';
		} elseif ( ! is_string( $secret ) || strlen( $secret ) < self::MIN_SECRET_LENGTH ) {
			$problems[] = sprintf( 'SITE_PUBLISH_SECRET must be a string of at least %d characters.', self::MIN_SECRET_LENGTH );
		} else {
			$key = $secret;
		}

		$status = null;
		if ( null !== $status_url ) {
			if ( self::is_http_url( $status_url ) ) {
				$status = $status_url;
			} else {
				$problems[] = 'SITE_PUBLISH_STATUS_URL must be an http(s) address.';
			}
		} elseif ( null !== $hook ) {
			$parts  = wp_parse_url( $hook );
			$port   = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
			$status = $parts['scheme'] . '://' . $parts['host'] . $port . '/status';
		}

		$site   = null;
		$origin = null;
		if ( null !== $site_url ) {
			$parts = self::is_http_url( $site_url ) ? wp_parse_url( $site_url ) : false;
			if ( false === $parts || ( isset( $parts['path'] ) && '/' !== $parts['path'] ) || isset( $parts['query'] ) ) {
				$problems[] = 'SITE_PUBLIC_URL must be the site\'s address such as https://www.example.com, without a path: previews are off.';
			} else {
				$port   = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
				$origin = strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . $port;
				$site   = $origin;
			}
		}

		return new self( $hook, $key, $status, $site, $origin, $problems );
	}

	/** Both the hook address and the secret are usable. */
	public function can_send(): bool {
		return null !== $this->hook_url && null !== $this->secret;
	}

	/** @param mixed $value A constant's value. */
	private static function is_http_url( $value ): bool {
		if ( ! is_string( $value ) ) {
			return false;
		}
		$parts = wp_parse_url( $value );
		return is_array( $parts )
			&& isset( $parts['scheme'], $parts['host'] )
			&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] );
	}
}
