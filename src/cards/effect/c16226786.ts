// Night Assailant
import type { CardDefinition } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { Effect, EffectContext } from '../../engine/effects/types';

/** This card went from the hand to the Graveyard (discarded, or Tributed from the hand). */
const sentFromHand = (ctx: EffectContext, e: DuelEvent): boolean =>
  ((e.type === 'discarded') || (e.type === 'tributed' && e.controller === undefined)) && e.card === ctx.card && ctx.graveyard('mine').includes(ctx.card);

/**
 * "When this card is sent from the hand to the Graveyard: Target 1 Flip monster in your Graveyard,
 * except …; return that target to the hand." `fits`: which Flip monsters may be chosen.
 */
const returnFlipMonster = (except: string, fits: (ctx: EffectContext, card: string) => boolean): Effect => ({
  // When this card is sent from the hand to the GY: target 1 Flip monster in your GY, except <except>; return it to the hand
  kind: 'trigger',
  range: 'graveyard',
  label: `Return 1 Flip monster from your Graveyard to your hand (not ${except})`,
  declares: ['toHand'],
  when: sentFromHand,
  targets: [{
    prompt: 'Choose a Flip monster in your Graveyard',
    from: 'graveyard',
    filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).subtype?.includes('flip') === true && fits(ctx, c),
  }],
  resolve: (ctx) => {
    const [target] = ctx.targets;
    if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
  },
});

const flipDestroy: Effect = {
  // FLIP: Target 1 monster your opponent controls; destroy that target
  kind: 'flip',
  label: 'Destroy 1 monster your opponent controls',
  declares: ['destroy'],
  targets: [{ prompt: 'Choose a monster your opponent controls to destroy', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
  resolve: (ctx) => {
    const [target] = ctx.targets;
    if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
  },
};

export default {
  passcode: '16226786',
  name: 'Night Assailant',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 200,
  def: 500,
  text: 'FLIP: Target 1 monster your opponent controls; destroy it. If this card is sent from your hand to the Graveyard: target 1 Flip monster in your Graveyard other than a "Night Assailant"; return it to your hand.',
  effects: [flipDestroy, returnFlipMonster('"Night Assailant"', (ctx, c) => ctx.definition(c).name !== 'Night Assailant')],
  eras: {
    // GOAT (April 2005), the card before its errata: only this card is excluded, so another Night
    // Assailant may be returned (EDOPro pre-errata/c16226796.lua: docs/goat.md).
    goat: {
      text: 'FLIP: Target 1 monster your opponent controls; destroy it. If this card is sent from your hand to the Graveyard: target 1 Flip monster in your Graveyard other than this card (another "Night Assailant" may be chosen); return it to your hand.',
      effects: [flipDestroy, returnFlipMonster('this card', (ctx, c) => c !== ctx.card)],
    },
  },
} satisfies CardDefinition;
