import { describe, expect, it } from 'vitest';
import { cardName } from '../../engine';
import { duelOf, idOf, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Vampire Lady: "When this card inflicts battle damage to your opponent: Declare 1 card type (Monster, Spell, or Trap); your opponent sends 1 card of that type from their Deck to the Graveyard."
describe('Vampire Lady', () => {
  const attack = (target: 'direct' | 'Celtic Guardian' | 'Summoned Skull', deck: string[]) => {
    const d = duelOf({ me: { monsters: [{ card: 'Vampire Lady' }] }, opp: { monsters: target === 'direct' ? [] : [{ card: target }], deck } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    return { d, x: play(x, { type: 'attack', card: idOf(d, 'Vampire Lady'), target: target === 'direct' ? 'direct' : idOf(d, target, 1) }) };
  };

  it('battle damage to the opponent: declare a type, and they send a card of that type of their choice from their Deck', () => {
    const { x: start } = attack('direct', ['Dark Hole', 'Trap Hole', 'Feral Imp', 'Mirror Force']);
    let x = passAll(start);
    expect(opp(x).lp).toBe(6450);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Monster', 'Spell', 'Trap'] });
    x = passAll(play(x, { type: 'select', option: 'Trap' }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(x, c)).sort()).toEqual(['Mirror Force', 'Trap Hole']);
    x = passAll(play(x, { type: 'select', ids: [offered.find((c) => cardName(x, c) === 'Mirror Force')!] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(opp(x).deck).toBe(3);
  });

  it('the declared type not in their Deck: nothing is sent', () => {
    let x = passAll(attack('direct', ['Feral Imp']).x);
    x = passAll(play(x, { type: 'select', option: 'Spell' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });

  it('no battle damage to the opponent (it loses the battle): nothing happens', () => {
    const x = passAll(attack('Summoned Skull', ['Dark Hole']).x);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).deck).toBe(1);
  });
});
