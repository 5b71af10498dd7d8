// Hiro's Shadow Scout
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81863068',
  name: "Hiro's Shadow Scout",
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 2,
  atk: 650,
  def: 500,
  text: 'FLIP: your opponent draws 3 cards and shows them to you; they discard every Spell Card among them.',
  effects: [
    {
      // FLIP: Your opponent draws 3 cards; both players look at them; the Spells among them are discarded
      kind: 'flip',
      label: 'Your opponent draws 3 cards and discards the Spells among them',
      declares: ['draw', 'discard'],
      discards: 'theirs',
      resolve: (ctx) => {
        const before = ctx.hand('theirs');
        ctx.draw(ctx.opponent, 3);
        const drawn = ctx.hand('theirs').filter((c) => !before.includes(c));
        if (drawn.length === 0) return;
        ctx.reveal(drawn, ctx.player);
        const spells = drawn.filter((c) => ctx.definition(c).frame === 'spell');
        if (spells.length > 0) ctx.discard(spells);
      },
    },
  ],
} satisfies CardDefinition;
