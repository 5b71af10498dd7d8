// Exodia the Forbidden One
import type { CardDefinition } from '../../engine/card';

/** The five pieces that must all be in one hand at the same time for the Forbidden One's win. */
export const FORBIDDEN_ONE_PIECES = [
  'Exodia the Forbidden One',
  'Right Arm of the Forbidden One',
  'Left Arm of the Forbidden One',
  'Right Leg of the Forbidden One',
  'Left Leg of the Forbidden One',
] as const;

export type ForbiddenOnePiece = (typeof FORBIDDEN_ONE_PIECES)[number];

/** True when the hand holds at least one copy of each of the five different pieces. */
export const holdsAllForbiddenOnePieces = (handNames: readonly string[]): boolean => {
  const inHand = new Set(handNames);
  return FORBIDDEN_ONE_PIECES.every((piece) => inHand.has(piece));
};

export default {
  passcode: '33396948',
  name: 'Exodia the Forbidden One',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 1000,
  def: 1000,
  text: 'Hold this card together with all four limbs of the Forbidden One in your hand at the same moment, and you win the Duel.',
  winsFromHand: holdsAllForbiddenOnePieces,
} satisfies CardDefinition;
