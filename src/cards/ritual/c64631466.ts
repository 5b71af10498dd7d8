// Relinquished
import type { CardDefinition } from '../../engine/card';
import { absorbedMonster, absorbOpponentMonster, takesAbsorbedStats } from '../../engine/effects/absorb';
import type { QueryContext } from '../../engine/effects/types';

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
    // Once per turn: select 1 monster your opponent controls and equip it to this card (max 1)
    absorbOpponentMonster(),
    // This card's ATK/DEF become the equipped monster's; if it would be destroyed by battle, the equipped monster is destroyed instead
    takesAbsorbedStats(),
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
        (absorbedMonster(ctx) !== null || ctx.duel.events.some((n) => n.type === 'notDestroyed' && n.card === ctx.card)),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'battleDamage') ctx.damage(ctx.opponent, e.amount);
      },
    },
  ],
} satisfies CardDefinition;
