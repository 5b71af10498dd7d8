// Performapal Swincobra
import type { CardDefinition } from '../../engine/card';
import { defenseAtBattlePhaseEnd } from '../../engine/effects/library';

export default {
  passcode: '93892436',
  name: 'Performapal Swincobra',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'EARTH',
  monsterType: 'Reptile',
  level: 4,
  scale: 2,
  atk: 300,
  def: 1800,
  text:
    "Pendulum Effect, once per turn: when a monster you control deals battle damage to your opponent, you can send the top card of their Deck to the Graveyard. Monster Effect: this card can attack your opponent directly; if it attacked, it goes to Defense Position at the end of the Battle Phase.",
  effects: [
    {
      // Pendulum Effect: once per turn, when a monster you control inflicts battle damage to your opponent: mill 1.
      kind: 'trigger',
      label: "Send the top card of your opponent's Deck to the Graveyard",
      declares: ['toGraveyard'],
      range: 'pendulumZone',
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => {
        if (e.type !== 'battleDamage' || e.player !== ctx.opponent || !ctx.attack) return false;
        const { attacker, target } = ctx.attack;
        return ctx.controllerOf(attacker) === ctx.player || (target !== 'direct' && ctx.controllerOf(target) === ctx.player);
      },
      condition: (ctx) => ctx.deck('theirs').length > 0,
      resolve: (ctx) => {
        if (ctx.duel.players[ctx.player].pendulum.some((s) => s?.card === ctx.card)) ctx.sendToGraveyard(ctx.deck('theirs').slice(0, 1));
      },
    },
    {
      // Monster effect: this card can attack your opponent directly.
      kind: 'continuous',
      label: 'Can attack your opponent directly',
      rules: [{ code: 'attacksDirectly' }],
    },
    // Monster effect: if this card attacks, it is changed to Defense Position at the end of the Battle Phase.
    defenseAtBattlePhaseEnd({ unlocked: true }),
  ],
} satisfies CardDefinition;
