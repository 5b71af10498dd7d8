// Mefist the Infernal General
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamage, piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '46820049',
  name: 'Mefist the Infernal General',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 5,
  atk: 1800,
  def: 1700,
  text: 'When this card attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage. Each time it deals battle damage to your opponent, they discard 1 card from their hand at random.',
  effects: [
    // When this card attacks a Defense Position monster with lower DEF, inflict the difference as battle damage
    piercingBattleDamage(),
    {
      // When this card inflicts battle damage to your opponent: discard 1 random card from their hand
      kind: 'trigger',
      label: "Discard 1 random card from your opponent's hand",
      declares: ['discard'],
      discards: 'theirs',
      when: inflictsBattleDamage(),
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length > 0) ctx.discard([ctx.randomCard(hand)]);
      },
    },
  ],
} satisfies CardDefinition;
