// The White Stone of Legend
import type { CardDefinition } from '../../engine/card';
import { searchFor } from '../../engine/effects/library';
import type { DuelEvent } from '../../engine/state';

/** Every way a card goes to the Graveyard, from wherever it was (field, hand or Deck). */
const TO_GRAVEYARD: readonly DuelEvent['type'][] = ['sentToGraveyard', 'discarded', 'destroyed', 'destroyedByBattle', 'tributed'];

export default {
  passcode: '79814787',
  name: 'The White Stone of Legend',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 1,
  atk: 300,
  def: 250,
  text: 'Tuner monster. If this card goes to the Graveyard from anywhere: add 1 "Blue-Eyes White Dragon" from your Deck to your hand (this always happens).',
  effects: [
    {
      // When this card is sent to the Graveyard: Add 1 "Blue-Eyes White Dragon" from your Deck to your hand
      kind: 'trigger',
      label: 'Add 1 Blue-Eyes White Dragon from your Deck to your hand',
      declares: ['search', 'toHand'],
      range: 'graveyard',
      when: (ctx, e) => TO_GRAVEYARD.includes(e.type) && 'card' in e && e.card === ctx.card,
      ...searchFor('a Blue-Eyes White Dragon', (def) => def.name === 'Blue-Eyes White Dragon'),
    },
  ],
} satisfies CardDefinition;
