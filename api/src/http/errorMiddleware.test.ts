import { answerFor } from './errorMiddleware';

const errorNamed = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('answerFor', () => {
  it('answers 503 when the database cannot be reached', () => {
    for (const name of [
      'MongoServerSelectionError',
      'MongooseServerSelectionError',
      'MongoNetworkError',
      'PoolClearedOnNetworkError',
    ]) {
      expect(answerFor(errorNamed(name, 'connect ECONNREFUSED 127.0.0.1:27017'))).toEqual({
        status: 503,
        body: { message: 'Service temporarily unavailable' },
      });
    }
  });

  it('answers 503 while a replica set elects a primary, never 500', () => {
    const unavailable = { status: 503, body: { message: 'Service temporarily unavailable' } };
    const serverError = (code: number, message: string, errorLabels: string[] = []) =>
      Object.assign(new Error(message), { name: 'MongoServerError', code, errorLabels });
    expect(answerFor(serverError(10107, 'not primary'))).toEqual(unavailable);
    expect(answerFor(serverError(11602, 'operation was interrupted'))).toEqual(unavailable);
    expect(answerFor(serverError(189, 'primary stepped down'))).toEqual(unavailable);
    expect(answerFor(serverError(91, 'the server is shutting down'))).toEqual(unavailable);
    expect(
      answerFor(serverError(251, 'transaction aborted', ['TransientTransactionError'])),
    ).toEqual(unavailable);
    expect(
      answerFor(errorNamed('MongoWriteConcernError', 'waiting for replication timed out')),
    ).toEqual(unavailable);
    expect(answerFor(serverError(2, 'bad value')).status).toBe(500);
  });

  it('answers 413 and 415 from body parsing without details', () => {
    expect(
      answerFor(Object.assign(new Error('request entity too large'), { status: 413 })),
    ).toEqual({
      status: 413,
      body: { message: 'Request body too large' },
    });
    expect(answerFor(Object.assign(new Error('unsupported'), { status: 415 })).status).toBe(415);
  });

  it('never exposes an unexpected error', () => {
    expect(
      answerFor(new TypeError("Cannot read properties of undefined (reading 'passwordHash')")),
    ).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect(answerFor(Object.assign(new Error('secret'), { status: 502 })).body).toEqual({
      message: 'Internal server error',
    });
  });
});
