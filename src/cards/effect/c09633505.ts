// Guardian Kay'est
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** Whether its player controls a face-up "Rod of Silence - Kay'est" (ygopro: LOCATION_ONFIELD of its player). */
const rodOnYourField = (ctx: QueryContext): boolean =>
  ctx.spellTraps('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === "Rod of Silence - Kay'est");

export default {
  passcode: '09633505',
  name: "Guardian Kay'est",
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Sea Serpent',
  level: 4,
  atk: 1000,
  def: 1800,
  listedNames: ['95515060'],
  text: "Cannot be Normal, Flip or Special Summoned unless you control a face-up \"Rod of Silence - Kay'est\" (it may be Set). Spell effects do nothing to this card. Your opponent's monsters cannot select this card as an attack target.",
  effects: [
    {
      // This card can only be Normal Summoned, Flip Summoned, or Special Summoned when there is a "Rod of Silence -
      // Kay'est" on your side of the field
      kind: 'condition',
      label: "Summoned only while you control \"Rod of Silence - Kay'est\"",
      rules: [{ code: 'cannotBeSummonedNow', applies: (ctx) => !rodOnYourField(ctx) }],
    },
    {
      // This card is unaffected by any Spell Cards
      kind: 'continuous',
      label: 'Unaffected by Spell effects',
      rules: [{ code: 'unaffectedBy', applies: (_ctx, effect) => effect.kind === 'spell' }],
    },
    {
      // Also, this card cannot be an attack target of your opponent's monsters (ygopro's EFFECT_IGNORE_BATTLE_TARGET would
      // then allow a direct attack; the engine's rule code, as Magician's Valkyria's, allows none while it is there)
      kind: 'continuous',
      label: 'Cannot be selected as an attack target',
      declares: ['restrict'],
      rules: [{ code: 'cannotBeAttackTarget', applies: (ctx, monster) => monster === ctx.card }],
    },
  ],
} satisfies CardDefinition;
