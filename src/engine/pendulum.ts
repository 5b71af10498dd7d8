import type { Action } from './actions';
import { emit, placeMonster, takeCard } from './board';
import { isExtraDeckMonster, isMonster } from './card';
import type { Player } from './constants';
import { currentScale, freeMonsterZones, ownRuleApplies, playCost, playCostRefusal, spellTrapPlaysBarred } from './continuous';
import { writePlayer, type Work } from './draft';
import { NeedChoice } from './effects/context';
import { faceUpInExtra, mustBeProperlySummoned } from './extraDeck';
import type { Refusal } from './refusals';
import { definitionOf, duelHas, duelHasWith, type Binding } from './registry';
import { queryContext } from './stats';
import { PENDULUM_SCALE, STOP, type CardId, type Duel, type Prompt, type SpellTrapSlot } from './state';
import { mayControlAnotherFaceUp, maySpecialSummon, oneSpecialSummonAtATime, payToPlay } from './summon';
import type { Summoning } from './summonEvents';

/*
 * Pendulum Monsters (rulebook v9.1 "Pendulum Monster Cards", "How to Pendulum Summon"):
 * - activated from the hand as Spell Cards in the Pendulum Zones: an `activate` action whose
 *   `effect` is PENDULUM_SCALE (`zone` 0 left, 1 right);
 * - "Once per turn, during your Main Phase, declare that you are Pendulum Summoning. Check the
 *   Pendulum Scales ..., then Special Summon as many monsters as you want from your hand and Extra
 *   Deck whose Levels are in between those Pendulum Scales": one `specialSummon` action with
 *   `method: 'pendulum'` (its `card` is the card in the left Pendulum Zone, whose Scale opens it, as
 *   in ygopro) declares it; the monsters are then chosen one prompt at a time (choose one, then
 *   another or stop, as many as the free Monster Zones take), then each one's position ("a Special
 *   Summoned monster is played onto the field in your choice of face-up Attack Position or face-up
 *   Defense Position"). The mat, the computer and the tests all choose from those prompts.
 */

export type PendulumSummonAction = Extract<Action, { type: 'specialSummon' }>;

/** The two Scales, lower first, when both Pendulum Zones hold a card. */
export function pendulumScales(duel: Duel, player: Player): [number, number] | null {
  const [left, right] = duel.players[player].pendulum;
  if (!left || !right) return null;
  const a = currentScale(duel, player, left);
  const b = currentScale(duel, player, right);
  return a <= b ? [a, b] : [b, a];
}

const PENDULUM_KEY = 'pendulumSummon';

/** Whether `player` Pendulum Summoned this turn (once per turn). */
const pendulumSummonedThisTurn = (duel: Duel, player: Player): boolean =>
  duel.marks.some((m) => m.mark === 'used' && m.player === player && m.turn === duel.turn && m.key === PENDULUM_KEY);

/** The monsters `player` may Pendulum Summon now: from the hand and face-up from the Extra Deck, Levels strictly between the Scales. */
export function pendulumCandidates(duel: Duel, player: Player): CardId[] {
  const scales = pendulumScales(duel, player);
  if (!scales || pendulumSummonedThisTurn(duel, player) || !maySpecialSummon(duel, player)) return [];
  if (freeMonsterZones(duel, player).length === 0) return [];
  const [low, high] = scales;
  const ps = duel.players[player];
  const fits = (id: CardId): boolean => {
    const def = definitionOf(duel, id);
    const level = def.level ?? 0;
    // A monster that must be properly Summoned (a Ritual Monster) is not Summoned this way.
    return isMonster(def) && def.frame !== 'token' && !isExtraDeckMonster(def) && !mustBeProperlySummoned(def) && level > low && level < high && mayControlAnotherFaceUp(duel, player, id);
  };
  // From the hand, only a monster whose LP cost its player can pay (Chain Energy: lpCostToPlay).
  return [...ps.hand.filter((id) => fits(id) && playCostRefusal(duel, player, id, 'specialSummon') === null), ...ps.extra.filter((id) => faceUpInExtra(duel, id) && fits(id))];
}

/** Why `player` may not Pendulum Summon now at all: two Scales, once per turn, Summons allowed, a free zone, a monster that fits. */
export function pendulumTurnRefusal(duel: Duel, player: Player): Refusal | null {
  if (!pendulumScales(duel, player)) return 'needsTwoScales';
  if (pendulumSummonedThisTurn(duel, player)) return 'pendulumSummonUsed';
  if (!maySpecialSummon(duel, player)) return 'cannotSummon';
  if (freeMonsterZones(duel, player).length === 0) return 'monsterZonesFull';
  return pendulumCandidates(duel, player).length > 0 ? null : 'nothingToPendulumSummon';
}

/** Why this Pendulum Summon declaration is refused: the rule above, declared with the card in the left Pendulum Zone. */
export function pendulumSummonRefusal(duel: Duel, player: Player, action: PendulumSummonAction): Refusal | null {
  const turn = pendulumTurnRefusal(duel, player);
  if (turn !== null) return turn;
  if (action.materials !== undefined) return 'malformed';
  return action.card === duel.players[player].pendulum[0]?.card ? null : 'pendulumCard';
}

/** The one Pendulum Summon declaration open to `player` now, if any. */
export function pendulumSummons(duel: Duel, player: Player): PendulumSummonAction[] {
  const left = duel.players[player].pendulum[0];
  if (!left || pendulumTurnRefusal(duel, player) !== null) return [];
  return [{ type: 'specialSummon', card: left.card, method: 'pendulum' }];
}

/**
 * The monsters still to choose from, with `chosen` chosen already: the candidates not chosen, one
 * copy of a "you can only control 1 face-up" monster (Gagaga Magician), none once the free zones are taken.
 */
export function pendulumChoices(duel: Duel, player: Player, chosen: readonly CardId[]): CardId[] {
  if (chosen.length >= freeMonsterZones(duel, player).length) return [];
  // "Neither player can Special Summon 2 or more monsters at the same time" (Blue-Eyes Spirit Dragon).
  if (chosen.length >= 1 && oneSpecialSummonAtATime(duel, player)) return [];
  const unique = new Set(chosen.filter((c) => ownRuleApplies(duel, 'onlyOneFaceUp', c)).map((c) => definitionOf(duel, c).passcode));
  // The LP costs of the monsters chosen from the hand add up: one more only if its player can pay for all.
  const hand = duel.players[player].hand;
  const owed = chosen.reduce((lp, c) => lp + (hand.includes(c) ? playCost(duel, player, c, 'specialSummon') : 0), 0);
  const affordable = (c: CardId): boolean => !hand.includes(c) || owed + playCost(duel, player, c, 'specialSummon') <= duel.players[player].lp;
  return pendulumCandidates(duel, player).filter((c) => !chosen.includes(c) && !unique.has(definitionOf(duel, c).passcode) && affordable(c));
}

/**
 * The declared Pendulum Summon, run again with each answer so far (see state.ts `Pending`): the
 * monsters one at a time (a lone candidate needs no asking), then each one's position; then they
 * are placed together. Returns the Summon to announce (flow.ts): one Summon of them all (negated,
 * all of them are), then they succeed together.
 */
export function pendulumSummonStep(d: Work, player: Player, answers: readonly string[]): Summoning {
  let next = 0;
  const ask = (prompt: Prompt): string => {
    const answer = answers[next++];
    if (answer === undefined) throw new NeedChoice(prompt);
    return answer;
  };
  const name = (c: CardId): string => definitionOf(d, c).name;
  const chosen: CardId[] = [];
  for (let left = pendulumChoices(d, player, chosen); left.length > 0; left = pendulumChoices(d, player, chosen)) {
    if (chosen.length === 0 && left.length === 1) {
      chosen.push(left[0]!);
      continue;
    }
    const answer = chosen.length === 0
      ? ask({ kind: 'chooseCard', player, reason: 'Choose a monster to Pendulum Summon', cards: left })
      : ask({ kind: 'chooseCard', player, reason: `Choose another monster to Pendulum Summon, or stop (chosen: ${chosen.map(name).join(', ')})`, cards: left, mayStop: true });
    if (answer === STOP) break;
    if (!left.includes(answer)) throw new Error(`The recorded choice ${answer} is not among the monsters to Pendulum Summon`);
    chosen.push(answer);
  }
  const positions = chosen.map((c) => ask({ kind: 'chooseOption', player, reason: `Pendulum Summon ${name(c)} in which position?`, options: ['attack', 'defense'] }));
  d.marks = [...d.marks, { mark: 'used', player, turn: d.turn, key: PENDULUM_KEY }];
  for (const card of chosen) if (d.players[player].hand.includes(card)) payToPlay(d, player, card, 'specialSummon');
  const summoned: Summoning[] = chosen.map((card, i) => {
    takeCard(d, card);
    placeMonster(d, player, freeMonsterZones(d, player)[0]!, card, positions[i] === 'defense' ? 'defense' : 'attack', true);
    return { player, card, how: 'special', method: 'pendulum' };
  });
  const [first, ...rest] = summoned;
  return { ...first!, together: rest.map((s) => s.card) };
}

/**
 * Why this card may not be activated from `player`'s hand as a Spell Card in a Pendulum Zone now (in
 * their Main Phase): a Pendulum Monster in the hand, a free Pendulum Zone, and its own condition
 * ("You must control no monsters to activate this card": Timegazer Magician).
 */
export function pendulumScaleRefusal(duel: Duel, player: Player, card: CardId): Refusal | null {
  const ps = duel.players[player];
  if (!ps.hand.includes(card)) return 'notInHand';
  const def = definitionOf(duel, card);
  if (def.frame !== 'pendulum') return 'notPendulumMonster';
  if (ps.pendulum[0] && ps.pendulum[1]) return 'pendulumZonesFull';
  // Activated as a Spell Card: Cold Wave's lock and Chain Energy's cost apply to it.
  if (spellTrapPlaysBarred(duel, player)) return 'spellTrapPlaysBarred';
  const cost = playCostRefusal(duel, player, card, 'activate');
  if (cost !== null) return cost;
  return def.pendulumActivation?.(queryContext(duel, { card, player, equippedTo: null })) ?? true ? null : 'conditionNotMet';
}

/** The Pendulum Monsters in `player`'s hand that may be activated in a free Pendulum Zone now. */
export function pendulumScaleActivations(duel: Duel, player: Player, binding?: Binding): Action[] {
  const ps = duel.players[player];
  if (!(binding ? duelHasWith(binding, duel, 'pendulum') : duelHas(duel, 'pendulum')) || (ps.pendulum[0] && ps.pendulum[1])) return [];
  return ps.hand.filter((card) => pendulumScaleRefusal(duel, player, card) === null).map((card) => ({ type: 'activate', card, effect: PENDULUM_SCALE }));
}

/** Whether an action activates a Pendulum Monster from the hand in a Pendulum Zone. */
export const isPendulumScaleActivation = (a: Action): a is Extract<Action, { type: 'activate' }> => a.type === 'activate' && a.effect === PENDULUM_SCALE;

/** Places a Pendulum Monster from the hand face-up in a Pendulum Zone (not one of the 5 Spell & Trap Zones). */
export function activatePendulum(d: Work, player: Player, card: CardId, zone?: number): void {
  const ps = d.players[player];
  const at: 0 | 1 = (zone === 0 || zone === 1) && !ps.pendulum[zone] ? zone : ps.pendulum[0] ? 1 : 0;
  takeCard(d, card);
  const pendulum: [SpellTrapSlot | null, SpellTrapSlot | null] = [...d.players[player].pendulum];
  pendulum[at] = { card, faceUp: true, setTurn: null, equippedTo: null };
  writePlayer(d, player).pendulum = pendulum;
  d.marks = [...d.marks, { mark: 'pendulumActivated', player, turn: d.turn, key: card }];
  emit(d, { type: 'pendulumActivated', player, card, zone: at });
}
