// Sasuke Samurai 4
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '64538655',
  name: 'Sasuke Samurai 4',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Warrior',
  level: 4,
  atk: 1200,
  def: 1200,
  text: 'At the start of the Damage Step, if this card battles a monster: call heads or tails and toss a coin; if you called it right, destroy the monster it battles.',
  effects: [
    {
      // If this card battles a monster, toss a coin and call it before damage calculation; if right, destroy the opponent's monster
      kind: 'trigger',
      label: 'Call a coin toss: if right, destroy the monster it battles',
      declares: ['destroy'],
      when: (ctx, e) => e.type === 'damageStepStarted' && e.target !== 'direct' && (e.attacker === ctx.card || e.target === ctx.card),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'damageStepStarted' || e.target === 'direct') return;
        const other = e.attacker === ctx.card ? e.target : e.attacker;
        const call = ctx.chooseOption(ctx.player, 'Call the coin toss', ['heads', 'tails'] as const);
        const right = ctx.tossCoin() === call;
        // Still the monster it battles (ygopro: IsRelateToBattle): on the opponent's field, in this battle.
        const inBattle = ctx.attack !== null && (ctx.attack.attacker === other || ctx.attack.target === other) && ctx.monsters('theirs').includes(other);
        if (right && inBattle) ctx.destroy([other]);
      },
    },
  ],
} satisfies CardDefinition;
