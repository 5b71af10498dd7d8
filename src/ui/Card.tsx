import { memo, type CSSProperties } from 'react';
import { isHidden, type Attribute, type BattlePosition, type CardFace, type SeenCard } from '../engine';
import { CardArt } from './CardArt';
import { FRAME_NAMES } from './labels';
import { countRender } from './renderCount';

export type CardSize = 'mini' | 'zone' | 'hand' | 'large';

export interface CardProps {
  card: SeenCard;
  size: CardSize;
  /** Battle position on the field (Defense Position is drawn sideways). */
  position?: BattlePosition | undefined;
  /** A card of the viewer's that is face-down on the field: drawn with its face, marked Set; 'banished': banished face-down, marked so. */
  setFaceDown?: boolean | 'banished' | undefined;
  /** Current ATK/DEF on the field; shown green when above the printed value, red when below. */
  atk?: number | null | undefined;
  def?: number | null | undefined;
}

const isMonsterFace = (c: CardFace) => c.frame !== 'spell' && c.frame !== 'trap';

/** One-letter marks for the Attribute disc (the colour says the rest; the large card spells it out). */
const ATTRIBUTE_MARK: Record<Attribute, string> = { DARK: '☾', LIGHT: '☀', EARTH: '▲', WATER: '≈', FIRE: '♨', WIND: '∿', DIVINE: '✦' };

/** Pendulum Scales are not in the view yet; shown when the engine adds them to the card face. */
const scaleOf = (c: CardFace): number | undefined => (c as CardFace & { scale?: number }).scale;

/**
 * A card drawn by our own component: frame colour by kind (Normal, Effect, Ritual, Fusion, Synchro,
 * Xyz, Pendulum split, Token, Spell, Trap), name, Attribute, Level stars or Rank, Pendulum Scales,
 * type line, our text (on the large card), ATK/DEF, and a generated illustration. A hidden card is
 * a card back. Purely visual: the interactive wrapper (CardView) gives it its name and behaviour.
 */
export const Card = memo(function Card({ card, size, position, setFaceDown, atk, def }: CardProps) {
  countRender('Card');
  const sideways = position === 'defense';
  if (isHidden(card)) {
    return (
      <div className={`card card-${size} card-back${sideways ? ' sideways' : ''}`} aria-hidden="true">
        <div className="card-back-inner">
          <span className="card-back-logo">duelmat</span>
        </div>
      </div>
    );
  }
  const monster = isMonsterFace(card);
  const stars = card.level ?? 0;
  const shownAtk = atk ?? card.atk;
  const shownDef = def ?? card.def;
  const scale = scaleOf(card);
  const compact = size === 'zone' || size === 'mini';
  const spellTrap = monster ? undefined : card.frame === 'trap' ? 'trap' : 'spell';
  const nameStyle = nameFit(card.name);
  return (
    <div
      className={`card card-${size} frame-${card.frame}${sideways ? ' sideways' : ''}${setFaceDown ? ' set-face-down' : ''}`}
      aria-hidden="true"
    >
      <div className="card-head">
        <span className="card-name" style={nameStyle}>
          {card.name}
        </span>
        <span className={`card-attr attr-${card.attribute ?? card.frame}`}>
          {size === 'large'
            ? monster
              ? (card.attribute ?? '')
              : spellTrap === 'trap'
                ? 'TRAP'
                : 'SPELL'
            : monster
              ? card.attribute
                ? ATTRIBUTE_MARK[card.attribute]
                : ''
              : spellTrap === 'trap'
                ? '⚠'
                : '✧'}
        </span>
      </div>
      {monster && stars > 0 && card.frame === 'xyz' && <RankMarks rank={stars} compact={compact} />}
      {monster && stars > 0 && card.frame !== 'xyz' && (
        <div className="card-stars" aria-hidden="true">
          {compact ? `★${stars}` : '★'.repeat(stars)}
        </div>
      )}
      {!monster && <div className="card-stars st-icon">{card.subtype.length > 0 ? card.subtype.join(' ') : FRAME_NAMES[card.frame]}</div>}
      <div className="card-art-box">
        <CardArt seed={card.passcode} attribute={card.attribute} monsterType={card.monsterType} spellTrap={spellTrap} />
        {scale !== undefined && !compact && (
          <>
            <span className="pend-scale left">{scale}</span>
            <span className="pend-scale right">{scale}</span>
          </>
        )}
        {setFaceDown && <span className="set-badge">{setFaceDown === 'banished' ? 'FACE-DOWN' : 'SET'}</span>}
      </div>
      {!compact && <div className="card-type">{typeLine(card)}</div>}
      {size === 'large' && <div className="card-text">{card.text}</div>}
      {monster && !compact && (
        <div className="card-stats">
          <span className={statClass(shownAtk, card.atk)}>
            <b>ATK</b>/{shownAtk ?? '?'}
          </span>
          <span className={statClass(shownDef, card.def)}>
            <b>DEF</b>/{shownDef ?? '?'}
          </span>
        </div>
      )}
    </div>
  );
});

/**
 * An Xyz Monster's Rank, drawn unlike a Level (issue 36): on the left, dark discs each with a gold
 * star (CSS, no font glyph), and "RANK n" on a dark chip where the card is small.
 */
export function RankMarks({ rank, compact }: { rank: number; compact: boolean }) {
  return (
    <div className="card-stars rank" data-rank={rank} aria-hidden="true">
      {compact ? (
        <span className="rank-chip">R{rank}</span>
      ) : (
        Array.from({ length: rank }, (_, i) => <span key={i} className="rank-pip" />)
      )}
    </div>
  );
}

/**
 * A long word ("Threatening", "Reinforcements") does not fit the name line of a small card and would
 * be broken in the middle ("Threatenin g"): the name is set smaller instead, by its longest word
 * (about 0.8 em a letter at most in the bold face; the name line is about 6 em wide on every size).
 */
const nameFits = new Map<string, CSSProperties | undefined>();
function nameFit(name: string): CSSProperties | undefined {
  let style = nameFits.get(name);
  if (!nameFits.has(name)) {
    const longest = Math.max(...name.split(/\s+/).map((w) => w.length));
    const fit = Math.max(0.55, Math.min(1, 7.5 / longest));
    style = fit < 1 ? ({ '--name-fit': fit.toFixed(2) } as CSSProperties) : undefined;
    nameFits.set(name, style);
  }
  return style;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "[Dragon]", "[Spellcaster / Effect]", "[Fiend / Fusion]", "[Quick-Play Spell]". */
export function typeLine(card: CardFace): string {
  if (!isMonsterFace(card)) return `[${card.subtype.map(cap).join(' ')}${card.subtype.length ? ' ' : ''}${card.frame === 'trap' ? 'Trap' : 'Spell'}]`;
  const parts = [card.monsterType ?? 'Monster', ...(card.frame === 'normal' ? [] : [cap(card.frame)]), ...card.subtype.map(cap)];
  return `[${[...new Set(parts)].join(' / ')}]`;
}

/** 'stat-up' / 'stat-down' when a current value differs from the printed one. */
export const statClass = (now: number | null | undefined, printed: number | undefined): string =>
  now === undefined || now === null || printed === undefined || now === printed ? '' : now > printed ? 'stat-up' : 'stat-down';
