import { contentGuidance } from './guidance-content';
import { formsGuidance } from './guidance-forms';
import { layoutGuidance } from './guidance-layout';

/**
 * Usage and accessibility guidance shown on a component's docs page (above its stories,
 * .storybook/docs-page.tsx), by docs page name (the sidebar title's last part). Written for
 * designers and reviewers: when to use the component, when not, do's and don'ts, what it does for
 * accessibility and how it is used with the keyboard. `npm run docs:check` fails on a page without
 * it, on a key its play functions press that `keyboard` does not name, and on an example that is
 * no portal text (src/docs/docs-rules.ts).
 */
export interface Guidance {
  /** When to use it. */
  use: readonly string[];
  /** When not, and what to use instead. */
  avoid: readonly string[];
  do: readonly string[];
  dont: readonly string[];
  /** What the component does for accessibility, and what the caller must give it. */
  accessibility: readonly string[];
  /** The keyboard path, as the stories' play functions walk it (or why there is none). */
  keyboard: readonly string[];
  /**
   * Portal texts (keys of `translations/`) that show the component used well; the docs page
   * shows each in Finnish, Swedish and English.
   */
  examples: readonly string[];
}

const cardsAndCore: Record<string, Guidance> = {
  DebtCard: {
    use: [
      'One open debt on the front page or in a list of debts: creditor, state, amount left, due date and the one action the debt allows.',
    ],
    avoid: [
      'A debt with a payment plan: use PaymentPlanCard.',
      'An ended debt (paid, closed): use ArchiveCard.',
      'The debt page itself, where the details have room: use DescriptionList and DataTable.',
    ],
    do: [
      'Let the portal choose the action: red "pay now" only in court, orange "pay quickly" only when the due date is within two days or past.',
      'Take the state label, its colour group and `ended` from the contract, as the server sends them.',
      'Hide the action while a payment is in progress.',
    ],
    dont: [
      'Do not add a second button; other actions live on the debt page.',
      'Do not shorten the creditor name: it wraps.',
    ],
    accessibility: [
      'The card is an `article` named by the creditor heading, which is also the link to the debt.',
      'The wheel is a `progressbar` with the paid share; the amount left is text beside it, never only in the graphic.',
      'The state is written out; its colour is never the only cue.',
    ],
    keyboard: [
      "Tab reaches the creditor heading (a link to the debt), then the card's action button; Enter follows the link or presses the button.",
    ],
    examples: ['button.payWholeDebt', 'debtCard.amountLeft', 'debtState.3'],
  },
  PaymentPlanCard: {
    use: [
      'A debt with an active payment plan: instalments left, the next instalment and its date.',
    ],
    avoid: ['A debt without a plan: use DebtCard.'],
    do: [
      "Give the next instalment's amount and date; that is what the debtor needs to act on.",
      "Keep the card's action to paying the next instalment.",
      "Say the instalments left in words through `installmentsText`, with the plan page's text, so that the card and the plan agree.",
    ],
    dont: ["Do not show the whole schedule on the card; it belongs on the plan's page."],
    accessibility: [
      'As DebtCard: an `article` named by its heading link, the wheel a `progressbar` with text beside it.',
    ],
    keyboard: ['Tab reaches the heading link, then the pay button; Enter activates either.'],
    examples: ['planCard.nextAmount', 'planCard.nextDueDate', 'button.payNextInstallment'],
  },
  SummaryCard: {
    use: [
      'The top of the front page when the debtor has more than one debt: total left, open debts, debts with a plan.',
    ],
    avoid: ['A single debt: its DebtCard says it all.'],
    do: [
      'Put at most two actions in it (pay all, make a plan).',
      'Use plural-aware texts for the counts.',
    ],
    dont: ["Do not repeat each debt's details; the cards below do that."],
    accessibility: [
      'A `section` named by its heading; the figures are a description list, read as label and value.',
    ],
    keyboard: [
      'Tab moves through the actions (pay all, help) in reading order; Enter activates one.',
    ],
    examples: ['summary.title', 'summary.payAll'],
  },
  StateLabel: {
    use: ['The state of a debt, wherever the debt is shown: cards, the debt page, lists.'],
    avoid: ['Other statuses (a payment, a message): use Notice or plain text.'],
    do: [
      'Use the state name the server sends, translated.',
      "Pass the contract's colour group unchanged.",
    ],
    dont: [
      'Do not pick a colour for a state in the front end; the server decides it.',
      'Do not make the label a button or link.',
    ],
    accessibility: [
      'Text on its subtle background has at least 4.5:1 in every colour group (tested).',
      'The text carries the meaning; colour only supports it.',
    ],
    keyboard: ['Not focusable: a label is read with the content around it.'],
    examples: ['debtState.3', 'debtState.4', 'debtState.8'],
  },
  Banner: {
    use: [
      'A page-level message with a heading: announcements, the multiple-debts notice, the overpayment notice, the settlement offer.',
    ],
    avoid: [
      'A message about one part of the page (a field, a card): use Notice.',
      'A short confirmation after an action: use Snackbar.',
    ],
    do: [
      'Say in the heading what it is about, in the text what to do, and give the action as a button.',
      'Allow dismissing only messages that are not needed again.',
    ],
    dont: ['Do not stack more than two banners; merge or prioritise them.'],
    accessibility: [
      'A region named by its heading, so screen reader users can find it in the landmarks list.',
      'A dismiss button needs its `dismissLabel` (required by the props type).',
    ],
    keyboard: [
      'Tab reaches the action, then the dismiss button when there is one; Enter activates them.',
    ],
    examples: [
      'banner.multipleDebts.title',
      'banner.multipleDebts.action',
      'banner.overpayment.action',
    ],
  },
  Notice: {
    use: [
      'An inline message in the content: a distraint warning, a summons notice, a complaint under review, a payment pending.',
    ],
    avoid: [
      'A message for the whole page: use Banner.',
      'A form error: put it on the field (its `error`).',
    ],
    do: [
      'Keep it to one or two sentences and say what happens next.',
      'Set `live` when it appears after an action, so it is announced.',
    ],
    dont: ['Do not use the error tone for something the debtor cannot fix; say who will.'],
    accessibility: [
      'The tone is told by icon and text, not colour alone.',
      'With `live`, screen readers read it when it appears.',
    ],
    keyboard: ['Not focusable itself; a link or button inside it is reached with Tab.'],
    examples: ['notice.paymentPending.title', 'notice.paymentPending.text'],
  },
  Button: {
    use: ['An action: pay, continue, send, save. One primary button per view.'],
    avoid: [
      'Going to another page: use TextLink (a link, not a button).',
      'An action with only an icon: use IconButton.',
    ],
    do: [
      'Start the label with a verb and say what happens: "Pay the whole debt", not "OK".',
      'Use `payNow` only for a debt in court and `payQuickly` only when the due date is within two days or past: the colour tells how urgent the payment is.',
      'Show `loading` with a loading text while the action runs.',
    ],
    dont: [
      'Do not disable a button to hide why it cannot be used; explain instead.',
      'Do not put two primary buttons side by side.',
    ],
    accessibility: [
      'A native `button`: keyboard and screen readers work without extra code.',
      'While loading it stays focusable, is marked busy and announces its loading text.',
      'At least 44 px tall (WCAG 2.5.8 needs 24 px).',
    ],
    keyboard: [
      'Tab reaches the button; Enter or Space presses it (both tested). A loading button stays in the tab order.',
    ],
    examples: ['button.payWholeDebt', 'button.createPaymentPlan', 'button.loading'],
  },
  AmountField: {
    use: ['A sum of money the debtor types: a partial payment, an instalment.'],
    avoid: [
      'Choosing within a fixed range by dragging: AmountSlider, always with this field beside it.',
    ],
    do: [
      'Say the allowed range in the hint.',
      'Accept both "12,50" and "12.50"; the field tidies the value on leaving.',
    ],
    dont: [
      'Do not ask for cents in a separate field.',
      'Do not block typing of a value outside the range; explain it in the error.',
    ],
    accessibility: [
      'A labelled text input with `inputmode="decimal"` (a number keypad on phones, no spin buttons).',
      'Hint and error are linked with `aria-describedby`; an error marks it `aria-invalid`.',
    ],
    keyboard: [
      'Tab reaches the field; leaving it with Tab tidies the amount to two decimals (tested).',
    ],
    examples: ['customPayment.amount', 'paying.custom.error.required'],
  },
  DatePicker: {
    use: ["A date the debtor chooses: a new due date, the first instalment's date."],
    avoid: ['A date of birth or a date far in the past: a plain text field is quicker.'],
    do: [
      'Set `min`, `max` and unavailable dates, so only allowed dates can be chosen.',
      'Show the format (DD.MM.YYYY) in the hint; typing is as good as the calendar.',
    ],
    dont: ['Do not make the calendar the only way to enter a date.'],
    accessibility: [
      'The calendar is keyboard operable: arrows, Home/End, PageUp/PageDown, Shift+PageUp/PageDown for a year, Enter or Space to choose, Escape to close.',
      'One focusable day at a time; unavailable days are announced as such.',
      'A typed date that cannot be taken gets an error that says why.',
    ],
    keyboard: [
      'Tab to the field and type the date, or Tab to the calendar button and press Enter.',
      "In the calendar: arrow keys move a day or a week, Home/End go to the week's ends, PageUp/PageDown change the month, Enter chooses and closes (all tested); Escape closes without choosing.",
    ],
    examples: ['datePicker.label', 'datePicker.hint', 'datePicker.unavailable'],
  },
  ResponsiveDialog: {
    use: [
      'A short task that must be finished or cancelled before going on: a custom payment, a confirmation, a court decision to read.',
    ],
    avoid: [
      'Long content or many steps: use a page.',
      'A message that needs no answer: use Banner or Notice.',
    ],
    do: [
      'Give every dialog a title (visually hidden if the design has none).',
      'Offer a way out (close, cancel); `dismissible={false}` only for the mandatory court-decision dialog.',
    ],
    dont: [
      'Do not open a dialog from a dialog.',
      'Do not open a dialog without the debtor asking.',
    ],
    accessibility: [
      'Focus moves into the dialog, stays there, and returns to the trigger on close (Radix Dialog).',
      'Full screen below 600 px, centred above; Escape closes a dismissible dialog.',
    ],
    keyboard: [
      'Tab and Shift+Tab cycle inside the open dialog; Escape closes a dismissible one and focus returns to the button that opened it (tested). Enter on the trigger opens it.',
    ],
    examples: ['customPayment.title', 'common.close'],
  },
  StepDialog: {
    use: [
      'A task of two or more steps that must be finished in one go: a payment plan, a settlement, a reclamation.',
      'Pass `closeConfirmation` while the flow holds choices not yet saved, so Close or Escape asks first.',
    ],
    avoid: [
      'A single question or a confirmation: use ResponsiveDialog with DialogActions.',
      'A long read with nothing to decide: use a page.',
    ],
    do: [
      'Give every step a heading (`stepHeading`) and a new `stepKey`: the step opens at its top with focus on the heading.',
      'Show the Stepper from the first step, with the steps the debtor will really see.',
      'Put the step’s buttons in `footer` as DialogActions: Continue or Confirm as the primary, Back and Cancel as secondary.',
      'Drop `closeConfirmation` (pass `null`) once the flow is done: a made plan or a signed settlement is never threatened by closing.',
    ],
    dont: [
      'Do not ask before closing when nothing would be lost (the first step untouched, the outcome shown).',
      'Do not make leaving the primary in the question: keeping the flow is the safe choice.',
    ],
    accessibility: [
      'Focus goes to the step heading on opening and at every step, never to Close, so a screen reader starts at the step’s name.',
      'The close question is a step of its own: its heading is focused and announced, and Keep returns to the step as it was.',
      'The footer stays outside the scrolling body, in reach on a phone, and a second Escape while asking closes as asked.',
    ],
    keyboard: [
      'Tab and Shift+Tab move through the step and its footer, inside the dialog. Escape closes it, or first asks when `closeConfirmation` is set; Escape again while asking closes without cancelling anything (tested). Enter or Space on a footer button goes to the next step, whose heading takes focus.',
    ],
    examples: ['paymentPlan.confirmClose.title', 'settlement.confirmClose.keep'],
  },
  DialogActions: {
    use: [
      'The buttons of every dialog, in its `footer`: one primary action and its secondary actions (Back, Cancel).',
    ],
    avoid: [
      'Buttons inside the body of a dialog, or a row of buttons on a page: use Stack with Buttons.',
      'Two primary buttons: one action takes the task on.',
    ],
    do: [
      'Pass the one primary `Button` in `primary` and the others, most used first, in `secondary`.',
      'When the primary waits for something (terms to accept), say why in `note` and name `noteId` in its `aria-describedby`.',
    ],
    dont: [
      'Do not order the buttons by hand: from 600 px the primary comes first from the start (GOV.UK, HDS); on a phone every button is full width with the primary at the bottom, nearest the thumb.',
      'Do not put the note under the buttons, where it is read after them.',
    ],
    accessibility: [
      'The primary is first in reading and tab order at every width.',
      'The note is a paragraph before the buttons and the primary’s description, so a screen reader hears why it is disabled.',
      'Full-width buttons on a phone are large touch targets (WCAG 2.5.8).',
    ],
    keyboard: [
      'Tab reaches the primary first, then the secondary actions in order (tested); Enter or Space presses the focused button.',
    ],
    examples: ['common.continue', 'common.cancel'],
  },
  InstalmentTable: {
    use: [
      'A payment schedule: a payment plan to review, a suggested plan, a settlement; number, due date and amount of each instalment.',
    ],
    avoid: [
      'A plan already running, with paid amounts and the debt left after each instalment: use DataTable with those columns.',
      'Payments made or bills: use DataTable.',
    ],
    do: [
      'Name it with `caption` (hidden with `hideCaption` when a heading above says the same).',
      'Add `capital`, `costs`, `interest` and `total` labels when the debtor must see what each instalment pays.',
      'Shorten a long schedule with `collapseAfter` and `showAllLabel`: the first instalments and the last stay in sight.',
    ],
    dont: [
      'Do not hide the last instalment: it often differs and it is the end date.',
      'Do not round the amounts: they are the ones the debtor pays.',
    ],
    accessibility: [
      'A table with a caption, column headers and the instalment number as row header; on a phone a list of cards named by the caption, each pair a term and its value.',
      'The show-all button says how many instalments there are and has `aria-expanded`.',
    ],
    keyboard: [
      'The table itself takes no focus; Tab reaches the show-all button, and Enter or Space shows every instalment and focus stays on the button, which now offers fewer.',
    ],
    examples: ['installments.showFewer', 'paymentPlan.review.intro'],
  },
  DescriptionList: {
    use: [
      'Label and value pairs: a debt’s figures, a plan or settlement to review (the summary list), contact details.',
    ],
    avoid: ['Rows of several values each: use DataTable or InstalmentTable.'],
    do: [
      'Use `layout="figures"` for amounts and dates, so values line up at the end.',
      'Mark the one or two figures that matter (the instalment, the total) with `emphasis`: they are set large.',
    ],
    dont: ['Do not emphasise more than two rows: emphasis that is everywhere says nothing.'],
    accessibility: [
      'A `<dl>`: a screen reader announces each value with its label.',
      'Below 600 px each label sits above its value, so nothing is cut or overlaps.',
    ],
    keyboard: ['Not focusable.'],
    examples: ['debt.facts.caseNumber', 'debt.facts.reference', 'paymentPlan.review.total'],
  },
};

/** Every docs page's guidance. */
export const guidance: Record<string, Guidance> = {
  ...cardsAndCore,
  ...formsGuidance,
  ...contentGuidance,
  ...layoutGuidance,
};
