<?php
/**
 * Loads the plugin's texts (languages/site-publisher-<locale>.mo) in the language WordPress decides for
 * the request: the user's in the admin, the site's elsewhere; again when the locale switches. Works the
 * same as a normal and as a must-use plugin (no plugin_basename paths).
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

final class Translations {
	const DOMAIN = 'site-publisher';

	public static function register(): void {
		add_action( 'init', array( self::class, 'load' ) );
		add_action( 'change_locale', array( self::class, 'load' ) );
	}

	/** @param string|null $locale A locale to load instead of the request's. */
	public static function load( $locale = null ): void {
		$locale = is_string( $locale ) && '' !== $locale ? $locale : determine_locale();
		unload_textdomain( self::DOMAIN );
		$file = dirname( __DIR__ ) . '/languages/' . self::DOMAIN . '-' . $locale . '.mo';
		if ( is_readable( $file ) ) {
			load_textdomain( self::DOMAIN, $file );
		}
	}
}
