// Number 95: Galaxy-Eyes Dark Matter Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

/** The Dragon monsters in your Deck, one per name. */
function dragonsByName(ctx: QueryContext, except: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>(except);
  const out: string[] = [];
  for (const c of ctx.deck('mine')) {
    const def = ctx.definition(c);
    if (!isMonster(def) || def.monsterType !== 'Dragon' || seen.has(def.name)) continue;
    seen.add(def.name);
    out.push(c);
  }
  return out;
}

/** Sends 3 Dragons with different names from your Deck to the Graveyard, chosen one by one (a cost). */
function sendThreeDragons(ctx: EffectContext): void {
  const chosen: string[] = [];
  const names = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const left = ctx.deck('mine').filter((c) => {
      const def = ctx.definition(c);
      return isMonster(def) && def.monsterType === 'Dragon' && !names.has(def.name);
    });
    const pick = ctx.chooseCard(ctx.player, 'Send a Dragon monster from your Deck to the Graveyard (different names)', left);
    chosen.push(pick);
    names.add(ctx.definition(pick).name);
  }
  ctx.sendToGraveyard(chosen);
}

const alreadyGranted = (ctx: QueryContext): boolean =>
  ctx.duel.rules.some((r) => r.code === 'extraAttackOnMonsters' && r.card === ctx.card && r.lasts.kind === 'thisTurn' && r.lasts.turn === ctx.duel.turn);

export default {
  passcode: '58820923',
  name: 'Number 95: Galaxy-Eyes Dark Matter Dragon',
  frame: 'xyz',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 9,
  atk: 4000,
  def: 0,
  text: '3 Level 9 monsters. May also be Xyz Summoned on a "Galaxy-Eyes" Xyz Monster you control, whose Xyz Materials become this card\'s. Cannot be used as an Xyz Material for an Xyz Summon. When this card is Xyz Summoned: you can send 3 Dragon monsters with different names from your Deck to the Graveyard; your opponent banishes 3 monsters from their Deck. You can detach 1 Xyz Material from this card; this turn it can make up to 2 attacks on monsters in each Battle Phase.',
  // 3 Level 9 monsters / You can also Xyz Summon this card by using a "Galaxy-Eyes" Xyz Monster you control as the Xyz Material.
  materials: { kind: 'xyz', level: 9, count: 3, alsoOn: (xyz) => xyz.name.includes('Galaxy-Eyes') },
  effects: [
    {
      // Cannot be used as an Xyz Material for an Xyz Summon.
      kind: 'condition',
      label: 'Cannot be used as an Xyz Material for an Xyz Summon',
      rules: [{ code: 'notXyzMaterial' }],
    },
    {
      // When this card is Xyz Summoned: You can send 3 Dragon monsters with different names from your Deck to the
      // Graveyard; your opponent banishes 3 monsters from their Deck.
      kind: 'trigger',
      optional: true,
      label: 'Send 3 Dragons from your Deck to the Graveyard: your opponent banishes 3 monsters from their Deck',
      declares: ['banish'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card && e.method === 'xyz',
      condition: (ctx) => ctx.deck('theirs').length >= 3,
      cost: { can: (ctx) => dragonsByName(ctx).length >= 3, pay: sendThreeDragons },
      resolve: (ctx) => {
        const monsters = ctx.deck('theirs').filter((c) => isMonster(ctx.definition(c)));
        if (monsters.length < 3) return;
        const banished: string[] = [];
        for (let i = 0; i < 3; i++) {
          const left = monsters.filter((c) => !banished.includes(c));
          banished.push(ctx.chooseCard(ctx.opponent, 'Banish a monster from your Deck', left));
        }
        ctx.banish(banished);
      },
    },
    {
      // You can detach 1 Xyz Material from this card; this card can make up to 2 attacks on monsters during each Battle Phase this turn.
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: up to 2 attacks on monsters this turn',
      declares: [],
      condition: (ctx) => ctx.phase() === 'main1' && !alreadyGranted(ctx),
      cost: detachCost(1),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.applyRule('extraAttackOnMonsters', { player: ctx.player, card: ctx.card }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
