import { isExtraDeckMonster, isMonster, isNormalPendulumMonster, type CardDefinition, type SummonProcedure } from '../card';
export { NORMAL_OR_FLIP } from '../summonEvents';
import type { Player } from '../constants';
import { PENDULUM_SCALE, type CardId, type ChainLink, type DuelEvent } from '../state';
import type { ActivationEffect, CardRule, Effect, EffectContext, QueryContext, SpecialSummonPosition } from './types';
import { ALL_SUMMONS, isSummonEvent, summonHowOf, type SummonHow } from '../summonEvents';

/**
 * Effect shapes shared by many cards, so a card module reads like its text:
 * `effects: [equipSpell('a Spellcaster monster', (m) => m.monsterType === 'Spellcaster', { atk: 300, def: 300 })]`.
 */

/** An Equip Spell: target a face-up monster it may equip; while equipped, it changes that monster's ATK/DEF (and applies `more`'s rules). */
export function equipSpell(
  who: string,
  /** Which monster it may equip: its card, and (for what may change on the field: its Attribute) the monster itself. */
  canEquip: (monster: CardDefinition, ctx: QueryContext, card: CardId) => boolean,
  change: { atk?: number; def?: number },
  more: Pick<ActivationEffect, 'declares' | 'rules' | 'cost'> = {},
): Effect {
  const parts = [change.atk && `${signed(change.atk)} ATK`, change.def && `${signed(change.def)} DEF`].filter(Boolean).join(', ');
  return {
    kind: 'activation',
    label: `Equip to ${who}: ${parts}`,
    declares: ['modifyStats'],
    equipTo: (ctx, monster) => canEquip(ctx.definition(monster), ctx, monster),
    targets: [{ prompt: `Choose ${who} to equip`, from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && canEquip(ctx.definition(c), ctx, c) }],
    resolve: (ctx) => {
      const [target] = ctx.targets;
      // If the monster is no longer a legal target (flipped face-down, left), the Spell has nothing to equip.
      ctx.equip(target && ctx.isFaceUp(target) && canEquip(ctx.definition(target), ctx, target) ? target : undefined);
    },
    modifiers: (ctx) => (ctx.equippedTo ? [{ applies: (c) => c === ctx.equippedTo, ...change }] : []),
    ...more,
  };
}

/**
 * A Counter Trap's "When a Spell/Trap Card is activated: [cost]; negate the activation, and if you
 * do, destroy it" (Magic Jammer, Seven Tools of the Bandit, Solemn Judgment), for the card frames given;
 * `ifDestroyed`: what happens next "if you do that" (Cursed Seal of the Forbidden Spell), given the card destroyed.
 */
export function negateCardActivation(frames: readonly ('spell' | 'trap')[], cost: NonNullable<Effect['cost']>, ifDestroyed?: (ctx: EffectContext, card: CardId) => void): Effect {
  const kinds = frames.map((f) => (f === 'spell' ? 'Spell' : 'Trap')).join(' or ');
  return {
    kind: 'activation',
    label: `Negate the activation of a ${kinds} Card and destroy it`,
    declares: ['negate', 'destroy'],
    condition: (ctx) => {
      const last = ctx.chain[ctx.chain.length - 1];
      // A Pendulum Monster activated in a Pendulum Zone is activated as a Spell Card.
      const frame = last?.effect === PENDULUM_SCALE ? 'spell' : last && ctx.definition(last.card).frame;
      return !!last && last.cardActivation && (frames as readonly string[]).includes(frame ?? '');
    },
    affects: { destroy: lastLinkCard },
    cost,
    resolve: (ctx) => {
      const last = ctx.chain[ctx.chain.length - 1];
      if (!last) return;
      ctx.negateActivation(last);
      const destroyed = ctx.destroy([last.card]);
      if (ifDestroyed && destroyed.includes(last.card)) ifDestroyed(ctx, last.card);
    },
  };
}

/**
 * Whether a Chain Link's activation declared it would destroy a card `fits` accepts (its `affects.destroy`,
 * worked out as it was activated: ygopro's operation info): "an activation that would destroy a monster on
 * the field" (My Body as a Shield), "a Spell Card that would destroy a Spell/Trap Card" (Judgment of Anubis).
 */
export const wouldDestroy = (link: ChainLink | undefined, fits: (card: CardId) => boolean): boolean =>
  link?.affects?.destroy?.some(fits) === true;

/**
 * An "Archfiend" card (ygopro's setcode 0x45): its name says "Archfiend", or it is treated as one (Summoned
 * Skull: "Treated as an Archfiend card").
 */
export const isArchfiend = (def: CardDefinition): boolean => def.name.includes('Archfiend') || def.name === 'Summoned Skull';

/**
 * "When this card is targeted by the effect of a card controlled by your opponent, when resolving the effect,
 * roll a six-sided die. If the result is … , negate the effect and destroy the opponent's card" (the
 * Archfiends): rule code negatesTargetingOnRoll, read by chain.ts as that effect resolves.
 */
export const negatesTargetingOnRoll = (results: readonly number[]): CardRule => ({
  code: 'negatesTargetingOnRoll',
  // Asked first with no result: it rolls at all.
  applies: (_ctx, roll) => roll === undefined || results.includes(roll),
});

/**
 * Whether a Chain Link's activation declared it would make `player` discard from their hand (its
 * `discards`, worked out as it was activated: ygopro's CATEGORY_HANDES operation info): "an effect whereby
 * your opponent discards a card(s)" (Gravekeeper's Watcher). A discard paid as a cost is not declared.
 */
export const wouldMakeDiscard = (link: ChainLink | undefined, player: Player): boolean => link?.discards?.includes(player) === true;

/**
 * "When your opponent activates a Spell/Trap Card or a monster effect that would destroy …: negate the
 * activation, and if you do, destroy that card" (My Body as a Shield): the condition on the last Chain
 * Link and the resolution; `activations` says which activations it answers.
 */
export function negateDestroyingActivation(
  label: string,
  answers: (ctx: EffectContext, link: ChainLink) => boolean,
  destroys: (ctx: EffectContext, card: CardId) => boolean,
): Pick<ActivationEffect, 'label' | 'declares' | 'condition' | 'affects' | 'resolve'> {
  const last = (ctx: EffectContext): ChainLink | undefined => ctx.chain[ctx.chain.length - 1];
  return {
    label,
    declares: ['negate', 'destroy'],
    condition: (ctx) => {
      const link = last(ctx);
      return !!link && !link.negated && link.player !== ctx.player && answers(ctx, link) && wouldDestroy(link, (c) => destroys(ctx, c));
    },
    // It would destroy the card it negates (ygopro sets that as its own operation info).
    affects: { destroy: lastLinkCard },
    resolve: negateLastActivationAndDestroy,
  };
}

/**
 * "Negate the activation, and if you do, destroy that card", of the Chain Link this one answers (the last
 * one below it): My Body as a Shield, Gravekeeper's Watcher.
 */
export function negateLastActivationAndDestroy(ctx: EffectContext): void {
  const link = ctx.chain[ctx.chain.length - 1];
  if (!link) return;
  ctx.negateActivation(link);
  if (ctx.duel.flow.chain.find((l) => l.card === link.card && l.effect === link.effect)?.negated) ctx.destroy([link.card]);
}

/** The card of the Chain Link this one answers (the last one below it): what a negation destroys. */
export const lastLinkCard = (ctx: EffectContext): CardId[] => {
  const link = ctx.chain[ctx.chain.length - 1];
  return link ? [link.card] : [];
};

// ---- Costs and conditions ----

/** An Effect Monster: a monster with effects printed on it (not a Normal Monster, not a Token), Fusion and other Extra Deck ones included. */
export const isEffectMonster = (def: CardDefinition): boolean => isMonster(def) && def.frame !== 'normal' && def.frame !== 'token' && !isNormalPendulumMonster(def) && (def.effects?.length ?? 0) > 0;

/** A Flip Effect Monster: a monster with a FLIP effect (or the Flip ability printed). */
export const isFlipMonster = (def: CardDefinition): boolean => isMonster(def) && (def.subtype?.includes('flip') === true || def.effects?.some((e) => e.kind === 'flip') === true);

/**
 * "A card that has an effect that negates Trap Cards' effects" (Double Snare): one of its effects declares
 * 'negatesTraps' (Jinzo, Royal Decree, Ryu Senshi, Fiend Skull Dragon). Asked of the card's definition in
 * the duel's era, whether or not its effects are negated now (ygopro's `DoubleSnareValidity` cannot be
 * disabled). Test: `test/negatesTrapEffects.test.ts`.
 */
export const negatesTrapEffects = (def: CardDefinition): boolean => def.effects?.some((e) => e.declares?.includes('negatesTraps') === true) === true;

/** Whether it is `ctx.player`'s turn. */
export const isMyTurn = (ctx: EffectContext): boolean => ctx.duel.turnPlayer === ctx.player;

/** Whether a monster on the field is in Attack Position. */
export const inAttackPosition = (ctx: EffectContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.position === 'attack'));

/** Whether a monster on the field is in Defense Position (face-up or face-down). */
export const inDefensePosition = (ctx: QueryContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.position === 'defense'));

/** Whether `card` is in one of `player`'s Pendulum Zones. */
export const inPendulumZone = (ctx: QueryContext, card: CardId, player: Player = ctx.player): boolean =>
  ctx.duel.players[player].pendulum.some((s) => s?.card === card);

/**
 * The face-up Spell Cards `side` controls ("up to the number of face-up Spell Cards you control": Performapal Show Down):
 * in the Spell & Trap Zones, the Field Zone, and a Pendulum Monster in a Pendulum Zone (rulebook v9.1: activated there
 * "as a Spell Card"). Test: `test/pendulumZoneSpellCards.test.ts`.
 */
export const faceUpSpellCardsControlled = (ctx: QueryContext, side: 'mine' | 'theirs' = 'mine'): CardId[] => {
  const player = side === 'mine' ? ctx.player : ctx.opponent;
  return ctx.spellTraps(side).filter((c) => ctx.isFaceUp(c) && (ctx.definition(c).frame === 'spell' || inPendulumZone(ctx, c, player)));
};

/**
 * "If this card was activated this turn" (Foucault's Cannon): `card` was activated in a Pendulum Zone by `player` this turn
 * (turn mark `pendulumActivated`, pendulum.ts `activatePendulum`). Test: `test/pendulumActivatedThisTurn.test.ts`.
 */
export const activatedAsPendulumThisTurn = (ctx: QueryContext, card: CardId = ctx.card, player: Player = ctx.player): boolean =>
  ctx.thisTurn('pendulumActivated', player).includes(card);

/** Whether a monster on the field has battled this turn ("if this card battled"). */
export const battledThisTurn = (ctx: QueryContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.battledTurn === ctx.duel.turn));

/** Whether a monster on the field has declared an attack this turn. */
export const attackedThisTurn = (ctx: QueryContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.attackedTurn === ctx.duel.turn));

/**
 * A Special Summon procedure "from your hand by banishing 1 LIGHT and 1 DARK monster from your Graveyard"
 * (Chaos Sorcerer, Black Luster Soldier - Envoy of the Beginning): the banishing is its cost, each
 * monster chosen in turn.
 */
export const banishLightAndDarkFromGraveyard: SummonProcedure = {
  from: 'hand',
  condition: (ctx) => lightAndDarkInGraveyard(ctx),
  cost: {
    can: (ctx) => lightAndDarkInGraveyard(ctx),
    pay: (ctx) => {
      const light = ctx.chooseCard(ctx.player, 'Choose a LIGHT monster in your Graveyard to banish', graveyardMonsters(ctx, 'LIGHT'));
      const dark = ctx.chooseCard(ctx.player, 'Choose a DARK monster in your Graveyard to banish', graveyardMonsters(ctx, 'DARK'));
      ctx.banish([light, dark]);
    },
  },
};
const graveyardMonsters = (ctx: EffectContext, attribute: 'LIGHT' | 'DARK'): CardId[] =>
  ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.hasAttribute(c, attribute) && ctx.mayBanish(c));
const lightAndDarkInGraveyard = (ctx: EffectContext): boolean => graveyardMonsters(ctx, 'LIGHT').length > 0 && graveyardMonsters(ctx, 'DARK').length > 0;

/** A Summon procedure whose cost is banishing 1 monster that `fits` from your Graveyard (Gigantes: 1 EARTH monster). */
export function banishOneFromGraveyard(what: string, fits: (def: CardDefinition, ctx: QueryContext, card: CardId) => boolean): SummonProcedure {
  const candidates = (ctx: EffectContext): CardId[] => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && fits(ctx.definition(c), ctx, c) && ctx.mayBanish(c));
  return {
    from: 'hand',
    condition: (ctx) => candidates(ctx).length > 0,
    cost: {
      can: (ctx) => candidates(ctx).length > 0,
      pay: (ctx) => ctx.banish([ctx.chooseCard(ctx.player, `Choose ${what} in your Graveyard to banish`, candidates(ctx))]),
    },
  };
}

/**
 * A Summon procedure whose cost is banishing `count` monsters that `fits` from your Graveyard, chosen one at a time
 * (Dark Necrofear: "by banishing 3 Fiend-Type monsters from your Graveyard").
 */
export function banishSeveralFromGraveyard(count: number, what: string, fits: (def: CardDefinition, ctx: QueryContext, card: CardId) => boolean): SummonProcedure {
  const candidates = (ctx: EffectContext): CardId[] => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && fits(ctx.definition(c), ctx, c) && ctx.mayBanish(c));
  return {
    from: 'hand',
    condition: (ctx) => candidates(ctx).length >= count,
    cost: {
      can: (ctx) => candidates(ctx).length >= count,
      pay: (ctx) => {
        const chosen: CardId[] = [];
        for (let i = 0; i < count; i++) {
          chosen.push(ctx.chooseCard(ctx.player, `Choose ${what} in your Graveyard to banish (${i + 1} of ${count})`, candidates(ctx).filter((c) => !chosen.includes(c))));
        }
        ctx.banish(chosen);
      },
    },
  };
}

/**
 * A Summon procedure whose cost is Tributing 1 monster of each of `names` from the hand and/or the field
 * (Valkyrion the Magna Warrior: "by Tributing 1 "Alpha", "Beta" and "Gamma" from your hand and/or your
 * side of the field"), each chosen in turn. Its Monster Zone must be free before the cost is paid.
 */
export function tributeNamedFromHandOrField(names: readonly string[]): SummonProcedure {
  const candidates = (ctx: EffectContext, name: string): CardId[] =>
    [...ctx.hand('mine'), ...ctx.monsters('mine')].filter((c) => c !== ctx.card && ctx.isNamed(c, name) && ctx.mayBeTributed(c));
  const all = (ctx: EffectContext): boolean => names.every((name) => candidates(ctx, name).length > 0);
  return {
    from: 'hand',
    condition: all,
    cost: {
      can: all,
      pay: (ctx) => ctx.tribute(names.map((name) => ctx.chooseCard(ctx.player, `Choose "${name}" to Tribute`, candidates(ctx, name)))),
    },
  };
}

/**
 * A Summon procedure from the hand whose cost is Tributing 1 monster named `name` you control ("You can Special Summon
 * this card only from your hand, by Tributing 1 "Red-Eyes Black Dragon" you control": Red-Eyes Darkness Dragon,
 * Blue-Eyes Shining Dragon). A monster whose name a rule changes counts by that name (`ctx.isNamed`).
 */
export function tributeNamedOnField(name: string): SummonProcedure {
  const named = (ctx: EffectContext): CardId[] => tributableMonsters(ctx).filter((c) => ctx.isNamed(c, name));
  return {
    from: 'hand',
    condition: (ctx) => named(ctx).length > 0,
    cost: {
      can: (ctx) => named(ctx).length > 0,
      pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, `Choose "${name}" to Tribute`, named(ctx))]),
    },
  };
}

/** Whether `player` has at least `amount` LP (an LP cost can be paid only with that much: paying it all is allowed). */
export const hasLp = (ctx: EffectContext, amount: number, player = ctx.player): boolean => ctx.duel.players[player].lp >= amount;

/** The cost "Pay `amount` LP" (waived for a Spell Card's activation under Spell Economics: `ctx.lpCostWaived`). */
export const payLpCost = (amount: number): NonNullable<Effect['cost']> => ({
  can: (ctx) => ctx.lpCostWaived() || hasLp(ctx, amount),
  pay: (ctx) => {
    if (!ctx.lpCostWaived()) ctx.payLp(amount);
  },
});

/** The cost "Pay half your LP" (the odd point is kept; waived as payLpCost is). */
export const payHalfLpCost: NonNullable<Effect['cost']> = {
  can: () => true,
  pay: (ctx) => {
    if (!ctx.lpCostWaived()) ctx.payLp(Math.floor(ctx.duel.players[ctx.player].lp / 2));
  },
};

/**
 * "Activate only at the start of your Main Phase 1": in your Main Phase 1, before either player has done
 * anything in it (a Summon, Set, activation, position change: the turn mark `acted`, apply.ts). Cold Wave.
 */
export const atStartOfMainPhase1 = (ctx: QueryContext): boolean =>
  ctx.phase() === 'main1' && ctx.duel.turnPlayer === ctx.player && !ctx.thisTurn('acted', ctx.player).includes('main1') && !ctx.thisTurn('acted', ctx.opponent).includes('main1');

/** Whether a face-up Field Spell named `name` is on the field (`player`'s only, when given): "if "Necrovalley" is on the field" (the Gravekeeper's cards). */
export const faceUpFieldSpellNamed = (ctx: QueryContext, name: string, player?: Player): boolean =>
  ([0, 1] as const).some((p) => (player === undefined || p === player) && ctx.duel.players[p].field?.faceUp === true && ctx.definition(ctx.duel.players[p].field!.card).name === name);

// ---- Event predicates ----

/**
 * Who controlled the card on the field when this event sent it from the field to the Graveyard
 * (destroyed, destroyed by battle, sent, Tributed), or null: the event is not one, or the card did
 * not leave the field (Tributed from the hand for a Ritual Summon, sent from the hand or the Deck).
 * Every "sent from the field to the Graveyard" condition reads this.
 */
export function sentFromFieldBy(e: DuelEvent): Player | null {
  switch (e.type) {
    case 'destroyed':
    case 'destroyedByBattle':
    case 'sentToGraveyard':
    case 'tributed':
      return e.controller ?? null;
    default:
      return null;
  }
}

/** A monster `ctx.player` controlled went from the field to their own Graveyard (destroyed, sent, Tributed) — Last Will's event. */
export function monsterSentToYourGraveyard(ctx: EffectContext, e: DuelEvent): boolean {
  return sentFromFieldBy(e) === ctx.player && 'card' in e && e.card !== undefined && isMonster(ctx.definition(e.card)) && ctx.graveyard('mine').includes(e.card);
}

/** The card (this card, by default) was sent to the Graveyard this turn (turn mark `sentToGraveyard`, board.ts `intoGraveyard`): "except the turn it was sent to the GY". */
export const sentToGraveyardThisTurn = (ctx: QueryContext, card: CardId = ctx.card): boolean =>
  ctx.duel.marks.some((m) => m.mark === 'sentToGraveyard' && m.key === card && m.turn === ctx.duel.turn);

/** "When this card is destroyed by battle and sent to the GY". */
export const destroyedByBattle = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'destroyedByBattle' && e.card === ctx.card;

/**
 * Whether this event is the card leaving the field while it was equipped (or linked) to a monster: a Spell &
 * Trap Zone left while equipped to a monster still on the field emits `linkEnded` just before the card's own
 * event (board.ts `takeCard`, then the mover reports it). "When this Equip Spell Card is active and is destroyed"
 * (Smoke Grenade of the Thief); "not as an Equip Card" (Sacred Phoenix of Nephthys, GOAT). A card destroyed
 * together with its monster, the monster moved first, is not seen as equipping. Test: `test/leftFieldWhileEquipping.test.ts`.
 */
export function leftFieldWhileEquipping(ctx: QueryContext, e: DuelEvent): boolean {
  if (!('card' in e) || e.card === undefined) return false;
  const before = ctx.duel.events[ctx.duel.events.lastIndexOf(e) - 1];
  return before?.type === 'linkEnded' && before.card === e.card;
}

/** "When this card is destroyed by a card effect while it equips a monster" (Smoke Grenade of the Thief): destroyed by either player's card effect, now in the Graveyard. */
export const destroyedByEffectWhileEquipping = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.card === ctx.card && e.by !== undefined && leftFieldWhileEquipping(ctx, e) && ctx.graveyard('mine').includes(ctx.card);

/**
 * A Spirit monster (Tsukuyomi, Asura Priest): it cannot be Special Summoned, and it returns to its owner's
 * hand during the End Phase of the turn it was Normal Summoned or flipped face-up (a mandatory Trigger
 * effect, while it is face-up on the field then).
 */
export function spiritMonster(): Effect[] {
  return [
    {
      // This card cannot be Special Summoned.
      kind: 'condition',
      label: 'Cannot be Special Summoned',
      rules: [{ code: 'cannotBeSpecialSummoned' }],
    },
    {
      // This card returns to the owner's hand during the End Phase of the turn it is Normal Summoned or flipped face-up.
      kind: 'trigger',
      key: 'spiritReturn',
      label: "Returns to its owner's hand",
      declares: ['toHand'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && cameFaceUpThisTurn(ctx, ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.returnToHand([ctx.card]);
      },
    },
  ];
}

/** Whether a monster was Normal Summoned (a Tribute Summon too) or flipped face-up this turn, by either player. */
export const cameFaceUpThisTurn = (ctx: QueryContext, card: CardId): boolean =>
  ctx.duel.marks.some((m) => m.mark === 'cameFaceUp' && m.key === card && m.turn === ctx.duel.turn);

/** "During each of your opponent's Standby Phases" (as it begins). */
export const theirStandbyPhase = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.opponent;
/** "During each of your Standby Phases": the event of the controller's own Standby Phase beginning. */
export const ourStandbyPhase = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player;

/** "During your End Phase" (as it begins). */
export const yourEndPhase = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'phaseEntered' && e.phase === 'end' && e.player === ctx.player;

/**
 * Whether the destruction `e` (a `destroyed` event of this action) was done by this card's own effect: the first Chain
 * Link resolved after it is this card's ("When this card is destroyed, except by its own effect": Yubel). A card destroyed
 * outside a Chain Link (a cost, the rules) has no such link after it, or another card's.
 */
export function destroyedByItsOwnEffect(ctx: QueryContext, e: DuelEvent): boolean {
  const events = ctx.duel.events;
  for (let i = events.indexOf(e) + 1; i > 0 && i < events.length; i++) {
    const x = events[i]!;
    if (x.type === 'resolved') return x.card === ctx.card;
  }
  return false;
}

/** "If this card is attacked" — keyed to the end of that battle (the attack reached its Damage Step). */
export const thisCardWasAttacked = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'battleEnded' && e.target === ctx.card;

/**
 * The monster this card battled, if `e` is the end of a battle it was in ("the monster that battled
 * this card": D.D. Assailant, Elemental HERO Flame Wingman, Ryu Kokki); null otherwise or for a direct attack.
 */
export function battledMonster(ctx: EffectContext, e: DuelEvent): CardId | null {
  if (e.type !== 'battleEnded' || e.target === 'direct') return null;
  if (e.attacker === ctx.card) return e.target;
  return e.target === ctx.card ? e.attacker : null;
}

/**
 * "After damage calculation, when this card battles an opponent's monster" (D.D. Warrior Lady): the monster
 * this card battled, if `e` is the damage calculation of its battle with a monster (battle.ts
 * `afterDamageCalculation`: both are still on the field, even if the battle destroys them); null otherwise.
 */
export function battledAtDamageCalculation(ctx: EffectContext, e: DuelEvent): CardId | null {
  if (e.type !== 'damageCalculated' || e.target === 'direct') return null;
  if (e.attacker === ctx.card) return e.target;
  return e.target === ctx.card ? e.attacker : null;
}

/**
 * "Once per battle" for a change "during that damage calculation only" (Injection Fairy Lily): whether the
 * card already has such a change now, or an activation of its own on the Chain.
 */
export const changedForThisDamageCalculation = (ctx: EffectContext, card: CardId): boolean =>
  ctx.duel.lingering.some((l) => l.battle === true && l.card === card) || ctx.chain.some((l) => l.card === card);

/** The attack in its Damage Step (before damage calculation), if `card` is its attacker or its target. */
export const inDamageStepBattle = (ctx: EffectContext, card: CardId): boolean =>
  ctx.attack?.damageStep === true && (ctx.attack.attacker === card || ctx.attack.target === card);

/**
 * Whether an effect may turn this monster face-down (Book of Moon): it must be face-up, and not a
 * Token — Tokens are always face-up (rulebook v9.1 "Monster Tokens"), so such an effect cannot target one.
 */
export const canTurnFaceDown = (ctx: EffectContext, monster: CardId): boolean =>
  ctx.isFaceUp(monster) && ctx.definition(monster).frame !== 'token';

/**
 * Small / Medium Piece Golem: "When this card is Normal, Flip or Special Summoned while you control a
 * face-up Big Piece Golem: you can Special Summon 1 `partner` from your Deck, but negate its effects."
 */
export function callPieceGolem(partner: string): Effect {
  const bigPieceGolem = (ctx: EffectContext): boolean => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Big Piece Golem');
  const isPartner = (ctx: EffectContext, c: CardId): boolean => ctx.definition(c).name === partner;
  return {
    kind: 'trigger',
    label: `Special Summon a ${partner} from your Deck`,
    declares: ['specialSummon'],
    optional: true,
    when: (ctx, e) => isSummonEvent(e) && e.card === ctx.card && bigPieceGolem(ctx),
    // A Special Summon from the Deck needs the card there and a free zone to be activated.
    condition: (ctx) => bigPieceGolem(ctx) && freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => isPartner(ctx, c)),
    resolve: (ctx) => {
      specialSummonFromDeck(ctx, `Choose a ${partner} to Special Summon`, (c) => isPartner(ctx, c), { negateEffects: true });
    },
  };
}

/** A Field Spell that raises (or lowers) the ATK and DEF of face-up monsters of some Types, on both sides. */
export function fieldSpell(changes: readonly { types: readonly string[]; atk: number; def: number }[]): Effect {
  const label = changes.map((c) => `${c.types.join(', ')}: ${signed(c.atk)} ATK/DEF`).join('; ');
  return {
    kind: 'activation',
    label,
    declares: ['modifyStats'],
    modifiers: (ctx) =>
      changes.map((c) => ({
        applies: (card) => ctx.controllerOf(card) !== null && c.types.includes(ctx.definition(card).monsterType ?? ''),
        atk: c.atk,
        def: c.def,
      })),
  };
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/**
 * The monsters your opponent just Summoned, as the response window shows them. "Summon" includes
 * Special Summons (by an effect or by a card's own procedure); a card that names Normal or Flip
 * Summons (Trap Hole) passes the kinds it answers (a Tribute Summon is a Normal Summon).
 */
export function summonedByOpponent(ctx: EffectContext, hows: readonly SummonHow[] = ALL_SUMMONS): CardId[] {
  return summonedNow(ctx, hows).filter((e) => e.player === ctx.opponent).map((e) => e.card);
}

/**
 * Whether `card` is among summonedByOpponent's monsters: asked of one target candidate, it reads the
 * Summons once instead of listing them all for each candidate (Trap Hole's target filter).
 */
export function summonedByOpponentIs(ctx: EffectContext, card: CardId, hows: readonly SummonHow[] = ALL_SUMMONS): boolean {
  return ctx.responseTo.some((e) => isSummonEvent(e) && e.card === card && e.player === ctx.opponent && hows.includes(summonHowOf(e))) && ctx.controllerOf(card) !== null;
}

/** Every monster just Summoned, by either player, in any way (Normal, Tribute, Flip or Special). */
export function summonedByAnyone(ctx: EffectContext, hows: readonly SummonHow[] = ALL_SUMMONS): CardId[] {
  return summonedNow(ctx, hows).map((e) => e.card);
}

/** The Summons this response window answers, of the kinds given, whose monsters are still on the field. */
function summonedNow(ctx: EffectContext, hows: readonly SummonHow[]): { player: 0 | 1; card: CardId }[] {
  return ctx.responseTo.flatMap((e) => {
    if (!isSummonEvent(e) || !hows.includes(summonHowOf(e)) || ctx.controllerOf(e.card) === null) return [];
    return [{ player: e.player, card: e.card }];
  });
}

/** Whether an event is a Summon of one of the kinds given ("Each time a monster is Normal Summoned or Flip Summoned": NORMAL_OR_FLIP). */
export function isSummonOf(e: DuelEvent, hows: readonly SummonHow[] = ALL_SUMMONS): boolean {
  return isSummonEvent(e) && hows.includes(summonHowOf(e));
}

/**
 * The opponent's monster whose attack declaration opened this window, while it is still the attacking
 * monster: theirs, face-up in Attack Position (turned face-down by Book of Moon, it no longer is, and
 * what targets "the attacking monster" does nothing to it).
 */
export function attackingMonster(ctx: EffectContext): CardId | null {
  const e = ctx.responseTo.find((x) => x.type === 'attackDeclared');
  if (!e || e.type !== 'attackDeclared') return null;
  const slot = ctx.duel.players[ctx.opponent].monsters.find((s) => s?.card === e.attacker);
  return slot && slot.faceUp && slot.position === 'attack' ? e.attacker : null;
}

/**
 * Whether your Deck holds a card that fits (rulebook v9.1 "Search Your Deck": "You cannot activate an
 * effect to search your Deck for a card if there are no cards that meet the requirements in your
 * Deck"). Effects that add from or Special Summon from the Deck use it as their activation condition.
 */
export function deckHas(ctx: EffectContext, matches: (card: CardId) => boolean): boolean {
  return ctx.deck('mine').some(matches);
}

/** "Add 1 … from your Deck to your hand": the player picks among the matching cards, then shuffles. Returns the card added. */
export function searchDeck(ctx: EffectContext, reason: string, matches: (card: CardId) => boolean): CardId | null {
  const options = ctx.deck('mine').filter(matches);
  if (options.length === 0) return null;
  const card = ctx.chooseCard(ctx.player, reason, options);
  ctx.addToHand([card]);
  ctx.shuffleDeck(ctx.player);
  return card;
}

/** How many of your Monster Zones are free. */
export const freeMonsterZones = (ctx: QueryContext): number => ctx.freeMonsterZones().length;

/**
 * "Special Summon 1 … from your Deck": the player picks among the matching monsters, then the
 * position (face-up Attack or Defense, unless the text fixes it), then the Deck is shuffled.
 * `negateEffects`: "… but negate its effects". Returns the monster Special Summoned, or null if none could be.
 */
export function specialSummonFromDeck(
  ctx: EffectContext, reason: string, matches: (card: CardId) => boolean,
  options: { position?: SpecialSummonPosition; negateEffects?: boolean } = {},
): CardId | null {
  const cards = ctx.deck('mine').filter(matches);
  if (cards.length === 0 || freeMonsterZones(ctx) === 0) return null;
  const card = ctx.chooseCard(ctx.player, reason, cards);
  const summoned = ctx.specialSummon(card, ctx.player, options.position ?? chooseSummonPosition(ctx, card), { negateEffects: options.negateEffects === true });
  ctx.shuffleDeck(ctx.player);
  return summoned ? card : null;
}

/**
 * "When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 <what>
 * from your Deck[, in face-up Attack Position | in face-down Defense Position]" (Giant Rat, Shining Angel,
 * Pyramid Turtle; Apprentice Magician face-down).
 */
export function summonFromDeckWhenDestroyedByBattle(what: string, fits: (def: CardDefinition) => boolean, position?: 'attack' | 'faceDownDefense'): Effect {
  const matches = (ctx: EffectContext, c: CardId): boolean => isMonster(ctx.definition(c)) && fits(ctx.definition(c));
  return {
    kind: 'trigger',
    label: `Special Summon ${what} from your Deck`,
    declares: ['specialSummon'],
    optional: true,
    range: 'graveyard',
    when: destroyedByBattle,
    // A Special Summon from the Deck needs a fitting monster there and a free zone to be activated.
    condition: (ctx) => deckHas(ctx, (c) => matches(ctx, c)) && freeMonsterZones(ctx) > 0,
    resolve: (ctx) => {
      specialSummonFromDeck(ctx, `Choose ${what}`, (c) => matches(ctx, c), position ? { position } : {});
    },
  };
}

/** "Tribute 2 monsters" as a cost (Amazoness Archer, Hysteric Fairy): any 2 you control, this card among them if you like. */
export const tributeTwoCost: NonNullable<Effect['cost']> = {
  can: (ctx) => tributableMonsters(ctx).length >= 2,
  pay: (ctx) => {
    const first = ctx.chooseCard(ctx.player, 'Choose the first monster to Tribute', tributableMonsters(ctx));
    const second = ctx.chooseCard(ctx.player, 'Choose the second monster to Tribute', tributableMonsters(ctx).filter((c) => c !== first));
    ctx.tribute([first, second]);
  },
};

/** "Discard 1 card" as a cost, from the hand (the activated card itself, on its way to the field, is not in it). */
export const discardOneCost = (who: string, fits: (ctx: EffectContext, card: CardId) => boolean = () => true): NonNullable<Effect['cost']> => ({
  can: (ctx) => ctx.hand('mine').some((c) => c !== ctx.card && fits(ctx, c)),
  pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, `Choose a card to discard for ${who}`, ctx.hand('mine').filter((c) => c !== ctx.card && fits(ctx, c)))]),
});

/**
 * A monster card that can be Normal Summoned or Set (ygopro's IsSummonableCard): not a Fusion, Synchro,
 * Xyz or Ritual Monster, nor a Token.
 */
export const normalSummonableCard = (def: CardDefinition): boolean =>
  isMonster(def) && def.frame !== 'fusion' && def.frame !== 'synchro' && def.frame !== 'xyz' && def.frame !== 'ritual' && def.frame !== 'token';

/**
 * "Equip only to a face-up monster your opponent controls (target it): you take control of it while this
 * card equips it": the Equip Spell's activation and its `takesControl` rule (Snatch Steal, Falling Down),
 * with the card's other rules (`more`). The monster needs a free Monster Zone on your side to come to.
 */
export function equipToTakeControl(more: readonly CardRule[] = []): Effect {
  return {
    kind: 'activation',
    label: "Equip to your opponent's monster and take control of it",
    declares: ['changeControl'],
    condition: (ctx) => ctx.freeMonsterZones().length > 0,
    targets: [{ prompt: "Choose your opponent's face-up monster", from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.controllerOf(c) === ctx.opponent }],
    resolve: (ctx) => {
      const [target] = ctx.targets;
      ctx.equip(target && ctx.isFaceUp(target) && ctx.controllerOf(target) === ctx.opponent ? target : undefined);
    },
    rules: [{ code: 'takesControl', applies: (ctx, monster) => monster === ctx.equippedTo }, ...more],
  };
}

/**
 * A monster in your hand of Level `maxLevel` or lower that an effect may Special Summon ("Special Summon 1
 * Level 4 or lower monster from your hand": Goblindbergh, Marauding Captain).
 */
export const lowLevelMonsterToSummon = (ctx: EffectContext, card: CardId, maxLevel: number): boolean => {
  const def = ctx.definition(card);
  return isMonster(def) && def.level !== undefined && def.level <= maxLevel && ctx.maySpecialSummonByEffect(card);
};

/**
 * The Fusion Monsters in your Extra Deck a card's effect may Special Summon from there, not by a Fusion
 * Summon (Metamorphosis, Cyber-Stein): not one that comes out only by its own procedure (XYZ-Dragon Cannon).
 */
export const fusionsInExtraDeck = (ctx: EffectContext): CardId[] =>
  ctx.extra('mine').filter((c) => {
    const def = ctx.definition(c);
    const materials = def.materials;
    // "Must be Fusion Summoned and cannot be Special Summoned by other ways" (rule code onlyByProcedure).
    const onlyByFusionSummon = def.effects?.some((e) => e.kind === 'condition' && e.rules?.some((r) => r.code === 'onlyByProcedure')) === true;
    return def.frame === 'fusion' && materials?.kind === 'fusion' && materials.contact === undefined && !onlyByFusionSummon;
  });

/** "When this card is Flip Summoned" — the card's own Flip Summon (not flipped by an attack or an effect). */
export const flipSummonedThis = (ctx: EffectContext, e: DuelEvent): boolean => isSummonOf(e, ['flip']) && 'card' in e && e.card === ctx.card;

/** "When this card is Normal Summoned or Flip Summoned" (a Tribute Summon is a Normal Summon). */
export const normalOrFlipSummonedThis = (ctx: EffectContext, e: DuelEvent): boolean => isSummonOf(e, ['normal', 'tribute', 'flip']) && 'card' in e && e.card === ctx.card;

/** "Once per turn: You can change this card to face-down Defense Position" (Swarm of Locusts, Stealth Bird, Guardian Sphinx). */
export function turnSelfFaceDown(name: string): Effect {
  return {
    kind: 'ignition',
    label: `Change ${name} to face-down Defense Position`,
    declares: ['position'],
    oncePerTurn: 'card',
    condition: (ctx) => ctx.isFaceUp(ctx.card),
    resolve: (ctx) => {
      if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'defense', false);
    },
  };
}

/** "Add 1 <what> from your Deck to your hand" as an effect's resolution, with the check that one is there to add. */
export function searchFor(what: string, fits: (def: CardDefinition) => boolean): Pick<Effect, 'condition' | 'resolve'> {
  return {
    condition: (ctx) => deckHas(ctx, (c) => fits(ctx.definition(c))),
    resolve: (ctx) => {
      searchDeck(ctx, `Choose ${what} to add to your hand`, (c) => fits(ctx.definition(c)));
    },
  };
}

/** "Special Summon it" with no position given: face-up Attack or Defense Position, as the player chooses (rulebook v9.1 "Special Summon"). */
export function chooseSummonPosition(ctx: EffectContext, card: CardId): 'attack' | 'defense' {
  return ctx.chooseOption(ctx.player, `Special Summon ${ctx.definition(card).name} in which position?`, ['attack', 'defense'] as const);
}

/**
 * "Special Summon it in face-up Attack Position or face-down Defense Position" (Cyber Jar): `player`
 * chooses; the face-down one is a Set card (`EffectContext.specialSummon`'s `faceDownDefense`).
 */
export function chooseAttackOrFaceDown(ctx: EffectContext, card: CardId, player: Player = ctx.player): 'attack' | 'faceDownDefense' {
  // Where it may not come face-up ("only 1 Type of monster": Rivalry of Warlords), face-down is the only choice.
  if (!ctx.maySpecialSummonByEffect(card, { to: player }) && ctx.maySpecialSummonByEffect(card, { position: 'faceDownDefense', to: player })) return 'faceDownDefense';
  return ctx.chooseOption(player, `Special Summon ${ctx.definition(card).name} in face-up Attack or face-down Defense Position?`, ['attack', 'faceDownDefense'] as const);
}

/**
 * Sangan / Witch of the Black Forest (current errata): "If this card is sent from the field to the
 * GY: Add 1 monster with `limit` or less ATK (DEF) from your Deck to your hand, but you cannot
 * activate cards, or the effects of cards, with that name for the rest of this turn. You can only
 * use this effect of <name> once per turn." Mandatory. `asPrinted`: the card before that errata
 * (2015), as the GOAT era played it: the search alone, every time, and no name locked.
 */
export function searchWhenSentToGraveyard(stat: 'ATK' | 'DEF', limit: number, { asPrinted = false } = {}): Effect {
  const fits = (def: CardDefinition): boolean => isMonster(def) && ((stat === 'ATK' ? def.atk : def.def) ?? 0) <= limit;
  return {
    kind: 'trigger',
    label: `Add a monster with ${limit} or less ${stat} from your Deck to your hand`,
    declares: ['search', 'toHand'],
    range: 'graveyard',
    ...(!asPrinted && { oncePerTurn: 'name' as const }),
    when: sentFromFieldToGraveyard,
    condition: (ctx) => deckHas(ctx, (c) => fits(ctx.definition(c))),
    resolve: (ctx) => {
      const card = searchDeck(ctx, `Choose a monster with ${limit} or less ${stat} to add to your hand`, (c) => fits(ctx.definition(c)));
      if (card && !asPrinted) ctx.applyRule('noActivationsOfName', { player: ctx.player, passcode: ctx.definition(card).passcode }, 'thisTurn');
    },
  };
}

/**
 * "If this card destroys a monster by battle": a monster that battled this card was destroyed by that
 * battle (asked as the battle ends, when its events are the action's).
 */
export function destroyedByThisCardInBattle(ctx: EffectContext, e: DuelEvent): boolean {
  if (e.type !== 'destroyedByBattle' || e.card === ctx.card) return false;
  return ctx.duel.events.some((b) => b.type === 'battleEnded' && ((b.attacker === ctx.card && b.target === e.card) || (b.target === ctx.card && b.attacker === e.card)));
}

/**
 * "Destroy the 1 face-up monster your opponent controls with the highest <stat> (if it's a tie, you
 * get to choose)" (Smashing Ground, Widespread Ruin): not a target; chosen as it resolves among
 * `candidates`. Returns what was destroyed.
 */
export function destroyHighest(ctx: EffectContext, candidates: readonly CardId[], stat: 'atk' | 'def'): CardId[] {
  const tied = highestOf(ctx, candidates, stat);
  if (tied.length === 0) return [];
  const chosen = tied.length === 1 ? tied[0]! : ctx.chooseCard(ctx.player, `Choose which of the monsters with the highest ${stat.toUpperCase()} to destroy`, tied);
  return ctx.destroy([chosen]);
}

/** The candidates with the highest ATK (or DEF), ties all kept: what "destroy the one with the highest ATK" would destroy. */
export function highestOf(ctx: QueryContext, candidates: readonly CardId[], stat: 'atk' | 'def'): CardId[] {
  if (candidates.length === 0) return [];
  const value = (c: CardId): number => (stat === 'atk' ? ctx.atk(c) : ctx.def(c));
  const top = Math.max(...candidates.map(value));
  return candidates.filter((c) => value(c) === top);
}

/** "If this card is sent from the field to the Graveyard" (destroyed, sent, Tributed from the field) — the card's own event. */
export function sentFromFieldToGraveyard(ctx: EffectContext, e: DuelEvent): boolean {
  return sentFromFieldBy(e) !== null && 'card' in e && e.card === ctx.card && ctx.graveyard('all').includes(ctx.card);
}

/**
 * "If this card is sent from the field to the Graveyard by the effect of a Continuous Spell Card" (Malice Doll of
 * Demise): destroyed, sent or Tributed from the field by the applying effect (the event's `byCard`, never a cost) of
 * a Continuous Spell Card, and now in a Graveyard. Test: `test/sentFromFieldByContinuousSpell.test.ts`.
 */
export function sentFromFieldByContinuousSpell(ctx: EffectContext, e: DuelEvent): boolean {
  if (!sentFromFieldToGraveyard(ctx, e) || !('byCard' in e) || e.byCard === undefined) return false;
  const by = ctx.definition(e.byCard);
  return by.frame === 'spell' && by.subtype?.includes('continuous') === true;
}

/**
 * The Chain Link a card chains to, if it is its player's activation of a Normal Spell Card ("Activate only when you
 * activate one of your Normal Spell Cards": Serial Spell): the last link under this one (`ctx.chain`, both as it is
 * activated and as it resolves), with that Spell's activation effect, whose `condition` and `resolve` the card runs as
 * its own (its targets: `copiesChainedSpell`). Test: `test/copiesChainedSpell.test.ts`.
 */
export function chainedNormalSpell(ctx: EffectContext): { readonly card: CardId; readonly effect: Extract<Effect, { kind: 'activation' }> } | null {
  const link = ctx.chain[ctx.chain.length - 1];
  if (!link || !link.cardActivation || link.player !== ctx.player) return null;
  const def = ctx.definition(link.card);
  const effect = def.effects?.[link.effect];
  if (def.frame !== 'spell' || def.subtype?.includes('normal') !== true || effect?.kind !== 'activation') return null;
  return { card: link.card, effect };
}

// ---- Fusion and Ritual Summons by a Spell Card (rulebook v9.1 "Fusion Monsters", "Ritual Monsters") ----

/** Your cards in hand and monsters you control (face-up or face-down), where Fusion Materials and Tributes come from. */
const handAndField = (ctx: EffectContext, except: CardId): CardId[] =>
  [...ctx.hand('mine'), ...ctx.monsters('mine')].filter((c) => c !== except && isMonster(ctx.definition(c)) && ctx.mayBeTributed(c));

/** The monsters the player controls that may be Tributed (for a cost or a Ritual Summon): not one a rule says cannot be (Mind Control, Mask of Restrict). */
export const tributableMonsters = (ctx: EffectContext): CardId[] => ctx.monsters('mine').filter((c) => ctx.mayBeTributed(c));

/** The cost "Tribute this card" (Exiled Force): only while it may be Tributed (not under Mask of Restrict); `also` is the card's own condition. */
export const tributeSelfCost = (also: (ctx: EffectContext) => boolean = () => true): NonNullable<Effect['cost']> => ({
  can: (ctx) => ctx.mayBeTributed(ctx.card) && also(ctx),
  pay: (ctx) => ctx.tribute([ctx.card]),
});

/**
 * The cost "Tribute 1 monster (you control)" (Cannon Soldier, Enemy Controller): one of `tributableMonsters`, those
 * `which` keeps ("1 other monster": The Little Swordsman of Aile); `card` names the card in the prompt.
 */
export const tributeOneCost = (card: string, which: (ctx: EffectContext, monster: CardId) => boolean = () => true): NonNullable<Effect['cost']> => {
  const offered = (ctx: EffectContext): CardId[] => tributableMonsters(ctx).filter((c) => which(ctx, c));
  return {
    can: (ctx) => offered(ctx).length > 0,
    pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, `Choose a monster to Tribute for ${card}`, offered(ctx))]),
  };
};

/**
 * One Fusion Material to find: a named card, or "1 <Type> monster" (Materials 'fusion' `ofType`: Buster Blader,
 * the Dragon Destroyer Swordsman). Test: `test/fusionMaterialOfType.test.ts`.
 */
type FusionSlot = { readonly name: string } | { readonly type: string };

type FusionMaterials = Extract<NonNullable<CardDefinition['materials']>, { kind: 'fusion' }>;

/** The materials a Fusion Monster lists, the named ones first, then those named by Type. */
const fusionSlots = (m: FusionMaterials): FusionSlot[] => [...m.names.map((name) => ({ name })), ...(m.ofType ?? []).map((type) => ({ type }))];

const slotWords = (slot: FusionSlot): string => ('name' in slot ? slot.name : `1 ${slot.type} monster`);

/**
 * Whether the materials still to find (`slots`) can be filled, one distinct card each, from `pool` on top
 * of those `chosen`, so that the Fusion Monster then has a Monster Zone: a free one, or one a material
 * leaving the field frees (rulebook v9.1 "Fusion Monsters": the materials go, then it is played onto
 * the field; with neither, the card could Summon nothing and cannot be activated).
 */
function fusionMaterialsAvailable(ctx: EffectContext, slots: readonly FusionSlot[], pool: readonly CardId[], chosen: readonly CardId[] = [], substituted = false): boolean {
  if (slots.length === 0) return zoneAfter(ctx, chosen);
  const [slot, ...rest] = slots;
  return pool.some((c) => !chosen.includes(c) && fitsFusionMaterial(ctx, c, slot!, substituted).some((sub) => fusionMaterialsAvailable(ctx, rest, pool, [...chosen, c], sub)));
}

/**
 * How `card` may be the Fusion Material `slot`: as that card (substituted stays as it was), or as the one
 * substitute ("You can substitute this card for any 1 Fusion Material Monster. When you do this, the other Fusion
 * Material Monster(s) must be the correct one(s)": rule code `fusionSubstitute`, Versago the Destroyer) while none is
 * used yet (substituted becomes true); a material named by its Type is a monster of that Type, never a substitute.
 * A Fusion Monster whose materials take no substitute (`noSubstitute`) starts with `substituted` true.
 * The answers: the `substituted` each way leaves; [] when it cannot be. Test: `test/fusionSubstitute.test.ts`.
 */
function fitsFusionMaterial(ctx: EffectContext, card: CardId, slot: FusionSlot, substituted: boolean): boolean[] {
  if ('type' in slot) return ctx.definition(card).monsterType === slot.type ? [substituted] : [];
  const ways: boolean[] = [];
  if (ctx.isNamed(card, slot.name)) ways.push(substituted);
  if (!substituted && ctx.isFusionSubstitute(card)) ways.push(true);
  return ways;
}

/** The Fusion Monsters in your Extra Deck a Fusion Summoning card could Summon now (by name, one each). */
function fusibleMonsters(ctx: EffectContext): CardId[] {
  const pool = handAndField(ctx, ctx.card);
  const seen = new Set<string>();
  return ctx.extra('mine').filter((c) => {
    const def = ctx.definition(c);
    const m = def.materials;
    if (def.frame !== 'fusion' || m?.kind !== 'fusion' || m.contact || seen.has(def.name) || ctx.duel.faceUpExtra?.includes(c)) return false;
    // Not one it may not Summon face-up now ("only 1 Type of monster": Rivalry of Warlords, asked before the materials go).
    if (!ctx.maySpecialSummonByEffect(c, { summonedAs: 'fusion' })) return false;
    seen.add(def.name);
    return fusionMaterialsAvailable(ctx, fusionSlots(m), pool, [], m.noSubstitute === true);
  });
}

/** Whether a Special Summon would have a zone: one free, or one a monster leaving the field frees. */
const zoneAfter = (ctx: EffectContext, leaving: readonly CardId[]): boolean =>
  freeMonsterZones(ctx) > 0 || leaving.some((c) => ctx.controllerOf(c) === ctx.player);

/**
 * A Fusion Summoning card (Polymerization): "Fusion Summon 1 Fusion Monster from your Extra Deck, using
 * monsters from your hand or field as Fusion Material." The materials named on the Fusion Monster go
 * to the Graveyard, then it is Special Summoned face-up in Attack or Defense Position; the Spell goes
 * to the Graveyard after resolving. A contact Fusion Monster (XYZ-Dragon Cannon) cannot be made this way.
 */
export function fusionSummon(): Effect {
  return {
    kind: 'activation',
    label: 'Fusion Summon a Fusion Monster from your Extra Deck',
    declares: ['specialSummon', 'toGraveyard'],
    condition: (ctx) => fusibleMonsters(ctx).length > 0,
    resolve: (ctx) => {
      const options = fusibleMonsters(ctx);
      if (options.length === 0) return;
      const fusion = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, 'Choose a Fusion Monster to Fusion Summon', options);
      const m = ctx.definition(fusion).materials as FusionMaterials;
      const slots = fusionSlots(m);
      const chosen: CardId[] = [];
      const pool = handAndField(ctx, ctx.card);
      // Whether a substitute (Versago the Destroyer) stands in for one of the materials already chosen (none may: noSubstitute).
      let substituted = m.noSubstitute === true;
      for (const [i, slot] of slots.entries()) {
        // Each material is chosen so the rest can still be found (names may repeat) and a zone is left for the Fusion Monster.
        const rest = slots.slice(i + 1);
        const left = pool.filter((c) => !chosen.includes(c) && fitsFusionMaterial(ctx, c, slot, substituted).some((sub) => fusionMaterialsAvailable(ctx, rest, pool, [...chosen, c], sub)));
        if (left.length === 0) return;
        const pick = left.length === 1 ? left[0]! : ctx.chooseCard(ctx.player, `Choose Fusion Material ${i + 1} of ${slots.length}: ${slotWords(slot)}`, left);
        // The card itself where it is that card and the rest can still be found so; else it stands in as the substitute.
        if ('name' in slot && !(ctx.isNamed(pick, slot.name) && fusionMaterialsAvailable(ctx, rest, pool, [...chosen, pick], substituted))) substituted = true;
        chosen.push(pick);
      }
      ctx.sendToGraveyard(chosen);
      // The materials it was Fusion Summoned with are kept while it stays on the field (De-Fusion reads them: fusionMaterialsOf).
      if (ctx.specialSummon(fusion, ctx.player, chooseSummonPosition(ctx, fusion), { summonedAs: 'fusion' })) ctx.applyRule('fusionMaterialsUsed', { player: ctx.player, card: fusion, key: chosen.join(',') }, 'duel');
    },
  };
}

/**
 * The materials a face-up Fusion Monster on the field was Fusion Summoned with (recorded rule `fusionMaterialsUsed`,
 * kept by `fusionSummon` and forgotten as the monster leaves the field or is turned face-down); [] when it was not
 * Fusion Summoned by such an effect (a contact Fusion, a Special Summon from the Graveyard).
 */
export function fusionMaterialsOf(ctx: QueryContext, fusion: CardId): CardId[] {
  const rule = ctx.duel.rules.find((r) => r.code === 'fusionMaterialsUsed' && r.card === fusion);
  return rule?.key ? rule.key.split(',') : [];
}

/**
 * The Synchro Materials a face-up Synchro Monster on the field was Synchro Summoned with, the Tuner first (recorded
 * rule `synchroMaterialsUsed`, kept by extraSummon.ts as it is Synchro Summoned, forgotten as it leaves the field or
 * is turned face-down); null when it was not Synchro Summoned ("this Synchro Summoned card": Blue-Eyes Spirit Dragon;
 * "each non-Tuner Synchro Material": Giganticastle). Test: `test/synchroMaterialsUsed.test.ts`.
 */
export function synchroMaterialsOf(ctx: QueryContext, synchro: CardId): CardId[] | null {
  const rule = ctx.duel.rules.find((r) => r.code === 'synchroMaterialsUsed' && r.card === synchro);
  return rule ? (rule.key ? rule.key.split(',') : []) : null;
}

/** A Chain Link of a monster's effect ("when a monster's effect is activated"): a monster card's, not a Pendulum Monster activated as a Spell Card. */
export const isMonsterEffectLink = (ctx: QueryContext, link: ChainLink): boolean => link.effect !== PENDULUM_SCALE && isMonster(ctx.definition(link.card));

/**
 * Where a Chain Link's card was as it was activated (`ChainLink.activatedIn`, before a cost moved it): on the field
 * ("when a monster on the field activates its effect": Ghost Ogre & Snow Rabbit) or in the Graveyard ("an effect of a
 * card in the Graveyard is activated": Blue-Eyes Spirit Dragon). Test: `test/activationLocation.test.ts`.
 */
export const activatedOnField = (link: ChainLink): boolean =>
  link.activatedIn === 'monster' || link.activatedIn === 'spellTrap' || link.activatedIn === 'field' || link.activatedIn === 'pendulum';
export const activatedInGraveyard = (link: ChainLink): boolean => link.activatedIn === 'graveyard';

/** The Ritual Monsters named `monster` in your hand that could be Ritual Summoned now with Tributes of total Level `level` or more. */
function ritualTargets(ctx: EffectContext, monster: string, level: number): CardId[] {
  return ctx.hand('mine').filter((c) => {
    // Not one it may not Summon face-up now ("only 1 Type of monster": Rivalry of Warlords, asked before the Tributes go).
    if (ctx.definition(c).name !== monster || !ctx.maySpecialSummonByEffect(c, { summonedAs: 'ritual' })) return false;
    const tributes = handAndField(ctx, c).filter((t) => t !== ctx.card);
    const total = tributes.reduce((sum, t) => sum + ctx.level(t), 0);
    return total >= level && zoneAfter(ctx, tributes);
  });
}

/**
 * A Ritual Spell: "Ritual Summon `monster` from your hand by Tributing monsters from your hand or
 * field whose total Levels equal `level` or more." The Tributes are sent to the Graveyard (not
 * destroyed); each one chosen must still be needed (the total so far is below `level`); with no free
 * Monster Zone, the first comes from the field.
 */
export function ritualSpell(monster: string, level: number): Effect {
  return {
    kind: 'activation',
    label: `Ritual Summon ${monster} (Tribute Levels totalling ${level} or more)`,
    declares: ['specialSummon'],
    condition: (ctx) => ritualTargets(ctx, monster, level).length > 0,
    resolve: (ctx) => {
      const options = ritualTargets(ctx, monster, level);
      if (options.length === 0) return;
      const ritual = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, `Choose the ${monster} to Ritual Summon`, options);
      const tributes: CardId[] = [];
      let total = 0;
      while (total < level) {
        let pool = handAndField(ctx, ritual).filter((t) => t !== ctx.card && !tributes.includes(t) && ctx.level(t) > 0);
        if (tributes.length === 0 && freeMonsterZones(ctx) === 0) pool = pool.filter((t) => ctx.controllerOf(t) === ctx.player);
        if (pool.length === 0) return;
        const pick = ctx.chooseCard(ctx.player, `Choose a monster to Tribute for ${monster} (Levels so far ${total} of ${level})`, pool);
        tributes.push(pick);
        total += ctx.level(pick);
      }
      ctx.tribute(tributes);
      ctx.specialSummon(ritual, ctx.player, chooseSummonPosition(ctx, ritual), { summonedAs: 'ritual' });
    },
  };
}

/**
 * "Once per Chain" (ygopro's EFFECT_COUNT_CODE_CHAIN: Evilswarm Exciton Knight): effect `effect` of this card is not
 * already a link of the Chain being built, so it may not be chained to itself; once that Chain is over it may be used again.
 */
export const notYetOnThisChain = (ctx: QueryContext, effect: number): boolean =>
  !ctx.chain.some((l) => l.card === ctx.card && l.effect === effect);

/** The cost "Detach `count` Xyz Material(s) from this card": the player picks which; they go to the Graveyard. */
export const detachCost = (count = 1): NonNullable<Effect['cost']> => ({
  can: (ctx) => ctx.materialsOf(ctx.card).length >= count,
  pay: (ctx) => {
    for (let i = 0; i < count; i++) {
      const left = ctx.materialsOf(ctx.card);
      const pick = left.length === 1 ? left[0]! : ctx.chooseCard(ctx.player, `Detach an Xyz Material from ${ctx.definition(ctx.card).name}`, left);
      ctx.detach(pick);
    }
  },
});

// ---- Pendulum Effects (rulebook v9.1 "Pendulum Monster Cards") ----

/**
 * Your face-up Pendulum Monster in the attack under way, if one of yours is in it: "if a Pendulum
 * Monster you control attacks or is attacked" holds from the attack declaration to the end of the
 * Damage Step (Stargazer and Timegazer Magician's locks, Odd-Eyes Pendulum Dragon's Pendulum Effect),
 * not only once the Damage Step has begun.
 */
export function yourPendulumMonsterBattling(ctx: QueryContext): CardId | null {
  const attack = ctx.attack;
  if (!attack) return null;
  const fighters = attack.target === 'direct' ? [attack.attacker] : [attack.attacker, attack.target];
  return fighters.find((m) => ctx.controllerOf(m) === ctx.player && ctx.isFaceUp(m) && ctx.definition(m).frame === 'pendulum') ?? null;
}

/**
 * "If a Pendulum Monster you control attacks or is attacked, your opponent cannot activate <Spell/Trap>
 * Cards until the end of the Damage Step": a Pendulum Effect that bars the card activations of that
 * frame, from the attack declaration on.
 */
export function barsDuringPendulumBattle(frame: 'spell' | 'trap', label: string): Effect {
  return {
    kind: 'continuous',
    label,
    range: 'pendulumZone',
    rules: [{
      code: 'barsActivation',
      applies: (ctx, player, card, effect) => player === ctx.opponent && effect.kind === 'activation' && ctx.definition(card).frame === frame && yourPendulumMonsterBattling(ctx) !== null,
    }],
  };
}


/** A card face-up in your Extra Deck (a Pendulum Monster sent there from the field): "face-up in your Extra Deck". */
export const faceUpInYourExtraDeck = (ctx: QueryContext, card: CardId): boolean =>
  ctx.extra('mine').includes(card) && ctx.duel.faceUpExtra?.includes(card) === true;

/**
 * "If the card in your other Pendulum Zone is not a <names> card, this card's Pendulum Scale becomes
 * `scale`" (Stargazer and Timegazer Magician: "Magician" or "Odd-Eyes").
 */
export function scaleUnlessPartner(names: readonly string[], scale: number): Effect {
  return {
    kind: 'continuous',
    label: `Scale ${scale} unless the other Pendulum Zone holds a ${names.map((n) => `"${n}"`).join(' or ')} card`,
    range: 'pendulumZone',
    rules: [{
      code: 'pendulumScale',
      applies: (ctx) => {
        const other = ctx.duel.players[ctx.player].pendulum.find((s) => s !== null && s.card !== ctx.card);
        if (!other) return null;
        const name = ctx.definition(other.card).name;
        return names.some((n) => name.includes(n)) ? null : scale;
      },
    }],
  };
}

// ---- Union monsters (Y-Dragon Head, Z-Metal Tank; A-Assault Core, Heavy Mech Support Platform, ...) ----

/** The key of a Union's equip effect ("equip this card to that target"): cards that equip a Union by their own effect ask it what it fits. */
const UNION_EQUIP = 'unionEquip';
/** The key of the equipped rules of a Union whose text says "a monster can only be equipped with 1 Union monster at a time". */
const ONE_UNION_AT_A_TIME = 'oneUnionAtATime';

/** Whether `card` is a Union monster equipped to `monster` as a Union (its own effects applying: not one Thousand-Eyes Restrict took). */
const unionEquippedTo = (ctx: QueryContext, monster: CardId, card: CardId): boolean => {
  const at = ctx.duel.players.flatMap((ps) => ps.spellTraps).find((s) => s !== null && s.card === card);
  return at !== undefined && at !== null && at.equippedTo === monster && at.effectsNegated !== true && ctx.definition(card).subtype?.includes('union') === true;
};

/**
 * Whether a Union may be equipped to `monster` as to how many it holds: a Union of the MFC-era rule ("a monster can
 * only be equipped with 1 Union Monster at a time") to a monster with no Union equipped; a later one to a monster
 * with no Union of that rule equipped (ygopro's `aux.CheckUnionEquip`: the later texts dropped the limit).
 */
const roomForUnion = (ctx: QueryContext, monster: CardId, oneAtATime: boolean): boolean =>
  !ctx.duel.players.some((ps) => ps.spellTraps.some((s) => s !== null && unionEquippedTo(ctx, monster, s.card)
    && (oneAtATime || ctx.definition(s.card).effects?.some((e) => e.key === ONE_UNION_AT_A_TIME) === true)));

/** Whether this card lies in your Spell & Trap Zone equipped to a monster. */
const equippedInYourZone = (ctx: QueryContext): boolean =>
  ctx.duel.players[ctx.player].spellTraps.some((s) => s !== null && s.card === ctx.card && s.equippedTo !== null);

/** A Union monster's own rules, as its text's era words them (`unionProcedure`). */
export interface UnionRules {
  /** What it may be equipped to, besides being a face-up monster you control: its MFC-era hosts' names, or a test of the monster. */
  readonly host: readonly string[] | ((ctx: QueryContext, monster: CardId) => boolean);
  /** The host in the card's words, for the effect's label ('LIGHT Machine monster'); names are quoted by themselves. */
  readonly hostText?: string;
  /** "A monster can only be equipped with 1 Union monster at a time" (the MFC-era texts; Heavy Mech Support Platform). */
  readonly oneAtATime: boolean;
  /** The position it is Special Summoned in as it unequips: 'attack', or 'choose' ("Special Summon it": face-up Attack or Defense). */
  readonly unequipIn: 'attack' | 'choose';
  /** What it is destroyed instead of the equipped monster for: 'battle' (the MFC-era texts), or 'battleOrEffect'. */
  readonly insteadOf: 'battle' | 'battleOrEffect';
  /** "While equipped by this effect, the equipped monster gains …". */
  readonly change?: { readonly atk: number; readonly def: number };
  /** Other rules while equipped by this effect, about the equipped monster (`ctx.equippedTo`): A-Assault Core's "unaffected by …". */
  readonly whileEquipped?: readonly CardRule[];
  /** Those rules in the label's words. */
  readonly whileEquippedText?: string;
}

/**
 * A Union monster: "Once per turn, you can either: target 1 <host> you control; equip this card to that target, OR:
 * unequip this card and Special Summon it. While equipped by this effect, … (If the equipped monster would be
 * destroyed by battle [or card effect], destroy this card instead.)" Three effects, in this order: equip (from the
 * Monster Zone), unequip (from the Spell & Trap Zone), both Ignition Effects sharing one use per turn; then what
 * applies while equipped (its `key` says whether it is of the 1-Union-at-a-time rule).
 */
export function unionProcedure(rules: UnionRules): Effect[] {
  const { host, oneAtATime, unequipIn, insteadOf, change } = rules;
  const hostText = typeof host === 'function' ? (rules.hostText ?? 'monster') : host.map((h) => `"${h}"`).join(' or ');
  const fits = (ctx: QueryContext, c: CardId): boolean => (typeof host === 'function' ? host(ctx, c) : host.includes(ctx.definition(c).name));
  // Asked of the monsters this card may be equipped to: never reads ctx.card, so another card's effect may ask it too (unionMayEquipTo).
  const isHost = (ctx: QueryContext, c: CardId): boolean =>
    ctx.controllerOf(c) === ctx.player && ctx.monsters('mine').includes(c) && ctx.isFaceUp(c) && fits(ctx, c) && roomForUnion(ctx, c, oneAtATime);
  const gains = change ? `${signed(change.atk)} ATK/DEF` : null;
  const instead = insteadOf === 'battle' ? 'by battle' : 'by battle or card effect';
  const more = [gains ? `the monster gains ${change!.atk} ATK/${change!.def} DEF` : null, rules.whileEquippedText ?? null].filter((t) => t !== null);
  return [
    {
      // Once per turn: you can target 1 <host> you control; equip this card to that target
      kind: 'ignition',
      key: UNION_EQUIP,
      label: `Equip it to your ${hostText}${gains ? ` (${gains})` : ''}`,
      declares: change ? ['modifyStats'] : [],
      oncePerTurn: 'card',
      oncePerTurnGroup: 'union',
      condition: (ctx) => ctx.monsters('mine').includes(ctx.card) && ctx.freeSpellTrapZones().length > 0,
      targets: [{ prompt: `Choose your ${hostText} to equip`, from: 'monsters', other: true, filter: isHost }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && isHost(ctx, target)) ctx.equipThisMonsterTo(target);
      },
    },
    {
      // Or: unequip this card and Special Summon it
      kind: 'ignition',
      key: 'unionUnequip',
      label: unequipIn === 'attack' ? 'Unequip it: Special Summon it in Attack Position' : 'Unequip it: Special Summon it',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      oncePerTurnGroup: 'union',
      condition: (ctx) => equippedInYourZone(ctx) && freeMonsterZones(ctx) > 0 && ctx.maySpecialSummonByEffect(ctx.card),
      resolve: (ctx) => {
        if (!equippedInYourZone(ctx)) return;
        ctx.specialSummon(ctx.card, ctx.player, unequipIn === 'attack' ? 'attack' : chooseSummonPosition(ctx, ctx.card));
      },
    },
    {
      // While equipped by this effect: …; if the equipped monster would be destroyed <by battle [or card effect]>, this card is destroyed instead
      kind: 'continuous',
      key: oneAtATime ? ONE_UNION_AT_A_TIME : 'unionEquipped',
      label: `Equipped: ${more.length > 0 ? `${more.join('; ')}; ` : ''}this card is destroyed instead of it ${instead}`,
      ...(change ? { modifiers: (ctx: QueryContext) => (ctx.equippedTo ? [{ applies: (c: CardId) => c === ctx.equippedTo, atk: change.atk, def: change.def }] : []) } : {}),
      rules: [
        { code: 'substitutesForEquipped', applies: (ctx, monster, by) => ctx.equippedTo === monster && (insteadOf === 'battleOrEffect' || by === 'battle') },
        ...(rules.whileEquipped ?? []),
      ],
    },
  ];
}

/**
 * A Union monster of the MFC-era text: "Once per turn, during your Main Phase, you can equip this card to
 * your <hosts> or unequip it to Special Summon it in face-up Attack Position. When equipped by this
 * effect, the equipped monster gains `change` ATK/DEF. (A monster can only be equipped with 1 Union
 * Monster at a time. If the equipped monster would be destroyed by battle, destroy this card instead.)"
 */
export function unionMonster(hosts: readonly string[], change: { atk: number; def: number }): Effect[] {
  return unionProcedure({ host: hosts, oneAtATime: true, unequipIn: 'attack', insteadOf: 'battle', change });
}

/**
 * Whether the Union monster `union` could be equipped to `host` as its own equip effect would ("an appropriate
 * monster you control": Roll Out!, Union Hangar): a face-up monster `ctx.player` controls that its host test
 * fits, with room for it.
 */
export function unionMayEquipTo(ctx: QueryContext, union: CardId, host: CardId): boolean {
  const equip = ctx.definition(union).effects?.find((e) => e.key === UNION_EQUIP);
  const filter = equip && 'targets' in equip ? equip.targets?.[0]?.filter : undefined;
  return filter !== undefined && host !== union && (filter as (c: QueryContext, id: CardId) => boolean)(ctx, host);
}

/** Whether `card` is a Union monster (its frame's subtype). */
export const isUnion = (def: CardDefinition): boolean => def.subtype?.includes('union') === true;

/** "LIGHT Machine-Type": a face-up monster's Attribute as it is now, and its Type. */
export const isLightMachine = (ctx: QueryContext, c: CardId): boolean => ctx.definition(c).monsterType === 'Machine' && ctx.hasAttribute(c, 'LIGHT');

// ---- Destroying a Spell or Trap Card that may be Set ----

/** A card of `frame` (a Pendulum Monster in a Pendulum Zone counts as a Spell Card). */
const isOfFrame = (ctx: EffectContext, card: CardId, frame: 'spell' | 'trap'): boolean => {
  const f = ctx.definition(card).frame;
  return f === frame || (frame === 'spell' && f === 'pendulum');
};

/**
 * "Target 1 <Spell/Trap> Card on the field; destroy that target. (If the target is Set, reveal it, and
 * destroy it if it is a <Spell/Trap> Card. Otherwise, return it to its original position.)" — De-Spell
 * (`kind` 'activation'), Armed Ninja and Reaper of the Cards ('flip'): a face-up card of that frame or
 * any Set card may be targeted; a Set one is shown to both players and stays Set unless it is one.
 */
export function destroyCardOfFrame(frame: 'spell' | 'trap', kind: 'activation' | 'flip'): Effect {
  const name = frame === 'spell' ? 'Spell' : 'Trap';
  return {
    kind,
    label: `Destroy 1 ${name} Card on the field`,
    declares: ['destroy'],
    targets: [{
      prompt: `Choose a ${name} Card on the field (or a Set card)`,
      from: 'spellTraps',
      filter: (ctx, c) => !ctx.isFaceUp(c) || isOfFrame(ctx, c, frame),
    }],
    resolve: (ctx) => {
      const [target] = ctx.targets;
      if (!target) return;
      if (!ctx.isFaceUp(target)) {
        ctx.reveal([target], ctx.player);
        ctx.reveal([target], ctx.opponent);
      }
      if (isOfFrame(ctx, target, frame)) ctx.destroy([target]);
    },
  };
}

/**
 * "Excavate cards from the top of your Deck until you excavate <a fitting card>" (Reasoning, Monster
 * Gate, Magical Merchant): the cards are turned over one by one from the top, each shown to both
 * players, until one fits. Returns that card and the ones turned over before it (what the card then
 * does with them is its own). With none in the Deck, the whole Deck is shown and shuffled back, and
 * nothing is found.
 */
export function excavateUntil(ctx: EffectContext, fits: (card: CardId) => boolean): { found: CardId | null; before: CardId[] } {
  const deck = ctx.deck('mine');
  const at = deck.findIndex(fits);
  const excavated = at < 0 ? deck : deck.slice(0, at + 1);
  ctx.reveal(excavated, ctx.player);
  ctx.reveal(excavated, ctx.opponent);
  if (at < 0) {
    ctx.shuffleDeck(ctx.player);
    return { found: null, before: [] };
  }
  return { found: deck[at]!, before: deck.slice(0, at) };
}

/**
 * "While this card is face-up on the field, your opponent cannot activate Trap Cards during the
 * Battle Phase" (Mirage Dragon, Pitch-Black Warwolf): the rule code barsActivation, read while
 * the card is face-up.
 */
export function opponentCannotActivateTrapsInBattlePhase(): Effect {
  return {
    kind: 'continuous',
    label: 'Your opponent cannot activate Trap Cards during the Battle Phase',
    declares: ['restrict'],
    rules: [{ code: 'barsActivation', applies: (ctx, player, card) => player === ctx.opponent && ctx.phase() === 'battle' && ctx.definition(card).frame === 'trap' }],
  };
}

/** "A card that specifically lists the card <name>" (its text names it: `CardDefinition.listedNames`); the card of that name itself is not one. */
export const listsCard = (def: CardDefinition, name: string): boolean => def.name !== name && def.listedNames?.includes(name) === true;

/**
 * "Place them on top of your Deck in any order": `ctx.player` orders `cards` (on top of their Deck, looked
 * at) one prompt at a time, the first chosen on top; the last one left needs no choice.
 */
export function placeOnTopInAnyOrder(ctx: EffectContext, cards: readonly CardId[]): void {
  const left = [...cards];
  const order: CardId[] = [];
  while (left.length > 1) {
    const next = ctx.chooseCard(ctx.player, `Choose the card to place ${order.length === 0 ? 'on top of your Deck' : `under it (${order.length + 1} of ${cards.length})`}`, left);
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  ctx.orderDeckTop(ctx.player, [...order, ...left]);
}

/** "When this card inflicts battle damage to your opponent": the battle under way when the damage is dealt is this card's. */
export const inflictsBattleDamageToOpponent = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'battleDamage' && e.player === ctx.opponent && !!ctx.attack && (ctx.attack.attacker === ctx.card || ctx.attack.target === ctx.card);

/**
 * "If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent"
 * (rule code `piercing`; rulebook v9.1 "Piercing Battle Damage").
 */
export function piercingBattleDamage(): Effect {
  return {
    kind: 'continuous',
    label: 'Inflicts piercing battle damage',
    rules: [{ code: 'piercing', applies: (ctx, attacker) => attacker === ctx.card }],
  };
}

/**
 * "When this card inflicts battle damage to your opponent" (`directOnly`: "… by a direct attack"): battle
 * damage to the opponent from the battle under way, which this card is in.
 */
export const inflictsBattleDamage = (directOnly = false) => (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'battleDamage' && e.player === ctx.opponent && !!ctx.attack &&
  (directOnly ? ctx.attack.attacker === ctx.card && ctx.attack.target === 'direct' : ctx.attack.attacker === ctx.card || ctx.attack.target === ctx.card);

/** "A turn that this card destroyed a monster by battle": it did, this turn (the `destroyedByBattle` mark). */
export const destroyedAMonsterByBattleThisTurn = (ctx: QueryContext, card: CardId = ctx.card): boolean =>
  ctx.duel.marks.some((m) => m.mark === 'destroyedByBattle' && m.key === card && m.turn === ctx.duel.turn);

/** `card` was destroyed by battle this turn (the `destroyedByBattle` mark of the monster that destroyed it names it: The Forgiving Maiden, Kuribohrn). */
export const destroyedByBattleThisTurn = (ctx: QueryContext, card: CardId): boolean =>
  ctx.duel.marks.some((m) => m.mark === 'destroyedByBattle' && m.target === card && m.turn === ctx.duel.turn);

/**
 * "At the start of the Damage Step, if this card attacks a face-up (`faceUp`) or face-down Defense Position
 * monster: destroy that monster" (Zubaba Knight, Ninja Grandmaster Sasuke; Mystic Swordsman LV2 face-down,
 * "without flipping it face-up or applying damage calculation"). A mandatory Trigger effect on the
 * `damageStepStarted` event, before a face-down target is flipped; destroyed then, it never battles.
 */
export function destroyDefenderAtDamageStepStart(faceUp: boolean, options: { readonly mayReturnToDeckTop?: boolean } = {}): Effect {
  const fits = (ctx: EffectContext, target: CardId): boolean => {
    const at = ctx.monsters('theirs').includes(target);
    return at && ctx.isFaceUp(target) === faceUp && inDefensePosition(ctx, target);
  };
  return {
    kind: 'trigger',
    label: `Destroy the ${faceUp ? 'face-up' : 'face-down'} Defense Position monster it attacks`,
    declares: ['destroy'],
    when: (ctx, e) => e.type === 'damageStepStarted' && e.attacker === ctx.card && e.target !== 'direct' && fits(ctx, e.target),
    resolve: (ctx) => {
      const e = ctx.triggeredBy;
      const target = e?.type === 'damageStepStarted' ? e.target : 'direct';
      // Still the monster this card attacks, on the opponent's field in Defense Position (ygopro: IsRelateToBattle).
      if (target === 'direct' || ctx.attack?.target !== target || !ctx.monsters('theirs').includes(target) || !inDefensePosition(ctx, target)) return;
      // "You can return the monster destroyed with this effect to the top of its owner's Deck, instead" (Mystic Swordsman
      // LV6): asked when the opponent owns it (the official script's condition).
      const toDeck = options.mayReturnToDeckTop === true && ctx.duel.cards[target]?.owner === ctx.opponent
        && ctx.chooseOption(ctx.player, "Put the destroyed monster on top of its owner's Deck instead of the Graveyard?", ['yes', 'no'] as const) === 'yes';
      ctx.destroy([target], toDeck ? { toDeckTop: true } : undefined);
    },
  };
}

/**
 * The Reapers' shared rules (Spirit Reaper, Reaper on the Nightmare): "cannot be destroyed by battle" (rule
 * code `indestructibleByBattleWith`, with any monster) and "after a card effect that targets this face-up card
 * resolves, destroy this card" (`destroyedAfterTargeted`; `spares`: the card whose effect it was, when the
 * era's card is not destroyed by it).
 */
export function reaperRules(spares: (ctx: QueryContext, by: CardId) => boolean = () => false): Effect[] {
  return [
    { kind: 'continuous', label: 'Cannot be destroyed by battle', rules: [{ code: 'indestructibleByBattleWith', applies: () => true }] },
    {
      kind: 'continuous',
      label: 'Destroyed after an effect that targets it resolves',
      declares: ['destroy'],
      rules: [{ code: 'destroyedAfterTargeted', applies: (ctx, by) => !spares(ctx, by) }],
    },
  ];
}

/** The GOAT era's Reapers: an Equip Spell that left the field before it resolved does not destroy them (EDOPro goat/c504700038.lua). */
export const sparedByEquipGone = (ctx: QueryContext, by: CardId): boolean => {
  const def = ctx.definition(by);
  return def.frame === 'spell' && (def.subtype ?? []).includes('equip') && !ctx.spellTraps('all').includes(by);
};

/** "… discard 1 random card from their hand": the opponent discards a card chosen at random (`ctx.randomCard`). */
export function discardRandomFromOpponentHand(ctx: EffectContext): void {
  const hand = ctx.hand('theirs');
  if (hand.length > 0) ctx.discard([ctx.randomCard(hand)]);
}

/**
 * The card can hold Spell Counters, up to `max` (rule code `holdsSpellCounters`; ygopro's counter permit
 * and limit): what "a card you can place a Spell Counter on" asks (Apprentice Magician).
 */
export function holdsSpellCounters(max = Number.POSITIVE_INFINITY): Effect {
  const label = Number.isFinite(max) ? `Can hold up to ${max} Spell Counters` : 'Can hold Spell Counters';
  return { kind: 'continuous', label, rules: [{ code: 'holdsSpellCounters', applies: () => max }] };
}

/**
 * "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell Card resolves
 * (max. 3)" (Skilled Dark Magician, Skilled White Magician, Royal Magical Library): a continuous effect on
 * the Spell's resolution (ygopro's EFFECT_TYPE_CONTINUOUS on EVENT_CHAIN_SOLVED), no Chain; a negated
 * activation places none.
 */
export function spellCounterEachSpell(name: string, max = 3): Effect {
  // `max` Infinity: no limit (Magical Marionette).
  return {
    kind: 'trigger',
    withoutChain: true,
    label: `Place 1 Spell Counter on ${name}`,
    declares: ['counter'],
    when: (ctx, e) => e.type === 'resolved' && e.cardActivation === true && e.negated !== true && ctx.definition(e.card).frame === 'spell',
    resolve: (ctx) => {
      if (ctx.counters(ctx.card) < max) ctx.changeCounters(ctx.card, 1);
    },
  };
}

/**
 * "Remove <count> Spell Counters from this card" as a cost: paid from this card, or, once per turn, from a card its
 * player controls that may pay such costs instead (rule code `paysSpellCounterCosts`: Magical Citadel of Endymion,
 * `ctx.spellCounterCostStandIns`); with both possible, the player chooses.
 */
export function removeSpellCountersCost(count: number): { can: (ctx: EffectContext) => boolean; pay: (ctx: EffectContext) => void } {
  return {
    can: (ctx) => ctx.counters(ctx.card) >= count || ctx.spellCounterCostStandIns(count).length > 0,
    pay: (ctx) => {
      const standIns = ctx.spellCounterCostStandIns(count);
      const own = ctx.counters(ctx.card) >= count;
      if (standIns.length > 0) {
        const options = [...(own ? [ctx.definition(ctx.card).name] : []), ...standIns.map((c) => ctx.definition(c).name)];
        const from = options.length === 1 ? options[0]! : ctx.chooseOption(ctx.player, `Remove ${count} Spell Counter(s) from which card?`, options);
        const holder = standIns.find((c) => ctx.definition(c).name === from && !(own && from === ctx.definition(ctx.card).name));
        if (holder) {
          ctx.paySpellCounterCostWith(holder, count);
          return;
        }
      }
      ctx.changeCounters(ctx.card, -count);
    },
  };
}

/**
 * "You can Tribute this card with 3 Spell Counters on it; Special Summon 1 <name> from your hand, Deck, or
 * Graveyard" (Skilled Dark Magician, Skilled White Magician). `needsIt`: it can be activated only with one
 * there (the later cards; the 2005 cards could be activated with none, and then Summoned nothing).
 */
export function tributeWithSpellCountersToSummon(name: string, needsIt: boolean): Effect {
  const candidates = (ctx: EffectContext): CardId[] =>
    [...ctx.hand('mine'), ...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.isNamed(c, name) && ctx.maySpecialSummonByEffect(c));
  return {
    kind: 'ignition',
    label: `Tribute this card with 3 Spell Counters: Special Summon 1 "${name}" from your hand, Deck or Graveyard`,
    declares: ['specialSummon'],
    condition: (ctx) => !needsIt || candidates(ctx).length > 0,
    cost: tributeSelfCost((ctx) => ctx.counters(ctx.card) === 3),
    resolve: (ctx) => {
      const options = candidates(ctx);
      if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
      const chosen = ctx.chooseCard(ctx.player, `Choose a "${name}" to Special Summon`, options);
      const fromDeck = ctx.deck('mine').includes(chosen);
      ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen));
      if (fromDeck) ctx.shuffleDeck(ctx.player);
    },
  };
}

/**
 * "Each time you draw a card (or cards)" (Solemn Wishes): cards drawn together (one draw of 2 by Pot of
 * Greed) are one draw, so a continuous effect acting on each `drew` event answers only the first of a run of
 * its player's draws in the events waiting to set off effects (ygopro's EVENT_DRAW, raised once per draw).
 */
export function startsADraw(ctx: EffectContext, e: DuelEvent, player: Player = ctx.player): boolean {
  if (e.type !== 'drew' || e.player !== player) return false;
  const queue = ctx.duel.flow.triggerQueue;
  const i = queue.indexOf(e);
  const before = i > 0 ? queue[i - 1]! : null;
  return !(before?.type === 'drew' && before.player === player);
}

/** Whether a monster on the field was Normal Summoned or Set without the Tributes its Level asks for (Fusilier Dragon's "if you do"). */
export const summonedWithoutTributes = (ctx: QueryContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.withoutTributes === true));
/** Whether a monster on the field was Special Summoned ("Special Summoned monsters": Jowgen the Spiritualist); face-down ones too. */
export const wasSpecialSummoned = (ctx: QueryContext, monster: CardId): boolean =>
  ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === monster && s.specialSummoned === true));
/**
 * Whether a monster was Summoned by this Extra Deck procedure as it came to the field ("this Xyz Summoned card":
 * Galaxy-Eyes Cipher Blade Dragon): asked of its slot on the field, or, once it has left, of how it stood as it left
 * this turn (the `leftField` mark). Test: `test/xyzMaterials.test.ts`.
 */
export function summonedByProcedureAs(ctx: QueryContext, monster: CardId, method: 'synchro' | 'xyz'): boolean {
  for (const ps of ctx.duel.players) for (const s of ps.monsters) if (s?.card === monster) return s.summonedAs === method;
  return ctx.duel.marks.filter((m) => m.mark === 'leftField' && m.key === monster && m.turn === ctx.duel.turn).at(-1)?.summonedAs === method;
}

/**
 * Whether a monster was Special Summoned by the effect of the card with this passcode ("if this card was Special
 * Summoned by the effect of "Dark Mimic LV1"": Dark Mimic LV3): asked of its slot on the field, or, once it has
 * left, of how it stood as it left this turn (the `leftField` mark).
 */
export function specialSummonedByEffectOf(ctx: QueryContext, monster: CardId, passcode: string): boolean {
  const by = (summoner: CardId | undefined): boolean => summoner !== undefined && ctx.definition(summoner).passcode === passcode;
  for (const ps of ctx.duel.players) for (const s of ps.monsters) if (s?.card === monster) return by(s.summonedBy);
  const left = ctx.duel.marks.filter((m) => m.mark === 'leftField' && m.key === monster && m.turn === ctx.duel.turn).at(-1);
  return by(left?.summonedBy);
}

/**
 * A maintenance cost: "during each of your Standby Phases, pay `lp` LP or destroy this card" (Messenger of
 * Peace). Not an activated effect (ygopro's EFFECT_TYPE_CONTINUOUS on the Standby Phase): it is applied as the
 * controller's Standby Phase begins with no Chain, nothing to respond to, once per phase; its controller
 * chooses to pay (while they have the LP) or the card is destroyed. `test/maintenanceCost.test.ts`.
 * With `mandatory` ("pays 500 LP during each of his/her Standby Phases (this is not optional)": Infernalqueen
 * Archfiend), nothing is asked: the LP are paid while they can be, else the card is destroyed
 * (official/c8581705.lua `mtop`: CheckLPCost, PayLPCost or Destroy).
 */
export function maintenanceCost(lp: number, options: { readonly mandatory?: boolean } = {}): Effect {
  const pay = `Pay ${lp} LP`;
  const destroy = 'Destroy this card';
  return {
    kind: 'trigger',
    withoutChain: true,
    label: options.mandatory ? `Pay ${lp} LP (not optional), or this card is destroyed` : `Pay ${lp} LP or destroy this card`,
    declares: ['destroy'],
    when: ourStandbyPhase,
    resolve: (ctx) => {
      const name = ctx.definition(ctx.card).name;
      if (options.mandatory) return hasLp(ctx, lp) ? ctx.payLp(lp) : void ctx.destroy([ctx.card]);
      if (hasLp(ctx, lp) && ctx.chooseOption(ctx.player, `Standby Phase: pay ${lp} LP to keep ${name}, or destroy it`, [pay, destroy]) === pay) ctx.payLp(lp);
      else ctx.destroy([ctx.card]);
    },
  };
}

/**
 * The card names `ctx.player` may declare ("declare 1 card name": Mind Crush, D.D. Designator,
 * Archfiend's Oath, Prohibition), as a `declare` option list of one name each, in alphabetical order.
 * Every card name of the game is too many for one prompt (the mat's buttons, `legalActions`, the
 * computer's look-ahead), and offering the names of the opponent's Deck would tell its contents; so the
 * list is the names the declaring player knows of: every card they own (they built their Deck), and the
 * opponent's cards they can see now (face-up on the field, in a Graveyard, banished face-up, face-up in a
 * Pendulum Zone). Tokens are not cards of a Deck and are never offered; with `mainDeckOnly`, neither are
 * Fusion, Synchro or Xyz Monsters (a name looked for in a hand: Mind Crush, D.D. Designator). See
 * src/engine/README.md "Declaring a card name".
 */
export function knownCardNames(ctx: QueryContext, options: { readonly mainDeckOnly?: boolean } = {}): string[] {
  const names = new Set<string>();
  const add = (id: CardId): void => {
    const def = ctx.definition(id);
    if (def.frame !== 'token' && !(options.mainDeckOnly && isExtraDeckMonster(def))) names.add(def.name);
  };
  for (const c of Object.values(ctx.duel.cards)) if (c.owner === ctx.player) add(c.id);
  for (const id of ctx.graveyard('theirs')) add(id);
  // Not a card banished face-down (Lightforce Sword): only its owner knows it.
  for (const id of ctx.duel.players[ctx.opponent].banished) if (ctx.isFaceUp(id)) add(id);
  for (const id of [...ctx.monsters('theirs'), ...ctx.spellTraps('theirs')]) if (ctx.isFaceUp(id)) add(id);
  // The opponent's Graveyard and face-up cards may be cards the declaring player owns (taken control of): already in.
  for (const id of [...ctx.graveyard('mine'), ...ctx.monsters('mine'), ...ctx.spellTraps('mine')]) add(id);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** "Declare 1 card name" as an effect's `declare`: the names `knownCardNames` offers. */
export const declareCardName = { prompt: 'Declare a card name', options: (ctx: EffectContext) => knownCardNames(ctx) } as const;

/** "Declare 1 card name" of a card that may be in a hand (no Fusion, Synchro or Xyz Monster): Mind Crush, D.D. Designator. */
export const declareMainDeckCardName = { prompt: 'Declare a card name', options: (ctx: EffectContext) => knownCardNames(ctx, { mainDeckOnly: true }) } as const;

/**
 * "When this card is sent from your hand (or Deck) to your Graveyard by an opponent's card effect"
 * (Regenerating Mummy, Elephant Statue of Disaster; `fromDeck`: Fear from the Dark), or, with
 * `discardedOnly`, "discarded from your hand … by an effect controlled by your opponent" (Electric Snake,
 * Minar): the `discarded` / `sentToGraveyard` event of this card, made by the opponent's effect (`by`), the
 * card now in its owner's Graveyard. A discard paid as the owner's own cost, or to the hand size limit, is
 * not one. Test: `test/sentFromHandByWhoseEffect.test.ts`.
 */
export const sentFromHandByOpponent = (options: { readonly fromDeck?: boolean; readonly discardedOnly?: boolean } = {}) =>
  (ctx: QueryContext, e: DuelEvent): boolean => {
    if (!('card' in e) || e.card !== ctx.card) return false;
    const byOpponent =
      (e.type === 'discarded' && e.by === ctx.opponent) ||
      (!options.discardedOnly && e.type === 'sentToGraveyard' && e.by === ctx.opponent && (e.from === 'hand' || (options.fromDeck === true && e.from === 'deck')));
    return byOpponent && ctx.graveyard('mine').includes(ctx.card);
  };

/**
 * "Each time a Spell Card is activated" acted on once it resolves (Spell Absorption: "immediately after it
 * resolves"; Curse of Darkness): the `resolved` event of a Spell Card's activation (not an effect of a face-up
 * Spell), not negated, other than this card's own. ygopro's scripts also ask that this card was face-up when
 * the Spell was activated (`aux.chainreg`); here it is asked face-up as the Spell resolves (a withoutChain
 * Trigger of a face-up card), the same but for a Quick-Play Spell chained to this card's own activation.
 */
export const spellCardResolved = (ctx: QueryContext, e: DuelEvent): boolean => cardActivationResolved(ctx, e, 'spell');
/** "Each time a player activates a Trap Card ... immediately after it resolves" (Chain Burst): as `spellCardResolved`, for a Trap Card's activation. */
export const trapCardResolved = (ctx: QueryContext, e: DuelEvent): boolean => cardActivationResolved(ctx, e, 'trap');
const cardActivationResolved = (ctx: QueryContext, e: DuelEvent, frame: 'spell' | 'trap'): boolean =>
  e.type === 'resolved' && e.cardActivation === true && e.negated !== true && e.card !== ctx.card && ctx.definition(e.card).frame === frame;
/**
 * "If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and its battle
 * position cannot be changed until the end of your next turn" (Toon Goblin Attack Force; ygopro's
 * continuous effect on EVENT_PHASE+PHASE_BATTLE, no Chain): as the Battle Phase's End Step begins, if it
 * attacked this turn, it is changed to face-up Defense Position (if in Attack Position) and a recorded
 * `cannotChangePosition` lasts through its controller's next turn.
 */
export const defenseAtBattlePhaseEndIfAttacked: Effect = {
  kind: 'trigger',
  withoutChain: true,
  label: 'Changed to Defense Position at the end of the Battle Phase (locked until the end of your next turn)',
  declares: ['position', 'restrict'],
  when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'battle' && e.step === 'end' && attackedThisTurn(ctx, ctx.card),
  resolve: (ctx) => {
    if (ctx.controllerOf(ctx.card) !== ctx.player) return;
    const slot = ctx.duel.players[ctx.player].monsters.find((s) => s?.card === ctx.card);
    if (slot?.faceUp && slot.position === 'attack') ctx.setPosition(ctx.card, 'defense', true);
    ctx.applyRule('cannotChangePosition', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.player, count: 1 });
  },
};
/**
 * "Select up to N of your opponent's Monster Zones; they cannot be used" (Ojama King): as the card comes
 * face-up on the field (Summoned, flipped, back from banishment), its controller chooses up to `max` of
 * the opponent's free Monster Zones, one at a time (at least 1 when any is free, as ygopro's script),
 * with no Chain: a continuous effect. They are recorded about the card (rule code `unusableZones`, key
 * "0,3"), so they end as it leaves the field or is turned face-down, and a new face-up card chooses again;
 * while its effects are negated they may be used (continuous.ts unusableMonsterZones).
 * `test/unusableZones.test.ts`.
 */
export function chooseUnusableZones(max: number): Effect {
  return {
    kind: 'trigger',
    withoutChain: true,
    label: `Choose up to ${max} of your opponent's Monster Zones that cannot be used`,
    declares: [],
    when: (ctx, e) => cameFaceUpOnField(ctx, e) && !zonesChosenBy(ctx),
    resolve: (ctx) => {
      // A Flip Summon is also a flip face-up: one choice for both events.
      if (zonesChosenBy(ctx)) return;
      const chosen: number[] = [];
      const done = 'Done';
      while (chosen.length < max) {
        const left = ctx.freeMonsterZones(ctx.opponent).filter((z) => !chosen.includes(z));
        if (left.length === 0) break;
        const names = left.map((z) => `Monster Zone ${z + 1}`);
        const answer = ctx.chooseOption(ctx.player, `Choose your opponent's Monster Zone that cannot be used (${chosen.length + 1} of up to ${max})`, chosen.length === 0 ? names : [...names, done]);
        if (answer === done) break;
        chosen.push(left[names.indexOf(answer)]!);
      }
      if (chosen.length > 0) ctx.applyRule('unusableZones', { player: ctx.opponent, card: ctx.card, key: chosen.sort((a, b) => a - b).join(',') }, 'duel');
    },
  };
}

const zonesChosenBy = (ctx: QueryContext): boolean => ctx.duel.rules.some((r) => r.code === 'unusableZones' && r.card === ctx.card);

/** The event brings this card face-up on the field: Summoned or Special Summoned face-up, flipped face-up, or returned to the field. */
function cameFaceUpOnField(ctx: QueryContext, e: DuelEvent): boolean {
  if (!('card' in e) || e.card !== ctx.card) return false;
  if (e.type !== 'summoned' && e.type !== 'specialSummoned' && e.type !== 'flippedFaceUp' && e.type !== 'returnedToField') return false;
  const at = ctx.duel.players[ctx.player].monsters.find((s) => s?.card === ctx.card);
  return at?.faceUp === true;
}

/**
 * "If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and its battle
 * position cannot be changed until the End Phase (or the end) of your next turn" (Goblin Attack Force, Giant
 * Orc): a continuous effect (no Chain) at the Battle Phase's End Step of a turn it attacked; the lock is a
 * recorded `cannotChangePosition` about the card through its controller's next turn (no manual change is
 * possible in an End Phase, so "until the End Phase" and "until the end" play alike).
 */
export function defenseAtBattlePhaseEnd(options: { readonly unlocked?: boolean } = {}): Effect {
  return {
    kind: 'trigger',
    withoutChain: true,
    label: options.unlocked ? 'Changed to Defense Position at the end of the Battle Phase' : 'Change to Defense Position; its battle position cannot be changed until your next turn ends',
    declares: options.unlocked ? ['position'] : ['position', 'restrict'],
    when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'battle' && e.step === 'end' && attackedThisTurn(ctx, ctx.card),
    resolve: (ctx) => {
      if (ctx.controllerOf(ctx.card) !== ctx.player || !ctx.isFaceUp(ctx.card)) return;
      if (ctx.duel.players[ctx.player].monsters.find((s) => s?.card === ctx.card)?.position === 'attack') ctx.setPosition(ctx.card, 'defense', true);
      // `unlocked`: "If this card attacks, it is changed to Defense Position at the end of the Battle Phase" and no more (Performapal Swincobra).
      if (!options.unlocked) ctx.applyRule('cannotChangePosition', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.player, count: 1 });
    },
  };
}

/**
 * The Level-up of a monster that destroyed a monster by battle ("During the End Phase of a turn that this card
 * destroyed a monster by battle: you can send this face-up card to the Graveyard; Special Summon 1 "<next>" from
 * your hand or Deck": Horus the Black Flame Dragon LV4 and LV6). `properly`: the monster Summoned may be Special
 * Summoned only so (Horus LV8: rule code `onlyByProcedure`), and this Summon is its proper one.
 */
export function levelUpAfterBattle(next: string, options: { properly?: boolean } = {}): Effect {
  const nexts = (ctx: EffectContext): CardId[] => [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === next);
  return {
    kind: 'trigger',
    label: `Send this card to the Graveyard: Special Summon "${next}" from your hand or Deck`,
    declares: ['toGraveyard', 'specialSummon'],
    optional: true,
    when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && destroyedAMonsterByBattleThisTurn(ctx),
    // The zone this card leaves is free for the Summon.
    condition: (ctx) => nexts(ctx).length > 0,
    cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
    resolve: (ctx) => {
      const offered = nexts(ctx);
      if (offered.length === 0 || freeMonsterZones(ctx) === 0) return;
      const chosen = ctx.chooseCard(ctx.player, `Choose a "${next}" to Special Summon`, offered);
      const fromDeck = ctx.deck('mine').includes(chosen);
      ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen), options.properly ? { properly: true } : {});
      if (fromDeck) ctx.shuffleDeck(ctx.player);
    },
  };
}

/**
 * A Trap Monster's activation ("Special Summon this card as a Normal Monster (…). (This card is also still a Trap
 * Card.)": Embodiment of Apophis; ygopro `AddMonsterAttribute`): it needs a Monster Zone to go to; as it resolves
 * the card leaves its Spell & Trap Zone for a Monster Zone, face-up in the position its player chooses, a monster
 * with the facts its module gives (`CardDefinition.trapMonster`) and still a Trap Card (card.ts `isMonsterIn`).
 * The Spell & Trap Zone it left stays unusable while it is there, though no card is in it (rule code
 * `trapMonsterZone`, recorded about it: it ends as the card leaves the Monster Zone); turned face-down, it goes
 * back there as a Set Trap Card (effects/context.ts `setPosition`). Off the field it is only a Trap Card.
 * Test: `test/trapMonsters.test.ts`.
 */
export function trapMonsterActivation(label: string, options: { during?: readonly ('main1' | 'main2')[] } = {}): ActivationEffect {
  const during = options.during ?? ['main1', 'main2'];
  return {
    kind: 'activation',
    label,
    declares: ['specialSummon'],
    during: during.map((phase) => ({ phase, turn: 'either' as const })),
    condition: (ctx) => ctx.freeMonsterZones().length > 0,
    resolve: (ctx) => {
      const zone = ctx.duel.players[ctx.player].spellTraps.findIndex((s) => s?.card === ctx.card);
      // It left its zone in answer (destroyed, returned): nothing is Summoned.
      if (zone < 0 || ctx.freeMonsterZones().length === 0) return;
      if (!ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card))) return;
      ctx.applyRule('trapMonsterZone', { player: ctx.player, card: ctx.card, key: String(zone) }, 'duel');
    },
  };
}
/*
 * A card's name and kind where it is (rule codes `nameBecomes`, `alsoNamed`, `treatedAsNormalMonster`,
 * `alsoArchetype`; stats.ts namesOf, isNormalMonster, isOfArchetype; test/cardNamesAndKinds.test.ts). Each is a
 * printed condition (ygopro's EFFECT_CHANGE_CODE, EFFECT_ADD_CODE, EFFECT_ADD_TYPE, EFFECT_ADD_SETCODE, which
 * cannot be negated), answered by where the card is.
 */

/** Whether the card asked about is on the field (a Monster Zone, or a Spell & Trap Zone) now. */
const onTheField = (ctx: QueryContext): boolean => ctx.controllerOf(ctx.card) !== null;
const inAGraveyard = (ctx: QueryContext): boolean => ctx.graveyard('all').includes(ctx.card);
const inAHand = (ctx: QueryContext): boolean => ctx.hand('all').includes(ctx.card);

/** "This card's name becomes <name> while it is on the field or in the GY" (Blue-Eyes Alternative White Dragon). */
export const nameOnFieldAndInGraveyard = (name: string): Effect => ({
  kind: 'condition',
  label: `Its name is "${name}" on the field and in the Graveyard`,
  rules: [{ code: 'nameBecomes', applies: (ctx) => (onTheField(ctx) || inAGraveyard(ctx) ? name : null) }],
});

/** "(This card is also always treated as <name>.)" (The Eye of Timaeus): wherever it is. */
export const alsoAlwaysNamed = (name: string): Effect => ({
  kind: 'condition',
  label: `Also treated as "${name}"`,
  rules: [{ code: 'alsoNamed', applies: () => [name] }],
});

/** "(This card is always treated as a <archetype> card.)" (Dragon Spirit of White: "Blue-Eyes"). */
export const alsoAlwaysArchetype = (archetype: string): Effect => ({
  kind: 'condition',
  label: `Also a "${archetype}" card`,
  rules: [{ code: 'alsoArchetype', applies: (_ctx, asked) => asked === archetype }],
});

/** "This card is treated as a Normal Monster while in the hand or Graveyard" (Dragon Spirit of White). */
export const normalMonsterInHandAndGraveyard = (): Effect => ({
  kind: 'condition',
  label: 'A Normal Monster in the hand and in the Graveyard',
  rules: [{ code: 'treatedAsNormalMonster', applies: (ctx) => inAHand(ctx) || inAGraveyard(ctx) }],
});

/**
 * The Artifacts' two shared effects: "You can Set this card from your hand to your Spell & Trap Zone as a Spell
 * Card" (rule code `setAsSpellCard`, the player's Set), and "During your opponent's turn, if this Set card in the
 * Spell & Trap Zone is destroyed and sent to your GY: Special Summon it" (a mandatory Trigger from the Graveyard,
 * face-up in the position its player chooses; the event `destroyed` says it was Set there).
 */
export const setAsSpellCard = (): Effect => ({
  kind: 'condition',
  label: 'May be Set as a Spell Card',
  rules: [{ code: 'setAsSpellCard' }],
});

export const summonWhenSetCardDestroyedInOpponentsTurn = (): Effect => ({
  kind: 'trigger',
  range: 'graveyard',
  label: 'Special Summon this card',
  declares: ['specialSummon'],
  when: (ctx, e) => e.type === 'destroyed' && e.card === ctx.card && e.setInSpellTrapZone === true && !isMyTurn(ctx) && ctx.graveyard('mine').includes(ctx.card),
  resolve: (ctx) => {
    if (ctx.graveyard('mine').includes(ctx.card) && freeMonsterZones(ctx) > 0) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
  },
});
