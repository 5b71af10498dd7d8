// Roll Out!
import type { CardDefinition } from '../../engine/card';
import { isUnion, unionMayEquipTo } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The face-up monsters you control the Union monster `union` could be equipped to. */
const hostsFor = (ctx: EffectContext, union: CardId): CardId[] => ctx.monsters('mine').filter((m) => unionMayEquipTo(ctx, union, m));

/** Whether you have a free Spell & Trap Zone besides this card's own. */
const zoneFree = (ctx: EffectContext): boolean =>
  ctx.duel.players[ctx.player].spellTraps.some((z) => z === null);

export default {
  passcode: '91597389',
  name: 'Roll Out!',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 Union monster in your Graveyard: equip it to a monster you control that it could be equipped to by its own effect.',
  effects: [
    {
      // Target 1 Union monster in your GY; equip that target to an appropriate monster you control
      kind: 'activation',
      label: 'Equip 1 Union monster from your Graveyard to an appropriate monster you control',
      declares: [],
      condition: zoneFree,
      targets: [{ prompt: 'Choose a Union monster in your Graveyard to equip', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isUnion(ctx.definition(c)) && hostsFor(ctx, c).length > 0 }],
      resolve: (ctx) => {
        const [union] = ctx.targets;
        if (!union || !ctx.graveyard('mine').includes(union) || !zoneFree(ctx)) return;
        const hosts = hostsFor(ctx, union);
        if (hosts.length === 0) return;
        ctx.equipUnionTo(union, ctx.chooseCard(ctx.player, `Choose the monster to equip ${ctx.definition(union).name} to`, hosts));
      },
    },
  ],
} satisfies CardDefinition;
