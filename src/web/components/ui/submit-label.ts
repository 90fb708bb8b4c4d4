/** product §4: submit buttons show a sending state and are disabled while pending. */
export const SENDING_LABEL = { pl: 'Wysyłanie...', en: 'Sending...' } as const;
