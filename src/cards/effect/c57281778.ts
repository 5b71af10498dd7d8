// Ryu Kokki
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '57281778',
  name: 'Ryu Kokki',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 6,
  atk: 2400,
  def: 2000,
  text: 'A dragon of bones that hates warriors and mages: a Warrior or Spellcaster monster it fought is destroyed when the battle is over.',
  effects: [
    {
      // At the end of the Damage Step, if this card battled a Warrior or Spellcaster monster: destroy that monster
      // (keyed to the battle: even if this card was destroyed by it)
      kind: 'trigger',
      label: 'Destroy the Warrior or Spellcaster monster it battled',
      declares: ['destroy'],
      evenIfDestroyedByThatBattle: true,
      when: (ctx, e) => {
        if (e.type !== 'battleEnded' || e.target === 'direct' || (e.attacker !== ctx.card && e.target !== ctx.card)) return false;
        const other = e.attacker === ctx.card ? e.target : e.attacker;
        const type = ctx.definition(other).monsterType;
        return ctx.controllerOf(other) !== null && (type === 'Warrior' || type === 'Spellcaster');
      },
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'battleEnded' || e.target === 'direct') return;
        const other = e.attacker === ctx.card ? e.target : e.attacker;
        if (ctx.controllerOf(other) !== null) ctx.destroy([other]);
      },
    },
  ],
} satisfies CardDefinition;
