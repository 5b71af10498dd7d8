import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Attack the Moon!: "Once per turn, when the battle position of a Rock-Type monster you control is changed: You can target 1 Spell/Trap Card your opponent controls; destroy that target."
describe('Attack the Moon!', () => {
  const duel = (monsters: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[]) => duelOf({
    me: { monsters, spellTraps: [{ card: 'Attack the Moon!', faceUp: true }] },
    opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }] },
  });

  it('a Rock monster you control changes position: you can destroy a Spell/Trap Card your opponent controls', () => {
    const d = duel([{ card: 'Giant Soldier of Stone' }]);
    let x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Giant Soldier of Stone') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mirror Force', 1), idOf(d, 'Magic Cylinder', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Attack the Moon!', faceUp: true });
  });

  it('once per turn; it may be declined', () => {
    const d = duel([{ card: 'Giant Soldier of Stone' }, { card: 'The Statue of Easter Island' }]);
    let x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Giant Soldier of Stone') }));
    x = passAll(play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    x = passAll(play(x, { type: 'changePosition', card: idOf(d, 'The Statue of Easter Island') }));
    expect(x.flow.prompt).toBeNull();
    const no = passAll(play(passAll(play(d, { type: 'changePosition', card: idOf(d, 'Giant Soldier of Stone') })), { type: 'select', option: 'no' }));
    expect(opp(no).graveyard).toEqual([]);
  });

  it('a Flip Summon is a change of position too', () => {
    const d = duel([{ card: 'Giant Soldier of Stone', faceUp: false, position: 'defense' }]);
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Giant Soldier of Stone') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
  });

  it('turned face-down from Attack Position is a change of position (Book of Moon); from Defense Position it is not', () => {
    const attack = duelOf({
      me: { hand: ['Book of Moon'], monsters: [{ card: 'Giant Soldier of Stone' }], spellTraps: [{ card: 'Attack the Moon!', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(attack, { type: 'activate', card: idOf(attack, 'Book of Moon') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(attack, 'Giant Soldier of Stone')] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    const defense = duelOf({
      me: { hand: ['Book of Moon'], monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }], spellTraps: [{ card: 'Attack the Moon!', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let y = play(defense, { type: 'activate', card: idOf(defense, 'Book of Moon') });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(defense, 'Giant Soldier of Stone')] });
    y = passAll(y);
    expect(me(y).monsters[0]).toMatchObject({ faceUp: false });
    expect(y.flow.prompt).toBeNull();
  });

  it('not for a monster of another Type', () => {
    const d = duel([{ card: 'Celtic Guardian' }]);
    const x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Celtic Guardian') }));
    expect(x.flow.prompt).toBeNull();
  });

  it("not with no Spell or Trap Card on the opponent's field", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Giant Soldier of Stone' }], spellTraps: [{ card: 'Attack the Moon!', faceUp: true }] } });
    const x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Giant Soldier of Stone') }));
    expect(x.flow.prompt).toBeNull();
  });
});
