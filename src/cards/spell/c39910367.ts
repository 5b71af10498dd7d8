// Magical Citadel of Endymion
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters } from '../../engine/effects/library';

export default {
  passcode: '39910367',
  name: 'Magical Citadel of Endymion',
  frame: 'spell',
  subtype: ['field'],
  text: 'Each time another Spell Card is activated, place 1 Spell Counter on this card as it resolves. When a card on the field holding Spell Counters is destroyed, place those Spell Counters on this card. Once per turn, when you would remove Spell Counters from a card you control as the cost of activating its effect, you can remove them from this card instead. If this card would be destroyed, you can remove 1 Spell Counter from it instead.',
  effects: [
    {
      // Activating the card itself: it stays face-up in the Field Zone
      kind: 'activation',
      label: 'Activate Magical Citadel of Endymion',
    },
    {
      // Each time a Spell Card is activated, place 1 Spell Counter on this card (not for its own activation: ygopro's script)
      kind: 'trigger',
      withoutChain: true,
      label: 'Place 1 Spell Counter on Magical Citadel of Endymion',
      declares: ['counter'],
      when: (ctx, e) => e.type === 'resolved' && e.cardActivation === true && e.negated !== true && e.card !== ctx.card && ctx.definition(e.card).frame === 'spell',
      resolve: (ctx) => void ctx.changeCounters(ctx.card, 1),
    },
    {
      // When a card with a Spell Counter(s) is destroyed, place its Spell Counters on this card
      kind: 'trigger',
      withoutChain: true,
      label: 'Place the destroyed card\'s Spell Counters on Magical Citadel of Endymion',
      declares: ['counter'],
      when: (ctx, e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card !== ctx.card && (e.counters ?? 0) > 0,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e && (e.type === 'destroyed' || e.type === 'destroyedByBattle')) ctx.changeCounters(ctx.card, e.counters ?? 0);
      },
    },
    {
      // Once per turn, if you would activate a card's effect by removing Spell Counter(s) from cards you control, you can
      // remove Spell Counters from this card instead (library.ts removeSpellCountersCost asks it)
      kind: 'continuous',
      label: 'Once per turn: pay a Spell Counter cost with this card\'s Spell Counters',
      rules: [{ code: 'paysSpellCounterCosts', applies: () => true }],
    },
    {
      // If this card would be destroyed, you can remove 1 Spell Counter from this card instead
      kind: 'continuous',
      label: 'Remove 1 Spell Counter instead of being destroyed',
      rules: [{ code: 'counterRemovedInsteadOfDestruction', applies: () => true }],
    },
    holdsSpellCounters(),
  ],
} satisfies CardDefinition;
