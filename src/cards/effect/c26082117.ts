// Gagaga Magician
import type { CardDefinition } from '../../engine/card';

const LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

export default {
  passcode: '26082117',
  name: 'Gagaga Magician',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1500,
  def: 1000,
  text: 'Once per turn: you can declare a Level from 1 to 8; this card becomes that Level until the End Phase. You can only control 1 face-up "Gagaga Magician". This card cannot be used as Synchro Material.',
  effects: [
    {
      // Once per turn: you can declare a Level from 1 to 8; this card becomes that Level until the End Phase
      kind: 'ignition',
      label: 'Make its Level 1 to 8 until the End Phase',
      declares: ['modifyStats'],
      oncePerTurn: 'card',
      // Declaring the Level it already has would change nothing.
      declare: { prompt: 'Declare a Level for Gagaga Magician', options: (ctx) => LEVELS.filter((l) => Number(l) !== ctx.level(ctx.card)) },
      resolve: (ctx) => {
        if (!ctx.isFaceUp(ctx.card) || ctx.controllerOf(ctx.card) !== ctx.player || ctx.declared === null) return;
        ctx.changeLevelUntilEndOfTurn(ctx.card, Number(ctx.declared));
      },
    },
    {
      // You can only control 1 face-up "Gagaga Magician". Cannot be used as Synchro Material.
      kind: 'condition',
      label: 'Only 1 face-up under your control; never Synchro Material',
      rules: [{ code: 'onlyOneFaceUp' }, { code: 'notSynchroMaterial' }],
    },
  ],
} satisfies CardDefinition;
