// Mirage Dragon
import type { CardDefinition } from '../../engine/card';
import { opponentCannotActivateTrapsInBattlePhase } from '../../engine/effects/library';

export default {
  passcode: '15960641',
  name: 'Mirage Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 4,
  atk: 1600,
  def: 600,
  text: 'While this card is face-up on the field, your opponent cannot activate Trap Cards during the Battle Phase.',
  // While face-up on the field, your opponent cannot activate Trap Cards during the Battle Phase
  effects: [opponentCannotActivateTrapsInBattlePhase()],
} satisfies CardDefinition;
