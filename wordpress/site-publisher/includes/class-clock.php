<?php
/**
 * The time calls are signed with: this server's clock, moved by the offset to the publisher's clock that
 * a refusal for a stale or future call taught (its Date header), so a WordPress whose clock is off still
 * gets its calls accepted. The offset is bounded to a day; past that an administrator must fix the clock.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Clock {
	const OFFSET_OPTION = 'site_publisher_clock_offset';
	const MAX_OFFSET    = DAY_IN_SECONDS;

	/** This server's time as the plugin sees it (the tests move it with this filter). */
	public static function local(): int {
		return (int) apply_filters( 'site_publisher_now', time() );
	}

	/** The time to sign a call or a status read with. */
	public static function for_publisher(): int {
		return self::local() + (int) get_option( self::OFFSET_OPTION, 0 );
	}

	/**
	 * Learns the publisher's time from its answer's Date header; true when the offset changed.
	 *
	 * @param string $date_header The header's value.
	 */
	public static function learn( string $date_header ): bool {
		$theirs = strtotime( $date_header );
		if ( false === $theirs ) {
			return false;
		}
		$offset = $theirs - self::local();
		if ( abs( $offset ) > self::MAX_OFFSET || $offset === (int) get_option( self::OFFSET_OPTION, 0 ) ) {
			return false;
		}
		update_option( self::OFFSET_OPTION, $offset, false );
		return true;
	}
}
