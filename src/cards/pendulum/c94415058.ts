// Stargazer Magician
import type { CardDefinition } from '../../engine/card';
import { barsDuringPendulumBattle, chooseSummonPosition, freeMonsterZones, scaleUnlessPartner } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId, DuelEvent } from '../../engine/state';

/**
 * Exactly 1 other Pendulum Monster you controlled (and no other card) returned to your hand by your
 * opponent's card effect, outside the Damage Step.
 */
const bouncedByOpponent = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'returnedToHand' && e.by === ctx.opponent && e.controller === ctx.player && e.card !== ctx.card &&
  ctx.definition(e.card).frame === 'pendulum' && ctx.hand('mine').includes(e.card) &&
  ctx.duel.flow.triggerQueue.filter((x) => x.type === 'returnedToHand').length === 1 && ctx.attack?.damageStep !== true;

/** Monsters in your hand with the returned monster's name (that monster itself included). */
function sameNameInHand(ctx: EffectContext): CardId[] {
  const e = ctx.triggeredBy;
  if (!e || e.type !== 'returnedToHand') return [];
  const name = ctx.definition(e.card).name;
  return ctx.hand('mine').filter((c) => ctx.definition(c).name === name);
}

export default {
  passcode: '94415058',
  name: 'Stargazer Magician',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 5,
  scale: 1,
  atk: 1200,
  def: 2400,
  text:
    'Pendulum Effects: once your Pendulum Monster attacks or is attacked, your opponent cannot activate Spell Cards until the end of the Damage Step. ' +
    'If the card in your other Pendulum Zone is neither a "Magician" nor an "Odd-Eyes" card, this card\'s Pendulum Scale becomes 4. ' +
    "Monster Effect (once per turn): when your opponent's card effect returns exactly 1 other Pendulum Monster you control (and no other card) to your hand, outside the Damage Step, you can Special Summon 1 monster with that name from your hand.",
  effects: [
    barsDuringPendulumBattle('spell', 'While your Pendulum Monster attacks or is attacked, your opponent cannot activate Spell Cards'),
    scaleUnlessPartner(['Magician', 'Odd-Eyes'], 4),
    {
      // Monster effect: your opponent bounced your other Pendulum Monster: Special Summon one of that name from the hand.
      kind: 'trigger',
      label: 'Special Summon a monster with the returned monster\'s name from your hand',
      declares: ['specialSummon'],
      optional: true,
      oncePerTurn: 'card',
      when: bouncedByOpponent,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        const options = sameNameInHand(ctx).filter((c) => ctx.maySpecialSummonByEffect(c));
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose the monster to Special Summon from your hand', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;
