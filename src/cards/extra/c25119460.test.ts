import { describe } from 'vitest';
import { twoPieceCannonSpec } from './twoPieceCannonSpec';

// YZ-Tank Dragon: "Y-Dragon Head" + "Z-Metal Tank" / "… removing from play the above monsters on your side of the field …
// Discard 1 card from your hand to destroy 1 face-down Monster Card on your opponent's side of the field."
describe('YZ-Tank Dragon', () => {
  twoPieceCannonSpec('YZ-Tank Dragon', ['Y-Dragon Head', 'Z-Metal Tank'], {
    opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    hit: 'Mystical Elf',
    missed: 'face-up monster or a Set card',
  });
});
