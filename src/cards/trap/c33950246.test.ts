import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Royal Command (texts-2016): "Flip monsters' effects cannot be activated, also their effects are
 * negated." A lasting lock while face-up (rule codes barsActivation and negatesEffects).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function commanded(oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Royal Command', faceUp: false }], monsters: [{ card: 'Summoned Skull' }], deck: DECK },
    opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }], hand: oppHand, deck: DECK },
  });
  return endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Royal Command') })));
}
const bugActivated = (d: Duel, bug: string) => d.events.some((e) => e.type === 'activated' && e.card === bug);

describe('Royal Command', () => {
  it('a Flip monster flipped face-up: its FLIP effect is not activated, and the monster targeted survives', () => {
    const x = commanded();
    const bug = idOf(x, 'Man-Eater Bug', 1);
    const y = passAll(play(x, { type: 'flipSummon', card: bug }));
    expect(y.flow.prompt).toBeNull();
    expect(bugActivated(y, bug)).toBe(false);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Man-Eater Bug', faceUp: true });
  });

  it('without it, the same Flip Summon activates the FLIP effect', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    let y = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug', 1) }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(y).graveyard).toEqual(['Summoned Skull']);
  });

  it('once it leaves the field, FLIP effects activate again', () => {
    const x = commanded(['Mystical Space Typhoon']);
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Royal Command')] }));
    expect(me(y).graveyard).toEqual(['Royal Command']);
    let z = passAll(play(y, { type: 'flipSummon', card: idOf(x, 'Man-Eater Bug', 1) }));
    while (z.flow.prompt) z = passAll(play(z, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
    expect(me(z).graveyard).toContain('Summoned Skull');
  });
});
