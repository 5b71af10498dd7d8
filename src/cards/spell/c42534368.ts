// Silent Doom
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '42534368',
  name: 'Silent Doom',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Choose 1 Normal Monster in your Graveyard as the target: it is Special Summoned to your field face-up in Defense Position. While it stays on the field, it cannot attack.',
  effects: [
    {
      // Target 1 Normal Monster in your Graveyard; Special Summon it in face-up Defense Position. It cannot attack.
      kind: 'activation',
      label: 'Special Summon a Normal Monster from your Graveyard in Defense Position; it cannot attack',
      declares: ['specialSummon', 'restrict'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [
        {
          prompt: 'Choose a Normal Monster in your Graveyard',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.isNormalMonster(c) && ctx.maySpecialSummonByEffect(c),
        },
      ],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.specialSummon(target, ctx.player, 'defense')) return;
        // A rule about the monster lasts while it stays face-up on the field (board.ts forgetRulesAbout).
        ctx.applyRule('cannotAttack', { player: ctx.player, card: target }, 'duel');
      },
    },
  ],
} satisfies CardDefinition;
