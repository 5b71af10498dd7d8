// Dark Flare Knight
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, destroyedByBattle, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const MIRAGE_KNIGHT = 'Mirage Knight';
const mirageKnights = (ctx: EffectContext, from: 'hand' | 'deck'): string[] =>
  (from === 'hand' ? ctx.hand('mine') : ctx.deck('mine')).filter((c) => ctx.definition(c).name === MIRAGE_KNIGHT);

export default {
  passcode: '13722870',
  name: 'Dark Flare Knight',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 6,
  atk: 2200,
  def: 800,
  text: 'Fusion of "Dark Magician" + "Flame Swordsman". You take no battle damage from battles involving this card. When this card is destroyed by battle and sent to the Graveyard: Special Summon 1 "Mirage Knight" from your hand or Deck.',
  materials: { kind: 'fusion', names: ['Dark Magician', 'Flame Swordsman'] },
  listedNames: [MIRAGE_KNIGHT],
  effects: [
    {
      // Any damage to this card's controller caused as a result of battle involving this monster becomes 0
      kind: 'continuous',
      label: 'You take no battle damage from battles involving this card',
      rules: [{ code: 'noBattleDamage', applies: (ctx, player, battle) => player === ctx.player && battle.includes(ctx.card) }],
    },
    {
      // When this card is destroyed by battle and sent to the Graveyard: Special Summon 1 "Mirage Knight" from your hand or Deck
      // (Mirage Knight is not in the pool: in a duel of the pool this finds none and does nothing, as the card does without one)
      kind: 'trigger',
      label: 'Special Summon 1 "Mirage Knight" from your hand or Deck',
      declares: ['specialSummon'],
      range: 'graveyard',
      when: destroyedByBattle,
      resolve: (ctx) => {
        const options = [...mirageKnights(ctx, 'hand'), ...mirageKnights(ctx, 'deck')];
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const chosen = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, `Choose 1 "${MIRAGE_KNIGHT}" to Special Summon`, options);
        const fromDeck = mirageKnights(ctx, 'deck').includes(chosen);
        ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
