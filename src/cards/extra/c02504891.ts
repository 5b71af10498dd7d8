// Skull Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '02504891',
  name: 'Skull Knight',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 7,
  atk: 2650,
  def: 2250,
  text: 'Fusion of Tainted Wisdom and Ancient Brain. No effect.',
  // "Tainted Wisdom" + "Ancient Brain"
  materials: { kind: 'fusion', names: ['Tainted Wisdom', 'Ancient Brain'] },
} satisfies CardDefinition;
