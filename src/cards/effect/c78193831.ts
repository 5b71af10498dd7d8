// Buster Blader
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

const isDragon = (ctx: QueryContext, c: string): boolean => ctx.definition(c).monsterType === 'Dragon';

export default {
  passcode: '78193831',
  name: 'Buster Blader',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 7,
  atk: 2600,
  def: 2300,
  text: 'Gains 500 ATK for each face-up Dragon monster your opponent controls and each Dragon monster in their Graveyard.',
  effects: [
    {
      // This card gains 500 ATK for each Dragon-Type monster your opponent controls or is in their Graveyard
      kind: 'continuous',
      label: "+500 ATK for each Dragon your opponent controls or has in their Graveyard",
      modifiers: (ctx) => {
        const dragons = ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && isDragon(ctx, c)).length + ctx.graveyard('theirs').filter((c) => isDragon(ctx, c)).length;
        return dragons > 0 ? [{ applies: (c) => c === ctx.card, atk: 500 * dragons }] : [];
      },
    },
  ],
} satisfies CardDefinition;
