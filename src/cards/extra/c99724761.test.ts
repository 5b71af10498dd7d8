import { describe } from 'vitest';
import { twoPieceCannonSpec } from './twoPieceCannonSpec';

// XZ-Tank Cannon: "X-Head Cannon" + "Z-Metal Tank" / "… banishing the above monsters on your side of the field …
// Discard 1 card from your hand to destroy 1 face-down Spell or Trap Card on your opponent's side of the field."
describe('XZ-Tank Cannon', () => {
  twoPieceCannonSpec('XZ-Tank Cannon', ['X-Head Cannon', 'Z-Metal Tank'], {
    opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }, { card: 'Mirror Force', faceUp: false }] },
    hit: 'Mirror Force',
    missed: 'face-up Spell or a face-down monster',
  });
});
