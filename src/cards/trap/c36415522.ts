// Performapal Pinch Helper
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, freeMonsterZones, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId, DuelEvent } from '../../engine/state';

/** A "Performapal" monster in your Deck that may be Special Summoned. */
const performapal = (ctx: EffectContext, c: CardId): boolean =>
  isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Performapal') && ctx.maySpecialSummonByEffect(c);

/** Your monster in a battle just declared between a monster you control and one your opponent controls, if it is one. */
function yourMonsterInBattle(ctx: EffectContext, e: DuelEvent): CardId | null {
  if (e.type !== 'attackDeclared' || e.target === 'direct') return null;
  const [a, t] = [ctx.controllerOf(e.attacker), ctx.controllerOf(e.target)];
  if (a === ctx.player && t === ctx.opponent) return e.attacker;
  if (a === ctx.opponent && t === ctx.player) return e.target;
  return null;
}

export default {
  passcode: '36415522',
  name: 'Performapal Pinch Helper',
  frame: 'trap',
  subtype: ['continuous'],
  text:
    'Continuous Trap. Once per turn, when an opponent\'s monster declares a direct attack: you can negate that attack, and if you do, Special Summon 1 "Performapal" monster from your Deck with its effects negated. When an attack is declared between a monster you control and an opponent\'s monster: you can send this card to the Graveyard (cost); you take no battle damage from that battle.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Performapal Pinch Helper face-up',
    },
    {
      // Once per turn, when an opponent's monster declares a direct attack: You can negate the attack, and if you do,
      // Special Summon 1 "Performapal" monster from your Deck, but its effects are negated.
      kind: 'trigger',
      key: 'negateDirectAttack',
      optional: true,
      oncePerTurn: 'card',
      label: 'Negate the direct attack and Special Summon a "Performapal" monster from your Deck',
      declares: ['negate', 'specialSummon'],
      when: (ctx, e) => e.type === 'attackDeclared' && e.target === 'direct' && ctx.controllerOf(e.attacker) === ctx.opponent,
      condition: (ctx) => freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => performapal(ctx, c)),
      resolve: (ctx) => {
        // The card must still be on the field, and the attack still there to negate.
        if (ctx.controllerOf(ctx.card) !== ctx.player || !ctx.attack) return;
        ctx.negateAttack();
        specialSummonFromDeck(ctx, 'Choose a "Performapal" monster to Special Summon', (c) => performapal(ctx, c), { negateEffects: true });
      },
    },
    {
      // When an attack is declared involving a monster you control and an opponent's monster: You can send this card to
      // the GY; you take no battle damage from that battle.
      kind: 'trigger',
      key: 'noBattleDamage',
      optional: true,
      label: 'Send this card to the Graveyard: take no battle damage from this battle',
      declares: ['toGraveyard', 'restrict'],
      when: (ctx, e) => yourMonsterInBattle(ctx, e) !== null,
      cost: { can: () => true, pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        const monster = e ? yourMonsterInBattle(ctx, e) : null;
        // Only while that monster is still in the battle.
        const attack = ctx.attack;
        if (monster === null || !attack || (attack.attacker !== monster && attack.target !== monster)) return;
        ctx.applyRule('noBattleDamage', { player: ctx.player, card: monster }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
