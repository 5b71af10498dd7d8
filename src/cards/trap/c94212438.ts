// Destiny Board
import type { CardDefinition } from '../../engine/card';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

/** The Spirit Messages in their proper order: the Board places them one by one in this order (official/c94212438.lua). */
const SPIRIT_MESSAGES = ['Spirit Message "I"', 'Spirit Message "N"', 'Spirit Message "A"', 'Spirit Message "L"'] as const;

const isSpiritMessage = (ctx: QueryContext, card: string): boolean => (SPIRIT_MESSAGES as readonly string[]).includes(ctx.definition(card).name);

/** The face-up Spirit Messages its controller controls. */
const faceUpMessages = (ctx: QueryContext): string[] => ctx.spellTraps('mine').filter((c) => ctx.isFaceUp(c) && isSpiritMessage(ctx, c));

/** Whether its controller controls all four Spirit Messages face-up. */
const allFourMessages = (ctx: QueryContext): boolean => {
  const names = new Set(faceUpMessages(ctx).map((c) => ctx.definition(c).name));
  return SPIRIT_MESSAGES.every((n) => names.has(n));
};

/** Places the next Spirit Message (the first one it has not placed) from the hand or Deck; wins with all four. */
function placeNextMessage(ctx: EffectContext): void {
  if (!ctx.spellTraps('mine').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return;
  const placed = ctx.keptTargets();
  const next = SPIRIT_MESSAGES[placed.length];
  // No free Spell & Trap Zone: nothing is placed.
  if (next === undefined || !ctx.duel.players[ctx.player].spellTraps.includes(null)) return;
  const options = [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === next);
  if (options.length === 0) return;
  const card = ctx.chooseCard(ctx.player, `Choose ${next} to place face-up on the field`, options);
  if (!ctx.placeFaceUp(card)) return;
  ctx.keepTargets([...placed, card]);
  if (allFourMessages(ctx)) ctx.winDuel(ctx.player);
}

export default {
  passcode: '94212438',
  name: 'Destiny Board',
  frame: 'trap',
  subtype: ['continuous'],
  text:
    'At the end of each of your opponent\'s turns, place the next "Spirit Message" card ("I", then "N", "A", "L") from your hand or Deck face-up in your Spell & Trap Zone (it is not activated). ' +
    'With "Spirit Message" "I", "N", "A" and "L" all on your field, you win the Duel. If this card or a "Spirit Message" card it placed leaves the field, this card and all those "Spirit Message" cards are sent to the Graveyard.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Destiny Board face-up',
    },
    {
      // At the end of each of your opponent's turns, place 1 "Spirit Message" card from your hand or your Deck face-up on the field.
      // If you control the "Spirit Message" cards "I", "N", "A", and "L" in the proper order, you win the Duel.
      // official/c94212438.lua: a mandatory Trigger in the opponent's End Phase, placing the Message that comes next in the order
      // (a count on the Board: `ctx.keepTargets`), at most four times; the win is checked whenever the board changes
      // (EVENT_ADJUST), and only this placing brings a Message to the field, so it is checked as each one is placed.
      kind: 'trigger',
      key: 'placeMessage',
      label: 'Place the next "Spirit Message" from your hand or Deck face-up; with all four, you win',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && e.player === ctx.opponent && ctx.keptTargets().length < SPIRIT_MESSAGES.length,
      resolve: placeNextMessage,
    },
    {
      // If any "Spirit Message" cards you control is removed from the field, all "Spirit Message" cards and "Destiny Board"
      // you control are sent to the Graveyard (the Messages are the cards it placed and keeps).
      kind: 'continuous',
      label: 'If a "Spirit Message" it placed leaves the field, it and the other Messages are sent to the Graveyard',
      declares: ['toGraveyard'],
      rules: [{ code: 'leavesWithKept' }],
    },
    {
      // If "Destiny Board" is removed from the field, all "Spirit Message" cards you control are sent to the Graveyard
      // (a continuous effect as it leaves: no Chain).
      kind: 'trigger',
      key: 'messagesGoWithIt',
      withoutChain: true,
      range: 'leavingField',
      label: 'As it leaves the field, your face-up "Spirit Message" cards are sent to the Graveyard',
      declares: ['toGraveyard'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp,
      resolve: (ctx) => ctx.sendToGraveyard(faceUpMessages(ctx)),
    },
  ],
} satisfies CardDefinition;
