import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';

/*
 * Rule code `cannotBeSet` (the Spirit Messages: "can only be placed on the field by the effect of Destiny Board"): a
 * printed condition of a Spell or Trap Card: its player cannot Set it (refusal `cannotBeSet`), and an effect that Sets
 * a card from the hand (`ctx.settableFromHand`, Dust Tornado) does not offer it. Made-up cards.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000031', name: 'Test Omen', frame: 'spell', subtype: ['continuous'], text: 'Cannot be Set.', effects: [{ kind: 'condition', label: 'Cannot be Set', rules: [{ code: 'cannotBeSet' }] }] },
  { passcode: '90000032', name: 'Test Charm', frame: 'spell', subtype: ['continuous'], text: 'A Continuous Spell.', effects: [{ kind: 'activation', label: 'Place it face-up' }] },
  {
    passcode: '90000033', name: 'Test Setter', frame: 'spell', subtype: ['normal'], text: 'Set 1 Spell from your hand.',
    effects: [{ kind: 'activation', label: 'Set 1 Spell from your hand', resolve: (ctx) => {
      const settable = ctx.settableFromHand(ctx.player);
      if (settable.length > 0) ctx.setFromHand(ctx.chooseCard(ctx.player, 'Choose a card to Set', settable));
    } }],
  },
];
const engine = createEngine(POOL);
const DECK = Array.from({ length: 10 }, () => 'Test Soldier');
const duel = () => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Test Omen', 'Test Charm', 'Test Setter'], deck: DECK }, { deck: DECK }] });

describe('a card that cannot be Set (cannotBeSet)', () => {
  it('its player cannot Set it; another Spell may be', () => {
    const d = duel();
    const [omen, charm] = d.players[0].hand as [string, string];
    const sets = engine.legalActions(d).filter((a) => a.type === 'setSpellTrap').map((a) => (a as { card: string }).card);
    expect(sets).toContain(charm);
    expect(sets).not.toContain(omen);
    expect(() => engine.applyAction(d, { type: 'setSpellTrap', card: omen })).toThrow('Test Omen cannot be Set');
  });

  it('an effect that Sets a card from the hand does not offer it', () => {
    const d = duel();
    const [omen, charm, setter] = d.players[0].hand as [string, string, string];
    let x = engine.applyAction(d, { type: 'activate', card: setter });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [charm] });
    expect(omen).toBeDefined();
  });
});
