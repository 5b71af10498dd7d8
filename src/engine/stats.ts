import { findMonster, locate, onField } from './board';
import { attackOf, summoningOf } from './draft';
import { opponentOf, type Player } from './constants';
import type { QueryContext, Side } from './effects/types';
import { definitionOf, duelHas, modifiesStats } from './registry';
import type { CardId, ChainLink, Duel, MonsterSlot, SpellTrapSlot } from './state';
import { currentPhase } from './turn';
import { mayBeSpecialSummonedByEffect } from './extraDeck';

/**
 * Current ATK/DEF: the printed values plus every change that applies now, computed from the board
 * each time and never written into it, so removing the source removes the change:
 * - continuous effects of face-up cards (Equip Spells on the monster they equip, Field Spells),
 * - changes "until the end of this turn" from resolved effects (Reinforcements, Castle Walls).
 */
export function currentAtk(duel: Duel, slot: MonsterSlot): number {
  return Math.max(0, (definitionOf(duel, slot.card).atk ?? 0) + changes(duel, slot).atk);
}

export function currentDef(duel: Duel, slot: MonsterSlot): number {
  return Math.max(0, (definitionOf(duel, slot.card).def ?? 0) + changes(duel, slot).def);
}

function changes(duel: Duel, slot: MonsterSlot): { atk: number; def: number } {
  let atk = 0;
  let def = 0;
  // Face-down monsters have no ATK/DEF to change until they are flipped.
  if (!slot.faceUp) return { atk, def };
  if (slot.boost) {
    atk += slot.boost.atk;
    def += slot.boost.def;
  }
  if (!duelHas(duel, 'modifies') && duel.lingering.length === 0) return { atk, def };
  // Reverse Trap: this turn, every increase is a decrease of the same amount, and every decrease an increase.
  const reversed = duel.restrictions.some((r) => r.restriction === 'reverseStatChanges' && r.turn === duel.turn);
  const sign = (n: number): number => (reversed ? -n : n);
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    for (const source of [...ps.monsters, ...ps.spellTraps, ps.field]) {
      if (!source || !source.faceUp || ('effectsNegated' in source && source.effectsNegated) || !modifiesStats(duel, source.card)) continue;
      const effects = definitionOf(duel, source.card).effects;
      if (!effects) continue;
      for (const effect of effects) {
        if (!effect.modifiers) continue;
        const ctx = queryContext(duel, {
          card: source.card, player: p as Player,
          equippedTo: 'equippedTo' in source ? (source as SpellTrapSlot).equippedTo : null,
        });
        for (const m of effect.modifiers(ctx)) {
          if (!m.applies(slot.card)) continue;
          atk += sign(m.atk ?? 0);
          def += sign(m.def ?? 0);
        }
      }
    }
  }
  for (const l of duel.lingering) {
    if (l.card === slot.card && l.turn === duel.turn && l.placedTurn === slot.placedTurn) {
      atk += sign(l.atk);
      def += sign(l.def);
    }
  }
  return { atk, def };
}

export type { CardId };

/** Whose card, and where it stands, for a context (the effect context adds its answers). */
export interface QueryInput {
  card: CardId;
  player: Player;
  targets?: readonly CardId[];
  link?: ChainLink | null;
  chain?: readonly ChainLink[];
  /** For an Equip Card: the monster it is equipped to. */
  equippedTo?: CardId | null;
}

/**
 * The read-only context continuous effects are asked in (ATK/DEF modifiers, rule effects, "without
 * Tributing"): board queries only, so asking it never changes the duel. The helpers live once on a
 * shared prototype (contexts are made for every check, so they must be cheap); effects/context.ts
 * builds the effect context on the same prototype.
 */
export function queryContext(duel: Duel, input: QueryInput): QueryContext {
  return fillQueryContext(Object.create(QUERIES) as QueryContext, duel, input);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Data = 'duel' | 'card' | 'player' | 'opponent' | 'targets' | 'equippedTo' | 'responseTo' | 'attack' | 'summoning' | 'link' | 'chain' | 'triggeredBy';

/** Sets a context's data fields (shared by the effect context). */
export function fillQueryContext<C extends QueryContext>(context: C, duel: Duel, input: QueryInput): C {
  const ctx = context as Mutable<QueryContext>;
  ctx.duel = duel;
  ctx.card = input.card;
  ctx.player = input.player;
  ctx.opponent = opponentOf(input.player);
  ctx.targets = input.targets ?? [];
  ctx.equippedTo = input.equippedTo ?? null;
  ctx.responseTo = duel.responseTo;
  ctx.attack = attackOf(duel);
  ctx.summoning = summoningOf(duel);
  ctx.link = input.link ?? null;
  ctx.chain = input.chain ?? duel.chain;
  ctx.triggeredBy = input.link?.event ?? null;
  return context;
}

type Queries = Omit<QueryContext, Data> & { sides(side?: Side): Player[] };

/** The board queries of every context. */
export const QUERIES: ThisType<QueryContext & Queries> & Queries = {
  sides(side: Side = 'all'): Player[] {
    return side === 'mine' ? [this.player] : side === 'theirs' ? [this.opponent] : [this.player, this.opponent];
  },
  phase() {
    return currentPhase(this.duel);
  },
  definition(id) {
    return definitionOf(this.duel, id);
  },
  monsters(side) {
    return this.sides(side).flatMap((p) => this.duel.players[p].monsters.flatMap((s) => (s ? [s.card] : [])));
  },
  spellTraps(side) {
    return this.sides(side).flatMap((p) => {
      const ps = this.duel.players[p];
      return [...ps.spellTraps, ps.field, ...ps.pendulum].flatMap((s) => (s ? [s.card] : []));
    });
  },
  graveyard(side) {
    return this.sides(side).flatMap((p) => [...this.duel.players[p].graveyard]);
  },
  hand(side) {
    return this.sides(side).flatMap((p) => [...this.duel.players[p].hand]);
  },
  deck(side) {
    return this.sides(side).flatMap((p) => [...this.duel.players[p].deck]);
  },
  isFaceUp(id) {
    const at = locate(this.duel, id);
    if (at.zone === 'monster') return this.duel.players[at.player].monsters[at.index]?.faceUp === true;
    if (at.zone === 'spellTrap') return this.duel.players[at.player].spellTraps[at.index]?.faceUp === true;
    if (at.zone === 'field') return this.duel.players[at.player].field?.faceUp === true;
    return at.zone !== 'deck' && at.zone !== 'hand';
  },
  controllerOf(id) {
    const at = locate(this.duel, id);
    return onField(at) ? at.player : null;
  },
  atk(id) {
    const at = findMonster(this.duel, id);
    return at ? currentAtk(this.duel, at.slot) : (definitionOf(this.duel, id).atk ?? 0);
  },
  def(id) {
    const at = findMonster(this.duel, id);
    return at ? currentDef(this.duel, at.slot) : (definitionOf(this.duel, id).def ?? 0);
  },
  extra(side) {
    return this.sides(side).flatMap((p) => [...this.duel.players[p].extra]);
  },
  materialsOf(id) {
    return [...(findMonster(this.duel, id)?.slot.materials ?? [])];
  },
  maySpecialSummonByEffect(id) {
    return mayBeSpecialSummonedByEffect(this.duel, id);
  },
  thisTurn(what, p) {
    return this.duel.marks.filter((m) => m.mark === what && m.player === p && m.turn === this.duel.turn).map((m) => m.key);
  },
};
