// Dark Master - Zorc
import type { CardDefinition } from '../../engine/card';

/** A Ritual Monster: Ritual Summoned only by Contract with the Dark Master (the Spell's module says how). */
export default {
  passcode: '97642679',
  name: 'Dark Master - Zorc',
  frame: 'ritual',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 8,
  atk: 2700,
  def: 1500,
  text: 'Ritual Summoned only with Contract with the Dark Master. Once per turn, in your Main Phase: you can roll a six-sided die and destroy by the result: on a 1 or 2, destroy every monster your opponent controls; on a 3, 4 or 5, choose and destroy 1 monster your opponent controls; on a 6, destroy every monster you control.',
  effects: [
    {
      // Once per turn: roll a die; 1-2: destroy all your opponent's monsters; 3-5: destroy 1 of them; 6: destroy all your monsters
      kind: 'ignition',
      label: 'Roll a die: destroy monsters by the result',
      declares: ['destroy'],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        const roll = ctx.rollDie();
        const theirs = ctx.monsters('theirs');
        if (roll <= 2) {
          if (theirs.length > 0) ctx.destroy(theirs);
        } else if (roll <= 5) {
          if (theirs.length > 0) ctx.destroy([ctx.chooseCard(ctx.player, 'Choose a monster your opponent controls to destroy', theirs)]);
        } else if (ctx.monsters('mine').length > 0) {
          ctx.destroy(ctx.monsters('mine'));
        }
      },
    },
  ],
} satisfies CardDefinition;
