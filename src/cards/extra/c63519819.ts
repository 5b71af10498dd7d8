// Thousand-Eyes Restrict
import type { CardDefinition } from '../../engine/card';
import { absorbOpponentMonster, takesAbsorbedStats } from '../../engine/effects/absorb';

export default {
  passcode: '63519819',
  name: 'Thousand-Eyes Restrict',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  materials: { kind: 'fusion', names: ['Relinquished', 'Thousand-Eyes Idol'] },
  text: "\"Relinquished\" + \"Thousand-Eyes Idol\". While this card is face-up, no other monster on the field can attack or change its battle position. Once per turn: you can target 1 monster your opponent controls; take control of it and equip it to this card (only 1 at a time). This card's ATK and DEF are those of the monster equipped to it; if this card would be destroyed by battle, that monster is destroyed in its place.",
  effects: [
    {
      // Other monsters cannot change their battle position or attack.
      kind: 'continuous',
      label: 'Other monsters cannot attack or change their battle positions',
      rules: [
        { code: 'cannotAttack', applies: (ctx, monster) => monster !== ctx.card },
        { code: 'cannotChangePosition', applies: (ctx, monster) => monster !== ctx.card },
      ],
    },
    // Once per turn, you can equip 1 monster your opponent controls to this card (max 1).
    absorbOpponentMonster(),
    // This card's ATK and DEF become the same as the equipped monster's. If this card would be destroyed by
    // battle, the equipped monster is destroyed instead.
    takesAbsorbedStats(),
  ],
} satisfies CardDefinition;
