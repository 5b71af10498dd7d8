import { IllegalActionError, type Action } from './actions';
import type { Player } from './constants';
import { legalActions } from './legal';
import type { CardId, Duel } from './state';
import { decidingPlayer } from './turn';
import { hiddenNames, inHiddenPile } from './veil';

/**
 * Legal actions in a player's own terms. `legalActions` names cards by their instance ids, which a
 * player may not know for a card hidden from them (attacking a face-down monster, targeting a Set
 * card, choosing among the opponent's hand): `legalActionsFor` lists the same actions with those
 * cards named as the player's view names them, and `actionFromView` turns one of them (or the same
 * with a zone filled in) back into the engine's action. The computer player and the mat act through
 * these two; `legalActions`/`applyAction` stay the engine's contract.
 */

/** An action with every card it names renamed. */
export function renameAction(action: Action, rename: (id: CardId) => CardId): Action {
  const a = action as Action & { card?: CardId; target?: CardId; tributes?: CardId[]; ids?: CardId[]; materials?: CardId[]; monsters?: CardId[] };
  const out: Record<string, unknown> = { ...a };
  if (typeof a.card === 'string') out.card = rename(a.card);
  if (typeof a.target === 'string' && a.target !== 'direct') out.target = rename(a.target);
  for (const key of ['tributes', 'ids', 'materials', 'monsters'] as const) {
    const list = a[key];
    if (Array.isArray(list)) out[key] = list.map(rename);
  }
  return out as Action;
}

/**
 * What `player` may do now, with the cards hidden from them named as in `viewFor(duel, player)`;
 * empty when they are not the one deciding. Choices among the cards of a hidden pile are listed in
 * the order of those names, not the pile's.
 */
export function legalActionsFor(duel: Duel, player: Player): Action[] {
  if (decidingPlayer(duel) !== player) return [];
  const names = hiddenNames(duel, player);
  const legal = legalActions(duel);
  if (names.size === 0) return legal;
  const listed = legal.map((a) => renameAction(a, (id) => names.get(id) ?? id));
  // The answers naming cards of a hidden pile, in their places, sorted by those names.
  const piled = (a: Action): string | null => (a.type === 'select' && 'ids' in a && a.ids.some(inHiddenPile) ? a.ids.join(',') : null);
  const sorted = listed.filter((a) => piled(a) !== null).sort((x, y) => (piled(x)! < piled(y)! ? -1 : piled(x)! > piled(y)! ? 1 : 0));
  if (sorted.length < 2) return listed;
  let k = 0;
  return listed.map((a) => (piled(a) !== null ? sorted[k++]! : a));
}

/**
 * The engine's action for an action `player` chose in their own terms (one of `legalActionsFor`, a
 * zone perhaps filled in): the names of hidden cards turned back into instance ids. A name the view
 * does not give is left as it is, so `applyAction` refuses the action with its reason; the instance
 * id of a card hidden from the player is refused here (they cannot have learnt it from their view).
 */
export function actionFromView(duel: Duel, player: Player, action: Action): Action {
  const names = hiddenNames(duel, player);
  if (names.size === 0 || typeof action !== 'object' || action === null) return action;
  const ids = new Map<CardId, CardId>();
  for (const [id, name] of names) ids.set(name, id);
  return renameAction(action, (name) => {
    if (names.has(name)) throw new IllegalActionError(`${name} is not a card Player ${player + 1} can see: act on what the view shows`, action);
    return ids.get(name) ?? name;
  });
}
