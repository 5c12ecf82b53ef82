import type { DispatchBoardView } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const dispatchBoardApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The week holding `week` (any day, YYYY-MM-DD), or this week when undefined. */
    dispatchBoard: build.query<DispatchBoardView, string | undefined>({
      query: (week) => ({
        key: [`/api/fleetfolio/dispatch-board${week ? `?week=${week}` : ''}`],
      }),
      providesTags: ['Trip', 'Driver', 'Truck'],
    }),
  }),
});

export const { useDispatchBoardQuery } = dispatchBoardApi;
