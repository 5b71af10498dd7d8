/**
 * Rule code `noGraveyardActivations` (recorded): the player cannot activate the effects of cards while those cards
 * are in a Graveyard, this turn (rulebook v9.1 "Effect Monsters": Trigger and Ignition Effects are activated; a
 * rule may forbid activating them). Both a Trigger whose card is in the Graveyard (Sangan) and an Ignition Effect
 * used from there (Quillbolt Hedgehog) are barred; cards on the field are not, nor the other player's.
 * Recorded here by Abyss Dweller's Quick Effect.
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';

const AD = 'Abyss Dweller';
const DWELLER = { card: AD, materials: ['Great White', 'Hyosube'] };
/** Activates Abyss Dweller's Quick Effect (effect 1) and detaches its first material. */
const bar = (d: Duel): Duel => {
  const x = play(d, { type: 'activate', card: idOf(d, AD), effect: 1 });
  return passAll(x.flow.prompt ? play(x, legal(x, 'select')[0]!) : x);
};

describe('noGraveyardActivations', () => {
  it("a Trigger of a card in the barred player's Graveyard is not activated", () => {
    const d = duelOf({ me: { monsters: [DWELLER], hand: ['Fissure'] }, opp: { monsters: [{ card: 'Sangan' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = passAll(play(bar(d), { type: 'activate', card: idOf(d, 'Fissure'), effect: 0 }));
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.chain).toEqual([]);
    expect(x.flow.prompt).toBeFalsy();
    expect(opp(x).hand).toEqual([]);
    // Without the rule, Sangan's Trigger goes on the Chain.
    const free = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure'), effect: 0 }));
    expect(free.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Sangan', 1)]);
  });

  it('the player the rule is not about activates from their Graveyard as ever', () => {
    // In the opponent's turn: Abyss Dweller's effect in their Standby Phase, then they destroy your Sangan by battle.
    const d = duelOf({ turnPlayer: 1, phase: 'standby', me: { monsters: [DWELLER, { card: 'Sangan' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = bar(d);
    expect(x.rules.filter((r) => r.code === 'noGraveyardActivations').map((r) => [r.player, r.lasts.kind])).toEqual([[1, 'thisTurn']]);
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'nextPhase', to: 'battle' });
    x = passAll(x);
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Sangan') });
    for (let i = 0; i < 10 && (x.flow.window || x.flow.prompt); i++) x = play(x, legal(x, 'activate')[0] ?? legal(x, 'select')[0] ?? { type: 'pass' });
    expect(me(x).graveyard).toContain('Sangan');
    expect(me(x).hand).toEqual(['Celtic Guardian']);
  });

  it("an Ignition Effect used from the Graveyard is not offered, in the barred player's own turn", () => {
    // Abyss Dweller's effect in the opponent's Standby Phase; in their Main Phase Quillbolt Hedgehog may not come back.
    const d = duelOf({ turnPlayer: 1, phase: 'standby', me: { monsters: [DWELLER] }, opp: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'] } });
    expect(legal(d, 'activate').map((a) => a.card)).toEqual([idOf(d, AD)]);
    let x = bar(d);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(legal(x, 'nextPhase').map((a) => a.to)).toContain('battle');
    expect(legal(x, 'activate')).toEqual([]);
    const main = play(d, { type: 'pass' });
    expect(legal(main, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Quillbolt Hedgehog', 1)]);
  });
});
