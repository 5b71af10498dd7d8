// Burst Stream of Destruction
import type { CardDefinition, EffectContext } from '../../engine/effects/types';

const BLUE_EYES = '89631139';
const BLUE_EYES_NAME = 'Blue-Eyes White Dragon';

/** "Activate only while you control a face-up "Blue-Eyes White Dragon"", and none of yours has attacked this turn (it could not attack the turn this is activated). */
const condition = (ctx: EffectContext): boolean => {
  // By name: Blue-Eyes Alternative White Dragon is one on the field (rule code nameBecomes).
  const mine = ctx.duel.players[ctx.player].monsters;
  if (mine.some((s) => s?.attackedTurn === ctx.duel.turn && ctx.isNamed(s.card, BLUE_EYES_NAME))) return false;
  return mine.some((s) => s !== null && s.faceUp && ctx.isNamed(s.card, BLUE_EYES_NAME));
};
/** "Blue-Eyes White Dragon" cannot attack this turn: every one on the field, Summoned before or after. */
const lockBlueEyes = (ctx: EffectContext): void => ctx.applyRule('cannotAttack', { player: ctx.player, passcode: BLUE_EYES }, 'thisTurn');
const destroyAll = (ctx: EffectContext): void => void ctx.destroy(ctx.monsters('theirs'));
const theirMonsters = (ctx: EffectContext): string[] => ctx.monsters('theirs');

export default {
  passcode: '17655904',
  name: 'Burst Stream of Destruction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Usable only while you control a face-up "Blue-Eyes White Dragon" and your opponent controls a monster. As you activate it, "Blue-Eyes White Dragon" monsters cannot attack this turn (so not if one of yours has attacked). Destroy every monster your opponent controls.',
  effects: [
    {
      // Destroy all monsters your opponent controls. "Blue-Eyes White Dragon" cannot attack the turn you activate this card.
      kind: 'activation',
      label: 'Destroy all monsters your opponent controls',
      declares: ['destroy', 'restrict'],
      condition: (ctx) => condition(ctx) && ctx.monsters('theirs').length > 0,
      // The restriction comes with the activation itself: it holds even if the card is negated.
      cost: { can: () => true, pay: lockBlueEyes },
      affects: { destroy: theirMonsters },
      resolve: destroyAll,
    },
  ],
  eras: {
    // GOAT (April 2005): the restriction comes with the resolution (negated, it does not apply), and it
    // may be activated with no monster to destroy (EDOPro goat/c504700026.lua: docs/goat.md).
    goat: {
      text: 'Usable only while you control a face-up "Blue-Eyes White Dragon", none of which has attacked this turn. Destroy every monster your opponent controls; then "Blue-Eyes White Dragon" monsters cannot attack this turn.',
      effects: [
        {
          // Destroy all monsters your opponent controls. "Blue-Eyes White Dragon" cannot attack this turn.
          kind: 'activation',
          label: 'Destroy all monsters your opponent controls',
          declares: ['destroy', 'restrict'],
          condition,
          affects: { destroy: theirMonsters },
          resolve: (ctx) => {
            destroyAll(ctx);
            lockBlueEyes(ctx);
          },
        },
      ],
    },
  },
} satisfies CardDefinition;
