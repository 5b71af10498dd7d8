// Tune Warrior
import type { CardDefinition } from '../../engine/card';

/** A Normal Tuner: the pool's EARTH Tuner, so Goyo Guardian (1 EARTH Tuner + 1+ non-Tuners) can be Synchro Summoned. */
export default {
  passcode: '74093656',
  name: 'Tune Warrior',
  frame: 'normal',
  subtype: ['tuner'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 1600,
  def: 200,
  text: 'A soldier whose armour hums at a pitch that brings other fighters into step with it.',
} satisfies CardDefinition;
