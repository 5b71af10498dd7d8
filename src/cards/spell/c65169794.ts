// Black Pendant
import type { CardDefinition } from '../../engine/card';
import { equipSpell, sentFromFieldToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '65169794',
  name: 'Black Pendant',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell: target 1 face-up monster and equip it with this card; it gains 500 ATK. If this card goes from the field to the Graveyard: your opponent takes 500 damage.',
  effects: [
    // The equipped monster gains 500 ATK
    equipSpell('a monster', () => true, { atk: 500 }),
    {
      // When this card is sent from the field to the GY: Inflict 500 damage to your opponent
      kind: 'trigger',
      range: 'graveyard',
      label: 'Inflict 500 damage to your opponent',
      declares: ['damage'],
      when: sentFromFieldToGraveyard,
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;
