import { isSummonOf, searchFor } from '../../engine/effects/library';
import type { Effect } from '../../engine/effects/types';

/** The Gadgets: "When this card is Normal or Special Summoned: You can add 1 `next` from your Deck to your hand." */
export function gadgetSearch(next: string): Effect {
  return {
    kind: 'trigger',
    label: `Add a ${next} from your Deck to your hand`,
    declares: ['search', 'toHand'],
    optional: true,
    when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === ctx.card,
    ...searchFor(`a ${next}`, (def) => def.name === next),
  };
}
