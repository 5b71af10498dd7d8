/*
 * Icons drawn as SVG (issue 12): a character such as 🏆 depends on the machine having a font with
 * that glyph, and renders as an empty box where it has none. Decorative: hidden from assistive
 * technology; the text next to them says what they mean.
 */
const svg = { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'icon' } as const;

export function TrophyIcon() {
  return (
    <svg {...svg} data-icon="trophy">
      <path fill="#f2c14e" stroke="#8a5a00" strokeWidth="1" d="M7 3h10v5a5 5 0 0 1-10 0z" />
      <path fill="none" stroke="#d79b21" strokeWidth="1.6" d="M7 5H4v2a3 3 0 0 0 3 3M17 5h3v2a3 3 0 0 1-3 3" />
      <path fill="#d79b21" d="M11 13h2v4h-2z" />
      <path fill="#f2c14e" stroke="#8a5a00" strokeWidth="1" d="M8 17h8v3H8z" />
    </svg>
  );
}

export function SkullIcon() {
  return (
    <svg {...svg} data-icon="skull">
      <path fill="#e8e2d6" stroke="#4a4038" strokeWidth="1" d="M12 3a8 8 0 0 0-8 8c0 2.6 1.2 4.4 3 5.4V20h10v-3.6c1.8-1 3-2.8 3-5.4a8 8 0 0 0-8-8z" />
      <circle cx="9" cy="11.5" r="2" fill="#2b2420" />
      <circle cx="15" cy="11.5" r="2" fill="#2b2420" />
      <path fill="#2b2420" d="M11 15h2l-1 2z" />
    </svg>
  );
}

export function ScalesIcon() {
  return (
    <svg {...svg} data-icon="scales">
      <path fill="none" stroke="#bfe3ff" strokeWidth="1.6" d="M12 4v15M5 7h14M8 20h8M5 7l-3 6h6zM19 7l-3 6h6z" />
    </svg>
  );
}

export function FlagIcon() {
  return (
    <svg {...svg} data-icon="flag">
      <path fill="currentColor" d="M5 3h2v18H5zM8 4h10l-2.5 4L18 12H8z" />
    </svg>
  );
}
