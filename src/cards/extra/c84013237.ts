// Number 39: Utopia
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

export default {
  passcode: '84013237',
  name: 'Number 39: Utopia',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 2500,
  def: 2000,
  text: '2 Level 4 monsters. When a monster declares an attack: you can detach 1 Xyz Material from this card; negate that attack. When this card is targeted for an attack while it has no Xyz Material: destroy it.',
  // 2 Level 4 monsters
  materials: { kind: 'xyz', level: 4, count: 2 },
  effects: [
    {
      // When a monster declares an attack: you can detach 1 material from this card; negate the attack
      kind: 'quick',
      label: 'Detach 1 Xyz Material: negate the attack',
      declares: ['negate'],
      damageStep: false,
      condition: (ctx) => ctx.attack !== null && !ctx.attack.damageStep && ctx.responseTo.some((e) => e.type === 'attackDeclared'),
      cost: detachCost(1),
      resolve: (ctx) => ctx.negateAttack(),
    },
    {
      // When this card is targeted for an attack, while it has no material: destroy this card
      kind: 'trigger',
      label: 'Destroy this card (attacked with no Xyz Material)',
      declares: ['destroy'],
      when: (ctx, e) => e.type === 'attackDeclared' && e.target === ctx.card && ctx.materialsOf(ctx.card).length === 0,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null) ctx.destroy([ctx.card]);
      },
    },
  ],
} satisfies CardDefinition;
