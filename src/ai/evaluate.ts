import { opponentOf, type Duel, type Player } from '../engine';
import type { MonsterSlot, PlayerState } from '../engine/state';
import { currentAtk, currentDef } from '../engine/stats';

/**
 * How good a (determinised) duel is for `me`, in LP-like points: my side minus the opponent's.
 * A side is worth its LP, its monsters by ATK/DEF and position (less when a stronger monster of the
 * other side can run over them), its cards in hand and its Set cards; an empty board in front of
 * attackers counts as the damage it invites. Every term is about the board, never a card's name.
 */
export const WIN = 1_000_000;

const HAND_CARD = 250;
const SET_CARD = 350;
const FACE_UP_SPELL_TRAP = 200;
const MONSTER_BASE = 600;
/** Share of a threatened monster's worth counted as already lost. */
const THREAT = 0.4;
/** Share of the attackers' total ATK counted as damage when a side has no monster to block. */
const OPEN_FIELD = 0.3;

interface Stats {
  readonly atk: number;
  readonly def: number;
  readonly slot: MonsterSlot;
}

export function evaluate(duel: Duel, me: Player): number {
  if (duel.winner !== null) return duel.winner === 'draw' ? 0 : duel.winner === me ? WIN - duel.turn : -WIN + duel.turn;
  const opp = opponentOf(me);
  const mine = monsters(duel, duel.players[me]);
  const theirs = monsters(duel, duel.players[opp]);
  return side(duel.players[me], mine, theirs) - side(duel.players[opp], theirs, mine);
}

function monsters(duel: Duel, ps: PlayerState): Stats[] {
  const out: Stats[] = [];
  for (const slot of ps.monsters) if (slot) out.push({ slot, atk: currentAtk(duel, slot), def: currentDef(duel, slot) });
  return out;
}

function side(ps: PlayerState, own: readonly Stats[], other: readonly Stats[]): number {
  let value = lpWorth(ps.lp) + HAND_CARD * ps.hand.length;
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
    const worth = MONSTER_BASE + stat;
    let lost = 0;
    if (m.slot.position === 'attack' && threat > m.atk) lost = THREAT * (worth + threat - m.atk);
    else if (m.slot.position === 'defense' && m.slot.faceUp && threat > m.def) lost = THREAT * worth;
    value += worth - lost;
  }
  if (own.length === 0) value -= OPEN_FIELD * pressure;
  for (const s of ps.spellTraps) if (s) value += s.faceUp ? FACE_UP_SPELL_TRAP : SET_CARD;
  if (ps.field) value += FACE_UP_SPELL_TRAP;
  // Running out of cards loses the duel.
  if (ps.deck.length < 4) value -= (4 - ps.deck.length) * 600;
  return value;
}

/** LP matter more as they run low: the last 2000 are worth half again. */
function lpWorth(lp: number): number {
  return lp + 0.5 * Math.min(lp, 2000);
}
