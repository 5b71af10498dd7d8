import { canonicalSlot, setAttack, setReplay, setTurnTowards, takeTurnTowards, type Work, writeMonster, writeMonsterZones, writePile, writePlayer, writeSpellTrapZones } from './draft';
import { emit, faceDownInBanished, intoBanished, locate, onField, ownerOf, placeMonster, takeCard, whereIs } from './board';
import { monsterToGraveyard, toGraveyard } from './leaving';
import { MAX_HAND_AT_END, opponentOf, type Phase, type Player } from './constants';
import { opensWindow } from './secrets';
import { collectTriggers } from './triggers';
import { checkState, loseByDeckOut } from './stateCheck';
import { battleStepOf, initialTurnState, nextTurnState, phaseOf, type TurnEventType } from './turn';
import { inForce, type RecordedLasts } from './ruleCodes';
import { ruleApplies, freeMonsterZones } from './continuous';
import { FORMAT_RULES, formatOf } from './formatRules';

/** Moves the turn statechart by one event; throws if the machine refuses (an engine bug). */
export function sendTurnEvent(d: Work, event: TurnEventType): void {
  const next = nextTurnState(d.flow.turnState, event, d.turn > 1);
  if (next === null) throw new Error(`Turn statechart refused ${event} in ${JSON.stringify(d.flow.turnState)}`);
  d.flow.turnState = next as Work['flow']['turnState'];
}

/**
 * Starts `player`'s turn: Draw Phase (no draw for the first player's first turn, unless the format's
 * `firstPlayerDraws` says so), then on to Main 1.
 */
export function startTurn(d: Work, player: Player): void {
  d.turn += 1;
  d.turnPlayer = player;
  writePlayer(d, player).normalSummonUsed = false;
  // Rules that lasted "until the end of the turn" are over; the longer ones stay (ruleCodes.ts inForce).
  if (d.rules.length > 0) d.rules = d.rules.filter((r) => inForce(d, r.lasts, false));
  if (d.marks.length > 0) d.marks = [];
  // Changes lasting "until the end of your opponent's turn" stay through that turn (`through`).
  if (d.lingering.length > 0) d.lingering = d.lingering.filter((l) => l.through !== undefined && l.through >= d.turn);
  // So do effects negated "until the end of this turn" (Effect Veiler).
  for (const p of [0, 1] as const) {
    d.players[p].monsters.forEach((s, i) => {
      if (s?.negatedUntilTurn === undefined) return;
      const slot = writeMonster(d, p, i);
      // Cleared, not deleted: a slot keeps its one shape (draft.ts canonicalSlot); JSON leaves them out.
      slot.effectsNegated = undefined;
      slot.negatedUntilTurn = undefined;
    });
    // A Spell or Trap Card's too (Magician Navigation): its slot is replaced by one without them.
    const ps = d.players[p];
    ps.spellTraps.forEach((s, i) => {
      if (s?.negatedUntilTurn === undefined) return;
      const { effectsNegated: _negated, negatedUntilTurn: _until, ...rest } = s;
      writeSpellTrapZones(d, p)[i] = rest;
    });
    if (ps.field?.negatedUntilTurn !== undefined) {
      const { effectsNegated: _negated, negatedUntilTurn: _until, ...rest } = ps.field;
      writePlayer(d, p).field = rest;
    }
  }
  d.flow.turnState = initialTurnState(d.turn > 1) as Work['flow']['turnState'];
  emit(d, { type: 'turnStarted', turn: d.turn, player });
  // "Skip your next 2 Draw Phases" (Reckless Greed): the turn begins with its Standby Phase.
  if (d.rules.length > 0 && ruleApplies(d, 'skipDrawPhase', player)) {
    sendTurnEvent(d, 'NEXT');
    emit(d, { type: 'phaseEntered', phase: 'standby', step: null, player });
    standbyPhaseFates(d);
    return advanceTo(d, 'main1');
  }
  emit(d, { type: 'phaseEntered', phase: 'draw', step: null, player });
  if (d.turn > 1 || FORMAT_RULES[formatOf(d)].firstPlayerDraws) {
    const card = d.players[player].deck[0];
    if (card === undefined) return loseByDeckOut(d, player);
    writePile(d, player, 'deck').shift();
    writePile(d, player, 'hand').push(card);
    // "The card they just drew" (Drop Off) is asked later in the Draw Phase.
    d.marks = [...d.marks, { mark: 'drewNormally', player, turn: d.turn, key: card }];
    emit(d, { type: 'drew', player, card, normal: true });
    checkState(d);
    if (d.winner !== null) return;
  }
  advanceTo(d, 'main1');
}

/** Who still gets priority before the current phase or step ends. */
export type PriorityStage = 'turnPlayer' | 'opponent' | 'done';

/**
 * Advances the turn towards `to` ('battle' means the Battle Step), running what each phase does on
 * the way. Before each phase or step ends, the turn player and then the opponent may activate
 * cards (rulebook "Turn Player's Priority") — a window opened only for a player who has something
 * to activate. Phases where nobody has anything to do pass by themselves. `stage` says who still
 * gets that chance in the current phase (a `nextPhase` from a Main Phase starts at the opponent:
 * the turn player has just passed).
 */
export function advanceTo(d: Work, to: Phase, stage: PriorityStage = 'turnPlayer'): void {
  let next = stage;
  for (;;) {
    if (d.winner !== null || d.flow.prompt) return;
    const value = d.flow.turnState;
    const phase = phaseOf(value);
    const step = battleStepOf(value);
    const arrived = to === 'battle' ? step === 'battle' : phase === to && to !== 'end';
    if (arrived) return;

    if (next === 'turnPlayer' && opensWindow(d, d.turnPlayer, 2)) {
      d.flow.window = { kind: 'phaseEnd', player: d.turnPlayer, to };
      return;
    }
    if (next !== 'done' && opensWindow(d, opponentOf(d.turnPlayer), 2)) {
      d.flow.window = { kind: 'phaseEnd', player: opponentOf(d.turnPlayer), to };
      return;
    }
    next = 'turnPlayer';

    if (phase === 'end') {
      if (!endPhaseHandSize(d)) return;
      sendTurnEvent(d, 'NEXT');
      startTurn(d, opponentOf(d.turnPlayer));
      return;
    }
    sendTurnEvent(d, eventTowards(phase, step, to));
    const entered = phaseOf(d.flow.turnState);
    if (entered !== 'over') emit(d, { type: 'phaseEntered', phase: entered, step: battleStepOf(d.flow.turnState), player: d.turnPlayer });
    if (entered === 'standby') standbyPhaseFates(d);
    if (entered === 'main2' || entered === 'end') endBattlePhaseChanges(d);
    if (entered === 'end') {
      returnBorrowedMonsters(d);
      endPhaseFates(d);
      endLastingRules(d);
    }
    // Effects that go off as a phase begins ("During your End Phase") resolve in that phase: stop
    // here; once their Chain has resolved, the turn goes on towards `to`.
    if (collectTriggers(d).length > 0) {
      setTurnTowards(d, to);
      return;
    }
  }
}

/**
 * "It becomes the End Phase of this turn" (Neko Mane King), once the Chain that said so is over: the
 * phase or step the turn was in ends where it stands (an attack under way is over, with no damage
 * calculation), and the End Phase begins, with what begins with it (control given back, cards that
 * come back or leave, lasting rules ending); the turn then ends as usual.
 */
export function enterEndPhaseNow(d: Work): void {
  setAttack(d, null);
  setReplay(d, null);
  takeTurnTowards(d);
  sendTurnEvent(d, 'TO_END_PHASE');
  emit(d, { type: 'phaseEntered', phase: 'end', step: null, player: d.turnPlayer });
  endBattlePhaseChanges(d);
  returnBorrowedMonsters(d);
  endPhaseFates(d);
  endLastingRules(d);
  if (collectTriggers(d).length > 0) return setTurnTowards(d, 'end');
  advanceTo(d, 'end');
}

/** Whether a resolved effect has said "it becomes the End Phase of this turn" and the End Phase has not begun yet. */
export function endPhaseCalled(d: Work): boolean {
  return d.marks.some((m) => m.mark === 'endPhaseNow' && m.turn === d.turn) && phaseOf(d.flow.turnState) !== 'end' && phaseOf(d.flow.turnState) !== 'over';
}

function eventTowards(phase: Phase | 'over', step: string | null, to: Phase): TurnEventType {
  if (phase === 'main1') return to === 'battle' ? 'ENTER_BATTLE_PHASE' : 'SKIP_BATTLE_PHASE';
  if (phase === 'battle' && step === 'battle') return 'END_BATTLE_PHASE';
  return 'NEXT';
}

/**
 * "Until the End Phase" control changes end as the End Phase begins: each such monster goes back to
 * the other player's field (to their Graveyard if they have no free zone).
 */
function returnBorrowedMonsters(d: Work): void {
  for (const p of [0, 1] as const) {
    d.players[p].monsters.forEach((slot, index) => {
      if (!slot || slot.borrowedUntilTurn !== d.turn) return;
      const back = opponentOf(p);
      const zone = freeMonsterZones(d, back)[0];
      if (zone === undefined) {
        // "Banish it when it leaves the field" (Quillbolt Hedgehog, Dark Magician of Chaos) holds here too.
        if (!monsterToGraveyard(d, slot.card)) emit(d, { type: 'sentToGraveyard', card: slot.card, controller: p });
        return;
      }
      writeMonsterZones(d, p)[index] = null;
      const rest = canonicalSlot(slot);
      rest.borrowedUntilTurn = undefined;
      writeMonsterZones(d, back)[zone] = rest;
      emit(d, { type: 'controlChanged', card: slot.card, player: back });
    });
  }
}

/**
 * What effects set to happen "during the End Phase" (rule codes returnsInEndPhase, destroyedInEndPhase,
 * banishedInEndPhase), as this turn's End Phase begins, with no Chain: a card banished until the End
 * Phase comes back to its owner's field in the position it left in (to the Graveyard with no zone free),
 * if it is still banished; a monster marked to be destroyed or banished then is, if still on the field
 * (a rule about a card on the field ends when it leaves: board.ts forgetRulesAbout).
 */
function endPhaseFates(d: Work): void {
  if (d.rules.length === 0) return;
  const due = d.rules.filter((r) => (r.code === 'returnsInEndPhase' || r.code === 'destroyedInEndPhase' || r.code === 'banishedInEndPhase') && endsNow(d, r.lasts));
  if (due.length === 0) return;
  d.rules = d.rules.filter((r) => !due.includes(r));
  for (const r of due) {
    // A Token banished "until the End Phase" ceased to exist as it left the field (rulebook v9.1 "Monster Tokens"): nothing returns.
    const at = r.card === undefined ? null : whereIs(d, r.card);
    if (r.card === undefined || at === null) continue;
    if (r.code === 'returnsInEndPhase') {
      if (at.zone !== 'banished') continue;
      const owner = ownerOf(d, r.card);
      takeCard(d, r.card);
      const zone = freeMonsterZones(d, owner)[0];
      if (zone === undefined) {
        toGraveyard(d, r.card, true);
        emit(d, { type: 'sentToGraveyard', card: r.card });
        continue;
      }
      placeMonster(d, owner, zone, r.card, r.key === 'defense' ? 'defense' : 'attack', true);
      emit(d, { type: 'returnedToField', player: owner, card: r.card });
      continue;
    }
    if (at.zone !== 'monster') continue;
    const controller = at.player;
    if (r.code === 'banishedInEndPhase') {
      takeCard(d, r.card);
      intoBanished(d, r.card);
    } else {
      monsterToGraveyard(d, r.card);
      emit(d, { type: 'destroyed', card: r.card, controller });
    }
  }
}

/** What was set to happen as a later Standby Phase begins, with no Chain: cards destroyed, then cards back to the hand. */
function standbyPhaseFates(d: Work): void {
  if (d.rules.length === 0) return;
  destroyInStandbyPhase(d);
  returnBanishedInStandbyPhase(d);
}

/**
 * What effects set to happen "during the Standby Phase" of a later turn do as it begins, with no Chain (rule code
 * returnsToHandInStandbyPhase): a card banished face-down goes to its owner's hand in the Standby Phase of the
 * rule's last turn (Lightforce Sword's 4th of the opponent's, Different Dimension Capsule's 2nd of its player's:
 * keyed `withSource`, the Capsule must still be on the field, and it is destroyed first). A card that has left
 * the face-down banished cards meanwhile stays where it is. Keyed `faceUp`, the card lies banished face-up (Gold
 * Sarcophagus's 2nd Standby Phase) and goes to the hand if it is still banished face-up.
 */
function returnBanishedInStandbyPhase(d: Work): void {
  if (d.rules.length === 0) return;
  const due = d.rules.filter((r) => r.code === 'returnsToHandInStandbyPhase' && r.lasts.kind === 'turns' && r.lasts.through === d.turn);
  if (due.length === 0) return;
  d.rules = d.rules.filter((r) => !due.includes(r));
  for (const r of due) {
    if (r.key === 'withSource') {
      if (r.source === undefined || !onField(locate(d, r.source))) continue;
      takeCard(d, r.source);
      toGraveyard(d, r.source, true);
      emit(d, { type: 'destroyed', card: r.source });
    }
    if (r.card === undefined) continue;
    // Keyed `faceUp`: a card banished face-up (Gold Sarcophagus), which must still lie face-up in a banished pile.
    const faceUp = r.key === 'faceUp';
    if (faceUp ? whereIs(d, r.card)?.zone !== 'banished' || faceDownInBanished(d, r.card) : !faceDownInBanished(d, r.card)) continue;
    const owner = ownerOf(d, r.card);
    takeCard(d, r.card);
    writePile(d, owner, 'hand').push(r.card);
    if (faceUp) emit(d, { type: 'addedToHand', player: owner, card: r.card });
    else emit(d, r.key === 'withSource' ? { type: 'addedToHand', player: owner, card: r.card, hidden: true } : { type: 'returnedToHand', card: r.card });
  }
}

/** Whether a rule set for "the End Phase" is due in this one: set this turn, or (set during an End Phase) for the next turn. */
const endsNow = (d: Work, lasts: RecordedLasts): boolean =>
  (lasts.kind === 'thisTurn' && lasts.turn === d.turn) || (lasts.kind === 'turns' && lasts.through === d.turn);

/**
 * A card set to be destroyed "during your Nth Standby Phase" (rule code destroyedInStandbyPhase, lasting
 * that many of its player's turns: Swords of Concealing Light) is destroyed as the Standby Phase of its
 * last turn begins, with no Chain, if still on the field (its rule ended earlier if it left: board.ts
 * forgetRulesAbout).
 */
function destroyInStandbyPhase(d: Work): void {
  if (d.rules.length === 0) return;
  const due = d.rules.filter((r) => r.code === 'destroyedInStandbyPhase' && r.lasts.kind === 'turns' && r.lasts.through === d.turn);
  if (due.length === 0) return;
  d.rules = d.rules.filter((r) => !due.includes(r));
  for (const r of due) {
    if (r.card === undefined) continue;
    const at = whereIs(d, r.card);
    if (at === null || !onField(locate(d, r.card))) continue;
    if (at.zone === 'monster') {
      monsterToGraveyard(d, r.card);
      emit(d, { type: 'destroyed', card: r.card, controller: at.player });
      continue;
    }
    takeCard(d, r.card);
    toGraveyard(d, r.card, true);
    emit(d, { type: 'destroyed', card: r.card });
  }
}

/**
 * A Spell that remained on the field for its turns (Swords of Revealing Light: "for 3 of your
 * opponent's turns") is destroyed as the End Phase of its last turn begins; its rule ends with it.
 */
function endLastingRules(d: Work): void {
  if (d.rules.length === 0) return;
  const ending = d.rules.filter((r) => r.code === 'remainsOnField' && r.lasts.kind === 'turns' && r.lasts.through === d.turn);
  if (ending.length === 0) return;
  d.rules = d.rules.filter((r) => !ending.includes(r));
  for (const r of ending) {
    if (r.card === undefined || !onField(locate(d, r.card))) continue;
    takeCard(d, r.card);
    toGraveyard(d, r.card, true);
    emit(d, { type: 'destroyed', card: r.card });
  }
}

/**
 * End of the End Phase: a player holding more than 6 cards discards down to 6, choosing which.
 * Returns true when the hand is within the limit and the turn may end.
 */
function endPhaseHandSize(d: Work): boolean {
  const excess = d.players[d.turnPlayer].hand.length - MAX_HAND_AT_END;
  if (excess <= 0) return true;
  d.flow.prompt = {
    kind: 'handSizeDiscard',
    player: d.turnPlayer,
    remaining: excess,
    reason: `Discard ${excess} card${excess > 1 ? 's' : ''} (hand limit ${MAX_HAND_AT_END})`,
  };
  return false;
}

/** ATK/DEF changes "until the end of the Battle Phase" (Performapal Drummerilla) end as the turn leaves its Battle Phase (for Main Phase 2 or the End Phase). */
function endBattlePhaseChanges(d: Work): void {
  if (d.lingering.length > 0 && d.lingering.some((l) => l.untilBattlePhaseEnds)) d.lingering = d.lingering.filter((l) => !l.untilBattlePhaseEnds);
}
