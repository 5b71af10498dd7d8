import { memo, useEffect, useRef } from 'react';
import { isHidden, type Action, type CardFace, type DuelView, type SeenCard } from '../engine';
import { Card } from './Card';
import { useDuelStore } from '../store/duelStore';
import { responseWindow, type SelectAction } from '../store/interaction';
import { matters } from '../store/promptPolicy';
import { useSettingsStore } from '../store/settingsStore';
import { useUiStore } from '../store/uiStore';
import { dispatchFromMat } from './cardMenu';
import { optionWords } from './optionWords';
import { play } from './sound';

/**
 * The one prompt component for everything the engine asks: it is built only from the open prompt's
 * reason (`view.prompt`) and the legal actions, never from a list of prompt kinds, so prompts the
 * effects issue adds show up without changes here:
 * - `select { ids }`: choose cards. The cards are lit on the mat (a single card also answers from
 *   its own menu); each legal choice is a button, and pointing at one lights exactly its cards.
 * - `select { option }`: yes/no, a battle position, heads/tails, one of several effects: a button
 *   each.
 * - a response window or chain (`pass` legal): what happened and the card that answers it ("Battle
 *   Ox was Normal Summoned. Activate Trap Hole?", from `view.window`), the responses, and Pass.
 *   Whether it stops to ask follows the "Chain prompts" setting: the store passes the windows it
 *   should not ask (src/store/promptPolicy.ts), so any window still open here is asked.
 */

/** Why a choice cannot be taken back, by what the prompt is part of (the engine's promptStage). */
const STAGE_NOTES: Partial<Record<string, string>> = {
  resolution: 'The card is resolving: this choice cannot be cancelled.',
  triggers: 'The effect is going on the Chain: this choice cannot be cancelled.',
};

/** Headings per prompt kind; an unknown kind gets a generic one from its reason text. */
const KIND_TITLE: Record<string, string> = {
  handSizeDiscard: 'Discard for the hand size limit',
};

const optionLabel = (a: SelectAction, describe: (a: Action) => string): string => {
  if (!('option' in a)) return describe(a);
  return optionWords(a.option) ?? (describe(a) || a.option);
};

export const PromptPanel = memo(function PromptPanel() {
  const prompt = useDuelStore((s) => s.view?.prompt ?? null);
  const interaction = useDuelStore((s) => s.interaction);
  const describe = useDuelStore((s) => s.describe);
  const windowView = useDuelStore((s) => s.view?.window ?? null);
  const selects = interaction.selects;
  const canCancel = useDuelStore((s) => s.canCancel);
  const stage = useDuelStore((s) => s.promptStage);
  const win = responseWindow(interaction);
  // Any window still open here was meant to be asked (the store passes the others); in hotseat one
  // may offer nothing but Pass (issue 36: the device changes hands whatever the player holds).
  const open = prompt !== null || selects.length > 0 || win !== null;

  useEffect(() => {
    if (!open) return;
    play('prompt');
    return () => useUiStore.getState().setHighlight(null);
  }, [open, prompt]);

  if (!open) return null;
  const cardChoices = selects.filter((a) => 'ids' in a);
  const optionChoices = selects.filter((a) => 'option' in a);
  const title = prompt?.reason ?? (win ? windowQuestion(windowView, win.responses, describe) : 'Choose');
  const kindTitle = prompt ? (KIND_TITLE[prompt.kind] ?? null) : win ? 'Chain response' : null;
  // Whether this choice can still be taken back (rulebook v9.1 "Chains and Spell Speed": once activated
  // and answered, a card resolves; its costs and targets are part of activating it).
  const stageNote = !prompt ? null : canCancel ? 'Not activated yet: Cancel (or Escape) takes it back.' : STAGE_NOTES[stage ?? 'rule'] ?? null;

  return (
    <section className="panel prompt" aria-label="Prompt" aria-describedby="prompt-reason">
      {kindTitle && <p className="prompt-kind">{kindTitle}</p>}
      <h2 className="panel-title" id="prompt-reason">
        {title}
      </h2>
      {cardChoices.length > 0 && <p className="prompt-hint">Choose a lit card on the mat, or one of these:</p>}
      <div className={`prompt-choices${cardChoices.some((a) => faceOf(prompt?.cards, a)) ? ' card-choices' : ''}`} role="group" aria-label="Choices">
        {cardChoices.map((a, i) => (
          <LitChoice key={`c${i}`} action={a} label={describe(a)} card={faceOf(prompt?.cards, a)} />
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
      {(canCancel || stageNote) && (
        <div className="prompt-foot">
          {stageNote && <p className="prompt-hint">{stageNote}</p>}
          {canCancel && (
            <button type="button" className="btn prompt-btn" onClick={() => useDuelStore.getState().cancelActivation()} aria-keyshortcuts="Escape">
              Cancel
            </button>
          )}
        </div>
      )}
    </section>
  );
});

/**
 * The window's question: what happened (the event the answering card answers, else the newest) and,
 * when one card answers it (or only one may be activated), that card: "Battle Ox was Normal
 * Summoned. Activate Trap Hole?", "Blue-Eyes White Dragon attacks Mystical Elf. Activate Mirror Force?".
 */
function windowQuestion(w: DuelView['window'], responses: readonly Action[], describe: (a: Action) => string): string {
  const answering = (w?.activations ?? []).filter(matters);
  const event = w?.events[answering[0]?.answers ?? 0] ?? w?.events[0] ?? null;
  const named = answering.length === 1 ? responses.find((a) => a.type === 'activate' && a.card === answering[0]!.card && (a.effect ?? 0) === answering[0]!.effect) : responses.length === 1 ? responses[0] : undefined;
  const ask = named ? `${describe(named)}?` : responses.length === 0 ? 'You have nothing to activate now.' : 'Respond?';
  return event ? `${event.text}. ${ask}` : ask;
}

/** The cards an action is about: the chosen cards of a `select`, else the acting card. */
const cardsOf = (a: Action): Set<string> | null => ('ids' in a && a.type === 'select' ? new Set(a.ids) : 'card' in a ? new Set([a.card]) : null);

/** The face of the one card a `select { ids }` choice picks, when the prompt carries it. */
function faceOf(cards: readonly SeenCard[] | undefined, a: Action): CardFace | undefined {
  if (a.type !== 'select' || !('ids' in a) || a.ids.length !== 1) return undefined;
  const c = cards?.find((x) => !isHidden(x) && x.id === a.ids[0]);
  return c && !isHidden(c) ? c : undefined;
}

/**
 * A choice whose cards light up on the mat while it is pointed at or focused; a card choice shows
 * the card itself (a button: click, touch, Tab and Enter), named by the choice's words.
 */
function LitChoice({ action, label, primary = false, card }: { action: Action; label: string; primary?: boolean; card?: CardFace | undefined }) {
  const setHighlight = useUiStore((s) => s.setHighlight);
  const light = () => setHighlight(cardsOf(action));
  const unlight = () => setHighlight(null);
  return (
    <button
      type="button"
      className={`btn prompt-btn${primary ? ' btn-primary' : ''}${card ? ' card-choice' : ''}`}
      onClick={() => dispatchFromMat(action)}
      onMouseEnter={light}
      onMouseLeave={unlight}
      onFocus={light}
      onBlur={unlight}
    >
      {card && (
        <span className="card-choice-face" aria-hidden="true">
          <Card card={card} size="mini" />
        </span>
      )}
      <span className="card-choice-name">{label}</span>
    </button>
  );
}

/** Applies the "Chain prompts" setting again when it changes while a window is on screen (the store applies it to every new window). */
export function useChainPromptSetting(): void {
  const mode = useSettingsStore((s) => s.chainPrompts);
  // Only on a change: when the mat appears (after a hotseat cover) the window on it was already decided,
  // from the point of view of the player who handed the device over.
  const seen = useRef(mode);
  useEffect(() => {
    if (seen.current === mode) return;
    seen.current = mode;
    useDuelStore.getState().applyPromptSetting();
  }, [mode]);
}
