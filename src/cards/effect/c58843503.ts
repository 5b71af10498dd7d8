// Medium Piece Golem
import type { CardDefinition } from '../../engine/card';
import { callPieceGolem } from '../../engine/effects/library';

export default {
  passcode: '58843503',
  name: 'Medium Piece Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1600,
  def: 0,
  text: 'When this card is Normal, Flip or Special Summoned while you control a face-up "Big Piece Golem": you can Special Summon 1 "Small Piece Golem" from your Deck; its effects are negated while it is face-up.',
  effects: [
    // When this card is Normal, Flip or Special Summoned while you control a face-up "Big Piece Golem":
    // you can Special Summon 1 "Small Piece Golem" from your Deck, but negate its effects.
    callPieceGolem('Small Piece Golem'),
  ],
} satisfies CardDefinition;
