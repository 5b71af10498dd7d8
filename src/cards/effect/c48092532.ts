// D.D. Survivor
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

const RETURN = 'returnInEndPhase';

/** Whether this card is in its owner's banished pile now. */
const banishedNow = (ctx: QueryContext): boolean => ctx.duel.players[ctx.duel.cards[ctx.card]!.owner].banished.includes(ctx.card);

export default {
  passcode: '48092532',
  name: 'D.D. Survivor',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 1800,
  def: 200,
  text: "If this card is banished this turn while face-up on its owner's side of the field, then during the End Phase it is Special Summoned from the banished pile (sent to the Graveyard if no Monster Zone is free). Once per turn.",
  effects: [
    {
      // "If this card was banished while face-up, on your side of the field, this turn": c48092532.lua marks it with
      // a continuous effect on EVENT_REMOVE (no Chain), from the field face-up while its owner controlled it.
      kind: 'trigger',
      withoutChain: true,
      range: 'leavingField',
      label: 'Come back during the End Phase',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp && e.player === ctx.duel.cards[ctx.card]!.owner && banishedNow(ctx),
      resolve: (ctx) => ctx.awaitLaterThisTurn(RETURN),
    },
    {
      // During the End Phase: Special Summon this banished card (mandatory; once per turn). With no Monster Zone free,
      // c48092532.lua sends it to the Graveyard instead.
      kind: 'trigger',
      key: RETURN,
      range: 'delayed',
      label: 'Special Summon D.D. Survivor from the banished pile',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && banishedNow(ctx),
      resolve: (ctx) => {
        if (!banishedNow(ctx)) return;
        if (ctx.freeMonsterZones().length === 0) ctx.sendToGraveyard([ctx.card]);
        else ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
