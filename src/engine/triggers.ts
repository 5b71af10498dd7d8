import { findMonster, isToken, locate, ownerOf } from './board';
import { opponentOf, type Player } from './constants';
import type { Work } from './draft';
import { effectContext } from './effects/context';
import { bindingOf, definitionOf, duelHasTriggersWith, hasFlipEffect, hasTriggerEffect, holdersIn, triggerEffectsOf, type Binding, type IndexedEffect } from './registry';
import type { CardId, Duel, DuelEvent, PendingTrigger } from './state';
import { effectsApplyNow } from './stats';
import { activationBarred, rulesOf } from './continuous';
import type { EffectContext } from './effects/types';

/*
 * Trigger and Flip effects (rulebook v9.1 "Effect Monsters", "When multiple cards are activated
 * simultaneously"): effects set off by the same events go on one Chain, the turn player's first
 * (in the order they choose), then the opponent's. "You can" effects are asked; others must go on.
 */

/** The Trigger and Flip effects the queued events set off, turn player's first. */
export function collectTriggers(duel: Duel): readonly PendingTrigger[] {
  // Asked after every action and at every phase step, and it usually finds nothing: then nothing is
  // made (one shared empty answer, no lists, no closures; the callers only read the answer).
  if (duel.flow.triggerQueue.length === 0) return NO_TRIGGERS;
  // The binding is looked up once for the duel-wide kinds and the holder lists.
  const binding = bindingOf(duel);
  if (!duelHasTriggersWith(binding, duel)) return NO_TRIGGERS;
  const holders = cardsWithTriggers(duel, binding);
  // With no card holding a Trigger effect where it is, only a flipped monster's own Flip effect, or a
  // monster that battle destroyed (Wall of Illusion), can be set off.
  if (holders === null && !setOffWithoutHolders(duel)) return NO_TRIGGERS;
  const found: PendingTrigger[] = [];
  for (const event of duel.flow.triggerQueue) {
    // Flip effects: the flipped monster's own, even if it was then destroyed in that battle (it
    // resolves after damage calculation, rulebook "Activation of a Flip Effect").
    const flipped = (event.type === 'summoned' && event.how === 'flip') || event.type === 'flippedFaceUp' ? event.card : null;
    if (flipped && hasFlipEffect(duel, flipped)) {
      const at = locate(duel, flipped);
      const player = at.zone === 'monster' ? at.player : ownerOf(duel, flipped);
      const faceUpOnField = at.zone === 'monster' && findMonster(duel, flipped)?.slot.faceUp === true;
      if (faceUpOnField || at.zone === 'graveyard') {
        definitionOf(duel, flipped).effects?.forEach((effect, index) => {
          if (effect.kind === 'flip') found.push({ card: flipped, effect: index, player, optional: effect.optional === true, event });
        });
      }
    }
    // A Token's effect as it is destroyed (Ojama Token): it has left the field, so it is no holder; its player is its controller then.
    const gone = destroyedToken(duel, event);
    if (gone) {
      for (const { effect, index } of triggerEffectsOf(duel, gone.card, 'leavingField')) {
        const ctx = effectContext(duel as Work, { card: gone.card, player: gone.controller, targets: [], link: null, chain: duel.flow.chain, answers: [] });
        if (effect.when!(ctx, event)) found.push({ card: gone.card, effect: index, player: gone.controller, optional: effect.optional === true, event });
      }
    }
    // A card's effect as it leaves the field, for anywhere (Mokey Mokey King): wherever it went, its player is who controlled it.
    if (event.type === 'leftField') {
      for (const { effect, index } of triggerEffectsOf(duel, event.card, 'leavingField')) {
        const ctx = effectContext(duel as Work, { card: event.card, player: event.player, targets: [], link: null, chain: duel.flow.chain, answers: [] });
        if (effect.when!(ctx, event)) found.push({ card: event.card, effect: index, player: event.player, optional: effect.optional === true, event });
      }
    }
    // "After damage calculation" effects of a monster that battle destroyed (Wall of Illusion).
    if (event.type === 'battleEnded') {
      for (const card of [event.attacker, event.target]) {
        if (card === 'direct' || !hasTriggerEffect(duel, card) || !duel.players[ownerOf(duel, card)].graveyard.includes(card)) continue;
        const player = ownerOf(duel, card);
        definitionOf(duel, card).effects?.forEach((effect, index) => {
          if (effect.kind !== 'trigger' || effect.evenIfDestroyedByThatBattle !== true || !effect.when) return;
          const ctx = effectContext(duel as Work, { card, player, targets: [], link: null, chain: duel.flow.chain, answers: [] });
          if (effect.when(ctx, event)) found.push({ card, effect: index, player, optional: effect.optional === true, event });
        });
      }
    }
    if (holders) for (const h of holders) {
      // One context per holder serves every queued event: nothing changes while they are checked.
      const ctx = (h.ctx ??= effectContext(duel as Work, { card: h.card, player: h.player, targets: [], link: null, chain: duel.flow.chain, answers: [] }));
      for (const { effect, index } of h.effects) {
        if (effect.when!(ctx, event)) found.push({ card: h.card, effect: index, player: h.player, optional: effect.optional === true, event });
      }
    }
  }
  // A monster destroyed by battle whose effects were negated by it (Blade Knight): nothing of it activates.
  const kept = duel.marks.length > 0 && duel.marks.some((m) => m.mark === 'effectsNegatedByBattle')
    ? found.filter((t) => !duel.marks.some((m) => m.mark === 'effectsNegatedByBattle' && m.key === t.card && m.turn === duel.turn))
    : found;
  if (kept.length === 0) return NO_TRIGGERS;
  // Events that happen at the same time set an effect off once, not once per event.
  const seen = new Set<string>();
  const once = kept.filter((t) => {
    // A continuous effect acting on an event acts once per event ("each time a Spell Card resolves").
    if (definitionOf(duel, t.card).effects?.[t.effect]?.withoutChain === true) return true;
    const key = `${t.card}#${t.effect}`;
    if (seen.has(key)) return false;
    seen.add(key);
    // An effect a rule says cannot be activated is not (Royal Command: "Flip monsters' effects cannot be activated").
    return !activationBarred(duel, t.player, t.card, definitionOf(duel, t.card).effects![t.effect]!, binding);
  });
  const tp = duel.turnPlayer;
  return [...once.filter((t) => t.player === tp), ...once.filter((t) => t.player === opponentOf(tp))];
}

const NO_TRIGGERS: readonly PendingTrigger[] = Object.freeze([]);

/** Whether a queued event can set off an effect of a card that holds no Trigger effect where it is: a flipped monster's Flip effect, a battle's end, or a card leaving the field. */
function setOffWithoutHolders(duel: Duel): boolean {
  const queue = duel.flow.triggerQueue;
  for (let i = 0; i < queue.length; i++) {
    const e = queue[i]!;
    if (e.type === 'battleEnded' || e.type === 'leftField' || ((e.type === 'summoned' || e.type === 'flippedFaceUp') && hasFlipEffect(duel, e.card)) || destroyedToken(duel, e)) return true;
  }
  return false;
}

/** A Token with a Trigger effect that an event says was destroyed on the field, with who controlled it. */
function destroyedToken(duel: Duel, e: DuelEvent): { card: CardId; controller: Player } | null {
  if ((e.type !== 'destroyed' && e.type !== 'destroyedByBattle') || e.controller === undefined || !hasTriggerEffect(duel, e.card) || !isToken(duel, e.card)) return null;
  return { card: e.card, controller: e.controller };
}

/** A card whose Trigger effects could go off where it is, with those effects (a context made when first needed). */
interface Holder {
  readonly card: CardId;
  readonly player: Player;
  readonly effects: readonly IndexedEffect[];
  ctx?: EffectContext;
}

/**
 * The cards whose Trigger effects could go off, with the effects that could from where each is
 * (null when there is none: the list is made for the first one): face-up monsters on the field,
 * cards in Graveyards (only those with a Graveyard Trigger effect are looked at), face-up Spell and Trap
 * Cards, cards in the hand with a hand Trigger effect, Pendulum Effects of cards in Pendulum Zones, and
 * effects a resolved card left waiting.
 */
function cardsWithTriggers(duel: Duel, binding: Binding): Holder[] | null {
  // Most of the time there is none, and the zones, the marks and the turn it was read from are the
  // same as when that was last found: then it is not looked for again (a walk asked after every
  // action and at every phase step). With Graveyard Triggers in the duel (the Graveyards are not
  // remembered), it is looked for every time.
  const memo = binding.noTriggerHolders;
  // The Graveyards and the Spell & Trap Zones are not remembered: with cards that trigger there, it is looked for every time.
  const remembered = holdersIn(binding, duel, 'graveyardTrigger').length === 0 && holdersIn(binding, duel, 'spellTrapTrigger').length === 0 &&
    holdersIn(binding, duel, 'handTrigger').length === 0 &&
    (duel.rules.length === 0 || !duel.rules.some((r) => r.code === 'awaits'));
  const ps0 = duel.players[0];
  const ps1 = duel.players[1];
  const writes = binding.drafts.monsterWrites;
  if (
    remembered && memo.writes === writes && memo.marks === duel.marks && memo.turn === duel.turn &&
    memo.monsters[0] === ps0.monsters && memo.monsters[1] === ps1.monsters && memo.pendulum[0] === ps0.pendulum && memo.pendulum[1] === ps1.pendulum
  ) return null;
  const out = holdersNow(duel, binding);
  if (remembered && out === null) {
    memo.writes = writes;
    memo.marks = duel.marks;
    memo.turn = duel.turn;
    memo.monsters[0] = ps0.monsters;
    memo.monsters[1] = ps1.monsters;
    memo.pendulum[0] = ps0.pendulum;
    memo.pendulum[1] = ps1.pendulum;
  }
  return out;
}

/** cardsWithTriggers, looked for. */
function holdersNow(duel: Duel, binding: Binding): Holder[] | null {
  let out: Holder[] | null = null;
  // Effects a resolved card left waiting for something later (rule code `awaits`: Last Will, Sinister Serpent), wherever the card is now.
  if (duel.rules.length > 0) for (const r of rulesOf(duel, 'awaits')) out = addHolder(duel, out, r.source!, r.player, 'delayed');
  // The duel's few cards with Trigger effects (with Graveyard ones) are listed once: ids are compared with them.
  const triggered = holdersIn(binding, duel, 'triggered');
  if (triggered.length === 0) return out;
  const fromGraveyard = holdersIn(binding, duel, 'graveyardTrigger');
  const spellTraps = holdersIn(binding, duel, 'spellTrapTrigger');
  const fromHand = holdersIn(binding, duel, 'handTrigger');
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    // Face-up Spell and Trap Cards whose activation has resolved (Snatch Steal's "during each of their Standby Phases").
    if (spellTraps.length > 0) {
      for (const s of [...ps.spellTraps, ps.field]) if (s && spellTraps.includes(s.card) && effectsApplyNow(duel, s)) out = addHolder(duel, out, s.card, p, 'field');
    }
    const monsters = ps.monsters;
    for (let i = 0; i < monsters.length; i++) {
      const s = monsters[i];
      if (s && s.faceUp && !s.effectsNegated && triggered.includes(s.card)) out = addHolder(duel, out, s.card, p, 'field');
    }
    // Pendulum Effects, from a card in a Pendulum Zone (its monster effects do not apply there).
    const pendulum = ps.pendulum;
    for (let i = 0; i < pendulum.length; i++) {
      const s = pendulum[i];
      if (s && triggered.includes(s.card)) out = addHolder(duel, out, s.card, p, 'pendulumZone');
    }
    // Trigger effects of cards in the hand ("you can Special Summon this card from your hand").
    if (fromHand.length > 0) for (const c of ps.hand) if (fromHand.includes(c)) out = addHolder(duel, out, c, p, 'hand');
    if (fromGraveyard.length === 0) continue;
    const graveyard = ps.graveyard;
    for (let i = 0; i < graveyard.length; i++) if (fromGraveyard.includes(graveyard[i]!)) out = addHolder(duel, out, graveyard[i]!, p, 'graveyard');
  }
  return out;
}

/** Adds the card to `out` (made here for the first) with its Trigger effects that go off from `where`, if it has any. */
function addHolder(duel: Duel, out: Holder[] | null, card: CardId, player: Player, where: 'field' | 'graveyard' | 'hand' | 'delayed' | 'pendulumZone'): Holder[] | null {
  const effects = triggerEffectsOf(duel, card, where);
  if (effects.length === 0) return out;
  const holder: Holder = { card, player, effects };
  if (out === null) return [holder];
  out.push(holder);
  return out;
}

/** Whether a trigger can still go on the Chain (its card is where it must be, its targets exist). */
export function stillThere(duel: Duel, t: PendingTrigger): boolean {
  const effect = definitionOf(duel, t.card).effects?.[t.effect];
  // A Token's effect as it was destroyed: the Token is gone, and that is how it goes off; a card's as it left the field, from wherever it went.
  if (effect?.range === 'leavingField') return true;
  const at = locate(duel, t.card);
  if (effect?.kind === 'flip') return at.zone === 'monster' || at.zone === 'graveyard';
  if (effect?.range === 'delayed') return true;
  if (effect?.evenIfDestroyedByThatBattle === true && at.zone === 'graveyard') return true;
  if (effect?.range === 'pendulumZone') return at.zone === 'pendulum';
  if (effect?.range === 'hand') return at.zone === 'hand';
  // A Spell or Trap Card's own Trigger effect: while it stays face-up in its zone.
  const frame = definitionOf(duel, t.card).frame;
  if ((frame === 'spell' || frame === 'trap') && (effect?.range ?? 'field') === 'field') return at.zone === 'spellTrap' || at.zone === 'field';
  return (effect?.range ?? 'field') === 'graveyard' ? at.zone === 'graveyard' : at.zone === 'monster';
}

export type { DuelEvent };
