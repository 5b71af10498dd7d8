// Junk Synchron
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '63977008',
  name: 'Junk Synchron',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 3,
  atk: 1300,
  def: 500,
  text: 'When this card is Normal Summoned: you can target 1 Level 2 or lower monster in your Graveyard; Special Summon it in Defense Position, with its effects negated.',
  effects: [
    {
      // When this card is Normal Summoned: you can target 1 Level 2 or lower monster in your GY; Special Summon it in Defense Position, but negate its effects
      kind: 'trigger',
      label: 'Special Summon a Level 2 or lower monster from your Graveyard in Defense Position',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'summoned' && e.how === 'normal' && e.card === ctx.card,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{
        prompt: 'Choose a Level 2 or lower monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && (ctx.definition(c).level ?? 99) <= 2 && ctx.definition(c).frame !== 'xyz' && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.specialSummon(target, ctx.player, 'defense', { negateEffects: true });
      },
    },
  ],
} satisfies CardDefinition;
