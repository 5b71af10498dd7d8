import { describe } from 'vitest';
import { twoPieceCannonSpec } from './twoPieceCannonSpec';

// XY-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head" / "… by removing from play the above cards on your side of the field …
// Discard 1 card from your hand to destroy 1 face-up Spell or Trap Card on your opponent's side of the field."
describe('XY-Dragon Cannon', () => {
  twoPieceCannonSpec('XY-Dragon Cannon', ['X-Head Cannon', 'Y-Dragon Head'], {
    opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }, { card: 'Mirror Force', faceUp: false }] },
    hit: 'Level Limit - Area B',
    missed: 'Set Mirror Force or a monster',
  });
});
