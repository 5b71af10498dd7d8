// Gatling Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '87751584',
  name: 'Gatling Dragon',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 8,
  atk: 2600,
  def: 1200,
  text: 'Fusion of Barrel Dragon and Blowback Dragon. Once per turn, in your Main Phase: you can toss a coin 3 times; then choose and destroy as many monsters on the field (either side, this card included) as there were heads, or every monster there if there are fewer. This effect does not target.',
  // "Barrel Dragon" + "Blowback Dragon"
  materials: { kind: 'fusion', names: ['Barrel Dragon', 'Blowback Dragon'] },
  effects: [
    {
      // Once per turn: You can toss a coin 3 times and destroy as many monsters on the field as possible, but not more than the number of Heads
      kind: 'ignition',
      label: 'Toss 3 coins: destroy a monster on the field for each heads',
      declares: ['destroy'],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        const heads = [ctx.tossCoin(), ctx.tossCoin(), ctx.tossCoin()].filter((r) => r === 'heads').length;
        // Chosen as it resolves, one at a time, all destroyed together.
        const chosen: string[] = [];
        for (let i = 0; i < heads; i++) {
          const left = ctx.monsters('all').filter((c) => !chosen.includes(c));
          if (left.length === 0) break;
          chosen.push(ctx.chooseCard(ctx.player, `Choose a monster to destroy (${i + 1} of ${heads})`, left));
        }
        if (chosen.length > 0) ctx.destroy(chosen);
      },
    },
  ],
} satisfies CardDefinition;
