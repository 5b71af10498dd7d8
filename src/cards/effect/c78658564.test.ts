import { describe } from 'vitest';
import { defenseAtBattlePhaseEndSpec } from './defenseAtBattlePhaseEndSpec';

// Goblin Attack Force (texts-2016): "... changed to Defense Position at the end of the Battle Phase, and its battle position cannot be changed until the End Phase of your next turn."
describe('Goblin Attack Force', () => defenseAtBattlePhaseEndSpec('Goblin Attack Force'));
