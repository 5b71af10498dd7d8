// The Last Warrior from Another Planet
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '86099788',
  name: 'The Last Warrior from Another Planet',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 7,
  atk: 2350,
  def: 2300,
  text: 'Fusion: "Zombyra the Dark" + "Maryokutai". When this card is Special Summoned: destroy every other monster you control. While this card is face-up on the field, monsters cannot be Normal Summoned, Flip Summoned or Special Summoned by either player (they can still be Set).',
  // "Zombyra the Dark" + "Maryokutai"
  materials: { kind: 'fusion', names: ['Zombyra the Dark', 'Maryokutai'] },
  effects: [
    {
      // When this card is Special Summoned, destroy all monsters on your side of the field except this card.
      kind: 'trigger',
      label: 'Destroy every other monster you control',
      declares: ['destroy'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card,
      resolve: (ctx) => {
        const others = ctx.monsters('mine').filter((c) => c !== ctx.card);
        if (others.length > 0) ctx.destroy(others);
      },
    },
    {
      // As long as this card remains face-up on the field, neither player can Normal Summon, Flip Summon, or Special Summon any monster.
      kind: 'continuous',
      label: 'Neither player can Summon monsters',
      declares: ['restrict'],
      rules: [{ code: 'noSummons', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
