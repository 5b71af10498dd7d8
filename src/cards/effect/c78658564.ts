// Goblin Attack Force
import type { CardDefinition } from '../../engine/card';
import { attackedThisTurn } from '../../engine/effects/library';

export default {
  passcode: '78658564',
  name: 'Goblin Attack Force',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 2300,
  def: 0,
  text:
    'At the end of the Battle Phase in which this card attacked, it is changed to face-up Defense Position; ' +
    'its battle position cannot be changed until the End Phase of your next turn.',
  effects: [
    {
      // If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and its battle
      // position cannot be changed until the End Phase of your next turn (a continuous effect: no Chain).
      kind: 'trigger',
      withoutChain: true,
      label: 'Change to Defense Position; its battle position cannot be changed until the End Phase of your next turn',
      declares: ['position', 'restrict'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'battle' && e.step === 'end' && attackedThisTurn(ctx, ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== ctx.player || !ctx.isFaceUp(ctx.card)) return;
        if (ctx.duel.players[ctx.player].monsters.find((s) => s?.card === ctx.card)?.position === 'attack') ctx.setPosition(ctx.card, 'defense', true);
        ctx.applyRule('cannotChangePosition', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.player, count: 1 });
      },
    },
  ],
} satisfies CardDefinition;
