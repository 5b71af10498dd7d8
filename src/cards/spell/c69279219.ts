// My Body as a Shield
import { isMonster, type CardDefinition } from '../../engine/card';
import { negateDestroyingActivation, payLpCost } from '../../engine/effects/library';
import type { ActivationEffect, EffectContext } from '../../engine/effects/types';
import type { CardId, ChainLink } from '../../engine/state';

/** "A Spell/Trap Card or Effect Monster's effect": a Spell or Trap Card's activation, or a monster's effect. */
const cardOrMonsterEffect = (ctx: EffectContext, link: ChainLink): boolean => link.cardActivation || isMonster(ctx.definition(link.card));
const monsterOnField = (ctx: EffectContext, card: CardId): boolean => ctx.monsters('all').includes(card);

// When your opponent activates a Spell/Trap Card, or monster effect, that would destroy a monster(s) on the
// field: Pay 1500 LP; negate the activation, and if you do, destroy it.
const shield = (damageStep: boolean): ActivationEffect => ({
  kind: 'activation',
  ...negateDestroyingActivation('Pay 1500 LP: negate an activation that would destroy a monster on the field, and destroy that card', cardOrMonsterEffect, monsterOnField),
  cost: payLpCost(1500),
  ...(damageStep && { damageStep: true }),
});

export default {
  passcode: '69279219',
  name: 'My Body as a Shield',
  frame: 'spell',
  subtype: ['quick-play'],
  text: "When your opponent activates a Spell or Trap Card, or a monster effect, that would destroy a monster on the field: pay 1500 LP; negate that activation, and if you do, destroy that card. Can be activated in the Damage Step.",
  effects: [shield(true)],
  eras: {
    // GOAT (April 2005): not in the Damage Step (EDOPro goat/c504700189.lua: docs/goat.md).
    goat: {
      text: "When your opponent activates a Spell or Trap Card, or a monster effect, that would destroy a monster on the field: pay 1500 LP; negate that activation, and if you do, destroy that card. Cannot be activated in the Damage Step.",
      effects: [shield(false)],
    },
  },
} satisfies CardDefinition;
