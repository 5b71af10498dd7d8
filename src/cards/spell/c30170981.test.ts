import { describe } from 'vitest';
import { spiritMessageSpec } from './spiritMessageSpec';

// Spirit Message "L" (texts-2016): "This card can only be placed on the field by the effect of "Destiny Board.""
describe('Spirit Message "L"', () => spiritMessageSpec('Spirit Message "L"'));
