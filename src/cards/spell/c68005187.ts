// Soul Exchange
import type { CardDefinition } from '../../engine/card';
import { isMyTurn } from '../../engine/effects/library';

export default {
  passcode: '68005187',
  name: 'Soul Exchange',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 monster your opponent controls: this turn, you can Tribute it as if you controlled it, and if you Tribute a monster you must Tribute that one. In the turn you activate this card, you have no Battle Phase.',
  effects: [
    {
      // Target 1 monster your opponent controls; this turn, if you Tribute a monster, you must
      // Tribute that monster, as if you controlled it. You cannot conduct your Battle Phase the turn
      // you activate this card.
      kind: 'activation',
      label: "Tribute an opponent's monster this turn; no Battle Phase",
      declares: ['restrict'],
      condition: isMyTurn,
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      cost: {
        // Not a cost in the card's words, but it applies from activation: no Battle Phase this turn.
        can: () => true,
        pay: (ctx) => ctx.applyRule('noBattlePhase', { player: ctx.player }, 'thisTurn'),
      },
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.applyRule('mayTribute', { player: ctx.player, card: target }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
