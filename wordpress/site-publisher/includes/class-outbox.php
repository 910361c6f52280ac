<?php
/**
 * The calls the publisher has not accepted yet, kept in WordPress's database until it does. Each is an
 * option of its own (`site_publisher_undelivered_<uuid>`, not autoloaded): add_option inserts a row, so
 * two requests that record at once never overwrite each other, and a delivery removes exactly the
 * records it sent.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Outbox {
	const PREFIX = 'site_publisher_undelivered_';

	/**
	 * Records a payload before it is sent.
	 *
	 * @param array<string, mixed> $payload What changed.
	 */
	public static function add( array $payload, int $now ): void {
		add_option(
			self::PREFIX . str_replace( '-', '', wp_generate_uuid4() ),
			array(
				'at'      => $now,
				'payload' => $payload,
			),
			'',
			false
		);
	}

	/**
	 * Every record, oldest first, by option name.
	 *
	 * @return array<string, array{at: int, payload: array<string, mixed>}>
	 */
	public static function all(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the options API cannot list by prefix.
		$rows    = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id",
				$wpdb->esc_like( self::PREFIX ) . '%'
			)
		);
		$records = array();
		foreach ( (array) $rows as $row ) {
			$record = maybe_unserialize( $row->option_value );
			if ( is_array( $record ) && is_array( $record['payload'] ?? null ) ) {
				$records[ $row->option_name ] = array(
					'at'      => (int) ( $record['at'] ?? 0 ),
					'payload' => $record['payload'],
				);
			}
		}
		return $records;
	}

	public static function count(): int {
		return count( self::all() );
	}

	/** @param string[] $names The records a delivery sent. */
	public static function remove( array $names ): void {
		foreach ( $names as $name ) {
			if ( 0 === strpos( $name, self::PREFIX ) ) {
				delete_option( $name );
			}
		}
	}
}
