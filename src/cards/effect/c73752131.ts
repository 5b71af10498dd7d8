// Skilled Dark Magician
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters, spellCounterEachSpell, tributeWithSpellCountersToSummon } from '../../engine/effects/library';

const DM = 'Dark Magician';

const COUNTERS = 'Each time a Spell Card is activated, when that Spell Card resolves, place 1 Spell Counter on this card, up to 3 Spell Counters.';

export default {
  passcode: '73752131',
  name: 'Skilled Dark Magician',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1900,
  def: 1700,
  text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or Graveyard.`,
  listedNames: [DM],
  // Each time a Spell Card is activated, place 1 Spell Counter on this card when it resolves (max. 3);
  // you can Tribute this card with 3 Spell Counters; Special Summon 1 "Dark Magician" from your hand, Deck or GY.
  effects: [spellCounterEachSpell('Skilled Dark Magician'), tributeWithSpellCountersToSummon(DM, true), holdsSpellCounters(3)],
  eras: {
    goat: {
      // The 2005 card's Tribute could be made with no "Dark Magician" there (goat/c504700122.lua).
      text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or Graveyard (it can be used even with no "Dark Magician" there: then nothing is Summoned).`,
      effects: [spellCounterEachSpell('Skilled Dark Magician'), tributeWithSpellCountersToSummon(DM, false), holdsSpellCounters(3)],
    },
  },
} satisfies CardDefinition;
