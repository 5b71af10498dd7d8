// Diffusion Wave-Motion
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A face-up Level 7 or higher Spellcaster-Type monster you control. */
const highSpellcaster = (ctx: EffectContext, c: string): boolean =>
  ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Spellcaster' && ctx.level(c) >= 7;

export default {
  passcode: '87880531',
  name: 'Diffusion Wave-Motion',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pay 1000 LP, then target 1 face-up Level 7 or higher Spellcaster monster you control. This turn, only that monster can attack, and it attacks each of your opponent\'s monsters once. Effect Monsters it destroys by those attacks do not activate their effects.',
  effects: [
    {
      // Pay 1000 Life Points. Select 1 Level 7 or higher Spellcaster-Type monster on your side of the field. During this
      // turn, only the selected monster can attack and it attacks all monsters on your opponent's side of the field once
      // each. The effects of Effect Monsters destroyed by this attack(s) are not activated. (ygopro: targets it, and only
      // while the Battle Phase may still be entered: the Main Phase 1 of a turn after the first.)
      kind: 'activation',
      label: 'Pay 1000 LP: only your Level 7+ Spellcaster attacks this turn, each of the opponent\'s monsters once',
      declares: ['restrict'],
      condition: (ctx) => ctx.phase() === 'main1' && ctx.duel.turn > 1,
      cost: payLpCost(1000),
      targets: [{ prompt: 'Choose a face-up Level 7 or higher Spellcaster monster you control', from: 'monsters', filter: highSpellcaster }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !highSpellcaster(ctx, target)) return;
        // "Only the selected monster can attack": every monster you control this turn but that one, Summoned later too.
        ctx.applyRule('othersCannotAttack', { player: ctx.player, key: target }, 'thisTurn');
        ctx.applyRule('attacksEachMonster', { player: ctx.player, card: target }, 'thisTurn');
        ctx.applyRule('negatesBattleDestroyed', { player: ctx.player, card: target }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
