import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/** The opponent's Summoned Skull attacks my Nimble Momonga in Attack Position (1000 ATK): 1500 battle damage, then its effect. */
function destroyed(deck: string[], monsters: { card: string }[] = []): { d: Duel; x: Duel } {
  const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Nimble Momonga' }, ...monsters], deck }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  const x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Nimble Momonga') });
  return { d, x };
}

describe('Nimble Momonga', () => {
  it('destroyed by battle: gains 1000 LP; declining the Summon leaves the Deck as it was', () => {
    const { x } = destroyed(['Nimble Momonga', 'Celtic Guardian']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    const y = passAll(applyAction(x, { type: 'select', option: 'no' }));
    expect(me(y).lp).toBe(8000 - 1500 + 1000);
    expect(me(y).graveyard).toEqual(['Nimble Momonga']);
    expect(me(y).deck).toBe(2);
  });

  it('then Special Summons any number of Nimble Momonga from the Deck in face-down Defense Position', () => {
    const { d, x } = destroyed(['Nimble Momonga', 'Celtic Guardian', 'Nimble Momonga']);
    let y = applyAction(x, { type: 'select', option: 'yes' });
    const [first, second] = idsOf(d, 'Nimble Momonga').filter((c) => c !== idOf(d, 'Nimble Momonga'));
    y = applyAction(y, { type: 'select', ids: [first!] });
    y = passAll(applyAction(y, { type: 'select', ids: [second!] }));
    expect(me(y).lp).toBe(7500);
    expect(me(y).monsters.filter(Boolean)).toEqual([
      expect.objectContaining({ name: 'Nimble Momonga', faceUp: false, position: 'defense' }),
      expect.objectContaining({ name: 'Nimble Momonga', faceUp: false, position: 'defense' }),
    ]);
    expect(me(y).deck).toBe(1);
  });

  it('with no Nimble Momonga left in the Deck, only the LP are gained (nothing is asked)', () => {
    const { x } = destroyed(['Celtic Guardian']);
    const y = passAll(x);
    expect(me(y).lp).toBe(7500);
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
  });

  it('not by battle (destroyed by a card effect): nothing happens', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Nimble Momonga' }], deck: ['Nimble Momonga'] }, opp: { hand: ['Fissure'] } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(y).graveyard).toEqual(['Nimble Momonga']);
    expect(me(y).lp).toBe(8000);
  });
});
