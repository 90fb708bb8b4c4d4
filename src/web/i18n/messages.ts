import type { Language } from '@shared/language';

/**
 * Messages live next to the feature that shows them (so a lazily loaded dialog carries its own texts).
 * The English copy must have exactly the keys of the Polish one: a missing or extra key is a type error.
 */
export function defineMessages<T>(messages: { pl: T; en: NoInfer<T> }): Record<Language, T> {
  return messages;
}
