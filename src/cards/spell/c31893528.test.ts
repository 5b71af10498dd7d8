import { describe } from 'vitest';
import { spiritMessageSpec } from './spiritMessageSpec';

// Spirit Message "I" (texts-2016): "This card can only be placed on the field by the effect of "Destiny Board.""
describe('Spirit Message "I"', () => spiritMessageSpec('Spirit Message "I"'));
