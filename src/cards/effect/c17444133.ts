// Kaiser Sea Horse
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17444133',
  name: 'Kaiser Sea Horse',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Sea Serpent',
  level: 4,
  atk: 1700,
  def: 1650,
  text: 'For the Tribute Summon of a LIGHT monster, this card can count as 2 Tributes on its own.',
  effects: [
    {
      // This card can be treated as 2 Tributes for the Tribute Summon of a LIGHT monster.
      kind: 'continuous',
      label: 'Counts as 2 Tributes for a LIGHT monster',
      rules: [{ code: 'doubleTribute', applies: (ctx, summoned) => ctx.definition(summoned).attribute === 'LIGHT' }],
    },
  ],
} satisfies CardDefinition;
