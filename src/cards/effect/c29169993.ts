// Performapal Teeter Totter Hopper
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, wasSpecialSummoned } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const isPerformapalMonster = (ctx: EffectContext, c: CardId): boolean => isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Performapal');

export default {
  passcode: '29169993',
  name: 'Performapal Teeter Totter Hopper',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Insect',
  level: 4,
  atk: 100,
  def: 1200,
  text:
    'If this card was Special Summoned, it is not destroyed by battle the first time each turn it would be. Once per turn, during your opponent\'s End Phase: you can target a Level 3 or lower "Performapal" monster in your Graveyard; send this card to the Graveyard, and if it goes there, add the target to your hand. Once per turn, when a "Performapal" monster goes from your hand to your Graveyard (not in the Damage Step) while this card is in your Graveyard: you can Special Summon this card.',
  effects: [
    {
      // The first time this Special Summoned card would be destroyed by battle each turn, it is not destroyed.
      kind: 'continuous',
      label: 'Special Summoned: not destroyed by battle the first time each turn it would be',
      oncePerTurn: 'card',
      rules: [{ code: 'preventsBattleDestruction', applies: (ctx, card) => card === ctx.card && wasSpecialSummoned(ctx, card) }],
    },
    {
      // Once per turn, during your opponent's End Phase: target 1 Level 3 or lower "Performapal" monster in your GY; send
      // this card to the GY, and if you do, add that monster to your hand.
      kind: 'trigger',
      label: 'Send this card to the Graveyard and add a Level 3 or lower "Performapal" monster from your Graveyard to your hand',
      declares: ['toGraveyard', 'toHand'],
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && e.player === ctx.opponent,
      targets: [{
        prompt: 'Choose a Level 3 or lower "Performapal" monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isPerformapalMonster(ctx, c) && (ctx.definition(c).level ?? 0) <= 3,
      }],
      resolve: (ctx) => {
        if (!ctx.monsters('mine').includes(ctx.card)) return;
        ctx.sendToGraveyard([ctx.card]);
        const [target] = ctx.targets;
        if (ctx.graveyard('mine').includes(ctx.card) && target !== undefined && ctx.graveyard('mine').includes(target)) ctx.addToHand([target]);
      },
    },
    {
      // If a "Performapal" monster is sent from the hand to your GY (except during the Damage Step), while this card is in
      // your GY: Special Summon this card. Once per turn by name.
      kind: 'trigger',
      label: 'Special Summon this card from your Graveyard',
      declares: ['specialSummon'],
      range: 'graveyard',
      optional: true,
      oncePerTurn: 'name',
      when: (ctx, e) => {
        if (ctx.attack?.damageStep) return false;
        const fromHand = e.type === 'discarded' || (e.type === 'sentToGraveyard' && e.from === 'hand');
        return fromHand && e.card !== ctx.card && ctx.graveyard('mine').includes(e.card) && isPerformapalMonster(ctx, e.card);
      },
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.maySpecialSummonByEffect(ctx.card),
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
