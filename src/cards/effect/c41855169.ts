// Jowgen the Spiritualist
import type { CardDefinition } from '../../engine/card';
import { wasSpecialSummoned } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const specialSummoned = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => wasSpecialSummoned(ctx, c));

export default {
  passcode: '41855169',
  name: 'Jowgen the Spiritualist',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 200,
  def: 1300,
  text: 'You can discard 1 card at random from your hand: destroy every Special Summoned monster on the field. While this card is face-up on the field, no monster can be Special Summoned.',
  effects: [
    {
      // Discard 1 random card from your hand to the Graveyard to destroy all Special Summoned monsters on the field.
      kind: 'ignition',
      label: 'Discard 1 random card: destroy every Special Summoned monster',
      declares: ['destroy'],
      condition: (ctx) => specialSummoned(ctx).length > 0,
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.randomCard(ctx.hand('mine'))]),
      },
      resolve: (ctx) => {
        const doomed = specialSummoned(ctx);
        if (doomed.length > 0) ctx.destroy(doomed);
      },
    },
    {
      // As long as this card remains face-up on the field, no monsters can be Special Summoned.
      kind: 'continuous',
      label: 'No monster can be Special Summoned',
      declares: ['restrict'],
      rules: [{ code: 'noSpecialSummons', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
