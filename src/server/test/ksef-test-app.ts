import type { ManualClock } from '../lib/clock';
import { ksefTestSettings, startKsefSimulator, type KsefSimulator } from './ksef-simulator/index';
import { createTestApp, signInAsAdmin, testConfig, type TestApp } from './test-app';

export type KsefTestApp = {
  simulator: KsefSimulator;
  app: TestApp;
  admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  close(): Promise<void>;
};

/**
 * A test file's app sending invoices to a KSeF simulator of its own (token login, the Offline certificate
 * configured for KOD II), an operator to be told of failures, on `clock`, with an admin signed in.
 */
export async function startKsefTestApp(clock: ManualClock): Promise<KsefTestApp> {
  const simulator = await startKsefSimulator();
  const app = await createTestApp(
    {
      ksef: await ksefTestSettings(simulator, { offlineCertificate: true }),
      mail: { ...testConfig().mail, operatorEmails: ['operator@example.pl'] },
    },
    { clock },
  );
  return {
    simulator,
    app,
    admin: await signInAsAdmin(app),
    async close() {
      await app.close();
      await simulator.close();
    },
  };
}
