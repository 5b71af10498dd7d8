// Nimble Momonga
import type { CardDefinition } from '../../engine/card';
import { destroyedByBattle, freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '22567609',
  name: 'Nimble Momonga',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 2,
  atk: 1000,
  def: 100,
  text: 'When this card is destroyed by battle and sent to the Graveyard: you gain 1000 LP; then you can Special Summon any number of "Nimble Momonga" from your Deck in face-down Defense Position.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the Graveyard: gain 1000 LP; then you can Special
      // Summon any number of "Nimble Momonga" from your Deck in face-down Defense Position (mandatory, as EDOPro's TRIGGER_F).
      kind: 'trigger',
      range: 'graveyard',
      label: 'Gain 1000 LP, then Special Summon Nimble Momongas from your Deck face-down',
      declares: ['recover', 'specialSummon', 'position'],
      when: destroyedByBattle,
      resolve: (ctx) => {
        ctx.gainLp(ctx.player, 1000);
        const copies = ctx.deck('mine').filter((c) => ctx.definition(c).name === 'Nimble Momonga' && ctx.maySpecialSummonByEffect(c, { position: 'faceDownDefense' }));
        const room = freeMonsterZones(ctx);
        if (copies.length === 0 || room === 0 || ctx.chooseOption(ctx.player, 'Special Summon Nimble Momonga from your Deck in face-down Defense Position?', ['yes', 'no'] as const) === 'no') return;
        const chosen = ctx.chooseUpTo(ctx.player, 'Choose a Nimble Momonga to Special Summon face-down, or stop', copies, room);
        for (const c of chosen) ctx.specialSummon(c, ctx.player, 'faceDownDefense');
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
