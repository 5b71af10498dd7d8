import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardByName } from '../cards';
import { Card } from './Card';
import { faceOf } from './decks/cardFace';

/* Issue 36: a Rank is not drawn like a Level. */
const draw = (name: string, size: 'large' | 'zone') => renderToStaticMarkup(<Card card={faceOf(cardByName(name)!)} size={size} />);

describe('Rank and Level', () => {
  it('an Xyz Monster shows its Rank as marks of its own (dark discs from the left, "R4" when small), never Level stars', () => {
    const xyz = draw('Number 39: Utopia', 'large');
    expect(xyz).toContain('class="card-stars rank"');
    expect(xyz.match(/class="rank-pip"/g)).toHaveLength(4);
    expect(xyz).not.toContain('★');
    expect(draw('Number 39: Utopia', 'zone')).toContain('<span class="rank-chip">R4</span>');
  });

  it('a Level stays red stars on the right', () => {
    const level = draw('Summoned Skull', 'large');
    expect(level).toContain('★★★★★★');
    expect(level).not.toContain('rank');
    expect(draw('Summoned Skull', 'zone')).toContain('★6');
  });
});
