import { formatOf } from './formatRules';
import { currentStats } from './stats';
import { nameOf } from './registry';
import type { CardId, Duel, PlayerState, SpellTrapSlot } from './state';
import type { PlayerSummary, Slot, Summary } from './summaryTypes';
import { currentPhase, currentStep, decidingPlayer } from './turn';

/** The name of a card instance. */
export const cardName = (duel: Duel, id: CardId): string => nameOf(duel, id);

/** An omniscient plain picture of the duel (names, not ids) for tests, logs and tools. */
export function summary(duel: Duel): Summary {
  return {
    format: formatOf(duel),
    turn: duel.turn,
    turnPlayer: duel.turnPlayer,
    phase: currentPhase(duel),
    step: currentStep(duel),
    deciding: decidingPlayer(duel),
    winner: duel.winner,
    winReason: duel.winReason,
    chain: duel.flow.chain.map((link) => ({ card: nameOf(duel, link.card), player: link.player })),
    players: [playerSummary(duel, duel.players[0]), playerSummary(duel, duel.players[1])],
  };
}

function playerSummary(duel: Duel, ps: PlayerState): PlayerSummary {
  const names = (ids: readonly CardId[]): string[] => ids.map((id) => nameOf(duel, id));
  const slot = (s: SpellTrapSlot | null): Slot | null => s && { name: nameOf(duel, s.card), faceUp: s.faceUp, ...(s.counters ? { counters: s.counters } : {}), ...(s.declared !== undefined ? { declared: s.declared } : {}) };
  return {
    lp: ps.lp,
    deck: ps.deck.length,
    hand: names(ps.hand),
    extra: names(ps.extra),
    graveyard: names(ps.graveyard),
    banished: names(ps.banished),
    field: slot(ps.field),
    pendulum: [slot(ps.pendulum[0]), slot(ps.pendulum[1])],
    monsters: ps.monsters.map((s) =>
      s && {
        name: nameOf(duel, s.card), faceUp: s.faceUp, position: s.position,
        ...currentStats(duel, s), counters: s.counters, materials: names(s.materials),
      }),
    spellTraps: ps.spellTraps.map(slot),
  };
}
