import { translate } from '@portal/translations';

/**
 * Example `DebtState` objects (openapi/portal-api.yaml) as the server sends them, for stories
 * only: the colours themselves are the server's decision (server/src/services/debt-rules.ts),
 * and components take `colorGroup` and `ended` from the contract instead of a table of their own.
 */
export const storyDebtStates = {
  1: { colorGroup: 'info', ended: false },
  2: { colorGroup: 'warning', ended: false },
  3: { colorGroup: 'warning', ended: false },
  4: { colorGroup: 'danger', ended: false },
  5: { colorGroup: 'danger', ended: false },
  6: { colorGroup: 'neutral', ended: false },
  7: { colorGroup: 'neutral', ended: false },
  8: { colorGroup: 'success', ended: true },
  9: { colorGroup: 'success', ended: true },
  10: { colorGroup: 'success', ended: true },
  11: { colorGroup: 'info', ended: false },
  12: { colorGroup: 'info', ended: false },
} as const satisfies Record<number, { colorGroup: string; ended: boolean }>;

export type StoryDebtState = keyof typeof storyDebtStates;

const stateIds: readonly StoryDebtState[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The `state` control of stories that show a debt: a list naming the twelve debt states
 * ("4 · In court · danger"), so a reviewer picks a state by its name rather than its number.
 */
export const debtStateArgType = {
  name: 'state (story)',
  description:
    'The debt state. The story sets `stateLabel`, `colorGroup` and `ended` from it, as the portal does from the contract.',
  options: stateIds,
  control: {
    type: 'select' as const,
    labels: Object.fromEntries(
      stateIds.map((id) => [
        id,
        `${id} · ${translate('en', `debtState.${id}`)} · ${storyDebtStates[id].colorGroup}`,
      ]),
    ),
  },
  table: { category: 'Story' },
};
