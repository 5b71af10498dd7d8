// Wall of Illusion
import type { CardDefinition } from '../../engine/card';
import { thisCardWasAttacked } from '../../engine/effects/library';

export default {
  passcode: '13945283',
  name: 'Wall of Illusion',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1000,
  def: 1850,
  text: "If a monster attacks this card, after damage calculation: return the attacking monster to its owner's hand.",
  effects: [
    {
      // If this card is attacked by an opponent's monster, after damage calculation: return that
      // monster to the hand (here: when the battle is over, if the attacker is still on the field).
      // Keyed to the battle: it activates even if that battle destroyed this card.
      kind: 'trigger',
      label: 'Return the attacking monster to the hand',
      declares: ['toHand'],
      evenIfDestroyedByThatBattle: true,
      when: (ctx, e) => thisCardWasAttacked(ctx, e) && e.type === 'battleEnded' && ctx.controllerOf(e.attacker) === ctx.opponent,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'battleEnded' && ctx.controllerOf(e.attacker) !== null) ctx.returnToHand([e.attacker]);
      },
    },
  ],
} satisfies CardDefinition;
