import {
  FLEET_ROLE_DESCRIPTIONS,
  FLEET_ROLE_LABELS,
  FLEET_TEAM_MESSAGES,
  inviteAcceptSchema,
  type InviteAcceptInput,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import {
  errorMessage,
  FetchFailure,
  isUnreachable,
  useShellServices,
  type ApiError,
} from '@freight/runtime';
import { Alert, Button, Field, Input, Skeleton } from '@freight/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormGrid } from '../../shared/layout';
import {
  resetCarrierCache,
  useAcceptInvitationMutation,
  useInvitationQuery,
  useRequestNewInvitationMutation,
} from './api';
import { AuthLayout } from './AuthLayout';

type AcceptValues = Omit<InviteAcceptInput, 'token'>;

/** Why the link cannot be used, as the API answered it (410 with a reason, or 404). */
function reasonOf(error: unknown): string | undefined {
  const data = (error as ApiError | undefined)?.data as { errors?: { reason?: string } } | null;
  return data?.errors?.reason;
}

/**
 * Links that can no longer be used but may ask the carrier for a new one: the owner is told
 * once per invitation (an unknown link has nobody to ask).
 */
const RENEWABLE = new Set(['expired', 'used', 'withdrawn']);

/** A dead link: the invitee asks the carrier for a new one. */
function AskForNewLink({ token }: { token: string }) {
  const [ask, asking] = useRequestNewInvitationMutation();
  if (asking.isSuccess) return <Alert role="status">{asking.data.message}</Alert>;
  return (
    <>
      {asking.isError ? (
        <Alert $variant="destructive" role="alert">
          {errorMessage(asking.error, 'Your request could not be sent. Please try again.')}
        </Alert>
      ) : null}
      <Button $block disabled={asking.isLoading} onClick={() => void ask(token)}>
        Ask for a New Invitation
      </Button>
    </>
  );
}

/** `/fleetfolio/invite/:token`: the invitee chooses a name and password and joins the carrier. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { pageMeta, toast, store } = useShellServices();
  const navigate = useNavigate();
  const invitation = useInvitationQuery(token);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<AcceptValues, InviteAcceptInput>({
    schema: inviteAcceptSchema,
    defaultValues: { name: '', password: '', confirmPassword: '' },
    toRequest: (values) => ({ ...values, token }),
  });

  useEffect(() => {
    pageMeta.set({
      title: 'Join a FleetFolio Team',
      description: 'Accept an invitation to a carrier on FleetFolio.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { account } = await accept(input).unwrap();
      store.dispatch(resetCarrierCache());
      toast.show({ title: 'Welcome', description: `You joined ${account.companyName}.` });
      navigate(account.role === 'driver' ? '/fleetfolio/driver' : '/fleetfolio');
    } catch (error) {
      if (!form.showServerErrors(error)) {
        setFailure(errorMessage(error, 'You could not join. Please try again.'));
      }
    }
  });

  if (invitation.isLoading) {
    return (
      <AuthLayout title="Join FleetFolio" description="Opening your invitation…">
        <Skeleton $height="12rem" />
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    // Unreached, the link may well be good: only the API's answer says it cannot be used.
    const description = isUnreachable(invitation.error)
      ? 'Your invitation could not be opened.'
      : 'This invitation cannot be used.';
    return (
      <AuthLayout title="Join FleetFolio" description={description}>
        <FormGrid as="div" aria-busy={invitation.isFetching}>
          <FetchFailure
            error={invitation.error}
            fallback={FLEET_TEAM_MESSAGES.inviteUnknown}
            onRetry={() => void invitation.refetch()}
          />
          {RENEWABLE.has(reasonOf(invitation.error) ?? '') ? <AskForNewLink token={token} /> : null}
          <p>
            Already joined? <Link to="/fleetfolio/login">Sign in</Link>
          </p>
        </FormGrid>
      </AuthLayout>
    );
  }
  const view = invitation.data!;
  return (
    <AuthLayout
      title={`Join ${view.companyName}`}
      description={`You are invited as ${FLEET_ROLE_LABELS[view.role]}: ${FLEET_ROLE_DESCRIPTIONS[view.role]}`}
    >
      <FormGrid noValidate onSubmit={submit} aria-label="Join the team">
        {failure ? (
          <Alert $variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Field label="Email">
          <Input type="email" value={view.email} readOnly autoComplete="username" />
        </Field>
        <Field label="Your name" {...form.field('name')}>
          <Input autoComplete="name" {...form.input('name')} />
        </Field>
        <Field label="Password" {...form.field('password')}>
          <Input type="password" autoComplete="new-password" {...form.input('password')} />
        </Field>
        <Field label="Confirm password" {...form.field('confirmPassword')}>
          <Input type="password" autoComplete="new-password" {...form.input('confirmPassword')} />
        </Field>
        <Button type="submit" $block disabled={accepting.isLoading}>
          {accepting.isLoading ? 'Joining...' : 'Join the Team'}
        </Button>
      </FormGrid>
    </AuthLayout>
  );
}
