// Soul Rope
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import { deckHas, freeMonsterZones, payLpCost, specialSummonFromDeck } from '../../engine/effects/library';

/**
 * A monster you controlled was just destroyed and is in a Graveyard: the window after the Chain that
 * destroyed it answers it (never in the Damage Step: the engine opens no such window there).
 */
const yourMonsterDestroyed = (ctx: EffectContext): boolean =>
  ctx.responseTo.some((e) => e.type === 'destroyed' && e.controller === ctx.player && isMonster(ctx.definition(e.card))
    && (ctx.graveyard('mine').includes(e.card) || ctx.graveyard('theirs').includes(e.card)));

const levelFour = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).level === 4 && ctx.maySpecialSummonByEffect(c);

export default {
  passcode: '37383714',
  name: 'Soul Rope',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When a monster you control is destroyed and goes to the Graveyard, outside the Damage Step: pay 1000 LP; Special Summon 1 Level 4 monster from your Deck.',
  effects: [
    {
      // When a monster you control is destroyed and sent to the Graveyard (except during the Damage Step): Pay 1000 LP; Special Summon 1 Level 4 monster from your Deck.
      kind: 'activation',
      label: 'Pay 1000 LP: Special Summon a Level 4 monster from your Deck',
      declares: ['specialSummon'],
      respondsTo: 'destroyed',
      condition: (ctx) => yourMonsterDestroyed(ctx) && freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => levelFour(ctx, c)),
      cost: payLpCost(1000),
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a Level 4 monster', (c) => levelFour(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
