// Winged Kuriboh
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '57116033',
  name: 'Winged Kuriboh',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 1,
  atk: 300,
  def: 200,
  text: 'If this card is destroyed on the field and sent to the Graveyard: you take no battle damage for the rest of this turn.',
  effects: [
    {
      // If this card on the field is destroyed and sent to the Graveyard: For the rest of this turn, you take no battle damage
      kind: 'trigger',
      label: 'You take no battle damage for the rest of this turn',
      declares: ['restrict'],
      range: 'graveyard',
      // `controller` is set only for a card destroyed on the field.
      when: (ctx, e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card === ctx.card && e.controller !== undefined,
      resolve: (ctx) => ctx.applyRule('noBattleDamage', { player: ctx.player }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
