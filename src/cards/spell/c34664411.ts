// Lucky Iron Axe
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '34664411',
  name: 'Lucky Iron Axe',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell: target 1 face-up monster and equip it with this card; it gains 500 ATK. If this face-up card you control is destroyed by an effect of your opponent\'s card and goes to your Graveyard: you draw 1 card.',
  effects: [
    // The equipped monster gains 500 ATK
    equipSpell('a monster', () => true, { atk: 500 }),
    {
      // When this face-up card you control is destroyed by your opponent's card effect and sent to your Graveyard: Draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      range: 'graveyard',
      when: (ctx, e) => e.type === 'destroyed' && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player && ctx.graveyard('mine').includes(ctx.card),
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
