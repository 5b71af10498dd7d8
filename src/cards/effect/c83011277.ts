// Mystic Tomato
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '83011277',
  name: 'Mystic Tomato',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Plant',
  level: 4,
  atk: 1400,
  def: 1100,
  text: 'Crushed in battle, it can call a DARK monster with 1500 or less ATK from your Deck to the field in Attack Position.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY: you can Special Summon 1 DARK monster with 1500 or less ATK from your Deck in Attack Position
      kind: 'trigger',
      label: 'Special Summon a DARK monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      optional: true,
      range: 'graveyard',
      when: (ctx, e) => e.type === 'destroyedByBattle' && e.card === ctx.card,
      resolve: (ctx) => {
        const options = ctx.deck('mine').filter((c) => {
          const def = ctx.definition(c);
          return def.frame !== 'spell' && def.frame !== 'trap' && def.attribute === 'DARK' && (def.atk ?? 0) <= 1500;
        });
        if (options.length === 0 || ctx.monsters('mine').length >= 5) return;
        ctx.specialSummon(ctx.chooseCard(ctx.player, 'Choose a DARK monster with 1500 or less ATK', options), ctx.player, 'attack');
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
