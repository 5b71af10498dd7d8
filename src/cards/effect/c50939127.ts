// Different Dimension Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '50939127',
  name: 'Different Dimension Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 5,
  atk: 1200,
  def: 1500,
  text: 'A Spell or Trap effect that does not target this card cannot destroy it. A battle with a monster whose ATK is 1900 or less never destroys this card.',
  effects: [
    {
      // This card cannot be destroyed by the effect of a Spell or Trap Card that does not target it.
      kind: 'continuous',
      key: 'untargetedSpellTrap',
      label: 'Not destroyed by a Spell or Trap effect that does not target it',
      rules: [{ code: 'indestructibleByEffectOf', applies: (ctx, by) => !by.targeted && ['spell', 'trap'].includes(ctx.definition(by.card).frame) }],
    },
    {
      // This card cannot be destroyed by battle with a monster that has 1900 ATK or less.
      kind: 'continuous',
      key: 'weakAttackers',
      label: 'Not destroyed by battle with a monster of 1900 or less ATK',
      rules: [{ code: 'indestructibleByBattleWith', applies: (ctx, other) => ctx.atk(other) <= 1900 }],
    },
  ],
} satisfies CardDefinition;
