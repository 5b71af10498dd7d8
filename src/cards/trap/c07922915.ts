// Magician Navigation
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, deckHas, freeMonsterZones, specialSummonFromDeck, sentToGraveyardThisTurn } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const DM = 'Dark Magician';

/** A Level 7 or lower DARK Spellcaster monster that may be Special Summoned. */
const darkSpellcaster = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return def.monsterType === 'Spellcaster' && def.attribute === 'DARK' && (def.level ?? 0) >= 1 && (def.level ?? 0) <= 7 && ctx.maySpecialSummonByEffect(c);
};
const darkMagiciansInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => ctx.definition(c).name === DM && ctx.maySpecialSummonByEffect(c));


export default {
  passcode: '07922915',
  name: 'Magician Navigation',
  frame: 'trap',
  subtype: ['normal'],
  text:
    'Special Summon 1 "Dark Magician" from your hand, and after that, 1 Level 7 or lower DARK Spellcaster monster from your Deck. While you control "Dark Magician", but not in the turn this card was sent to the Graveyard (Quick Effect): you can banish this card from your Graveyard (cost) to target 1 face-up Spell or Trap Card your opponent controls; its effects are negated until the end of this turn.',
  listedNames: [DM],
  effects: [
    {
      // Special Summon 1 "Dark Magician" from your hand, then Special Summon 1 Level 7 or lower DARK Spellcaster-Type monster from your Deck.
      kind: 'activation',
      label: 'Special Summon "Dark Magician" from your hand, then a DARK Spellcaster from your Deck',
      declares: ['specialSummon'],
      condition: (ctx) => freeMonsterZones(ctx) >= 2 && darkMagiciansInHand(ctx).length > 0 && deckHas(ctx, (c) => darkSpellcaster(ctx, c)),
      resolve: (ctx) => {
        const options = darkMagiciansInHand(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const dm = ctx.chooseCard(ctx.player, 'Choose a "Dark Magician" to Special Summon', options);
        if (!ctx.specialSummon(dm, ctx.player, chooseSummonPosition(ctx, dm))) return;
        specialSummonFromDeck(ctx, 'Choose a Level 7 or lower DARK Spellcaster to Special Summon', (c) => darkSpellcaster(ctx, c));
      },
    },
    {
      // If you control "Dark Magician", except the turn this card was sent to the Graveyard: You can banish this card from your Graveyard,
      // then target 1 face-up Spell/Trap Card your opponent controls; it has its effects negated until the end of this turn.
      kind: 'quick',
      range: 'graveyard',
      optional: true,
      label: 'Banish this card from your Graveyard: negate the effects of a face-up Spell or Trap Card this turn',
      declares: ['banish', 'negate'],
      condition: (ctx) => !sentToGraveyardThisTurn(ctx) && ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === DM),
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{
        prompt: 'Choose a face-up Spell or Trap Card your opponent controls',
        from: 'spellTraps',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) && ['spell', 'trap'].includes(ctx.definition(c).frame),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.isFaceUp(target)) ctx.negateEffectsUntilEndOfTurn(target);
      },
    },
  ],
} satisfies CardDefinition;
