import type { CardDefinition } from '../../engine/card';

/**
 * A Spirit Message ("I", "N", "A", "L"): "This card can only be placed on the field by the effect of "Destiny Board."".
 * No activation of its own (official/c31893528.lua and its siblings have no EFFECT_TYPE_ACTIVATE) and it cannot be
 * Set (EFFECT_CANNOT_SSET): only Destiny Board (trap/c94212438.ts) places it.
 */
export const spiritMessage = ({ passcode, name }: { passcode: string; name: `Spirit Message "${'I' | 'N' | 'A' | 'L'}"` }): CardDefinition => ({
  passcode,
  name,
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Only the effect of "Destiny Board" puts this card on the field: it cannot be activated or Set.',
  effects: [{ kind: 'condition', label: 'Cannot be Set: only Destiny Board places it', rules: [{ code: 'cannotBeSet' }] }],
});
