import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@/test/database';
import { outboxFor } from './dev-outbox';
import { createEmailSender } from './email';
import { createSmsSender } from './sms';

const fixture = testDatabase();

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

describe('SMS: Twilio REST API when configured, otherwise the dev outbox', () => {
  let server: Server;
  let port = 0;
  const requests: { url: string; authorization: string; body: URLSearchParams }[] = [];
  let answer = { status: 201, body: '{"sid":"SM123"}' };
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body: new URLSearchParams(body) });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message to the Messages resource with basic auth', async () => {
    const send = createSmsSender(fixture.handle.db, { accountSid: SID, authToken: 'token-1', from: '+18185550100', apiBaseUrl: `http://127.0.0.1:${port}` });
    await send('+18185550142', '123456 is your code.');
    expect(requests.at(-1)).toMatchObject({
      url: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:token-1`).toString('base64')}`,
    });
    expect(Object.fromEntries(requests.at(-1)?.body ?? [])).toEqual({ To: '+18185550142', From: '+18185550100', Body: '123456 is your code.' });
    expect(await outboxFor(fixture.handle.db, 'sms', '+18185550142')).toHaveLength(0);
  });

  it("reports Twilio's refusal with its message", async () => {
    answer = { status: 400, body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}' };
    const send = createSmsSender(fixture.handle.db, { accountSid: SID, authToken: 'token-1', from: '+18185550100', apiBaseUrl: `http://127.0.0.1:${port}` });
    await expect(send('+18185550143', 'hello')).rejects.toThrow("The 'To' number is not a valid phone number. (Twilio 21211)");
    answer = { status: 201, body: '{"sid":"SM123"}' };
  });

  it('without Twilio, keeps the message in the dev outbox', async () => {
    await createSmsSender(fixture.handle.db, null)('+18185550144', '654321 is your code.');
    expect(await outboxFor(fixture.handle.db, 'sms', '+18185550144')).toMatchObject([{ channel: 'sms', to: '+18185550144', body: '654321 is your code.' }]);
  });

  it('refuses a number that is not E.164', async () => {
    await expect(createSmsSender(fixture.handle.db, null)('818-555-0142', 'hi')).rejects.toThrow('country code');
  });
});

describe('Email: SMTP when configured, otherwise the dev outbox', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((to) => to.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers over SMTP with the configured From', async () => {
    const send = createEmailSender(fixture.handle.db, { url: `smtp://127.0.0.1:${port}`, from: 'Cahuenga Prop House <holds@cahuengaprops.example>' });
    await send('dana@example.com', 'Confirm your email', 'Open this link: http://localhost:3000/verify');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'holds@cahuengaprops.example', to: ['dana@example.com'] });
    expect(received[0]?.data).toContain('Subject: Confirm your email');
    expect(received[0]?.data).toContain('Open this link: http://localhost:3000/verify');
    expect(await outboxFor(fixture.handle.db, 'email', 'dana@example.com')).toHaveLength(0);
  });

  it("issue 38 §4: carries the headers a message asks for, such as a reminder's one-click List-Unsubscribe (RFC 8058)", async () => {
    const send = createEmailSender(fixture.handle.db, { url: `smtp://127.0.0.1:${port}`, from: 'Cahuenga Prop House <holds@cahuengaprops.example>' });
    await send('lee@example.com', 'Pick-up tomorrow: ORD-2027-000001', 'Ready for you.', {
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/reminders/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    // A long header is folded onto the next line (RFC 5322); unfolded, it is the one line.
    const data = (received.find((message) => message.to.includes('lee@example.com'))?.data ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(data).toContain('List-Unsubscribe: <http://localhost:3000/api/reminders/unsubscribe?token=abc>');
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('without SMTP, keeps the message in the dev outbox', async () => {
    await createEmailSender(fixture.handle.db, null)('rosa@example.com', 'Confirm your email', 'Open this link.');
    expect(await outboxFor(fixture.handle.db, 'email', 'rosa@example.com')).toMatchObject([
      { channel: 'email', subject: 'Confirm your email', body: 'Open this link.' },
    ]);
  });
});
