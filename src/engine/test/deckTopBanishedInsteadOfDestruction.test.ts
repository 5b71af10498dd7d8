import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Rule code deckTopBanishedInsteadOfDestruction ("If a Toon monster(s) you control would be destroyed by battle or card
 * effect, you can banish 1 card from the top of your Deck, face-down, for each of those monster(s) instead": Toon
 * Kingdom): a face-up card's rule, asked as banishedInsteadOfDestruction is (the same question to its controller, the
 * same places); it pays with as many cards from the top of its controller's Deck, banished face-down, as the monsters
 * it spares, and is not offered when the Deck holds fewer. A made-up pool: Test Keep guards the Warriors.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000701', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000702', name: 'Test Beast', frame: 'normal', attribute: 'EARTH', monsterType: 'Beast', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000703', name: 'Test Keep', frame: 'spell', subtype: ['continuous'], text: 'Banish the top card of your Deck face-down instead of the destruction of each Warrior you control.',
    effects: [
      { kind: 'activation', label: 'Activate' },
      { kind: 'continuous', label: 'Keep', rules: [{ code: 'deckTopBanishedInsteadOfDestruction', applies: (ctx, m) => ctx.controllerOf(m) === ctx.player && ctx.definition(m).monsterType === 'Warrior' }] },
    ],
  },
  {
    passcode: '90000704', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);
const scenario = (deck: number, keepFaceUp = true) => engine.loadScenario({
  players: [
    { hand: ['Test Hole'] },
    { deck: Array.from({ length: deck }, () => 'Test Beast'), monsters: [{ card: 'Test Soldier' }, { card: 'Test Soldier' }, { card: 'Test Beast' }], spellTraps: [{ card: 'Test Keep', faceUp: keepFaceUp }] },
  ],
});
const hole = (d: Duel) => settle(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! }));

describe('deckTopBanishedInsteadOfDestruction', () => {
  it("its controller is asked; yes: 1 card from the top of their Deck face-down for each monster spared, the others destroyed", () => {
    const d = scenario(5);
    const asked = hole(d);
    expect(asked.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['banish', 'destroy'] });
    const x = settle(engine.applyAction(asked, { type: 'select', option: 'banish' }));
    const soldiers = d.players[1].monsters.slice(0, 2).map((s) => s!.card);
    expect(x.players[1].monsters.filter(Boolean).map((s) => s!.card)).toEqual(soldiers);
    expect(x.players[1].banished).toEqual(d.players[1].deck.slice(0, 2));
    expect(x.players[1].deck).toEqual(d.players[1].deck.slice(2));
    expect(x.faceDownBanished).toEqual(d.players[1].deck.slice(0, 2));
    expect(x.players[1].graveyard).toEqual([d.players[1].monsters[2]!.card]);
  });

  it('no: they are destroyed and the Deck is untouched', () => {
    const d = scenario(5);
    const x = settle(engine.applyAction(hole(d), { type: 'select', option: 'destroy' }));
    expect(x.players[1].monsters.filter(Boolean)).toEqual([]);
    expect(x.players[1].deck).toHaveLength(5);
  });

  it('not offered with fewer cards in the Deck than monsters to spare, nor while its card is face-down', () => {
    expect(hole(scenario(1)).flow.prompt).toBeNull();
    expect(hole(scenario(5, false)).flow.prompt).toBeNull();
  });
});
