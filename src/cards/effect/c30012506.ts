// A-Assault Core
import type { CardDefinition } from '../../engine/card';
import { isLightMachine, isUnion, sentFromFieldToGraveyard, unionProcedure } from '../../engine/effects/library';

export default {
  passcode: '30012506',
  name: 'A-Assault Core',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1900,
  def: 200,
  text: 'Once per turn, you can either: target 1 LIGHT Machine monster you control and equip this card to it, or unequip this card and Special Summon it. While equipped this way, that monster is unaffected by your opponent\'s monster effects; if it would be destroyed by battle or by a card effect, destroy this card instead. If this card is sent from the field to the Graveyard: you can add 1 other Union monster from your Graveyard to your hand.',
  effects: [
    // Union: equip to your LIGHT Machine monster or unequip, once per turn; the equipped monster is unaffected by your
    // opponent's monster effects; destroyed instead of it by battle or card effect
    ...unionProcedure({
      host: isLightMachine,
      hostText: 'LIGHT Machine monster',
      oneAtATime: false,
      unequipIn: 'choose',
      insteadOf: 'battleOrEffect',
      whileEquipped: [{ code: 'makesMonstersUnaffected', applies: (ctx, monster, effect) => monster === ctx.equippedTo && effect.kind === 'monster' && effect.player !== ctx.player }],
      whileEquippedText: "the monster is unaffected by your opponent's monster effects",
    }),
    {
      // If this card is sent from the field to the GY: you can add 1 other Union monster from your GY to your hand
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Add 1 other Union monster from your Graveyard to your hand',
      declares: ['toHand'],
      when: sentFromFieldToGraveyard,
      condition: (ctx) => ctx.graveyard('mine').some((c) => c !== ctx.card && isUnion(ctx.definition(c))),
      resolve: (ctx) => {
        const unions = ctx.graveyard('mine').filter((c) => c !== ctx.card && isUnion(ctx.definition(c)) && ctx.mayLeaveGraveyard(c));
        if (unions.length === 0) return;
        ctx.addToHand([ctx.chooseCard(ctx.player, 'Choose a Union monster to add to your hand', unions)]);
      },
    },
  ],
} satisfies CardDefinition;
