// Anti-Spell Fragrance
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** A Spell Card Set on the field, whose Set was before this card's lock came to it (no cannotActivateYet rule). */
const setAndWaited = (ctx: QueryContext, card: string): boolean =>
  ctx.spellTraps('all').includes(card) && !ctx.isFaceUp(card) &&
  !ctx.duel.rules.some((r) => r.code === 'cannotActivateYet' && r.card === card);

export default {
  passcode: '58921041',
  name: 'Anti-Spell Fragrance',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up, neither player can activate a Spell Card unless it was Set on the field first. Each time a Spell Card is Set while this card is face-up, it cannot be activated until its controller\'s next turn.',
  effects: [
    {
      // Both players must Set Spell Cards before activating them, and cannot activate them until their next turn.
      kind: 'activation',
      label: 'Spell Cards must be Set, then wait a turn, before they are activated',
      declares: ['restrict'],
      rules: [{ code: 'barsActivation', applies: (ctx, _player, card, effect) => effect.kind === 'activation' && ctx.definition(card).frame === 'spell' && !setAndWaited(ctx, card) }],
    },
    {
      // (A Spell Card Set while this card is face-up is marked: it waits for its controller's next turn.)
      kind: 'trigger',
      withoutChain: true,
      label: "A Spell Card Set now cannot be activated until its controller's next turn",
      declares: ['restrict'],
      when: (ctx, e) => e.type === 'spellTrapSet' && ctx.definition(e.card).frame === 'spell',
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'spellTrapSet') return;
        // "Until their next turn": through the opponent's next turn when Set in the setter's own turn, else through this one.
        const setter = e.player;
        const lasts = ctx.duel.turnPlayer === setter ? { turnsOf: (1 - setter) as 0 | 1, count: 1 } : 'thisTurn' as const;
        ctx.applyRule('cannotActivateYet', { player: setter, card: e.card }, lasts);
      },
    },
  ],
} satisfies CardDefinition;
