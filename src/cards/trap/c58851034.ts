// Cursed Seal of the Forbidden Spell
import type { CardDefinition } from '../../engine/card';
import { discardOneCost, negateCardActivation } from '../../engine/effects/library';

export default {
  passcode: '58851034',
  name: 'Cursed Seal of the Forbidden Spell',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Spell Card is activated: discard 1 Spell Card; negate that activation, and if you do, destroy that card, and if it is destroyed, your opponent cannot activate Spell Cards of its name for the rest of the Duel.',
  effects: [
    // When a Spell Card is activated: Discard 1 Spell Card; negate the activation, and if you do, destroy it, and if you do that, your opponent cannot activate Spell Cards with that name for the rest of this Duel.
    negateCardActivation(
      ['spell'],
      discardOneCost('Cursed Seal of the Forbidden Spell', (ctx, c) => ctx.definition(c).frame === 'spell'),
      (ctx, spell) => ctx.applyRule('noActivationsOfName', { player: ctx.opponent, passcode: ctx.definition(spell).passcode, key: 'cardActivation' }, 'duel'),
    ),
  ],
} satisfies CardDefinition;
