// Kaiser Glider
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '52824910',
  name: 'Kaiser Glider',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 6,
  atk: 2400,
  def: 2200,
  text: 'A battle with a monster of equal ATK never destroys it. When it is destroyed and lands in the Graveyard, 1 monster on the field goes back to its owner\'s hand.',
  effects: [
    {
      // This card cannot be destroyed by battle with a monster that has the same ATK.
      kind: 'continuous',
      label: 'Not destroyed by battle with a monster of the same ATK',
      rules: [{ code: 'indestructibleByBattleWith', applies: (ctx, other) => ctx.atk(ctx.card) === ctx.atk(other) }],
    },
    {
      // When this card is destroyed and sent to the Graveyard, return 1 monster on the field to its owner's hand.
      kind: 'trigger',
      label: 'Destroyed: return 1 monster on the field to the hand',
      declares: ['toHand'],
      range: 'graveyard',
      when: (ctx, e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card === ctx.card && e.controller !== undefined,
      resolve: (ctx) => {
        const monsters = ctx.monsters('all');
        if (monsters.length === 0) return;
        ctx.returnToHand([ctx.chooseCard(ctx.player, 'Choose a monster on the field to return to the hand', monsters)]);
      },
    },
  ],
} satisfies CardDefinition;
