// Dragon Zombie
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '66672569',
  name: 'Dragon Zombie',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 3,
  atk: 1600,
  def: 0,
  text: 'A rotting dragon dragged back from death, scattering bones with every wingbeat.',
} satisfies CardDefinition;
