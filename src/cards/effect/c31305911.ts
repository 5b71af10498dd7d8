// Marshmallon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '31305911',
  name: 'Marshmallon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 3,
  atk: 300,
  def: 500,
  text: 'After damage calculation, if an attack targeted this card while it was face-down at the start of the Damage Step, the attacking monster\'s controller takes 1000 damage. Battles never destroy this card.',
  effects: [
    {
      // After damage calculation, if this card was attacked, and was face-down at the start of the Damage Step: The
      // attacking player takes 1000 damage (mandatory; the script's EVENT_BATTLED with its battle position face-down).
      kind: 'trigger',
      label: 'The attacking player takes 1000 damage',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'damageCalculated' && e.target === ctx.card && e.targetFaceDownAtStart === true && ctx.monsters('all').includes(ctx.card),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'damageCalculated') return;
        // The attacking player: the turn player, who controls the attacker (even if it has left the field).
        ctx.damage(ctx.controllerOf(e.attacker) ?? ctx.opponent, 1000);
      },
    },
    {
      // Cannot be destroyed by battle.
      kind: 'continuous',
      label: 'Cannot be destroyed by battle',
      rules: [{ code: 'indestructibleByBattleWith', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
