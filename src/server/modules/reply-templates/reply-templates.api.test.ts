import { describe, expect, it } from 'vitest';
import { MAX_REPLY_TEMPLATES, REPLY_TEMPLATES_PATH } from '@shared/contracts/reply-templates';
import { appWithAdmin } from '../../test/test-app';

const { app, headers } = await appWithAdmin();

const read = (withHeaders = headers) =>
  app.inject({ method: 'GET', url: REPLY_TEMPLATES_PATH, headers: withHeaders });
const save = (payload: unknown, withHeaders = headers) =>
  app.inject({ method: 'PUT', url: REPLY_TEMPLATES_PATH, headers: withHeaders, payload: payload as object });

const template = (name: string) => ({
  name,
  subject: 'Prezentacja — {klub}',
  message: 'Dzień dobry {imię}, dziękujemy za rezerwację.',
});

describe('reply templates', () => {
  it('are none until saved, then read back trimmed, for admins only', async () => {
    expect((await read()).json()).toEqual({ templates: [] });
    const saved = await save({ templates: [{ ...template('Po prezentacji'), name: '  Po prezentacji ' }] });
    expect(saved.statusCode).toBe(200);
    expect((await read()).json()).toEqual({ templates: [template('Po prezentacji')] });

    expect((await read({})).statusCode).toBe(401);
    expect((await save({ templates: [] }, {})).statusCode).toBe(401);
  });

  it('refuses bad input with 400 naming the field and keeps what was saved', async () => {
    await save({ templates: [template('Zostaje')] });
    const cases: [unknown, string][] = [
      [{ templates: [{ ...template('x'), name: '' }] }, 'templates.0.name'],
      [{ templates: [{ ...template('x'), message: '   ' }] }, 'templates.0.message'],
      [{ templates: [{ ...template('x'), subject: 'a'.repeat(201) }] }, 'templates.0.subject'],
      [{ templates: [template('Ten sam'), template('ten sam')] }, 'templates'],
      [
        { templates: Array.from({ length: MAX_REPLY_TEMPLATES + 1 }, (_, i) => template(`T${i}`)) },
        'templates',
      ],
      [{}, 'templates'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields), field).toContain(field);
    }
    expect((await read()).json()).toEqual({ templates: [template('Zostaje')] });
  });
});
