// Byser Shock
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17597059',
  name: 'Byser Shock',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 5,
  atk: 800,
  def: 600,
  text: "When this card is Normal, Flip or Special Summoned: return every Set card on the field to its owner's hand.",
  effects: [
    {
      // When this card is Normal, Flip or Special Summoned: return all Set cards on the field to the hand
      kind: 'trigger',
      label: 'Return all Set cards on the field to the hand',
      declares: ['toHand'],
      when: (ctx, e) => (e.type === 'summoned' || e.type === 'specialSummoned') && e.card === ctx.card,
      resolve: (ctx) => {
        const set = [...ctx.monsters('all'), ...ctx.spellTraps('all')].filter((c) => !ctx.isFaceUp(c));
        if (set.length > 0) ctx.returnToHand(set);
      },
    },
  ],
} satisfies CardDefinition;
