import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Enemy Controller: "Activate 1 of these effects. ● Target 1 face-up monster your opponent controls; change that target's battle position. ● Tribute 1 monster, then target 1 face-up monster your opponent controls; take control of that target until the End Phase."
describe('Enemy Controller', () => {
  it("first effect: changes a face-up monster of the opponent's battle position", () => {
    const d = duelOf({ me: { hand: ['Enemy Controller'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate').map((a) => a.effect)).toEqual([0]);
    let x = play(d, { type: 'activate', card: idOf(d, 'Enemy Controller'), effect: 0 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense', faceUp: true });
  });

  it('second effect: Tribute 1 of your monsters, take a face-up monster of the opponent until the End Phase', () => {
    const d = duelOf({ me: { hand: ['Enemy Controller'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate').map((a) => a.effect).sort()).toEqual([0, 1]);
    let x = play(d, { type: 'activate', card: idOf(d, 'Enemy Controller'), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Feral Imp'))) x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Enemy Controller', 'Feral Imp']);
    expect(me(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(summary(x).turnPlayer).toBe(1);
    expect(opp(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
  });
});
