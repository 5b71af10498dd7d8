// Winged Dragon, Guardian of the Fortress #1
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '87796900',
  name: 'Winged Dragon, Guardian of the Fortress #1',
  frame: 'normal',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 4,
  atk: 1400,
  def: 1200,
  text: 'A loyal sky-sentry that circles the castle towers, warding off invaders.',
} satisfies CardDefinition;
