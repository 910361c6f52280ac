<?php
/**
 * Which changes in WordPress a visitor of the site could see. Pure: no WordPress calls, so every rule is
 * decided from the values the hooks pass.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Change_Rules {
	/** The site shows posts only; revisions and autosaves are their own post type and never match. */
	const POST_TYPE = 'post';

	/** The taxonomies the site shows (category pages, tags on a post). */
	const TAXONOMIES = array( 'category', 'post_tag' );

	/** The only status an anonymous visitor can read. */
	const VISIBLE = 'publish';

	/** Post meta the site shows. */
	const FEATURED_IMAGE_META = '_thumbnail_id';

	/**
	 * A status change into or out of "publish": published (also by cron from "future"), updated while
	 * published, unpublished, trashed. Draft to draft, auto-draft to draft and the like never match.
	 */
	public static function status_change_matters( string $new_status, string $old_status, string $post_type ): bool {
		return self::POST_TYPE === $post_type
			&& ( self::VISIBLE === $new_status || self::VISIBLE === $old_status );
	}

	/** A post deleted for good while it was published (a trashed post left the site when it was trashed). */
	public static function deletion_matters( string $status, string $post_type ): bool {
		return self::POST_TYPE === $post_type && self::VISIBLE === $status;
	}

	/**
	 * The categories or tags of a published post changed.
	 *
	 * @param int[] $tt_ids     The term taxonomy ids after the change.
	 * @param int[] $old_tt_ids Those before.
	 */
	public static function terms_change_matters( string $status, string $post_type, string $taxonomy, array $tt_ids, array $old_tt_ids ): bool {
		if ( ! self::is_visible_post( $status, $post_type ) || ! in_array( $taxonomy, self::TAXONOMIES, true ) ) {
			return false;
		}
		$after  = array_map( 'intval', $tt_ids );
		$before = array_map( 'intval', $old_tt_ids );
		sort( $after );
		sort( $before );
		return $after !== $before;
	}

	/** The featured image of a published post was set, changed or removed. */
	public static function meta_change_matters( string $status, string $post_type, string $meta_key ): bool {
		return self::FEATURED_IMAGE_META === $meta_key && self::is_visible_post( $status, $post_type );
	}

	/** A category or tag was renamed or deleted: its page and its posts change. */
	public static function term_change_matters( string $taxonomy ): bool {
		return in_array( $taxonomy, self::TAXONOMIES, true );
	}

	public static function is_visible_post( string $status, string $post_type ): bool {
		return self::POST_TYPE === $post_type && self::VISIBLE === $status;
	}

	/** The slug visitors knew: WordPress appends "__trashed" when it trashes a post. */
	public static function public_slug( string $slug ): string {
		return (string) preg_replace( '/__trashed(?:-\d+)?$/', '', $slug );
	}
}
