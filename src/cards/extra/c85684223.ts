// Reaper on the Nightmare
import type { CardDefinition } from '../../engine/card';
import { discardRandomFromOpponentHand, inflictsBattleDamage, reaperRules } from '../../engine/effects/library';

export default {
  passcode: '85684223',
  name: 'Reaper on the Nightmare',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 5,
  atk: 800,
  def: 600,
  text: 'Fusion of "Spirit Reaper" + "Nightmare Horse". Cannot be destroyed by battle. Once the effect of a Spell, Trap or Effect Monster that targets this card has resolved, destroy this card. This card can attack directly even while your opponent controls monsters. If this card deals battle damage to your opponent by attacking directly: they discard 1 card from their hand at random.',
  // "Spirit Reaper" + "Nightmare Horse"
  materials: { kind: 'fusion', names: ['Spirit Reaper', 'Nightmare Horse'] },
  effects: [
    // This card is not destroyed as a result of battle. Destroy this card when it is targeted by the effect of a Spell, Trap or Effect Monster
    ...reaperRules(),
    {
      // This card can attack your opponent's Life Points directly even if there is a monster on your opponent's side of the field
      kind: 'continuous',
      label: 'Can attack directly while your opponent controls monsters',
      rules: [{ code: 'attacksDirectly' }],
    },
    {
      // If this card successfully attacks your opponent's Life Points directly, your opponent discards 1 card randomly from his/her hand
      kind: 'trigger',
      label: "Discard 1 random card from your opponent's hand",
      declares: ['discard'],
      discards: 'theirs',
      when: inflictsBattleDamage(true),
      resolve: discardRandomFromOpponentHand,
    },
  ],
} satisfies CardDefinition;
