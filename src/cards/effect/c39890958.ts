// Heavy Mech Support Armor
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, isSummonOf, isUnion, unionProcedure } from '../../engine/effects/library';

export default {
  passcode: '39890958',
  name: 'Heavy Mech Support Armor',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 3,
  atk: 500,
  def: 500,
  text: 'When this card is Normal Summoned: you can target 1 Union monster in your Graveyard and Special Summon it. Once per turn, you can either: target 1 Machine monster you control and equip this card to it, or unequip this card and Special Summon it. While equipped this way, that monster cannot be targeted by your opponent\'s card effects; if it would be destroyed by battle or by a card effect, destroy this card instead.',
  effects: [
    {
      // When this card is Normal Summoned: you can target 1 Union monster in your GY; Special Summon it
      kind: 'trigger',
      optional: true,
      label: 'Special Summon 1 Union monster from your Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute']) && 'card' in e && e.card === ctx.card,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{ prompt: 'Choose a Union monster in your Graveyard to Special Summon', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isUnion(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target) && freeMonsterZones(ctx) > 0) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
    // Union: equip to your Machine monster or unequip, once per turn; the equipped monster cannot be targeted by your
    // opponent's card effects; destroyed instead of it by battle or card effect
    ...unionProcedure({
      host: (ctx, c) => ctx.definition(c).monsterType === 'Machine',
      hostText: 'Machine monster',
      oneAtATime: false,
      unequipIn: 'choose',
      insteadOf: 'battleOrEffect',
      whileEquipped: [{ code: 'protects', applies: (ctx, card, by) => card === ctx.equippedTo && by !== ctx.player }],
      whileEquippedText: "the monster cannot be targeted by your opponent's card effects",
    }),
  ],
} satisfies CardDefinition;
