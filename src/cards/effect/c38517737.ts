// Blue-Eyes Alternative White Dragon
import type { CardDefinition } from '../../engine/card';
import { nameOnFieldAndInGraveyard } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const BLUE_EYES = 'Blue-Eyes White Dragon';
/** The "Blue-Eyes White Dragon" in your hand that may be revealed. */
const blueEyesInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card && ctx.isNamed(c, BLUE_EYES));
const theirMonster = (ctx: EffectContext, c: string): boolean => ctx.controllerOf(c) === ctx.opponent;
const attackedThisTurn = (ctx: EffectContext): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === ctx.card && s.attackedTurn === ctx.duel.turn));

export default {
  passcode: '38517737',
  name: 'Blue-Eyes Alternative White Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  listedNames: [BLUE_EYES],
  text: 'Cannot be Normal Summoned or Set. It must first be Special Summoned from your hand by revealing a "Blue-Eyes White Dragon" in your hand; you can Special Summon "Blue-Eyes Alternative White Dragon" this way once per turn only. On the field and in the Graveyard, this card\'s name is "Blue-Eyes White Dragon". Once per turn, you can destroy 1 targeted monster your opponent controls; this card cannot attack during the turn you use this effect.',
  // Must first be Special Summoned (from your hand) by revealing "Blue-Eyes White Dragon" in your hand.
  // You can only Special Summon "Blue-Eyes Alternative White Dragon" once per turn this way.
  summonProcedure: {
    from: 'hand',
    oncePerTurn: 'name',
    condition: (ctx) => blueEyesInHand(ctx).length > 0,
    cost: {
      can: (ctx) => blueEyesInHand(ctx).length > 0,
      pay: (ctx) => ctx.reveal([ctx.chooseCard(ctx.player, 'Choose "Blue-Eyes White Dragon" to reveal', blueEyesInHand(ctx))], ctx.opponent),
    },
  },
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by …
      kind: 'condition',
      label: 'Cannot be Normal Summoned or Set; Special Summoned properly by its own procedure first',
      rules: [{ code: 'onlyByProcedure' }],
    },
    // This card's name becomes "Blue-Eyes White Dragon" while it is on the field or in the Graveyard.
    nameOnFieldAndInGraveyard(BLUE_EYES),
    {
      // Once per turn: You can target 1 monster your opponent controls; destroy it. This card cannot attack the turn this effect is activated.
      kind: 'ignition',
      label: 'Destroy a monster your opponent controls (this card cannot attack this turn)',
      declares: ['destroy', 'restrict'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => !attackedThisTurn(ctx),
        pay: (ctx) => ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn'),
      },
      targets: [{ prompt: 'Choose a monster your opponent controls to destroy', from: 'monsters', filter: theirMonster }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && theirMonster(ctx, target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
