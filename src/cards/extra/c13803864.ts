// Mokey Mokey King
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The "Mokey Mokey" in its controller's Graveyard that this effect may Special Summon now. */
const mokeys = (ctx: EffectContext): CardId[] =>
  ctx.graveyard('mine').filter((c) => ctx.definition(c).name === 'Mokey Mokey' && ctx.maySpecialSummonByEffect(c) && ctx.mayLeaveGraveyard(c));

export default {
  passcode: '13803864',
  name: 'Mokey Mokey King',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 6,
  atk: 300,
  def: 100,
  text: '"Mokey Mokey" + "Mokey Mokey" + "Mokey Mokey". When this face-up card leaves the field, however it goes, you can Special Summon as many "Mokey Mokey" from your Graveyard as you can.',
  materials: { kind: 'fusion', names: ['Mokey Mokey', 'Mokey Mokey', 'Mokey Mokey'] },
  listedNames: ['Mokey Mokey'],
  effects: [
    {
      // "When this card is removed from the field": ygopro's EVENT_LEAVE_FIELD while it was face-up (c13803864.lua
      // `IsPreviousPosition(POS_FACEUP)`), from wherever it went (Graveyard, Extra Deck, banished), Damage Step too.
      kind: 'trigger',
      range: 'leavingField',
      optional: true,
      label: 'Special Summon as many "Mokey Mokey" from your Graveyard as you can',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp,
      condition: (ctx) => ctx.freeMonsterZones().length > 0 && mokeys(ctx).length > 0,
      resolve: (ctx) => {
        // As many as possible: one for each free Monster Zone, as many as there are (the copies are alike).
        const summoned = mokeys(ctx).slice(0, ctx.freeMonsterZones().length);
        for (const m of summoned) ctx.specialSummon(m, ctx.player, chooseSummonPosition(ctx, m));
      },
    },
  ],
} satisfies CardDefinition;
