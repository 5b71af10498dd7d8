import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';

/*
 * "Target any number of …, up to <a number on the board>" (Soul Charge: up to your free Monster Zones):
 * TargetSpec.upTo given as a function of the board, asked as the targets are chosen (chain.ts addLink),
 * after the cost is paid. A made-up Spell of a test pool: "Target up to as many cards in your Graveyard
 * as cards in your hand; banish them."
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000041', name: 'Counted Banish', frame: 'spell', subtype: ['normal'],
    text: 'Target up to as many cards in your Graveyard as cards in your hand; banish them.',
    effects: [{
      kind: 'activation', label: 'Banish cards from your Graveyard', declares: ['banish'],
      targets: [{ prompt: 'Choose cards in your Graveyard', from: 'graveyard', upTo: (ctx) => ctx.hand('mine').length, filter: (ctx, c) => ctx.graveyard('mine').includes(c) }],
      resolve: (ctx) => ctx.banish(ctx.targets),
    }],
  },
];
const engine = createEngine(POOL);
const FILLER = Array.from({ length: 10 }, () => 'Test Soldier');

function activate(handSize: number) {
  const hand = ['Counted Banish', ...Array.from({ length: handSize }, () => 'Test Soldier')];
  const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [{ deck: FILLER, hand, graveyard: ['Test Soldier', 'Test Soldier', 'Test Soldier'] }, { deck: FILLER }] });
  let x = engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! });
  const reasons: string[] = [];
  while (x.flow.prompt?.kind === 'chooseCard') {
    reasons.push(x.flow.prompt.reason);
    x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
  }
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return { reasons, banished: x.players[0].banished.length };
}

describe('targets up to a number counted from the board', () => {
  it('the most is counted as the targets are chosen (2 cards in the hand: up to 2)', () => {
    // The Spell itself has left the hand: 2 Test Soldiers remain.
    const { reasons, banished } = activate(2);
    expect(reasons[0]).toContain('of up to 2');
    expect(banished).toBe(2);
  });

  it('another count, another most (1 card in the hand: up to 1)', () => {
    const { reasons, banished } = activate(1);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('of up to 1');
    expect(banished).toBe(1);
  });
});
