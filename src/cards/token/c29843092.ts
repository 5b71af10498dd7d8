// Ojama Token
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '29843092',
  name: 'Ojama Token',
  frame: 'token',
  attribute: 'LIGHT',
  monsterType: 'Beast',
  level: 2,
  atk: 0,
  def: 1000,
  text: 'Made by "Ojama Trio": a Beast, LIGHT, Level 2 Token with 0 ATK and 1000 DEF. It cannot be Tributed for a Tribute Summon. Each time it is destroyed, the player who controlled it takes 300 damage.',
  effects: [
    {
      // Made only by Ojama Trio, whose Tokens "cannot be Tributed for a Tribute Summon".
      kind: 'condition',
      label: 'Cannot be Tributed for a Tribute Summon',
      rules: [{ code: 'notTributeForTributeSummon' }],
    },
    {
      // When it is destroyed, its controller takes 300 damage: EDOPro registers it on the Token as a continuous
      // effect on leaving the field (no Chain), applied as the Token is gone (range 'leavingField').
      kind: 'trigger',
      range: 'leavingField',
      withoutChain: true,
      label: 'Its controller takes 300 damage',
      declares: ['damage'],
      when: (ctx, e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card === ctx.card,
      resolve: (ctx) => ctx.damage(ctx.player, 300),
    },
  ],
} satisfies CardDefinition;
