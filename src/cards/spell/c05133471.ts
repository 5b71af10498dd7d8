// Galaxy Cyclone
import type { CardDefinition } from '../../engine/card';
import { sentToGraveyardThisTurn } from '../../engine/effects/library';


export default {
  passcode: '05133471',
  name: 'Galaxy Cyclone',
  frame: 'spell',
  subtype: ['normal'],
  text:
    'Target 1 Set Spell or Trap Card on the field; destroy it. In your Main Phase, but not the turn this card was sent to the Graveyard: you can banish this card from your Graveyard and target 1 face-up Spell or Trap Card on the field; destroy it. This effect of "Galaxy Cyclone" can be used only once per turn.',
  effects: [
    {
      // Target 1 Set Spell/Trap Card on the field; destroy it.
      kind: 'activation',
      label: 'Destroy 1 Set Spell or Trap Card on the field',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a Set Spell or Trap Card on the field', from: 'spellTraps', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && !ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
    {
      // During your Main Phase, except the turn this card was sent to the Graveyard: You can banish this card from your Graveyard,
      // then target 1 face-up Spell/Trap Card on the field; destroy it. You can only use this effect of "Galaxy Cyclone" once per turn.
      kind: 'ignition',
      label: 'Banish this card from your Graveyard: destroy 1 face-up Spell or Trap Card on the field',
      declares: ['banish', 'destroy'],
      range: 'graveyard',
      oncePerTurn: 'name',
      condition: (ctx) => !sentToGraveyardThisTurn(ctx),
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{ prompt: 'Choose a face-up Spell or Trap Card on the field', from: 'spellTraps', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
