// Cyber-Stein
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones, fusionsInExtraDeck, payLpCost } from '../../engine/effects/library';

export default {
  passcode: '69015963',
  name: 'Cyber-Stein',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 2,
  atk: 700,
  def: 500,
  text: 'You can pay 5000 LP to Special Summon 1 Fusion Monster from your Extra Deck in Attack Position (not a Fusion Summon).',
  effects: [
    {
      // Pay 5000 LP; Special Summon 1 Fusion Monster from your Extra Deck in Attack Position (not properly Summoned by it)
      kind: 'ignition',
      label: 'Pay 5000 LP: Special Summon a Fusion Monster from your Extra Deck in Attack Position',
      declares: ['specialSummon'],
      condition: (ctx) => fusionsInExtraDeck(ctx).length > 0 && freeMonsterZones(ctx) > 0,
      cost: payLpCost(5000),
      resolve: (ctx) => {
        const options = fusionsInExtraDeck(ctx);
        if (options.length === 0) return;
        ctx.specialSummon(ctx.chooseCard(ctx.player, 'Choose a Fusion Monster to Special Summon', options), ctx.player, 'attack', { fromExtraDeck: true });
      },
    },
  ],
} satisfies CardDefinition;
