// Yomi Ship
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '51534754',
  name: 'Yomi Ship',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 3,
  atk: 800,
  def: 1400,
  text: 'If this card is destroyed by battle and sent to the Graveyard: destroy the monster that destroyed it.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY: destroy the monster that destroyed it
      // (read from the battle's end, when it is in the Graveyard: the battle names the other monster)
      kind: 'trigger',
      label: 'Destroy the monster that destroyed it',
      declares: ['destroy'],
      evenIfDestroyedByThatBattle: true,
      when: (ctx, e) =>
        e.type === 'battleEnded' && e.target !== 'direct' && (e.attacker === ctx.card || e.target === ctx.card) && ctx.graveyard('mine').includes(ctx.card) &&
        ctx.duel.events.some((d) => d.type === 'destroyedByBattle' && d.card === ctx.card),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'battleEnded' || e.target === 'direct') return;
        const other = e.attacker === ctx.card ? e.target : e.attacker;
        if (ctx.controllerOf(other) !== null) ctx.destroy([other]);
      },
    },
  ],
} satisfies CardDefinition;
