// Element Saurus
import type { CardDefinition } from '../../engine/card';
import { isEffectMonster } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** Whether a face-up monster of this Attribute is on the field (either side). */
const attributeOnField = (ctx: QueryContext, attribute: string): boolean =>
  ctx.monsters('all').some((m) => ctx.isFaceUp(m) && ctx.definition(m).attribute === attribute);

export default {
  passcode: '92755808',
  name: 'Element Saurus',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dinosaur',
  level: 4,
  atk: 1500,
  def: 1200,
  text: 'While a face-up FIRE monster is on the field, this card gains 500 ATK. While a face-up EARTH monster is on the field, the effects of an Effect Monster this card destroys by battle are negated.',
  effects: [
    {
      // FIRE: This card gains 500 ATK
      kind: 'continuous',
      label: '+500 ATK while a FIRE monster is on the field',
      modifiers: (ctx) => (attributeOnField(ctx, 'FIRE') ? [{ applies: (c) => c === ctx.card, atk: 500 }] : []),
    },
    {
      // EARTH: Negate the effect of an Effect Monster that this card destroyed by battle
      kind: 'continuous',
      label: 'While an EARTH monster is on the field, negates the effects of an Effect Monster it destroys by battle',
      declares: ['negate'],
      rules: [{ code: 'negatesBattleDestroyed', applies: (ctx, other) => attributeOnField(ctx, 'EARTH') && isEffectMonster(ctx.definition(other)) }],
    },
  ],
} satisfies CardDefinition;
