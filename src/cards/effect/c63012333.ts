// Soul-Absorbing Bone Tower
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

const isZombie = (ctx: QueryContext, c: string): boolean => ctx.definition(c).monsterType === 'Zombie';

export default {
  passcode: '63012333',
  name: 'Soul-Absorbing Bone Tower',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 3,
  atk: 400,
  def: 1500,
  text:
    'While you control another face-up Zombie monster, your opponent cannot select this card as an attack target. '
    + 'Each time 1 or more Zombie monsters are Special Summoned face-up (not this card): the top 2 cards of your opponent\'s Deck are sent to the Graveyard.',
  effects: [
    {
      // If you control another Zombie-Type monster, your opponent cannot target this card for attacks. (As
      // official/c63012333.lua: another face-up Zombie in your Monster Zones.)
      kind: 'continuous',
      label: 'Cannot be selected as an attack target while you control another Zombie',
      declares: ['restrict'],
      rules: [{
        code: 'cannotBeAttackTarget',
        applies: (ctx, monster) => monster === ctx.card && ctx.monsters('mine').some((c) => c !== ctx.card && ctx.isFaceUp(c) && isZombie(ctx, c)),
      }],
    },
    {
      // Each time a Zombie-Type monster(s) is Special Summoned: Send the top 2 cards of your opponent's Deck to the
      // Graveyard. (A mandatory Trigger; as the script, a face-up Zombie on either side, and not for this card's own
      // Special Summon; Special Summoned together, it goes off once.)
      kind: 'trigger',
      label: "Send the top 2 cards of your opponent's Deck to the Graveyard",
      declares: ['toGraveyard'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card !== ctx.card && ctx.isFaceUp(e.card) && ctx.monsters('all').includes(e.card) && isZombie(ctx, e.card),
      resolve: (ctx) => {
        const top = ctx.deck('theirs').slice(0, 2);
        if (top.length > 0) ctx.sendToGraveyard(top);
      },
    },
  ],
} satisfies CardDefinition;
