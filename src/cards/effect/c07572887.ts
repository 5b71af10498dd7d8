// D.D. Warrior Lady
import type { CardDefinition } from '../../engine/card';
import { battledAtDamageCalculation } from '../../engine/effects/library';

export default {
  passcode: '07572887',
  name: 'D.D. Warrior Lady',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 1500,
  def: 1600,
  text: 'After damage calculation, if this card battled a monster your opponent controls: you can banish that monster and this card (even if the battle destroyed either of them).',
  effects: [
    {
      // After damage calculation, when this card battles an opponent's monster: you can banish that monster, also banish this card
      kind: 'trigger',
      label: 'Banish the monster it battled, and this card',
      declares: ['banish'],
      optional: true,
      when: (ctx, e) => {
        const other = battledAtDamageCalculation(ctx, e);
        return other !== null && ctx.controllerOf(other) === ctx.opponent;
      },
      resolve: (ctx) => {
        // Each that is still on the field: the one that left before this resolved stays where it went.
        const e = ctx.triggeredBy;
        const other = e ? battledAtDamageCalculation(ctx, e) : null;
        const onField = ctx.monsters('all');
        ctx.banish([other, ctx.card].filter((c): c is string => c !== null && onField.includes(c)));
      },
    },
  ],
} satisfies CardDefinition;
