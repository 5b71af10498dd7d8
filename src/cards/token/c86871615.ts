// Clone Token
import type { CardDefinition } from '../../engine/card';
import type { Attribute } from '../../engine/constants';

export default {
  passcode: '86871615',
  name: 'Clone Token',
  frame: 'token',
  // Printed "?" (cards-db.tsv: no Attribute, Type, ATK or DEF, Level 0): a Clone Token only exists as a copy, whose facts
  // Cloning gives it (ctx.createToken's `copying`: CardInstance.copies).
  attribute: '' as Attribute,
  monsterType: '',
  level: 0,
  text: 'Made by "Cloning": a Token with the original Type, Attribute, Level, ATK and DEF of the monster it copied. Destroyed when that monster is destroyed and sent to the Graveyard.',
  effects: [
    {
      // "When that target is destroyed and sent to the Graveyard, destroy this Token": applied at once as it happens (ygopro:
      // a continuous effect registered on the Token), the monster it copied kept on the Token's instance (`copies.of`).
      kind: 'trigger',
      withoutChain: true,
      label: 'Destroyed when the monster it copied is destroyed and sent to the Graveyard',
      declares: ['destroy'],
      when: (ctx, e) => {
        if (e.type !== 'destroyed' && e.type !== 'destroyedByBattle') return false;
        const copied = ctx.duel.cards[ctx.card]?.copies?.of;
        return copied !== undefined && e.card === copied && ctx.graveyard('all').includes(copied);
      },
      resolve: (ctx) => ctx.destroy([ctx.card]),
    },
  ],
} satisfies CardDefinition;
