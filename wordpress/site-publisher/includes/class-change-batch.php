<?php
/**
 * The changes of several calls as one: posts by id (the later state wins; a post that left keeps the slug
 * visitors knew), terms once each, a rebuild when any asked. A batch too large for one call becomes a full
 * rebuild, which the publisher always takes. Pure: the current state of a post is passed in.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Change_Batch {
	/** Half the publisher's limits (1,000 items, 256 KB): a batch past them is sent as a rebuild. */
	const MAX_ITEMS      = 500;
	const MAX_BODY_BYTES = 128 * 1024;

	/**
	 * @param array<int, array<string, mixed>> $payloads The recorded payloads, oldest first.
	 * @return array{posts: array<int, array{id: int, slug: string, visible: bool}>, terms: array<int, array{taxonomy: string, id: int}>, rebuild: bool}
	 */
	public static function merge( array $payloads ): array {
		$posts   = array();
		$terms   = array();
		$rebuild = false;
		foreach ( $payloads as $payload ) {
			foreach ( (array) ( $payload['posts'] ?? array() ) as $post ) {
				$id    = (int) ( $post['id'] ?? 0 );
				$slug  = (string) ( $post['slug'] ?? '' );
				$known = $posts[ $id ]['slug'] ?? '';
				if ( $id > 0 ) {
					$posts[ $id ] = array(
						'id'      => $id,
						'slug'    => '' === $slug ? $known : $slug,
						'visible' => true === ( $post['visible'] ?? false ),
					);
				}
			}
			foreach ( (array) ( $payload['terms'] ?? array() ) as $term ) {
				$taxonomy = (string) ( $term['taxonomy'] ?? '' );
				$id       = (int) ( $term['id'] ?? 0 );
				if ( $id > 0 && in_array( $taxonomy, Change_Rules::TAXONOMIES, true ) ) {
					$terms[ $taxonomy . ':' . $id ] = array(
						'taxonomy' => $taxonomy,
						'id'       => $id,
					);
				}
			}
			$rebuild = $rebuild || true === ( $payload['rebuild'] ?? false );
		}
		return array(
			'posts'   => array_values( $posts ),
			'terms'   => array_values( $terms ),
			'rebuild' => $rebuild,
		);
	}

	/**
	 * Each post judged as it is now: visible with its current slug, or gone with the slug visitors knew.
	 *
	 * @param array{posts: array, terms: array, rebuild: bool} $batch   A merged batch.
	 * @param callable(int): ?array{slug: string, visible: bool}  $current A post's state now, null when deleted.
	 */
	public static function as_now( array $batch, callable $current ): array {
		$batch['posts'] = array_map(
			static function ( array $post ) use ( $current ): array {
				$now = $current( $post['id'] );
				return null !== $now && $now['visible']
					? array( 'id' => $post['id'], 'slug' => $now['slug'], 'visible' => true )
					: array( 'id' => $post['id'], 'slug' => $post['slug'], 'visible' => false );
			},
			$batch['posts']
		);
		return $batch;
	}

	/** The batch, or a full rebuild when it is too large for one call. */
	public static function sendable( array $batch ): array {
		$too_many = count( $batch['posts'] ) > self::MAX_ITEMS || count( $batch['terms'] ) > self::MAX_ITEMS;
		$too_big  = strlen( (string) wp_json_encode( $batch ) ) > self::MAX_BODY_BYTES;
		return $too_many || $too_big
			? array(
				'posts'   => array(),
				'terms'   => array(),
				'rebuild' => true,
			)
			: $batch;
	}
}
