import {
  FLEET_MESSAGES,
  fleetRegistrationSchema,
  type FleetRegistration,
} from '@freight/contracts';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable, useShellServices } from '@freight/runtime';
import { Alert, Button } from '@freight/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormGrid } from '../../shared/layout';
import { useCarrierRegisterMutation } from './api';
import { AuthLayout } from './AuthLayout';
import { RegistrationFields } from './RegistrationFields';

const EMPTY: FleetRegistration = {
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  contactName: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  website: '',
  mcNumber: '',
  usdotNumber: '',
  taxId: '',
};

export function RegisterPage() {
  const { pageMeta, toast } = useShellServices();
  const navigate = useNavigate();
  const [registerAccount, { isLoading }] = useCarrierRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const form = useSchemaForm<FleetRegistration>({
    schema: fleetRegistrationSchema,
    defaultValues: EMPTY,
  });
  const mismatch = form.formState.errors.confirmPassword?.type === 'any.only';

  useEffect(() => {
    pageMeta.set({
      title: 'Create a FleetFolio Account',
      description:
        'Register your trucking company for FleetFolio, the transport management system.',
      canonicalPath: '/fleetfolio/register',
    });
  }, [pageMeta]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setUnreachable(false);
    try {
      await registerAccount(values).unwrap();
    } catch (error) {
      if (isUnreachable(error)) setUnreachable(true);
      else if (!form.showServerErrors(error)) {
        setFailure(errorMessage(error, FLEET_MESSAGES.registrationFailed));
      }
      return;
    }
    toast.show({
      title: FLEET_MESSAGES.registrationSuccessTitle,
      description: FLEET_MESSAGES.registrationSuccessDescription,
    });
    // In place of the filled form: after signing in, Back does not return to it.
    navigate('/fleetfolio/login', { replace: true });
  });

  const alert = mismatch ? FLEET_MESSAGES.passwordsDoNotMatch : failure;
  return (
    <AuthLayout
      title="Create Your FleetFolio Account"
      description="Set up your company to plan loads, dispatch trips and invoice customers."
      width="default"
    >
      <FormGrid noValidate onSubmit={submit} aria-label="Create account">
        {alert ? (
          <Alert $variant="destructive" role="alert">
            {alert}
          </Alert>
        ) : null}
        <RegistrationFields form={form} />
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? 'Creating Account...' : 'Create FleetFolio Account'}
        </Button>
        {unreachable ? <UnreachableAlert /> : null}
        <p>
          Already have an account? <Link to="/fleetfolio/login">Sign in</Link>
        </p>
      </FormGrid>
    </AuthLayout>
  );
}
