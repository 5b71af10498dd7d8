import type { Action } from './actions';
import { findMonster, locate } from './board';
import { setPlay } from './continuous';
import type { Player } from './constants';
import { definitionOf, nameOf } from './registry';
import { PENDULUM_SCALE, STOP, type CardId, type Duel } from './state';
import { isLegacyPendulumSummon, upgradeAction } from './migrate';
import { canSee } from './visibility';
import { PHASE_NAMES } from './words';

/**
 * An action in words, before it is applied: "Tribute Summon Summoned Skull (tribute Celtic Guardian)".
 * With `viewer`, names that viewer may not know are left out ("Set a monster").
 */
export function describeAction(duel: Duel, given: Action, viewer?: Player): string {
  const action = upgradeAction(given);
  const name = (id: CardId, hidden = 'a card'): string =>
    viewer === undefined || canSee(duel, viewer, id) ? nameOf(duel, id) : hidden;
  const tributes = (ids: readonly CardId[]): string =>
    ids.length === 0 ? '' : ` (tribute ${ids.map((t) => name(t, 'a face-down monster')).join(' and ')})`;

  switch (action.type) {
    case 'normalSummon':
      return `${action.tributes.length ? 'Tribute Summon' : 'Normal Summon'} ${nameOf(duel, action.card)}${tributes(action.tributes)}`;
    case 'setMonster':
      // Where monsters cannot be Set (Light of Intervention), the Set is a Normal Summon in face-up Defense Position.
      if (setPlay(duel, action.card) === 'normalSummon') return `${action.tributes.length ? 'Tribute Summon' : 'Normal Summon'} ${nameOf(duel, action.card)} in face-up Defense Position${tributes(action.tributes)}`;
      return `${action.tributes.length ? 'Tribute Set' : 'Set'} ${name(action.card, 'a monster')}${tributes(action.tributes)}`;
    case 'flipSummon':
      return `Flip Summon ${nameOf(duel, action.card)}`;
    case 'changePosition': {
      const slot = findMonster(duel, action.card)?.slot;
      const to = slot?.position === 'attack' ? 'Defense' : 'Attack';
      return `Change ${name(action.card)} to ${to} Position`;
    }
    case 'attack':
      return action.target === 'direct'
        ? `${nameOf(duel, action.card)} attacks directly`
        : `${nameOf(duel, action.card)} attacks ${name(action.target, 'a face-down monster')}`;
    case 'nextPhase':
      return action.to === 'end' ? 'Go to the End Phase' : `Go to the ${PHASE_NAMES[action.to]}`;
    case 'pass':
      return 'Pass';
    case 'select':
      if ('option' in action) return action.option === STOP ? 'Stop choosing' : `Choose ${action.option}`;
      if (duel.flow.prompt?.kind === 'handSizeDiscard') return `Discard ${action.ids.map((id) => nameOf(duel, id)).join(', ')}`;
      // A card the viewer may not see is named by its place, so that several are told apart (issue 36).
      return `Choose ${action.ids.map((id) => name(id, viewer === undefined ? 'a card' : placeWords(duel, id, viewer))).join(', ')}`;
    case 'activate': {
      if (action.effect === PENDULUM_SCALE) return `Activate ${nameOf(duel, action.card)} in the ${action.zone === 1 ? 'right ' : action.zone === 0 ? 'left ' : ''}Pendulum Zone`;
      // A card with more than one effect says which (Ultimate Offering: the card, or its effect).
      const effects = definitionOf(duel, action.card).effects ?? [];
      const label = effects.length > 1 ? effects[action.effect ?? 0]?.label : undefined;
      return `Activate ${nameOf(duel, action.card)}${label ? `: ${label}` : ''}`;
    }
    case 'setSpellTrap':
      return `Set ${name(action.card)}`;
    case 'specialSummon': {
      const position = action.position === 'defense' ? ' in Defense Position' : action.method === 'rule' || action.method === 'synchro' || action.method === 'xyz' ? ' in Attack Position' : '';
      const materials = (action.materials ?? []).map((id) => nameOf(duel, id)).join(' + ');
      switch (action.method) {
        case 'synchro':
          return `Synchro Summon ${nameOf(duel, action.card)}${position} (materials ${materials})`;
        case 'xyz':
          return `Xyz Summon ${nameOf(duel, action.card)}${position} (materials ${materials})`;
        case 'pendulum':
          // An action of an earlier version named its monsters at once.
          return isLegacyPendulumSummon(action) ? `Pendulum Summon ${action.monsters.map((id) => nameOf(duel, id)).join(', ')}` : 'Pendulum Summon';
        default:
          return `Special Summon ${nameOf(duel, action.card)}${position}${action.materials ? ` (banish ${materials})` : ''}`;
      }
    }
  }
}

/**
 * Where a card the viewer may not see stands, in the mat's own words: "Opponent Spell & Trap Zone 2
 * (face-down)", "Your Monster Zone 1 (face-down)"; "a card" for a place with no name (a hand, a Deck).
 */
export function placeWords(duel: Duel, id: CardId, viewer: Player): string {
  const at = locate(duel, id);
  const side = at.player === viewer ? 'Your' : 'Opponent';
  switch (at.zone) {
    case 'monster':
      return `${side} Monster Zone ${at.index + 1} (face-down)`;
    case 'spellTrap':
      return `${side} Spell & Trap Zone ${at.index + 1} (face-down)`;
    case 'field':
      return `${side} Field Zone (face-down)`;
    default:
      return 'a card';
  }
}
