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

/** One guess of every hidden card: a playable duel consistent with everything the viewer knows. */
export function sampleDuel(view: DuelView, dice: Dice): Duel {
  const pub = view.public;
  const me = view.viewer;
  const shown = shownBy(view);
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
      fill[slot.id] = pick(slot);
    }
  }
  return determinise(pub, fill, dice.seed());
}
