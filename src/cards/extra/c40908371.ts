// Azure-Eyes Silver Dragon
import type { CardDefinition } from '../../engine/card';
import { opponentOf } from '../../engine/constants';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '40908371',
  name: 'Azure-Eyes Silver Dragon',
  frame: 'synchro',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 9,
  atk: 2500,
  def: 3000,
  text:
    '1 Tuner + 1 or more non-Tuner monsters, the non-Tuners all Normal Monsters. When this card is Special Summoned: until the end of the next turn, the face-up Dragon monsters you control at that moment cannot be targeted or destroyed by card effects. Once per turn, during your Standby Phase: you can target 1 Normal Monster in your Graveyard; Special Summon it.',
  // 1 Tuner + 1+ non-Tuner Normal Monsters
  materials: { kind: 'synchro', nonTuner: (def) => def.frame === 'normal', text: '1 Tuner + 1 or more non-Tuner monsters, the non-Tuners all Normal Monsters' },
  effects: [
    {
      // When this card is Special Summoned: Dragon-Type monsters you currently control cannot be targeted or destroyed by card effects until the end of the next turn.
      kind: 'trigger',
      label: 'Your Dragons cannot be targeted or destroyed by card effects until the end of the next turn',
      declares: ['restrict'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card,
      resolve: (ctx) => {
        // "The next turn": the turn after this one, whoever's it is (recorded for that turn's player, turns alternate).
        const lasts = { turnsOf: opponentOf(ctx.duel.turnPlayer), count: 1 };
        for (const m of ctx.monsters('mine')) {
          if (!ctx.isFaceUp(m) || ctx.definition(m).monsterType !== 'Dragon') continue;
          ctx.applyRule('protects', { player: ctx.player, card: m }, lasts);
          ctx.applyRule('indestructibleByEffects', { player: ctx.player, card: m }, lasts);
        }
      },
    },
    {
      // Once per turn, during your Standby Phase: You can target 1 Normal Monster in your Graveyard; Special Summon that target.
      kind: 'trigger',
      label: 'Special Summon 1 Normal Monster from your Graveyard',
      declares: ['specialSummon'],
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{ prompt: 'Choose a Normal Monster in your Graveyard to Special Summon', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'normal' && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target) && freeMonsterZones(ctx) > 0) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
