// Thestalos the Firestorm Monarch
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '26205777',
  name: 'Thestalos the Firestorm Monarch',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Pyro',
  level: 6,
  atk: 2400,
  def: 1000,
  text: 'When this card is Tribute Summoned: your opponent discards 1 card from their hand at random; if that card is a Monster Card, your opponent takes damage equal to its Level x 100.',
  effects: [
    {
      // When this card is Tribute Summoned: discard 1 random card from your opponent's hand. If it was a Monster
      // Card, inflict damage to your opponent equal to its Level x 100.
      kind: 'trigger',
      label: 'Your opponent discards 1 random card; a monster: they take its Level x 100 damage',
      declares: ['discard', 'damage'],
      discards: 'theirs',
      when: (ctx, e) => isSummonOf(e, ['tribute']) && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        const card = ctx.randomCard(hand);
        ctx.discard([card]);
        const def = ctx.definition(card);
        if (isMonster(def) && (def.level ?? 0) > 0) ctx.damage(ctx.opponent, (def.level ?? 0) * 100);
      },
    },
  ],
} satisfies CardDefinition;
