/** The word mark: a build plate with a laser spot, then the name. Decorative; the link carries the name. */
export function Logo() {
  return (
    <svg width="136" height="32" viewBox="0 0 136 32" aria-hidden="true" focusable="false">
      <rect x="1" y="22" width="28" height="6" rx="1" fill="#759697" />
      <path d="M15 2 L15 20" stroke="#11C96D" strokeWidth="3" strokeLinecap="round" />
      <circle cx="15" cy="21" r="3.5" fill="#20D28C" />
      <text x="38" y="23" fontFamily="Rubik, sans-serif" fontSize="19" fontWeight="500" fill="currentColor">
        Aconity3D
      </text>
    </svg>
  );
}
