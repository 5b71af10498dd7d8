import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';

/*
 * Counters on Spell and Trap Cards, and continuous effects that act on an event (issue 32 §4, Shard of
 * Greed). A counter lies on a face-up card on the field (`ctx.changeCounters` on a Spell & Trap Zone or the
 * Field Zone, `ctx.counters` reads it) and goes with it when it leaves. A `withoutChain` Trigger is not
 * activated: "Each time …" effects that ygopro writes EFFECT_TYPE_CONTINUOUS act at once, start no
 * Chain Link and cannot be declined; Triggers of the same event still go on a Chain after it.
 * Made-up cards of a test pool: a Continuous Spell that counts your normal draws, and one that counts
 * them with an activated (chained) Trigger.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Filler', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 100, def: 100, text: 'Deck filler.' },
  {
    passcode: '90000021', name: 'Counting Jar', frame: 'spell', subtype: ['continuous'], text: 'Each time you draw for your normal draw, place 1 counter on this card.',
    effects: [
      { kind: 'activation', label: 'Place Counting Jar face-up' },
      { kind: 'trigger', withoutChain: true, label: 'Place 1 counter', declares: ['counter'], when: (ctx, e) => e.type === 'drew' && e.normal === true && e.player === ctx.player, resolve: (ctx) => void ctx.changeCounters(ctx.card, 1) },
    ],
  },
  {
    passcode: '90000022', name: 'Chained Jar', frame: 'spell', subtype: ['continuous'], text: 'When you draw for your normal draw: place 1 counter on this card.',
    effects: [
      { kind: 'activation', label: 'Place Chained Jar face-up' },
      { kind: 'trigger', label: 'Place 1 counter', declares: ['counter'], when: (ctx, e) => e.type === 'drew' && e.normal === true && e.player === ctx.player, resolve: (ctx) => void ctx.changeCounters(ctx.card, 1) },
    ],
  },
  {
    passcode: '90000023', name: 'Jar Breaker', frame: 'spell', subtype: ['normal'], text: 'Destroy 1 Spell on the field.',
    effects: [{ kind: 'activation', label: 'Destroy 1 Spell', declares: ['destroy'], targets: [{ prompt: 'Choose a Spell', from: 'spellTraps' }], resolve: (ctx) => void ctx.destroy(ctx.targets) }],
  },
];
const engine = createEngine(POOL);
const FILLER = Array.from({ length: 10 }, () => 'Test Filler');

/** Player 2 ends their turn; player 1's turn begins with the normal draw. */
function toNextTurn(d: Duel): Duel {
  let x = engine.applyAction(d, { type: 'nextPhase', to: 'end' });
  while (x.turnPlayer !== 0 || x.flow.window || x.flow.prompt) {
    const s = engine.summary(x);
    if (x.flow.prompt && s.deciding !== null) {
      // A chained Trigger's "put it on the Chain" choice, if any.
      const a = engine.legalActions(x)[0]!;
      x = engine.applyAction(x, a);
    } else if (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    else x = engine.applyAction(x, { type: 'nextPhase', to: 'end' });
  }
  return x;
}

const jars = (...names: string[]) =>
  engine.loadScenario({ turn: 2, turnPlayer: 1, phase: 'main1', seed: 1, players: [{ deck: FILLER, spellTraps: names.map((card) => ({ card, faceUp: true })) }, { deck: FILLER, hand: ['Jar Breaker'] }] });

describe('Counters on Spell and Trap Cards; continuous effects acting on an event', () => {
  it('a continuous effect on an event acts at once: no Chain Link, no activation, the counter placed', () => {
    const x = toNextTurn(jars('Counting Jar'));
    expect(engine.summary(x).players[0].spellTraps[0]).toMatchObject({ name: 'Counting Jar', counters: 1 });
    expect(x.events.some((e) => e.type === 'activated')).toBe(false);
  });

  it('a Trigger of the same event still goes on a Chain', () => {
    const x = toNextTurn(jars('Counting Jar', 'Chained Jar'));
    const s = engine.summary(x).players[0];
    expect(s.spellTraps[0]).toMatchObject({ counters: 1 });
    expect(s.spellTraps[1]).toMatchObject({ counters: 1 });
    const activated = x.events.filter((e) => e.type === 'activated');
    expect(activated.map((e) => 'card' in e && engine.cardName(x, e.card))).toEqual(['Chained Jar']);
  });

  it('a counter lies on the card in its zone: the card that leaves the field takes none with it', () => {
    const d = engine.loadScenario({ turn: 3, turnPlayer: 1, phase: 'main1', seed: 1, players: [{ deck: FILLER, spellTraps: [{ card: 'Counting Jar', faceUp: true, counters: 2 }] }, { deck: FILLER, hand: ['Jar Breaker'] }] });
    expect(engine.summary(d).players[0].spellTraps[0]).toMatchObject({ counters: 2 });
    let x = engine.applyAction(d, { type: 'activate', card: d.players[1].hand[0]! });
    while (x.flow.prompt) x = engine.applyAction(x, { type: 'select', ids: [d.players[0].spellTraps[0]!.card] });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x).players[0].graveyard).toEqual(['Counting Jar']);
    expect(JSON.stringify(x.players[0])).not.toContain('counters');
  });

  it('a scenario puts counters only on a face-up Spell or Trap Card', () => {
    expect(() => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ spellTraps: [{ card: 'Counting Jar', faceUp: false, counters: 1 }] }, {}] })).toThrow(/face-down card has no counters/);
  });
});
