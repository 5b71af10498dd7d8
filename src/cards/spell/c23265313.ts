// Cost Down
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';
import type { LastsFor } from '../../engine/ruleCodes';

/**
 * Its effects, the change lasting `lasts`: through the End Phase (official/c23265313.lua, RESET_PHASE|PHASE_END) or, in
 * the GOAT era, ending as the End Phase begins (goat/c504700039.lua: cleared on EVENT_PHASE+PHASE_END).
 */
const costDown = (lasts: LastsFor): Effect[] => [
  {
    // Discard 1 card; until the End Phase, reduce the Levels of all monsters in your hand by 2 (even after they are
    // Summoned). (official/c23265313.lua: also the monsters added to the hand later this turn; a Level is never below 1.)
    kind: 'activation',
    label: 'Discard 1 card: the Level of each monster in your hand is reduced by 2',
    declares: ['discard', 'modifyStats'],
    cost: {
      can: (ctx) => ctx.hand('mine').some((c) => c !== ctx.card),
      pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard', ctx.hand('mine').filter((c) => c !== ctx.card))]),
    },
    resolve: (ctx) => {
      // Every monster in the hand, now or later this turn (rule code `handLevelChange` about the player: no card named,
      // so nothing is said of what the hand holds), and each monster Summoned from the hand keeps it (the delayed effect).
      ctx.applyRule('handLevelChange', { player: ctx.player, key: '-2' }, lasts);
      ctx.awaitLaterThisTurn('keptWhenSummoned');
    },
  },
  {
    // (even after they are Summoned): a monster Summoned from the hand this turn keeps its Level 2 lower, with no Chain.
    kind: 'trigger',
    key: 'keptWhenSummoned',
    range: 'delayed',
    withoutChain: true,
    label: 'The monster Summoned from the hand keeps its Level reduced by 2',
    declares: ['modifyStats'],
    when: (ctx, e) =>
      (e.type === 'summoned' && e.player === ctx.player && (e.how === 'normal' || e.how === 'tribute')) || (e.type === 'specialSummoned' && e.player === ctx.player && e.from === 'hand'),
    resolve: (ctx) => {
      const e = ctx.triggeredBy;
      if ((e?.type === 'summoned' || e?.type === 'specialSummoned') && ctx.controllerOf(e.card) !== null) ctx.applyRule('handLevelChange', { player: ctx.player, card: e.card, key: '-2' }, lasts);
    },
  },
];

export default {
  passcode: '23265313',
  name: 'Cost Down',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard 1 card (cost). For the rest of this turn, each monster in your hand has its Level reduced by 2 (not below 1); each time you Summon a monster from your hand this turn, it keeps that reduced Level on the field.',
  effects: costDown('thisTurn'),
  eras: {
    goat: {
      text: 'Discard 1 card (cost). Until the End Phase begins, each monster in your hand has its Level reduced by 2 (not below 1); each time you Summon a monster from your hand this turn, it keeps that reduced Level on the field until then.',
      effects: costDown('untilEndPhase'),
    },
  },
} satisfies CardDefinition;
