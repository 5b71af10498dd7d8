// The Fiend Megacyber
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '66362965',
  name: 'The Fiend Megacyber',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 6,
  atk: 2200,
  def: 1200,
  text: 'If your opponent controls at least 2 more monsters than you do, you can Special Summon this card from your hand (not an effect: it starts no Chain).',
  // If your opponent controls at least 2 more monsters than you do, you can Special Summon this card (from your hand)
  summonProcedure: { from: 'hand', condition: (ctx) => ctx.monsters('theirs').length >= ctx.monsters('mine').length + 2 },
} satisfies CardDefinition;
