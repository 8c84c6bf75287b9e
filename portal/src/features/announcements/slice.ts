import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';

export type Announcement = Schemas['Announcement'];

export interface AnnouncementsState {
  items: Announcement[];
  loaded: boolean;
  /**
   * The items came with the server-rendered page: the server sanitized their HTML (allow-list)
   * and rendered it, so they are shown as they are. Items fetched later are sanitized here too.
   */
  prerendered?: boolean;
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
      state.prerendered = false;
    },
  },
  selectors: {
    selectAnnouncements: (state) => state.items,
    selectAnnouncementsLoaded: (state) => state.loaded,
    selectAnnouncementsPrerendered: (state) => state.prerendered === true,
  },
});

export const { announcementsRequested, announcementsLoaded } = announcementsSlice.actions;
export const { selectAnnouncements, selectAnnouncementsLoaded, selectAnnouncementsPrerendered } =
  announcementsSlice.selectors;
