import { determinise, isHidden, opponentOf, type CardDefinition, type Duel, type DuelView, type HiddenSlot, type SeenCard } from '../../engine';
import { isExtraDeckMonster, isMonster } from '../../engine/card';
import { ALL_PRESET_DECKS } from '../../cards/decks';
import { CARD_POOL, findCard } from '../../cards';
import type { Dice } from '../random';

/**
 * Guessing the opponent's hidden cards from public information only: the view (never the duel).
 *
 * Each hidden card is drawn from a pool that mixes what the opponent has shown this duel (their
 * Graveyard, banished and face-up cards, weighted up: decks hold copies) with the cards of every
 * preset Deck (what an opponent of this game usually plays), limited to 3 copies of a card in all,
 * and to cards that could be where it is: a Set monster is a monster, a Set Spell/Trap is a Spell
 * or Trap, the Extra Deck holds Extra Deck monsters. The viewer's own Deck is their known contents
 * in a random order.
 */

const MAX_COPIES = 3;
const SHOWN_WEIGHT = 3;

const presetPool: readonly CardDefinition[] = ALL_PRESET_DECKS.flatMap((d) => d.main.map((n) => findCard(n))).filter((c): c is CardDefinition => c !== undefined);
const extraPool: readonly CardDefinition[] = CARD_POOL.filter(isExtraDeckMonster);
const fieldPool: readonly CardDefinition[] = CARD_POOL.filter((c) => c.frame === 'spell' && c.subtype?.includes('field'));

type Fits = (c: CardDefinition) => boolean;
const FITS: Record<HiddenSlot['zone'], Fits> = {
  hand: (c) => !isExtraDeckMonster(c) && c.frame !== 'token',
  deck: (c) => !isExtraDeckMonster(c) && c.frame !== 'token',
  extra: isExtraDeckMonster,
  // A face-down monster was most likely Set without Tributes.
  monster: (c) => isMonster(c) && !isExtraDeckMonster(c) && c.frame !== 'token' && (c.level ?? 0) <= 4,
  spellTrap: (c) => (c.frame === 'spell' && !c.subtype?.includes('field')) || c.frame === 'trap',
  field: (c) => c.frame === 'spell' && c.subtype?.includes('field') === true,
  banished: (c) => !isExtraDeckMonster(c) && c.frame !== 'token',
  material: isMonster,
  graveyard: (c) => c.frame !== 'token',
  pendulum: (c) => c.frame === 'spell',
};

/** The passcodes of the opponent's cards the viewer has seen and that are still public. */
function shownBy(view: DuelView): CardDefinition[] {
  const opp = opponentOf(view.viewer);
  const out: CardDefinition[] = [];
  const add = (c: SeenCard | null | undefined): void => {
    if (!c || isHidden(c) || c.owner !== opp) return;
    const def = findCard(c.passcode);
    if (def) out.push(def);
  };
  for (const p of view.players) {
    p.graveyard.forEach(add);
    p.banished.forEach(add);
    for (const m of p.monsters) add(m?.card);
    for (const s of p.spellTraps) add(s?.card);
    add(p.field?.card);
  }
  for (const l of view.chain) add(l.card);
  return out;
}

/** Every preset as its cards, Main and Extra Deck: the decks an opponent of this game may be playing. */
const presetLists: readonly (readonly CardDefinition[])[] = ALL_PRESET_DECKS.map((d) =>
  [...d.main, ...(d.extra ?? [])].map((n) => findCard(n)).filter((c): c is CardDefinition => c !== undefined),
);

/**
 * The presets that hold every card the opponent has shown, copies counted (Tokens are no deck's).
 * Empty when they play a deck of their own.
 */
function presetsShowing(shown: readonly CardDefinition[]): (readonly CardDefinition[])[] {
  const need = new Map<string, number>();
  for (const c of shown) if (c.frame !== 'token') need.set(c.passcode, (need.get(c.passcode) ?? 0) + 1);
  return presetLists.filter((list) => {
    const has = new Map<string, number>();
    for (const c of list) has.set(c.passcode, (has.get(c.passcode) ?? 0) + 1);
    for (const [code, n] of need) if ((has.get(code) ?? 0) < n) return false;
    return true;
  });
}

/** What is left of a deck list once the shown cards are taken out: the cards still hidden somewhere. */
function leftOf(list: readonly CardDefinition[], shown: readonly CardDefinition[]): CardDefinition[] {
  const left = [...list];
  for (const c of shown) {
    const i = left.findIndex((x) => x.passcode === c.passcode);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

export interface SampleOptions {
  /**
   * Deck reading (Hard): when the opponent's shown cards fit one or more presets, each guess takes
   * one of those presets and deals their hidden cards from what it has left (card counting), instead
   * of from the mixed pool of every preset. A deck of their own falls back to the mixed pool.
   */
  readonly inferDeck?: boolean;
}

/** One guess of every hidden card: a playable duel consistent with everything the viewer knows. */
export function sampleDuel(view: DuelView, dice: Dice, options: SampleOptions = {}): Duel {
  const pub = view.public;
  const me = view.viewer;
  const shown = shownBy(view);
  const fitting = options.inferDeck === true ? presetsShowing(shown) : [];
  const left = fitting.length > 0 ? leftOf(fitting[dice.int(fitting.length)]!, shown) : null;
  /** A card of the guessed deck that fits the slot, taken out of what is left; null when none fits. */
  const deal = (slot: HiddenSlot): string | null => {
    if (!left) return null;
    const fits = FITS[slot.zone];
    const options = left.flatMap((c, i) => (fits(c) ? [i] : []));
    if (options.length === 0) return null;
    const [c] = left.splice(options[dice.int(options.length)]!, 1);
    return c!.passcode;
  };
  const copies = new Map<string, number>();
  for (const c of shown) copies.set(c.passcode, (copies.get(c.passcode) ?? 0) + 1);
  const weighted: CardDefinition[] = [...presetPool];
  for (const c of shown) for (let i = 0; i < SHOWN_WEIGHT; i++) weighted.push(c);

  const fill: Record<string, string> = {};
  const ownDeck = dice.shuffle(pub.ownDeck);
  const pick = (slot: HiddenSlot): string => {
    const fits = FITS[slot.zone];
    const from = slot.zone === 'extra' ? extraPool : slot.zone === 'field' ? fieldPool : weighted;
    // A few tries at a card that fits and is not over its copies, then any card that fits.
    for (let tries = 0; tries < 24 && from.length > 0; tries++) {
      const c = from[dice.int(from.length)]!;
      if (!fits(c) || (copies.get(c.passcode) ?? 0) >= MAX_COPIES) continue;
      copies.set(c.passcode, (copies.get(c.passcode) ?? 0) + 1);
      return c.passcode;
    }
    const any = CARD_POOL.filter(fits);
    const c = any.length > 0 ? any[dice.int(any.length)]! : presetPool[0]!;
    return c.passcode;
  };
  for (const slot of pub.hidden) {
    if (slot.holder === me && slot.zone === 'deck') {
      const known = ownDeck.pop();
      fill[slot.id] = known ?? pick(slot);
    } else {
      fill[slot.id] = (slot.owner !== me ? deal(slot) : null) ?? pick(slot);
    }
  }
  return determinise(pub, fill, dice.seed());
}
