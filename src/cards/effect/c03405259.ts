// C-Crush Wyvern
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, isLightMachine, isUnion, sentFromFieldToGraveyard, unionProcedure } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The Union monsters in your hand you may Special Summon now. */
const unionsInHand = (ctx: EffectContext): CardId[] => ctx.hand('mine').filter((c) => isUnion(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '03405259',
  name: 'C-Crush Wyvern',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1200,
  def: 2000,
  text: 'Once per turn, you can either: target 1 LIGHT Machine monster you control and equip this card to it, or unequip this card and Special Summon it. While equipped this way, that monster is unaffected by your opponent\'s Trap effects; if it would be destroyed by battle or by a card effect, destroy this card instead. If this card is sent from the field to the Graveyard: you can Special Summon 1 Union monster from your hand.',
  effects: [
    // Union: equip to your LIGHT Machine monster or unequip, once per turn; the equipped monster is unaffected by your
    // opponent's Trap effects; destroyed instead of it by battle or card effect
    ...unionProcedure({
      host: isLightMachine,
      hostText: 'LIGHT Machine monster',
      oneAtATime: false,
      unequipIn: 'choose',
      insteadOf: 'battleOrEffect',
      whileEquipped: [{ code: 'makesMonstersUnaffected', applies: (ctx, monster, effect) => monster === ctx.equippedTo && effect.kind === 'trap' && effect.player !== ctx.player }],
      whileEquippedText: "the monster is unaffected by your opponent's Trap effects",
    }),
    {
      // If this card is sent from the field to the GY: you can Special Summon 1 Union monster from your hand
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Special Summon 1 Union monster from your hand',
      declares: ['specialSummon'],
      when: sentFromFieldToGraveyard,
      condition: (ctx) => freeMonsterZones(ctx) > 0 && unionsInHand(ctx).length > 0,
      resolve: (ctx) => {
        const unions = unionsInHand(ctx);
        if (unions.length === 0 || freeMonsterZones(ctx) === 0) return;
        const union = ctx.chooseCard(ctx.player, 'Choose a Union monster to Special Summon', unions);
        ctx.specialSummon(union, ctx.player, chooseSummonPosition(ctx, union));
      },
    },
  ],
} satisfies CardDefinition;
