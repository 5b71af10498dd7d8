// Big Bang Shot
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '61127349',
  name: 'Big Bang Shot',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Target 1 face-up monster and equip this card to it; it gains 400 ATK, and when it attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage. As this card leaves the field, the monster it equips is banished.',
  effects: [
    // The equipped monster gains 400 ATK. If the equipped monster attacks a Defense Position monster, inflict
    // piercing battle damage to your opponent. When this card leaves the field, banish the equipped monster
    equipSpell('a monster', () => true, { atk: 400 }, {
      declares: ['modifyStats', 'banish'],
      rules: [
        { code: 'piercing', applies: (ctx, attacker) => attacker === ctx.equippedTo },
        { code: 'banishesLinkedMonster', applies: () => true },
      ],
    }),
  ],
} satisfies CardDefinition;
