// Graverobber
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const SEND_BACK = 'sendBackInTheEndPhase';
const DAMAGE = 'damageWhenUsed';

/** The Spells Graverobber took that you still hold: in your hand or on your field. */
const stillHeld = (ctx: EffectContext): string[] =>
  ctx.awaitedAbout().filter((c) => ctx.hand('mine').includes(c) || ctx.controllerOf(c) === ctx.player);

export default {
  passcode: '61705417',
  name: 'Graverobber',
  frame: 'trap',
  subtype: ['normal'],
  text: "Target 1 Spell Card in your opponent's Graveyard; take it into your hand. This turn you may play it as if it were yours; when its activation resolves, you take 2000 damage. During this turn's End Phase, if it is still in your hand or on your field, it is sent to your opponent's Graveyard.",
  effects: [
    {
      // Select 1 Spell Card from your opponent's Graveyard. You can use it as your hand until the end of the turn
      // (official/c61705417.lua: a target, sent to your hand and shown).
      kind: 'activation',
      label: "Take a Spell Card from your opponent's Graveyard into your hand for this turn",
      declares: ['toHand'],
      targets: [{ prompt: "Choose a Spell Card in your opponent's Graveyard", from: 'graveyard', filter: (ctx, c) => ctx.definition(c).frame === 'spell' && ctx.graveyard('theirs').includes(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.graveyard('theirs').includes(target) || !ctx.mayLeaveGraveyard(target)) return;
        ctx.takeIntoHand(target, ctx.player);
        // Both waiting effects (the damage, the End Phase) are this card's delayed ones: one wait sets off both.
        ctx.awaitLater(SEND_BACK, 'thisTurn', target);
      },
    },
    {
      // ... until the end of the turn: in the End Phase, the Spell you still hold goes to its owner's Graveyard (a
      // continuous effect with no Chain in the script, EVENT_PHASE+PHASE_END).
      kind: 'trigger',
      key: SEND_BACK,
      range: 'delayed',
      withoutChain: true,
      label: "Send the taken Spell to your opponent's Graveyard",
      declares: ['toGraveyard'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      resolve: (ctx) => {
        const held = stillHeld(ctx);
        if (held.length > 0) ctx.sendToGraveyard(held);
      },
    },
    {
      // If you use it, you take 2000 points of damage: as its activation resolves (the script's EVENT_CHAIN_SOLVED).
      kind: 'trigger',
      key: DAMAGE,
      range: 'delayed',
      withoutChain: true,
      label: 'Take 2000 damage for using the taken Spell',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'resolved' && e.cardActivation === true && e.negated !== true && e.player === ctx.player && ctx.awaitedAbout().includes(e.card),
      resolve: (ctx) => ctx.damage(ctx.player, 2000),
    },
  ],
} satisfies CardDefinition;
