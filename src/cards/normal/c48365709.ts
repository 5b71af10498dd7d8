// Ansatsu
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '48365709',
  name: 'Ansatsu',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 5,
  atk: 1700,
  def: 1200,
  text: 'A masked swordsman who vanishes into shadow between one heartbeat and the next.',
} satisfies CardDefinition;
