// Hippo Carnival
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

const TOKEN = 'Hippo Token';
const TOKEN_PASSCODE = '18027139';

export default {
  passcode: '18027138',
  name: 'Hippo Carnival',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Special Summon 3 "Hippo Tokens" (Beast, EARTH, Level 1, 0 ATK, 0 DEF) that cannot be Tributed. While a Hippo Token is in a Monster Zone, you cannot Special Summon from the Extra Deck. Once this card is activated, your opponent can only choose Hippo Tokens as attack targets this turn.',
  listedNames: [TOKEN],
  effects: [
    {
      // "After this card is activated, your opponent cannot target monsters for attacks for the rest of this turn,
      // except "Hippo Tokens"": placed with the activation, so it holds even if the card is negated.
      kind: 'activation',
      label: 'Special Summon 3 Hippo Tokens',
      declares: ['token', 'specialSummon', 'restrict'],
      condition: (ctx) => freeMonsterZones(ctx) >= 3,
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('attackTargetsOnlyNamed', { player: ctx.player, key: TOKEN_PASSCODE }, 'thisTurn') },
      resolve: (ctx) => {
        if (freeMonsterZones(ctx) < 3) return;
        for (let i = 0; i < 3; i++) {
          const position = ctx.chooseOption(ctx.player, `Hippo Token ${i + 1}: Attack or Defense Position?`, ['attack', 'defense'] as const);
          const token = ctx.createToken(TOKEN, ctx.player, position);
          if (token === null) continue;
          // "They cannot be Tributed"; "you cannot Special Summon monsters from the Extra Deck while a Hippo Token is
          // in a Monster Zone": each a rule about the Token, which ends as it leaves the field (as the script's
          // effects registered on each Token), the lock on this card's player wherever the Token is.
          ctx.applyRule('cannotBeTributed', { player: ctx.player, card: token }, 'duel');
          ctx.applyRule('noSpecialSummonsOfKind', { player: ctx.player, card: token, key: 'extraDeck' }, 'duel');
        }
      },
    },
  ],
} satisfies CardDefinition;
