// Red-Eyes Darkness Dragon
import type { CardDefinition } from '../../engine/card';
import { tributeNamedOnField } from '../../engine/effects/library';

export default {
  passcode: '96561011',
  name: 'Red-Eyes Darkness Dragon',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 9,
  atk: 2400,
  def: 2000,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card only from your hand, by Tributing 1 "Red-Eyes Black Dragon" you control; no other way can Special Summon it. Gains 300 ATK for each Dragon monster in your Graveyard.',
  summonProcedure: tributeNamedOnField('Red-Eyes Black Dragon'),
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by Tributing 1 "Red-Eyes B. Dragon" and cannot be Special Summoned by other ways.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }, { code: 'cannotBeSpecialSummoned' }],
    },
    {
      // This card gains 300 ATK for each Dragon-Type monster in your Graveyard.
      kind: 'continuous',
      label: '300 ATK for each Dragon monster in your Graveyard',
      modifiers: (ctx) => {
        const count = ctx.graveyard('mine').filter((c) => ctx.definition(c).monsterType === 'Dragon').length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * count }] : [];
      },
    },
  ],
} satisfies CardDefinition;
