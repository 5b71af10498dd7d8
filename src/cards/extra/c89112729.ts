// Cyber Saurus
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '89112729',
  name: 'Cyber Saurus',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 5,
  atk: 1800,
  def: 1400,
  text: 'Fusion of Blast Juggler and Two-Headed King Rex. No effect.',
  // "Blast Juggler" + "Two-Headed King Rex"
  materials: { kind: 'fusion', names: ['Blast Juggler', 'Two-Headed King Rex'] },
} satisfies CardDefinition;
