<?php
/**
 * WordPress's preview link of a post: the site's preview with a token for whoever may edit the post, and
 * WordPress's own link, without a token, for anyone else (the filter runs wherever a theme asks).
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;

final class PreviewLinkTest extends TestCase {
	private int $author;
	private int $subscriber;
	private int $post;

	protected function setUp(): void {
		$this->author     = wp_insert_user( array( 'user_login' => 'preview-author-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'author' ) );
		$this->subscriber = wp_insert_user( array( 'user_login' => 'preview-reader-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) );
		$this->post       = wp_insert_post(
			array(
				'post_title'  => 'A draft to preview',
				'post_status' => 'draft',
				'post_author' => $this->author,
			)
		);
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		wp_delete_post( $this->post, true );
		wp_delete_user( $this->author );
		wp_delete_user( $this->subscriber );
	}

	public function test_the_author_gets_the_sites_preview_with_a_token(): void {
		wp_set_current_user( $this->author );
		$link = get_preview_post_link( $this->post );
		$this->assertStringStartsWith( SITE_PUBLIC_URL . '/preview/?post=' . $this->post . '&token=', $link );
	}

	public function test_a_reader_who_may_not_edit_it_gets_no_token(): void {
		wp_set_current_user( $this->subscriber );
		$link = get_preview_post_link( $this->post );
		$this->assertStringNotContainsString( 'token=', $link );
		$this->assertStringNotContainsString( SITE_PUBLIC_URL, $link );
	}

	public function test_a_visitor_who_is_not_signed_in_gets_no_token(): void {
		wp_set_current_user( 0 );
		$this->assertStringNotContainsString( 'token=', get_preview_post_link( $this->post ) );
	}
}
