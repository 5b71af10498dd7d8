// Elemental HERO Thunder Giant
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A face-up monster whose printed (original) ATK is lower than this card's current ATK. */
const weaker = (ctx: EffectContext, c: string): boolean => ctx.isFaceUp(c) && ctx.originalAtk(c) < ctx.atk(ctx.card);

export default {
  passcode: '61204971',
  name: 'Elemental HERO Thunder Giant',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 6,
  atk: 2400,
  def: 1500,
  text: '"Elemental HERO Sparkman" + "Elemental HERO Clayman". Only a Fusion Summon can bring it out of the Extra Deck; once Fusion Summoned, effects may Special Summon it again. Once per turn: you can discard 1 card to target 1 face-up monster whose original ATK is lower than this card\'s ATK; destroy it.',
  // "Elemental HERO Sparkman" + "Elemental HERO Clayman"; must be Fusion Summoned and cannot be Special Summoned by other ways
  materials: { kind: 'fusion', names: ['Elemental HERO Sparkman', 'Elemental HERO Clayman'] },
  effects: [
    {
      // Once per turn: You can discard 1 card to target 1 face-up monster on the field with original ATK less than this card's ATK; destroy that target
      kind: 'ignition',
      label: 'Discard a card: destroy a face-up monster with lower original ATK',
      declares: ['destroy', 'discard'],
      oncePerTurn: 'card',
      cost: discardOneCost('Elemental HERO Thunder Giant'),
      targets: [{ prompt: 'Choose a face-up monster with lower original ATK', from: 'monsters', filter: weaker }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // Both must still stand face-up, and the target's original ATK still be lower.
        if (!target || ctx.controllerOf(ctx.card) !== ctx.player || !ctx.isFaceUp(ctx.card) || ctx.controllerOf(target) === null || !weaker(ctx, target)) return;
        ctx.destroy([target]);
      },
    },
    {
      // Must be Fusion Summoned and cannot be Special Summoned by other ways: not from the Extra
      // Deck but by a Fusion Summon; once Fusion Summoned, it may be revived (rulebook v9.1
      // "Special Summon with a Card's Effect").
      kind: 'condition',
      label: 'Must be Fusion Summoned',
      rules: [{ code: 'onlyByProcedure' }],
    },
  ],
} satisfies CardDefinition;
