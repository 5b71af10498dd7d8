// Timegazer Magician
import type { CardDefinition } from '../../engine/card';
import { barsDuringPendulumBattle, scaleUnlessPartner, inPendulumZone } from '../../engine/effects/library';

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
    'Pendulum Effects: you can activate this card only while you control no monsters. While a Pendulum Monster you control attacks or is attacked, your opponent cannot activate Trap Cards until the end of the Damage Step. If your other Pendulum Zone holds neither a "Magician" nor an "Odd-Eyes" card, this card\'s Pendulum Scale becomes 4. Monster Effect: once per turn, the first card(s) in your Pendulum Zones that your opponent\'s card effect would destroy are not destroyed.',
  pendulumActivation: (ctx) => ctx.monsters('mine').length === 0,
  effects: [
    barsDuringPendulumBattle('trap', 'While your Pendulum Monster attacks or is attacked, your opponent cannot activate Trap Cards'),
    scaleUnlessPartner(['Magician', 'Odd-Eyes'], 4),
    {
      // Monster effect: each turn, the first card(s) in your Pendulum Zone your opponent's card effect would destroy are not destroyed.
      kind: 'continuous',
      label: "Each turn, the first card(s) in your Pendulum Zone your opponent's card effect would destroy are not destroyed",
      oncePerTurn: 'card',
      rules: [{ code: 'preventsDestruction', applies: (ctx, card, by) => by === ctx.opponent && inPendulumZone(ctx, card) }],
    },
  ],
} satisfies CardDefinition;
