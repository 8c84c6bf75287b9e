/**
 * Each component's status (Introduction: status legend) and the date it was added, for the
 * Changelog page and each docs page. A new component gets a line here (status.test.ts).
 */
export type ComponentStatus = 'stable' | 'ready' | 'deprecated';

export const componentStatus: Record<string, { status: ComponentStatus; added: string }> = {
  Accordion: { status: 'stable', added: '2026-11-21' },
  ActionMenu: { status: 'stable', added: '2026-11-21' },
  AmountField: { status: 'stable', added: '2026-11-21' },
  AmountSlider: { status: 'stable', added: '2026-11-24' },
  ArchiveCard: { status: 'stable', added: '2026-11-21' },
  BankSelector: { status: 'stable', added: '2026-11-21' },
  Banner: { status: 'stable', added: '2026-11-21' },
  Breadcrumb: { status: 'ready', added: '2026-11-21' },
  Button: { status: 'stable', added: '2026-11-21' },
  CameraView: { status: 'stable', added: '2026-11-23' },
  CapacityFigures: { status: 'ready', added: '2026-11-28' },
  Card: { status: 'stable', added: '2026-11-21' },
  CardGrid: { status: 'stable', added: '2026-11-23' },
  Chart: { status: 'ready', added: '2026-11-26' },
  Checkbox: { status: 'stable', added: '2026-11-21' },
  Columns: { status: 'stable', added: '2026-11-23' },
  ConsentDialog: { status: 'stable', added: '2026-11-21' },
  CookieBanner: { status: 'stable', added: '2026-11-21' },
  DataTable: { status: 'stable', added: '2026-11-21' },
  DatePicker: { status: 'stable', added: '2026-11-21' },
  DebtCard: { status: 'stable', added: '2026-11-21' },
  DescriptionList: { status: 'stable', added: '2026-11-23' },
  DialogActions: { status: 'ready', added: '2026-11-28' },
  EmailPair: { status: 'stable', added: '2026-11-21' },
  ErrorSummary: { status: 'ready', added: '2026-11-26' },
  EmptyState: { status: 'stable', added: '2026-11-21' },
  FeedbackSmiley: { status: 'stable', added: '2026-11-21' },
  FileDrop: { status: 'stable', added: '2026-11-21' },
  Footer: { status: 'stable', added: '2026-11-21' },
  FormField: { status: 'stable', added: '2026-11-21' },
  Heading: { status: 'stable', added: '2026-11-23' },
  HelpServiceList: { status: 'ready', added: '2026-11-28' },
  IconButton: { status: 'stable', added: '2026-11-21' },
  InstalmentTable: { status: 'ready', added: '2026-11-28' },
  LanguageSwitch: { status: 'stable', added: '2026-11-21' },
  List: { status: 'stable', added: '2026-11-23' },
  MainContent: { status: 'stable', added: '2026-11-23' },
  NavigationDrawer: { status: 'stable', added: '2026-11-21' },
  NotFound: { status: 'ready', added: '2026-11-21' },
  Notice: { status: 'stable', added: '2026-11-21' },
  NpsScale: { status: 'stable', added: '2026-11-21' },
  PageFrame: { status: 'stable', added: '2026-11-23' },
  PageHeader: { status: 'stable', added: '2026-11-23' },
  PageSkeleton: { status: 'ready', added: '2026-11-26' },
  PayBlock: { status: 'ready', added: '2026-11-26' },
  PaymentPlanCard: { status: 'stable', added: '2026-11-21' },
  PhoneField: { status: 'stable', added: '2026-11-21' },
  ProgressWheel: { status: 'stable', added: '2026-11-21' },
  RadioGroup: { status: 'stable', added: '2026-11-21' },
  ResponsiveDialog: { status: 'stable', added: '2026-11-21' },
  ScrollToTop: { status: 'stable', added: '2026-11-21' },
  Select: { status: 'stable', added: '2026-11-21' },
  Show: { status: 'stable', added: '2026-11-23' },
  Skeleton: { status: 'stable', added: '2026-11-21' },
  SkipLink: { status: 'stable', added: '2026-11-23' },
  Snackbar: { status: 'stable', added: '2026-11-21' },
  Spinner: { status: 'stable', added: '2026-11-21' },
  Stack: { status: 'stable', added: '2026-11-23' },
  StateLabel: { status: 'stable', added: '2026-11-21' },
  StepDialog: { status: 'ready', added: '2026-11-26' },
  Stepper: { status: 'stable', added: '2026-11-21' },
  SummaryCard: { status: 'stable', added: '2026-11-21' },
  Switch: { status: 'stable', added: '2026-11-21' },
  Tabs: { status: 'stable', added: '2026-11-21' },
  Text: { status: 'stable', added: '2026-11-23' },
  TextField: { status: 'stable', added: '2026-11-21' },
  TextLink: { status: 'stable', added: '2026-11-23' },
  Textarea: { status: 'stable', added: '2026-11-21' },
  TopBar: { status: 'stable', added: '2026-11-21' },
  TwoColumnLayout: { status: 'stable', added: '2026-11-23' },
};

/** Docs pages named otherwise than their component's folder: the two charts share `Chart`. */
const pageFolders: Record<string, string> = {
  BalanceChart: 'Chart',
  CompositionChart: 'Chart',
};

/** The component folder (the key of `componentStatus` and the changelog) of a docs page. */
export function folderOfPage(page: string): string {
  return pageFolders[page] ?? page;
}
