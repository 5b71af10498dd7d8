// Mobius the Frost Monarch
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '04929256',
  name: 'Mobius the Frost Monarch',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 6,
  atk: 2400,
  def: 1000,
  text: 'When this card is Tribute Summoned: you can target up to 2 Spell or Trap Cards on the field; destroy them.',
  effects: [
    {
      // When this card is Tribute Summoned: You can target up to 2 Spells/Traps on the field; destroy those targets
      kind: 'trigger',
      optional: true,
      label: 'Destroy up to 2 Spell or Trap Cards on the field',
      declares: ['destroy'],
      when: (ctx, e) => isSummonOf(e, ['tribute']) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose Spell or Trap Cards on the field to destroy', from: 'spellTraps', upTo: 2 }],
      resolve: (ctx) => {
        if (ctx.targets.length > 0) ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;
