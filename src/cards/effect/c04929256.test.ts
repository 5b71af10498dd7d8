import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Mobius the Frost Monarch: "When this card is Tribute Summoned: You can target up to 2 Spell/Trap Cards on the field; destroy those targets."
describe('Mobius the Frost Monarch', () => {
  const duel = () => duelOf({
    me: { hand: ['Mobius the Frost Monarch'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Dark Hole', faceUp: false }] },
    opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }] },
  });

  it('Tribute Summoned: may destroy up to 2 Spell/Trap Cards on the field, either side', () => {
    const d = duel();
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Mobius the Frost Monarch'), tributes: [idOf(d, 'Feral Imp')] }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Mirror Force', 1), idOf(d, 'Magic Cylinder', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', ids: [idOf(d, 'Magic Cylinder', 1)] }));
    expect(opp(x).graveyard.sort()).toEqual(['Magic Cylinder', 'Mirror Force']);
    expect(me(x).spellTraps.filter(Boolean)).toHaveLength(1);
  });

  it('one target is enough; it may be declined', () => {
    const d = duel();
    let x = play(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Mobius the Frost Monarch'), tributes: [idOf(d, 'Feral Imp')] })), { type: 'select', option: 'yes' });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', option: 'stop' }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    const no = passAll(play(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Mobius the Frost Monarch'), tributes: [idOf(d, 'Feral Imp')] })), { type: 'select', option: 'no' }));
    expect(opp(no).graveyard).toEqual([]);
  });

  it('Special Summoned (not a Tribute Summon): nothing', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Mobius the Frost Monarch'] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mobius the Frost Monarch')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });

  it('targets gone when it resolves: nothing else is destroyed', () => {
    const d = duelOf({
      me: { hand: ['Mobius the Frost Monarch'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Dark Hole', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Mystical Space Typhoon', faceUp: false }] },
    });
    let x = play(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Mobius the Frost Monarch'), tributes: [idOf(d, 'Feral Imp')] })), { type: 'select', option: 'yes' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', ids: [idOf(d, 'Mystical Space Typhoon', 1)] });
    // The opponent chains the targeted Mystical Space Typhoon on its own targeted Mirror Force: both are gone when Mobius resolves.
    while (x.flow.window && x.flow.window.player === 0) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard.sort()).toEqual(['Mirror Force', 'Mystical Space Typhoon']);
    expect(me(x).spellTraps.filter(Boolean)).toHaveLength(1);
  });
});
