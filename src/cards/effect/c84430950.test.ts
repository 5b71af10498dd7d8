import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import type { ScenarioPlayer } from '../../engine/scenario';

// Armed Samurai - Ben Kei: "In addition to a normal attack, this card can attack during the same Battle Phase as many
// times as the number of Equip Cards equipped to it."

/** How many direct attacks Ben Kei declares in one Battle Phase. */
function attacks(me: ScenarioPlayer): number {
  let d = toBattle(duelOf({ me }));
  const id = idOf(d, 'Armed Samurai - Ben Kei');
  let n = 0;
  while (legal(d, 'attack', id).length > 0 && n < 10) {
    d = passAll(play(d, { type: 'attack', card: id, target: 'direct' }));
    n++;
  }
  return n;
}

describe('Armed Samurai - Ben Kei', () => {
  it('with no Equip Card: one attack', () => {
    expect(attacks({ monsters: [{ card: 'Armed Samurai - Ben Kei' }] })).toBe(1);
  });

  it('with 1 Equip Card: two attacks', () => {
    expect(attacks({ monsters: [{ card: 'Armed Samurai - Ben Kei' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] })).toBe(2);
  });

  it('with 2 Equip Cards: three attacks, each with the ATK they give', () => {
    let d = toBattle(duelOf({ me: { monsters: [{ card: 'Armed Samurai - Ben Kei' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }, { card: 'Black Pendant', faceUp: true, equippedTo: 0 }] } }));
    const id = idOf(d, 'Armed Samurai - Ben Kei');
    for (let i = 0; i < 3; i++) d = passAll(play(d, { type: 'attack', card: id, target: 'direct' }));
    expect(opp(d).lp).toBe(8000 - 3 * 2000);
    expect(legal(d, 'attack', id)).toEqual([]);
  });

  it('an Equip Card lost after its first attack takes the extra attack with it', () => {
    // Ben Kei (with Legendary Sword, 800 ATK) attacks directly; the opponent's Set Mystical Space Typhoon destroys the Sword in answer.
    let d = toBattle(duelOf({
      me: { monsters: [{ card: 'Armed Samurai - Ben Kei' }], spellTraps: [{ card: 'Legendary Sword', faceUp: true, equippedTo: 0 }] },
      opp: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
    }));
    const id = idOf(d, 'Armed Samurai - Ben Kei');
    d = play(d, { type: 'attack', card: id, target: 'direct' });
    d = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Legendary Sword')] }));
    expect(opp(d).lp).toBe(8000 - 500);
    expect(legal(d, 'attack', id)).toEqual([]);
  });
});
