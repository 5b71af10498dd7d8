// Element Dragon
import type { CardDefinition } from '../../engine/card';
import type { Attribute } from '../../engine/constants';
import type { QueryContext } from '../../engine/effects/types';

/** A face-up monster of this Attribute is on the field (either side, this card included). */
const attributeOnField = (ctx: QueryContext, attribute: Attribute): boolean =>
  ctx.monsters('all').some((c) => ctx.isFaceUp(c) && ctx.hasAttribute(c, attribute));

export default {
  passcode: '30314994',
  name: 'Element Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 4,
  atk: 1500,
  def: 1200,
  text:
    'While a face-up FIRE monster is on the field, this card gains 500 ATK. While a face-up WIND monster is on the field: when this attacking card destroys an opponent\'s monster by battle, you can have it attack once more in a row (once per turn).',
  effects: [
    {
      // ● FIRE: This card gains 500 ATK.
      kind: 'continuous',
      label: 'While a FIRE monster is on the field: 500 ATK',
      modifiers: (ctx) => (attributeOnField(ctx, 'FIRE') ? [{ applies: (c) => c === ctx.card, atk: 500 }] : []),
    },
    {
      // ● WIND: If this card destroyed your opponent's monster by battle, it can attack once again in a row.
      kind: 'trigger',
      label: 'It destroyed a monster by battle: it can attack again at once',
      declares: [],
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) =>
        e.type === 'destroyedByBattle' && e.controller === ctx.opponent && ctx.attack?.attacker === ctx.card && ctx.attack.target === e.card && attributeOnField(ctx, 'WIND'),
      resolve: (ctx) => ctx.applyRule('extraAttack', { player: ctx.player, card: ctx.card }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
