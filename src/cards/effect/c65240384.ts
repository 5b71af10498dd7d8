// Big Shield Gardna
import type { CardDefinition } from '../../engine/card';
import { thisCardWasAttacked } from '../../engine/effects/library';

export default {
  passcode: '65240384',
  name: 'Big Shield Gardna',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 100,
  def: 2600,
  text: "While this card is face-down in Defense Position, if a Spell Card's activation targets it and no other card: turn it face-up in Defense Position and negate that activation. If this card is attacked, at the end of the Damage Step: change it to Attack Position.",
  effects: [
    {
      // While face-down in Defense Position: when a Spell Card is activated that targets only this
      // card, change it to face-up Defense Position and negate that activation. (It works face-down,
      // where no continuous effect applies: read as printed on the card, asked of it face-down.)
      kind: 'condition',
      label: 'Turned face-up, negates a Spell that targets only it',
      rules: [{ code: 'negatesSpellTargetingIt' }],
    },
    {
      // If this card is attacked: change it to Attack Position at the end of the Damage Step.
      kind: 'trigger',
      label: 'Change to Attack Position after being attacked',
      declares: ['position'],
      when: thisCardWasAttacked,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;
