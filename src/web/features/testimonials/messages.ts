import { defineMessages } from '@web/i18n/messages';

/** The public slider and the success-story dialog; the testimonials themselves are data, shown as entered. */
export const testimonialMessages = defineMessages({
  pl: {
    eyebrow: 'Opinie klubów',
    title: 'Kluby, które już nam zaufały',
    description: 'Zarządy klubów strzeleckich o tym, co zmieniło się po przejściu do systemu w chmurze.',
    carouselLabel: 'Opinie klubów strzeleckich',
    slideLabel: (position: number, total: number) => `${position} z ${total}`,
    previous: 'Poprzednia opinia',
    next: 'Następna opinia',
    goTo: (clubName: string) => `Pokaż opinię: ${clubName}`,
    slidePicker: 'Wybierz opinię',
    pause: 'Zatrzymaj automatyczne przewijanie opinii',
    play: 'Wznów automatyczne przewijanie opinii',
    readStory: 'Przeczytaj historię sukcesu',
    readStoryOf: (clubName: string) => `Przeczytaj historię sukcesu: ${clubName}`,
    storyEyebrow: 'Historia sukcesu',
    close: 'Zamknij',
    loadingStory: 'Ładowanie historii...',
  },
  en: {
    eyebrow: 'Club voices',
    title: 'Clubs that already trust us',
    description: 'Shooting-club boards on what changed after moving to the cloud system.',
    carouselLabel: 'Shooting-club testimonials',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    goTo: (clubName: string) => `Show testimonial: ${clubName}`,
    slidePicker: 'Choose a testimonial',
    pause: 'Stop rotating testimonials',
    play: 'Resume rotating testimonials',
    readStory: 'Read the success story',
    readStoryOf: (clubName: string) => `Read the success story: ${clubName}`,
    storyEyebrow: 'Success story',
    close: 'Close',
    loadingStory: 'Loading the story...',
  },
});

/** The admin list's badge for the site a testimonial shows on; admin screens are Polish. */
export const TESTIMONIAL_LANGUAGE_BADGES = { pl: 'PL', en: 'EN', both: 'PL + EN' } as const;
