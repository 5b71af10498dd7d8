// Neo-Spacian Grand Mole
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '80344569',
  name: 'Neo-Spacian Grand Mole',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 900,
  def: 300,
  text: 'At the start of the Damage Step, if this card battles a monster of your opponent: you can return that monster and this card to their owners\' hands.',
  effects: [
    {
      // At the start of the Damage Step, if this card battles an opponent's monster: You can return the opponent's
      // monster and this card to the hand. (As official/c80344569.lua: whichever of the two is still in this battle.)
      kind: 'trigger',
      optional: true,
      label: 'Return the monster it battles and this card to the hand',
      declares: ['toHand'],
      when: (ctx, e) => e.type === 'damageStepStarted' && e.target !== 'direct' && (e.attacker === ctx.card || e.target === ctx.card)
        && ctx.monsters('theirs').includes(e.attacker === ctx.card ? e.target : e.attacker),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'damageStepStarted' || e.target === 'direct') return;
        const other = e.attacker === ctx.card ? e.target : e.attacker;
        // Still in this battle (ygopro: IsRelateToBattle): on the field, the attack under way being theirs.
        const inBattle = (c: string) => ctx.attack !== null && (ctx.attack.attacker === c || ctx.attack.target === c) && ctx.monsters('all').includes(c);
        const back = [other, ctx.card].filter(inBattle);
        if (back.length > 0) ctx.returnToHand(back);
      },
    },
  ],
} satisfies CardDefinition;
