// Timegazer Magician
import type { CardDefinition } from '../../engine/card';
import { barsDuringPendulumBattle, scaleUnlessPartner } from '../../engine/effects/library';

export default {
  passcode: '20409757',
  name: 'Timegazer Magician',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 3,
  scale: 8,
  atk: 1200,
  def: 600,
  text:
    'Pendulum Effects: you can activate this card in a Pendulum Zone only while you control no monsters. ' +
    'While your Pendulum Monster battles, your opponent cannot activate Trap Cards until the end of the Damage Step. ' +
    'If the card in your other Pendulum Zone is neither a "Magician" nor an "Odd-Eyes" card, this card\'s Pendulum Scale becomes 4. ' +
    "Monster Effect: once per turn, a card in your Pendulum Zone that your opponent's card effect would destroy is not destroyed.",
  pendulumActivation: (ctx) => ctx.monsters('mine').length === 0,
  effects: [
    barsDuringPendulumBattle('trap', 'While your Pendulum Monster battles, your opponent cannot activate Trap Cards'),
    scaleUnlessPartner(['Magician', 'Odd-Eyes'], 4),
    {
      // Monster effect: once per turn, a card in your Pendulum Zone is not destroyed by your opponent's card effect.
      kind: 'continuous',
      label: "Once per turn, a card in your Pendulum Zone is not destroyed by your opponent's card effect",
      oncePerTurn: 'card',
      preventsDestruction: (ctx, card, by) => by === ctx.opponent && ctx.duel.players[ctx.player].pendulum.some((s) => s?.card === card),
    },
  ],
} satisfies CardDefinition;
