// Sheep Token
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '73915052',
  name: 'Sheep Token',
  frame: 'token',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  text: 'Made by "Scapegoat": a Beast, EARTH, Level 1 Token with 0 ATK and 0 DEF. It cannot be Tributed for a Tribute Summon.',
  effects: [
    {
      // Made only by Scapegoat, whose Tokens "cannot be Tributed for a Tribute Summon".
      kind: 'condition',
      label: 'Cannot be Tributed for a Tribute Summon',
      rules: [{ code: 'notTributeForTributeSummon' }],
    },
  ],
} satisfies CardDefinition;
