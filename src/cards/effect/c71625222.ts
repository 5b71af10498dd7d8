// Time Wizard
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '71625222',
  name: 'Time Wizard',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 2,
  atk: 500,
  def: 400,
  text: 'Once per turn: you can call a coin toss. If you call it right, destroy every monster your opponent controls; if wrong, destroy every monster you control, and you take damage equal to half the total ATK those monsters had.',
  effects: [
    {
      // Once per turn: you can toss a coin and call it. If you call it right, destroy all monsters your
      // opponent controls. If you call it wrong, destroy as many monsters you control as possible, and if
      // you do, take damage equal to half the total ATK those destroyed monsters had on the field.
      kind: 'ignition',
      label: 'Toss a coin: destroy all your opponent\'s monsters (or, if wrong, yours)',
      declares: ['destroy', 'damage'],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        const call = ctx.chooseOption(ctx.player, 'Call the coin toss', ['heads', 'tails'] as const);
        if (ctx.tossCoin() === call) {
          ctx.destroy(ctx.monsters('theirs'));
          return;
        }
        const mine = ctx.monsters('mine');
        const total = mine.reduce((sum, c) => sum + (ctx.isFaceUp(c) ? ctx.atk(c) : 0), 0);
        ctx.destroy(mine);
        if (mine.length > 0) ctx.damage(ctx.player, Math.floor(total / 2));
      },
    },
  ],
} satisfies CardDefinition;
