// Dark Scorpion - Cliff the Trap Remover
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamageToOpponent } from '../../engine/effects/library';

export default {
  passcode: '06967870',
  name: 'Dark Scorpion - Cliff the Trap Remover',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 3,
  atk: 1200,
  def: 1000,
  text: 'When this card inflicts battle damage to your opponent, you can activate 1 of these effects: target 1 Spell or Trap Card on the field and destroy it; or send the top 2 cards of your opponent\'s Deck to the Graveyard.',
  effects: [
    {
      // ● Target 1 Spell/Trap on the field; destroy that target
      kind: 'trigger',
      optional: true,
      oneOf: 'battleDamage',
      label: 'Destroy 1 Spell or Trap Card on the field',
      declares: ['destroy'],
      when: inflictsBattleDamageToOpponent,
      targets: [{ prompt: 'Choose a Spell or Trap Card on the field to destroy', from: 'spellTraps' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.spellTraps('all').includes(target)) ctx.destroy([target]);
      },
    },
    {
      // ● Send the top 2 cards of your opponent's Deck to the GY
      kind: 'trigger',
      optional: true,
      oneOf: 'battleDamage',
      label: "Send the top 2 cards of your opponent's Deck to the Graveyard",
      declares: ['toGraveyard'],
      when: inflictsBattleDamageToOpponent,
      condition: (ctx) => ctx.deck('theirs').length >= 2,
      resolve: (ctx) => ctx.sendToGraveyard(ctx.deck('theirs').slice(0, 2)),
    },
  ],
} satisfies CardDefinition;
