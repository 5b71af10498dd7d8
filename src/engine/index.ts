/**
 * duelmat's duel engine: pure functions over plain JSON data (see DESIGN.md "The engine contract").
 *
 *   createDuel / loadScenario -> Duel
 *   legalActions(duel)         -> what the deciding player may do now
 *   applyAction(duel, action)  -> the next Duel (throws IllegalActionError)
 *   viewFor(duel, player)      -> what that player may know
 *   legalActionsFor / actionFromView -> legal actions in a player's own view's terms, and back
 *   summary(duel)              -> an omniscient plain picture for tests and tools
 */
import { CARD_POOL } from '../cards';
import { createEngine } from './engine';

/**
 * The binding module: the engine (engine.ts) bound to the full card pool. It is the one file of
 * src/engine that imports src/cards (test/layers.test.ts and the lint config hold that).
 */
const engine = createEngine(CARD_POOL);

export const {
  createDuel, loadScenario, legalActions, legalActionsFor, actionFromView, summonZones, applyAction, describeAction, viewFor, summary, cardName, concede, determinise,
} = engine;
export { publicState, type PublicDuel, type HiddenSlot, type HiddenZone } from './determinise';
/** The Summon and the attack waiting on the flow's stack, if any (read-only). */
export { summoningOf, attackOf } from './draft';
export { createEngine, type Engine } from './engine';
export { createRegistry, type Registry } from './registry';
export type { DeckList, DuelOptions } from './setup';
export { ScenarioError, type Scenario } from './scenario';
export { currentPhase, currentStep, decidingPlayer } from './turn';
export { IllegalActionError, type Action, type ActionType } from './actions';
export type { Duel, CardId, DuelEvent, Prompt } from './state';
export { PENDULUM_SCALE, STOP } from './state';
export { isPendulumScaleActivation } from './pendulum';
export { upgradeAction } from './migrate';
export type { CardDefinition } from './card';
export type { Summary, PlayerSummary, MonsterSlotSummary, Slot } from './summaryTypes';
export type { DuelView, PlayerView, MonsterView, SpellTrapView, CardFace, HiddenCard, SeenCard, EventView, ChainLinkView, ResponseWindowView, WindowEvent, WindowActivation } from './viewTypes';
export { isHidden } from './viewTypes';
export * from './constants';
export { FORMAT_IDS, FORMAT_RULES, DEFAULT_FORMAT, isFormatId, formatOf, type FormatId, type FormatRules } from './formatRules';
export { PHASE_NAMES, STEP_NAMES } from './words';
export { holdsHiddenCards, keepingSecrets } from './secrets';
export { promptStage, type PromptStage } from './promptStage';
