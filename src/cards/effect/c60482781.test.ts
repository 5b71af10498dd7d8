import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { viewFor, type Duel } from '../../engine';

// Mystic Swordsman LV6: "If you Normal Summon this card, you must place it in face-down Defense Position. If this card
// attacks a face-down Defense Position monster, destroy the monster immediately with this card's effect without flipping
// it face-up or applying damage calculation. You can return the monster destroyed with this effect to the top of its
// owner's Deck, instead of sending it to the Graveyard."

/** Mystic Swordsman LV6 attacks the opponent's face-down Defense Position Sangan; its effect asks where it goes. */
function attackSetMonster(): Duel {
  const d = toBattle(duelOf({ me: { monsters: [{ card: 'Mystic Swordsman LV6' }] }, opp: { monsters: [{ card: 'Sangan', position: 'defense', faceUp: false }] } }));
  return passAll(play(d, { type: 'attack', card: idOf(d, 'Mystic Swordsman LV6'), target: idOf(d, 'Sangan', 1) }));
}

describe('Mystic Swordsman LV6', () => {
  it('can only be Set by its Normal Summon, not Normal Summoned face-up', () => {
    const d = duelOf({ me: { hand: ['Mystic Swordsman LV6'], monsters: [{ card: 'Celtic Guardian' }] } });
    const id = idOf(d, 'Mystic Swordsman LV6');
    expect(legal(d, 'normalSummon', id)).toEqual([]);
    expect(legal(d, 'setMonster', id).length).toBeGreaterThan(0);
    expect(() => play(d, { type: 'normalSummon', card: id, tributes: [idOf(d, 'Celtic Guardian')] })).toThrow(/Set it instead/);
  });

  it('attacking a face-down Defense Position monster destroys it unflipped, with no damage calculation (to the Graveyard if you decline)', () => {
    const x = attackSetMonster();
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const y = passAll(play(x, { type: 'select', option: 'no' }));
    expect(opp(y).graveyard).toEqual(['Sangan']);
    expect(y.events.some((e) => e.type === 'flippedFaceUp' || e.type === 'damageCalculated')).toBe(false);
  });

  it("or on top of its owner's Deck, still unseen by the attacker", () => {
    const y = passAll(play(attackSetMonster(), { type: 'select', option: 'yes' }));
    expect(opp(y).graveyard).toEqual([]);
    expect(y.players[1].deck[0]).toBe(idOf(y, 'Sangan', 1));
    // Never flipped, it is not named in its attacker's view.
    expect(JSON.stringify(viewFor(y, 0))).not.toContain('Sangan');
    // Nothing sent it to the Graveyard: Sangan's search does not go off.
    expect(y.flow.prompt).toBeNull();
  });

  it('a face-up Defense Position monster battles as usual', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Mystic Swordsman LV6' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Mystic Swordsman LV6'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(x.events.some((e) => e.type === 'damageCalculated')).toBe(true);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).lp).toBe(8000);
  });
});
