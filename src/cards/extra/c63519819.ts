// Thousand-Eyes Restrict
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** The monster this card has equipped to itself by its effect (an Equip Card in a Spell & Trap Zone), if any. */
const absorbed = (ctx: QueryContext): string | null => ctx.equipsOf(ctx.card).find((c) => isMonster(ctx.definition(c))) ?? null;

export default {
  passcode: '63519819',
  name: 'Thousand-Eyes Restrict',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  materials: { kind: 'fusion', names: ['Relinquished', 'Thousand-Eyes Idol'] },
  text: "\"Relinquished\" + \"Thousand-Eyes Idol\". While this card is face-up, no other monster on the field can attack or change its battle position. Once per turn: you can target 1 monster your opponent controls; take control of it and equip it to this card (only 1 at a time). This card's ATK and DEF are those of the monster equipped to it; if this card would be destroyed by battle, that monster is destroyed in its place.",
  effects: [
    {
      // Other monsters cannot change their battle position or attack.
      kind: 'continuous',
      label: 'Other monsters cannot attack or change their battle positions',
      rules: [
        { code: 'cannotAttack', applies: (ctx, monster) => monster !== ctx.card },
        { code: 'cannotChangePosition', applies: (ctx, monster) => monster !== ctx.card },
      ],
    },
    {
      // Once per turn, you can equip 1 monster your opponent controls to this card (max 1).
      kind: 'ignition',
      label: 'Equip 1 monster your opponent controls to this card',
      declares: ['changeControl'],
      oncePerTurn: 'card',
      condition: (ctx) => absorbed(ctx) === null && ctx.duel.players[ctx.player].spellTraps.some((z) => z === null),
      targets: [{ prompt: 'Choose a monster your opponent controls to equip to this card', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && absorbed(ctx) === null) ctx.equipMonsterToThis(target);
      },
    },
    {
      // This card's ATK and DEF become the same as the equipped monster's. If this card would be destroyed by
      // battle, the equipped monster is destroyed instead.
      kind: 'continuous',
      label: "Its ATK/DEF are the equipped monster's; the equipped monster is destroyed instead of it by battle",
      rules: [
        { code: 'originalAtk', applies: (ctx) => { const m = absorbed(ctx); return m === null ? null : (ctx.definition(m).atk ?? 0); } },
        { code: 'originalDef', applies: (ctx) => { const m = absorbed(ctx); return m === null ? null : (ctx.definition(m).def ?? 0); } },
        { code: 'equipDestroyedInstead', applies: (ctx) => absorbed(ctx) !== null },
      ],
    },
  ],
} satisfies CardDefinition;
