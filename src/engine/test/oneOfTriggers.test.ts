import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';

/*
 * "You can activate 1 of these effects" (Dark Scorpion - Cliff the Trap Remover): a card's Trigger effects
 * of one group (`oneOf`) set off together are one choice; once one is activated the others are not
 * offered (chain.ts chainTriggers). A made-up monster of a test pool: "When this card is Normal
 * Summoned, you can activate 1 of these effects: gain 500 LP; or your opponent takes 500 damage."
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Filler', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 100, def: 100, text: 'Deck filler.' },
  {
    passcode: '90000041', name: 'Chooser', frame: 'effect', attribute: 'DARK', monsterType: 'Warrior', level: 4, atk: 1000, def: 1000,
    text: 'When this card is Normal Summoned, you can activate 1 of these effects: you gain 500 LP; or your opponent takes 500 damage.',
    effects: [
      { kind: 'trigger', optional: true, oneOf: 'summoned', label: 'Gain 500 LP', declares: ['recover'], when: (ctx, e) => e.type === 'summoned' && e.card === ctx.card, resolve: (ctx) => ctx.gainLp(ctx.player, 500) },
      { kind: 'trigger', optional: true, oneOf: 'summoned', label: 'Inflict 500 damage', declares: ['damage'], when: (ctx, e) => e.type === 'summoned' && e.card === ctx.card, resolve: (ctx) => ctx.damage(ctx.opponent, 500) },
    ],
  },
];
const engine = createEngine(POOL);
const FILLER = Array.from({ length: 10 }, () => 'Test Filler');

const summoned = () => {
  const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [{ deck: FILLER, hand: ['Chooser'] }, { deck: FILLER }] });
  return engine.applyAction(d, { type: 'normalSummon', card: d.players[0].hand[0]!, tributes: [] });
};
const settle = (d: ReturnType<typeof summoned>) => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};

describe('"Activate 1 of these effects": Triggers of one group', () => {
  it('the first taken, the other is not offered', () => {
    const x = settle(engine.applyAction(summoned(), { type: 'select', option: 'yes' }));
    expect(x.flow.prompt).toBeNull();
    expect(x.players[0].lp).toBe(8500);
    expect(x.players[1].lp).toBe(8000);
  });

  it('the first declined, the other is offered', () => {
    let x = engine.applyAction(summoned(), { type: 'select', option: 'no' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = settle(engine.applyAction(x, { type: 'select', option: 'yes' }));
    expect(x.players[0].lp).toBe(8000);
    expect(x.players[1].lp).toBe(7500);
  });
});
