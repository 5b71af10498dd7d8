import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { negatesTrapEffects } from '../effects/library';

/*
 * "A card that has an effect that negates Trap Cards' effects" (Double Snare) is asked of the card's
 * declared effects (the category 'negatesTraps'), in the duel's era, never of its name: a made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  {
    passcode: '90000101', name: 'Test Snare', frame: 'spell', subtype: ['normal'], text: "Destroy 1 face-up card that negates Trap Cards' effects.",
    effects: [{
      kind: 'activation', label: 'Destroy it', declares: ['destroy'],
      targets: [{ prompt: 'Choose', from: 'field', other: true, filter: (ctx, card) => ctx.isFaceUp(card) && negatesTrapEffects(ctx.definition(card)) }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    }],
  },
  {
    passcode: '90000102', name: 'Test Jammer', frame: 'effect', attribute: 'DARK', monsterType: 'Machine', level: 4, atk: 1000, def: 1000,
    text: "Trap Cards' effects are negated.",
    effects: [{ kind: 'continuous', label: 'Negate Traps', declares: ['negate', 'negatesTraps'] }],
    // In the GOAT era this made-up card negates Spell Cards' effects instead.
    eras: { goat: { text: "Spell Cards' effects are negated.", effects: [{ kind: 'continuous', label: 'Negate Spells', declares: ['negate'] }] } },
  },
  {
    passcode: '90000103', name: 'Test Canceller', frame: 'effect', attribute: 'DARK', monsterType: 'Machine', level: 4, atk: 1000, def: 1000,
    text: "Spell Cards' effects are negated.",
    effects: [{ kind: 'continuous', label: 'Negate Spells', declares: ['negate'] }],
  },
];
const engine = createEngine(POOL);
const scenario = (format?: 'goat') => engine.loadScenario({
  ...(format ? { format } : {}),
  players: [{ hand: ['Test Snare'], monsters: [{ card: 'Test Jammer' }] }, { monsters: [{ card: 'Test Canceller' }, { card: 'Test Jammer', faceUp: false, position: 'defense' }] }],
});

describe("negatesTrapEffects: a card with an effect that negates Trap Cards' effects", () => {
  it('is a face-up card one of whose effects declares it (not one that negates Spells, not a face-down one)', () => {
    const duel = scenario();
    const snare = duel.players[0].hand[0]!;
    const jammer = duel.players[0].monsters[0]!.card;
    const next = engine.applyAction(duel, { type: 'activate', card: snare });
    expect(next.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [jammer] });
  });

  it("is asked of the card in the duel's era", () => {
    const duel = scenario('goat');
    const snare = duel.players[0].hand[0]!;
    expect(engine.legalActions(duel).filter((a) => a.type === 'activate' && a.card === snare)).toEqual([]);
  });
});
