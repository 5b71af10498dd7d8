// Performapal Momoncarpet
import type { CardDefinition } from '../../engine/card';
import { canTurnFaceDown } from '../../engine/effects/library';

export default {
  passcode: '20281581',
  name: 'Performapal Momoncarpet',
  frame: 'pendulum',
  subtype: ['effect', 'flip'],
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  scale: 7,
  atk: 1000,
  def: 100,
  text:
    'Pendulum Effects: this card is destroyed while your other Pendulum Zone is empty. While it is in your Pendulum Zone, the battle damage you take is halved. Monster Effects: FLIP: you can target 1 Set card on the field and destroy it. When this card is Special Summoned, you can turn it face-down in Defense Position.',
  effects: [
    {
      // Pendulum Effect: unless you have a card in your other Pendulum Zone, destroy this card (ygopro's EFFECT_SELF_DESTROY).
      kind: 'continuous',
      label: 'Destroyed while your other Pendulum Zone is empty',
      range: 'pendulumZone',
      rules: [{ code: 'destroysItself', applies: (ctx) => !ctx.duel.players[ctx.player].pendulum.some((s) => s !== null && s.card !== ctx.card) }],
    },
    {
      // Pendulum Effect: while this card is in the Pendulum Zone, any battle damage you take becomes halved.
      kind: 'continuous',
      label: 'The battle damage you take is halved',
      range: 'pendulumZone',
      rules: [{ code: 'halvesBattleDamageTaken', applies: (ctx, player) => player === ctx.player }],
    },
    {
      // Monster effect: FLIP: You can target 1 Set card on the field; destroy it.
      kind: 'flip',
      label: 'Destroy 1 Set card on the field',
      declares: ['destroy'],
      optional: true,
      targets: [{ prompt: 'Choose a Set card on the field to destroy', from: 'field', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.cardsOnField('all').includes(target) && !ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
    {
      // Monster effect: if this card is Special Summoned: You can change it to face-down Defense Position.
      kind: 'trigger',
      label: 'Change this card to face-down Defense Position',
      declares: ['position'],
      optional: true,
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card,
      condition: (ctx) => canTurnFaceDown(ctx, ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;
