import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Tiger Dragon: "If this card is Tribute Summoned by Tributing a Dragon-Type monster, you can destroy up to 2 face-down Spell or Trap Cards your opponent controls."
describe('Tiger Dragon', () => {
  const duel = (tribute: string) => duelOf({
    me: { hand: ['Tiger Dragon'], monsters: [{ card: tribute }], spellTraps: [{ card: 'Dark Hole', faceUp: false }] },
    opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }, { card: 'Swords of Revealing Light', faceUp: true }] },
  });
  const summon = (tribute: string) => {
    const d = duel(tribute);
    return { d, x: passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Tiger Dragon'), tributes: [idOf(d, tribute)] })) };
  };

  it('Tribute Summoned with a Dragon: may destroy up to 2 face-down Spell/Trap Cards the opponent controls', () => {
    const { d, x: summoned } = summon('Petit Dragon');
    expect(summoned.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    let x = play(summoned, { type: 'select', option: 'yes' });
    // Only the opponent's face-down cards: not my Set Dark Hole, not their face-up Swords.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mirror Force', 1), idOf(d, 'Magic Cylinder', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', ids: [idOf(d, 'Magic Cylinder', 1)] }));
    expect(opp(x).graveyard.sort()).toEqual(['Magic Cylinder', 'Mirror Force']);
    expect(me(x).spellTraps.filter(Boolean)).toHaveLength(1);
  });

  it('one is enough, and it may be declined', () => {
    const { d, x: summoned } = summon('Petit Dragon');
    const one = passAll(play(summoned, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', option: 'stop' }));
    expect(opp(one).graveyard).toEqual(['Mirror Force']);
    const no = passAll(play(summoned, { type: 'select', option: 'no' }));
    expect(opp(no).graveyard).toEqual([]);
  });

  it('not when the Tribute was no Dragon', () => {
    const { x } = summon('Feral Imp');
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });

  it('not when Special Summoned', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Tiger Dragon'] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Tiger Dragon')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });
});
