/**
 * The parts of the REST API's answers (wp/v2, view context, `_embed`) that the plugin reads. Everything is
 * optional or loosely typed where WordPress or its plugins may leave it out; readers check at run time.
 */
interface WpRendered {
  rendered?: string;
  protected?: boolean;
}

export interface WpPost {
  id: number;
  slug: string;
  status?: string;
  date?: string;
  date_gmt?: string | null;
  modified?: string;
  modified_gmt?: string | null;
  link?: string;
  title?: WpRendered;
  content?: WpRendered;
  excerpt?: WpRendered;
  sticky?: boolean;
  author?: number;
  featured_media?: number;
  categories?: number[];
  tags?: number[];
  /** Polylang: the post's language slug. */
  lang?: string;
  /** Polylang: language slug → post id of each translation, this post included. */
  translations?: Record<string, number>;
  _embedded?: WpEmbedded;
}

/** Embedded entries may be error objects ({code, message, data}) inside a 200 answer. */
interface WpEmbedded {
  author?: unknown[];
  "wp:featuredmedia"?: unknown[];
  /** One list per taxonomy: categories, tags, … */
  "wp:term"?: unknown[];
}

export interface WpTerm {
  id: number;
  slug: string;
  name: string;
  taxonomy: string;
  lang?: string;
}

export interface WpUser {
  id: number;
  name: string;
  slug: string;
}

export interface WpMedia {
  id: number;
  source_url: string;
  alt_text?: string;
  date?: string;
  modified?: string;
  mime_type?: string;
}
