// Dark Magician Girl
import type { CardDefinition } from '../../engine/card';

const NAMES: readonly string[] = ['Dark Magician', 'Magician of Black Chaos'];

export default {
  passcode: '38033121',
  name: 'Dark Magician Girl',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 6,
  atk: 2000,
  def: 1700,
  text: 'Gains 300 ATK for each "Dark Magician" and each "Magician of Black Chaos" in either player\'s Graveyard.',
  listedNames: ['Dark Magician', 'Magician of Black Chaos'],
  effects: [
    {
      // This card gains 300 ATK for every "Dark Magician" or "Magician of Black Chaos" in either player's Graveyard
      kind: 'continuous',
      label: '+300 ATK for each Dark Magician or Magician of Black Chaos in either Graveyard',
      modifiers: (ctx) => {
        const count = ctx.graveyard('all').filter((c) => NAMES.includes(ctx.definition(c).name)).length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * count }] : [];
      },
    },
  ],
} satisfies CardDefinition;
