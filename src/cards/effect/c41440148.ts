// Performapal Hip Hippo
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41440148',
  name: 'Performapal Hip Hippo',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 800,
  def: 800,
  text:
    'When you Normal Summon this card, you may also Tribute Summon 1 monster of Level 7 or higher in face-up Attack Position this turn, besides your Normal Summon or Set. You gain this only once per turn.',
  effects: [
    {
      // After you Normal Summon this card, you can Tribute Summon 1 Level 7+ monster in face-up Attack Position during
      // your Main Phase this turn, in addition to your Normal Summon/Set (ygopro: a continuous effect on its Summon, no
      // Chain; EFFECT_EXTRA_SUMMON_COUNT for Level 7 or higher monsters in the hand). Gained once per turn.
      kind: 'trigger',
      withoutChain: true,
      label: 'You can Tribute Summon 1 Level 7 or higher monster in face-up Attack Position this turn, in addition to your Normal Summon/Set',
      declares: [],
      when: (ctx, e) => e.type === 'summoned' && e.card === ctx.card && (e.how === 'normal' || e.how === 'tribute'),
      resolve: (ctx) => {
        if (ctx.duel.rules.some((r) => r.code === 'additionalSummonOfLevel' && r.player === ctx.player)) return;
        ctx.applyRule('additionalSummonOfLevel', { player: ctx.player, key: '7' }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
