<?php
/**
 * Plugin Name:       Site Publisher
 * Description:       Previews drafts on the site, and tells the static site's publisher when visitors could see a change (a post published, updated, unpublished, trashed or deleted, its terms or featured image changed), so the live site rebuilds by itself; keeps and resends what the publisher did not accept; shows what the site is doing in the admin bar.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           Proprietary
 * Text Domain:       site-publisher
 * Domain Path:       /languages
 *
 * Settings are wp-config.php constants: SITE_PUBLISH_HOOK_URL, SITE_PUBLISH_SECRET and, optionally,
 * SITE_PUBLISH_STATUS_URL (default: /status at the hook's origin) and SITE_PUBLIC_URL (the site, for
 * previews of drafts in its design). Works as a normal plugin or as a
 * must-use plugin (a loader in wp-content/mu-plugins/ that requires this file): it has no activation step.
 *
 * @package SitePublisher
 */

namespace SitePublisher;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/class-translations.php';
require_once __DIR__ . '/includes/class-config.php';
require_once __DIR__ . '/includes/class-clock.php';
require_once __DIR__ . '/includes/class-change-rules.php';
require_once __DIR__ . '/includes/class-change-batch.php';
require_once __DIR__ . '/includes/class-signed-call.php';
require_once __DIR__ . '/includes/class-outbox.php';
require_once __DIR__ . '/includes/class-publisher-status.php';
require_once __DIR__ . '/includes/class-delivery.php';
require_once __DIR__ . '/includes/class-change-collector.php';
require_once __DIR__ . '/includes/class-admin-bar.php';
require_once __DIR__ . '/includes/class-preview-token.php';
require_once __DIR__ . '/includes/class-preview.php';

Translations::register();
$site_publisher_config   = Config::from_constants();
$site_publisher_delivery = new Delivery( $site_publisher_config );
$site_publisher_delivery->register();
( new Change_Collector( $site_publisher_delivery ) )->register();
( new Admin_Bar( $site_publisher_config, $site_publisher_delivery ) )->register();
( new Preview( $site_publisher_config ) )->register();
