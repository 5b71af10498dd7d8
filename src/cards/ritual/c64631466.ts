// Relinquished
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** The monster this card has equipped to itself by its effect (an Equip Card in a Spell & Trap Zone), if any. */
const absorbed = (ctx: QueryContext): string | null => ctx.equipsOf(ctx.card).find((c) => isMonster(ctx.definition(c))) ?? null;

/** Whether this card was in the battle whose events the current action holds (the attacker or the attack target). */
const battledNow = (ctx: QueryContext): boolean =>
  ctx.duel.events.some((e) => (e.type === 'damageCalculated' || e.type === 'battleEnded') && (e.attacker === ctx.card || e.target === ctx.card));

export default {
  passcode: '64631466',
  name: 'Relinquished',
  frame: 'ritual',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  text: 'Ritual Summoned only with "Black Illusion Ritual". Once per turn, in your Main Phase: you can target 1 monster your opponent controls; take control of it and equip it to this card (only 1 at a time). This card\'s ATK and DEF are those of the monster equipped to it. If this card would be destroyed by battle, that monster is destroyed in its place, and battle damage you take from that battle is also dealt to your opponent as damage.',
  effects: [
    {
      // Once per turn: select 1 monster your opponent controls and equip it to this card (max 1)
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
      // This card's ATK/DEF become the equipped monster's; if it would be destroyed by battle, the equipped monster is destroyed instead
      kind: 'continuous',
      label: "Its ATK/DEF are the equipped monster's; the equipped monster is destroyed instead of it by battle",
      rules: [
        { code: 'originalAtk', applies: (ctx) => { const m = absorbed(ctx); return m === null ? null : (ctx.definition(m).atk ?? 0); } },
        { code: 'originalDef', applies: (ctx) => { const m = absorbed(ctx); return m === null ? null : (ctx.definition(m).def ?? 0); } },
        { code: 'equipDestroyedInstead', applies: (ctx) => absorbed(ctx) !== null },
      ],
    },
    {
      // Battle damage you take from a battle of this card while it has a monster equipped is also inflicted to your opponent
      // (ygopro: a continuous effect on EVENT_DAMAGE; no Chain). The equipped monster may have been destroyed in its place
      // by that battle by the time the damage is looked at (the engine holds battle damage to the end of the Damage Step).
      kind: 'trigger',
      withoutChain: true,
      label: 'Your opponent takes the same damage',
      declares: ['damage'],
      when: (ctx, e) =>
        e.type === 'battleDamage' && e.player === ctx.player && battledNow(ctx) &&
        (absorbed(ctx) !== null || ctx.duel.events.some((n) => n.type === 'notDestroyed' && n.card === ctx.card)),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'battleDamage') ctx.damage(ctx.opponent, e.amount);
      },
    },
  ],
} satisfies CardDefinition;
