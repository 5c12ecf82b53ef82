import { CaughtMailModel } from '../db/models/caught_mails';
import { useTestDatabase } from '../test';
import { listCaughtMails, sendMail, startMail } from '.';

useTestDatabase();

describe('mail', () => {
  it('delivers over SMTP to the local catcher, which stores the message', async () => {
    const sent = await sendMail({
      to: 'ops@example.com',
      subject: 'New quote request',
      text: 'A shipper asked for a quote.',
      html: '<p>A shipper asked for a quote.</p>',
      attachments: [{ filename: 'bol.txt', content: 'BOL 123', contentType: 'text/plain' }],
    });
    expect(sent).toBe(true);
    const stored = await CaughtMailModel.findOne({ subject: 'New quote request' }).lean();
    expect(stored).toMatchObject({ to: ['ops@example.com'], text: 'A shipper asked for a quote.' });
    expect(stored?.html).toContain('<p>A shipper asked for a quote.</p>');
    expect(stored?.attachments).toEqual([
      expect.objectContaining({ filename: 'bol.txt', contentType: 'text/plain' }),
    ]);
  });

  it('lists caught mail newest first', async () => {
    await sendMail({ to: ['a@example.com', 'b@example.com'], subject: 'Second', text: 'two' });
    const mails = await listCaughtMails();
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'New quote request']);
    expect(mails[0]).toMatchObject({
      to: ['a@example.com', 'b@example.com'],
      id: expect.any(String),
    });
  });

  it('answers false instead of throwing when delivery fails', async () => {
    await startMail({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Site <site@example.com>',
      catcherPort: 0,
    });
    await expect(sendMail({ to: 'x@example.com', subject: 'Lost', text: 'x' })).resolves.toBe(
      false,
    );
    expect(await CaughtMailModel.countDocuments({ subject: 'Lost' })).toBe(0);
  });
});
