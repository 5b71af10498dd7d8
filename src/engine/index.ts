/**
 * duelmat's duel engine: pure functions over plain JSON data (see DESIGN.md "The engine contract").
 *
 *   createDuel / loadScenario -> Duel
 *   legalActions(duel)         -> what the deciding player may do now
 *   applyAction(duel, action)  -> the next Duel (throws IllegalActionError)
 *   viewFor(duel, player)      -> what that player may know
 *   summary(duel)              -> an omniscient plain picture for tests and tools
 */
export { createDuel, type DeckList, type DuelOptions } from './setup';
export { loadScenario, ScenarioError, type Scenario } from './scenario';
export { legalActions, summonZones } from './legal';
export { applyAction } from './apply';
export { describeAction } from './describe';
export { viewFor } from './view';
export { publicState, determinise, type PublicDuel, type HiddenSlot, type HiddenZone } from './determinise';
export { summary, cardName } from './summary';
export { concede } from './stateCheck';
export { currentPhase, currentStep, decidingPlayer } from './turn';
export { IllegalActionError, type Action, type ActionType } from './actions';
export type { Duel, CardId, DuelEvent, Prompt } from './state';
export type { CardDefinition } from './card';
export type { Summary, PlayerSummary, MonsterSlotSummary, Slot } from './summaryTypes';
export type { DuelView, PlayerView, MonsterView, SpellTrapView, CardFace, HiddenCard, SeenCard, EventView, ChainLinkView } from './viewTypes';
export { isHidden } from './viewTypes';
export * from './constants';
export { PHASE_NAMES, STEP_NAMES } from './words';
