import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';
import type { Duel } from '../../engine';

// Shield & Sword: "Switch the original ATK and DEF of all face-up monster Cards currently on the field, until the End Phase."

const activate = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Shield & Sword') }));

describe('Shield & Sword', () => {
  it("exchanges the original ATK and DEF of every face-up monster, both players'", () => {
    const d = duelOf({ me: { hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    const x = activate(d);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1200, def: 2500 });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1200, def: 1400 });
    expect(me(x).graveyard).toEqual(['Shield & Sword']);
  });

  it('a face-down monster is left as it is (flipped later, it has its printed ATK and DEF)', () => {
    const d = duelOf({ me: { hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense', faceUp: false }] } });
    const x = activate(d);
    const attacked = passAll(play(passAll(play(x, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Celtic Guardian', 1) }));
    // Skull (now 1200 ATK) attacks Celtic Guardian flipped with its printed 1200 DEF: nothing is destroyed.
    expect(opp(attacked).monsters[0]).toMatchObject({ name: 'Celtic Guardian', atk: 1400, def: 1200 });
    expect(me(attacked).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 1200 });
  });

  it('changes from other effects apply to the exchanged values (an Equip Spell)', () => {
    const d = duelOf({ me: { hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 3500, def: 1200 });
    expect(me(activate(d)).monsters[0]).toMatchObject({ atk: 2200, def: 2500 });
  });

  it('lasts until the end of this turn', () => {
    const d = duelOf({ me: { hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull' }] } });
    const x = endTurn(activate(d));
    expect(me(x).monsters[0]).toMatchObject({ atk: 2500, def: 1200 });
  });

  it('cannot be activated with no face-up monster on the field', () => {
    const d = duelOf({ me: { hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull', position: 'defense', faceUp: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Shield & Sword'))).toEqual([]);
  });
});
