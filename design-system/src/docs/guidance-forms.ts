import type { Guidance } from './guidance';

/** Usage guidance of the Forms pages (guidance.ts explains the fields). */
export const formsGuidance: Record<string, Guidance> = {
  FormField: {
    use: [
      'Around any control that has no field of its own: it gives the label, the hint and the error, wired by id.',
    ],
    avoid: [
      'A text, amount, phone or e-mail input: TextField, AmountField, PhoneField and EmailPair already wrap it.',
    ],
    do: [
      'Write the label as what to enter ("Email address") and the hint as how ("Enter the number without the country code or the leading zero").',
      'Use the same words in the field error as in the ErrorSummary line for it.',
    ],
    dont: [
      'Do not put instructions in the placeholder; it disappears as soon as the debtor types.',
    ],
    accessibility: [
      'The label is a real `label`; hint and error describe the control (`aria-describedby`), and an error marks it `aria-invalid`.',
      'A required field says so in its label text, not only with an asterisk.',
    ],
    keyboard: ['Tab reaches the control inside; the label and hint add no stops.'],
    examples: ['contact.phone', 'contact.phoneHint', 'validation.required'],
  },
  TextField: {
    use: ['One line of free text: a subject, a name, a business ID, an account number.'],
    avoid: [
      'Money: AmountField. A phone number: PhoneField. An e-mail that must be typed twice: EmailPair.',
      'More than one line: Textarea.',
    ],
    do: [
      'Size the field to the answer it expects, and give the format in the hint ("In the format 1234567-8").',
      'Say in the error how to put it right: "Check the business ID: seven digits, a hyphen and a check digit".',
    ],
    dont: ['Do not validate while the debtor is still typing the first characters.'],
    accessibility: [
      'A labelled input; hint and error are read with it, an error sets `aria-invalid`.',
      'Set `autoComplete` where the browser can fill the value (name, e-mail).',
    ],
    keyboard: ['Tab reaches the field; typing is tested by the play function.'],
    examples: ['situation.businessId.label', 'situation.businessId.hint'],
  },
  Textarea: {
    use: [
      "A message in the debtor's own words: the contact form (2000 characters), a complaint (1000), a feedback comment (300).",
    ],
    avoid: ['A short answer of a few words: TextField.'],
    do: [
      'Give the limit in the hint or the counter ("10–1,000 characters").',
      'Ask a question the debtor can answer: "Briefly tell us what your message is about."',
    ],
    dont: [
      'Do not cut the text at the limit silently; the counter turns red and says how much is over.',
    ],
    accessibility: [
      'The counter describes the field, so a screen reader hears how many characters are left.',
      'The counter text is plural-aware and translated; it is a required prop with `maxLength`.',
    ],
    keyboard: ['Tab reaches the field; Enter makes a new line, Tab leaves it.'],
    examples: ['contact.messageHint', 'reclamation.textHint'],
  },
  PhoneField: {
    use: ['A Finnish phone number (call-back, SMS reminders, contact details).'],
    avoid: ['A foreign number: the +358 prefix is fixed; use TextField and explain the format.'],
    do: [
      'Say in the hint what to leave out: "Enter the number without the country code or the leading zero, e.g. 401234567."',
    ],
    dont: ['Do not add a second field for the country code.'],
    accessibility: [
      "The +358 prefix is part of the label's description, so it is read, not only shown.",
      'Opens the phone keypad (`inputmode="tel"`); a leading zero is removed as it is typed.',
    ],
    keyboard: ['Tab reaches the field; type the number (tested).'],
    examples: ['contact.phoneHint', 'validation.phone.leadingZero'],
  },
  EmailPair: {
    use: [
      'An e-mail address that must be right because something is sent to it: an invoice copy, a court decision.',
    ],
    avoid: ['An address only saved for later: one TextField with `type="email"` is enough.'],
    do: [
      'Say why it is asked twice: "Enter it twice so we can check it."',
      'Show the mismatch on the repeat field: "The two addresses are different. Write the address again in this field."',
    ],
    dont: ['Do not block pasting into either field.'],
    accessibility: [
      'Two labelled inputs with `autoComplete="email"`; each error is on its own field.',
    ],
    keyboard: ['Tab moves from the address to the repeat field; both are typed into (tested).'],
    examples: ['verdict.emailText', 'validation.email.sameAs'],
  },
  Checkbox: {
    use: [
      'One yes/no choice that takes effect when the form is sent: accepting the settlement terms, choosing invoices.',
    ],
    avoid: [
      'A setting that takes effect at once: Switch.',
      'One choice of several that exclude each other: RadioGroup.',
    ],
    do: [
      'Write the label as a statement the debtor agrees to: "I have read and accept the terms of the settlement."',
    ],
    dont: ['Do not pre-tick a box that gives consent.'],
    accessibility: [
      'Radix Checkbox: a `checkbox` role with its label; the hint describes it, an error marks it invalid.',
      'The box is 24 px with the whole label clickable.',
    ],
    keyboard: ['Tab reaches the box; Space ticks and unticks it (tested).'],
    examples: ['settlement.agree', 'settlement.agreeRequired'],
  },
  Switch: {
    use: ['A setting that is saved at once: e-mail or SMS allowed, the cookie choices.'],
    avoid: ['A choice that is only sent with a form: Checkbox.'],
    do: [
      'Say in the hint that the choice is saved straight away, and confirm it: "Text messages allowed. Your choice has been saved."',
    ],
    dont: ['Do not label the switch with "On"/"Off"; label what is switched.'],
    accessibility: [
      'Radix Switch: a `switch` role, labelled and described; its state is read as on or off.',
    ],
    keyboard: ['Tab reaches the switch; Space or Enter toggles it (both tested).'],
    examples: ['profile.smsAllowed', 'profile.smsAllowedHint'],
  },
  RadioGroup: {
    use: [
      "One choice of two to five that the debtor should see at once: the plan's due day, settle or pay.",
    ],
    avoid: ['More than about six options: Select.', 'Choosing a payment method: BankSelector.'],
    do: [
      'Ask in the legend: "How would you like to deal with it?"; keep the options short and parallel.',
      'Leave nothing chosen when no default is safe, and say what to choose in the error.',
    ],
    dont: ['Do not use a radio group for yes/no consent; use Checkbox.'],
    accessibility: [
      'A `radiogroup` named by its legend; an error is linked to the group.',
      'A disabled option is announced as unavailable.',
    ],
    keyboard: [
      'Tab reaches the chosen option (or the first); the arrow keys move and choose (tested); Tab leaves the group.',
    ],
    examples: ['paymentPlan.dueDay.legend', 'paymentPlan.dueDay.0', 'settlement.step1.legend'],
  },
  Select: {
    use: ['One choice from a longer list: the debt a contact request is about, an FAQ topic.'],
    avoid: ['Two to five options the debtor should compare: RadioGroup.'],
    do: [
      'Give a placeholder that asks: "Choose a debt"; name the options as the debtor knows them.',
    ],
    dont: ['Do not use a select to navigate to another page.'],
    accessibility: [
      'Radix Select: a labelled `combobox` opening a `listbox`; the chosen value is read with the label.',
    ],
    keyboard: [
      'Tab reaches the select; Down arrow opens the list, arrow keys move and Enter chooses (tested); focus returns to the select.',
    ],
    examples: ['contact.debt', 'contact.chooseDebt'],
  },
  AmountSlider: {
    use: ['The monthly amount of a payment plan, where dragging shows how the length changes.'],
    avoid: ['Alone: always put an AmountField beside it for typing the amount exactly.'],
    do: ['Show the result of the chosen amount (months, last due date) next to it.'],
    dont: ['Do not use a slider for an amount without sensible limits.'],
    accessibility: [
      'A native range input: keyboard, touch and screen readers work as users expect.',
      '`aria-valuetext` reads the amount in euros, not a bare number.',
    ],
    keyboard: [
      'Tab reaches the slider; the arrow keys change the amount by one step, Home and End go to the limits.',
    ],
    examples: ['paymentPlan.slider', 'paymentPlan.amount'],
  },
  BankSelector: {
    use: [
      "Choosing how to pay in the payment form: the provider's groups (mobile, banks), one choice across them.",
    ],
    avoid: ['Any other choice: RadioGroup.'],
    do: [
      'Show every method the provider sends, with its logo and name; continue is enabled once one is chosen.',
      'When the methods cannot be loaded, say so and offer to try again: "Load payment methods again".',
    ],
    dont: ['Do not pre-choose a bank.'],
    accessibility: [
      'A fieldset with a legend; each provider group is a `radiogroup` named by its heading.',
      "The logos carry the bank's name as their text alternative.",
    ],
    keyboard: [
      'Tab reaches each group in turn; Space chooses the focused method and Down arrow moves to the next and chooses it (tested).',
    ],
    examples: ['bank.legend', 'paying.form.intro', 'bank.retry'],
  },
  ErrorSummary: {
    use: [
      'Every form that can fail on submit: the box lists each error as a link to its field and takes focus.',
    ],
    avoid: [
      "A form with one field: the field's own error is enough.",
      'An error from the server that no field can fix: Notice or Snackbar.',
    ],
    do: [
      "Use the same words as the field's inline error.",
      'Title it with what to do: "Fix these before you continue".',
    ],
    dont: ['Do not show it before the first submit.'],
    accessibility: [
      'Takes focus when it appears; read as a region named by its heading, described by the list.',
      'A link moves focus to its field and scrolls it into view with its label (tested).',
    ],
    keyboard: [
      'After a failed submit focus is on the summary; Tab reaches each error link, Enter moves to that field.',
    ],
    examples: ['errorSummary.title', 'contact.debtRequired'],
  },
  FileDrop: {
    use: [
      'Attachments to a message or a complaint: dragging in or choosing files, within the size and type limits.',
    ],
    avoid: [
      'A single document the service needs in one format: a plain file input with its own hint.',
    ],
    do: [
      'State the limits before the debtor chooses: "Up to 20 MB in total."',
      'Say why a file was refused and that the others were kept.',
    ],
    dont: ['Do not make dragging the only way; the choose button is always there.'],
    accessibility: [
      'A labelled button opens the file dialog; the chosen files are a list, each with a remove button named by the file.',
      'A refusal is announced as it happens.',
    ],
    keyboard: [
      'Tab reaches "Choose files", Enter opens the file dialog; Tab then reaches each file\'s remove button.',
    ],
    examples: ['fileDrop.instructions', 'fileDrop.limits', 'fileDrop.fileTypesError'],
  },
  FeedbackSmiley: {
    use: ['The quick "How did it go?" question after a task (a payment, a plan).'],
    avoid: ['A question with more than two answers: RadioGroup or NpsScale.'],
    do: ['Ask one short question; offer the comment field only after an answer.'],
    dont: ['Do not ask before the task is done.'],
    accessibility: [
      'A radio group of two faces, each named in words ("Well", "Badly"), not by the picture.',
    ],
    keyboard: [
      'Tab reaches the group; Left and Right arrow move between the faces and choose (tested).',
    ],
    examples: ['feedback.question', 'feedback.good', 'feedback.bad'],
  },
  NpsScale: {
    use: ['The 0–10 recommendation question of the feedback dialog.'],
    avoid: ['Any other rating: a two-choice FeedbackSmiley is quicker to answer.'],
    do: ['Label both ends in words: "not at all likely" and "extremely likely".'],
    dont: ['Do not colour the numbers red to green; it suggests a right answer.'],
    accessibility: [
      'A radio group named by the question; the end labels describe it, so they are read too.',
    ],
    keyboard: ['Tab reaches the scale; Right and Left arrow move and choose a number (tested).'],
    examples: ['feedback.nps.question', 'feedback.nps.low', 'feedback.nps.high'],
  },
};
