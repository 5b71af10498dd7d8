// King's Knight
import type { CardDefinition } from '../../engine/card';
import { deckHas, freeMonsterZones, isSummonOf, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const controlsQueensKnight = (ctx: EffectContext): boolean => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === "Queen's Knight");
const isJacksKnight = (ctx: EffectContext, c: string): boolean => ctx.definition(c).name === "Jack's Knight";

export default {
  passcode: '64788463',
  name: "King's Knight",
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 1600,
  def: 1400,
  text: 'When this card is Normal Summoned while you control a face-up "Queen\'s Knight": you can Special Summon 1 "Jack\'s Knight" from your Deck.',
  effects: [
    {
      // When this card is Normal Summoned while you control "Queen's Knight": You can Special Summon 1 "Jack's Knight" from your Deck
      kind: 'trigger',
      label: "Special Summon a Jack's Knight from your Deck",
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute']) && 'card' in e && e.card === ctx.card && controlsQueensKnight(ctx),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => isJacksKnight(ctx, c)),
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, "Choose a Jack's Knight to Special Summon", (c) => isJacksKnight(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
