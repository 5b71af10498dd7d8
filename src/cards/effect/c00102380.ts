// Lava Golem
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The monsters your opponent controls that may be Tributed. */
const theirTributes = (ctx: EffectContext): string[] => ctx.monsters('theirs').filter((c) => ctx.mayBeTributed(c));
/** Tributes for it need 2 such monsters, and no Normal Summon or Set of yours this turn. */
const canSummon = (ctx: EffectContext): boolean => theirTributes(ctx).length >= 2 && !ctx.duel.players[ctx.player].normalSummonUsed;

export default {
  passcode: '00102380',
  name: 'Lava Golem',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Fiend',
  level: 8,
  atk: 3000,
  def: 2500,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card from your hand to your opponent\'s field by Tributing 2 monsters your opponent controls; only after that may other cards Special Summon it. You cannot Normal Summon or Set a monster in the turn you Special Summon it this way. During each of its controller\'s Standby Phases: its controller takes 1000 damage.',
  summonProcedure: {
    from: 'hand',
    to: 'opponent',
    condition: canSummon,
    cost: {
      can: canSummon,
      pay: (ctx) => {
        const first = ctx.chooseCard(ctx.player, 'Choose a monster your opponent controls to Tribute (1 of 2)', theirTributes(ctx));
        const second = ctx.chooseCard(ctx.player, 'Choose a monster your opponent controls to Tribute (2 of 2)', theirTributes(ctx).filter((c) => c !== first));
        ctx.tribute([first, second]);
        // "You cannot Normal Summon/Set the turn you Special Summon this card" (recorded as the Summon is made, as ygopro's procedure does).
        ctx.applyRule('noNormalSummons', { player: ctx.player }, 'thisTurn');
      },
    },
  },
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) to your opponent's field by Tributing 2 monsters they control.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // During each of the controller's Standby Phases: The controller takes 1000 damage.
      kind: 'trigger',
      label: 'Its controller takes 1000 damage',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      resolve: (ctx) => ctx.damage(ctx.player, 1000),
    },
  ],
} satisfies CardDefinition;
