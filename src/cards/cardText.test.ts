/**
 * Card text says what the card does (issue 36): for every card with an effect or a rule of its own,
 * the text shown to players names each thing the card's data says it does, so a player can play by it.
 * What must be named is derived from the card model (src/engine/effects/types.ts), never a hand list:
 * each effect's declared categories, its kind, cost, targets, once per turn, where it activates from
 * and its phase; the rule codes it applies and the card's own rules (Summon procedure, materials, ...). A text
 * also has no flavour-only clause. The rule for writers is in src/cards/README.md ("Card text").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/card';
import { CARD_POOL } from './index';

/** What the text must say for each declared category: the game's words for it. */
const CATEGORY_WORDS: Readonly<Record<string, { readonly says: string; readonly re: RegExp }>> = {
  destroy: { says: '"destroy"', re: /\bdestroy/i },
  draw: { says: '"draw"', re: /\bdraws?\b/i },
  specialSummon: { says: '"Special Summon"', re: /\bSpecial Summon/ },
  negate: { says: '"negate"', re: /\bnegate/i },
  damage: { says: '"damage"', re: /\bdamage\b/i },
  recover: { says: 'gaining LP ("gain … LP")', re: /\bgains?\b[^.]*\b(LP|Life Points)\b/i },
  changeControl: { says: '"take control"', re: /\bcontrol\b/i },
  // An Extra Deck monster "returned to the hand" goes to the Extra Deck (the model has no other category for it).
  toHand: { says: 'where it goes ("… to the hand")', re: /\bhands?\b|\bExtra Deck\b/i },
  toGraveyard: { says: '"… to the Graveyard"', re: /\bGraveyard\b/ },
  toDeck: { says: '"… to the Deck"', re: /\bDeck\b/ },
  banish: { says: '"banish"', re: /\bbanish/i },
  discard: { says: '"discard"', re: /\bdiscard/i },
  modifyStats: { says: 'the ATK, DEF or Level it changes', re: /\b(ATK|DEF|Level)\b/ },
  search: { says: '"add … from your Deck to your hand"', re: /\badds?\b[^.]*\bDeck\b[^.]*\bhand\b/i },
  token: { says: '"Token"', re: /\bTokens?\b/ },
  counter: { says: '"Counter"', re: /\bCounters?\b/ },
  position: { says: 'the battle position ("Defense Position", "face-down")', re: /\b(Position|face-up|face-down)\b/i },
  restrict: { says: 'what cannot or must be done', re: /\b(cannot|must|only|no|not)\b/i },
  negateSummon: { says: '"negate the Summon"', re: /\bnegate\b[^.]*\bSummon/i },
  summon: { says: '"Summon"', re: /\bSummon/ },
};

/**
 * A clause that names at least one of these is about the game; a clause naming none is flavour. Words
 * a flavour line uses as plain English ("the field", "a turn", "an attack", "a step") count only in
 * the game's phrases ("on the field", "this turn", "declares an attack", "Damage Step").
 */
const GAME_WORDS = new RegExp(
  [
    '\\b(cards?|monsters?|Spells?|Traps?|ATK|DEF|LP|Life Points|damage|destroy\\w*|draws?|Summon\\w*|Set|Graveyards?|Decks?|hands?|Phase)\\b',
    '\\b(targets?|discard\\w*|banish\\w*|Tribut\\w*|negate\\w*|battle\\w*|Position|Levels?|Rank|Tokens?|Counters?|effects?|control\\w*)\\b',
    '\\b(equip\\w*|activat\\w*|Chain|FLIP|face-up|face-down|Zones?|Scale|Fusion|Synchro|Xyz|Materials?|Ritual|coins?|die|declare\\w*|Duel|win)\\b',
    '\\b(reveal\\w*|shuffle\\w*|look|Pendulum|pay|cannot|must)\\b',
    "\\b(on|to|from|of) (the|your|their|your opponent's|either) (side of the )?field\\b",
    "\\b(this|each|your|their|your opponent's|either player's|per|next|a) turns?\\b",
    'Damage Step',
    '"',
  ].join('|'),
  'i',
);

const PHASE_WORDS: Readonly<Record<string, RegExp>> = {
  draw: /Draw Phase/, standby: /Standby Phase/, main1: /Main Phase/, battle: /Battle Phase/, main2: /Main Phase/, end: /End Phase/,
};

type Need = readonly [what: string, re: RegExp];

/** The effect fields the text must name, read loosely so any version of the effect model is read. */
interface EffectView {
  readonly kind: string;
  readonly label?: string;
  readonly declares?: readonly string[];
  readonly cost?: unknown;
  readonly targets?: readonly unknown[];
  readonly oncePerTurn?: string;
  readonly oncePerDuel?: string;
  readonly optional?: boolean;
  readonly range?: string;
  readonly during?: readonly { readonly phase: string }[];
  readonly modifiers?: unknown;
  readonly equipTo?: unknown;
  /** The rule codes it applies (ruleCodes.ts): each has the game's words the text must use. */
  readonly rules?: readonly { readonly code: string }[];
}

/** What the text must say for each rule code an effect (or a printed condition) applies. */
const RULE_WORDS: Readonly<Record<string, Need>> = {
  summonWithoutTribute: ['the Summon without Tributes', /\b(without Tribut|no Tribute)/i],
  protects: ['"cannot be targeted"', /\btarget/i],
  locksInDefense: ['"Defense Position"', /\bDefense Position\b/],
  mustBeAttacked: ['whom attacks must target', /\battack/i],
  doublesBattleDamage: ['"doubled" battle damage', /\bdoubl/i],
  barsActivation: ['"cannot activate"', /\bcannot\b[^.]*\bactivat/i],
  preventsDestruction: ['"not destroyed"', /\b(not|cannot be) destroyed\b/i],
  preventsBattleDestruction: ['"not destroyed by battle"', /\b(not|cannot be) destroyed by battle\b/i],
  substitutesForEquipped: ['"destroy this card instead"', /\binstead\b/i],
  pendulumScale: ['"Pendulum Scale"', /\bScale\b/],
  negatesSpellTargetingIt: ['"negate"', /\bnegate/i],
  notTributeForTributeSummon: ['"cannot be Tributed"', /\bcannot be Tributed\b/],
  onlyOneFaceUp: ['"only control 1 face-up"', /\bonly\b[^.]*\b1 face-up\b/i],
  notSynchroMaterial: ['"Synchro Material"', /\bSynchro Material\b/],
  notXyzMaterial: ['"Xyz Material"', /\bXyz Material\b/],
  cannotAttackDirectly: ['"cannot attack directly"', /\bcannot attack directly\b/i],
  cannotBeSpecialSummonedFromGraveyard: ['"cannot be Special Summoned from the Graveyard"', /\bcannot be Special Summoned from the Graveyard\b/i],
  piercing: ['"piercing battle damage"', /\bpiercing\b/i],
};

/** What one effect's data says the text must name. */
function effectNeeds(e: EffectView): Need[] {
  const needs: Need[] = [];
  for (const c of e.declares ?? []) {
    const w = CATEGORY_WORDS[c];
    if (w) needs.push([`${w.says} (declares ${c})`, w.re]);
  }
  if (e.kind === 'trigger') needs.push(['when it activates ("When …", "If …", "Each time …", "During …")', /\b(when|if|each time|every time|during|at the (start|end))\b/i]);
  if (e.kind === 'flip') needs.push(['"FLIP:"', /\bFLIP\b/]);
  if (e.kind === 'quick') needs.push(['when it may be activated ("When …", "During …", "Quick Effect")', /\b(when|if|during|quick effect|either player's turn)\b/i]);
  if (e.cost) needs.push(['its cost ("pay", "discard", "Tribute", "send", "banish", "detach", "remove")', /\b(pay|discard|tribute|send|banish|detach|remove|destroy)/i]);
  if (e.targets?.length) needs.push(['"target"', /\btarget/i]);
  if (e.oncePerTurn) needs.push(['"once per turn"', /\bonce per turn\b/i]);
  if (e.oncePerDuel) needs.push(['"once per Duel"', /\bonce per Duel\b/i]);
  if (e.optional) needs.push(['that it is optional ("you can")', /\byou (can|may)\b/i]);
  if (e.range === 'hand') needs.push(['that it is used from the hand', /\bhand\b/i]);
  if (e.range === 'graveyard') needs.push(['the Graveyard it activates from', /\bGraveyard\b/]);
  if (e.range === 'pendulumZone') needs.push(['that it is a Pendulum Effect', /\bPendulum\b/]);
  for (const d of e.during ?? []) {
    const re = PHASE_WORDS[d.phase];
    if (re) needs.push([`its phase (${re.source})`, re]);
  }
  if (e.modifiers) needs.push(['the ATK or DEF it changes', /\b(ATK|DEF)\b/]);
  if (e.equipTo) needs.push(['"equip"', /\bequip/i]);
  for (const r of e.rules ?? []) {
    const w = RULE_WORDS[r.code];
    if (w) needs.push(w);
  }
  return needs;
}

/** What the card's own rules (not effects) say the text must name. */
function cardNeeds(c: CardDefinition): Need[] {
  const needs: Need[] = [];
  const m = c.materials;
  if (m?.kind === 'fusion') {
    for (const name of new Set(m.names)) needs.push([`its material "${name}"`, new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]);
    if (m.contact) needs.push(['that its materials are banished', /\bbanish/i]);
  }
  if (m?.kind === 'synchro') needs.push(['its Synchro Materials ("Tuner")', /\bTuner\b/]);
  if (m?.kind === 'xyz') {
    const kind = `${m.count} Level ${m.level}${m.attribute ? ` ${m.attribute}` : ''} monsters`;
    needs.push([`its Xyz Materials ("${kind}")`, new RegExp(`\\b${kind}\\b`)]);
  }
  if (c.frame === 'ritual') needs.push(['"Ritual Summon"', /\bRitual Summon/]);
  if (c.summonProcedure) needs.push(['its Special Summon from the hand', /\bSpecial Summon\b[^.]*\bhand\b|\bhand\b[^.]*\bSpecial Summon\b/i]);
  if (c.winsFromHand) needs.push(['"win"', /\bwin/i]);
  if (c.synchroMaterialLimit) needs.push(['"Synchro Material"', /\bSynchro Material\b/]);
  if (c.pendulumActivation) needs.push(['when it may be activated in a Pendulum Zone', /\bactivat/i]);
  return needs;
}

/** A card whose text must say what it does: it has effects or a rule of its own, or is an Extra Deck or Ritual Monster. */
const hasRules = (c: CardDefinition): boolean => cardNeeds(c).length > 0 || (c.effects?.length ?? 0) > 0;

/**
 * A card with no effect whose only rule is how it is Summoned (a plain Fusion, Xyz or Ritual Monster,
 * a Token) may keep a flavour line after its materials, as a Normal Monster may.
 */
const mayKeepFlavour = (c: CardDefinition): boolean => (c.effects?.length ?? 0) === 0 && !c.summonProcedure && !c.winsFromHand;

/** Sentences and their colon/semicolon clauses. */
const clausesOf = (text: string): string[] =>
  text.replace(/\(|\)/g, ' ').split(/(?<=[.:;!?])\s+/).map((s) => s.trim()).filter((s) => s !== '');

/**
 * Fingerprints of the 2016 texts' sentences of 6 words or more, by passcode
 * (scripts/card-text-fingerprints.mjs, which normalises and splits as below): a text must copy none.
 */
const fingerprints2016 = (): Map<string, Set<string>> => {
  const rows = readFileSync(new URL('./reference/texts-2016-fingerprints.tsv', import.meta.url), 'utf8').split('\n');
  return new Map(rows.filter((r) => r !== '').map((r) => r.split('\t')).map(([p, f]) => [p ?? '', new Set((f ?? '').split(',').filter(Boolean))]));
};
const normalise = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
const fingerprint = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 12);
/** A list of material names ('"A" + "B"') is a fact, not wording: never counted as copied. */
const MATERIALS = /^("[^"]+"\s*\+\s*)+"[^"]+"\.?$/;
const sentencesOf = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+|\s\/\s/).filter((s) => !MATERIALS.test(s.trim())).map(normalise).filter((s) => s.split(' ').length >= 6);

/** What the card's text (or its era's) fails to name: one line each, naming the card and what is missing. */
function problems(c: CardDefinition, label: string, text: string, effects: readonly EffectView[], copied: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (text.trim() === '') return [`${label}: the text is empty`];
  const needs = [...cardNeeds(c), ...effects.flatMap((e) => effectNeeds(e).map(([what, re]) => [`${what} for "${e.label ?? e.kind}"`, re] as const))];
  for (const [what, re] of needs) if (!re.test(text)) out.push(`${label}: does not name ${what}`);
  if (!mayKeepFlavour(c)) {
    for (const clause of clausesOf(text)) if (!GAME_WORDS.test(clause)) out.push(`${label}: flavour-only clause "${clause}"`);
    // Card text calls a card "this card", never "he" or "she": a person in the text is flavour.
    const person = /\b(he|she|his|her|him|hers|himself|herself)\b/i.exec(text);
    if (person) out.push(`${label}: speaks of the card as a person ("${person[0]}")`);
  }
  for (const s of sentencesOf(text)) if (copied.has(fingerprint(s))) out.push(`${label}: copies a sentence of the 2016 text: "${s}"`);
  return out;
}

const carded = CARD_POOL.filter(hasRules);

/** The folder of a card's module, from the generated folder indexes (the table rows have none). */
const MODULE_FOLDERS = new Map(
  Object.entries(import.meta.glob('./*/c[0-9]*.ts')).filter(([path]) => !path.endsWith('.test.ts')).map(([path]) => [/c(\d{8})\.ts$/.exec(path)?.[1] ?? '', path.split('/')[1] ?? '']),
);
const folderOf = (c: CardDefinition): string => MODULE_FOLDERS.get(c.passcode) ?? 'normal';

describe('card text says what the card does', () => {
  it('covers every card with effects or rules of its own', () => {
    // Today's pool: 214 cards with effects, plus the Extra Deck and Ritual Monsters without.
    expect(carded.length).toBeGreaterThanOrEqual(220);
  });

  it('has the 2016 fingerprints of every card module (run node scripts/card-text-fingerprints.mjs after adding one)', () => {
    const known = fingerprints2016();
    const missing = carded.filter((c) => !/^(normal|fusion)$/.test(folderOf(c)) && !known.has(c.passcode)).map((c) => `${c.passcode} ${c.name}`);
    expect(missing, missing.join(', ')).toEqual([]);
  });

  it('names, for every such card (and each era it has), what each effect does, its cost, targets and limits, with no flavour-only clause and no copied sentence', () => {
    const reference = fingerprints2016();
    const failures: string[] = [];
    for (const c of carded) {
      const copied = reference.get(c.passcode) ?? new Set<string>();
      failures.push(...problems(c, `${c.passcode} ${c.name}`, c.text, (c.effects ?? []) as readonly EffectView[], copied));
      for (const [era, v] of Object.entries(c.eras ?? {})) {
        if (!v) continue;
        failures.push(...problems(c, `${c.passcode} ${c.name} (${era})`, v.text ?? c.text, (v.effects ?? c.effects ?? []) as readonly EffectView[], copied));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  // Texts the pool had before issue 36: each fails, and the failure names what it leaves out.
  const OLD_TEXTS: readonly (readonly [name: string, text: string, missing: readonly string[]])[] = [
    ['Dragon Capture Jar', 'A sealed jar that pulls every dragon to its knees: while it stays face-up, every face-up Dragon is held in Defense Position.', ['flavour-only clause']],
    ['Man-Eater Bug', 'When it is flipped face-up, this hungry bug devours one monster on the field of your choice.', ['"destroy"', '"target"', '"FLIP:"']],
    ['Raigeki', "Lightning strikes your opponent's side: every monster they control is destroyed.", ['flavour-only clause']],
    ['Heavy Storm', 'A gale tears through the field: every other Spell and Trap Card on it is destroyed.', ['flavour-only clause']],
    ['Sangan', 'When it falls from the field to the Graveyard, it fetches a monster with 1500 ATK or less from your Deck. Once a turn.', ['"add … from your Deck to your hand"', '"once per turn"']],
    ['Fire Princess', 'Every time you gain Life Points, her flames lash your opponent for 500 damage.', ['as a person']],
    ['Cyber Dragon', 'A chrome serpent that answers an empty field: while only your opponent has monsters out, it can come straight from your hand without a Tribute.', ['its Special Summon from the hand', 'flavour-only clause']],
    ['Thousand Dragon', "A baby dragon aged a thousand years in an instant by a wizard's clock.", ['its material "Time Wizard"', 'its material "Baby Dragon"']],
  ];

  it.each(OLD_TEXTS)("fails the old text of %s, naming the card and what is missing", (name, text, missing) => {
    const card = CARD_POOL.find((c) => c.name === name);
    expect(card, name).toBeDefined();
    if (!card) return;
    const out = problems(card, name, text, (card.effects ?? []) as readonly EffectView[], new Set());
    for (const m of missing) expect(out.some((p) => p.startsWith(`${name}: `) && p.includes(m)), `${m} in ${out.join(' | ')}`).toBe(true);
  });

  it('fails a text that copies a sentence of the 2016 text', () => {
    const pot = CARD_POOL.find((c) => c.name === 'Reinforcement of the Army')!;
    const copied = new Set([fingerprint(normalise('Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand.'))]);
    const out = problems(pot, 'Reinforcement of the Army', 'Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand.', (pot.effects ?? []) as readonly EffectView[], copied);
    expect(out).toEqual([expect.stringContaining('copies a sentence of the 2016 text')]);
  });
});
