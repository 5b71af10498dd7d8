// Dark Mimic LV3
import type { CardDefinition } from '../../engine/card';
import { destroyedByBattle, specialSummonedByEffectOf } from '../../engine/effects/library';

/** Dark Mimic LV1's passcode: "Special Summoned by the effect of "Dark Mimic LV1"". */
const DARK_MIMIC_LV1 = '74713516';

export default {
  passcode: '01102515',
  name: 'Dark Mimic LV3',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1000,
  def: 1000,
  listedNames: ['Dark Mimic LV1'],
  text: 'When this card is destroyed by battle and sent to the Graveyard: its controller draws 1 card, or 2 cards instead if it had been Special Summoned by the effect of "Dark Mimic LV1".',
  effects: [
    {
      // If this card is sent to the GY by battle: its controller draws 1 card (2 if "Dark Mimic LV1"'s effect Special Summoned it)
      kind: 'trigger',
      range: 'graveyard',
      label: 'Draw 1 card (2 if Special Summoned by Dark Mimic LV1)',
      declares: ['draw'],
      when: destroyedByBattle,
      // Asked as it resolves, in the turn it left the field: its slot as it left (the leftField mark).
      resolve: (ctx) => ctx.draw(ctx.player, specialSummonedByEffectOf(ctx, ctx.card, DARK_MIMIC_LV1) ? 2 : 1),
    },
  ],
} satisfies CardDefinition;
