// Bazoo the Soul-Eater
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The monsters in your Graveyard you may banish. */
const banishable = (ctx: EffectContext): string[] => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.mayBanish(c));

export default {
  passcode: '40133511',
  name: 'Bazoo the Soul-Eater',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1600,
  def: 900,
  text: 'Once per turn: you can banish 1 to 3 monsters from your Graveyard as a cost; this card gains 300 ATK for each monster banished, until the end of your opponent\'s turn.',
  effects: [
    {
      // Once per turn: You can banish up to 3 monsters from your GY; this card gains 300 ATK for each, until the end of your opponent's turn
      kind: 'ignition',
      label: 'Banish up to 3 monsters from your Graveyard: gain 300 ATK for each',
      declares: ['banish', 'modifyStats'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => banishable(ctx).length > 0,
        pay: (ctx) => {
          const chosen = ctx.chooseUpTo(ctx.player, 'Choose monsters in your Graveyard to banish', banishable(ctx), 3);
          ctx.banish(chosen);
          return String(chosen.length);
        },
      },
      resolve: (ctx) => {
        if (!ctx.isFaceUp(ctx.card) || ctx.controllerOf(ctx.card) !== ctx.player || ctx.declared === null) return;
        ctx.modifyUntilEndOfOpponentsTurn(ctx.card, { atk: 300 * Number(ctx.declared) });
      },
    },
  ],
} satisfies CardDefinition;
