// Hallowed Life Barrier
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';
import { discardOneCost } from '../../engine/effects/library';

/**
 * Discard 1 card: this turn you take no damage from your opponent's cards, battle damage included
 * (their monsters battle yours). `monstersToo`: the later card (EDOPro `official/c88789641.lua`, and the
 * OCG ruling) also keeps your monsters from being destroyed by battle; the GOAT era's did not
 * (`goat/c504700153.lua`: "Doesn't prevent battle destruction").
 */
function barrier(monstersToo: boolean): Effect {
  return {
    kind: 'activation',
    label: monstersToo ? 'No damage from your opponent this turn; your monsters are not destroyed by battle' : 'No damage from your opponent this turn',
    declares: ['restrict', 'discard'],
    cost: discardOneCost('Hallowed Life Barrier'),
    resolve: (ctx) => {
      ctx.applyRule('noEffectDamage', { player: ctx.player, key: 'fromOpponent' }, 'thisTurn');
      ctx.applyRule('noBattleDamage', { player: ctx.player }, 'thisTurn');
      if (monstersToo) ctx.applyRule('indestructibleByBattle', { player: ctx.player }, 'thisTurn');
    },
  };
}

export default {
  passcode: '88789641',
  name: 'Hallowed Life Barrier',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Discard 1 card as the cost. For the rest of this turn, you take no damage (battle or effect) from your opponent\'s cards, and your monsters cannot be destroyed by battle.',
  effects: [barrier(true)],
  eras: {
    goat: {
      text: 'Discard 1 card as the cost. For the rest of this turn, you take no damage (battle or effect) from your opponent\'s cards. Your monsters can still be destroyed by battle.',
      effects: [barrier(false)],
    },
  },
} satisfies CardDefinition;
