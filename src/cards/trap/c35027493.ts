// Deck Devastation Virus
import { isMonster, type CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A DARK monster with 2000 or more ATK you could Tribute. */
const darkTributes = (ctx: EffectContext): string[] =>
  tributableMonsters(ctx).filter((c) => ctx.definition(c).attribute === 'DARK' && ctx.atk(c) >= 2000);

/** A monster with 1500 or less ATK: its current ATK on the field, its printed ATK in the hand. */
const weak = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  if (!isMonster(def)) return false;
  const atk = ctx.controllerOf(card) !== null ? ctx.atk(card) : def.atk;
  return typeof atk === 'number' && atk <= 1500;
};

/** Looks at the cards (shown to the Virus's player only) and destroys the monsters with 1500 or less ATK among them. */
function checkAndDestroy(ctx: EffectContext, cards: readonly string[]): void {
  const hidden = cards.filter((c) => !ctx.isFaceUp(c) || ctx.controllerOf(c) === null);
  if (hidden.length > 0) ctx.reveal(hidden, ctx.player);
  const victims = cards.filter((c) => weak(ctx, c));
  if (victims.length > 0) ctx.destroy(victims);
}

export default {
  passcode: '35027493',
  name: 'Deck Devastation Virus',
  frame: 'trap',
  subtype: ['normal'],
  text: "Activate by Tributing 1 DARK monster with 2000 or more ATK. You look at your opponent's hand and the monsters they control, and destroy every monster with 1500 or less ATK among them; until the end of their 3rd turn after its activation, you also look at each card they draw and destroy it if it is such a monster.",
  effects: [
    {
      // Tribute 1 DARK monster with 2000 or more ATK; check your opponent's hand, all monsters they control, and all cards
      // they draw until the end of their 3rd turn after this card's activation, and destroy all those monsters with 1500 or less ATK.
      kind: 'activation',
      label: "Tribute a DARK monster with 2000+ ATK: destroy your opponent's monsters with 1500 or less ATK in hand, on the field, and as they are drawn",
      declares: ['destroy'],
      cost: {
        can: (ctx) => darkTributes(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a DARK monster with 2000 or more ATK to Tribute', darkTributes(ctx))]),
      },
      affects: { destroy: (ctx) => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.atk(c) <= 1500) },
      resolve: (ctx) => {
        checkAndDestroy(ctx, [...ctx.monsters('theirs'), ...ctx.hand('theirs')]);
        // The opponent's current turn counts as the first of the 3 (the script's reset, RESET_OPPO_TURN 3).
        ctx.awaitLater('drawnCards', { turnsOf: ctx.opponent, count: ctx.duel.turnPlayer === ctx.opponent ? 2 : 3 });
      },
    },
    {
      // ... and all cards they draw until the end of their 3rd turn after this card's activation (each as it is drawn, no Chain).
      kind: 'trigger',
      key: 'drawnCards',
      label: 'Look at the drawn card; destroy it if it is a monster with 1500 or less ATK',
      declares: ['destroy'],
      range: 'delayed',
      withoutChain: true,
      when: (ctx, e) => e.type === 'drew' && e.player === ctx.opponent && ctx.hand('theirs').includes(e.card),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'drew' && ctx.hand('theirs').includes(e.card)) checkAndDestroy(ctx, [e.card]);
      },
    },
  ],
} satisfies CardDefinition;
