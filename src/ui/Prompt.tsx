import { memo, useEffect } from 'react';
import type { Action } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { responseWindow, type SelectAction } from '../store/interaction';
import { useSettingsStore } from '../store/settingsStore';
import { useUiStore } from '../store/uiStore';
import { dispatchFromMat } from './cardMenu';
import { PHASE_NAMES } from './labels';
import { play } from './sound';

/**
 * The one prompt component for everything the engine asks: it is built only from the open prompt's
 * reason (`view.prompt`) and the legal actions, never from a list of prompt kinds, so prompts the
 * effects issue adds show up without changes here:
 * - `select { ids }`: choose cards. The cards are lit on the mat (a single card also answers from
 *   its own menu); each legal choice is a button, and pointing at one lights exactly its cards.
 * - `select { option }`: yes/no, a battle position, heads/tails, one of several effects: a button
 *   each.
 * - a response window or chain (`pass` legal): the responses, and Pass. Whether it stops to ask
 *   follows the "Chain prompts" setting (useChainPromptSetting).
 */

/** Words for the options the rulebook's prompts use; anything else is shown as the engine words it. */
const OPTION_WORDS: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  attack: 'Attack Position',
  defense: 'Defense Position',
  heads: 'Heads',
  tails: 'Tails',
  odd: 'Odd',
  even: 'Even',
};

/** Headings per prompt kind; an unknown kind gets a generic one from its reason text. */
const KIND_TITLE: Record<string, string> = {
  handSizeDiscard: 'Discard for the hand size limit',
};

const optionLabel = (a: SelectAction, describe: (a: Action) => string): string => {
  if (!('option' in a)) return describe(a);
  return OPTION_WORDS[a.option] ?? (describe(a) || a.option);
};

export const PromptPanel = memo(function PromptPanel() {
  const prompt = useDuelStore((s) => s.view?.prompt ?? null);
  const interaction = useDuelStore((s) => s.interaction);
  const describe = useDuelStore((s) => s.describe);
  const chainMode = useSettingsStore((s) => s.chainPrompts);
  const phase = useDuelStore((s) => s.view?.phase ?? null);
  const lastLink = useDuelStore((s) => s.view?.chain.at(-1) ?? null);
  const selects = interaction.selects;
  const win = responseWindow(interaction);
  const autoPassing = win !== null && selects.length === 0 && (chainMode === 'never' || (chainMode === 'auto' && win.responses.length === 0));
  const open = !autoPassing && (prompt !== null || selects.length > 0 || win !== null);

  useEffect(() => {
    if (!open) return;
    play('prompt');
    return () => useUiStore.getState().setHighlight(null);
  }, [open, prompt]);

  if (!open) return null;
  const cardChoices = selects.filter((a) => 'ids' in a);
  const optionChoices = selects.filter((a) => 'option' in a);
  const title =
    prompt?.reason ??
    (win
      ? lastLink
        ? `Respond to ${lastLink.card.name} (Chain Link ${lastLink.link})?`
        : `${phase ? PHASE_NAMES[phase] : 'Now'}: respond?`
      : 'Choose');
  const kindTitle = prompt ? (KIND_TITLE[prompt.kind] ?? null) : win ? 'Chain response' : null;

  return (
    <section className="panel prompt" aria-label="Prompt" aria-describedby="prompt-reason">
      {kindTitle && <p className="prompt-kind">{kindTitle}</p>}
      <h2 className="panel-title" id="prompt-reason">
        {title}
      </h2>
      {cardChoices.length > 0 && <p className="prompt-hint">Choose a lit card on the mat, or one of these:</p>}
      <div className="prompt-choices" role="group" aria-label="Choices">
        {cardChoices.map((a, i) => (
          <LitChoice key={`c${i}`} action={a} label={describe(a)} />
        ))}
        {optionChoices.map((a, i) => (
          <button key={`o${i}`} type="button" className="btn prompt-btn" onClick={() => dispatchFromMat(a)}>
            {optionLabel(a, describe)}
          </button>
        ))}
        {win?.responses.map((a, i) => (
          <LitChoice key={`r${i}`} action={a} label={describe(a)} primary />
        ))}
        {win && (
          <button type="button" className="btn prompt-btn" onClick={() => dispatchFromMat(win.pass)} aria-keyshortcuts="P">
            Pass
          </button>
        )}
      </div>
    </section>
  );
});

/** The cards an action is about: the chosen cards of a `select`, else the acting card. */
const cardsOf = (a: Action): Set<string> | null => ('ids' in a && a.type === 'select' ? new Set(a.ids) : 'card' in a ? new Set([a.card]) : null);

/** A choice whose cards light up on the mat while it is pointed at or focused. */
function LitChoice({ action, label, primary = false }: { action: Action; label: string; primary?: boolean }) {
  const setHighlight = useUiStore((s) => s.setHighlight);
  const light = () => setHighlight(cardsOf(action));
  const unlight = () => setHighlight(null);
  return (
    <button
      type="button"
      className={`btn prompt-btn${primary ? ' btn-primary' : ''}`}
      onClick={() => dispatchFromMat(action)}
      onMouseEnter={light}
      onMouseLeave={unlight}
      onFocus={light}
      onBlur={unlight}
    >
      {label}
    </button>
  );
}

/**
 * Applies the "Chain prompts" setting: when a response window or chain is open for the viewer and
 * no prompt is asked, 'never' passes at once, 'auto' passes when nothing but passing is possible,
 * 'always' waits for the player.
 */
export function useChainPromptSetting(): void {
  const interaction = useDuelStore((s) => s.interaction);
  const mode = useSettingsStore((s) => s.chainPrompts);
  useEffect(() => {
    const win = responseWindow(interaction);
    if (!win || interaction.selects.length > 0) return;
    if (mode === 'always' || (mode === 'auto' && win.responses.length > 0)) return;
    const t = setTimeout(() => {
      if (useDuelStore.getState().interaction === interaction) useDuelStore.getState().dispatch(win.pass);
    }, 0);
    return () => clearTimeout(t);
  }, [interaction, mode]);
}
