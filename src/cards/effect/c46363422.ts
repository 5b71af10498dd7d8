// Skilled White Magician
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters, spellCounterEachSpell, tributeWithSpellCountersToSummon } from '../../engine/effects/library';

const BB = 'Buster Blader';

const COUNTERS = 'Each time a Spell Card is activated, when that Spell Card resolves, place 1 Spell Counter on this card, up to 3 Spell Counters.';

export default {
  passcode: '46363422',
  name: 'Skilled White Magician',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1700,
  def: 1900,
  text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Buster Blader" from your hand, Deck or Graveyard.`,
  listedNames: [BB],
  // Each time a Spell Card is activated, place 1 Spell Counter on this card when it resolves (max. 3);
  // you can Tribute this card with 3 Spell Counters; Special Summon 1 "Buster Blader" from your hand, Deck or GY.
  effects: [spellCounterEachSpell('Skilled White Magician'), tributeWithSpellCountersToSummon(BB, true), holdsSpellCounters(3)],
  eras: {
    goat: {
      // The 2005 card's Tribute could be made with no "Buster Blader" there (goat/c504700074.lua).
      text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Buster Blader" from your hand, Deck or Graveyard (it can be used even with no "Buster Blader" there: then nothing is Summoned).`,
      effects: [spellCounterEachSpell('Skilled White Magician'), tributeWithSpellCountersToSummon(BB, false), holdsSpellCounters(3)],
    },
  },
} satisfies CardDefinition;
