// Ancient Lamp
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const LA_JINN = 'La Jinn the Mystical Genie of the Lamp';

/** "La Jinn the Mystical Genie of the Lamp" in your hand that may be Special Summoned now. */
const laJinnInHand = (ctx: EffectContext): CardId[] =>
  freeMonsterZones(ctx) === 0 ? [] : ctx.hand('mine').filter((c) => ctx.definition(c).name === LA_JINN && ctx.maySpecialSummonByEffect(c));

const inDefense = (ctx: EffectContext, card: CardId): boolean =>
  [...ctx.duel.players[0].monsters, ...ctx.duel.players[1].monsters].some((m) => m?.card === card && m.position === 'defense');

/** The battle this card was attacked in face-down Defense Position by an opponent's monster (flipped before damage calculation). */
function attackedFaceDown(ctx: EffectContext): CardId | null {
  const attack = ctx.attack;
  if (!attack?.damageStep || attack.target !== ctx.card || !attack.targetFlipped || !inDefense(ctx, ctx.card)) return null;
  return ctx.controllerOf(attack.attacker) === ctx.opponent ? attack.attacker : null;
}

export default {
  passcode: '54912977',
  name: 'Ancient Lamp',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 900,
  def: 1400,
  text: 'While face-up on the field, in your Main Phase you can Special Summon "La Jinn the Mystical Genie of the Lamp" from your hand. When this card is attacked in face-down Defense Position, target 1 of the attacker\'s controller\'s monsters other than the attacker: the attacker attacks that monster instead.',
  effects: [
    {
      // While this card is face-up on the field, during your Main Phase, you can Special Summon "La Jinn the Mystical Genie
      // of the Lamp" from your hand (an Ignition Effect, not once per turn).
      kind: 'ignition',
      label: 'Special Summon "La Jinn the Mystical Genie of the Lamp" from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => laJinnInHand(ctx).length > 0,
      resolve: (ctx) => {
        if (!ctx.isFaceUp(ctx.card) || !ctx.cardsOnField('mine').includes(ctx.card)) return;
        const offered = laJinnInHand(ctx);
        if (offered.length === 0) return;
        const pick = offered.length === 1 ? offered[0]! : ctx.chooseCard(ctx.player, `Choose "${LA_JINN}" to Special Summon`, offered);
        ctx.specialSummon(pick, ctx.player, chooseSummonPosition(ctx, pick));
      },
    },
    {
      // When this face-down Defense Position card is attacked, select 1 opponent's monster (except the attacking monster).
      // The attacking monster attacks the selected monster instead. (Flipped face-up before damage calculation, it goes off
      // then: the attack is redirected to a monster of the attacker's own controller, ctx.changeAttackTarget.)
      kind: 'trigger',
      label: "Target another monster of the attacking monster's controller: the attacking monster attacks it instead",
      declares: [],
      when: (ctx, e) => e.type === 'beforeDamageCalculation' && e.target === ctx.card && attackedFaceDown(ctx) !== null,
      targets: [{
        prompt: "Choose a monster of your opponent's, other than the attacking monster, for it to attack instead",
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && c !== ctx.attack?.attacker,
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        const attack = ctx.attack;
        if (target === undefined || !attack?.damageStep || !ctx.cardsOnField('theirs').includes(target) || !ctx.cardsOnField('theirs').includes(attack.attacker)) return;
        ctx.changeAttackTarget(target);
      },
    },
  ],
} satisfies CardDefinition;
