// Tribe-Infecting Virus
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '33184167',
  name: 'Tribe-Infecting Virus',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 4,
  atk: 1600,
  def: 1000,
  text: 'Discard 1 card and declare 1 monster Type: destroy every face-up monster of that Type on the field.',
  effects: [
    {
      // Discard 1 card, and declare 1 Type of monster; destroy all face-up monsters of the declared Type
      // on the field (a Type among the face-up monsters, as the official script asks).
      kind: 'ignition',
      label: 'Discard 1 card and declare a Type: destroy all face-up monsters of that Type',
      declares: ['discard', 'destroy'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard for Tribe-Infecting Virus', ctx.hand('mine'))]),
      },
      declare: {
        prompt: 'Declare a Type',
        options: (ctx) => [...new Set(ctx.monsters('all').filter((c) => ctx.isFaceUp(c)).map((c) => ctx.definition(c).monsterType ?? ''))].filter(Boolean).sort(),
      },
      affects: { destroy: (ctx) => ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === ctx.declared) },
      resolve: (ctx) => {
        ctx.destroy(ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === ctx.declared));
      },
    },
  ],
} satisfies CardDefinition;
