import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Duel } from '../../engine';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

const answer = (d: Duel, option: string): Duel => {
  let x = d;
  for (let i = 0; i < 20 && !(x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes(option)); i++) x = applyAction(x, legalActions(x).find((a) => a.type === 'pass') ?? legalActions(x)[0]!);
  return play(x, { type: 'select', option });
};

describe('Multiple Piece Golem', () => {
  it('is Fusion Summoned from Big Piece Golem + Medium Piece Golem', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Big Piece Golem', 'Medium Piece Golem'], extra: ['Multiple Piece Golem'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') }, { type: 'select', option: 'attack' });
    while (x.flow.window || x.flow.prompt) x = applyAction(x, legalActions(x)[0]!);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Multiple Piece Golem', atk: 2600 });
  });
  it('at the end of a Battle Phase in which it battled, returns to the Extra Deck and brings both pieces back from the Graveyard', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Multiple Piece Golem' }], graveyard: ['Big Piece Golem', 'Medium Piece Golem'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Multiple Piece Golem'), target: idOf(d, 'Feral Imp', 1) });
    while (x.flow.window) x = applyAction(x, { type: 'pass' });
    x = play(x, { type: 'nextPhase', to: 'main2' });
    x = answer(x, 'yes');
    x = answer(x, 'yes');
    while (x.flow.window) x = applyAction(x, { type: 'pass' });
    expect(me(x).extra).toEqual(['Multiple Piece Golem']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Big Piece Golem', 'Medium Piece Golem']);
  });
  it('does nothing at the end of a Battle Phase in which it did not battle', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Multiple Piece Golem' }], graveyard: ['Big Piece Golem', 'Medium Piece Golem'] } });
    const x = play(d, { type: 'nextPhase', to: 'main2' });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Multiple Piece Golem' });
  });
});
