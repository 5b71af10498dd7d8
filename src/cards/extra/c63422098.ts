// Giganticastle
import type { CardDefinition } from '../../engine/card';
import { synchroMaterialsOf } from '../../engine/effects/library';

export default {
  passcode: '63422098',
  name: 'Giganticastle',
  frame: 'synchro',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 9,
  atk: 2900,
  def: 2800,
  text: 'Synchro Materials: 1 Tuner and 1 or more non-Tuner monsters. This card has 200 more ATK and DEF for every non-Tuner monster used as Synchro Material for its Synchro Summon.',
  // 1 Tuner + 1+ non-Tuner monsters
  materials: { kind: 'synchro', text: '1 Tuner + 1 or more non-Tuner monsters' },
  effects: [
    {
      // This card gains 200 ATK and DEF for each non-Tuner Synchro Material Monster used to Synchro Summon this card
      kind: 'continuous',
      label: 'Gains 200 ATK and DEF for each non-Tuner Synchro Material',
      modifiers: (ctx) => {
        // The materials recorded as it was Synchro Summoned, the Tuner first (rule code synchroMaterialsUsed).
        const nonTuners = (synchroMaterialsOf(ctx, ctx.card)?.length ?? 1) - 1;
        return nonTuners > 0 ? [{ applies: (c) => c === ctx.card, atk: 200 * nonTuners, def: 200 * nonTuners }] : [];
      },
    },
  ],
} satisfies CardDefinition;
