export type SocialNetwork = "youtube" | "twitter" | "facebook" | "instagram" | "linkedin";

// Simple geometric marks (24 × 24); the link around them carries the accessible name.
const PATHS: Record<SocialNetwork, string> = {
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z",
  twitter: "M4 4h4.5l4 5.6L17.5 4H20l-6.3 7.3L20.5 20H16l-4.3-6-5.3 6H4l6.6-7.6Z",
  facebook:
    "M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21Z",
  instagram:
    "M12 7.4A4.6 4.6 0 1 0 16.6 12 4.6 4.6 0 0 0 12 7.4Zm0 7.6a3 3 0 1 1 3-3 3 3 0 0 1-3 3Zm4.8-8.9a1.1 1.1 0 1 0 1.1 1.1 1.1 1.1 0 0 0-1.1-1.1ZM12 3c-2.4 0-2.7 0-3.7.1A6.6 6.6 0 0 0 6.1 3.5 4.5 4.5 0 0 0 3.5 6.1a6.6 6.6 0 0 0-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7a6.6 6.6 0 0 0 .4 2.2 4.5 4.5 0 0 0 2.6 2.6 6.6 6.6 0 0 0 2.2.4c1 .1 1.3.1 3.7.1s2.7 0 3.7-.1a6.6 6.6 0 0 0 2.2-.4 4.5 4.5 0 0 0 2.6-2.6 6.6 6.6 0 0 0 .4-2.2c.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7a6.6 6.6 0 0 0-.4-2.2 4.5 4.5 0 0 0-2.6-2.6 6.6 6.6 0 0 0-2.2-.4C14.7 3 14.4 3 12 3Z",
  linkedin:
    "M4.98 3.5A2.5 2.5 0 1 1 2.5 6a2.5 2.5 0 0 1 2.48-2.5ZM3 8.5h4V21H3Zm6.5 0h3.8v1.7h.1a4.2 4.2 0 0 1 3.8-2c4 0 4.8 2.6 4.8 6.1V21h-4v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6h-4Z",
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
