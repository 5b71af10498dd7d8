import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Spell Canceller (texts-2016): "As long as this card remains face-up on the field, Spell Cards cannot be
 * activated. The effects of all Spell Cards are also negated." A lasting lock while face-up (rule codes
 * barsActivation and negatesEffects, as Jinzo's for Traps).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

const board = (canceller: { faceUp?: boolean; position?: 'defense' } = {}): Duel =>
  duelOf({
    me: { monsters: [{ card: 'Spell Canceller', ...canceller }], hand: ['Pot of Greed'], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }], deck: DECK },
    opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], hand: ['Dark Hole'], spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }], deck: DECK },
  });

describe('Spell Canceller', () => {
  it('no Spell Card can be activated, from the hand or Set, by either player', () => {
    const x = board();
    expect(legal(x, 'activate', idOf(x, 'Pot of Greed'))).toEqual([]);
    expect(legal(x, 'activate', idOf(x, 'Mystical Space Typhoon'))).toEqual([]);
    const y = endTurn(x);
    expect(legal(y, 'activate', idOf(x, 'Dark Hole', 1))).toEqual([]);
  });

  it('the effects of Spell Cards on the field are negated: a face-up Swords of Revealing Light stops no attack', () => {
    const x = board();
    expect(legal(toBattle(x), 'attack').some((a) => a.card === idOf(x, 'Spell Canceller'))).toBe(true);
    // The same board with Spell Canceller face-down: Swords applies.
    const down = board({ faceUp: false, position: 'defense' });
    expect(legal(down, 'activate', idOf(down, 'Pot of Greed'))).toHaveLength(1);
    expect(legal(toBattle(down), 'attack')).toEqual([]);
  });

  it('once it leaves the field, Spells may be activated again', () => {
    const x = endTurn(board());
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(x, 'Blue-Eyes White Dragon', 1), target: idOf(x, 'Spell Canceller') }));
    expect(me(y).graveyard).toContain('Spell Canceller');
    const main2 = passAll(play(y, { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'activate', idOf(x, 'Dark Hole', 1))).toHaveLength(1);
    expect(opp(main2).spellTraps[0]).toMatchObject({ name: 'Swords of Revealing Light' });
  });
});
