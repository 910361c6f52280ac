<?php
/**
 * The admin-bar item that tells editors what the site is doing ("Site updated 2 min ago", "Updating the
 * site…", "The last update failed: …"), and for administrators the "Rebuild the site now" action.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Admin_Bar {
	const NODE_ID        = 'site-publisher';
	const REBUILD_ACTION = 'site_publisher_rebuild';
	const NOTICE_KEY     = 'site_publisher_notice_';

	public function __construct( private readonly Config $config ) {}

	public function register(): void {
		add_action( 'admin_bar_menu', array( $this, 'add_nodes' ), 100 );
		add_action( 'admin_post_' . self::REBUILD_ACTION, array( $this, 'rebuild' ) );
		add_action( 'admin_notices', array( $this, 'notices' ) );
	}

	/** @param \WP_Admin_Bar $bar The admin bar. */
	public function add_nodes( $bar ): void {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		$bar->add_node(
			array(
				'id'    => self::NODE_ID,
				'title' => esc_html( self::describe( Publisher_Status::read( $this->config ) ) ),
				'meta'  => array( 'class' => 'site-publisher-status' ),
			)
		);
		if ( current_user_can( 'manage_options' ) && $this->config->can_send() ) {
			$bar->add_node(
				array(
					'parent' => self::NODE_ID,
					'id'     => self::NODE_ID . '-rebuild',
					'title'  => esc_html__( 'Rebuild the site now', 'site-publisher' ),
					'href'   => wp_nonce_url( admin_url( 'admin-post.php?action=' . self::REBUILD_ACTION ), self::REBUILD_ACTION ),
				)
			);
		}
	}

	/**
	 * The sentence for a state.
	 *
	 * @param array<string, mixed>|\WP_Error $status What Publisher_Status::read gave.
	 */
	public static function describe( $status, ?int $now = null ): string {
		if ( is_wp_error( $status ) ) {
			return __( 'The site publisher cannot be reached', 'site-publisher' );
		}
		if ( 'building' === $status['state'] ) {
			return __( 'Updating the site…', 'site-publisher' );
		}
		if ( 'failed' === $status['state'] ) {
			/* translators: %s: the publisher's error message */
			return sprintf( __( 'The last update failed: %s', 'site-publisher' ), $status['lastError'] ?? __( 'no reason given', 'site-publisher' ) );
		}
		$since = null === $status['liveSince'] ? false : strtotime( $status['liveSince'] );
		if ( false === $since ) {
			return __( 'The site has not been published yet', 'site-publisher' );
		}
		/* translators: %s: a time span such as "2 mins" */
		return sprintf( __( 'Site updated %s ago', 'site-publisher' ), human_time_diff( $since, $now ?? time() ) );
	}

	/** admin-post.php?action=site_publisher_rebuild: asks the publisher for a full rebuild. */
	public function rebuild(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Only administrators can rebuild the site.', 'site-publisher' ), 403 );
		}
		check_admin_referer( self::REBUILD_ACTION );
		$response = Signed_Call::send(
			$this->config,
			array(
				'reason'  => 'rebuild',
				'site'    => home_url( '/' ),
				'posts'   => array(),
				'terms'   => array(),
				'rebuild' => true,
			),
			true
		);
		Publisher_Status::forget();
		$code = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		$this->remember_notice(
			202 === $code
				? array( 'success', __( 'The site is being rebuilt.', 'site-publisher' ) )
				: array(
					'error',
					/* translators: %s: why the call failed */
					sprintf( __( 'The rebuild could not be started: %s', 'site-publisher' ), is_wp_error( $response ) ? $response->get_error_message() : sprintf( 'HTTP %d', $code ) ),
				)
		);
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}

	/** The rebuild's outcome on the next admin page, and the configuration problems for administrators. */
	public function notices(): void {
		$key    = self::NOTICE_KEY . get_current_user_id();
		$notice = get_transient( $key );
		if ( is_array( $notice ) ) {
			delete_transient( $key );
			printf( '<div class="notice notice-%s is-dismissible"><p>%s</p></div>', esc_attr( $notice[0] ), esc_html( $notice[1] ) );
		}
		if ( current_user_can( 'manage_options' ) && array() !== $this->config->problems ) {
			printf(
				'<div class="notice notice-warning"><p>%s %s</p></div>',
				esc_html__( 'Site Publisher:', 'site-publisher' ),
				esc_html( implode( ' ', $this->config->problems ) )
			);
		}
	}

	/** @param array{0: string, 1: string} $notice Its kind and text. */
	private function remember_notice( array $notice ): void {
		set_transient( self::NOTICE_KEY . get_current_user_id(), $notice, 60 );
	}
}
