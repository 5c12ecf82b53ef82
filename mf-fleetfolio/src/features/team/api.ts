import type {
  ActivityPage,
  ActivityQuery,
  Driver,
  InviteInput,
  InviteView,
  RoleChangeInput,
  TeamView,
} from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const TEAM = '/api/fleetfolio/team';

/** Every team change is written to the activity log: the log is read again after one. */
const TEAM_CHANGED = ['TeamMember', 'Activity'] as const;

const teamApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<TeamView, void>({
      query: () => ({ key: [TEAM] }),
      providesTags: ['TeamMember'],
    }),
    /** The driver records an invited driver can be bound to. */
    teamDrivers: build.query<Driver[], void>({
      query: () => ({ key: ['/api/fleetfolio/drivers'] }),
      providesTags: ['Driver'],
    }),
    inviteMember: build.mutation<InviteView, InviteInput>({
      query: (body) => ({ url: `${TEAM}/invites`, method: 'POST', body }),
      invalidatesTags: [...TEAM_CHANGED],
    }),
    resendInvite: build.mutation<InviteView, string>({
      query: (id) => ({ url: `${TEAM}/invites/${id}/resend`, method: 'POST', body: {} }),
      invalidatesTags: [...TEAM_CHANGED],
    }),
    withdrawInvite: build.mutation<void, string>({
      query: (id) => ({ url: `${TEAM}/invites/${id}`, method: 'DELETE' }),
      invalidatesTags: [...TEAM_CHANGED],
    }),
    changeRole: build.mutation<TeamView, { id: string; change: RoleChangeInput }>({
      query: ({ id, change }) => ({
        url: `${TEAM}/members/${id}/role`,
        method: 'PUT',
        body: change,
      }),
      invalidatesTags: [...TEAM_CHANGED],
    }),
    removeMember: build.mutation<void, string>({
      query: (id) => ({ url: `${TEAM}/members/${id}`, method: 'DELETE' }),
      invalidatesTags: [...TEAM_CHANGED],
    }),
    /** The owner gives the carrier to a member and becomes a dispatcher: every view changes. */
    transferOwnership: build.mutation<TeamView, { id: string; password: string }>({
      query: ({ id, password }) => ({
        url: `${TEAM}/members/${id}/ownership`,
        method: 'POST',
        body: { password },
      }),
      invalidatesTags: [...TEAM_CHANGED, 'CarrierSession', 'CarrierDashboard'],
    }),
    activity: build.query<ActivityPage, ActivityQuery>({
      query: (filter) => {
        const search = new URLSearchParams(
          Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
        );
        return { key: [`/api/fleetfolio/activity?${search.toString()}`] };
      },
      providesTags: ['Activity'],
    }),
  }),
});

export const {
  useTeamQuery,
  useTeamDriversQuery,
  useInviteMemberMutation,
  useResendInviteMutation,
  useWithdrawInviteMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
  useActivityQuery,
} = teamApi;
