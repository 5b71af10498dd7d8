// The White Stone of Ancients
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { freeMonsterZones, specialSummonFromDeck, sentToGraveyardThisTurn } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** A "Blue-Eyes" monster: its name says it, or its rule (alsoArchetype: Dragon Spirit of White). */
const blueEyes = (ctx: QueryContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Blue-Eyes');


export default {
  passcode: '71039903',
  name: 'The White Stone of Ancients',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 1,
  atk: 600,
  def: 500,
  text:
    'Once per turn, during the End Phase of a turn in which this card was sent to your Graveyard, while it is still there: you can Special Summon 1 "Blue-Eyes" monster from your Deck. Once per turn ("The White Stone of Ancients"): you can banish this card from your Graveyard and target 1 "Blue-Eyes" monster you have there; it returns to your hand.',
  effects: [
    {
      // Once per turn, during the End Phase, if this card is in the Graveyard because it was sent there this turn: You can Special Summon 1 "Blue-Eyes" monster from your Deck.
      kind: 'trigger',
      label: 'Special Summon 1 "Blue-Eyes" monster from your Deck',
      declares: ['specialSummon'],
      range: 'graveyard',
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && sentToGraveyardThisTurn(ctx),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.deck('mine').some((c) => blueEyes(ctx, c)),
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a "Blue-Eyes" monster to Special Summon', (c) => blueEyes(ctx, c));
      },
    },
    {
      // You can banish this card from your Graveyard, then target 1 "Blue-Eyes" monster in your Graveyard; add it to your hand.
      // You can only use this effect of "The White Stone of Ancients" once per turn.
      kind: 'ignition',
      label: 'Banish this card from your Graveyard: add 1 "Blue-Eyes" monster from your Graveyard to your hand',
      declares: ['banish', 'toHand'],
      range: 'graveyard',
      oncePerTurn: 'name',
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{ prompt: 'Choose a "Blue-Eyes" monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && blueEyes(ctx, c), other: true }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.addToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;
