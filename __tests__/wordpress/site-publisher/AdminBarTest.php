<?php
/**
 * The admin bar's sentences, in English and, with the plugin's translation, in German.
 *
 * @package SiteTests
 */

use PHPUnit\Framework\TestCase;
use SitePublisher\Admin_Bar;
use SitePublisher\Translations;

final class AdminBarTest extends TestCase {
	const NOW = 1790000000;

	protected function tearDown(): void {
		Translations::load( 'en_US' );
	}

	private static function failed( ?string $next_try ): array {
		return array(
			'state'           => 'failed',
			'liveSince'       => '2026-11-24T10:00:00Z',
			'lastBuildFailed' => true,
			'lastError'       => 'The build failed (exit code 1)',
			'nextTry'         => $next_try,
			'queued'          => false,
		);
	}

	public function test_a_failed_update_says_why_and_when_it_is_tried_again(): void {
		$this->assertSame(
			'The last update failed: The build failed (exit code 1); next try in 4 mins',
			Admin_Bar::describe( self::failed( gmdate( 'c', self::NOW + 240 ) ), self::NOW )
		);
		$this->assertSame(
			'The last update failed: The build failed (exit code 1)',
			Admin_Bar::describe( self::failed( null ), self::NOW )
		);
	}

	public function test_the_admin_bar_speaks_german_to_a_german_user(): void {
		Translations::load( 'de_DE' );
		$this->assertSame(
			'Die letzte Aktualisierung ist fehlgeschlagen: The build failed (exit code 1); nächster Versuch in 4 mins',
			Admin_Bar::describe( self::failed( gmdate( 'c', self::NOW + 240 ) ), self::NOW )
		);
		$this->assertSame( 'Die Website wird aktualisiert …', Admin_Bar::describe( array( 'state' => 'building' ), self::NOW ) );
		$this->assertSame( 'Der Website-Publisher ist nicht erreichbar', Admin_Bar::describe( new WP_Error( 'x', 'down' ), self::NOW ) );
		$this->assertSame(
			'2 Änderungen noch nicht an die Website übermittelt (HTTP 401: wrong signature); nächster Versuch in 1 min',
			Admin_Bar::describe_backlog(
				array(
					'undelivered' => 2,
					'reason'      => 'HTTP 401: wrong signature',
					'next_try'    => self::NOW + 60,
				),
				self::NOW
			)
		);
	}

	public function test_the_users_locale_decides_the_language_in_the_admin(): void {
		add_filter( 'pre_determine_locale', $german = static fn () => 'de_DE' );
		try {
			Translations::load();
			$this->assertSame( 'Website jetzt neu erstellen', __( 'Rebuild the site now', 'site-publisher' ) );
		} finally {
			remove_filter( 'pre_determine_locale', $german );
		}
	}
}
