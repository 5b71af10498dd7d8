// B-Buster Drake
import type { CardDefinition } from '../../engine/card';
import { isLightMachine, isUnion, searchFor, sentFromFieldToGraveyard, unionProcedure } from '../../engine/effects/library';

export default {
  passcode: '77411244',
  name: 'B-Buster Drake',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1500,
  def: 1800,
  text: 'Once per turn, you can either: target 1 LIGHT Machine monster you control and equip this card to it, or unequip this card and Special Summon it. While equipped this way, that monster is unaffected by your opponent\'s Spell effects; if it would be destroyed by battle or by a card effect, destroy this card instead. If this card is sent from the field to the Graveyard: you can add 1 Union monster from your Deck to your hand.',
  effects: [
    // Union: equip to your LIGHT Machine monster or unequip, once per turn; the equipped monster is unaffected by your
    // opponent's Spell effects; destroyed instead of it by battle or card effect
    ...unionProcedure({
      host: isLightMachine,
      hostText: 'LIGHT Machine monster',
      oneAtATime: false,
      unequipIn: 'choose',
      insteadOf: 'battleOrEffect',
      whileEquipped: [{ code: 'makesMonstersUnaffected', applies: (ctx, monster, effect) => monster === ctx.equippedTo && effect.kind === 'spell' && effect.player !== ctx.player }],
      whileEquippedText: "the monster is unaffected by your opponent's Spell effects",
    }),
    {
      // If this card is sent from the field to the GY: you can add 1 Union monster from your Deck to your hand
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Add 1 Union monster from your Deck to your hand',
      declares: ['search'],
      when: sentFromFieldToGraveyard,
      ...searchFor('a Union monster', isUnion),
    },
  ],
} satisfies CardDefinition;
