// Mirror Wall
import type { CardDefinition } from '../../engine/card';
import { maintenanceCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Keeps the attacking monster among the ones whose ATK this card halves, if it is an opponent's face-up monster on the field. */
function keepAttacker(ctx: EffectContext, attacker: string): void {
  if (ctx.controllerOf(attacker) !== ctx.opponent || !ctx.isFaceUp(attacker)) return;
  const kept = ctx.keptTargets();
  if (!kept.includes(attacker)) ctx.keepTargets([...kept, attacker]);
}

export default {
  passcode: '22359980',
  name: 'Mirror Wall',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Your opponent's monsters that attack while this card is face-up (the one attacking as it is activated included) have their ATK halved for as long as this card stays on the field. In each of your Standby Phases, pay 2000 LP; if you do not, this card is destroyed.",
  effects: [
    {
      // Each of your opponent's monsters that conducted an attack while this card was face-up on the field has its ATK
      // halved as long as this card remains on the field (the monster attacking as it is activated counts).
      kind: 'activation',
      label: "Halve the ATK of your opponent's attacking monsters",
      declares: ['modifyStats'],
      damageStep: true,
      resolve: (ctx) => {
        if (ctx.attack) keepAttacker(ctx, ctx.attack.attacker);
      },
      rules: [{ code: 'halvesAtk', applies: (ctx, monster) => ctx.keptTargets().includes(monster) }],
    },
    {
      // Each attack of an opponent's monster while it is face-up: that monster is one it halves (no Chain)
      kind: 'trigger',
      withoutChain: true,
      label: "Halve the attacking monster's ATK",
      declares: ['modifyStats'],
      when: (ctx, e) => e.type === 'attackDeclared' && ctx.controllerOf(e.attacker) === ctx.opponent,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'attackDeclared') keepAttacker(ctx, e.attacker);
      },
    },
    // During each of your Standby Phases, pay 2000 LP or destroy this card.
    maintenanceCost(2000),
  ],
} satisfies CardDefinition;
