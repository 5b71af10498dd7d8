// Spirit Reaper
import type { CardDefinition } from '../../engine/card';
import { discardRandomFromOpponentHand, inflictsBattleDamage, reaperRules, sparedByEquipGone } from '../../engine/effects/library';
import type { Effect } from '../../engine/effects/types';

// When this card inflicts battle damage to your opponent by a direct attack: Discard 1 random card from their hand
const discardOnDirectHit: Effect = {
  kind: 'trigger',
  label: "Discard 1 random card from your opponent's hand",
  declares: ['discard'],
  discards: 'theirs',
  when: inflictsBattleDamage(true),
  resolve: discardRandomFromOpponentHand,
};

export default {
  passcode: '23205979',
  name: 'Spirit Reaper',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 3,
  atk: 300,
  def: 200,
  text: 'Cannot be destroyed by battle. Once a card effect that targets this face-up card has resolved, destroy this card. If this card deals battle damage to your opponent by attacking directly: they discard 1 card from their hand at random.',
  effects: [
    // Cannot be destroyed by battle. After resolving a card effect that targets this face-up card, destroy this card
    ...reaperRules(),
    discardOnDirectHit,
  ],
  eras: {
    // GOAT (April 2005): an Equip Spell destroyed before it resolved does not destroy it (EDOPro goat/c504700038.lua: docs/goat.md).
    goat: {
      text: 'Cannot be destroyed by battle. Once a card effect that targets this face-up card has resolved, destroy this card (not when it was an Equip Spell that left the field before resolving). If this card deals battle damage to your opponent by attacking directly: they discard 1 card from their hand at random.',
      effects: [...reaperRules(sparedByEquipGone), discardOnDirectHit],
    },
  },
} satisfies CardDefinition;
