// Dark Magic Succession
import type { CardDefinition } from '../../engine/card';
import { listsCard, searchFor } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NAME = 'Dark Magic Succession';
const NAMED = ['Dark Magician', 'Dark Magician Girl'];

const spellsInGraveyard = (ctx: EffectContext): string[] => ctx.graveyard('mine').filter((c) => ctx.definition(c).frame === 'spell');

export default {
  passcode: '41735184',
  name: NAME,
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Banish 2 Spell Cards from your Graveyard: add 1 Spell/Trap Card that names "Dark Magician" or "Dark Magician Girl" from your Deck to your hand, other than "Dark Magic Succession". You can activate "Dark Magic Succession" only once per turn.',
  listedNames: NAMED,
  effects: [
    {
      // Banish 2 Spells from your GY; add 1 Spell/Trap that lists "Dark Magician" or "Dark Magician Girl" from your Deck to your
      // hand, except "Dark Magic Succession". You can only activate 1 "Dark Magic Succession" per turn.
      kind: 'activation',
      label: 'Add a Spell/Trap Card that names "Dark Magician" or "Dark Magician Girl" from your Deck to your hand',
      declares: ['banish', 'search'],
      oncePerTurn: 'name',
      cost: {
        can: (ctx) => spellsInGraveyard(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose the first Spell Card to banish', spellsInGraveyard(ctx));
          const second = ctx.chooseCard(ctx.player, 'Choose the second Spell Card to banish', spellsInGraveyard(ctx).filter((c) => c !== first));
          ctx.banish([first, second]);
        },
      },
      ...searchFor(
        'a Spell/Trap Card that names "Dark Magician" or "Dark Magician Girl"',
        (def) => (def.frame === 'spell' || def.frame === 'trap') && def.name !== NAME && NAMED.some((n) => listsCard(def, n)),
      ),
    },
  ],
} satisfies CardDefinition;
