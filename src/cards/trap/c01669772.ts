// Spell Purification
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const continuousSpells = (ctx: EffectContext): string[] =>
  ctx.spellTraps('all').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).frame === 'spell' && ctx.definition(c).subtype?.includes('continuous') === true);

export default {
  passcode: '01669772',
  name: 'Spell Purification',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Discard 1 card: destroy every face-up Continuous Spell Card on the field.',
  effects: [
    {
      // Discard 1 card; destroy all face-up Continuous Spell Cards
      kind: 'activation',
      label: 'Discard 1 card: destroy every face-up Continuous Spell Card',
      declares: ['discard', 'destroy'],
      condition: (ctx) => continuousSpells(ctx).length > 0,
      cost: discardOneCost('Spell Purification'),
      resolve: (ctx) => {
        const spells = continuousSpells(ctx);
        if (spells.length > 0) ctx.destroy(spells);
      },
    },
  ],
} satisfies CardDefinition;
