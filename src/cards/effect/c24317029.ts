// Gravekeeper's Spy
import type { CardDefinition } from '../../engine/card';
import { specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A "Gravekeeper's" monster with 1500 or less ATK. */
const fits = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  return def.frame !== 'spell' && def.frame !== 'trap' && def.name.startsWith("Gravekeeper's") && (def.atk ?? 0) <= 1500;
};

export default {
  passcode: '24317029',
  name: "Gravekeeper's Spy",
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1200,
  def: 2000,
  text: 'FLIP: Special Summon 1 "Gravekeeper\'s" monster with 1500 ATK or less from your Deck.',
  effects: [
    {
      // FLIP: Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK from your Deck
      kind: 'flip',
      label: "Special Summon a Gravekeeper's monster with 1500 or less ATK from your Deck",
      declares: ['specialSummon'],
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, "Choose a Gravekeeper's monster with 1500 or less ATK", (c) => fits(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
