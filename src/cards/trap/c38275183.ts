// Spell Shield Type-8
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';

/** The Chain Link just activated, if it is the activation of a Spell Card. */
function spellActivation(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && last.cardActivation && ctx.definition(last.card).frame === 'spell' ? last : null;
}

/** That Spell's activation targets exactly 1 card, a monster on the field. */
const targetsOneMonster = (ctx: EffectContext): boolean => {
  const link = spellActivation(ctx);
  return !!link && link.targets.length === 1 && ctx.monsters('all').includes(link.targets[0]!.card);
};

const negateAndDestroy = (ctx: EffectContext): void => {
  const link = spellActivation(ctx);
  if (!link) return;
  ctx.negateActivation(link);
  if (ctx.controllerOf(link.card) !== null) ctx.destroy([link.card]);
};

const spellCost = discardOneCost('Spell Shield Type-8', (ctx, c) => ctx.definition(c).frame === 'spell');

export default {
  passcode: '38275183',
  name: 'Spell Shield Type-8',
  frame: 'trap',
  subtype: ['counter'],
  text: 'Activate one of these: when a Spell Card is activated that targets exactly 1 monster on the field, negate that activation and destroy the Spell; or, when any Spell Card is activated, send 1 Spell Card from your hand to the Graveyard to negate that activation and destroy the Spell.',
  effects: [
    {
      // When a Spell Card is activated that targets exactly 1 monster on the field: negate the activation, and if you do, destroy it
      kind: 'activation',
      label: 'Negate a Spell that targets 1 monster and destroy it',
      declares: ['negate', 'destroy'],
      condition: targetsOneMonster,
      resolve: negateAndDestroy,
    },
    {
      // When a Spell Card is activated: Send 1 Spell Card from your hand to the GY; negate the activation, and if you do, destroy it
      kind: 'activation',
      label: 'Send 1 Spell from your hand to the Graveyard: negate a Spell and destroy it',
      declares: ['negate', 'destroy'],
      condition: (ctx) => spellActivation(ctx) !== null,
      cost: { can: spellCost.can, pay: (ctx) => ctx.sendToGraveyard([ctx.chooseCard(ctx.player, 'Choose a Spell Card to send to the Graveyard', ctx.hand('mine').filter((c) => c !== ctx.card && ctx.definition(c).frame === 'spell'))]) },
      resolve: negateAndDestroy,
    },
  ] satisfies Effect[],
} satisfies CardDefinition;
