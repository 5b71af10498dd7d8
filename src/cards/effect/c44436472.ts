// Double Coston
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '44436472',
  name: 'Double Coston',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1700,
  def: 1650,
  text: 'For the Tribute Summon of a DARK monster, this card can count as 2 Tributes on its own.',
  effects: [
    {
      // This card can be treated as 2 Tributes for the Tribute Summon of a DARK monster.
      kind: 'continuous',
      label: 'Counts as 2 Tributes for a DARK monster',
      rules: [{ code: 'doubleTribute', applies: (ctx, summoned) => ctx.definition(summoned).attribute === 'DARK' }],
    },
  ],
} satisfies CardDefinition;
