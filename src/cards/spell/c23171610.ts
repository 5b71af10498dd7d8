// Limiter Removal
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const faceUpMachines = (ctx: EffectContext): CardId[] =>
  ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Machine');

export default {
  passcode: '23171610',
  name: 'Limiter Removal',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Each face-up Machine monster you control both when this card is activated and when it resolves has its ATK doubled until the end of this turn; destroy those monsters during the End Phase.',
  effects: [
    {
      // Double the ATK of all Machine monsters you control at activation and resolution, until the End Phase; destroy them during the End Phase
      kind: 'activation',
      label: 'Double the ATK of your Machine monsters; destroy them in the End Phase',
      declares: ['modifyStats', 'destroy'],
      // An ATK change: it may be activated in the Damage Step until damage calculation (rulebook v9.1 "Damage Step").
      damageStep: true,
      condition: (ctx) => faceUpMachines(ctx).length > 0,
      // Not a cost: the Machines controlled as it is activated, kept with the Chain Link (public: they are face-up).
      cost: { can: () => true, pay: (ctx) => faceUpMachines(ctx).join(',') },
      resolve: (ctx) => {
        const atActivation = (ctx.declared ?? '').split(',');
        for (const machine of faceUpMachines(ctx).filter((c) => atActivation.includes(c))) {
          ctx.modifyUntilEndOfTurn(machine, { atk: ctx.atk(machine) });
          ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card: machine }, 'thisTurn');
        }
      },
    },
  ],
} satisfies CardDefinition;
