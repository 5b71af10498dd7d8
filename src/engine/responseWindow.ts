import type { Action } from './actions';
import { activations, minimumSpeed, probeContext, targetsAvailable } from './activation';
import type { Player } from './constants';
import { attackOf, responseToOf, summoningOf } from './draft';
import { isDuring, type Effect, type EffectCategory } from './effects/types';
import { definitionOf } from './registry';
import type { CardId, Duel, DuelEvent } from './state';
import { isSummonEvent, summonHowOf } from './summonEvents';
import { battleStepOf, currentPhase } from './turn';
import type { WindowActivation, WindowEvent } from './viewTypes';

export type { WindowActivation, WindowEvent };

/*
 * What opened a response window, and which of the deciding player's activations answer it, so a view
 * can decide when to stop and ask without knowing any rule (issue 12: Master Duel's Auto prompts).
 * Derived from the duel only: the window (`duel.window`), the Chain, the Summon or attack waiting
 * and what the window responds to (`respondTo`), all on `next`. Nothing here changes a duel.
 */

export interface WindowInfo {
  /** Who must decide in the window. */
  readonly player: Player;
  /** What the window answers, the newest first (a Chain Link before the Summon its Chain follows). */
  readonly events: readonly WindowEvent[];
  readonly activations: readonly WindowActivation[];
}

/**
 * Categories that answer a battle in the Damage Step, before damage calculation: effects that change
 * ATK/DEF or a battle position change the battle's outcome (rulebook v9.1 "Damage Step Rules").
 */
const ANSWERS_BATTLE: readonly EffectCategory[] = ['modifyStats', 'position'];

/**
 * Categories that answer the opponent's attack declaration on you without reading it in a condition:
 * rule changes for the turn (Waboku: no battle damage, not destroyed by battle), Tokens to defend
 * with (Scapegoat), turning the attacker face-down (Book of Moon).
 */
const ANSWERS_ATTACK: readonly EffectCategory[] = ['restrict', 'token', 'position'];

/** The open response window's events and activations, or null when no window is open. */
export function windowInfo(duel: Duel): WindowInfo | null {
  const win = duel.flow.window;
  if (!win || duel.flow.prompt || duel.winner !== null) return null;
  const events = windowEvents(duel);
  const legal = activations(duel, win.player, minimumSpeed(duel)) as Extract<Action, { type: 'activate' }>[];
  return {
    player: win.player,
    events,
    activations: legal.map((a) => {
      const effect = a.effect ?? 0;
      return { card: a.card, effect, answers: answeredEvent(duel, win.player, a.card, effect, events), ownTime: isOwnTime(duel, win.player, a.card, effect) };
    }),
  };
}

/** The window's events, newest first. */
export function windowEvents(duel: Duel): WindowEvent[] {
  const out: WindowEvent[] = [];
  const top = duel.flow.chain[duel.flow.chain.length - 1];
  if (top) out.push({ kind: 'chainLink', link: duel.flow.chain.length, card: top.card, player: top.player });
  const summoning = summoningOf(duel);
  if (summoning) out.push({ kind: 'summon', card: summoning.card, player: summoning.player, how: summoning.how, pending: true });
  const responseTo = responseToOf(duel);
  for (const e of responseTo) {
    if (isSummonEvent(e)) out.push({ kind: 'summon', card: e.card, player: e.player, how: summonHowOf(e), pending: false });
  }
  // Battle damage and destructions a window answers (chain.ts awaitsAnswer: Damage Gate, Soul Rope).
  for (const e of responseTo) {
    if (e.type === 'battleDamage') out.push({ kind: 'battleDamage', player: e.player, amount: e.amount });
    else if (e.type === 'destroyed' && e.controller !== undefined) out.push({ kind: 'destroyed', card: e.card, player: e.controller });
  }
  const attack = attackOf(duel);
  const declared = responseTo.find((e): e is Extract<DuelEvent, { type: 'attackDeclared' }> => e.type === 'attackDeclared');
  if (attack && (attack.damageStep || declared)) out.push({ kind: 'attack', attacker: attack.attacker, target: attack.target, damageStep: attack.damageStep === true });
  else if (declared) out.push({ kind: 'attack', attacker: declared.attacker, target: declared.target, damageStep: false });
  if (out.length === 0 && duel.flow.window?.kind === 'phaseEnd') {
    const phase = currentPhase(duel);
    out.push({ kind: 'phaseEnd', phase, step: phase === 'battle' ? battleStepOf(duel.flow.turnState) : null });
  }
  return out;
}

/**
 * Which event an activation answers. From the effect as declared, never its text:
 * - its condition or targets hold now but not in the same duel with nothing to respond to (no
 *   Chain, no Summon, attack or `respondTo` waiting): it answers the event it reads;
 * - anything activated onto the opponent's Chain Link answers that link (chaining is responding);
 * - in the Damage Step, effects declaring a change of ATK/DEF or position answer the battle;
 * - the opponent's attack declaration is answered by effects declaring a rule change for the turn,
 *   Tokens or a change of position (Waboku, Scapegoat, Book of Moon).
 */
function answeredEvent(duel: Duel, player: Player, card: CardId, index: number, events: readonly WindowEvent[]): number | null {
  if (events.length === 0 || events[0]!.kind === 'phaseEnd') return null;
  const effect = definitionOf(duel, card).effects![index]!;
  if (readsTheEvent(duel, player, card, effect)) {
    const i = events.findIndex((e) => e.kind !== 'chainLink' || readsChain(duel, player, card, effect));
    return i < 0 ? 0 : i;
  }
  const top = events[0]!;
  if (top.kind === 'chainLink' && top.player !== player) return 0;
  const battle = events.findIndex((e) => e.kind === 'attack' && e.damageStep);
  if (battle >= 0 && effect.declares?.some((c) => ANSWERS_BATTLE.includes(c))) return battle;
  const declared = events.findIndex((e) => e.kind === 'attack' && !e.damageStep);
  if (declared >= 0 && duel.turnPlayer !== player && effect.declares?.some((c) => ANSWERS_ATTACK.includes(c))) return declared;
  return null;
}

/** The same duel with nothing to respond to. */
function calm(duel: Duel, keepChain: boolean): Duel {
  const next = duel.flow.next?.filter((c) => c.kind !== 'summon' && c.kind !== 'attack' && c.kind !== 'respondTo');
  return { ...duel, flow: { ...duel.flow, chain: keepChain ? duel.flow.chain : [], ...(next && { next }) } };
}

const holds = (duel: Duel, player: Player, card: CardId, effect: Effect): boolean => {
  const ctx = probeContext(duel, player, card);
  return (!effect.condition || effect.condition(ctx)) && (!effect.targets || targetsAvailable(ctx, effect.targets));
};

function readsTheEvent(duel: Duel, player: Player, card: CardId, effect: Effect): boolean {
  if (!effect.condition && !effect.targets) return false;
  return holds(duel, player, card, effect) && !holds(calm(duel, false), player, card, effect);
}

/** Whether the effect needs the Chain as it is (Magic Jammer: "when a Spell Card is activated"). */
function readsChain(duel: Duel, player: Player, card: CardId, effect: Effect): boolean {
  return duel.flow.chain.length > 0 && !holds({ ...duel, flow: { ...duel.flow, chain: [] } }, player, card, effect);
}

/** Whether the effect declares this phase of this turn as its time ("during your opponent's Battle Phase"). */
export function isOwnTime(duel: Duel, player: Player, card: CardId, index: number): boolean {
  const during = definitionOf(duel, card).effects?.[index]?.during;
  return during !== undefined && isDuring(during, currentPhase(duel), duel.turnPlayer === player);
}
