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
  text: 'If your opponent controls a monster and you control none, you can Special Summon this card from your hand (this starts no Chain).',
  // If only your opponent controls a monster, you can Special Summon this card (from your hand).
  // A Summon procedure, not an effect: it starts no Chain and does not use the Normal Summon.
  summonProcedure: {
    from: 'hand',
    condition: (ctx) => ctx.monsters('mine').length === 0 && ctx.monsters('theirs').length > 0,
  },
} satisfies CardDefinition;
