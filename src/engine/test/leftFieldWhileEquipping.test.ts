import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { leftFieldWhileEquipping } from '../effects/library';
import type { Duel } from '../state';

/*
 * "When this Equip Card is destroyed while it equips a monster" (Smoke Grenade of the Thief): the card left
 * its zone while equipped to a monster still on the field (board.ts emits `linkEnded` just before the card's
 * own event). Not when it is sent to the Graveyard because its monster left. A made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000201', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000202', name: 'Test Flare', frame: 'spell', subtype: ['equip'], text: 'Equip. Destroyed while equipping: 500 damage to your opponent.',
    effects: [
      {
        kind: 'activation', label: 'Equip', equipTo: () => true,
        targets: [{ prompt: 'Choose', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
        resolve: (ctx) => ctx.equip(ctx.targets[0]),
      },
      { kind: 'trigger', range: 'graveyard', label: 'Burn', declares: ['damage'], when: (ctx, e) => e.type === 'destroyed' && e.card === ctx.card && leftFieldWhileEquipping(ctx, e), resolve: (ctx) => ctx.damage(ctx.opponent, 500) },
    ],
  },
  {
    passcode: '90000203', name: 'Test Breaker', frame: 'spell', subtype: ['normal'], text: 'Destroy 1 Spell/Trap.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], targets: [{ prompt: 'Choose', from: 'spellTraps' }], resolve: (ctx) => ctx.destroy(ctx.targets) }],
  },
  {
    passcode: '90000204', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
];
const engine = createEngine(POOL);
const start = (spell: string) => engine.loadScenario({ players: [{ hand: [spell], monsters: [{ card: 'Test Soldier' }], spellTraps: [{ card: 'Test Flare', equippedTo: 0 }] }, {}] });
const settle = (duel: Duel): Duel => {
  let d = duel;
  for (let i = 0; i < 20 && (d.flow.window || d.flow.prompt); i++) d = engine.applyAction(d, engine.legalActions(d).find((a) => a.type === 'pass' || a.type === 'select')!);
  return d;
};

describe('leftFieldWhileEquipping', () => {
  it('an Equip Card destroyed while it equips a monster', () => {
    const duel = start('Test Breaker');
    const flare = duel.players[0].spellTraps[0]!.card;
    const x = settle(engine.applyAction(engine.applyAction(duel, { type: 'activate', card: duel.players[0].hand[0]! }), { type: 'select', ids: [flare] }));
    expect(x.players[0].graveyard).toContain(flare);
    expect(x.players[1].lp).toBe(7500);
  });

  it('not an Equip Card sent to the Graveyard because its monster was destroyed', () => {
    const duel = start('Test Hole');
    const flare = duel.players[0].spellTraps[0]!.card;
    const x = settle(engine.applyAction(duel, { type: 'activate', card: duel.players[0].hand[0]! }));
    expect(x.players[0].graveyard).toContain(flare);
    expect(x.players[1].lp).toBe(8000);
  });
});
