// Vampire Lord
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, inflictsBattleDamageToOpponent } from '../../engine/effects/library';

const TYPES = ['Monster', 'Spell', 'Trap'] as const;
const RISE = 'riseInYourNextStandbyPhase';

export default {
  passcode: '53839837',
  name: 'Vampire Lord',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 5,
  atk: 2000,
  def: 1500,
  text: 'When it inflicts battle damage on your opponent, you name Monster, Spell or Trap, and your opponent picks 1 card of that kind in their Deck and sends it to the Graveyard. If your opponent\'s card effect destroys it while you control it and it goes to your Graveyard, it comes back: in your next Standby Phase it is Special Summoned from your Graveyard.',
  effects: [
    {
      // When this card inflicts battle damage to your opponent: Declare 1 card type (Monster, Spell, or Trap);
      // your opponent sends 1 card of that type from their Deck to the Graveyard.
      kind: 'trigger',
      label: 'Your opponent sends 1 card of the type you declare from their Deck to the Graveyard',
      declares: ['toGraveyard'],
      when: inflictsBattleDamageToOpponent,
      declare: { prompt: 'Declare a card type', options: () => TYPES },
      resolve: (ctx) => {
        const kind = ctx.declared;
        const ofKind = ctx.deck('theirs').filter((c) => {
          const def = ctx.definition(c);
          return kind === 'Monster' ? isMonster(def) : kind === 'Spell' ? def.frame === 'spell' : def.frame === 'trap';
        });
        // The opponent picks from their own Deck (only they see it); with none of that type, nothing is sent.
        if (ofKind.length > 0) ctx.sendToGraveyard([ctx.chooseCard(ctx.opponent, `Choose a ${String(kind)} Card in your Deck to send to the Graveyard`, ofKind)]);
      },
    },
    {
      // ... after this card in your possession was destroyed and sent to your Graveyard by an opponent's card
      // effect: not an activated effect (no Chain; EDOPro's GOAT script sets it up with EFFECT_TYPE_CONTINUOUS
      // on EVENT_TO_GRAVE), it sets up the revival below. The GOAT card's note "only when destroyed as a
      // monster" (not in a Spell & Trap Zone) changes nothing here: no card of the pool puts it in one.
      kind: 'trigger',
      withoutChain: true,
      range: 'graveyard',
      label: 'Come back in your next Standby Phase',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'destroyed' && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player && ctx.graveyard('mine').includes(ctx.card),
      resolve: (ctx) => ctx.awaitLater(RISE, { turnsOf: ctx.player, count: 1 }),
    },
    {
      // During your next Standby Phase ...: Special Summon this card from the Graveyard (a Trigger effect, mandatory).
      kind: 'trigger',
      key: RISE,
      range: 'delayed',
      label: 'Special Summon Vampire Lord from your Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
