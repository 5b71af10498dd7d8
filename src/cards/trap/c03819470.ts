// Seven Tools of the Bandit
import type { CardDefinition } from '../../engine/card';
import { negateCardActivation, payLpCost } from '../../engine/effects/library';

export default {
  passcode: '03819470',
  name: 'Seven Tools of the Bandit',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Trap Card is activated: pay 1000 LP; negate that activation, and if you do, destroy that card.',
  effects: [
    // When a Trap Card is activated: pay 1000 LP; negate the activation, and if you do, destroy it
    negateCardActivation(['trap'], payLpCost(1000)),
  ],
} satisfies CardDefinition;
