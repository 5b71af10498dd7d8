// Sinister Serpent
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '08131171',
  name: 'Sinister Serpent',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Reptile',
  level: 1,
  atk: 300,
  def: 250,
  text: 'In your Standby Phase, if it lies in your Graveyard, you may take it back into your hand; then, in your opponent\'s next End Phase, 1 Sinister Serpent in your Graveyard is banished. Once per turn.',
  effects: [
    {
      // During your Standby Phase, if this card is in your Graveyard: You can add it to your hand, also banish 1
      // "Sinister Serpent" from your Graveyard during your opponent's next End Phase. Once per turn.
      kind: 'trigger',
      label: 'Add it to your hand from the Graveyard',
      declares: ['toHand'],
      range: 'graveyard',
      optional: true,
      oncePerTurn: 'name',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.addToHand([ctx.card]);
        ctx.awaitLater('banishInTheirEndPhase', { turnsOf: ctx.opponent, count: 1 });
      },
    },
    {
      // ... banish 1 "Sinister Serpent" from your Graveyard during your opponent's next End Phase.
      kind: 'trigger',
      key: 'banishInTheirEndPhase',
      label: 'Banish 1 Sinister Serpent from your Graveyard',
      declares: ['banish'],
      range: 'delayed',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && e.player === ctx.opponent,
      resolve: (ctx) => {
        const serpents = ctx.graveyard('mine').filter((c) => ctx.definition(c).name === 'Sinister Serpent' && ctx.mayBanish(c));
        if (serpents.length > 0) ctx.banish([serpents.length === 1 ? serpents[0]! : ctx.chooseCard(ctx.player, 'Choose a Sinister Serpent to banish', serpents)]);
      },
    },
  ],
} satisfies CardDefinition;
