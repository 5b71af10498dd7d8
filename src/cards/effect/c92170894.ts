// Performapal Longphone Bull
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { isSummonOf, searchFor } from '../../engine/effects/library';

export default {
  passcode: '92170894',
  name: 'Performapal Longphone Bull',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1600,
  def: 1200,
  text: 'If this card is Special Summoned: you can add 1 "Performapal" monster that is not a Pendulum Monster from your Deck to your hand. Once per turn for this card\'s name.',
  effects: [
    {
      // If this card is Special Summoned: You can add 1 "Performapal" monster from your Deck to your hand, except a Pendulum Monster (once per turn by name)
      kind: 'trigger',
      label: 'Add a non-Pendulum "Performapal" monster from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      oncePerTurn: 'name',
      when: (ctx, e) => isSummonOf(e, ['special']) && 'card' in e && e.card === ctx.card,
      ...searchFor('a non-Pendulum "Performapal" monster', (def) => isMonster(def) && def.frame !== 'pendulum' && def.name.includes('Performapal')),
    },
  ],
} satisfies CardDefinition;
