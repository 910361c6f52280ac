<?php
/**
 * Several recorded calls as one: the later state of a post wins, a post that left keeps the slug visitors
 * knew, each is judged as it is at sending time, and a batch too large becomes a rebuild.
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;
use SitePublisher\Change_Batch;

final class ChangeBatchTest extends TestCase {
	public function test_merges_posts_terms_and_rebuilds(): void {
		$merged = Change_Batch::merge(
			array(
				array(
					'posts' => array( array( 'id' => 1, 'slug' => 'first', 'visible' => true ) ),
					'terms' => array( array( 'taxonomy' => 'category', 'id' => 3 ) ),
				),
				array(
					'posts'   => array(
						array( 'id' => 1, 'slug' => '', 'visible' => false ),
						array( 'id' => 2, 'slug' => 'second', 'visible' => true ),
					),
					'terms'   => array( array( 'taxonomy' => 'category', 'id' => 3 ), array( 'taxonomy' => 'nav_menu', 'id' => 9 ) ),
					'rebuild' => true,
				),
			)
		);
		$this->assertSame(
			array(
				'posts'   => array(
					array( 'id' => 1, 'slug' => 'first', 'visible' => false ),
					array( 'id' => 2, 'slug' => 'second', 'visible' => true ),
				),
				'terms'   => array( array( 'taxonomy' => 'category', 'id' => 3 ) ),
				'rebuild' => true,
			),
			$merged
		);
	}

	public function test_judges_each_post_as_it_is_now(): void {
		$now = Change_Batch::as_now(
			array(
				'posts'   => array(
					array( 'id' => 1, 'slug' => 'was-published', 'visible' => true ),
					array( 'id' => 2, 'slug' => 'old-slug', 'visible' => false ),
					array( 'id' => 3, 'slug' => 'deleted', 'visible' => true ),
				),
				'terms'   => array(),
				'rebuild' => false,
			),
			static fn ( int $id ) => array(
				1 => array( 'slug' => 'was-published__trashed', 'visible' => false ),
				2 => array( 'slug' => 'new-slug', 'visible' => true ),
			)[ $id ] ?? null
		);
		$this->assertSame(
			array(
				array( 'id' => 1, 'slug' => 'was-published', 'visible' => false ),
				array( 'id' => 2, 'slug' => 'new-slug', 'visible' => true ),
				array( 'id' => 3, 'slug' => 'deleted', 'visible' => false ),
			),
			$now['posts']
		);
	}

	public function test_a_batch_past_the_limits_is_sent_as_a_rebuild(): void {
		$posts = array_map( static fn ( $id ) => array( 'id' => $id, 'slug' => "post-$id", 'visible' => true ), range( 1, Change_Batch::MAX_ITEMS + 1 ) );
		$this->assertSame(
			array( 'posts' => array(), 'terms' => array(), 'rebuild' => true ),
			Change_Batch::sendable( array( 'posts' => $posts, 'terms' => array(), 'rebuild' => false ) )
		);
		$few = array( 'posts' => array_slice( $posts, 0, 3 ), 'terms' => array(), 'rebuild' => false );
		$this->assertSame( $few, Change_Batch::sendable( $few ) );
	}
}
