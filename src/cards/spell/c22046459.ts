// Megamorph
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** How far the equipped monster's ATK moves from its original: doubled while you have fewer LP, halved while you have more. */
function change(ctx: QueryContext, monster: string): number {
  const original = ctx.originalAtk(monster);
  const mine = ctx.duel.players[ctx.player].lp;
  const theirs = ctx.duel.players[ctx.opponent].lp;
  if (mine < theirs) return original;
  if (mine > theirs) return Math.floor(original / 2) - original;
  return 0;
}

export default {
  passcode: '22046459',
  name: 'Megamorph',
  frame: 'spell',
  subtype: ['equip'],
  text: "Target 1 face-up monster and equip this card to it. While your LP are lower than your opponent's, its ATK becomes twice its original ATK; while they are higher, half its original ATK.",
  effects: [
    {
      // Equip only to a face-up monster. While your LP are lower than your opponent's, its ATK becomes double its
      // original ATK; while higher, half its original ATK
      kind: 'activation',
      label: "Equip: ATK doubled while you trail in LP, halved while you lead",
      declares: ['modifyStats'],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
      modifiers: (ctx) => {
        const monster = ctx.equippedTo;
        if (!monster) return [];
        const atk = change(ctx, monster);
        return atk === 0 ? [] : [{ applies: (c) => c === monster, atk }];
      },
    },
  ],
} satisfies CardDefinition;
