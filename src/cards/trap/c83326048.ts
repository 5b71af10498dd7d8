// Dimension Barrier
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '83326048',
  name: 'Dimension Barrier',
  frame: 'trap',
  subtype: ['normal'],
  text: 'As you activate it, declare Ritual, Fusion, Synchro, Xyz or Pendulum. For the rest of this turn, neither player can Special Summon monsters of that card type, and the face-up monsters of that card type on the field have their effects negated. Once per turn: only 1 "Dimension Barrier" may be activated per turn.',
  effects: [
    {
      // Declare 1 monster card type (Ritual, Fusion, Synchro, Xyz, or Pendulum); this turn, neither player can Special
      // Summon monsters of the declared type, also negate the effects of face-up monsters on the field of the declared
      // type while they are on the field. You can only activate 1 "Dimension Barrier" per turn.
      kind: 'activation',
      label: 'Declare a monster card type: no Special Summons of it and its face-up monsters negated this turn',
      declares: ['restrict', 'negate'],
      oncePerTurn: 'name',
      declare: { prompt: 'Declare a monster card type', options: () => ['Ritual', 'Fusion', 'Synchro', 'Xyz', 'Pendulum'] },
      resolve: (ctx) => {
        if (ctx.declared === null) return;
        const kind = ctx.declared.toLowerCase();
        for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noSpecialSummonsOfKind', { player, key: kind }, 'thisTurn');
        ctx.applyRule('negatesEffectsOfKind', { player: ctx.player, key: kind }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
