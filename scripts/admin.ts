import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { openConfiguredDatabase } from '@server/db/open-configured';
import { createAuthService, PasswordPolicyError } from '@server/modules/auth/service';

const USAGE = `Usage:
  npm run admin -- create --email you@example.pl          create an admin (asks for the password)
  npm run admin -- reset-password --email you@example.pl  set a new password, end that admin's sessions
                                                          and links (calendar feed); second factors stay
  npm run admin -- reset-mfa --email you@example.pl       remove that admin's passkeys, TOTP and recovery
                                                          codes and end their sessions and links
                                                          (calendar feed); they enrol again at the next
                                                          sign-in

The password is read from standard input when it is not a terminal:
  printf '%s\\n' "$PASSWORD" | npm run admin -- create --email you@example.pl
It works on the configured database (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first).`;

/** Reads a line without echoing it when standard input is a terminal. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    input.on('data', onData);
  });
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (
    values.help ||
    !command ||
    !['create', 'reset-password', 'reset-mfa'].includes(command) ||
    !values.email
  ) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command === 'reset-mfa') {
    const database = await openConfiguredDatabase(loadConfig());
    try {
      const found = await createAuthService({ db: database.db }).resetFactors(values.email);
      console.log(
        found
          ? `Second factors of ${values.email} removed, its sessions and links (calendar feed) ended: it enrols again at the next sign-in.`
          : `No admin ${values.email}.`,
      );
      if (!found) process.exitCode = 1;
    } finally {
      await database.close();
    }
    return;
  }
  const password = await readPassword('Password (at least 12 characters): ');
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) {
    console.error('The passwords differ.');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const auth = createAuthService({ db: database.db });
    if (command === 'create') {
      const admin = await auth.createAdmin(values.email, password);
      console.log(`Created admin ${admin.email}. Sign in at /security/admin/login.`);
    } else {
      await auth.resetPassword(values.email, password);
      console.log(`New password set for ${values.email}; its sessions and links (calendar feed) were ended.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof PasswordPolicyError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
