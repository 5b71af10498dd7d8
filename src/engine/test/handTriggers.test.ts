import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';

/*
 * Trigger effects activated from the hand (issue 32 §4; rulebook v9.1 "Effect Monsters": a Trigger
 * effect activates when its event happens, from where its text says, here "from your hand"). A made-up
 * monster of a test pool: "When your opponent Normal Summons a monster: you can Special Summon this card
 * from your hand." Its range is 'hand' (registry.ts handTrigger holders; triggers.ts holdersNow).
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000031', name: 'Ambusher', frame: 'effect', attribute: 'DARK', monsterType: 'Warrior', level: 4, atk: 1000, def: 1000,
    text: 'When your opponent Normal Summons a monster: you can Special Summon this card from your hand.',
    effects: [{
      kind: 'trigger', range: 'hand', optional: true, label: 'Special Summon this card from your hand', declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'summoned' && e.player === ctx.opponent && e.how === 'normal',
      condition: (ctx) => ctx.duel.players[ctx.player].monsters.some((s) => s === null),
      resolve: (ctx) => {
        if (ctx.hand('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, 'defense');
      },
    }],
  },
];
const engine = createEngine(POOL);
const FILLER = Array.from({ length: 10 }, () => 'Test Soldier');

const summonAgainst = (mine: { hand?: string[]; monsters?: { card: string }[]; graveyard?: string[] }): { duel: Duel; ambusher: string | undefined } => {
  const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [{ deck: FILLER, hand: ['Test Soldier'] }, { deck: FILLER, ...mine }] });
  const ambusher = Object.values(d.cards).find((c) => c.passcode === '90000031')?.id;
  return { duel: engine.applyAction(d, { type: 'normalSummon', card: d.players[0].hand[0]!, tributes: [] }), ambusher };
};

describe('Trigger effects from the hand', () => {
  it('the event sets off the effect of a card in its owner\'s hand: they are asked, and it resolves from there', () => {
    const { duel, ambusher } = summonAgainst({ hand: ['Ambusher'] });
    expect(duel.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    // The opponent is not told which card of the hand is asked about.
    expect(JSON.stringify(engine.viewFor(duel, 0))).not.toContain('Ambusher');
    let x = engine.applyAction(duel, { type: 'select', option: 'yes' });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(x.players[1].monsters[0]).toMatchObject({ card: ambusher, position: 'defense' });
    expect(x.players[1].hand).toEqual([]);
  });

  it('it is optional: declined, the card stays in the hand', () => {
    const { duel, ambusher } = summonAgainst({ hand: ['Ambusher'] });
    let x = engine.applyAction(duel, { type: 'select', option: 'no' });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(x.players[1].hand).toEqual([ambusher]);
  });

  it('a hand effect does not go off from elsewhere (on the field, in the Graveyard), nor for another event', () => {
    expect(summonAgainst({ monsters: [{ card: 'Ambusher' }] }).duel.flow.prompt).toBeNull();
    expect(summonAgainst({ graveyard: ['Ambusher'] }).duel.flow.prompt).toBeNull();
    // Its own player's Summon is not its event.
    const d = engine.loadScenario({ turn: 3, turnPlayer: 1, phase: 'main1', seed: 1, players: [{ deck: FILLER }, { deck: FILLER, hand: ['Test Soldier', 'Ambusher'] }] });
    const x = engine.applyAction(d, { type: 'normalSummon', card: d.players[1].hand[0]!, tributes: [] });
    expect(x.flow.prompt).toBeNull();
  });

  it('its condition is asked as it would go on the Chain: with no free Monster Zone it is not offered', () => {
    const { duel } = summonAgainst({ hand: ['Ambusher'], monsters: [{ card: 'Test Soldier' }, { card: 'Test Soldier' }, { card: 'Test Soldier' }, { card: 'Test Soldier' }, { card: 'Test Soldier' }] });
    expect(duel.flow.prompt).toBeNull();
  });
});
