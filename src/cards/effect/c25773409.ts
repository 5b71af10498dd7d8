// Legendary Jujitsu Master
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition, thisCardWasAttacked } from '../../engine/effects/library';

export default {
  passcode: '25773409',
  name: 'Legendary Jujitsu Master',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1300,
  def: 1800,
  text: 'When a monster attacks this card while it is in Defense Position, at the end of the Damage Step: put the attacking monster on top of its owner\'s Deck.',
  effects: [
    {
      // If this Defense Position card battled a monster, at the end of the Damage Step: place that monster on top of the Deck
      kind: 'trigger',
      label: 'Put the attacking monster on top of the Deck',
      declares: ['toDeck'],
      when: (ctx, e) => thisCardWasAttacked(ctx, e) && e.type === 'battleEnded' && inDefensePosition(ctx, ctx.card) && ctx.controllerOf(e.attacker) !== null,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'battleEnded' && ctx.controllerOf(e.attacker) !== null) ctx.returnToDeck([e.attacker], 'top');
      },
    },
  ],
} satisfies CardDefinition;
