import { describe } from 'vitest';
import { spiritMessageSpec } from './spiritMessageSpec';

// Spirit Message "A" (texts-2016): "This card can only be placed on the field by the effect of "Destiny Board.""
describe('Spirit Message "A"', () => spiritMessageSpec('Spirit Message "A"'));
