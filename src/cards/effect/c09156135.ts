// Apprentice Magician
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '09156135',
  name: 'Apprentice Magician',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 2,
  atk: 400,
  def: 800,
  text: 'When this card is Normal, Flip or Special Summoned: target 1 face-up card on the field that can hold a Spell Counter; place 1 Spell Counter on it. If this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 Level 2 or lower Spellcaster monster from your Deck in face-down Defense Position.',
  effects: [
    {
      // When this card is Summoned: place 1 Spell Counter on a face-up card that you can place a Spell Counter on
      kind: 'trigger',
      label: 'Place 1 Spell Counter on a face-up card',
      declares: ['counter'],
      when: (ctx, e) => isSummonOf(e) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a face-up card to place a Spell Counter on', from: 'field', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.spellCounterRoom(c) > 0 }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.spellCounterRoom(target) > 0) ctx.changeCounters(target, 1);
      },
    },
    // When this card is destroyed by battle: you can Special Summon 1 Level 2 or lower Spellcaster monster from your Deck in face-down Defense Position
    summonFromDeckWhenDestroyedByBattle('1 Level 2 or lower Spellcaster monster', (def) => def.monsterType === 'Spellcaster' && (def.level ?? 0) <= 2, 'faceDownDefense'),
  ],
} satisfies CardDefinition;
