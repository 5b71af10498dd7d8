// Snatch Steal
import type { CardDefinition } from '../../engine/card';
import { equipToTakeControl, theirStandbyPhase } from '../../engine/effects/library';

export default {
  passcode: '45986603',
  name: 'Snatch Steal',
  frame: 'spell',
  subtype: ['equip'],
  text: "Equip only to a face-up monster your opponent controls (target it): you take control of it while this card equips it. During each of your opponent's Standby Phases, your opponent gains 1000 LP.",
  effects: [
    // Equip to a face-up monster your opponent controls and take control of it while it is equipped.
    equipToTakeControl(),
    {
      // Increase your opponent's Life Points by 1000 points during each of their Standby Phases.
      kind: 'trigger',
      label: 'Your opponent gains 1000 LP in their Standby Phase',
      declares: ['recover'],
      when: theirStandbyPhase,
      resolve: (ctx) => ctx.gainLp(ctx.opponent, 1000),
    },
  ],
} satisfies CardDefinition;
