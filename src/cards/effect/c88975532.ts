// Pitch-Black Warwolf
import type { CardDefinition } from '../../engine/card';
import { opponentCannotActivateTrapsInBattlePhase } from '../../engine/effects/library';

export default {
  passcode: '88975532',
  name: 'Pitch-Black Warwolf',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1600,
  def: 600,
  text: 'While this card is face-up on the field, your opponent cannot activate Trap Cards during the Battle Phase.',
  // While face-up on the field, your opponent cannot activate Trap Cards during the Battle Phase
  effects: [opponentCannotActivateTrapsInBattlePhase()],
} satisfies CardDefinition;
