// Slate Warrior
import type { CardDefinition } from '../../engine/card';
import { battledMonster } from '../../engine/effects/library';

export default {
  passcode: '78636495',
  name: 'Slate Warrior',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'WIND',
  monsterType: 'Fiend',
  level: 4,
  atk: 1900,
  def: 400,
  text: "FLIP: this card's ATK and DEF each rise by 500. If a battle destroys this card: the monster that destroyed it has 500 less ATK and DEF while it stays face-up on the field.",
  effects: [
    {
      // FLIP: This card gains 500 ATK and DEF
      kind: 'flip',
      label: 'This card gains 500 ATK and DEF',
      declares: ['modifyStats'],
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.changeStats(ctx.card, { atk: 500, def: 500 });
      },
    },
    {
      // If this card is destroyed by battle: the monster that destroyed it loses 500 ATK and DEF
      // Keyed to the end of that battle, whose event names the monster it battled.
      kind: 'trigger',
      evenIfDestroyedByThatBattle: true,
      label: 'The monster that destroyed this card loses 500 ATK and DEF',
      declares: ['modifyStats'],
      when: (ctx, e) => battledMonster(ctx, e) !== null && ctx.duel.events.some((b) => b.type === 'destroyedByBattle' && b.card === ctx.card),
      resolve: (ctx) => {
        const other = ctx.triggeredBy && battledMonster(ctx, ctx.triggeredBy);
        if (other && ctx.controllerOf(other) !== null && ctx.isFaceUp(other)) ctx.changeStats(other, { atk: -500, def: -500 });
      },
    },
  ],
} satisfies CardDefinition;
