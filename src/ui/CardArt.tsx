import { memo } from 'react';
import type { Attribute } from '../engine';
import { ATTRIBUTE_COLOURS } from './labels';

/** Our own generated illustration: a few shapes derived from the passcode, tinted by Attribute. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export const CardArt = memo(function CardArt({ seed, attribute, spellTrap }: { seed: string; attribute?: Attribute; spellTrap?: 'spell' | 'trap' }) {
  const h = hash(seed);
  const base = attribute ? ATTRIBUTE_COLOURS[attribute] : spellTrap === 'trap' ? '#9c3b74' : '#1f8f7a';
  const hue = h % 360;
  const r = 8 + (h >>> 9) % 10;
  const cx = 20 + ((h >>> 3) % 24);
  const cy = 18 + ((h >>> 13) % 16);
  const sides = 3 + ((h >>> 17) % 4);
  const points = Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * Math.PI * 2 + ((h >>> 21) % 10) / 10;
    return `${(32 + Math.cos(a) * 18).toFixed(1)},${(26 + Math.sin(a) * 14).toFixed(1)}`;
  }).join(' ');
  const gid = `g${h.toString(36)}`;
  return (
    <svg className="card-art" viewBox="0 0 64 52" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={gid} cx="50%" cy="40%" r="75%">
          <stop offset="0%" stopColor={`hsl(${hue} 55% 72%)`} />
          <stop offset="100%" stopColor={base} />
        </radialGradient>
      </defs>
      <rect width="64" height="52" fill={`url(#${gid})`} />
      <polygon points={points} fill={`hsl(${(hue + 160) % 360} 45% 35% / 0.55)`} />
      <circle cx={cx} cy={cy} r={r} fill={`hsl(${(hue + 60) % 360} 70% 85% / 0.6)`} />
      <path d={`M0 ${40 + (h % 8)} Q32 ${30 + ((h >>> 5) % 12)} 64 ${40 + ((h >>> 7) % 8)} V52 H0Z`} fill="rgb(0 0 0 / 0.25)" />
    </svg>
  );
});
