import type { ApiError } from './baseQuery';
import { SERVICE_UNREACHABLE, errorMessage, fieldErrorsOf, isUnreachable } from './errorMessage';

const failure = (status: number, data?: unknown): ApiError => ({
  status,
  message: `${status}: ...`,
  data,
});

describe('what a failed call tells a person', () => {
  it.each([
    ['no answer at all', failure(0)],
    ['a gateway error of the proxy', failure(502, 'Bad Gateway')],
    ['an API with its database down', failure(503, { message: 'Service temporarily unavailable' })],
    ['an unexpected server error', failure(500, { message: 'Internal server error' })],
  ])('%s: the service could not be reached, never the fallback', (_case, error) => {
    expect(isUnreachable(error)).toBe(true);
    expect(errorMessage(error, 'Invalid username or password')).toBe(
      SERVICE_UNREACHABLE.description,
    );
  });

  it("a refusal: the server's own message, else the fallback", () => {
    expect(errorMessage(failure(401, { message: 'Invalid email or password' }), 'x')).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(failure(400, 'not json'), 'Failed to add load')).toBe('Failed to add load');
    expect(errorMessage(failure(400, { message: '' }), 'Failed to add load')).toBe(
      'Failed to add load',
    );
    expect(isUnreachable(failure(429))).toBe(false);
  });

  it("reads a 400's messages per field, and nothing from other answers", () => {
    const refused = failure(400, {
      message: 'Origin not found',
      errors: { origin: 'Origin not found', 'waypoints.1': 'Waypoint 2 not found', bad: 3 },
    });
    expect(fieldErrorsOf(refused)).toEqual({
      origin: 'Origin not found',
      'waypoints.1': 'Waypoint 2 not found',
    });
    expect(fieldErrorsOf(failure(409, { errors: { email: 'taken' } }))).toEqual({});
    expect(fieldErrorsOf(failure(0))).toEqual({});
  });
});
