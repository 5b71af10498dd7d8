// Junk Warrior
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '60800381',
  name: 'Junk Warrior',
  frame: 'synchro',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 5,
  atk: 2300,
  def: 1300,
  text: '"Junk Synchron" + 1 or more non-Tuner monsters. When this card is Synchro Summoned: it gains ATK equal to the total ATK of the Level 2 or lower monsters you control.',
  // "Junk Synchron" + 1+ non-Tuner monsters
  materials: { kind: 'synchro', tuner: (t) => t.name === 'Junk Synchron', text: '"Junk Synchron" + 1 or more non-Tuner monsters' },
  effects: [
    {
      // When this card is Synchro Summoned: it gains ATK equal to the total ATK of all Level 2 or lower monsters you currently control
      kind: 'trigger',
      label: 'Gain the ATK of your Level 2 or lower monsters',
      declares: ['modifyStats'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.method === 'synchro' && e.card === ctx.card,
      resolve: (ctx) => {
        const small = ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).frame !== 'xyz' && (ctx.definition(c).level ?? 99) <= 2);
        const total = small.reduce((sum, c) => sum + ctx.atk(c), 0);
        if (total > 0) ctx.changeStats(ctx.card, { atk: total });
      },
    },
  ],
} satisfies CardDefinition;
