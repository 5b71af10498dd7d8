// Terra the Terrible
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '63308047',
  name: 'Terra the Terrible',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1200,
  def: 1300,
  text: 'A bog-dwelling horror that drags careless travellers down into the muck.',
} satisfies CardDefinition;
