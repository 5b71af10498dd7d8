// Sylvan Princessprite
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';
import { chooseSummonPosition, detachCost, freeMonsterZones } from '../../engine/effects/library';

/** The other Plant monsters in your hand or face-up on your field that may be sent, leaving a Monster Zone to Summon into. */
const sendablePlants = (ctx: EffectContext): CardId[] =>
  [...ctx.hand('mine'), ...ctx.monsters('mine').filter((c) => ctx.isFaceUp(c))].filter(
    (c) => c !== ctx.card && ctx.definition(c).monsterType === 'Plant' && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap'
      && (freeMonsterZones(ctx) > 0 || ctx.monsters('mine').includes(c)),
  );

export default {
  passcode: '33909817',
  name: 'Sylvan Princessprite',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Plant',
  level: 1,
  atk: 1800,
  def: 100,
  text: '2 Level 1 monsters. Once per turn: you can detach 1 Xyz Material to reveal the top card of your Deck; if it is a Spell or Trap, add that card from your Deck to your hand, else send it to the Graveyard. Once per turn: you can send another Plant monster from your hand or face-up from your field to the Graveyard to target 1 "Sylvan" monster in your Graveyard and Special Summon it. Each effect of "Sylvan Princessprite" only once per turn.',
  // 2 Level 1 monsters
  materials: { kind: 'xyz', level: 1, count: 2 },
  effects: [
    {
      // You can detach 1 Xyz Material from this card; excavate the top card of your Deck, and if it is a Spell/Trap
      // Card, add it to your hand. Otherwise, send it to the Graveyard.
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: excavate the top card of your Deck (a Spell/Trap to your hand, else to the Graveyard)',
      declares: ['search', 'toHand', 'toGraveyard'],
      oncePerTurn: 'name',
      condition: (ctx) => ctx.deck('mine').length > 0,
      cost: detachCost(1),
      resolve: (ctx) => {
        const [top] = ctx.deck('mine');
        if (top === undefined) return;
        ctx.reveal([top], ctx.player);
        ctx.reveal([top], ctx.opponent);
        const frame = ctx.definition(top).frame;
        if (frame === 'spell' || frame === 'trap') ctx.addToHand([top]);
        else ctx.sendToGraveyard([top]);
      },
    },
    {
      // You can send 1 other Plant-Type monster from your hand or face-up from your side of the field to the Graveyard,
      // then target 1 "Sylvan" monster in your Graveyard; Special Summon it.
      kind: 'ignition',
      label: 'Send another Plant to the Graveyard: Special Summon 1 "Sylvan" monster from your Graveyard',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      cost: {
        can: (ctx) => sendablePlants(ctx).length > 0,
        pay: (ctx) => {
          const plants = sendablePlants(ctx);
          ctx.sendToGraveyard([plants.length === 1 ? plants[0]! : ctx.chooseCard(ctx.player, 'Choose another Plant monster to send to the Graveyard', plants)]);
        },
      },
      targets: [{
        prompt: 'Choose a "Sylvan" monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.isOfArchetype(c, 'Sylvan') && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.graveyard('mine').includes(target) || ctx.freeMonsterZones().length === 0) return;
        ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
