import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-events';

/**
 * The portal's global dialogs, opened by name with props from a component or a saga
 * (`dialogOpened({ name: 'paymentComplete', props: {…} })`) and shown by the one host in the
 * layout, which loads a dialog's code when it first opens. A feature adds its dialog by merging
 * its name and props into `DialogPropsMap` and registering the component with the host.
 */
export interface DialogPropsMap {
  consentSettings: Record<string, never>;
  generalFeedback: Record<string, never>;
  sessionExpiring: Record<string, never>;
}

export type DialogName = keyof DialogPropsMap;

export interface OpenDialog<N extends DialogName = DialogName> {
  /** Grows with every opening: a dialog opened again starts afresh (its draft from the store). */
  id: number;
  name: N;
  props: DialogPropsMap[N];
  open: boolean;
  /**
   * A mandatory dialog (the court decision, spec 2) cannot be closed by Escape, the overlay or a
   * close button; it ends by what the debtor does in it (authenticate or log out).
   */
  mandatory: boolean;
  /** Where focus goes when the dialog closes, when the element that opened it is gone. */
  returnFocus: string | null;
}

export interface DialogsState {
  dialogs: OpenDialog[];
  nextId: number;
}

const initialState: DialogsState = { dialogs: [], nextId: 1 };

type OpenPayload = {
  [N in DialogName]: {
    name: N;
    mandatory?: boolean;
    returnFocus?: string;
  } & (DialogPropsMap[N] extends Record<string, never>
    ? { props?: DialogPropsMap[N] }
    : { props: DialogPropsMap[N] });
}[DialogName];

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    dialogOpened: (state, action: PayloadAction<OpenPayload>) => {
      const { name, mandatory = false, returnFocus = null } = action.payload;
      const props = action.payload.props ?? {};
      const entry = { id: state.nextId, name, props, open: true, mandatory, returnFocus };
      state.nextId += 1;
      // One of each: opening a dialog again replaces the closed (or open) one.
      state.dialogs = [...state.dialogs.filter((d) => d.name !== name), entry as OpenDialog];
    },
    /** Closing keeps the dialog mounted, so it animates out and focus returns properly. */
    dialogClosed: (state, action: PayloadAction<DialogName>) => {
      for (const dialog of state.dialogs) if (dialog.name === action.payload) dialog.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      for (const dialog of state.dialogs) dialog.open = false;
    });
  },
  selectors: {
    selectDialogs: (state) => state.dialogs,
    selectIsDialogOpen: (state, name: DialogName) =>
      state.dialogs.some((d) => d.name === name && d.open),
    /** A mandatory dialog (the court decision) is open: nothing else may be drawn over it. */
    selectIsMandatoryDialogOpen: (state) => state.dialogs.some((d) => d.open && d.mandatory),
  },
});

export const { dialogOpened, dialogClosed } = dialogsSlice.actions;
export const { selectDialogs, selectIsDialogOpen, selectIsMandatoryDialogOpen } =
  dialogsSlice.selectors;

/** What the host gives a dialog component: its props, and whether it is open. */
export type DialogComponentProps<N extends DialogName> = DialogPropsMap[N] & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mandatory: boolean;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocus: () => HTMLElement | null;
};
