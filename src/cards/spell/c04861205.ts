// Call of the Mummy
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const zombiesInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' && ctx.definition(c).monsterType === 'Zombie');

export default {
  passcode: '04861205',
  name: 'Call of the Mummy',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Continuous Spell. Once per turn, in your Main Phase, while you control no monsters: you can Special Summon 1 Zombie monster from your hand (you must still control no monsters when it resolves).',
  effects: [
    {
      // Activating the card itself: it stays face-up on the field
      kind: 'activation',
      label: 'Activate Call of the Mummy',
    },
    {
      // Once per turn: You can Special Summon 1 Zombie-Type monster from your hand. You must control no monsters to activate and to resolve this effect
      kind: 'ignition',
      label: 'Special Summon a Zombie from your hand (while you control no monsters)',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.monsters('mine').length === 0 && zombiesInHand(ctx).length > 0,
      resolve: (ctx) => {
        const options = zombiesInHand(ctx);
        if (ctx.monsters('mine').length > 0 || options.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Zombie to Special Summon', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;
