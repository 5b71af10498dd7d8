// Armed Dragon LV5
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, destroyedAMonsterByBattleThisTurn, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The monsters in your hand and their ATK as printed. */
const handMonsters = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => isMonster(ctx.definition(c)));
const printedAtk = (ctx: EffectContext, c: string): number => ctx.definition(c).atk ?? 0;

/** A face-up monster of the opponent's this effect may target, whose ATK is at most `most`. */
const targetable = (ctx: EffectContext, m: string, most: number): boolean =>
  ctx.controllerOf(m) === ctx.opponent && ctx.isFaceUp(m) && ctx.atk(m) <= most;

/** The hand monsters whose ATK reaches some monster it could destroy. */
const sendable = (ctx: EffectContext): string[] =>
  handMonsters(ctx).filter((c) => ctx.monsters('theirs').some((m) => ctx.mayTarget(m) && targetable(ctx, m, printedAtk(ctx, c))));

/** The "Armed Dragon LV7" in your hand or Deck. */
const lv7s = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Armed Dragon LV7');

export default {
  passcode: '46384672',
  name: 'Armed Dragon LV5',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 5,
  atk: 2400,
  def: 1700,
  text:
    'You can send 1 monster from your hand to the Graveyard (cost) to target 1 face-up monster your opponent controls whose ATK is no higher than the sent monster\'s; destroy it. During the End Phase of a turn in which this card destroyed a monster by battle: you can send this card to the Graveyard (cost) to Special Summon 1 "Armed Dragon LV7" from your hand or Deck.',
  effects: [
    {
      // Send 1 Monster Card from your hand to the Graveyard to destroy 1 face-up monster on your opponent's side of the field
      // with an ATK equal to or less than the ATK of the sent monster.
      kind: 'ignition',
      label: 'Send 1 monster from your hand to the Graveyard: destroy 1 face-up monster with that much ATK or less',
      declares: ['toGraveyard', 'destroy'],
      cost: {
        can: (ctx) => sendable(ctx).length > 0,
        pay: (ctx) => {
          const sent = ctx.chooseCard(ctx.player, 'Choose a monster in your hand to send to the Graveyard', sendable(ctx));
          ctx.sendToGraveyard([sent]);
          return String(printedAtk(ctx, sent));
        },
      },
      targets: [{
        prompt: 'Choose a face-up monster your opponent controls',
        from: 'monsters',
        // Before the cost is paid (the check that it may be activated): any ATK a monster in the hand reaches.
        filter: (ctx, m) => targetable(ctx, m, ctx.declared === null ? Math.max(...handMonsters(ctx).map((c) => printedAtk(ctx, c)), -1) : Number(ctx.declared)),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.isFaceUp(target) && ctx.controllerOf(target) === ctx.opponent && ctx.atk(target) <= Number(ctx.declared)) ctx.destroy([target]);
      },
    },
    {
      // During the End Phase of a turn that this card destroyed a monster as a result of battle, send this card to the Graveyard
      // to Special Summon 1 "Armed Dragon LV7" from your hand or Deck.
      kind: 'trigger',
      label: 'Send this card to the Graveyard: Special Summon "Armed Dragon LV7" from your hand or Deck',
      declares: ['toGraveyard', 'specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && destroyedAMonsterByBattleThisTurn(ctx),
      // The zone this card leaves is free for the Summon.
      condition: (ctx) => lv7s(ctx).length > 0,
      cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = lv7s(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const lv7 = ctx.chooseCard(ctx.player, 'Choose an "Armed Dragon LV7" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(lv7);
        ctx.specialSummon(lv7, ctx.player, chooseSummonPosition(ctx, lv7));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
