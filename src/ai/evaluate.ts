import { attackOf, currentPhase, currentStep, opponentOf, type Duel, type Player } from '../engine';
import type { MonsterSlot, PlayerState } from '../engine/state';
import { STARTING_LP } from '../engine/constants';
import { currentStats } from '../engine/stats';
import { damageCalculationStarted } from '../engine/turn';

/**
 * How good a (determinised) duel is for `me`, in LP-like points: my side minus the opponent's.
 * A side is worth its LP, its monsters by ATK/DEF and position (less when a stronger monster of the
 * other side can run over them), its cards in hand and its Set cards; an empty board in front of
 * attackers counts as the damage it invites. Every term is about the board, never a card's name.
 */
export const WIN = 1_000_000;

/** The worth of each part of a side. */
export interface Weights {
  readonly hand: number;
  readonly setCard: number;
  readonly faceUpSpellTrap: number;
  readonly monsterBase: number;
  /** Share of a threatened monster's worth counted as already lost. */
  readonly threat: number;
  /** Share of the attackers' total ATK counted as damage when a side has no monster to block. */
  readonly openField: number;
  /** LP under this count are worth `lowLpExtra` more each (losing them loses the duel sooner). */
  readonly lowLp: number;
  readonly lowLpExtra: number;
  /**
   * Share of each LP above the starting LP that counts (a player so far from losing gains little by
   * more): at full LP Dian Keto the Cure Master is worth holding, not spending on 1000 LP.
   */
  readonly surplusLp: number;
}

// A Set card 550 (350 before the eleventh round): spending one for less (Just Desserts for 500 against one monster) waits.
export const WEIGHTS: Weights = { hand: 250, setCard: 550, faceUpSpellTrap: 200, monsterBase: 600, threat: 0.4, openField: 0.3, lowLp: 2000, lowLpExtra: 0.5, surplusLp: 0.1 };

interface Stats {
  /** What the monster is worth by: its ATK without a boost that only an attack this turn can use. */
  readonly atk: number;
  /** Its ATK as an attacker this turn (the turn player's boost counted: the threat it makes). */
  readonly attack: number;
  readonly def: number;
  readonly slot: MonsterSlot;
}

export function evaluate(duel: Duel, me: Player): number {
  if (duel.winner !== null) return duel.winner === 'draw' ? 0 : duel.winner === me ? WIN - duel.turn : -WIN + duel.turn;
  const opp = opponentOf(me);
  const mine = monsters(duel, duel.players[me], lingeringCounts(duel, me));
  const theirs = monsters(duel, duel.players[opp], lingeringCounts(duel, opp));
  return side(duel.players[me], mine, theirs, WEIGHTS) - side(duel.players[opp], theirs, mine, WEIGHTS);
}

/**
 * `evaluate` of a look-ahead's result for a decision taken in turn `turn`. The Draw Phase's draw comes
 * whatever is chosen, so a look that passes the turn does not count the draw it runs into as that
 * choice's result. Counted, ending the turn looked a card worse than anything done before it: every
 * level spent a marginal card in Main Phase 2 rather than end the turn (Just Desserts for 500 at the
 * first chance), and the other player passed in the End Phase rather than use a card it held.
 */
export function evaluateFrom(duel: Duel, me: Player, turn: number): number {
  const value = evaluate(duel, me);
  if (duel.winner !== null || duel.turn <= turn) return value;
  let drawn = 0;
  // The turn players of the turns passed into, newest first (each drew once in its Draw Phase).
  for (let t = duel.turn, p = duel.turnPlayer; t > turn; t--, p = opponentOf(p)) drawn += p === me ? 1 : -1;
  return value - drawn * WEIGHTS.hand;
}

function monsters(duel: Duel, ps: PlayerState, lingering: Lingering): Stats[] {
  const out: Stats[] = [];
  for (const slot of ps.monsters) {
    if (!slot) continue;
    if (lingering !== 'atk') {
      const { atk, def } = currentStats(duel, slot, lingering === 'both');
      out.push({ slot, atk, attack: atk, def });
      continue;
    }
    // The turn player's ATK boost that ends this turn is worth only the attacks it wins: it adds to the
    // threat of an Attack Position monster, not to what the monster is worth (spent on a monster with
    // nothing to attack, it was a card lost: Hard used Reinforcements in its Draw Phase, then Tributed
    // the monster), and nothing on a Defense Position monster, which does not attack (every level used
    // Reinforcements in its own Draw Phase on its Defense Position Mystical Elf, then passed the battle).
    const lasting = currentStats(duel, slot, false);
    const attack = slot.position === 'attack' ? currentStats(duel, slot, true).atk : lasting.atk;
    out.push({ slot, atk: lasting.atk, attack, def: lasting.def });
  }
  return out;
}

/** Which of a side's ATK/DEF changes that end with this turn count: none, only ATK, or both. */
type Lingering = 'none' | 'atk' | 'both';

/**
 * Which of `p`'s ATK/DEF changes that end with this turn (Reinforcements, Castle Walls) are worth
 * anything where the duel stands: a change wins only in a battle of this turn. The turn player can
 * still attack with more ATK in Main Phase 1 and the Battle Phase, but more DEF helps them nothing:
 * their monsters are not attacked in their own turn. The other player gains from either only
 * against an attack under way. Counted everywhere, a one-step look took a boost for a lasting gain
 * and spent a Set card at the first window (Reinforcements in the opponent's Draw Phase, Castle
 * Walls in its own), where holding it until an attack is declared loses nothing. How the turn
 * player's ATK boost counts: `monsters`.
 */
function lingeringCounts(duel: Duel, p: Player): Lingering {
  if (duel.lingering.length === 0) return 'both';
  const phase = currentPhase(duel);
  if (p === duel.turnPlayer) return phase === 'main1' || (phase === 'battle' && currentStep(duel) !== 'end') ? 'atk' : 'none';
  // After damage calculation (the battle's Flip and Trigger effects resolving in the Damage Step) it has done its work.
  return phase === 'battle' && attackOf(duel) !== null && !damageCalculationStarted(duel.flow.turnState) ? 'both' : 'none';
}

function side(ps: PlayerState, own: readonly Stats[], other: readonly Stats[], w: Weights): number {
  const lp = ps.lp > STARTING_LP ? STARTING_LP + w.surplusLp * (ps.lp - STARTING_LP) : ps.lp;
  let value = lp + w.lowLpExtra * Math.min(ps.lp, w.lowLp) + w.hand * ps.hand.length;
  // The strongest face-up monster the other side could attack with next.
  let threat = 0;
  let pressure = 0;
  for (const o of other) {
    if (!o.slot.faceUp) continue;
    threat = Math.max(threat, o.attack);
    if (o.slot.position === 'attack') pressure += o.attack;
  }
  for (const m of own) {
    const stat = m.slot.position === 'attack' ? m.atk : Math.max(m.def, m.atk * 0.6);
    const worth = w.monsterBase + stat;
    let lost = 0;
    if (m.slot.position === 'attack' && threat > m.atk) lost = w.threat * (worth + threat - m.atk);
    else if (m.slot.position === 'defense' && m.slot.faceUp && threat > m.def) lost = w.threat * worth;
    value += worth - lost;
  }
  if (own.length === 0) value -= w.openField * pressure;
  for (const s of ps.spellTraps) if (s) value += s.faceUp ? w.faceUpSpellTrap : w.setCard;
  if (ps.field) value += w.faceUpSpellTrap;
  // Running out of cards loses the duel.
  if (ps.deck.length < 4) value -= (4 - ps.deck.length) * 600;
  return value;
}
