// Rod of Silence - Kay'est
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '95515060',
  name: "Rod of Silence - Kay'est",
  frame: 'spell',
  subtype: ['equip'],
  text: 'Target 1 face-up monster and equip it with this card: it gains 500 DEF. When another Spell Card is activated targeting the equipped monster, negate that Spell\'s effect and destroy it.',
  effects: [
    // Increase the DEF of a monster equipped with this card by 500 points. Negate the effect of a Spell Card (excluding
    // this card) that targets the monster equipped with this card and destroy the Spell Card (official/c95515060.lua
    // negates it as it resolves; the engine, as Ryu Senshi's, as it is activated: chain.ts negateTargetingGuard).
    equipSpell('a face-up monster', () => true, { def: 500 }, {
      declares: ['modifyStats', 'negate', 'destroy'],
      rules: [{ code: 'negatesSpellEffectTargetingMonster', applies: (ctx, monster) => monster === ctx.equippedTo }],
    }),
  ],
} satisfies CardDefinition;
