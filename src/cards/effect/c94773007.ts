// Jirai Gumo
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

/** Call heads or tails and toss a coin; called wrong, its controller loses half their LP (rounded as the script: up, GOAT down). */
const callTheToss = (remaining: (lp: number) => number) => (ctx: EffectContext): void => {
  const call = ctx.chooseOption(ctx.player, 'Call the coin toss', ['heads', 'tails'] as const);
  if (ctx.tossCoin() !== call) ctx.setLp(ctx.player, remaining(ctx.duel.players[ctx.player].lp));
};
const declaresAnAttack = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'attackDeclared' && e.attacker === ctx.card;

export default {
  passcode: '94773007',
  name: 'Jirai Gumo',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Insect',
  level: 4,
  atk: 2200,
  def: 100,
  text: 'When this card declares an attack: call heads or tails and toss a coin; if you called it wrong, you lose half your LP.',
  effects: [
    {
      // When this card declares an attack: Toss a coin and call it. If you call it wrong, lose half your LP
      kind: 'trigger',
      label: 'Attack declared: call a coin toss, or lose half your LP',
      declares: [],
      when: declaresAnAttack,
      resolve: callTheToss((lp) => Math.ceil(lp / 2)),
    },
  ],
  eras: {
    goat: {
      // goat/c504700190.lua: the toss is a cost of the attack (EFFECT_ATTACK_COST), not an effect: no Chain, nothing to respond to.
      text: 'Each time this card declares an attack, as a cost of that attack (not an effect, no Chain): call heads or tails and toss a coin; if you called it wrong, you lose half your LP.',
      effects: [
        {
          kind: 'trigger',
          withoutChain: true,
          label: 'Attack cost: call a coin toss, or lose half your LP',
          declares: [],
          when: declaresAnAttack,
          resolve: callTheToss((lp) => Math.floor(lp / 2)),
        },
      ],
    },
  },
} satisfies CardDefinition;
