// Small Piece Golem
import type { CardDefinition } from '../../engine/card';
import { callPieceGolem } from '../../engine/effects/library';

export default {
  passcode: '22754505',
  name: 'Small Piece Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1100,
  def: 0,
  text: 'When this card is Normal, Flip or Special Summoned while you control a face-up "Big Piece Golem": you can Special Summon 1 "Medium Piece Golem" from your Deck; its effects are negated while it is face-up.',
  effects: [
    // When this card is Normal, Flip or Special Summoned while you control a face-up "Big Piece Golem":
    // you can Special Summon 1 "Medium Piece Golem" from your Deck, but negate its effects.
    callPieceGolem('Medium Piece Golem'),
  ],
} satisfies CardDefinition;
