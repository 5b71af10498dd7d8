// Morphing Jar #2
import { isMonster, type CardDefinition } from '../../engine/card';
import { opponentOf, type Player } from '../../engine/constants';
import type { EffectContext } from '../../engine/effects/types';

/**
 * One player's part: they excavate from the top of their Deck until `count` monsters are excavated (the
 * whole Deck if it holds fewer), shown to both players; the Level 4 or lower monsters among them are Special
 * Summoned face-down in Defense Position (the player picks which if they have fewer free zones), the rest
 * of the excavated cards go to the Graveyard.
 */
function excavateAndSummon(ctx: EffectContext, p: Player, count: number): void {
  const deck = ctx.deck(p === ctx.player ? 'mine' : 'theirs');
  const excavated: string[] = [];
  let found = 0;
  for (const card of deck) {
    if (found === count) break;
    excavated.push(card);
    if (isMonster(ctx.definition(card))) found++;
  }
  if (excavated.length === 0) return;
  ctx.reveal(excavated, ctx.player);
  ctx.reveal(excavated, ctx.opponent);
  let fitting = excavated.filter((c) => isMonster(ctx.definition(c)) && (ctx.definition(c).level ?? 0) <= 4 && ctx.maySpecialSummonByEffect(c, { position: 'faceDownDefense', to: p }));
  const free = ctx.freeMonsterZones(p).length;
  if (fitting.length > free) {
    const chosen: string[] = [];
    for (let i = 0; i < free; i++) chosen.push(ctx.chooseCard(p, `Choose a monster to Special Summon face-down (${i + 1} of ${free})`, fitting.filter((c) => !chosen.includes(c))));
    fitting = chosen;
  }
  for (const card of fitting) ctx.specialSummon(card, p, 'faceDownDefense');
  // What was not Special Summoned (still in the Deck) goes to the Graveyard.
  const left = ctx.deck(p === ctx.player ? 'mine' : 'theirs');
  ctx.sendToGraveyard(excavated.filter((c) => left.includes(c)));
}

export default {
  passcode: '79106360',
  name: 'Morphing Jar #2',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 800,
  def: 700,
  text: 'FLIP: Every monster on the field is shuffled into its owner\'s Deck. Then each player excavates cards from the top of their Deck until they have excavated as many monsters as they had shuffled into their Main Deck; each Special Summons the Level 4 or lower monsters excavated in face-down Defense Position, and sends the other excavated cards to the Graveyard.',
  effects: [
    {
      // FLIP: Shuffle all monsters on the field into the Deck; each player excavates until as many monsters as they shuffled into their Main Deck; Special Summon the Level 4 or lower ones face-down, the rest to the GY
      kind: 'flip',
      label: 'Shuffle every monster into the Deck; each player excavates and Special Summons face-down',
      declares: ['toDeck', 'specialSummon', 'toGraveyard'],
      resolve: (ctx) => {
        const all = ctx.monsters('all');
        ctx.returnToDeck(all, 'shuffle');
        // Counted by owner, only those now in the Main Deck (a Fusion Monster goes to the Extra Deck, a Token nowhere).
        const counts = ([0, 1] as const).map((p) => all.filter((m) => ctx.duel.players[p].deck.includes(m)).length);
        for (const p of [ctx.player, opponentOf(ctx.player)]) if (counts[p]! > 0) excavateAndSummon(ctx, p, counts[p]!);
      },
    },
  ],
} satisfies CardDefinition;
