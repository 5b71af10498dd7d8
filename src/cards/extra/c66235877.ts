// Fiend Skull Dragon
import type { CardDefinition } from '../../engine/card';
import { isFlipMonster } from '../../engine/effects/library';

export default {
  passcode: '66235877',
  name: 'Fiend Skull Dragon',
  frame: 'fusion',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 5,
  atk: 2000,
  def: 1200,
  text: 'Fusion of "Cave Dragon" + "Lesser Fiend" (Fusion Summoned only with those). While face-up on the field: the effects of Flip monsters are negated (a Flip effect activated resolves doing nothing, wherever the monster is); a Trap effect that targets this card is negated, and that Trap Card is destroyed.',
  // "Cave Dragon" + "Lesser Fiend": a Fusion Summon of it uses only these.
  materials: { kind: 'fusion', names: ['Cave Dragon', 'Lesser Fiend'] },
  effects: [
    {
      // Negate the effects of Flip Effect Monsters.
      kind: 'continuous',
      key: 'negateFlip',
      label: 'The effects of Flip monsters are negated',
      declares: ['negate'],
      rules: [
        { code: 'negatesEffects', applies: (ctx, card) => isFlipMonster(ctx.definition(card)) },
        { code: 'negatesResolvingEffects', applies: (ctx, card) => isFlipMonster(ctx.definition(card)) },
      ],
    },
    {
      // Negate any Trap effects that target this card on the field, and if you do, destroy that Trap Card.
      kind: 'continuous',
      key: 'negateTrap',
      label: 'A Trap targeting this card: negate its effect and destroy it',
      declares: ['negate', 'destroy', 'negatesTraps'],
      rules: [{ code: 'negatesTrapEffectTargetingIt' }],
    },
  ],
} satisfies CardDefinition;
