// Needle Burrower
import type { CardDefinition } from '../../engine/card';
import { destroyedByThisCardInBattle } from '../../engine/effects/library';

export default {
  passcode: '98162242',
  name: 'Needle Burrower',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 5,
  atk: 1700,
  def: 1700,
  text: 'When this card destroys a monster by battle and sends it to the Graveyard: your opponent takes 500 damage for each Level of that monster.',
  effects: [
    {
      // When this card destroys a monster by battle and sends it to the GY: inflict damage equal to its Level x 500
      kind: 'trigger',
      label: "Inflict 500 damage for each Level of the monster it destroyed",
      declares: ['damage'],
      when: (ctx, e) => destroyedByThisCardInBattle(ctx, e) && e.type === 'destroyedByBattle' && ctx.graveyard('all').includes(e.card),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'destroyedByBattle') return;
        const level = ctx.definition(e.card).level ?? 0;
        if (level > 0) ctx.damage(ctx.opponent, 500 * level);
      },
    },
  ],
} satisfies CardDefinition;
