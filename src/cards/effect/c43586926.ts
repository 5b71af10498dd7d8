// Twin-Headed Behemoth
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

/**
 * "During the End Phase, if this card is in the Graveyard because it was destroyed on the field and
 * sent there this turn: You can Special Summon this card, but its ATK and DEF become 1000." Once per
 * Duel: by name (later text), or for this copy (the 2005 card: ProjectIgnis pre-errata/c511000868.lua
 * keeps the use on the card itself).
 */
const reviveInEndPhase = (once: 'name' | 'card'): Effect => ({
  kind: 'trigger',
  key: 'revive',
  label: 'End Phase: Special Summon this card from the Graveyard (ATK/DEF 1000)',
  declares: ['specialSummon', 'modifyStats'],
  range: 'graveyard',
  optional: true,
  oncePerDuel: once,
  when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
  condition: (ctx) =>
    ([0, 1] as const).some((p) => ctx.thisTurn('destroyed', p).includes(ctx.card)) && freeMonsterZones(ctx) > 0 && ctx.maySpecialSummonByEffect(ctx.card),
  resolve: (ctx) => {
    if (!ctx.graveyard('mine').includes(ctx.card) || freeMonsterZones(ctx) === 0) return;
    if (!ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card))) return;
    // Its ATK and DEF become 1000 (changes applied later count from there).
    ctx.changeStats(ctx.card, { atk: 1000 - ctx.atk(ctx.card), def: 1000 - ctx.def(ctx.card) });
  },
});

export default {
  passcode: '43586926',
  name: 'Twin-Headed Behemoth',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 3,
  atk: 1500,
  def: 1200,
  text: 'During the End Phase, if this card was destroyed on the field and sent to the Graveyard this turn and is still there: you can Special Summon this card; its ATK and DEF become 1000. You can use this effect of "Twin-Headed Behemoth" only once per Duel.',
  effects: [reviveInEndPhase('name')],
  eras: {
    goat: {
      text: 'During the End Phase, if this card was destroyed on the field and sent to the Graveyard this turn and is still there: you can Special Summon this card; its ATK and DEF become 1000. Each copy of this card can use this effect once per Duel.',
      effects: [reviveInEndPhase('card')],
    },
  },
} satisfies CardDefinition;
