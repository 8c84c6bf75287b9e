import type { Guidance } from './guidance';

/**
 * Usage guidance of the Cards, Actions, Data, Feedback and Overlays pages not in guidance.ts
 * (which explains the fields).
 */
export const contentGuidance: Record<string, Guidance> = {
  PayBlock: {
    use: [
      'The top of the front page and of the debt page: what to pay, by when, and the button that pays it, inside the first screen on a phone.',
    ],
    avoid: [
      'A list of debts: DebtCard per debt.',
      'A debt with nothing to pay now (ended, in debt restructuring without an instalment): say why in a Notice instead.',
    ],
    do: [
      'Say the due date in words as well as the date: "Due tomorrow".',
      'Name the amount in the button, so the debtor knows what one tap does.',
    ],
    dont: ['Do not show a second amount in the block; other figures belong on the debt page.'],
    accessibility: [
      'How close the due date is is said in words and marked by an icon as well as colour (WCAG 1.4.1).',
      'A `section` named by its heading; the amount and due date are label and value pairs.',
    ],
    keyboard: ['Tab reaches the pay button; Enter pays. Nothing else in the block takes focus.'],
    examples: ['payBlock.title.debt', 'payBlock.due.tomorrow', 'payBlock.title.plan'],
  },
  ArchiveCard: {
    use: ["An ended debt (paid, closed, unfounded) in the front page's Archive tab."],
    avoid: ['An open debt: DebtCard. A debt with a plan: PaymentPlanCard.'],
    do: ['Show the end date and the state; the check mark says the matter is over.'],
    dont: ['Do not offer payment actions on an ended debt.'],
    accessibility: [
      'An `article` named by its heading; the check mark is decoration, the state is written out.',
    ],
    keyboard: ['Tab reaches the heading link to the debt; Enter opens it.'],
    examples: ['archiveCard.paidOn', 'archiveCard.endedOn', 'debtState.8'],
  },
  CapacityFigures: {
    use: [
      'The result of the "what can I pay" calculation: the protected amount, what enforcement would leave and take, and what the debtor can afford.',
    ],
    avoid: ['Figures of a debt or a plan: DescriptionList.'],
    do: [
      'Say that the amounts are per month and where they were calculated: "The figures are worked out on this device only."',
    ],
    dont: ['Do not present the result as a decision; it is an estimate to plan with.'],
    accessibility: ['Label and value pairs (`dl`): each amount is read with its label.'],
    keyboard: ['Not focusable: figures are read in order with the arrow keys of a screen reader.'],
    examples: ['cantPay.result.leaves', 'cantPay.result.affordable', 'cantPay.result.perMonth'],
  },
  HelpServiceList: {
    use: [
      "The help page's list of outside services: debt advice, consumer advice, the enforcement authority.",
    ],
    avoid: ["Our own contact details: Footer and the help page's customer service tab."],
    do: [
      'Say in one line what each service does, and mark links that open a new window: "(opens in a new window)".',
    ],
    dont: ['Do not list a service without a way to reach it.'],
    accessibility: [
      'A list of cards, so a screen reader says how many services there are; phone numbers are `tel:` links.',
    ],
    keyboard: ["Tab reaches each service's web link and phone links in turn; Enter follows one."],
    examples: ['help.links.intro', 'help.links.debtAdvice', 'help.links.newWindow'],
  },
  ActionMenu: {
    use: [
      "The debt view's less frequent actions: move the due date, order an invoice copy, file a complaint.",
    ],
    avoid: [
      'The main action of a page: Button.',
      'Two or three actions that fit on screen: show them as buttons.',
    ],
    do: ['Start each item with a verb: "Move the due date", "Order an invoice copy".'],
    dont: ['Do not hide the only way to pay in the menu.'],
    accessibility: [
      'Radix DropdownMenu: a `button` opening a `menu`; focus moves to the first item and returns to the button on close.',
    ],
    keyboard: [
      'Tab reaches the menu button; Enter opens it, Down arrow moves to the next item and Enter chooses it (tested); Escape closes.',
    ],
    examples: ['debtActions.label', 'debtActions.transferDueDate', 'debtActions.invoiceCopy'],
  },
  IconButton: {
    use: ['A well-known action with only an icon: close, menu, calendar, back to top.'],
    avoid: ['An action whose icon is not universally known: Button with a text.'],
    do: ['Name the action in its label: "Choose a date from the calendar", "Back to top".'],
    dont: ['Do not rely on a tooltip to explain the icon.'],
    accessibility: [
      "The label is required: it is the button's accessible name. 44 px round target.",
    ],
    keyboard: ['Tab reaches the button; Enter presses it (tested), as does Space.'],
    examples: ['datePicker.open', 'scrollToTop.label', 'topBar.openMenu'],
  },
  Accordion: {
    use: ['Questions and answers (the FAQ), where a debtor looks for one answer among many.'],
    avoid: ['Content every debtor needs: show it.', 'Steps of a task: StepDialog with a Stepper.'],
    do: ['Write each question as the debtor would ask it.'],
    dont: ['Do not put a form inside a panel.'],
    accessibility: [
      'Each question is a heading with a button that tells whether its answer is open (`aria-expanded`); the answer is a region named by it.',
    ],
    keyboard: [
      'Tab reaches the first question; Enter or Space opens and closes it, Down and Up arrow move between questions (tested).',
    ],
    examples: ['help.tabs.faq', 'help.search'],
  },
  BalanceChart: {
    use: ['How a debt goes down month by month under a payment plan.'],
    avoid: ['A single figure: show it as text. Parts of a debt: CompositionChart.'],
    do: [
      'Keep the "Show the figures as a table" button: the table is the same data for those who cannot use the chart.',
      'Title it with the question it answers: "Your debt month by month".',
    ],
    dont: ['Do not tell lines apart by colour alone; the lines have patterns and a legend.'],
    accessibility: [
      "The plot is focusable and reads the chosen month's amounts; the keyboard hint is its description.",
      'The table toggle gives every figure as a real table.',
    ],
    keyboard: [
      'Tab reaches the plot; Left and Right arrow move between months, Up and Down arrow switch the line, Home and End go to the first and last month (tested). Tab reaches the table button.',
    ],
    examples: ['chart.balance.title', 'chart.balance.keyboardHint', 'chart.showTable'],
  },
  CompositionChart: {
    use: ['What a debt is made of (principal, interest, costs) and how much is paid.'],
    avoid: ['Change over time: BalanceChart.'],
    do: ['Give the parts in words beside the bars, and keep the table toggle.'],
    dont: ['Do not show more than about five parts in one bar.'],
    accessibility: [
      'Bars have patterns as well as colours; every part is in the legend and in the table.',
    ],
    keyboard: ['Tab reaches the table button; Enter shows and hides the table (tested by click).'],
    examples: ['chart.composition.title', 'chart.composition.principal', 'chart.showTable'],
  },
  DataTable: {
    use: ['Rows the debtor compares: payments, instalments, invoices, the pay-all list.'],
    avoid: ['Label and value pairs of one thing: DescriptionList.'],
    do: [
      'Give the table a caption ("Payments, newest first") and an empty text ("No payments have been recorded yet.").',
      'Right-align amounts and show totals in the footer.',
    ],
    dont: ['Do not make a whole row clickable without a button or link in it.'],
    accessibility: [
      'A real `table` with caption and header cells; below 600 px rows become cards that keep the headers as labels.',
      'Row actions and expanders are buttons named by the row; an expander tells its state.',
    ],
    keyboard: [
      "Tab reaches each row's button; Enter opens the row, Space opens and closes an expandable row (tested).",
    ],
    examples: ['paymentsPage.caption', 'payments.table.empty'],
  },
  ProgressWheel: {
    use: ['The paid share of a debt or plan, inside a card.'],
    avoid: ['Progress through steps: Stepper. Loading: Spinner.'],
    do: ['Always show the amount left as text beside the wheel.'],
    dont: ['Do not use the wheel on its own as the only statement of what is paid.'],
    accessibility: ['Radix Progress: a `progressbar` with the paid share and a label.'],
    keyboard: ['Not focusable.'],
    examples: ['debtCard.progress', 'planCard.progress'],
  },
  EmptyState: {
    use: ['A list or search with nothing to show: no open debts, no FAQ results.'],
    avoid: ['An error: Notice or Banner with what went wrong.'],
    do: [
      'Say what it means and what to do next: "You have nothing to pay at the moment. Paid and closed debts are in the Archive tab."',
    ],
    dont: ['Do not leave a blank area without explanation.'],
    accessibility: ['A heading and a text, read in order; the illustration is decoration.'],
    keyboard: ['Not focusable; an action inside it is reached with Tab.'],
    examples: [
      'emptyState.noDebts.title',
      'emptyState.noDebts.text',
      'emptyState.faqNotFound.text',
    ],
  },
  PageSkeleton: {
    use: ['A signed-in page while its data loads: grey shapes of the content that comes.'],
    avoid: ["A short wait inside a dialog or button: Spinner or the button's loading state."],
    do: [
      'Pick the variant with the geometry of the page that loads, so nothing moves when it arrives.',
    ],
    dont: ["Do not show it for less than a moment's wait; a flash is worse than nothing."],
    accessibility: [
      'The region is `aria-busy` and says once that it is loading; the shapes are hidden from screen readers.',
    ],
    keyboard: ['Not focusable.'],
    examples: ['debt.loading', 'app.loading'],
  },
  Skeleton: {
    use: ["One placeholder shape inside a component that loads (a card's figures)."],
    avoid: ['A whole page: PageSkeleton.'],
    do: ['Give the region that loads one status text.'],
    dont: ['Do not give each placeholder its own loading text.'],
    accessibility: ['Hidden from assistive technology; the loading region speaks for it.'],
    keyboard: ['Not focusable.'],
    examples: ['app.loading'],
  },
  Snackbar: {
    use: [
      'A short confirmation after an action: a due date moved, an address added, a choice saved.',
    ],
    avoid: [
      'Something the debtor must act on: Banner or Notice.',
      'A form error: the field and the ErrorSummary.',
    ],
    do: ['Say what happened in one sentence: "Your due date has been moved."'],
    dont: ['Do not put the only copy of important information in a message that closes itself.'],
    accessibility: [
      'Radix Toast: announced politely; 6 s, or 30 s for errors and messages that must be dismissed.',
      'The region is reachable with its hotkey (F8) and its name says so.',
    ],
    keyboard: ['F8 moves focus to the messages; Tab reaches the close button, Enter closes.'],
    examples: ['dueDateTransferSuccess', 'profile.added.email'],
  },
  Spinner: {
    use: ['A wait of unknown length with a message: calculating a plan, waiting for the bank.'],
    avoid: ["A page load: PageSkeleton. A button's own wait: its `loading`."],
    do: ['Say what is happening: "Waiting for the bank\'s confirmation".'],
    dont: ['Do not show a spinner without a text.'],
    accessibility: ['A `status`: its text is announced; the animation stops with reduced motion.'],
    keyboard: ['Not focusable.'],
    examples: ['paying.pending.spinner', 'bank.loading'],
  },
  ConsentDialog: {
    use: [
      'The cookie settings: necessary (always on), functional and analytics switches, and save.',
    ],
    avoid: ['Any other consent (e-mail, SMS, e-demand): a Switch or Checkbox in My details.'],
    do: ['Describe each kind of cookie in one sentence a debtor understands.'],
    dont: ['Do not switch on anything optional by default.'],
    accessibility: [
      'A dialog with its title; each switch labelled and described; focus trapped and returned on close.',
    ],
    keyboard: [
      'Tab moves through the switches and the save button; Space toggles a switch, Enter saves; Escape closes.',
    ],
    examples: ['consent.intro', 'consent.cookies.description', 'consent.save'],
  },
  CookieBanner: {
    use: ['The first visit: what cookies are used, accept all or open the settings.'],
    avoid: ['Later changes: the ConsentDialog from the footer or drawer.'],
    do: ['Give accept and settings the same weight, and a link to read more.'],
    dont: ["Do not cover the page's content or block it until answered."],
    accessibility: [
      'A region named by its heading; its buttons come in reading order after the text.',
    ],
    keyboard: ['Tab reaches "Accept all", then "Cookie settings"; Enter activates either.'],
    examples: ['cookie.title', 'cookie.text', 'cookie.acceptAll'],
  },
};
