// Ancient Gear Golem
import type { CardDefinition } from '../../engine/card';
import { piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '83104731',
  name: 'Ancient Gear Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 8,
  atk: 3000,
  def: 3000,
  text: 'This card cannot be Special Summoned. When it attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage. From its attack declaration to the end of the Damage Step, your opponent cannot activate Spell or Trap Cards.',
  effects: [
    {
      // Cannot be Special Summoned.
      kind: 'condition',
      label: 'Cannot be Special Summoned',
      rules: [{ code: 'cannotBeSpecialSummoned' }],
    },
    // If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent.
    piercingBattleDamage(),
    {
      // If this card attacks, your opponent cannot activate any Spell/Trap Cards until the end of the Damage Step.
      kind: 'continuous',
      label: 'While it attacks, your opponent cannot activate Spell or Trap Cards',
      declares: ['restrict'],
      // The duel's attack is this card's from its declaration through the end of the Damage Step (battle.ts);
      // only activating a card is barred, not the effects of cards already face-up (ygopro: EFFECT_TYPE_ACTIVATE).
      rules: [
        {
          code: 'barsActivation',
          applies: (ctx, player, card, effect) =>
            player === ctx.opponent && ctx.attack?.attacker === ctx.card && effect.kind === 'activation' &&
            (ctx.definition(card).frame === 'spell' || ctx.definition(card).frame === 'trap'),
        },
      ],
    },
  ],
} satisfies CardDefinition;
