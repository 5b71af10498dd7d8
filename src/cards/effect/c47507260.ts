// Mystic Swordsman LV2
import type { CardDefinition } from '../../engine/card';
import { deckHas, destroyDefenderAtDamageStepStart, destroyedAMonsterByBattleThisTurn } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NEXT_LEVEL = 'Mystic Swordsman LV4';
const nextLevel = (ctx: EffectContext, c: string): boolean => ctx.definition(c).name === NEXT_LEVEL;

export default {
  passcode: '47507260',
  name: 'Mystic Swordsman LV2',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 2,
  atk: 900,
  def: 0,
  text: 'If this card attacks a face-down Defense Position monster, at the start of the Damage Step: destroy that monster (it is not flipped face-up, and there is no damage calculation). During the End Phase of a turn this card destroyed a monster by battle, you can send this card to the Graveyard to Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck.',
  effects: [
    // If this card attacks a face-down Defense Position monster, destroy it without flipping it or damage calculation
    destroyDefenderAtDamageStepStart(false),
    {
      // During the End Phase of a turn this card destroyed a monster by battle: send it to the GY; Special Summon 1 "Mystic Swordsman LV4" from hand or Deck
      kind: 'trigger',
      label: 'Send this card to the Graveyard: Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && destroyedAMonsterByBattleThisTurn(ctx),
      condition: (ctx) => ctx.hand('mine').some((c) => nextLevel(ctx, c)) || deckHas(ctx, (c) => nextLevel(ctx, c)),
      cost: { can: (ctx) => ctx.monsters('mine').includes(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const fromHand = ctx.hand('mine').filter((c) => nextLevel(ctx, c));
        const fromDeck = ctx.deck('mine').filter((c) => nextLevel(ctx, c));
        const options = [...fromHand, ...fromDeck];
        if (options.length === 0) return;
        const chosen = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, `Choose 1 "${NEXT_LEVEL}" to Special Summon`, options);
        ctx.specialSummon(chosen, ctx.player, 'attack');
        if (fromDeck.includes(chosen)) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
