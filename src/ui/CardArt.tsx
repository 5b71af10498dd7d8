import { memo, useId, type ReactElement } from 'react';
import type { Attribute } from '../engine';

/**
 * Our own generated illustration (no official artwork): a scene for the Attribute (a night sky for
 * DARK, sun rays for LIGHT, mountains for EARTH, ...), a silhouette for the monster's Type (wings for
 * a Dragon, a hat and staff for a Spellcaster, a sword and shield for a Warrior, ...), and
 * everything else (hues, sizes, angles, how many stars) drawn from a generator seeded by the
 * passcode, so two cards never look alike while the same card always looks the same.
 */
export interface CardArtProps {
  /** The passcode (or any stable string): the seed. */
  seed: string;
  attribute?: Attribute | undefined;
  monsterType?: string | undefined;
  spellTrap?: 'spell' | 'trap' | undefined;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, returning numbers in [0, 1). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo);
const f = (n: number) => n.toFixed(1);

/** Sky colours (top, bottom) and the hue range of each Attribute's scene. */
const SKY: Record<Attribute | 'spell' | 'trap', readonly [number, number, number]> = {
  DARK: [270, 35, 14],
  LIGHT: [48, 85, 72],
  EARTH: [30, 45, 40],
  WATER: [205, 70, 38],
  FIRE: [12, 80, 42],
  WIND: [140, 45, 40],
  DIVINE: [44, 90, 55],
  spell: [168, 60, 34],
  trap: [322, 55, 32],
};

function scenery(kind: Attribute | 'spell' | 'trap', r: Rand, hue: number): ReactElement {
  switch (kind) {
    case 'DARK': {
      const stars = Array.from({ length: 6 + Math.floor(r() * 8) }, (_, i) => (
        <circle key={i} cx={f(between(r, 4, 96))} cy={f(between(r, 4, 55))} r={f(between(r, 0.5, 1.6))} fill="#fff" opacity={f(between(r, 0.4, 0.95))} />
      ));
      const mx = between(r, 20, 80);
      return (
        <g>
          {stars}
          <circle cx={f(mx)} cy="22" r="11" fill={`hsl(${hue} 40% 85%)`} opacity="0.9" />
          <circle cx={f(mx + 5)} cy="19" r="10" fill={`hsl(270 35% 14%)`} opacity="0.95" />
        </g>
      );
    }
    case 'LIGHT':
    case 'DIVINE': {
      const n = 9 + Math.floor(r() * 6);
      const cx = between(r, 30, 70);
      const rot = r() * 40;
      return (
        <g opacity="0.55" transform={`rotate(${f(rot)} ${f(cx)} 30)`}>
          {Array.from({ length: n }, (_, i) => {
            const a = (i / n) * Math.PI * 2;
            return <path key={i} d={`M${f(cx)} 30 L${f(cx + Math.cos(a) * 90)} ${f(30 + Math.sin(a) * 90)} L${f(cx + Math.cos(a + 0.12) * 90)} ${f(30 + Math.sin(a + 0.12) * 90)}Z`} fill="#fff8d0" />;
          })}
          <circle cx={f(cx)} cy="30" r="9" fill="#fffbe8" />
        </g>
      );
    }
    case 'EARTH': {
      const peaks = (y: number, colour: string) => {
        let d = `M0 100 L0 ${f(y + between(r, -6, 6))}`;
        for (let x = 12; x <= 100; x += between(r, 10, 22)) d += ` L${f(x)} ${f(y + between(r, -22, 4))}`;
        return <path d={`${d} L100 ${f(y)} L100 100Z`} fill={colour} />;
      };
      return (
        <g>
          {peaks(58, `hsl(${hue} 30% 32% / 0.8)`)}
          {peaks(74, `hsl(${hue} 35% 22% / 0.9)`)}
        </g>
      );
    }
    case 'WATER': {
      const waves = Array.from({ length: 4 }, (_, i) => {
        const y = 58 + i * 11 + between(r, -3, 3);
        const a = between(r, 3, 7);
        return <path key={i} d={`M0 ${f(y)} Q12.5 ${f(y - a)} 25 ${f(y)} T50 ${f(y)} T75 ${f(y)} T100 ${f(y)} V100 H0Z`} fill={`hsl(${200 + i * 6} 70% ${40 - i * 6}% / 0.75)`} />;
      });
      return <g>{waves}</g>;
    }
    case 'FIRE': {
      const flames = Array.from({ length: 7 }, (_, i) => {
        const x = i * 16 + between(r, -4, 4);
        const h = between(r, 22, 44);
        return <path key={i} d={`M${f(x - 9)} 100 Q${f(x - 6)} ${f(100 - h * 0.6)} ${f(x)} ${f(100 - h)} Q${f(x + 6)} ${f(100 - h * 0.6)} ${f(x + 9)} 100Z`} fill={`hsl(${20 + i * 5} 95% ${55 + (i % 2) * 10}% / 0.7)`} />;
      });
      const embers = Array.from({ length: 8 }, (_, i) => <circle key={`e${i}`} cx={f(between(r, 5, 95))} cy={f(between(r, 10, 60))} r={f(between(r, 0.6, 1.6))} fill="#ffd27a" />);
      return <g>{flames}{embers}</g>;
    }
    case 'WIND': {
      const swirls = Array.from({ length: 4 }, (_, i) => {
        const y = between(r, 10, 90);
        return <path key={i} d={`M-5 ${f(y)} C25 ${f(y - 18)} 55 ${f(y + 18)} 105 ${f(y - 6)}`} stroke="#e8fff0" strokeWidth={f(between(r, 1, 2.6))} fill="none" opacity="0.45" strokeLinecap="round" />;
      });
      return <g>{swirls}</g>;
    }
    case 'spell': {
      const n = 5 + Math.floor(r() * 4);
      const rot = r() * 360;
      return (
        <g transform={`rotate(${f(rot)} 50 50)`} stroke="#d9fff4" fill="none" opacity="0.75">
          <circle cx="50" cy="50" r="34" strokeWidth="1.6" />
          <circle cx="50" cy="50" r="26" strokeWidth="0.8" strokeDasharray="3 2" />
          <polygon
            points={Array.from({ length: n }, (_, i) => {
              const a = (i * 2 * Math.PI * 2) / n;
              return `${f(50 + Math.cos(a) * 34)},${f(50 + Math.sin(a) * 34)}`;
            }).join(' ')}
            strokeWidth="1.2"
          />
        </g>
      );
    }
    case 'trap': {
      const bars = Array.from({ length: 6 }, (_, i) => <rect key={i} x={f(8 + i * 16 + between(r, -2, 2))} y="0" width="3" height="100" fill="#2a0a1e" opacity="0.55" />);
      let d = 'M0 70';
      for (let x = 0; x <= 100; x += 10) d += ` L${x + 5} ${f(between(r, 55, 68))} L${x + 10} 70`;
      return <g>{bars}<path d={`${d} V100 H0Z`} fill="#1d0614" opacity="0.7" /></g>;
    }
  }
}

/** A silhouette for the monster's Type, centred on (0, 0) in a box about 60 wide. */
function motif(type: string | undefined, r: Rand): ReactElement {
  const t = (type ?? '').toLowerCase();
  if (t.includes('dragon') || t.includes('wyrm')) {
    const spread = between(r, 0.8, 1.2);
    return (
      <g>
        <path d={`M0 4 L${f(-34 * spread)} -22 L-18 -6 L${f(-30 * spread)} 2 L-10 8Z`} />
        <path d={`M0 4 L${f(34 * spread)} -22 L18 -6 L${f(30 * spread)} 2 L10 8Z`} />
        <ellipse cx="0" cy="10" rx="9" ry="15" />
        <path d="M-3 -4 Q-6 -18 2 -26 L10 -24 L4 -20 Q2 -12 4 -4Z" />
        <path d="M0 22 Q12 34 24 28 Q14 30 4 20Z" />
      </g>
    );
  }
  if (t.includes('spellcaster')) {
    const lean = between(r, -8, 8);
    return (
      <g>
        <path d={`M${f(lean)} -34 L12 -8 L-12 -8Z`} />
        <ellipse cx="0" cy="-8" rx="18" ry="3.5" />
        <circle cx="0" cy="-1" r="6" />
        <path d="M-7 4 L7 4 L16 34 L-16 34Z" />
        <rect x="19" y="-22" width="2.4" height="56" rx="1" />
        <circle cx="20.2" cy="-24" r="5" fill="var(--glow)" />
      </g>
    );
  }
  if (t.includes('beast-warrior')) {
    return (
      <g>
        <path d="M-12 -20 L-8 -34 L-4 -22 M12 -20 L8 -34 L4 -22" strokeWidth="3" stroke="currentColor" />
        <circle cx="0" cy="-16" r="9" />
        <path d="M-10 -6 L10 -6 L14 30 L-14 30Z" />
        <rect x="-30" y="-26" width="3" height="58" rx="1" transform="rotate(-18)" />
        <path d="M-40 -20 Q-26 -30 -22 -14 Q-30 -10 -40 -20Z" transform="rotate(-18)" />
      </g>
    );
  }
  if (t.includes('warrior')) {
    const tilt = between(r, -25, 25);
    return (
      <g>
        <g transform={`rotate(${f(tilt)})`}>
          <rect x="-2" y="-38" width="4" height="50" />
          <rect x="-10" y="8" width="20" height="3.5" rx="1" />
          <rect x="-1.6" y="11" width="3.2" height="10" />
        </g>
        <path d="M6 -10 L30 -10 L30 10 Q18 30 18 30 Q6 10 6 10Z" transform="translate(-2 2)" />
        <circle cx="18" cy="2" r="3.5" fill="var(--glow)" />
      </g>
    );
  }
  if (t.includes('fiend')) {
    return (
      <g>
        <path d="M-16 -12 Q-28 -30 -18 -40 Q-20 -26 -8 -18Z" />
        <path d="M16 -12 Q28 -30 18 -40 Q20 -26 8 -18Z" />
        <path d="M-18 -14 Q0 -26 18 -14 Q22 10 0 26 Q-22 10 -18 -14Z" />
        <path d="M-11 -4 L-3 0 L-11 2Z M11 -4 L3 0 L11 2Z" fill="var(--glow)" />
        <path d="M-26 20 L-40 40 L40 40 L26 20 Q0 34 -26 20Z" />
      </g>
    );
  }
  if (t.includes('fairy')) {
    return (
      <g>
        <ellipse cx="0" cy="-30" rx="11" ry="3" fill="none" stroke="var(--glow)" strokeWidth="2" />
        {[-1, 1].map((s) => (
          <g key={s}>
            <path d={`M${s * 4} -8 Q${s * 36} -34 ${s * 34} -4 Q${s * 26} 4 ${s * 4} 0Z`} opacity="0.85" />
            <path d={`M${s * 4} 0 Q${s * 30} 4 ${s * 22} 22 Q${s * 12} 18 ${s * 4} 6Z`} opacity="0.7" />
          </g>
        ))}
        <circle cx="0" cy="-18" r="6" />
        <path d="M-6 -10 L6 -10 L10 30 L-10 30Z" />
      </g>
    );
  }
  if (t.includes('zombie')) {
    return (
      <g>
        <path d="M-18 -6 Q-18 -30 0 -30 Q18 -30 18 -6 Q18 6 10 8 L10 16 L-10 16 L-10 8 Q-18 6 -18 -6Z" />
        <circle cx="-7" cy="-8" r="5" fill="var(--glow)" />
        <circle cx="7" cy="-8" r="5" fill="var(--glow)" />
        <path d="M-6 10 V16 M-2 10 V16 M2 10 V16 M6 10 V16" stroke="var(--glow)" strokeWidth="1.2" />
        <path d="M-30 36 Q-20 22 -8 24 M30 36 Q20 22 8 24" stroke="currentColor" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
    );
  }
  if (t.includes('machine')) {
    const teeth = 8 + Math.floor(r() * 5);
    const pts = Array.from({ length: teeth * 2 }, (_, i) => {
      const a = (i / (teeth * 2)) * Math.PI * 2;
      const rad = i % 2 ? 24 : 30;
      return `${f(Math.cos(a) * rad)},${f(Math.sin(a) * rad)}`;
    }).join(' ');
    return (
      <g>
        <polygon points={pts} />
        <circle r="10" fill="var(--glow)" />
        <circle r="5" />
      </g>
    );
  }
  if (t.includes('rock')) {
    return (
      <g>
        {Array.from({ length: 4 }, (_, i) => {
          const x = -24 + i * 16 + between(r, -4, 4);
          const h = between(r, 22, 46);
          return <path key={i} d={`M${f(x - 8)} 30 L${f(x - 5)} ${f(30 - h * 0.7)} L${f(x)} ${f(30 - h)} L${f(x + 6)} ${f(30 - h * 0.75)} L${f(x + 8)} 30Z`} />;
        })}
      </g>
    );
  }
  if (t.includes('dinosaur') || t.includes('reptile')) {
    const spikes = Array.from({ length: 6 }, (_, i) => `L${f(-20 + i * 8)} ${f(-14 - (i % 2) * 8)} L${f(-16 + i * 8)} -8`).join(' ');
    return (
      <g>
        <path d={`M-30 10 Q-30 -8 -22 -8 ${spikes} L26 -6 L36 -12 L38 -4 L28 4 Q20 18 0 18 L-30 12Z`} />
        <rect x="-18" y="14" width="5" height="16" />
        <rect x="6" y="14" width="5" height="16" />
      </g>
    );
  }
  if (t.includes('plant')) {
    return (
      <g>
        <path d="M0 36 Q-4 6 2 -24" stroke="currentColor" strokeWidth="3.5" fill="none" />
        {Array.from({ length: 5 }, (_, i) => {
          const y = 24 - i * 11;
          const s = i % 2 ? 1 : -1;
          const len = between(r, 14, 24);
          return <path key={i} d={`M1 ${y} Q${f(s * len)} ${y - 14} ${f(s * len * 1.2)} ${y - 2} Q${f(s * len * 0.5)} ${y + 4} 1 ${y}Z`} />;
        })}
        <circle cx="2" cy="-28" r="6" fill="var(--glow)" />
      </g>
    );
  }
  if (t.includes('fish') || t.includes('aqua') || t.includes('serpent')) {
    return (
      <g>
        <path d="M-28 0 Q-6 -22 18 0 Q-6 22 -28 0Z" />
        <path d="M16 0 L34 -14 L30 0 L34 14Z" />
        <circle cx="-16" cy="-3" r="3" fill="var(--glow)" />
      </g>
    );
  }
  if (t.includes('winged')) {
    return (
      <g>
        {[-1, 1].map((s) => (
          <path key={s} d={`M0 0 Q${s * 18} -30 ${s * 40} -28 Q${s * 30} -20 ${s * 32} -14 Q${s * 22} -12 ${s * 24} -6 Q${s * 12} -2 0 8Z`} />
        ))}
        <ellipse cx="0" cy="8" rx="6" ry="14" />
        <path d="M-2 -8 L0 -16 L6 -8Z" />
      </g>
    );
  }
  if (t.includes('beast')) {
    return (
      <g>
        <ellipse cx="0" cy="4" rx="24" ry="12" />
        <circle cx="24" cy="-8" r="9" />
        <path d="M20 -16 L22 -26 L27 -16Z M27 -15 L31 -24 L32 -12Z" />
        <rect x="-20" y="10" width="5" height="20" />
        <rect x="-8" y="12" width="5" height="18" />
        <rect x="8" y="12" width="5" height="18" />
        <rect x="16" y="10" width="5" height="20" />
        <path d="M-24 0 Q-36 -10 -34 -22" stroke="currentColor" strokeWidth="3.5" fill="none" />
        <circle cx="27" cy="-9" r="1.8" fill="var(--glow)" />
      </g>
    );
  }
  if (t.includes('insect')) {
    return (
      <g>
        <ellipse cx="0" cy="-18" rx="7" ry="6" />
        <ellipse cx="0" cy="-4" rx="9" ry="8" />
        <ellipse cx="0" cy="16" rx="12" ry="14" />
        {[-1, 1].map((s) => (
          <path key={s} d={`M0 -4 L${s * 26} -16 M0 0 L${s * 28} 4 M0 4 L${s * 24} 22`} stroke="currentColor" strokeWidth="2.5" />
        ))}
      </g>
    );
  }
  if (t.includes('thunder')) return <path d="M6 -38 L-14 4 L0 4 L-8 38 L16 -8 L2 -8 L12 -38Z" />;
  if (t.includes('pyro')) return <path d="M0 -38 Q18 -10 14 10 Q12 30 0 34 Q-12 30 -14 10 Q-14 -6 -4 -14 Q-4 0 4 2 Q8 -18 0 -38Z" />;
  // Psychic, Cyberse, unknown: a glowing crystal.
  return (
    <g>
      <path d="M0 -36 L18 -6 L0 34 L-18 -6Z" />
      <path d="M0 -36 L6 -6 L0 34 L-6 -6Z" fill="var(--glow)" opacity="0.6" />
    </g>
  );
}

export const CardArt = memo(function CardArt({ seed, attribute, monsterType, spellTrap }: CardArtProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const h = hash(seed);
  const r = rng(h);
  const kind: Attribute | 'spell' | 'trap' = spellTrap ?? attribute ?? 'EARTH';
  const [skyHue, skySat, skyLight] = SKY[kind];
  const hue = (skyHue + between(r, -22, 22) + 360) % 360;
  const top = `hsl(${f(hue)} ${skySat}% ${Math.min(90, skyLight + 22)}%)`;
  const bottom = `hsl(${f((hue + between(r, 10, 40)) % 360)} ${skySat}% ${Math.max(8, skyLight - 14)}%)`;
  const glow = `hsl(${f((hue + 180) % 360)} 95% 70%)`;
  const scene = scenery(kind, r, hue);
  const figure = spellTrap ? null : motif(monsterType, r);
  const scale = between(r, 0.95, 1.15);
  const fx = between(r, 44, 56);
  const fy = between(r, 50, 58);
  const tilt = between(r, -8, 8);
  const flip = r() < 0.5 ? -1 : 1;
  return (
    <svg className="card-art" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" style={{ ['--glow' as string]: glow }}>
      <defs>
        <linearGradient id={`s${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={top} />
          <stop offset="100%" stopColor={bottom} />
        </linearGradient>
        <radialGradient id={`v${uid}`} cx="50%" cy="45%" r="70%">
          <stop offset="60%" stopColor="#000" stopOpacity="0" />
          <stop offset="100%" stopColor="#000" stopOpacity="0.45" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#s${uid})`} />
      {scene}
      {figure && (
        <g
          transform={`translate(${f(fx)} ${f(fy)}) rotate(${f(tilt)}) scale(${f(scale * flip)} ${f(scale)})`}
          fill={`hsl(${f((hue + 200) % 360)} 35% 12%)`}
          color={`hsl(${f((hue + 200) % 360)} 35% 12%)`}
          stroke={glow}
          strokeWidth={1.4 / scale}
          strokeOpacity={0.55}
          strokeLinejoin="round"
        >
          {figure}
        </g>
      )}
      <rect width="100" height="100" fill={`url(#v${uid})`} />
    </svg>
  );
});
