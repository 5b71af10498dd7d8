// Catapult Turtle
import type { CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';

export default {
  passcode: '95727991',
  name: 'Catapult Turtle',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 5,
  atk: 1000,
  def: 2000,
  text: "Once per turn, in your Main Phase: Tribute 1 monster you control (cost, this card included); your opponent takes damage equal to half that monster's ATK as it was on the field.",
  effects: [
    {
      // Once per turn: You can Tribute 1 monster; inflict damage to your opponent equal to half the Tributed monster's ATK on the field
      kind: 'ignition',
      label: "Tribute 1 monster: damage equal to half its ATK",
      declares: ['damage'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => tributableMonsters(ctx).length > 0,
        pay: (ctx) => {
          const monster = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Catapult Turtle', tributableMonsters(ctx));
          const atk = ctx.atk(monster);
          ctx.tribute([monster]);
          // Kept with the Chain Link: the ATK it had on the field.
          return String(atk);
        },
      },
      resolve: (ctx) => {
        const damage = Math.floor(Number(ctx.declared) / 2);
        if (damage > 0) ctx.damage(ctx.opponent, damage);
      },
    },
  ],
} satisfies CardDefinition;
