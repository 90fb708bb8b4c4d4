import type { ReactElement } from 'react';
import type { OutboxAttachment } from '../../db/schema/index';

/** What a template gives back: the subject and the body to render; attachments are added by the caller. */
export type RenderedTemplate = { subject: string; element: ReactElement; attachments?: OutboxAttachment[] };
