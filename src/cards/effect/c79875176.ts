// Toon Cannon Soldier
import type { CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';
import { toonRules } from '../../engine/effects/toons';

export default {
  passcode: '79875176',
  name: 'Toon Cannon Soldier',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 4,
  atk: 1400,
  def: 1300,
  text:
    'It cannot attack the turn it is Normal, Flip or Special Summoned. If a "Toon World" on the field is destroyed, destroy this card. While you control a face-up "Toon World" and your opponent controls no face-up Toon monster, it can attack directly. You can Tribute 1 monster you control: your opponent takes 500 damage.',
  effects: [
    ...toonRules({ directNeedsToonWorld: true }),
    {
      // Tribute 1 monster on your side of the field to inflict 500 points of damage to your opponent's Life Points.
      kind: 'ignition',
      label: 'Tribute 1 monster: inflict 500 damage',
      declares: ['damage'],
      cost: {
        can: (ctx) => tributableMonsters(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Toon Cannon Soldier', tributableMonsters(ctx))]),
      },
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;
