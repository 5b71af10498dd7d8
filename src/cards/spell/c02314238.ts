// Dark Magic Attack
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const controlsDarkMagician = (ctx: EffectContext): boolean => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Dark Magician');

export default {
  passcode: '02314238',
  name: 'Dark Magic Attack',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while you control a face-up "Dark Magician": destroy every Spell and Trap Card your opponent controls.',
  listedNames: ['Dark Magician'],
  effects: [
    {
      // If you control a "Dark Magician": Destroy all Spell and Trap Cards your opponent controls
      kind: 'activation',
      label: 'Destroy all Spells and Traps your opponent controls',
      declares: ['destroy'],
      condition: (ctx) => controlsDarkMagician(ctx) && ctx.spellTraps('theirs').length > 0,
      affects: { destroy: (ctx) => ctx.spellTraps('theirs') },
      resolve: (ctx) => {
        ctx.destroy(ctx.spellTraps('theirs'));
      },
    },
  ],
} satisfies CardDefinition;
