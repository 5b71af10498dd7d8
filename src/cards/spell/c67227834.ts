// Magic Formula
import type { CardDefinition } from '../../engine/card';
import { equipSpell, sentFromFieldToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '67227834',
  name: 'Magic Formula',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell: target "Dark Magician" or "Dark Magician Girl" and equip it with this card; it gains 700 ATK. If this card goes from the field to the Graveyard: you gain 1000 Life Points.',
  listedNames: ['Dark Magician', 'Dark Magician Girl'],
  effects: [
    // Equip only to "Dark Magician" or "Dark Magician Girl". The equipped monster gains 700 ATK
    equipSpell('Dark Magician or Dark Magician Girl', (m) => m.name === 'Dark Magician' || m.name === 'Dark Magician Girl', { atk: 700 }),
    {
      // When this card is sent from the field to the Graveyard, gain 1000 Life Points
      kind: 'trigger',
      label: 'Gain 1000 LP',
      declares: ['recover'],
      range: 'graveyard',
      when: sentFromFieldToGraveyard,
      resolve: (ctx) => ctx.gainLp(ctx.player, 1000),
    },
  ],
} satisfies CardDefinition;
