import { attackOf, currentPhase, currentStep, opponentOf, type Duel, type Player } from '../engine';
import type { MonsterSlot, PlayerState } from '../engine/state';
import { currentStats } from '../engine/stats';

/**
 * How good a (determinised) duel is for `me`, in LP-like points: my side minus the opponent's.
 * A side is worth its LP, its monsters by ATK/DEF and position (less when a stronger monster of the
 * other side can run over them), its cards in hand and its Set cards; an empty board in front of
 * attackers counts as the damage it invites. Every term is about the board, never a card's name.
 */
export const WIN = 1_000_000;

/** The worth of each part of a side (Normal's; Hard may judge its look-aheads' results with others). */
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
}

export const WEIGHTS: Weights = { hand: 250, setCard: 350, faceUpSpellTrap: 200, monsterBase: 600, threat: 0.4, openField: 0.3, lowLp: 2000, lowLpExtra: 0.5 };

interface Stats {
  readonly atk: number;
  readonly def: number;
  readonly slot: MonsterSlot;
}

export function evaluate(duel: Duel, me: Player, w: Weights = WEIGHTS): number {
  if (duel.winner !== null) return duel.winner === 'draw' ? 0 : duel.winner === me ? WIN - duel.turn : -WIN + duel.turn;
  const opp = opponentOf(me);
  const mine = monsters(duel, duel.players[me], lingeringCounts(duel, me));
  const theirs = monsters(duel, duel.players[opp], lingeringCounts(duel, opp));
  return side(duel.players[me], mine, theirs, w) - side(duel.players[opp], theirs, mine, w);
}

function monsters(duel: Duel, ps: PlayerState, lingering: Lingering): Stats[] {
  const out: Stats[] = [];
  for (const slot of ps.monsters) {
    if (!slot) continue;
    const { atk, def } = currentStats(duel, slot, lingering !== 'none');
    out.push({ slot, atk, def: lingering === 'atk' ? currentStats(duel, slot, false).def : def });
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
 * Walls in its own), where holding it until an attack is declared loses nothing.
 */
function lingeringCounts(duel: Duel, p: Player): Lingering {
  if (duel.lingering.length === 0) return 'both';
  const phase = currentPhase(duel);
  if (p === duel.turnPlayer) return phase === 'main1' || (phase === 'battle' && currentStep(duel) !== 'end') ? 'atk' : 'none';
  return phase === 'battle' && attackOf(duel) !== null ? 'both' : 'none';
}

function side(ps: PlayerState, own: readonly Stats[], other: readonly Stats[], w: Weights): number {
  let value = ps.lp + w.lowLpExtra * Math.min(ps.lp, w.lowLp) + w.hand * ps.hand.length;
  // The strongest face-up monster the other side could attack with next.
  let threat = 0;
  let pressure = 0;
  for (const o of other) {
    if (!o.slot.faceUp) continue;
    threat = Math.max(threat, o.atk);
    if (o.slot.position === 'attack') pressure += o.atk;
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
