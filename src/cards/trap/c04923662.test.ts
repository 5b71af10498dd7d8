import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

const attacked = (mine: { card: string }[]) => {
  const d = duelOf({ turnPlayer: 1, me: { monsters: mine, spellTraps: [{ card: 'Chaos Burst', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return { d, x: play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: mine.length > 0 ? idOf(d, mine[0]!.card) : 'direct' }) };
};

// Chaos Burst: "When your opponent's monster declares an attack: Tribute 1 monster, then target the attacking monster; destroy that target, then inflict 1000 damage to your opponent."
describe('Chaos Burst', () => {
  it('Tribute 1 of your monsters (the cost): the attacker is destroyed, then the opponent takes 1000', () => {
    const { d, x: start } = attacked([{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }]);
    let x = play(start, { type: 'activate', card: idOf(d, 'Chaos Burst') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard.sort()).toEqual(['Chaos Burst', 'Feral Imp']);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(7000);
    expect(me(x).lp).toBe(8000);
  });

  it('no monster to Tribute: it cannot be activated (a direct attack on an empty field)', () => {
    const { d, x } = attacked([]);
    expect(legal(x, 'activate', idOf(d, 'Chaos Burst'))).toEqual([]);
  });

  it('the attacker gone before it resolves: no damage', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Chaos Burst', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    x = play(x, { type: 'activate', card: idOf(d, 'Chaos Burst') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    // The opponent turns their own attacker face-down in answer: it is no longer the attacking monster.
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).lp).toBe(8000);
  });
});
