import type { FastifyInstance } from 'fastify';
import { processInvoice } from './invoice-processing';
import { accessCheck, badRequest, route } from './replies';
import {
  HOUR,
  publicKeyIdOf,
  referenceNumber,
  sha256,
  type MinistryKeys,
  type SimulatedInvoice,
  type SimulatedSession,
  type SimulatorState,
} from './state';

/** Online sessions: opened with the encrypted symmetric key, invoices sent in them, closed. */
export function registerSessionRoutes(app: FastifyInstance, keys: MinistryKeys, state: SimulatorState) {
  const { sessions, invoices, processing, counters, faults } = state;
  const accessOf = accessCheck(state.accessTokens);

  app.route({
    ...route('POST', '/sessions/online', '/sessions/online'),
    handler: async (request, reply) => {
      const access = accessOf(request, reply);
      if (!access) return reply;
      const body = request.body as {
        formCode: { systemCode: string; schemaVersion: string; value: string };
        encryption: {
          encryptedSymmetricKey: string;
          initializationVector: string;
          publicKeyId?: string | null;
        };
      };
      const { systemCode, schemaVersion, value } = body.formCode;
      if (systemCode !== 'FA (3)' || schemaVersion !== '1-0E' || value !== 'FA')
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Wskazany kod formularza nie jest wspierany.',
        ]);
      if (
        body.encryption.publicKeyId &&
        body.encryption.publicKeyId !== publicKeyIdOf(keys.symmetric.certificate)
      )
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Nieznany identyfikator klucza publicznego.',
        ]);
      let key: Buffer;
      try {
        const { constants, privateDecrypt } = await import('node:crypto');
        key = privateDecrypt(
          { key: keys.symmetric.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(body.encryption.encryptedSymmetricKey, 'base64'),
        );
      } catch {
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Nie można odszyfrować klucza symetrycznego.',
        ]);
      }
      const iv = Buffer.from(body.encryption.initializationVector, 'base64');
      if (key.length !== 32 || iv.length !== 16)
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Klucz musi mieć 32 bajty, a IV 16 bajtów.',
        ]);
      const session: SimulatedSession = {
        referenceNumber: referenceNumber('SO'),
        nip: access.nip,
        authDocumentHash: access.documentHash,
        key,
        iv,
        open: true,
        validUntil: new Date(Date.now() + 12 * HOUR),
        invoices: [],
      };
      sessions.set(session.referenceNumber, session);
      counters.sessionsOpened++;
      return reply
        .code(201)
        .send({ referenceNumber: session.referenceNumber, validUntil: session.validUntil.toISOString() });
    },
  });

  app.route({
    ...route(
      'POST',
      '/sessions/online/:referenceNumber/invoices',
      '/sessions/online/{referenceNumber}/invoices',
    ),
    handler: async (request, reply) => {
      const access = accessOf(request, reply);
      if (!access) return reply;
      const session = sessions.get((request.params as { referenceNumber: string }).referenceNumber);
      if (
        !session ||
        session.nip !== access.nip ||
        !session.open ||
        session.validUntil.getTime() < Date.now()
      )
        return badRequest(reply, 21180, 'Sesja nie istnieje lub została zamknięta.');
      const body = request.body as {
        invoiceHash: string;
        invoiceSize: number;
        encryptedInvoiceHash: string;
        encryptedInvoiceSize: number;
        encryptedInvoiceContent: string;
        offlineMode?: boolean;
        hashOfCorrectedInvoice?: string | null;
      };
      const encrypted = Buffer.from(body.encryptedInvoiceContent, 'base64');
      if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize)
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Skrót lub rozmiar zaszyfrowanej faktury nie zgadza się.',
        ]);
      const invoice: SimulatedInvoice = {
        referenceNumber: referenceNumber('EE'),
        sessionReference: session.referenceNumber,
        ordinalNumber: session.invoices.length + 1,
        nip: session.nip,
        xml: null,
        invoiceNumber: null,
        issueDate: null,
        invoiceHash: body.invoiceHash,
        offlineMode: body.offlineMode ?? false,
        hashOfCorrectedInvoice: body.hashOfCorrectedInvoice ?? null,
        sentAt: new Date(),
        status: { code: 150, description: 'Trwa przetwarzanie' },
        ksefNumber: null,
        acquisitionDate: null,
        upo: null,
      };
      session.invoices.push(invoice);
      invoices.push(invoice);
      const work = processInvoice(invoice, encrypted, body, session, invoices, faults)
        .catch(() => {
          invoice.status = { code: 500, description: 'Nieznany błąd (500)' };
        })
        .finally(() => processing.delete(work));
      processing.add(work);
      return reply.code(202).send({ referenceNumber: invoice.referenceNumber });
    },
  });

  app.route({
    ...route('POST', '/sessions/online/:referenceNumber/close', '/sessions/online/{referenceNumber}/close'),
    handler: async (request, reply) => {
      const access = accessOf(request, reply);
      if (!access) return reply;
      const session = sessions.get((request.params as { referenceNumber: string }).referenceNumber);
      if (!session || session.nip !== access.nip || !session.open)
        return badRequest(reply, 21180, 'Sesja nie istnieje lub została zamknięta.');
      session.open = false;
      return reply.code(204).send();
    },
  });
}
