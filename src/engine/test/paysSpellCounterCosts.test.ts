import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "Once per turn, if you would activate a card's effect by removing a Spell Counter(s) from cards you control, you can
 * remove Spell Counters from this card instead" (Magical Citadel of Endymion; ygopro EFFECT_RCOUNTER_REPLACE, count
 * limit 1): rule code `paysSpellCounterCosts`, read by library.ts `removeSpellCountersCost` (Royal Magical Library,
 * Breaker the Magical Warrior, Magical Marionette) through ctx.spellCounterCostStandIns / paySpellCounterCostWith. The
 * stand-in must hold the whole cost, be its player's, face-up, and unused this turn; with both cards able to pay, the
 * player chooses. The counters of a card destroyed travel on its `destroyed`/`destroyedByBattle` event (`counters`).
 */
const BANK: CardDefinition = {
  passcode: '90003302', name: 'Test Counter Bank', frame: 'effect', attribute: 'LIGHT', monsterType: 'Spellcaster', level: 4, atk: 1000, def: 1000,
  text: 'Once per turn, a Spell Counter cost of another card you control can be removed from this card instead.',
  effects: [
    { kind: 'continuous', label: 'Pays Spell Counter costs', rules: [{ code: 'paysSpellCounterCosts', applies: () => true }] },
    { kind: 'continuous', label: 'Holds Spell Counters', rules: [{ code: 'holdsSpellCounters', applies: () => Number.POSITIVE_INFINITY }] },
  ],
};
const engine = createEngine([...CARD_POOL, BANK]);
const RML = 'Royal Magical Library';

function duel(bank: { counters: number; faceUp?: boolean; mine?: boolean }, libraryCounters = 0): Duel {
  const bankSlot = { card: 'Test Counter Bank', counters: bank.counters, ...(bank.faceUp === false && { faceUp: false, position: 'defense' as const }) };
  const mine = bank.mine ?? true;
  return engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [
      { deck: FILLER(), monsters: [{ card: RML, counters: libraryCounters, position: 'defense' }, ...(mine ? [bankSlot] : [])] },
      { deck: FILLER(), monsters: mine ? [] : [bankSlot] },
    ],
  });
}
const libraryUses = (d: Duel) => engine.legalActions(d).filter((a) => a.type === 'activate' && a.card === d.players[0].monsters[0]!.card);
const pass = (x: Duel): Duel => {
  while (x.flow.window && !x.flow.prompt) x = engine.applyAction(x, { type: 'pass' });
  return x;
};

describe('paysSpellCounterCosts', () => {
  it('pays a cost the card itself cannot, once per turn', () => {
    const d = duel({ counters: 6 });
    const x = pass(engine.applyAction(d, libraryUses(d)[0]!));
    expect(x.players[0].hand).toHaveLength(1);
    expect(x.players[0].monsters[1]).toMatchObject({ counters: 3 });
    expect(libraryUses(x)).toEqual([]);
  });

  it('not with fewer counters than the cost, face-down, or the opponent\'s', () => {
    expect(libraryUses(duel({ counters: 2 }))).toEqual([]);
    expect(libraryUses(duel({ counters: 6, faceUp: false }))).toEqual([]);
    expect(libraryUses(duel({ counters: 6, mine: false }))).toEqual([]);
  });

  it('with both able to pay, the player chooses which', () => {
    const d = duel({ counters: 3 }, 3);
    const x = engine.applyAction(d, libraryUses(d)[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: [RML, 'Test Counter Bank'] });
    const y = pass(engine.applyAction(x, { type: 'select', option: 'Test Counter Bank' }));
    expect(y.players[0].monsters[0]).toMatchObject({ counters: 3 });
    expect(y.players[0].monsters[1]).toMatchObject({ counters: 0 });
  });

  it('a card destroyed with counters says how many on its event', () => {
    const d = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [{ deck: FILLER(), hand: ['Dark Hole'], monsters: [{ card: RML, counters: 2 }, { card: 'Celtic Guardian' }] }, { deck: FILLER() }],
    });
    const x = pass(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! }));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'destroyed', card: d.players[0].monsters[0]!.card, counters: 2 }));
    const guardian = x.events.find((e) => e.type === 'destroyed' && e.card === d.players[0].monsters[1]!.card);
    expect(guardian).not.toHaveProperty('counters');
  });
});
