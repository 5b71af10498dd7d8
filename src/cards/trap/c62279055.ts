// Magic Cylinder
import type { CardDefinition } from '../../engine/card';
import { attackingMonster } from '../../engine/effects/library';

export default {
  passcode: '62279055',
  name: 'Magic Cylinder',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: target the attacker; negate the attack, and if you do, your opponent takes damage equal to that monster's ATK.",
  effects: [
    {
      // When an opponent's monster declares an attack: target the attacking monster; negate the attack, and if you do, inflict damage equal to its ATK
      kind: 'activation',
      label: 'Negate the attack and inflict damage equal to the attacker\'s ATK',
      declares: ['negate', 'damage'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => {
        const [attacker] = ctx.targets;
        if (!attacker || ctx.attack?.attacker !== attacker) return;
        ctx.negateAttack();
        ctx.damage(ctx.opponent, ctx.atk(attacker));
      },
    },
  ],
} satisfies CardDefinition;
