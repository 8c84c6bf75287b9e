import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-events';

/** spec 3 shared state: message {type, text, translate, clickToDismiss}. */
export type MessageType = 'success' | 'info' | 'warning' | 'error';

export interface Message {
  id: number;
  type: MessageType;
  /** A translation key when `translate` is true, otherwise text to show as it is. */
  text: string;
  translate: boolean;
  values?: Record<string, string | number>;
  /** Stays (30 s) until dismissed instead of closing after 6 s (spec 9). */
  clickToDismiss: boolean;
  /**
   * Pages the message leads to, as the snackbar's actions: the court-decision notice links each
   * debt that has a decision. `text` is a translation key filled with `values`.
   */
  links?: MessageLink[];
}

export interface MessageLink {
  text: string;
  values?: Record<string, string | number>;
  path: string;
}

export interface MessagesState {
  current: Message | null;
  nextId: number;
}

const initialState: MessagesState = { current: null, nextId: 1 };

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    messageShown: {
      reducer: (state, action: PayloadAction<Omit<Message, 'id'>>) => {
        state.current = { ...action.payload, id: state.nextId };
        state.nextId += 1;
      },
      prepare: (message: {
        type: MessageType;
        text: string;
        translate?: boolean;
        values?: Record<string, string | number>;
        clickToDismiss?: boolean;
        links?: MessageLink[];
      }) => ({
        payload: {
          translate: true,
          clickToDismiss: message.type === 'error',
          ...message,
        },
      }),
    },
    messageHidden: (state) => {
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      state.current = null;
    });
  },
  selectors: { selectMessage: (state) => state.current },
});

export const { messageShown, messageHidden } = messagesSlice.actions;
export const { selectMessage } = messagesSlice.selectors;
