import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, pendulumOffer, pendulumSummon, play } from './dsl';

/*
 * Rule code `oneSpecialSummonAtATime` (field, asked about a player): "neither player can Special Summon 2 or more
 * monsters at the same time" (Blue-Eyes Spirit Dragon; official/c59822133.lua, which the Pendulum procedure and
 * each multi-Summoning script ask). Here a Pendulum Summon offers 1 monster, and an effect resolving Special Summons
 * (or makes Tokens of) only its first monster for that player; the others stay where they are. The card's own
 * clauses: src/cards/extra/c59822133.test.ts.
 */
const SPIRIT = { card: 'Blue-Eyes Spirit Dragon' };

describe('oneSpecialSummonAtATime', () => {
  it('a Pendulum Summon takes 1 monster; without the rule it takes 2', () => {
    const hand = ['Summoned Skull', 'Dark Magician'];
    const pendulum: [string, string] = ['Timegazer Magician', 'Stargazer Magician'];
    const free = duelOf({ me: { hand, pendulum } });
    expect(pendulumOffer(free)).toHaveLength(2);
    const ruled = duelOf({ me: { hand, pendulum }, opp: { monsters: [SPIRIT] } });
    const x = pendulumSummon(ruled, [idOf(ruled, 'Summoned Skull'), idOf(ruled, 'Dark Magician')]);
    expect(me(x).monsters.filter((m) => m !== null).map((m) => m!.name)).toEqual(['Summoned Skull']);
    expect(me(x).hand).toEqual(['Dark Magician']);
  });

  it('an effect makes only its first Token (Scapegoat)', () => {
    const d = duelOf({ me: { hand: ['Scapegoat'] }, opp: { monsters: [SPIRIT] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(1);
  });

  it('an effect Special Summons only its first monster; the others stay in the Graveyard (Valkyrion the Magna Warrior)', () => {
    const magnets = ['Alpha the Magnet Warrior', 'Beta the Magnet Warrior', 'Gamma the Magnet Warrior'];
    const d = duelOf({ me: { monsters: [{ card: 'Valkyrion the Magna Warrior' }], graveyard: magnets }, opp: { monsters: [SPIRIT] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Valkyrion the Magna Warrior'), effect: 1 });
    while (x.flow.prompt) x = play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [x.flow.prompt.cards[0]!] } : { type: 'select', option: 'attack' });
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [x.flow.prompt.cards[0]!] } : { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter((m) => m !== null)).toHaveLength(1);
    expect(me(x).graveyard.filter((c) => magnets.includes(c))).toHaveLength(2);
  });
});
