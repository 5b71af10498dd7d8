// Gravekeeper's Assailant
import type { CardDefinition } from '../../engine/card';
import { faceUpFieldSpellNamed } from '../../engine/effects/library';

export default {
  passcode: '25262697',
  name: "Gravekeeper's Assailant",
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1500,
  def: 1500,
  text: 'When this card declares an attack, while "Necrovalley" is face-up on the field: you can target 1 face-up monster your opponent controls; change its battle position.',
  effects: [
    {
      // If "Necrovalley" is on the field when this card declares an attack: you can change the battle position of 1 face-up monster your opponent controls.
      kind: 'trigger',
      label: "Change the battle position of 1 of your opponent's face-up monsters",
      declares: ['position'],
      optional: true,
      when: (ctx, e) => e.type === 'attackDeclared' && e.attacker === ctx.card && faceUpFieldSpellNamed(ctx, 'Necrovalley'),
      targets: [{ prompt: "Choose a face-up monster your opponent controls to change its battle position", from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.isFaceUp(target)) return;
        const at = [...ctx.duel.players[0].monsters, ...ctx.duel.players[1].monsters].find((m) => m?.card === target);
        if (at) ctx.setPosition(target, at.position === 'attack' ? 'defense' : 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;
