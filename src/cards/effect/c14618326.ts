// Crimson Ninja
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '14618326',
  name: 'Crimson Ninja',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 1,
  atk: 300,
  def: 300,
  text: 'FLIP: target 1 Trap Card on the field, or 1 Set card; destroy it. A Set card is revealed first, and destroyed only if it is a Trap Card (otherwise it stays Set).',
  // FLIP: Target 1 Trap on the field; destroy it (a Set target is revealed, and destroyed only if it is a Trap)
  effects: [destroyCardOfFrame('trap', 'flip')],
} satisfies CardDefinition;
