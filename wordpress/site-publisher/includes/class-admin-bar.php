<?php
/**
 * The admin-bar item that tells editors what the site is doing ("Site updated 2 mins ago", "Updating the
 * site…", "The last update failed: …; next try in 4 mins"), in the user's language; for administrators
 * also the changes the publisher has not accepted yet and the "Rebuild the site now" action.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Admin_Bar {
	const NODE_ID        = 'site-publisher';
	const REBUILD_ACTION = 'site_publisher_rebuild';
	const NOTICE_KEY     = 'site_publisher_notice_';

	public function __construct( private readonly Config $config, private readonly Delivery $delivery ) {}

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
		$title   = self::describe( Publisher_Status::read( $this->config ) );
		$backlog = current_user_can( 'manage_options' ) ? Delivery::backlog() : null;
		if ( null !== $backlog ) {
			$title .= ' · ' . self::describe_backlog( $backlog );
		}
		$bar->add_node(
			array(
				'id'    => self::NODE_ID,
				'title' => esc_html( $title ),
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
		$now = $now ?? time();
		if ( is_wp_error( $status ) ) {
			return __( 'The site publisher cannot be reached', 'site-publisher' );
		}
		if ( 'building' === $status['state'] ) {
			return __( 'Updating the site…', 'site-publisher' );
		}
		if ( 'failed' === $status['state'] ) {
			$reason = $status['lastError'] ?? __( 'no reason given', 'site-publisher' );
			$next   = null === ( $status['nextTry'] ?? null ) ? false : strtotime( $status['nextTry'] );
			return false === $next
				/* translators: %s: the publisher's error message */
				? sprintf( __( 'The last update failed: %s', 'site-publisher' ), $reason )
				/* translators: 1: the publisher's error message, 2: a time span such as "4 mins" */
				: sprintf( __( 'The last update failed: %1$s; next try in %2$s', 'site-publisher' ), $reason, human_time_diff( $now, max( $now, $next ) ) );
		}
		$since = null === $status['liveSince'] ? false : strtotime( $status['liveSince'] );
		if ( false === $since ) {
			return __( 'The site has not been published yet', 'site-publisher' );
		}
		/* translators: %s: a time span such as "2 mins" */
		return sprintf( __( 'Site updated %s ago', 'site-publisher' ), human_time_diff( $since, $now ) );
	}

	/**
	 * The changes the publisher has not accepted yet, for administrators.
	 *
	 * @param array{undelivered: int, reason: string, next_try: int} $backlog Delivery::backlog().
	 */
	public static function describe_backlog( array $backlog, ?int $now = null ): string {
		$now = $now ?? time();
		return sprintf(
			/* translators: 1: how many changes, 2: why they were not delivered, 3: a time span such as "4 mins" */
			_n(
				'%1$d change not delivered to the site (%2$s); next try in %3$s',
				'%1$d changes not delivered to the site (%2$s); next try in %3$s',
				$backlog['undelivered'],
				'site-publisher'
			),
			$backlog['undelivered'],
			'' === $backlog['reason'] ? __( 'no reason given', 'site-publisher' ) : $backlog['reason'],
			human_time_diff( $now, max( $now, $backlog['next_try'] ) )
		);
	}

	/** admin-post.php?action=site_publisher_rebuild: asks the publisher for a full rebuild. */
	public function rebuild(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Only administrators can rebuild the site.', 'site-publisher' ), 403 );
		}
		check_admin_referer( self::REBUILD_ACTION );
		$delivered = $this->delivery->record_and_deliver(
			array(
				'reason'  => 'rebuild',
				'posts'   => array(),
				'terms'   => array(),
				'rebuild' => true,
			)
		);
		$backlog = Delivery::backlog();
		$this->remember_notice(
			$delivered
				? array( 'success', __( 'The site is being rebuilt.', 'site-publisher' ) )
				: array(
					'error',
					/* translators: %s: why the call failed */
					sprintf( __( 'The rebuild could not be started yet (%s); it is sent again by itself.', 'site-publisher' ), null === $backlog ? '' : $backlog['reason'] ),
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
