// Number 38: Hope Harbinger Dragon Titanic Galaxy
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId, DuelEvent } from '../../engine/state';

/** The Chain Link just activated, if it is a Spell Card or a Spell's effect activated on the field, its effect not negated yet. */
function spellOnField(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || last.negated || last.effectNegated || ctx.definition(last.card).frame !== 'spell') return null;
  return last.activatedIn === 'spellTrap' || last.activatedIn === 'field' || last.activatedIn === 'pendulum' ? last : null;
}

/** Whether this face-up card is on the field. */
const standing = (ctx: EffectContext): boolean => ctx.isFaceUp(ctx.card) && ctx.monsters('mine').includes(ctx.card);

/** Your face-up Xyz Monsters on the field. */
const yourFaceUpXyz = (ctx: EffectContext): CardId[] => ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).frame === 'xyz');

/**
 * The Xyz Monster of yours (an Xyz Monster on the field is face-up) that `e` says was destroyed by battle or by a card
 * effect, with an original ATK above 0, or null.
 */
function yourXyzDestroyed(ctx: EffectContext, e: DuelEvent | null): CardId | null {
  if (!e || (e.type !== 'destroyed' && e.type !== 'destroyedByBattle') || e.controller !== ctx.player) return null;
  const def = ctx.definition(e.card);
  return def.frame === 'xyz' && (def.atk ?? 0) > 0 ? e.card : null;
}

export default {
  passcode: '63767246',
  name: 'Number 38: Hope Harbinger Dragon Titanic Galaxy',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  text: '2 Level 8 monsters. Once per turn, in either player\'s turn, when a Spell Card or Spell effect is activated on the field: you can negate that effect, and if you do, attach that card to this card as Xyz Material. When an opponent\'s monster declares an attack: you can detach 1 Xyz Material from this card; the attack is changed to this card and damage calculation is performed. If a face-up Xyz Monster you control is destroyed by battle or by a card effect: you can target 1 face-up Xyz Monster you control; it gains ATK equal to the destroyed monster\'s original ATK.',
  // 2 Level 8 monsters
  materials: { kind: 'xyz', level: 8, count: 2 },
  effects: [
    {
      // Once per turn, during either player's turn, when a Spell Card or effect is activated on the field: You can negate
      // that effect, and if you do, attach that card to this card as Xyz Material.
      kind: 'quick',
      label: 'Negate a Spell activated on the field and attach that card to this card as Xyz Material',
      declares: ['negate'],
      oncePerTurn: 'card',
      damageStep: false,
      condition: (ctx) => spellOnField(ctx) !== null,
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (!link || link.negated || link.effectNegated) return;
        ctx.negateEffect(link);
        // "If you do": the Spell still on the field is attached to this face-up card still on the field.
        if (standing(ctx) && ctx.cardsOnField('all').includes(link.card)) ctx.attachMaterials([link.card], ctx.card);
      },
    },
    {
      // When an opponent's monster declares an attack: You can detach 1 Xyz Material from this card; change the attack
      // target to this card and perform damage calculation (the attack goes on against this card, not replayed).
      kind: 'trigger',
      label: 'Detach 1 Xyz Material: the attack is changed to this card',
      declares: [],
      optional: true,
      when: (ctx, e) => e.type === 'attackDeclared' && ctx.controllerOf(e.attacker) === ctx.opponent && e.target !== ctx.card && standing(ctx),
      cost: detachCost(1),
      resolve: (ctx) => {
        const attack = ctx.attack;
        if (!standing(ctx) || !attack || attack.damageStep || ctx.controllerOf(attack.attacker) !== ctx.opponent) return;
        ctx.changeAttackTarget(ctx.card);
      },
    },
    {
      // If a face-up Xyz Monster(s) you control is destroyed by battle or card effect: You can target 1 face-up Xyz Monster
      // you control; it gains ATK equal to 1 of those destroyed monster's original ATK. (The Trigger goes off once for the
      // monsters destroyed together: the one whose destruction set it off gives its original ATK.)
      kind: 'trigger',
      label: "A face-up Xyz Monster you control gains the destroyed Xyz Monster's original ATK",
      declares: ['modifyStats'],
      optional: true,
      when: (ctx, e) => yourXyzDestroyed(ctx, e) !== null && standing(ctx),
      targets: [{ prompt: 'Choose a face-up Xyz Monster you control to gain ATK', from: 'monsters', filter: (ctx, c) => yourFaceUpXyz(ctx).includes(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        const destroyed = yourXyzDestroyed(ctx, ctx.triggeredBy);
        if (target === undefined || destroyed === null || !yourFaceUpXyz(ctx).includes(target)) return;
        ctx.changeStats(target, { atk: ctx.definition(destroyed).atk ?? 0 });
      },
    },
  ],
} satisfies CardDefinition;
