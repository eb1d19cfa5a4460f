import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { SmtpSink } from './smtp-sink';
import { eventually } from './events';

/**
 * The sink every "this email was (not) sent" check trusts: each encoding a mail client meets
 * arrives decoded, so a check that looks for a text finds it, whatever the wire looked like.
 */
let sink: SmtpSink;
let mailer: Transporter;
beforeAll(async () => {
  sink = await SmtpSink.start();
  mailer = nodemailer.createTransport({ url: sink.url, ignoreTLS: true });
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const envelope = { from: 'office@costiera.test', to: ['traveller@example.test'] };
/** Sends a message exactly as written (CRLF line ends), so the encoding under test is on the wire. */
const sendRaw = (lines: string[]) => mailer.sendMail({ envelope, raw: lines.join('\r\n') });
const byText = (needle: string) => sink.waitFor((r) => r.some((m) => m.text.includes(needle))).then((r) => r.find((m) => m.text.includes(needle))!);

it('decodes a quoted-printable body, soft line breaks and all', async () => {
  await sendRaw([
    'From: office@costiera.test',
    'To: traveller@example.test',
    'Subject: Quoted',
    'Message-ID: <qp@costiera.test>',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Partenza da Positano alle 9:00, ritorno al tramonto con una sosta a Li Galli e=',
    ' un bagno nella Grotta dello Smeraldo. Caff=C3=A8 incluso =E2=80=93 a presto!',
  ]);
  const mail = await byText('Caffè incluso – a presto!');
  expect(mail.text).toBe('Partenza da Positano alle 9:00, ritorno al tramonto con una sosta a Li Galli e un bagno nella Grotta dello Smeraldo. Caffè incluso – a presto!');
  expect(mail.messageId).toBe('<qp@costiera.test>');
  expect(mail.to).toEqual(['traveller@example.test']);
});

it('decodes a base64 body', async () => {
  const body = 'Il vostro skipper vi aspetta al molo di Marina Grande. Buon viaggio! 🚤';
  const wrapped = Buffer.from(body, 'utf8').toString('base64').match(/.{1,76}/g)!;
  await sendRaw(['From: office@costiera.test', 'To: traveller@example.test', 'Subject: Base64', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', ...wrapped]);
  expect((await byText('Marina Grande')).text).toBe(body);
});

it('decodes RFC 2047 subjects, B and Q words, split across folded lines', async () => {
  await sendRaw([
    'From: office@costiera.test',
    'To: traveller@example.test',
    `Subject: =?UTF-8?B?${Buffer.from('Prenotazione ricevuta: ', 'utf8').toString('base64')}?=`,
    ' =?UTF-8?Q?Positano_=E2=80=93_Capri_in_barca?=',
    'Reply-To: =?UTF-8?Q?Capitano_Nicol=C3=B2?= <captain@capri-blue.test>',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'encoded-word subject',
  ]);
  const mail = await byText('encoded-word subject');
  expect(mail.subject).toBe('Prenotazione ricevuta: Positano – Capri in barca');
  expect(mail.replyTo).toBe('"Capitano Nicolò" <captain@capri-blue.test>');
});

it('reads both parts of a multipart/alternative message as nodemailer writes it', async () => {
  await mailer.sendMail({
    from: 'office@costiera.test',
    to: 'traveller@example.test',
    subject: 'Conferma: Amalfi in scooter ✓',
    text: 'Ritiro dello scooter ad Amalfi, sabato alle 10:00. '.repeat(4),
    html: '<p>Ritiro dello scooter ad <strong>Amalfi</strong>, sabato alle 10:00.</p>',
    textEncoding: 'base64',
  });
  const mail = await byText('Ritiro dello scooter ad Amalfi');
  expect(mail.subject).toBe('Conferma: Amalfi in scooter ✓');
  expect(mail.text).toBe('Ritiro dello scooter ad Amalfi, sabato alle 10:00. '.repeat(4));
  expect(mail.html).toBe('<p>Ritiro dello scooter ad <strong>Amalfi</strong>, sabato alle 10:00.</p>');
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
});

it('refuses with 451 when told to, and keeps nothing of the refused message', async () => {
  const before = sink.received.length;
  sink.refuseNext(1);
  await expect(mailer.sendMail({ from: 'office@costiera.test', to: 'busy@example.test', subject: 'Refused', text: 'never kept' })).rejects.toMatchObject({ responseCode: 451 });
  expect(sink.received.length).toBe(before);
  expect(sink.refusedCount).toBe(1);
});

it('survives a sender that resets its connection in the middle of a transaction, and keeps nothing of it', async () => {
  const before = sink.received.length;
  const socket = net.connect(sink.port, '127.0.0.1');
  const lines: string[] = [];
  socket.on('data', (d) => lines.push(...d.toString().split('\r\n').filter(Boolean)));
  const answered = async (code: string) => {
    for (;;) {
      if (lines.some((l) => l.startsWith(code))) return;
      await new Promise((resolve) => socket.once('data', resolve));
    }
  };
  await answered('220');
  socket.write('EHLO worker.test\r\n');
  await answered('250 ');
  socket.write('MAIL FROM:<office@costiera.test>\r\n');
  await new Promise((resolve) => setImmediate(resolve));
  while (lines.filter((l) => l.startsWith('250 ')).length < 2) await new Promise((resolve) => socket.once('data', resolve));
  const errorsBefore = sink.connectionErrors;
  socket.resetAndDestroy();
  await eventually(async () => sink.connectionErrors > errorsBefore, 'the sink to see the reset');
  expect(sink.received.length).toBe(before);
  // Still accepting.
  await mailer.sendMail({ from: 'office@costiera.test', to: 'after@example.test', subject: 'After the reset', text: 'still here' });
  expect(sink.received.some((m) => m.subject === 'After the reset')).toBe(true);
});
