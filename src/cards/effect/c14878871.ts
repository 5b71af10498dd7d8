// Rescue Cat
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Level 3 or lower Beast monsters of your Deck a card effect may Special Summon. */
const beasts = (ctx: EffectContext): string[] =>
  ctx.deck('mine').filter((c) => {
    const def = ctx.definition(c);
    return isMonster(def) && def.monsterType === 'Beast' && (def.level ?? 0) <= 3 && ctx.maySpecialSummonByEffect(c);
  });

export default {
  passcode: '14878871',
  name: 'Rescue Cat',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 300,
  def: 100,
  text: 'In your Main Phase: you can send this face-up card to the Graveyard (cost) to Special Summon 2 Level 3 or lower Beast monsters from your Deck. When the End Phase begins, those 2 monsters are destroyed.',
  effects: [
    {
      // You can send this face-up card to the Graveyard to Special Summon 2 Level 3 or lower Beast-Type monsters from your Deck; they are destroyed during the End Phase
      kind: 'ignition',
      label: 'Send this card to the Graveyard: Special Summon 2 Level 3 or lower Beast monsters from your Deck',
      declares: ['specialSummon', 'destroy'],
      // Its own zone is freed by the cost, so 1 more free zone is enough; "2" needs 2 fitting monsters.
      condition: (ctx) => freeMonsterZones(ctx) >= 1 && beasts(ctx).length >= 2,
      cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        if (freeMonsterZones(ctx) < 2 || beasts(ctx).length < 2) return;
        const first = ctx.chooseCard(ctx.player, 'Choose the first Beast monster to Special Summon', beasts(ctx));
        const second = ctx.chooseCard(ctx.player, 'Choose the second Beast monster to Special Summon', beasts(ctx).filter((c) => c !== first));
        for (const card of [first, second]) {
          if (ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card))) ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card }, 'thisTurn');
        }
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
