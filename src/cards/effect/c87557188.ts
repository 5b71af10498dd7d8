// The Stern Mystic
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '87557188',
  name: 'The Stern Mystic',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1500,
  def: 1200,
  text: 'FLIP: Every face-down card on the field is turned face-up for both players to see, then turned back face-down; no effect activates from being flipped.',
  effects: [
    {
      // FLIP: Every face-down card on the field is shown, then returned to its original position
      // (nothing moves, so no Flip effect activates): both players see them.
      kind: 'flip',
      label: 'Look at every face-down card on the field',
      declares: [],
      resolve: (ctx) => {
        const hidden = [...ctx.monsters(), ...ctx.spellTraps()].filter((c) => !ctx.isFaceUp(c));
        ctx.reveal(hidden, ctx.player);
        ctx.reveal(hidden, ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
