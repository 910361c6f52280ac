<?php
/**
 * Listens to the hooks where a visible change can happen, collects what changed during the request and
 * hands it to Delivery at shutdown as one record (the block editor saves a post in two requests and fires
 * several hooks in each; the publisher coalesces what arrives across requests). Delivery keeps the record
 * until the publisher accepted it.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Change_Collector {
	/** @var array<int, string> Changed posts: id => the slug visitors knew. */
	private array $posts = array();

	/** @var array<string, array{taxonomy: string, id: int}> Changed categories and tags. */
	private array $terms = array();

	public function __construct( private readonly Delivery $delivery ) {}

	public function register(): void {
		add_action( 'transition_post_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'on_deleted' ), 10, 2 );
		add_action( 'set_object_terms', array( $this, 'on_terms_set' ), 10, 6 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'on_meta_change' ), 10, 3 );
		}
		add_action( 'attachment_updated', array( $this, 'on_attachment_updated' ), 10, 1 );
		add_action( 'edited_term', array( $this, 'on_term_change' ), 10, 3 );
		add_action( 'delete_term', array( $this, 'on_term_change' ), 10, 3 );
		add_action( 'shutdown', array( $this, 'send' ) );
	}

	/**
	 * @param string   $new_status The status after.
	 * @param string   $old_status The status before.
	 * @param \WP_Post $post       The post.
	 */
	public function on_status_change( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post
			&& Change_Rules::status_change_matters( (string) $new_status, (string) $old_status, $post->post_type ) ) {
			$this->add_post( $post );
		}
	}

	/**
	 * @param int           $post_id The deleted post's id.
	 * @param \WP_Post|null $post    The post as it was (WordPress 5.5 and later).
	 */
	public function on_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && Change_Rules::deletion_matters( $post->post_status, $post->post_type ) ) {
			$this->add_post( $post );
		}
	}

	/**
	 * @param int    $object_id  The post.
	 * @param array  $terms      The terms as given.
	 * @param int[]  $tt_ids     The term taxonomy ids after.
	 * @param string $taxonomy   The taxonomy.
	 * @param bool   $append     Whether the terms were added to the old ones.
	 * @param int[]  $old_tt_ids The term taxonomy ids before.
	 */
	public function on_terms_set( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		$post = get_post( (int) $object_id );
		if ( $post instanceof \WP_Post && Change_Rules::terms_change_matters(
			$post->post_status,
			$post->post_type,
			(string) $taxonomy,
			(array) $tt_ids,
			(array) $old_tt_ids
		) ) {
			$this->add_post( $post );
		}
	}

	/**
	 * @param int|int[] $meta_id   The meta row (rows, when deleted).
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The meta key.
	 */
	public function on_meta_change( $meta_id, $object_id, $meta_key ): void {
		$post = get_post( (int) $object_id );
		if ( $post instanceof \WP_Post
			&& Change_Rules::meta_change_matters( $post->post_status, $post->post_type, (string) $meta_key ) ) {
			$this->add_post( $post );
		}
	}

	/**
	 * An image's alt text or title changed: the published posts that show it as featured image change.
	 *
	 * @param int $attachment_id The image.
	 */
	public function on_attachment_updated( $attachment_id ): void {
		$posts = get_posts(
			array(
				'post_type'      => Change_Rules::POST_TYPE,
				'post_status'    => Change_Rules::VISIBLE,
				'meta_key'       => Change_Rules::FEATURED_IMAGE_META, // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'     => (string) (int) $attachment_id, // phpcs:ignore WordPress.DB.SlowDBQuery
				'posts_per_page' => 100,
			)
		);
		foreach ( $posts as $post ) {
			$this->add_post( $post );
		}
	}

	/**
	 * @param int    $term_id  The term.
	 * @param int    $tt_id    Its term taxonomy id.
	 * @param string $taxonomy The taxonomy.
	 */
	public function on_term_change( $term_id, $tt_id, $taxonomy ): void {
		if ( Change_Rules::term_change_matters( (string) $taxonomy ) ) {
			$this->terms[ $taxonomy . ':' . (int) $term_id ] = array(
				'taxonomy' => (string) $taxonomy,
				'id'       => (int) $term_id,
			);
		}
	}

	/** What this request changed, as the call's payload; null when nothing a visitor sees changed. */
	public function payload(): ?array {
		if ( array() === $this->posts && array() === $this->terms ) {
			return null;
		}
		$posts = array();
		foreach ( $this->posts as $id => $slug ) {
			// Judged at the end of the request: the last of its changes is what visitors will see.
			$post    = get_post( $id );
			$visible = $post instanceof \WP_Post
				&& Change_Rules::is_visible_post( $post->post_status, $post->post_type );
			$posts[] = array(
				'id'      => $id,
				'slug'    => $visible ? $post->post_name : $slug,
				'visible' => $visible,
			);
		}
		return array(
			'reason' => 'change',
			'site'   => home_url( '/' ),
			'posts'  => $posts,
			'terms'  => array_values( $this->terms ),
		);
	}

	/**
	 * At shutdown: the request's changes recorded, then delivered with everything still undelivered, after
	 * the editor's answer where PHP-FPM allows.
	 */
	public function send(): void {
		$payload = $this->payload();
		if ( null === $payload ) {
			return;
		}
		$this->posts = array();
		$this->terms = array();
		Outbox::add( $payload, Clock::local() );
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		$this->delivery->deliver();
	}

	private function add_post( \WP_Post $post ): void {
		if ( ! isset( $this->posts[ $post->ID ] ) ) {
			$this->posts[ $post->ID ] = Change_Rules::public_slug( $post->post_name );
		}
	}
}
