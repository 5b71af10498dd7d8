// Gigantes
import type { CardDefinition } from '../../engine/card';
import { banishOneFromGraveyard, destroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '47606319',
  name: 'Gigantes',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1900,
  def: 1300,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 1 EARTH monster from your Graveyard. When this card is destroyed by battle and sent to the Graveyard: destroy every Spell and Trap Card on the field.',
  summonProcedure: banishOneFromGraveyard('an EARTH monster', (_def, ctx, c) => ctx.hasAttribute(c, 'EARTH')),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. It can only be Special Summoned by banishing 1 EARTH monster in your Graveyard.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // When this card is destroyed by battle and sent to the Graveyard, destroy all Spell and Trap Cards on the field.
      kind: 'trigger',
      key: 'destroySpellsTraps',
      label: 'Destroyed by battle: destroy all Spell and Trap Cards on the field',
      declares: ['destroy'],
      range: 'graveyard',
      when: destroyedByBattle,
      resolve: (ctx) => {
        const all = ctx.spellTraps('all');
        if (all.length > 0) ctx.destroy(all);
      },
    },
  ],
} satisfies CardDefinition;
