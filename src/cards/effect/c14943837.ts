// Debris Dragon
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '14943837',
  name: 'Debris Dragon',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 4,
  atk: 1000,
  def: 2000,
  text: 'When this card is Normal Summoned: you can target 1 monster with 500 or less ATK in your Graveyard; Special Summon it in Attack Position, with its effects negated. As Synchro Material, this card can be used only for a Dragon Synchro Monster, and not with Level 4 monsters.',
  // Cannot be used as Synchro Material, except for the Synchro Summon of a Dragon monster; the other
  // Synchro Materials cannot include Level 4 monsters.
  synchroMaterialLimit: { onlyFor: (synchro) => synchro.monsterType === 'Dragon', others: (m) => m.level !== 4 },
  effects: [
    {
      // When this card is Normal Summoned: you can target 1 monster with 500 or less ATK in your GY; Special Summon it in Attack Position, but negate its effects
      kind: 'trigger',
      label: 'Special Summon a monster with 500 or less ATK from your Graveyard',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'summoned' && e.how === 'normal' && e.card === ctx.card,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{
        prompt: 'Choose a monster with 500 or less ATK in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' && (ctx.definition(c).atk ?? 0) <= 500 && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.specialSummon(target, ctx.player, 'attack', { negateEffects: true });
      },
    },
  ],
} satisfies CardDefinition;
