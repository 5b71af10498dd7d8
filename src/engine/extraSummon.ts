import type { Action } from './actions';
import { emit, findMonster, placeMonster, takeCard } from './board';
import { monsterToGraveyard, toGraveyard } from './leaving';
import type { CardDefinition } from './card';
import type { Player } from './constants';
import { ownRuleApplies, freeMonsterZones } from './continuous';
import { attributeNow, currentLevel, isNamed, isOfArchetype } from './stats';
import { writeMonster, writeMonsterZones, writePile, type Work } from './draft';
import { faceUpInExtra, markProperlySummoned } from './extraDeck';
import { definitionOf } from './registry';
import type { CardId, Duel, MonsterSlot } from './state';
import { combinations, faceUpRefusal, maySpecialSummon } from './summon';
import type { Summoning } from './summonEvents';
import type { Refusal } from './refusals';

/*
 * The shared Summon procedures of Extra Deck monsters (rulebook v9.1 "Synchro
 * Monsters", "Xyz Monsters", "Pendulum Monster Cards", "Fusion Monsters"), one each, reading the
 * materials a card states (`CardDefinition.materials`), like ygopro's `Synchro.AddProcedure`:
 * - Synchro: exactly 1 face-up Tuner plus 1 or more face-up non-Tuners you control whose Levels sum
 *   exactly to the Synchro Monster's Level; the materials go to the Graveyard;
 * - Xyz: the listed number of face-up monsters of the listed Level (not Tokens), stacked under the
 *   Xyz Monster as its Xyz Materials (no longer cards on the field);
 * - contact Fusion (XYZ-Dragon Cannon): the named monsters banished from your field, no Spell.
 * Pendulum Summons are in pendulum.ts.
 * None of them starts a Chain; each is announced as a Special Summon (it may be negated as a Summon).
 * Fusion Summons by a Spell (Polymerization) and Ritual Summons are card effects (effects/library.ts).
 */

export type SpecialSummonAction = Extract<Action, { type: 'specialSummon' }>;

const POSITIONS = ['attack', 'defense'] as const;

/** Face-up monsters `player` controls, with their slots. */
const faceUpMonsters = (duel: Duel, player: Player): MonsterSlot[] =>
  duel.players[player].monsters.filter((s): s is MonsterSlot => s !== null && s.faceUp);

const isTuner = (def: CardDefinition): boolean => def.subtype?.includes('tuner') === true;

/** One Extra Deck monster per name: copies would give the same Summons. */
function extraDeckByName(duel: Duel, player: Player, frame: CardDefinition['frame']): CardId[] {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const id of duel.players[player].extra) {
    const def = definitionOf(duel, id);
    if (def.frame !== frame || seen.has(def.passcode) || faceUpInExtra(duel, id)) continue;
    seen.add(def.passcode);
    out.push(id);
  }
  return out;
}

/** Every legal set of Synchro Materials for this Synchro Monster (the Tuner first). */
export function synchroMaterialSets(duel: Duel, player: Player, synchro: CardId): CardId[][] {
  const target = definitionOf(duel, synchro);
  const materials = target.materials;
  if (materials?.kind !== 'synchro') return [];
  const usable = faceUpMonsters(duel, player).map((s) => s.card).filter((c) => {
    return !ownRuleApplies(duel, 'notSynchroMaterial', c) && currentLevel(duel, c) > 0;
  });
  const out: CardId[][] = [];
  for (const tuner of usable) {
    const tunerDef = definitionOf(duel, tuner);
    if (!isTuner(tunerDef) || (materials.tuner && !materials.tuner(tunerDef))) continue;
    const limit = tunerDef.synchroMaterialLimit;
    if (limit?.onlyFor && !limit.onlyFor(target)) continue;
    // Exactly 1 Tuner: every other material is a non-Tuner.
    const others = usable.filter((c) => {
      const def = definitionOf(duel, c);
      if (c === tuner || isTuner(def)) return false;
      if (materials.nonTuner && !materials.nonTuner(def)) return false;
      if (materials.nonTunerArchetype !== undefined && !isOfArchetype(duel, c, materials.nonTunerArchetype)) return false;
      return !limit?.others || limit.others(def);
    });
    // Levels as they are now (a Level changed until the End Phase counts: Gagaga Magician).
    const need = (target.level ?? 0) - currentLevel(duel, tuner);
    for (let k = 1; k <= others.length; k++) {
      for (const set of combinations(others, k)) {
        if (set.reduce((sum, c) => sum + currentLevel(duel, c), 0) === need) out.push([tuner, ...set]);
      }
    }
  }
  return out;
}

/**
 * Every legal set of Xyz Materials for this Xyz Monster: face-up monsters of its listed Level, no Tokens; with
 * `alsoOn`, also one face-up Xyz Monster it accepts ("you can also Xyz Summon this card by using a … Xyz Monster
 * you control as the Xyz Material"). A card that "cannot be used as an Xyz Material
 * for an Xyz Summon" (rule code `notXyzMaterial`) is in no set.
 */
export function xyzMaterialSets(duel: Duel, player: Player, xyz: CardId): CardId[][] {
  const target = definitionOf(duel, xyz);
  const materials = target.materials;
  if (materials?.kind !== 'xyz') return [];
  const faceUp = faceUpMonsters(duel, player).map((s) => s.card).filter((c) => !ownRuleApplies(duel, 'notXyzMaterial', c));
  const usable = faceUp.filter((c) => {
    const def = definitionOf(duel, c);
    return def.frame !== 'token' && currentLevel(duel, c) === materials.level && (materials.attribute === undefined || attributeNow(duel, c) === materials.attribute);
  });
  const sets = combinations(usable, materials.count);
  const alsoOn = materials.alsoOn;
  if (alsoOn) {
    for (const c of faceUp) {
      const def = definitionOf(duel, c);
      if (def.frame === 'xyz' && alsoOn(def)) sets.push([c]);
    }
  }
  return sets;
}

/** Whether this Xyz Summon is made on one Xyz Monster by the card's `alsoOn` (its materials then move over). */
function summonedOnXyz(duel: Duel, xyz: CardId, materials: readonly CardId[]): boolean {
  const listed = definitionOf(duel, xyz).materials;
  return listed?.kind === 'xyz' && listed.alsoOn !== undefined && materials.length === 1 && listed.count !== 1 && definitionOf(duel, materials[0]!).frame === 'xyz';
}

/**
 * The sets of cards a contact Fusion Monster may be Summoned by banishing (one per name listed): the face-up monsters
 * on your field ('banishFromField'); with 'banishFromFieldOrGraveyard' ("the above cards you control or in your
 * Graveyard": ABC-Dragon Buster) also the face-up monster cards you control as Equip Cards (an equipped Union
 * monster) and the monsters in your Graveyard.
 */
export function contactMaterialSets(duel: Duel, player: Player, fusion: CardId): CardId[][] {
  const materials = definitionOf(duel, fusion).materials;
  if (materials?.kind !== 'fusion' || materials.contact === undefined) return [];
  const mine = faceUpMonsters(duel, player).map((s) => s.card);
  if (materials.contact === 'banishFromFieldOrGraveyard') {
    const ps = duel.players[player];
    for (const s of ps.spellTraps) if (s && s.faceUp && s.equippedTo !== null && s.equippedTo !== undefined && isMonsterCard(definitionOf(duel, s.card))) mine.push(s.card);
    for (const c of ps.graveyard) if (isMonsterCard(definitionOf(duel, c))) mine.push(c);
  }
  return namedSets(duel, materials.names, mine);
}

const isMonsterCard = (def: CardDefinition): boolean => def.frame !== 'spell' && def.frame !== 'trap';

/** Every way to pick one distinct card per name listed (a name listed twice needs two copies). */
export function namedSets(duel: Duel, names: readonly string[], pool: readonly CardId[]): CardId[][] {
  const pick = (i: number, used: CardId[]): CardId[][] => {
    if (i === names.length) return [used];
    return pool
      .filter((c) => !used.includes(c) && isNamed(duel, c, names[i]!))
      .flatMap((c) => pick(i + 1, [...used, c]));
  };
  // Copies of one name are interchangeable: each set of cards once.
  const seen = new Set<string>();
  return pick(0, []).filter((set) => {
    const key = [...set].sort().join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The procedure that Summons an Extra Deck monster of this frame by an action (Fusion Monsters: contact Fusion, by the rules). */
const METHOD_OF: Partial<Record<CardDefinition['frame'], 'synchro' | 'xyz' | 'rule'>> = { synchro: 'synchro', xyz: 'xyz', fusion: 'rule' };

/** The legal sets of materials for this Extra Deck monster by its procedure. */
function materialSetsOf(duel: Duel, player: Player, card: CardId, method: 'synchro' | 'xyz' | 'rule'): CardId[][] {
  if (method === 'synchro') return synchroMaterialSets(duel, player, card);
  if (method === 'xyz') return xyzMaterialSets(duel, player, card);
  return contactMaterialSets(duel, player, card);
}

/** The materials leave the field, so a zone is free unless none was yours: always true today, but kept honest. */
const zoneForMaterials = (duel: Duel, player: Player, materials: readonly CardId[]): boolean =>
  freeMonsterZones(duel, player).length > 0 || materials.some((m) => findMonster(duel, m)?.player === player);

/**
 * Why this Synchro, Xyz or contact Fusion Summon may not be made now: the monster face-down in the
 * Extra Deck (one copy per name is listed: copies give the same Summons), Summoned by its own
 * procedure, with a legal set of materials and a zone, in face-up Attack or Defense Position.
 */
export function extraDeckSummonRefusal(duel: Duel, player: Player, action: SpecialSummonAction): Refusal | null {
  if (!maySpecialSummon(duel, player)) return 'cannotSummon';
  const card = action.card;
  if (!duel.players[player].extra.includes(card)) return 'notInExtraDeck';
  if (faceUpInExtra(duel, card)) return 'faceUpInExtraDeck';
  const def = definitionOf(duel, card);
  const method = METHOD_OF[def.frame];
  if (!method || method !== action.method) return 'wrongProcedure';
  if (!extraDeckByName(duel, player, def.frame).includes(card)) return 'sameNameListed';
  // "Each player can only control 1 Type of monster" (Rivalry of Warlords): these Summons are face-up.
  const faceUp = faceUpRefusal(duel, player, card);
  if (faceUp !== null) return faceUp;
  if (action.position !== undefined && action.position !== 'attack' && action.position !== 'defense') return 'badPosition';
  const given = action.materials;
  if (!Array.isArray(given)) return 'badMaterials';
  const set = materialSetsOf(duel, player, card, method).find((m) => m.length === given.length && m.every((c) => given.includes(c)));
  if (!set) return 'badMaterials';
  return zoneForMaterials(duel, player, set) ? null : 'monsterZonesFull';
}

/** The Synchro, Xyz and contact Fusion Summons `player` may make now (Main Phase, open game state). */
export function extraDeckSummons(duel: Duel, player: Player): SpecialSummonAction[] {
  if (duel.players[player].extra.length === 0 || !maySpecialSummon(duel, player)) return [];
  const out: SpecialSummonAction[] = [];
  for (const frame of ['synchro', 'xyz', 'fusion'] as const) {
    const method = METHOD_OF[frame]!;
    for (const card of extraDeckByName(duel, player, frame)) {
      if (faceUpRefusal(duel, player, card) !== null) continue;
      for (const materials of materialSetsOf(duel, player, card, method)) {
        if (!zoneForMaterials(duel, player, materials)) continue;
        for (const position of POSITIONS) out.push({ type: 'specialSummon', card, method, position, materials });
      }
    }
  }
  return out;
}

/**
 * Performs a Synchro, Xyz or contact Fusion Summon whose materials were checked by `legalActions`:
 * the materials go (Graveyard, under the Xyz Monster, or banished), then the monster comes from the
 * Extra Deck face-up. Returns the Summon to announce.
 */
export function summonFromExtraDeck(d: Work, player: Player, action: SpecialSummonAction, zone?: number): Summoning {
  let materials = action.materials ?? [];
  if (action.method === 'xyz') {
    // Made on an Xyz Monster ("you can also Xyz Summon this card by using …"): "Xyz Materials attached to that
    // monster also become Xyz Materials on this card".
    const onXyz = summonedOnXyz(d, action.card, materials);
    const attached: CardId[] = [];
    for (const m of materials) {
      // Becoming an Xyz Material is not leaving the field for a pile ("leaves the field" effects do not
      // apply); an Xyz Monster used as material otherwise sends its own materials to the Graveyard.
      const at = findMonster(d, m)!;
      if (onXyz) attached.push(...at.slot.materials);
      else for (const under of at.slot.materials) toGraveyard(d, under);
      writeMonsterZones(d, at.player)[at.index] = null;
    }
    materials = [...attached, ...materials];
  } else {
    for (const m of materials) {
      if (action.method === 'synchro') {
        monsterToGraveyard(d, m);
        emit(d, { type: 'sentToGraveyard', card: m, controller: player });
      } else {
        // Contact Fusion: banished from the field (or from the Graveyard, where the card allows it).
        takeCard(d, m);
        writePile(d, (d.cards[m] as { owner: Player }).owner, 'banished').push(m);
        emit(d, { type: 'banished', card: m });
      }
    }
  }
  const free = freeMonsterZones(d, player);
  const at = zone !== undefined && free.includes(zone) ? zone : free[0];
  if (at === undefined) throw new Error('No Monster Zone for the Special Summon');
  takeCard(d, action.card);
  placeMonster(d, player, at, action.card, action.position ?? 'attack', true);
  if (action.method === 'xyz') writeMonster(d, player, at).materials = materials;
  if (action.method === 'xyz' || action.method === 'synchro') writeMonster(d, player, at).summonedAs = action.method;
  markProperlySummoned(d, action.card);
  // "Synchro Summoned" and "the Synchro Materials used" are known while it stays on the field (rule code
  // synchroMaterialsUsed: library.ts synchroMaterialsOf; rules about a card end as it leaves).
  if (action.method === 'synchro') d.rules = [...d.rules, { code: 'synchroMaterialsUsed', player, card: action.card, key: materials.join(','), source: action.card, lasts: { kind: 'duel' } }];
  return { player, card: action.card, how: 'special', ...(action.method === 'synchro' || action.method === 'xyz' ? { method: action.method } : {}) };
}
