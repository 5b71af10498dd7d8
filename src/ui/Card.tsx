import { memo } from 'react';
import { isHidden, type BattlePosition, type CardFace, type SeenCard } from '../engine';
import { CardArt } from './CardArt';
import { FRAME_NAMES } from './labels';

export type CardSize = 'mini' | 'zone' | 'hand' | 'large';

export interface CardProps {
  card: SeenCard;
  size: CardSize;
  /** Battle position on the field (Defense Position is drawn sideways). */
  position?: BattlePosition;
  /** A card of the viewer's that is face-down on the field: drawn with its face, marked Set. */
  setFaceDown?: boolean;
  /** Current ATK/DEF on the field, when they differ from the printed values. */
  atk?: number | null;
  def?: number | null;
}

const isMonsterFace = (c: CardFace) => c.frame !== 'spell' && c.frame !== 'trap';

/**
 * A card drawn by our own component: frame colour by kind, name, Attribute, Level stars, Type,
 * ATK/DEF; a hidden card is a card back. Purely visual: the interactive wrapper (CardView) gives it
 * its accessible name and behaviour.
 */
export const Card = memo(function Card({ card, size, position, setFaceDown, atk, def }: CardProps) {
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
  return (
    <div
      className={`card card-${size} frame-${card.frame}${sideways ? ' sideways' : ''}${setFaceDown ? ' set-face-down' : ''}`}
      aria-hidden="true"
    >
      <div className="card-head">
        <span className="card-name">{card.name}</span>
        <span className={`card-attr attr-${card.attribute ?? card.frame}`}>
          {size === 'large' ? (monster ? (card.attribute ?? '') : card.frame === 'spell' ? 'SPELL' : 'TRAP') : ''}
        </span>
      </div>
      {monster && stars > 0 && (
        <div className={`card-stars${card.frame === 'xyz' ? ' rank' : ''}`}>
          {size === 'zone' || size === 'mini' ? `★${stars}` : '★'.repeat(stars)}
        </div>
      )}
      {!monster && card.subtype.length > 0 && <div className="card-stars st-icon">{card.subtype.join(' ')}</div>}
      <div className="card-art-box">
        <CardArt seed={card.passcode} attribute={card.attribute} spellTrap={monster ? undefined : card.frame === 'trap' ? 'trap' : 'spell'} />
        {setFaceDown && <span className="set-badge">SET</span>}
      </div>
      <div className="card-type">
        {monster
          ? `[${[card.monsterType, ...card.subtype.map(cap)].filter(Boolean).join(' / ')}${card.frame === 'normal' || card.frame === 'effect' ? '' : ` / ${cap(card.frame)}`}]`
          : `[${FRAME_NAMES[card.frame]}]`}
      </div>
      {monster && (
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

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const statClass = (now: number | undefined, printed: number | undefined) =>
  now === undefined || printed === undefined || now === printed ? '' : now > printed ? 'stat-up' : 'stat-down';
