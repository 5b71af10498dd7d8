// Cyber Jar
import { isMonster, type CardDefinition } from '../../engine/card';
import type { Player } from '../../engine/constants';
import type { CardId } from '../../engine/state';
import type { Effect, EffectContext } from '../../engine/effects/types';
import { chooseAttackOrFaceDown } from '../../engine/effects/library';

/** The top 5 cards of `p`'s Deck (as many as there are), shown to both players. */
function revealTopFive(ctx: EffectContext, p: Player): CardId[] {
  const top = ctx.deck(p === ctx.player ? 'mine' : 'theirs').slice(0, 5);
  ctx.reveal(top, 0);
  ctx.reveal(top, 1);
  return top;
}

/**
 * `p` Special Summons the Level 4 or lower monsters among `cards` that can be, each in face-up Attack or
 * face-down Defense Position; with too few free Monster Zones they choose which, the others go to the
 * Graveyard (as EDOPro's script); every other card goes to the hand.
 */
function summonOrTake(ctx: EffectContext, p: Player, cards: readonly CardId[]): void {
  const fits = cards.filter((c) => {
    const def = ctx.definition(c);
    return isMonster(def) && (def.level ?? 0) <= 4 && ctx.maySpecialSummonByEffect(c, { position: 'faceDownDefense', to: p });
  });
  const free = ctx.freeMonsterZones(p).length;
  const chosen: CardId[] = fits.length <= free ? [...fits] : [];
  while (chosen.length < free && fits.length > free) {
    chosen.push(ctx.chooseCard(p, `Choose a monster to Special Summon (${chosen.length + 1} of ${free})`, fits.filter((c) => !chosen.includes(c))));
  }
  const toHand = cards.filter((c) => !fits.includes(c));
  for (const c of [...chosen].sort((a, b) => fits.indexOf(a) - fits.indexOf(b))) {
    // A monster that cannot be Summoned after all (a rule forbids it) goes to the hand with the rest.
    if (!ctx.specialSummon(c, p, chooseAttackOrFaceDown(ctx, c, p))) toHand.push(c);
  }
  ctx.sendToGraveyard(fits.filter((c) => !chosen.includes(c)));
  ctx.addToHand(toHand);
}

/**
 * FLIP: destroy all monsters on the field; then each player, the turn player first, reveals the top 5 cards
 * of their Deck and Special Summons the Level 4 or lower monsters among them, the rest to the hand.
 * `revealBothFirst`: the GOAT era's order (EDOPro `goat/c504700188.lua`: both players reveal, then both
 * Summon); the later script has each player reveal and Summon in turn.
 */
function cyberJarFlip(revealBothFirst: boolean): Effect {
  return {
    kind: 'flip',
    label: 'Destroy all monsters; each player reveals 5 cards and Special Summons the Level 4 or lower monsters',
    declares: ['destroy', 'specialSummon', 'position', 'toHand'],
    affects: { destroy: (ctx) => ctx.monsters('all') },
    resolve: (ctx) => {
      ctx.destroy(ctx.monsters('all'));
      const order: Player[] = [ctx.duel.turnPlayer, ctx.duel.turnPlayer === 0 ? 1 : 0];
      if (revealBothFirst) {
        const revealed = order.map((p) => revealTopFive(ctx, p));
        order.forEach((p, i) => summonOrTake(ctx, p, revealed[i]!));
      } else {
        for (const p of order) summonOrTake(ctx, p, revealTopFive(ctx, p));
      }
    },
  };
}

export default {
  passcode: '34124316',
  name: 'Cyber Jar',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Rock',
  level: 3,
  atk: 900,
  def: 900,
  text: 'FLIP: Destroy every monster on the field. Then each player in turn, the turn player first, reveals the top 5 cards of their Deck (fewer if the Deck is short), Special Summons each Level 4 or lower monster among them in face-up Attack Position or face-down Defense Position, and adds the rest to their hand (monsters with no free Monster Zone are sent to the Graveyard).',
  effects: [cyberJarFlip(false)],
  eras: {
    goat: {
      text: 'FLIP: Destroy every monster on the field. Then both players reveal the top 5 cards of their Decks (fewer if a Deck is short); then each, the turn player first, Special Summons each Level 4 or lower monster among their cards in face-up Attack Position or face-down Defense Position, and adds the rest to their hand (monsters with no free Monster Zone are sent to the Graveyard).',
      effects: [cyberJarFlip(true)],
    },
  },
} satisfies CardDefinition;
