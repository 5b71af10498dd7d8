// Verserion the Electromagna Warrior
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const ELECTROMAGNETS = ['Electromagnet Warrior Alpha', 'Electromagnet Warrior Beta', 'Electromagnet Warrior Gamma'] as const;

/** The cards named `name` in your hand, on your field and in your Graveyard that the Summon may banish. */
const banishable = (ctx: EffectContext, name: string): string[] =>
  [...ctx.hand('mine'), ...ctx.monsters('mine'), ...ctx.graveyard('mine')].filter((c) => c !== ctx.card && ctx.isNamed(c, name) && ctx.mayBanish(c));
const allThree = (ctx: EffectContext): boolean => ELECTROMAGNETS.every((name) => banishable(ctx, name).length > 0);
/** A Level 4 or lower "Magnet Warrior" monster in your Graveyard that may be banished (the Electromagnet Warriors are ones). */
const magnetWarriors = (ctx: EffectContext): string[] =>
  ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && (ctx.isOfArchetype(c, 'Magnet Warrior') || ctx.isOfArchetype(c, 'Electromagnet Warrior')) && ctx.level(c) >= 1 && ctx.level(c) <= 4 && ctx.mayBanish(c));

export default {
  passcode: '42901635',
  name: 'Verserion the Electromagna Warrior',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 8,
  atk: 3000,
  def: 2800,
  listedNames: [...ELECTROMAGNETS],
  text: 'Cannot be Normal Summoned or Set; it must first be Summoned this way: you can Special Summon this card from your hand by banishing 1 each of "Electromagnet Warrior Alpha", "Electromagnet Warrior Beta" and "Electromagnet Warrior Gamma" from your hand, field and/or Graveyard. You can banish 1 Level 4 or lower "Magnet Warrior" monster from your Graveyard as a cost and target 1 card your opponent controls; destroy it. If this card is destroyed by battle, or destroyed by an opponent\'s card effect while you control it, and sent to your Graveyard: you can target "Electromagnet Warrior Alpha", "Beta" and "Gamma" among your banished cards; Special Summon them.',
  // Must first be Special Summoned (from your hand) by banishing 1 "Electromagnet Warrior Alpha", "Electromagnet Warrior Beta",
  // and "Electromagnet Warrior Gamma" from your hand, field, and/or Graveyard.
  summonProcedure: {
    from: 'hand',
    condition: allThree,
    cost: {
      can: allThree,
      pay: (ctx) => ctx.banish(ELECTROMAGNETS.map((name) => ctx.chooseCard(ctx.player, `Choose "${name}" to banish`, banishable(ctx, name)))),
    },
  },
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned …
      kind: 'condition',
      label: 'Cannot be Normal Summoned or Set; Special Summoned properly by its own procedure first',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // You can banish 1 Level 4 or lower "Magnet Warrior" monster from your Graveyard, then target 1 card your opponent controls; destroy it.
      kind: 'ignition',
      label: 'Banish a "Magnet Warrior" from your Graveyard: destroy a card your opponent controls',
      declares: ['banish', 'destroy'],
      cost: {
        can: (ctx) => magnetWarriors(ctx).length > 0,
        pay: (ctx) => ctx.banish([ctx.chooseCard(ctx.player, 'Choose a Level 4 or lower "Magnet Warrior" monster to banish', magnetWarriors(ctx))]),
      },
      targets: [{ prompt: 'Choose a card your opponent controls to destroy', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
    {
      // If this card is destroyed by battle, or if this card in its owner's possession is destroyed by an opponent's card effect: You can target
      // 1 "Electromagnet Warrior Alpha", "Electromagnet Warrior Beta", and "Electromagnet Warrior Gamma" among your banished monsters; Special Summon them.
      kind: 'trigger',
      label: 'Destroyed: Special Summon your banished Electromagnet Warriors Alpha, Beta and Gamma',
      declares: ['specialSummon'],
      optional: true,
      range: 'graveyard',
      when: (ctx, e) =>
        (e.type === 'destroyedByBattle' && e.card === ctx.card) || (e.type === 'destroyed' && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player),
      condition: (ctx) => ctx.freeMonsterZones().length >= 3,
      targets: ELECTROMAGNETS.map((name) => ({
        prompt: `Choose "${name}" among your banished cards`,
        from: 'banished' as const,
        filter: (ctx: EffectContext, c: string) => ctx.banished('mine').includes(c) && ctx.isFaceUp(c) && ctx.isNamed(c, name) && ctx.maySpecialSummonByEffect(c),
      })),
      resolve: (ctx) => {
        const back = ctx.targets.filter((c) => ctx.banished('mine').includes(c) && ctx.maySpecialSummonByEffect(c));
        for (const c of back) if (ctx.freeMonsterZones().length > 0) ctx.specialSummon(c, ctx.player, chooseSummonPosition(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
