// Heavy Mech Support Platform
import type { CardDefinition } from '../../engine/card';
import { unionProcedure } from '../../engine/effects/library';

export default {
  passcode: '23265594',
  name: 'Heavy Mech Support Platform',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 3,
  atk: 500,
  def: 500,
  text: 'Once per turn, you can either: target 1 Machine monster you control and equip this card to it, or unequip this card and Special Summon it in Attack Position. While equipped this way, that monster gains 500 ATK and DEF; if it would be destroyed, destroy this card instead. A monster can hold only 1 Union monster at a time.',
  // Union: equip to your Machine monster or unequip, once per turn; the equipped monster gains 500 ATK/DEF; destroyed
  // instead of it (by battle or card effect); 1 Union monster at a time
  effects: unionProcedure({
    host: (ctx, c) => ctx.definition(c).monsterType === 'Machine',
    hostText: 'Machine monster',
    oneAtATime: true,
    unequipIn: 'attack',
    insteadOf: 'battleOrEffect',
    change: { atk: 500, def: 500 },
  }),
} satisfies CardDefinition;
