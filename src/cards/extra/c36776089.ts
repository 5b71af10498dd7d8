// Sky Cavalry Centaurea
import type { CardDefinition } from '../../engine/card';
import { battledMonster, detachCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The opponent's monster this card just battled, while it is still on the field. */
function battledOpponentMonster(ctx: EffectContext): string | null {
  const e = ctx.triggeredBy;
  const other = e ? battledMonster(ctx, e) : null;
  return other !== null && ctx.controllerOf(other) === ctx.opponent ? other : null;
}

export default {
  passcode: '36776089',
  name: 'Sky Cavalry Centaurea',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Beast-Warrior',
  level: 2,
  atk: 2000,
  def: 0,
  text: '2 Level 2 monsters. While this card has Xyz Material, it cannot be destroyed by battle. At the end of the Damage Step, if this card battled a monster of your opponent\'s: you can detach 1 Xyz Material from this card; return that monster from the field to the hand.',
  // 2 Level 2 monsters
  materials: { kind: 'xyz', level: 2, count: 2 },
  effects: [
    {
      // This card cannot be destroyed by battle while it has Xyz Material
      kind: 'continuous',
      label: 'Cannot be destroyed by battle while it has Xyz Material',
      rules: [{ code: 'indestructibleByBattleWith', applies: (ctx) => ctx.materialsOf(ctx.card).length > 0 }],
    },
    {
      // At the end of the Damage Step, if this card battled an opponent's monster: You can detach 1 Xyz Material
      // from this card; return the opponent's monster from the field to the hand
      kind: 'trigger',
      label: 'Detach 1 Xyz Material: return the monster it battled to the hand',
      declares: ['toHand'],
      optional: true,
      when: (ctx, e) => {
        const other = battledMonster(ctx, e);
        return other !== null && ctx.controllerOf(other) === ctx.opponent;
      },
      cost: detachCost(1),
      affects: { toHand: (ctx) => { const m = battledOpponentMonster(ctx); return m ? [m] : []; } },
      resolve: (ctx) => {
        const other = battledOpponentMonster(ctx);
        if (other !== null) ctx.returnToHand([other]);
      },
    },
  ],
} satisfies CardDefinition;
