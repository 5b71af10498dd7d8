// Mystic Tomato
import { isMonster, type CardDefinition } from '../../engine/card';
import { deckHas, destroyedByBattle, freeMonsterZones, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A DARK monster with 1500 or less ATK. */
const fits = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  return isMonster(def) && def.attribute === 'DARK' && (def.atk ?? 0) <= 1500;
};

export default {
  passcode: '83011277',
  name: 'Mystic Tomato',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Plant',
  level: 4,
  atk: 1400,
  def: 1100,
  text: 'If this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 DARK monster with 1500 or less ATK from your Deck in Attack Position.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY: you can Special Summon 1 DARK monster with 1500 or less ATK from your Deck in Attack Position
      kind: 'trigger',
      label: 'Special Summon a DARK monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      optional: true,
      range: 'graveyard',
      when: destroyedByBattle,
      // A Special Summon from the Deck needs a fitting monster there and a free zone to be activated.
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)) && freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a DARK monster with 1500 or less ATK', (c) => fits(ctx, c), { position: 'attack' });
      },
    },
  ],
} satisfies CardDefinition;
