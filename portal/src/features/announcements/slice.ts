import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';

export type Announcement = Schemas['Announcement'];

export interface AnnouncementsState {
  items: Announcement[];
  loaded: boolean;
}

const initialState: AnnouncementsState = { items: [], loaded: false };

/** Announcements are public (shown on the login page) and survive logout. */
export const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsRequested: () => {},
    announcementsLoaded: (state, action: PayloadAction<Announcement[]>) => {
      state.items = action.payload;
      state.loaded = true;
    },
  },
  selectors: {
    selectAnnouncements: (state) => state.items,
  },
});

export const { announcementsRequested, announcementsLoaded } = announcementsSlice.actions;
export const { selectAnnouncements } = announcementsSlice.selectors;
