// Toon Masked Sorcerer
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamageToOpponent } from '../../engine/effects/library';
import { toonRules } from '../../engine/effects/toons';

export default {
  passcode: '16392422',
  name: 'Toon Masked Sorcerer',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 900,
  def: 1400,
  text:
    'It cannot attack the turn it is Normal, Flip or Special Summoned. If a "Toon World" on the field is destroyed, destroy this card. While you control a face-up "Toon World" and your opponent controls no face-up Toon monster, it can attack directly. When it inflicts battle damage to your opponent: you draw 1 card.',
  effects: [
    ...toonRules({ directNeedsToonWorld: true }),
    {
      // When this card inflicts Battle Damage to your opponent's Life Points, draw 1 card from your Deck.
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      when: inflictsBattleDamageToOpponent,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
