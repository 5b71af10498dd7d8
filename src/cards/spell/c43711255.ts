// Prohibition
import type { CardDefinition } from '../../engine/card';
import { declareCardName } from '../../engine/effects/library';
import type { CardId } from '../../engine/state';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

/** Every card on the field now, face-up or face-down, both sides (those Prohibition leaves alone). */
function onTheField(ctx: EffectContext): CardId[] {
  const out: CardId[] = ctx.cardsOnField('all');
  for (const ps of ctx.duel.players) {
    if (ps.field) out.push(ps.field.card);
    for (const s of ps.pendulum) if (s) out.push(s.card);
  }
  return out;
}

/**
 * Whether `card` has the declared name and is not one of the cards that were on the field as Prohibition
 * resolved (kept with it while each stays there: one that leaves and comes back is a new card).
 */
const prohibited = (ctx: QueryContext, card: CardId): boolean => {
  const name = ctx.keptDeclared();
  return name !== null && ctx.definition(card).name === name && !ctx.keptTargets().includes(card);
};

export default {
  passcode: '43711255',
  name: 'Prohibition',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Declare 1 card name as you activate this card. While it stays face-up, cards with that name cannot be used: they cannot be Normal Summoned, Set, Flip Summoned or Special Summoned, activated, attack or change their battle position, and their effects cannot be activated. The cards already on the field when it resolves (face-down ones included) are not affected.',
  effects: [
    {
      kind: 'activation',
      label: 'Declare a card name: cards with that name cannot be used',
      declares: ['restrict'],
      declare: declareCardName,
      // The name stays with the card, and so do the cards already on the field, which it leaves alone.
      resolve: (ctx) => {
        if (ctx.declared === null) return;
        ctx.keepDeclared(ctx.declared);
        ctx.keepTargets(onTheField(ctx));
      },
      rules: [
        { code: 'cannotBePlayed', applies: (ctx, _player, card) => prohibited(ctx, card) },
        { code: 'barsActivation', applies: (ctx, _player, card) => prohibited(ctx, card) },
        { code: 'cannotAttack', applies: (ctx, monster) => prohibited(ctx, monster) },
        // Flip Summons too: a monster that cannot change its position.
        { code: 'cannotChangePosition', applies: (ctx, monster) => prohibited(ctx, monster) },
      ],
    },
  ],
} satisfies CardDefinition;
