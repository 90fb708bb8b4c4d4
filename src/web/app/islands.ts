import type { ComponentType } from 'react';
import { BETA_SIGNUP_HASH } from '@shared/beta';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { isOrderHash } from '@shared/pricing/order-hash';

/**
 * The public pages' islands (decision 0007): the parts a visitor can act on, each its own React root, loaded
 * and mounted on its own. Everything else on a public page is server HTML that React never touches.
 *
 * `when` says when an island's code loads and mounts without the visitor asking for it there (a tap, a key or
 * a focus in it always loads it at once, and a tap made before it is ready is replayed once it is:
 * app/load-islands.ts):
 *   - 'load': right after the first paint: a page that is nothing but its island (the demo's manage page);
 *   - 'input': at the visitor's first input anywhere on the page (a pointer moving, a touch, a scroll, a
 *     key): the first screen's parts. Nothing of React is requested before it, so a page left alone (and
 *     Lighthouse) costs the phone only the small first script;
 *   - 'visible': when it comes near the viewport, from the first input on;
 *   - 'intent': only when the visitor points at it, touches it or moves the focus into it.
 * An island's module may export `after`: the chunks loaded (not run) once it is mounted, the dialog its
 * button opens, so the tap finds it ready (named there, not here: this table is in the page's first script,
 * and each dialog named here would add its list of chunks to it). Client-only islands (no server HTML) are
 * mounted by the runtime: the beta pop-up when its schedule says it is due or a #beta-signup link is opened,
 * the toasts' container with the first island.
 *
 * This module must not import React (the page's first script reads it): components come through `load`.
 */
export type IslandWhen = 'load' | 'input' | 'visible' | 'intent';

// Each island's props are serialized into the page (JSON): plain data only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's component has its own props
type AnyIsland = ComponentType<any>;

/** A dialog's chunk; `prepare`, if it has one, loads what its first screen needs beyond it. */
export type DialogLoader = () => Promise<{ default: unknown; prepare?: () => Promise<unknown> }>;

export type IslandModule = { island: AnyIsland; after?: DialogLoader[] };

export type IslandSpec = {
  when: IslandWhen;
  load: () => Promise<IslandModule>;
  /** A page opened (or its fragment changed) to this address fragment wants the island at once. */
  opens?: (hash: string) => boolean;
};

/** A feature's component as an island that opens nothing further. */
const component =
  <M, K extends keyof M>(key: K) =>
  (module: M): IslandModule => ({ island: module[key] as AnyIsland });

export const ISLANDS = {
  'book-demo': {
    when: 'input',
    load: () => import('./islands/book-demo'),
    opens: (hash) => hash === `#${BOOK_DEMO_HASH}`,
  },
  'site-header': {
    when: 'input',
    load: () => import('@web/features/site-chrome/site-header').then(component('SiteHeader')),
  },
  'pricing-page': {
    when: 'input',
    load: () => import('./islands/pricing-content'),
    opens: isOrderHash,
  },
  'landing-pricing': {
    when: 'visible',
    load: () => import('./islands/landing-pricing'),
  },
  testimonials: {
    when: 'visible',
    load: () =>
      import('@web/features/testimonials/testimonial-slider').then(component('TestimonialsSection')),
  },
  'contact-form': {
    when: 'visible',
    load: () => import('@web/features/contact/contact-form').then(component('ContactForm')),
  },
  'demo-manage': {
    when: 'load',
    load: () => import('@web/features/demo-booking/manage-view').then(component('DemoManageView')),
  },
  'beta-popup': {
    when: 'intent',
    load: () => import('@web/features/beta/beta-popup').then(component('BetaPopup')),
    opens: (hash) => hash === BETA_SIGNUP_HASH,
  },
} satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

/** The attribute naming an island's container; its props are in ISLAND_PROPS_ATTRIBUTE (JSON). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on the container once its root is mounted ('mounted'), or while it loads ('loading'). */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/** React's ids inside an island start with this (useId): the server's render and the island's agree. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
/**
 * A `<template>` with this attribute, valued with an island's name, holds that island's dialog frame as server
 * HTML (app/dialog-shell.ts): a tap that comes before the island is there opens the frame at once, and the
 * island's own dialog takes its place once it is mounted.
 */
export const DIALOG_SHELL_ATTRIBUTE = 'data-dialog-shell';
