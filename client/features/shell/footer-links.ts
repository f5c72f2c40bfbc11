/** A footer link: a message key and a prefix-free internal path. */
export interface FooterLink {
  labelKey: string;
  to: string;
}

export interface FooterSection {
  headingKey: string;
  links: FooterLink[];
}

/** Footer link lists (document 1 §2.4) over the routes of §2.1. */
export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    headingKey: 'shell.footer.company',
    links: [
      { labelKey: 'shell.footer.aboutUs', to: '/pages/about-us' },
      { labelKey: 'shell.footer.testimonials', to: '/pages/testimonials' },
      { labelKey: 'shell.footer.resources', to: '/pages/resources' },
      { labelKey: 'shell.footer.factoryDirect', to: '/factory-direct' },
      { labelKey: 'shell.footer.buyDiscount', to: '/buy-discount-auto-parts-factory-direct' },
      { labelKey: 'shell.footer.whyLowPrices', to: '/why-our-prices-are-so-low' },
    ],
  },
  {
    headingKey: 'shell.footer.support',
    links: [
      { labelKey: 'shell.footer.contactUs', to: '/contact-us' },
      { labelKey: 'shell.footer.orderStatus', to: '/pages/order-status' },
      { labelKey: 'shell.footer.storeLocator', to: '/pages/store-locator' },
      { labelKey: 'shell.footer.myAccount', to: '/account' },
    ],
  },
  {
    headingKey: 'shell.footer.legal',
    links: [
      { labelKey: 'shell.footer.privacy', to: '/pages/policy/privacy-policy' },
      { labelKey: 'shell.footer.terms', to: '/pages/policy/terms-and-conditions' },
      { labelKey: 'shell.footer.policies', to: '/pages/policy' },
    ],
  },
];

/** Social networks: names are brands (not translated); profiles open in a new tab. */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
  { network: 'X', href: 'https://x.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
