<?php
/**
 * Draft preview in the site's own design: a post's preview link is the site's /preview/ page (or
 * /de/preview/ for a German post) with a short-lived token, given as `site_preview_link` in the post's REST
 * answer (context=edit); a REST route answers that one post's latest content (the autosave when it is
 * newer, so unsaved edits of a published post show) to whoever holds the token, readable from the site's
 * origin only. WordPress's own "Preview" button is pointed at it (preview_post_link).
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Preview {
	const REST_NAMESPACE = 'site-publisher/v1';
	const ROUTE          = '/preview/(?P<id>\d+)';
	const KEY_OPTION     = 'site_publisher_preview_key';

	public function __construct( private readonly Config $config ) {}

	public function register(): void {
		if ( null === $this->config->site_url ) {
			return;
		}
		add_filter( 'preview_post_link', array( $this, 'preview_link' ), 10, 2 );
		add_action( 'rest_api_init', array( $this, 'register_rest' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'cors_headers' ), 11, 3 );
	}

	/**
	 * WordPress's "Preview" (the classic and the block editor both ask for this link) opens the site.
	 *
	 * @param string   $link WordPress's own preview link.
	 * @param \WP_Post $post The post.
	 */
	public function preview_link( $link, $post ): string {
		// The filter runs wherever a theme or plugin asks for a preview link: a token only for who may edit.
		if ( ! $post instanceof \WP_Post || Change_Rules::POST_TYPE !== $post->post_type || ! current_user_can( 'edit_post', $post->ID ) ) {
			return (string) $link;
		}
		return $this->link( $post );
	}

	/** The site's preview of the post (its page in the static build reads the route below). */
	public function link( \WP_Post $post ): string {
		$prefix = 'de' === self::language( $post ) ? '/de' : '';
		$token  = Preview_Token::mint( $post->ID, Clock::local(), self::key() );
		return $this->config->site_url . $prefix . '/preview/?' . http_build_query( array( 'post' => $post->ID, 'token' => $token ) );
	}

	public function register_rest(): void {
		register_rest_field(
			Change_Rules::POST_TYPE,
			'site_preview_link',
			array(
				'get_callback' => function ( $data ) {
					$post = get_post( (int) $data['id'] );
					return $post && current_user_can( 'edit_post', $post->ID ) ? $this->link( $post ) : null;
				},
				'schema'       => array(
					'description' => 'The preview of the post on the site, valid for ten minutes.',
					'type'        => array( 'string', 'null' ),
					'context'     => array( 'edit' ),
					'readonly'    => true,
				),
			)
		);
		register_rest_route(
			self::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'GET',
				// The token is the permission: the site's visitor has no WordPress session.
				'permission_callback' => '__return_true',
				'callback'            => array( $this, 'serve' ),
				'args'                => array(
					'token' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
			)
		);
	}

	/** @param \WP_REST_Request $request The request. */
	public function serve( $request ) {
		$post    = get_post( (int) $request['id'] );
		$refusal = $post instanceof \WP_Post && Change_Rules::POST_TYPE === $post->post_type
			? Preview_Token::refusal( (string) $request['token'], $post->ID, Clock::local(), self::key() )
			: 'no such post';
		if ( null !== $refusal ) {
			$code = 'expired' === $refusal ? 'site_preview_expired' : 'site_preview_refused';
			return new \WP_Error( $code, 'This preview link does not open a post.', array( 'status' => 403 ) );
		}
		$response = rest_ensure_response( self::content( $post ) );
		$response->header( 'Cache-Control', 'no-store' );
		$response->header( 'X-Robots-Tag', 'noindex' );
		return $response;
	}

	/**
	 * The post as the editor last saved it: the autosave when it is newer than the post.
	 *
	 * @return array<string, mixed>
	 */
	public static function content( \WP_Post $post ): array {
		$autosave = wp_get_post_autosave( $post->ID );
		$source   = $autosave && $autosave->post_modified_gmt >= $post->post_modified_gmt ? $autosave : $post;
		$image_id = (int) get_post_thumbnail_id( $post );
		$image    = $image_id ? wp_get_attachment_image_src( $image_id, 'large' ) : false;
		$date     = '0000-00-00 00:00:00' === $post->post_date_gmt ? gmdate( 'Y-m-d H:i:s' ) : $post->post_date_gmt;
		return array(
			'id'             => $post->ID,
			'language'       => self::language( $post ),
			'title'          => apply_filters( 'the_title', $source->post_title, $post->ID ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals
			'content'        => apply_filters( 'the_content', $source->post_content ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals
			'excerpt'        => $source->post_excerpt,
			'date'           => mysql_to_rfc3339( $date ),
			'categories'     => array_map(
				static fn ( $term ) => array(
					'id'   => $term->term_id,
					'slug' => $term->slug,
					'name' => $term->name,
				),
				wp_get_post_categories( $post->ID, array( 'fields' => 'all' ) )
			),
			'featured_image' => $image ? array(
				'url'    => $image[0],
				'width'  => (int) $image[1],
				'height' => (int) $image[2],
				'alt'    => (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true ),
			) : null,
		);
	}

	/**
	 * The preview route answers the site's origin only (WordPress's REST API would allow any origin).
	 *
	 * @param bool             $served  Whether the request was served already.
	 * @param mixed            $result  The result.
	 * @param \WP_REST_Request $request The request.
	 */
	public function cors_headers( $served, $result, $request ) {
		if ( ! $request instanceof \WP_REST_Request || 0 !== strpos( $request->get_route(), '/' . self::REST_NAMESPACE . '/preview/' ) ) {
			return $served;
		}
		header_remove( 'Access-Control-Allow-Origin' );
		header_remove( 'Access-Control-Allow-Credentials' );
		header_remove( 'Access-Control-Allow-Methods' );
		if ( get_http_origin() === $this->config->site_origin ) {
			header( 'Access-Control-Allow-Origin: ' . $this->config->site_origin );
			header( 'Access-Control-Allow-Methods: GET' );
		}
		header( 'Vary: Origin', false );
		return $served;
	}

	/** A post's language, by the site's rule (docs/architecture.md §5): Polylang, then the category, then English. */
	public static function language( \WP_Post $post ): string {
		if ( function_exists( 'pll_get_post_language' ) ) {
			$language = pll_get_post_language( $post->ID, 'slug' );
			if ( in_array( $language, array( 'en', 'de' ), true ) ) {
				return $language;
			}
		}
		$slugs = wp_get_post_categories( $post->ID, array( 'fields' => 'slugs' ) );
		return is_array( $slugs ) && in_array( 'de', $slugs, true ) && ! in_array( 'en', $slugs, true ) ? 'de' : 'en';
	}

	/**
	 * The plugin's own signing key, made once. WordPress's add_option overwrites a row that appeared meanwhile
	 * (INSERT … ON DUPLICATE KEY UPDATE), so the key is inserted only where none exists (the option name is
	 * unique) and read back: of two first requests at once, one key wins and both use it.
	 */
	public static function key(): string {
		global $wpdb;
		$key = get_option( self::KEY_OPTION );
		if ( is_string( $key ) && strlen( $key ) >= 32 ) {
			return $key;
		}
		if ( false !== $key ) {
			delete_option( self::KEY_OPTION ); // A key too short to trust (set by hand) is replaced.
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				self::KEY_OPTION,
				wp_generate_password( 64, true, true )
			)
		);
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::KEY_OPTION ) );
		// phpcs:enable
		wp_cache_delete( self::KEY_OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		return (string) $stored;
	}
}
