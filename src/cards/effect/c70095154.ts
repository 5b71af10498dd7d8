// Cyber Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '70095154',
  name: 'Cyber Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 5,
  atk: 2100,
  def: 1600,
  text: 'A chrome serpent that answers an empty field: while only your opponent has monsters out, it can come straight from your hand without a Tribute.',
  // If only your opponent controls a monster, you can Special Summon this card (from your hand).
  // A Summon procedure, not an effect: it starts no Chain and does not use the Normal Summon.
  summonProcedure: {
    from: 'hand',
    condition: (ctx) => ctx.monsters('mine').length === 0 && ctx.monsters('theirs').length > 0,
  },
} satisfies CardDefinition;
