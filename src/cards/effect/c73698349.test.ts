import { describe } from 'vitest';
import { defenseAtBattlePhaseEndSpec } from './defenseAtBattlePhaseEndSpec';

// Giant Orc (texts-2016): "... changed to Defense Position at the end of the Battle Phase. You cannot change this battle position until the end of your next turn."
describe('Giant Orc', () => defenseAtBattlePhaseEndSpec('Giant Orc'));
