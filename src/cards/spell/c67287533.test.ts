import { describe } from 'vitest';
import { spiritMessageSpec } from './spiritMessageSpec';

// Spirit Message "N" (texts-2016): "This card can only be placed on the field by the effect of "Destiny Board.""
describe('Spirit Message "N"', () => spiritMessageSpec('Spirit Message "N"'));
