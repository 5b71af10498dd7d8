import type { BattleStep } from './constants';
import { currentLevel, currentStats, unusableMonsterZones } from './stats';
import type { Player } from './constants';
import { definitionOf, nameOf } from './registry';
import { PENDULUM_SCALE, type ActivationTarget, type CardId, type Duel, type DuelEvent, type MonsterSlot, type PlayerState, type Prompt, type SpellTrapSlot } from './state';
import { activationTargets } from './chain';
import { currentPhase, currentStep, decidingPlayer } from './turn';
import type { CardFace, DuelView, EventView, MonsterView, PlayerView, ResponseWindowView, SeenCard, SpellTrapView, WindowEvent } from './viewTypes';
import { windowInfo } from './responseWindow';
import { canSee } from './visibility';
import { faceUpInExtra } from './extraDeck';
import { materialsText } from './words';
import { publicState } from './determinise';
import { hiddenNames, inHiddenPile, viewOrder } from './veil';
import { endReason, PENDULUM_SCALE_LABEL, PHASE_NAMES, STEP_NAMES, who } from './words';

/**
 * What `viewer` may know of the duel: their own hand and Set cards, both Graveyards, every face-up
 * card, counts of hidden piles. Never the opponent's hand, their face-down cards or any Deck order.
 */
export function viewFor(duel: Duel, viewer: Player): DuelView {
  const deciding = decidingPlayer(duel);
  // Cards hidden from the viewer are named as the veil says (veil.ts): never by their instance ids.
  const names = hiddenNames(duel, viewer);
  return {
    viewer,
    turn: duel.turn,
    turnPlayer: duel.turnPlayer,
    phase: currentPhase(duel),
    step: currentStep(duel),
    deciding,
    winner: duel.winner,
    winReason: duel.endCause ? endReason(duel.endCause, viewer) : duel.winReason,
    startLp: duel.startLp,
    prompt: duel.flow.prompt && duel.flow.prompt.player === viewer ? promptView(duel, duel.flow.prompt, viewer, names) : null,
    players: [playerView(duel, 0, viewer, names), playerView(duel, 1, viewer, names)],
    chain: duel.flow.chain.map((l, i) => ({
      link: i + 1, card: cardFace(duel, l.card), player: l.player, negated: l.negated,
      targets: activationTargets(duel, l).map((t) => targetWords(duel, t, viewer)),
      label: (l.effect === PENDULUM_SCALE ? PENDULUM_SCALE_LABEL : definitionOf(duel, l.card).effects?.[l.effect]?.label ?? '') + (l.declared !== undefined ? ` (declared ${l.declared})` : ''),
    })),
    events: duel.events.map((e) => withViewIds(eventView(duel, e, viewer), names)),
    window: duel.flow.window?.player === viewer ? windowView(duel, viewer, names) : null,
    public: publicState(duel, viewer, names),
  };
}

export function cardFace(duel: Duel, id: CardId): CardFace {
  const def = definitionOf(duel, id);
  const face: CardFace = {
    id, passcode: def.passcode, name: def.name, frame: def.frame, subtype: def.subtype ?? [], text: def.text,
    owner: (duel.cards[id] as { owner: Player }).owner,
    ...(def.attribute !== undefined && { attribute: def.attribute }),
    ...(def.monsterType !== undefined && { monsterType: def.monsterType }),
    ...(def.level !== undefined && { level: def.level }),
    ...(def.scale !== undefined && { scale: def.scale }),
    ...(def.materials !== undefined && { materials: materialsText(def.materials) }),
    ...(def.atk !== undefined && { atk: def.atk }),
    ...(def.def !== undefined && { def: def.def }),
  };
  return face;
}

/**
 * A target from the viewer's side: "your Mystical Elf", "your opponent's Set card" (a card the viewer
 * may not see is named by where it stands).
 */
export function targetWords(duel: Duel, t: ActivationTarget, viewer: Player): string {
  const whose = t.player === viewer ? 'your' : "your opponent's";
  if (t.seen || canSee(duel, viewer, t.card)) return `${whose} ${nameOf(duel, t.card)}`;
  return `${whose} ${t.zone === 'monster' ? 'face-down monster' : t.zone === 'spellTrap' || t.zone === 'field' ? 'Set card' : 'card'}`;
}

/** ", targeting your Mystical Elf and your opponent's Set card" (nothing when there is no target). */
function targetingWords(duel: Duel, targets: readonly ActivationTarget[] | undefined, viewer: Player): string {
  if (!targets || targets.length === 0) return '';
  const words = targets.map((t) => targetWords(duel, t, viewer));
  return `, targeting ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]}`;
}

/**
 * A card shown to one player (De-Spell shows a Set pick to both, one event each): named to whoever
 * sees it, counted for whoever does not.
 */
function revealedWords(duel: Duel, cards: readonly CardId[], to: Player, viewer: Player): string {
  const names = cards.map((c) => nameOf(duel, c)).join(', ') || 'nothing';
  if (to === viewer) return `You looked at ${names}`;
  const seen = cards.every((c) => canSee(duel, viewer, c));
  const ownedBy = (p: Player): boolean => cards.length > 0 && cards.every((c) => duel.cards[c]?.owner === p);
  const one = cards.length === 1;
  // Shown to its own owner (the other half of a reveal to both): the viewer was shown it too.
  if (ownedBy(to)) return `Your opponent's ${seen ? names : one ? 'card' : 'cards'} ${one ? 'was' : 'were'} revealed`;
  if (seen) return `Your opponent looked at ${ownedBy(viewer) ? 'your ' : ''}${names}`;
  return `Your opponent looked at ${cards.length} ${ownedBy(viewer) ? 'of your cards' : one ? 'card' : 'cards'}`;
}

/** Whether an effect changed this monster's Level for now (Gagaga Magician). */
const levelChanged = (duel: Duel, s: MonsterSlot): boolean => s.levelUntilTurn !== undefined && currentLevel(duel, s.card) !== (definitionOf(duel, s.card).level ?? 0);

type Names = ReadonlyMap<CardId, CardId>;
/** A card's id in the view: its instance id when the viewer may see it, its name in the veil when not. */
const viewId = (names: Names, id: CardId): CardId => names.get(id) ?? id;

/**
 * An event with its card and target as the view names them. A card now in a hidden pile is left
 * out: "A card returned to the hand" says which card it was only to those who may see it.
 */
function withViewIds(e: EventView, names: Names): EventView {
  const card = e.card === undefined ? undefined : viewId(names, e.card);
  const target = e.target === undefined || e.target === 'direct' ? e.target : viewId(names, e.target);
  if (card === e.card && target === e.target) return e;
  const { card: _card, target: _target, ...rest } = e;
  return { ...rest, ...(card !== undefined && !inHiddenPile(card) && { card }), ...(target !== undefined && !inHiddenPile(target) && { target }) };
}

function seen(duel: Duel, viewer: Player, id: CardId, names: Names): SeenCard {
  return canSee(duel, viewer, id) ? cardFace(duel, id) : { hidden: true, id: viewId(names, id) };
}

function playerView(duel: Duel, player: Player, viewer: Player, names: Names): PlayerView {
  const ps: PlayerState = duel.players[player];
  const mine = player === viewer;
  const monster = (s: MonsterSlot | null): MonsterView | null => {
    if (!s) return null;
    const visible = canSee(duel, viewer, s.card);
    const stats = visible ? currentStats(duel, s) : null;
    return {
      card: seen(duel, viewer, s.card, names),
      position: s.position,
      faceUp: s.faceUp,
      atk: stats ? stats.atk : null,
      def: stats ? stats.def : null,
      materials: s.materials.map((id) => cardFace(duel, id)),
      ...(visible && levelChanged(duel, s) && { level: currentLevel(duel, s.card) }),
      ...(visible && s.faceUp && s.attribute !== undefined && s.attribute !== definitionOf(duel, s.card).attribute && { attribute: s.attribute }),
      ...(visible && s.banishWhenLeaves && { banishWhenLeaves: true as const }),
      // Counters are public, like the card's place.
      ...(s.counters > 0 && { counters: s.counters }),
    };
  };
  const unusable = unusableMonsterZones(duel, player);
  const spellTrap = (s: SpellTrapSlot | null): SpellTrapView | null =>
    s && { card: seen(duel, viewer, s.card, names), faceUp: s.faceUp, ...(s.faceUp && s.equippedTo && { equippedTo: viewId(names, s.equippedTo) }), ...(s.counters && { counters: s.counters }),
      ...(s.faceUp && s.declared !== undefined && { declared: s.declared }) };
  return {
    lp: ps.lp,
    deckCount: ps.deck.length,
    // A Deck turned upside-down (Convulsion of Nature): its top card is face-up, seen by both players.
    ...(duel.decksUpsideDown?.includes(player) && ps.deck.length > 0 && { deckTop: cardFace(duel, ps.deck[0]!) }),
    handCount: ps.hand.length,
    hand: ps.hand.map((id) => (mine ? cardFace(duel, id) : { hidden: true, id: null })),
    extraCount: ps.extra.length,
    extra: ps.extra.filter((id) => mine || faceUpInExtra(duel, id)).map((id) => cardFace(duel, id)),
    extraFaceUp: ps.extra.filter((id) => faceUpInExtra(duel, id)),
    graveyard: ps.graveyard.map((id) => cardFace(duel, id)),
    banished: ps.banished.map((id) => seen(duel, viewer, id, names)),
    // Which banished cards lie face-down is public (their names only to their owner).
    ...(duel.faceDownBanished && ps.banished.some((id) => duel.faceDownBanished!.includes(id)) && { banishedFaceDown: ps.banished.filter((id) => duel.faceDownBanished!.includes(id)).map((id) => viewId(names, id)) }),
    monsters: ps.monsters.map(monster),
    spellTraps: ps.spellTraps.map(spellTrap),
    field: spellTrap(ps.field),
    pendulum: [spellTrap(ps.pendulum[0]), spellTrap(ps.pendulum[1])],
    ...(unusable.length > 0 && { unusableMonsterZones: unusable }),
  };
}

/**
 * The open prompt for the player who must answer it; a "choose a card" prompt carries the cards to
 * choose among as the chooser may see them (a card in their own Deck is seen: they are searching it).
 * Cards of a hidden pile among them are listed in the order of their view names, not the pile's.
 */
function promptView(duel: Duel, prompt: Prompt, viewer: Player, names: Names): NonNullable<DuelView['prompt']> {
  if (prompt.kind !== 'chooseCard') return { kind: prompt.kind, reason: prompt.reason };
  const cards = viewOrder(prompt.cards, names).map((id): SeenCard => (canSee(duel, viewer, id) ? cardFace(duel, id) : { hidden: true, id: viewId(names, id) }));
  return { kind: prompt.kind, reason: prompt.reason, cards };
}

/** The open window for its deciding player: its events in words and their activations. */
function windowView(duel: Duel, viewer: Player, names: Names): ResponseWindowView | null {
  const info = windowInfo(duel);
  if (!info) return null;
  const ids = (e: WindowEvent): WindowEvent => {
    switch (e.kind) {
      case 'summon':
      case 'chainLink':
      case 'destroyed':
        return { ...e, card: viewId(names, e.card) };
      case 'battleDamage':
        return e;
      case 'attack':
        return { ...e, attacker: viewId(names, e.attacker), target: e.target === 'direct' ? 'direct' : viewId(names, e.target) };
      case 'phaseEnd':
        return e;
    }
  };
  return { events: info.events.map((e) => ({ ...ids(e), text: windowEventText(duel, e, viewer) })), activations: info.activations };
}

const HOW_WORDS = { normal: 'Normal Summoned', tribute: 'Tribute Summoned', flip: 'Flip Summoned', special: 'Special Summoned' } as const;
/** A Special Summon by its proper procedure says which (the rulebook's words: "Ritual Summon", "Synchro Summon"…). */
const METHOD_WORDS = { fusion: 'Fusion Summoned', ritual: 'Ritual Summoned', synchro: 'Synchro Summoned', xyz: 'Xyz Summoned', pendulum: 'Pendulum Summoned' } as const;

/** "Battle Ox was Normal Summoned", "Blue-Eyes White Dragon attacks Mystical Elf", "Opponent activated Heavy Storm (Chain Link 1)". */
export function windowEventText(duel: Duel, e: WindowEvent, viewer: Player): string {
  const name = (id: CardId, hidden: string): string => (canSee(duel, viewer, id) ? nameOf(duel, id) : hidden);
  switch (e.kind) {
    case 'summon':
      return e.pending
        ? `${who(e.player, viewer)} ${e.player === viewer ? 'are' : 'is'} ${HOW_WORDS[e.how].replace('Summoned', 'Summoning')} ${name(e.card, 'a monster')}`
        : `${name(e.card, 'A monster')} was ${HOW_WORDS[e.how]}`;
    case 'attack': {
      const what = `${name(e.attacker, 'A monster')} attacks ${e.target === 'direct' ? 'directly' : name(e.target, 'a face-down monster')}`;
      return e.damageStep ? `Damage Step: ${what}` : what;
    }
    case 'chainLink': {
      const link = duel.flow.chain[e.link - 1];
      const targets = link && activationTargets(duel, link);
      return `${who(e.player, viewer)} activated ${name(e.card, 'a card')} (Chain Link ${e.link})${targetingWords(duel, targets, viewer)}`;
    }
    case 'battleDamage':
      return `${who(e.player, viewer)} took ${e.amount} battle damage`;
    case 'destroyed':
      return `${name(e.card, 'A monster')} was destroyed`;
    case 'phaseEnd':
      return `${e.step ? `${PHASE_NAMES.battle}: ${STEP_NAMES[e.step]}` : PHASE_NAMES[e.phase]} is ending`;
  }
}

/** One event in words from the viewer's side; hidden cards stay unnamed. */
export function eventView(duel: Duel, e: DuelEvent, viewer: Player): EventView {
  const name = (id: CardId, hidden: string): string => (canSee(duel, viewer, id) ? nameOf(duel, id) : hidden);
  switch (e.type) {
    case 'turnStarted':
      return { type: e.type, player: e.player, text: `Turn ${e.turn}: ${e.player === viewer ? 'your' : "your opponent's"} turn` };
    case 'phaseEntered':
      return { type: e.type, text: e.phase === 'battle' && e.step ? `${PHASE_NAMES.battle}: ${STEP_NAMES[e.step as BattleStep]}` : PHASE_NAMES[e.phase] };
    case 'drew':
      return { type: e.type, player: e.player, text: `${who(e.player, viewer)} drew ${name(e.card, 'a card')}` };
    case 'summoned': {
      const how = e.how === 'tribute' ? 'Tribute Summoned' : e.how === 'flip' ? 'Flip Summoned' : 'Normal Summoned';
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} ${how} ${name(e.card, 'a monster')}` };
    }
    case 'set':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} Set ${name(e.card, 'a monster')}` };
    case 'tributed':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} was Tributed` };
    case 'positionChanged':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} changed to ${e.position === 'attack' ? 'Attack' : 'Defense'} Position` };
    case 'attackDeclared':
      return {
        type: e.type, card: e.attacker, target: e.target,
        text: `${name(e.attacker, 'A monster')} attacks ${e.target === 'direct' ? 'directly' : name(e.target, 'a face-down monster')}`,
      };
    case 'flippedFaceUp':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} was flipped face-up` };
    case 'destroyedByBattle':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} was destroyed by battle` };
    case 'battleDamage':
      return { type: e.type, player: e.player, amount: e.amount, text: `${who(e.player, viewer)} took ${e.amount} battle damage` };
    case 'discarded':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} discarded ${name(e.card, 'a card')}` };
    case 'spellTrapSet':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} Set ${name(e.card, 'a card')}` };
    case 'placedFaceUp':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} placed ${name(e.card, 'a card')} face-up on the field` };
    case 'activated':
      return {
        type: e.type, player: e.player, card: e.card,
        text: `${who(e.player, viewer)} activated ${name(e.card, 'a card')} (Chain Link ${e.link})${targetingWords(duel, e.targets, viewer)}: ${e.label}`,
      };
    case 'negated':
      return { type: e.type, card: e.card, text: `The activation of ${name(e.card, 'a card')} was negated` };
    case 'effectNegated':
      return { type: e.type, card: e.card, text: `The effect of ${name(e.card, 'a card')} was negated` };
    case 'resolved':
      return { type: e.type, card: e.card, text: `Chain Link ${e.link} resolved: ${name(e.card, 'a card')}` };
    case 'destroyed':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} was destroyed` };
    case 'notDestroyed':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} was not destroyed` };
    case 'sentToGraveyard':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} was sent to the Graveyard` };
    case 'returnedToHand':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} returned to the hand` };
    case 'banished':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} was banished${e.faceDown ? ' face-down' : ''}` };
    case 'returnedToField':
      return { type: e.type, player: e.player, card: e.card, text: `${name(e.card, 'A monster')} returned to the field` };
    case 'returnedToDeck':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} returned to the Deck` };
    case 'specialSummoned':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} ${e.method ? METHOD_WORDS[e.method] : 'Special Summoned'} ${name(e.card, 'a monster')}` };
    case 'effectDamage':
      return { type: e.type, player: e.player, amount: e.amount, text: `${who(e.player, viewer)} took ${e.amount} damage` };
    case 'gainedLp':
      return { type: e.type, player: e.player, amount: e.amount, text: `${who(e.player, viewer)} gained ${e.amount} LP` };
    case 'lpBecame':
      return { type: e.type, player: e.player, amount: e.lp, text: `${who(e.player, viewer)} now ${e.player === viewer ? 'have' : 'has'} ${e.lp} LP` };
    case 'paidLp':
      return { type: e.type, player: e.player, amount: e.amount, text: `${who(e.player, viewer)} paid ${e.amount} LP` };
    case 'flippedFaceDown':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} was turned face-down` };
    case 'revealed':
      return {
        type: e.type, player: e.to,
        text: revealedWords(duel, e.cards, e.to, viewer),
      };
    case 'addedToHand':
      // Cards added from the Deck (or a Graveyard, or face-up banished) are shown to the opponent, so both may read the name.
      // One taken from the other hand (Exchange) was shown to both players as the hands were revealed.
      // One of the face-down banished cards (Different Dimension Capsule): named only to whoever may see it.
      if (e.hidden) return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} added ${name(e.card, 'a face-down banished card')} to the hand` };
      // One taken from a Graveyard (Graverobber): face-up there, seen by both players.
      if (e.fromGraveyard) return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} took ${nameOf(duel, e.card)} from a Graveyard into the hand` };
      if (e.fromHand) return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} took ${nameOf(duel, e.card)} into the hand` };
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} added ${nameOf(duel, e.card)} ${e.fromDeck ? 'from the Deck ' : ''}to the hand` };
    case 'attackNegated':
      return { type: e.type, card: e.card, text: `The attack of ${name(e.card, 'a monster')} was negated` };
    case 'replay':
      return { type: e.type, card: e.card, text: `Replay: the opponent's monsters changed; ${name(e.card, 'the attacker')} may attack again or stop` };
    case 'controlChanged':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} took control of ${name(e.card, 'a monster')}` };
    case 'battleEnded':
      return { type: e.type, card: e.attacker, text: `The battle of ${name(e.attacker, 'a monster')} is over` };
    case 'damageStepStarted':
      return { type: e.type, card: e.attacker, text: `The Damage Step of ${name(e.attacker, 'a monster')}'s attack begins` };
    case 'beforeDamageCalculation':
      return { type: e.type, card: e.attacker, text: `Before damage calculation of ${name(e.attacker, 'a monster')}'s attack` };
    case 'damageCalculated':
      return { type: e.type, card: e.attacker, text: `Damage calculated for the attack of ${name(e.attacker, 'a monster')}` };
    case 'coinTossed':
      return { type: e.type, player: e.player, text: `${who(e.player, viewer)} tossed a coin: ${e.result}` };
    case 'dieRolled':
      return { type: e.type, player: e.player, text: `${who(e.player, viewer)} rolled a die: ${e.result}` };
    case 'equipped':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} was equipped to ${name(e.to, 'a monster')}` };
    case 'levelChanged':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} is now Level ${e.level} until the End Phase` };
    case 'attributeChanged':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A monster')} is now ${e.attribute}` };
    case 'countersChanged':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} now has ${e.counters} counter${e.counters === 1 ? '' : 's'}` };
    case 'pendulumActivated':
      return { type: e.type, player: e.player, card: e.card, text: `${who(e.player, viewer)} activated ${nameOf(duel, e.card)} in the ${e.zone === 0 ? 'left' : 'right'} Pendulum Zone` };
    case 'detached':
      return { type: e.type, card: e.from, text: `${nameOf(duel, e.card)} was detached from ${name(e.from, 'a monster')}` };
    case 'summonNegated':
      return { type: e.type, card: e.card, text: `The Summon of ${name(e.card, 'a monster')} was negated` };
    case 'leftField':
      return { type: e.type, card: e.card, text: `${name(e.card, 'A card')} left the field` };
    case 'linkEnded':
      return { type: e.type, card: e.card, target: e.monster, text: `${name(e.card, 'A card')} left the field, and with it its hold on ${name(e.monster, 'a monster')}` };
    case 'duelEnded': {
      const reason = duel.endCause ? endReason(duel.endCause, viewer) : e.reason;
      return {
        type: e.type,
        text: e.winner === 'draw' ? `The duel is a draw: ${reason}` : `${e.winner === viewer ? 'You win' : 'Your opponent wins'}: ${reason}`,
      };
    }
  }
}
