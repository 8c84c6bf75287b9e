import type { Guidance } from './guidance';

/**
 * Usage guidance of the Layout, Navigation, Typography, Media and Pages pages (guidance.ts
 * explains the fields).
 */
export const layoutGuidance: Record<string, Guidance> = {
  PageFrame: {
    use: ['The outermost box of every portal page: skip link, top bar, main content, footer.'],
    avoid: ['Inside a dialog or a card: it is the page itself.'],
    do: ["Put each page's content in its MainContent, so the skip link has a target."],
    dont: ['Do not add a second top bar or footer inside the page.'],
    accessibility: [
      "Gives the page its landmarks in order: banner, main, contentinfo; at least the window's height so the footer sits at the bottom.",
    ],
    keyboard: ['The first Tab reaches the skip link, Enter on it moves focus to the main content.'],
    examples: ['app.skipToContent'],
  },
  TopBar: {
    use: [
      'The header of every page: logo, the main menu on wide screens, contact and profile, the drawer toggle.',
    ],
    avoid: ["A dialog's or a section's header: Heading in a Stack."],
    do: ['Keep the labels short: "Contact us", "My details".'],
    dont: ['Do not add actions that belong to one page.'],
    accessibility: [
      'A `banner` landmark; the logo link is named "Debt Portal, go to the front page"; the drawer toggle says whether the drawer is open.',
    ],
    keyboard: [
      'Tab goes logo, main menu links (from 960 px), contact, profile, drawer toggle; Enter activates each.',
    ],
    examples: ['topBar.contact', 'topBar.profile', 'topBar.home'],
  },
  NavigationDrawer: {
    use: [
      'The side drawer: the main navigation below 960 px, language, privacy, cookies, feedback and log out.',
    ],
    avoid: ['Actions of one page: ActionMenu or buttons on the page.'],
    do: ['Mark the current page and language; put log out last.'],
    dont: ['Do not open it without the debtor asking.'],
    accessibility: [
      'Radix Dialog: focus is trapped while open and returns to the toggle; the navigation landmark has its own name.',
    ],
    keyboard: [
      'Enter on the toggle opens it; Tab moves through the links; Escape closes it (tested).',
    ],
    examples: ['topBar.navigation', 'drawer.logout', 'drawer.feedback'],
  },
  Footer: {
    use: [
      'The bottom of every page: customer service hours, phone numbers, the contact form and service links.',
    ],
    avoid: ['Page-specific help: the help card or the help page.'],
    do: ['Give the hours in words people say: "Monday to Thursday, 8am to 6pm".'],
    dont: ['Do not put legal text in the footer; link to it.'],
    accessibility: [
      'A `contentinfo` landmark; its groups are headed lists; phone numbers are links.',
    ],
    keyboard: ['Tab reaches each link in reading order; Enter follows it.'],
    examples: ['footer.serviceHours', 'footer.hoursMonThu', 'footer.privatePhone'],
  },
  MainContent: {
    use: ['The `<main>` of every page, inside PageFrame: content width, page padding.'],
    avoid: ['A second main on one page.'],
    do: ['Give it `tabIndex={-1}`, so the skip link and route changes can move focus to it.'],
    dont: ['Do not set its width per page; the content width is the token.'],
    accessibility: ["The `main` landmark, the skip link's target."],
    keyboard: ['Focused by the skip link and after a route change; not in the Tab order itself.'],
    examples: ['app.skipToContent'],
  },
  SkipLink: {
    use: ['The first focusable element of every page (WCAG 2.4.1), inside PageFrame.'],
    avoid: ['Links to other places on the page: use headings and landmarks.'],
    do: ['Point it at MainContent: "Skip to content".'],
    dont: ['Do not hide it in a way that keeps it hidden on focus.'],
    accessibility: ['Off screen until focused, then shown at the top left with the focus ring.'],
    keyboard: ['The first Tab on a page shows it (tested); Enter moves focus to the main content.'],
    examples: ['app.skipToContent'],
  },
  PageHeader: {
    use: [
      'The top of a page below the top bar: the h1, with a breadcrumb (wide) or a back link (phone).',
    ],
    avoid: ["A section's heading inside the page: Heading."],
    do: ['Name the page as the debtor would: "Payments", "My details".'],
    dont: ["Do not put actions in the header; the PayBlock or the page's buttons carry them."],
    accessibility: [
      'One h1 per page; the hidden navigation (breadcrumb or back link) is out of the accessibility tree too.',
    ],
    keyboard: ['Tab reaches the breadcrumb links or the back link; Enter follows them.'],
    examples: ['paymentsPage.title', 'debt.back'],
  },
  TwoColumnLayout: {
    use: [
      'The single-debt view: summary and actions on the left, tabs on the right; one column below 960 px.',
    ],
    avoid: ['Two fields side by side in a form: Columns.'],
    do: ['Put what the debtor acts on (PayBlock) first: it is first on a phone too.'],
    dont: [
      'Do not rely on the right column being seen beside the left; on a phone it comes after.',
    ],
    accessibility: ['A CSS grid: reading and focus order follow the markup at every width.'],
    keyboard: ['No stops of its own; Tab goes through the left column, then the right.'],
    examples: ['debt.tabs.pay', 'debt.tabs.info'],
  },
  Columns: {
    use: ['Two fields or blocks side by side from 600 px, one above the other below it.'],
    avoid: ["The page's two main columns: TwoColumnLayout. A grid of cards: CardGrid."],
    do: ['Pair fields that belong together (email and its repeat).'],
    dont: ['Do not nest columns.'],
    accessibility: ['Order in the markup is the reading order at every width.'],
    keyboard: ['No stops of its own; Tab goes left column first, then right.'],
    examples: ['contact.email', 'contact.emailRepeat'],
  },
  CardGrid: {
    use: [
      'Debt, plan and archive cards on the front page: one column on a phone, two from 600 px, three from 1264 px.',
    ],
    avoid: ['One card: put it in the page directly.'],
    do: ['Order the cards as the debtor should act: the most urgent first.'],
    dont: ['Do not mix cards and other content in one grid.'],
    accessibility: ['A list: screen readers say how many cards there are.'],
    keyboard: ['No stops of its own; Tab goes through the cards in order.'],
    examples: ['frontPage.tabs.debts'],
  },
  Card: {
    use: ['The surface of any card: a grouped piece of content with padding, radius and shadow.'],
    avoid: ['A debt, plan or archive: use DebtCard, PaymentPlanCard or ArchiveCard, built on it.'],
    do: ['Give a card a heading, so it is found by heading navigation.'],
    dont: ['Do not put a card inside a card.'],
    accessibility: [
      'With a heading it is a `section` named by it; the highlight tone is not the only cue.',
    ],
    keyboard: ['No stops of its own.'],
    examples: ['helpCard.title', 'helpCard.text', 'helpCard.action'],
  },
  Stack: {
    use: [
      'Spacing between siblings: every vertical rhythm of the portal, a row of buttons, a form.',
    ],
    avoid: ['Side-by-side blocks that wrap to one column: Columns.'],
    do: ['Use the gap tokens: 4 between a label and its text, 6 between sections.'],
    dont: ['Do not add margins to children of a stack.'],
    accessibility: ['As a `form` or `ul` it keeps that meaning; the spacing adds none.'],
    keyboard: ['No stops of its own.'],
    examples: ['contact.title', 'contact.intro'],
  },
  Show: {
    use: [
      "Content for some screen widths only: the debt view's dialog links on a phone, its sub-tabs from 600 px.",
    ],
    avoid: ['Hiding content from everyone: leave it out.'],
    do: ['Show the same action in another form at the other widths.'],
    dont: ['Do not hide the only way to do something at one width.'],
    accessibility: ['Hidden content is `display: none`, so also out of the accessibility tree.'],
    keyboard: ['No stops of its own; hidden content is out of the Tab order.'],
    examples: ['debtActions.label'],
  },
  Breadcrumb: {
    use: ['Where a page sits, on large screens of the debt view: front page, then debt or plan.'],
    avoid: ['Phones: PageHeader shows a back link instead.'],
    do: ['End with the current page, not a link.'],
    dont: ['Do not use it for steps of a task: Stepper.'],
    accessibility: [
      'A `navigation` named "You are here"; the current page has `aria-current="page"`.',
    ],
    keyboard: ['Tab reaches each link; Enter follows it.'],
    examples: ['breadcrumb.label', 'nav.frontPage', 'nav.debt'],
  },
  Tabs: {
    use: [
      "Views of one thing side by side: debts and archive, the debt view's parts, the help page, the login methods.",
    ],
    avoid: ['Steps in order: Stepper. Pages of the site: navigation links.'],
    do: ['Name tabs with short nouns: "Debts", "Archive".'],
    dont: ['Do not put tabs in tabs.'],
    accessibility: [
      'The WAI-ARIA tabs pattern: one tab in the tab order, each panel labelled by its tab and focusable.',
    ],
    keyboard: [
      'Tab reaches the chosen tab; Right and Left arrow move and choose (wrapping), Home and End go to the ends (tested); Tab moves into the panel.',
    ],
    examples: ['frontPage.tabs.debts', 'frontPage.tabs.archive', 'login.caseTab'],
  },
  Stepper: {
    use: ['Progress through a multi-step dialog: a plan, a settlement, a complaint.'],
    avoid: ['Progress of paying: ProgressWheel.'],
    do: ['Name the steps by what the debtor does: "Check and sign", "Pay the first instalment".'],
    dont: ['Do not let the debtor skip ahead to steps not reached.'],
    accessibility: [
      'Each step reads "label. Step n/N. state"; the current one has `aria-current="step"`.',
    ],
    keyboard: ['Tab reaches the steps already done; Enter goes back to one (tested).'],
    examples: ['settlement.steps.4', 'stepper.state.current', 'reclamation.steps.details'],
  },
  TextLink: {
    use: ['Going somewhere: another page, a document, an outside service.'],
    avoid: ['Doing something (sending, paying): Button.'],
    do: ['Say where the link goes: "Read the privacy notice", not "click here".'],
    dont: ['Do not open a new window without saying so.'],
    accessibility: ['Underlined and in the brand colour, with a visible focus ring.'],
    keyboard: ['Tab reaches the link; Enter follows it.'],
    examples: ['profile.gdpr.link', 'missingContact.link'],
  },
  LanguageSwitch: {
    use: ['The language choice in the drawer: Suomi, Svenska, English.'],
    avoid: ['Any other choice: RadioGroup or Select.'],
    do: ['Write each language in itself, so a reader finds theirs.'],
    dont: ['Do not use flags for languages.'],
    accessibility: [
      'Each option has its own `lang`, so it is pronounced right; the current one is marked `aria-current`.',
    ],
    keyboard: ['Tab moves between the languages; Enter chooses one (tested).'],
    examples: ['language.label', 'language.se'],
  },
  ScrollToTop: {
    use: ['Long pages on wide screens: a button back to the top after scrolling down.'],
    avoid: ['Phones and short pages: it is not shown there.'],
    do: ['Keep the label: "Back to top".'],
    dont: ['Do not cover content at the bottom right.'],
    accessibility: ['A labelled IconButton; after it, focus goes to the top of the page.'],
    keyboard: ['Tab reaches it once shown; Enter scrolls to the top.'],
    examples: ['scrollToTop.label'],
  },
  Heading: {
    use: ['Every heading: page, section and subsection, with level and look chosen apart.'],
    avoid: ['Bold body text: Text with weight.'],
    do: ['Keep levels in order (h1, h2, h3) even when a section looks smaller.'],
    dont: ['Do not pick a level for its size; use `size`.'],
    accessibility: ['Real `h1`–`h6`: screen reader users move by headings.'],
    keyboard: ["Not focusable, except a dialog step's heading, which takes focus on opening."],
    examples: ['summary.title', 'paymentPlan.cost.title'],
  },
  Text: {
    use: ['Body text of the type scale: body, intro, muted, small, the countdown.'],
    avoid: ['A heading: Heading. A list: List.'],
    do: ['Keep sentences short and say what happens next: "We reply within 3–5 working days."'],
    dont: ['Do not use the muted tone for anything the debtor must read.'],
    accessibility: ['Every tone has at least 4.5:1 contrast on its background (tested).'],
    keyboard: ['Not focusable.'],
    examples: ['home.intro', 'contact.intro'],
  },
  List: {
    use: [
      'Short items with even spacing: service hours, phone numbers, the points before a settlement.',
    ],
    avoid: ['Label and value pairs: DescriptionList.'],
    do: ['Use numbered lists only when the order matters.'],
    dont: ['Do not put paragraphs in list items.'],
    accessibility: ['A real `ul` or `ol`: screen readers say how many items there are.'],
    keyboard: ['Not focusable; links in it are reached with Tab.'],
    examples: ['settlement.step3.point1', 'settlement.step3.point2'],
  },
  CameraView: {
    use: ['The live camera picture of the QR login.'],
    avoid: ['Any other image: it is a video element for a stream only.'],
    do: [
      'Say what to do: "Hold the QR code on your letter in front of the camera."',
      'Offer the case-number login beside it.',
    ],
    dont: ['Do not start the camera without the debtor asking.'],
    accessibility: [
      'The video is labelled; the QR login has a non-camera alternative (case number and online ID).',
    ],
    keyboard: ['Not focusable; the camera button and the other login are reached with Tab.'],
    examples: ['qr.instructions', 'qr.video'],
  },
  NotFound: {
    use: ['An address that does not exist or has moved.'],
    avoid: ['A debt that is not found: the debt page says so in its own words.'],
    do: ['Say what happened and give a way back: "Go to the front page".'],
    dont: ['Do not blame the debtor.'],
    accessibility: ['Its own `main` with an h1; the page title says "Page not found".'],
    keyboard: ['Tab reaches the link back to the front page; Enter follows it.'],
    examples: ['notFound.title', 'notFound.text', 'notFound.action'],
  },
};
