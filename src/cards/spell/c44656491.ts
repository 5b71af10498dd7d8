// Messenger of Peace
import type { CardDefinition } from '../../engine/card';
import { maintenanceCost } from '../../engine/effects/library';

export default {
  passcode: '44656491',
  name: 'Messenger of Peace',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up, monsters with 1500 or more ATK cannot declare an attack, on either side of the field. During each Standby Phase of yours, pay 100 LP or this card is destroyed.',
  effects: [
    {
      // Monsters with 1500 or more ATK cannot declare an attack.
      kind: 'activation',
      label: 'Monsters with 1500 or more ATK cannot declare an attack',
      declares: ['restrict'],
      rules: [{ code: 'cannotAttack', applies: (ctx, monster) => ctx.atk(monster) >= 1500 }],
    },
    // During each of your Standby Phases, pay 100 Life Points or destroy this card.
    maintenanceCost(100),
  ],
} satisfies CardDefinition;
