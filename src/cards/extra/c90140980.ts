// Ojama King
import type { CardDefinition } from '../../engine/card';
import { chooseUnusableZones } from '../../engine/effects/library';

export default {
  passcode: '90140980',
  name: 'Ojama King',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Beast',
  level: 6,
  atk: 0,
  def: 3000,
  materials: { kind: 'fusion', names: ['Ojama Green', 'Ojama Yellow', 'Ojama Black'] },
  text:
    '"Ojama Green" + "Ojama Yellow" + "Ojama Black". When this card comes face-up on the field, you choose up to 3 of your opponent\'s empty Monster Zones: ' +
    'while this card stays face-up, your opponent cannot use those zones (no monster can be placed there).',
  effects: [
    // Select up to 3 of your opponent's Monster Zones: they cannot be used while this card is face-up.
    chooseUnusableZones(3),
  ],
} satisfies CardDefinition;
