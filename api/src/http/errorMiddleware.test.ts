import { answerFor } from './errorMiddleware';

const errorNamed = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('answerFor', () => {
  it('answers 503 when the database cannot be reached', () => {
    for (const name of [
      'MongoServerSelectionError',
      'MongooseServerSelectionError',
      'MongoNetworkError',
    ]) {
      expect(answerFor(errorNamed(name, 'connect ECONNREFUSED 127.0.0.1:27017'))).toEqual({
        status: 503,
        body: { message: 'Service temporarily unavailable' },
      });
    }
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
