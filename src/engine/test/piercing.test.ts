import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Piercing battle damage (issue 32 §4; rulebook v9.1 "Piercing Battle Damage": "Some monsters can
 * inflict piercing battle damage when they attack a Defense Position monster ... damage to your
 * opponent's LP equal to the difference between the attacking monster's ATK and the defending
 * monster's DEF"). Rule code `piercing`, asked of the attacker at damage calculation (battle.ts).
 * Airknight Parshath (1900 ATK) pierces; Gemini Elf (1900 ATK) is the same battle without it.
 */
const attack = (attacker: string, target: { card: string; position?: 'attack' | 'defense'; faceUp?: boolean }) => {
  const d = duelOf({ me: { monsters: [{ card: attacker }], deck: ['Celtic Guardian', 'Celtic Guardian'] }, opp: { monsters: [{ position: 'defense', ...target }] } });
  return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, target.card, 1) }));
};

describe('Piercing battle damage', () => {
  it('attacking a Defense Position monster with lower DEF: the opponent takes ATK minus DEF, and the monster is destroyed', () => {
    const x = attack('Airknight Parshath', { card: 'Celtic Guardian' }); // DEF 1200
    expect(opp(x).lp).toBe(8000 - 700);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('without the rule, the same battle inflicts no damage', () => {
    const x = attack('Gemini Elf', { card: 'Celtic Guardian' });
    expect(opp(x).lp).toBe(8000);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('a face-down Defense Position monster is flipped, and then pierced by its DEF', () => {
    const x = attack('Airknight Parshath', { card: 'Celtic Guardian', faceUp: false });
    expect(opp(x).lp).toBe(8000 - 700);
  });

  it("DEF equal to ATK: no damage to either player; DEF higher: the attacker's controller takes the difference as usual", () => {
    const tie = attack('Airknight Parshath', { card: 'Mist Valley Watcher' }); // DEF 1900
    expect([me(tie).lp, opp(tie).lp]).toEqual([8000, 8000]);
    expect(opp(tie).graveyard).toEqual([]);
    const wall = attack('Airknight Parshath', { card: 'Giant Soldier of Stone' }); // DEF 2000
    expect(opp(wall).lp).toBe(8000);
    expect(me(wall).lp).toBe(8000 - 100);
    expect(opp(wall).graveyard).toEqual([]);
  });

  it('an Attack Position target: ordinary battle damage, not piercing', () => {
    const x = attack('Airknight Parshath', { card: 'Celtic Guardian', position: 'attack' }); // ATK 1400
    expect(opp(x).lp).toBe(8000 - 500);
  });

  it('the rule is about the monster that has it: another monster of the same player attacking deals no piercing damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Airknight Parshath' }, { card: 'Gemini Elf' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Gemini Elf'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });
});
