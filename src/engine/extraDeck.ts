import { isExtraDeckMonster, type CardDefinition } from './card';
import type { Player } from './constants';
import { writePile, type Work } from './draft';
import { definitionOf } from './registry';
import { printedRuleApplies, recordedRuleApplies } from './ruleSources';
import type { CardId, Duel } from './state';

/*
 * The Extra Deck and "properly Summoned first" (rulebook v9.1 "The Game Mat: Extra Deck Zone",
 * "Pendulum Monster Cards", "Special Summon with a Card's Effect"). The Extra Deck is face-down and
 * its owner may look at it; a Pendulum Monster sent from the field to the Graveyard goes face-up to
 * the Extra Deck instead, and both players see it there.
 */

/** Whether a card lies face-up in an Extra Deck (a Pendulum Monster that left the field). */
export const faceUpInExtra = (duel: Duel, id: CardId): boolean => duel.faceUpExtra?.includes(id) === true;

/** Puts a card in its owner's Extra Deck, face-down (a Fusion, Synchro or Xyz Monster) or face-up (a Pendulum Monster). */
export function toExtraDeck(d: Work, id: CardId, faceUp: boolean): void {
  const owner = (d.cards[id] as { owner: Player }).owner;
  writePile(d, owner, 'extra').push(id);
  if (faceUp) d.faceUpExtra = [...(d.faceUpExtra ?? []), id];
  forgetProperSummon(d, id);
}

/** A card taken out of an Extra Deck is no longer face-up there. */
export function leftExtraDeck(d: Work, id: CardId): void {
  if (!d.faceUpExtra?.includes(id)) return;
  const rest = d.faceUpExtra.filter((c) => c !== id);
  if (rest.length > 0) d.faceUpExtra = rest;
  else delete (d as { faceUpExtra?: readonly CardId[] }).faceUpExtra;
}

/**
 * Where a card leaving the field for the Graveyard really goes: a Pendulum Monster (from a Monster
 * Zone or a Pendulum Zone) goes face-up to its owner's Extra Deck instead.
 */
export const goesToExtraInsteadOfGraveyard = (def: CardDefinition): boolean => def.frame === 'pendulum';

/** Fusion, Synchro and Xyz Monsters can never be in the hand or Main Deck: sent there, they go to the Extra Deck. */
export const goesToExtraInsteadOfHandOrDeck = (def: CardDefinition): boolean => isExtraDeckMonster(def);

/**
 * Monsters that must be properly Summoned before a card effect may Special Summon them (rulebook v9.1
 * "Special Summon with a Card's Effect"): Fusion, Synchro, Xyz and Ritual Monsters, and Special Summon
 * Monsters summoned by their own procedure from the Extra Deck (XYZ-Dragon Cannon).
 */
export const mustBeProperlySummoned = (def: CardDefinition): boolean =>
  def.frame === 'fusion' || def.frame === 'synchro' || def.frame === 'xyz' || def.frame === 'ritual';

/** mustBeProperlySummoned for a card instance: also a monster that is Special Summoned only by its own procedure (rule code `onlyByProcedure`: Chaos Sorcerer). */
export const mustBeProperlySummonedCard = (duel: Duel, id: CardId): boolean =>
  mustBeProperlySummoned(definitionOf(duel, id)) || printedRuleApplies(duel, 'onlyByProcedure', id);

/** Whether a card effect may Special Summon this card from where it is (hand, Deck, Graveyard, banished). */
export function mayBeSpecialSummonedByEffect(duel: Duel, id: CardId): boolean {
  const owner = (duel.cards[id] as { owner: Player }).owner;
  if (duel.players[owner].graveyard.includes(id) && printedRuleApplies(duel, 'cannotBeSpecialSummonedFromGraveyard', id)) return false;
  if (printedRuleApplies(duel, 'cannotBeSpecialSummoned', id)) return false;
  // "That Union monster cannot be Special Summoned this turn" (Union Hangar: rule code cardCannotBeSpecialSummoned).
  if (recordedRuleApplies(duel, 'cardCannotBeSpecialSummoned', id)) return false;
  return !mustBeProperlySummonedCard(duel, id) || duel.properlySummoned?.includes(id) === true;
}

/** The monster was Summoned by its proper procedure (Fusion, Synchro, Xyz, Ritual Summon, or its own). */
export function markProperlySummoned(d: Work, id: CardId): void {
  if (!mustBeProperlySummonedCard(d, id) || d.properlySummoned?.includes(id)) return;
  d.properlySummoned = [...(d.properlySummoned ?? []), id];
}

/** Back in a hand, Deck or Extra Deck, a monster must be properly Summoned again. */
export function forgetProperSummon(d: Work, id: CardId): void {
  if (!d.properlySummoned?.includes(id)) return;
  const rest = d.properlySummoned.filter((c) => c !== id);
  if (rest.length > 0) d.properlySummoned = rest;
  else delete (d as { properlySummoned?: readonly CardId[] }).properlySummoned;
}
