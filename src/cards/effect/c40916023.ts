// Aqua Spirit
import type { CardDefinition } from '../../engine/card';
import { banishOneFromGraveyard, theirStandbyPhase } from '../../engine/effects/library';

export default {
  passcode: '40916023',
  name: 'Aqua Spirit',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 4,
  atk: 1600,
  def: 1200,
  text: "Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 1 WATER monster from your Graveyard. Once per turn, during each of your opponent's Standby Phases: you can target 1 face-up monster they control and change its battle position; it cannot change position again for the rest of that turn.",
  summonProcedure: banishOneFromGraveyard('a WATER monster', (_def, ctx, c) => ctx.hasAttribute(c, 'WATER')),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. It can only be Special Summoned by removing 1 WATER monster in your Graveyard from play.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // During each of your opponent's Standby Phases, you can change the battle position of 1 of your opponent's face-up
      // monsters; it must remain in that position for the rest of the turn (a targeting optional Trigger, once per turn: the script).
      kind: 'trigger',
      label: "Change the battle position of 1 of your opponent's face-up monsters (locked for the turn)",
      declares: ['position', 'restrict'],
      optional: true,
      oncePerTurn: 'card',
      when: theirStandbyPhase,
      targets: [{ prompt: "Choose 1 face-up monster your opponent controls", from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.opponent || !ctx.isFaceUp(target)) return;
        const position = ctx.duel.players[ctx.opponent].monsters.find((s) => s?.card === target)?.position;
        ctx.setPosition(target, position === 'attack' ? 'defense' : 'attack', true);
        ctx.applyRule('cannotChangePosition', { player: ctx.player, card: target }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
