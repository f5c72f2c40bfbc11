/**
 * Shapes of content as read back from storage or the KV cache: anything that does not match is
 * treated as missing (and reloaded), so a corrupt entry can never reach the renderer.
 */
import { array, boolean, enums, literal, nullable, number, object, string, union, type Describe } from 'superstruct';
import type {
  AboutUs, ContactFormContent, ContactUsFooter, ContentGrid, ContentList, ContentPage, FaqCategory, FaqEntry, FooterContent,
  HeaderContent, HeroContent, PolicySummary, ResourceCategory, ResourcePage, ResourceSummary, ShellContent, Testimonial,
  TestimonialPage,
} from './content-types';
import type { Inline, RichText } from './rich-text';

const InlineSchema: Describe<Inline> = union([
  object({ t: literal('text'), text: string() }),
  object({ t: literal('bold'), text: string() }),
  object({ t: literal('link'), text: string(), href: string() }),
  object({ t: literal('entry'), text: string(), kind: enums(['policy', 'faq', 'resource']), slug: string() }),
]) as unknown as Describe<Inline>;

const Runs = array(InlineSchema);

export const RichTextSchema = object({
  blocks: array(
    union([
      object({ t: literal('p'), c: Runs }),
      object({ t: literal('h'), level: enums([2, 3]), text: string() }),
      object({ t: enums(['ul', 'ol']), items: array(Runs) }),
      object({ t: literal('asset'), src: string(), alt: string() }),
      object({ t: literal('notes'), theme: enums(['info', 'warning', 'success']), weight: enums(['normal', 'bold']), items: array(Runs) }),
    ]),
  ),
}) as unknown as Describe<RichText>;

export const LinkSchema = object({ text: string(), url: string(), isExternal: boolean(), openLinkInNewTab: boolean() });

export const HeaderSchema: Describe<HeaderContent> = object({ promo: object({ text: string(), link: nullable(LinkSchema) }) });
export const FooterSchema: Describe<FooterContent> = object({ lists: array(object({ heading: string(), links: array(LinkSchema) })) });
export const ShellContentSchema: Describe<ShellContent> = object({ header: HeaderSchema, footer: FooterSchema });
export const HeroSchema: Describe<HeroContent> = object({ heading: string(), subheading: string(), cta: nullable(LinkSchema), filters: array(LinkSchema) });

const pageFields = {
  slug: string(),
  title: string(),
  description: string(),
  updated: string(),
  sections: array(object({ heading: nullable(string()), body: RichTextSchema })),
};
export const ContentPageSchema: Describe<ContentPage> = object(pageFields);
export const AboutUsSchema: Describe<AboutUs> = object({ ...pageFields, stats: array(object({ value: string(), label: string() })) });
export const PolicyListSchema: Describe<PolicySummary[]> = array(object({ slug: string(), title: string(), description: string() }));

export const FaqEntrySchema: Describe<FaqEntry> = object({ category: string(), id: string(), question: string(), answer: RichTextSchema });
export const FaqCategorySchema: Describe<FaqCategory> = object({ category: string(), title: string(), entries: array(FaqEntrySchema) });
export const FaqCategoryHeadSchema = object({ category: string(), title: string() });

export const ResourceCategorySchema: Describe<ResourceCategory> = object({ slug: string(), title: string(), description: string() });
export const ResourceCategoriesSchema: Describe<ResourceCategory[]> = array(ResourceCategorySchema);
const summaryFields = { category: string(), pageId: string(), url: string(), title: string(), description: string(), published: string(), readMinutes: number() };
export const ResourceSummarySchema: Describe<ResourceSummary> = object(summaryFields);
export const ResourceListSchema: Describe<ResourceSummary[]> = array(ResourceSummarySchema);
export const ResourcePageSchema: Describe<ResourcePage> = object({ ...summaryFields, categoryTitle: string(), body: RichTextSchema });

export const TestimonialSchema: Describe<Testimonial> = object({ id: string(), name: string(), location: string(), rating: number(), quote: string() });
export const TestimonialPageSchema: Describe<TestimonialPage> = object({ items: array(TestimonialSchema), total: number(), offset: number() });

export const ContactFormSchema: Describe<ContactFormContent> = object({
  heading: string(),
  formMessage: string(),
  successMessage: string(),
  errorMessage: string(),
  submit: string(),
  captchaEnabled: boolean(),
  fields: array(
    object({
      name: enums(['firstName', 'lastName', 'email', 'subject', 'message']),
      label: string(),
      type: enums(['text', 'email', 'select', 'textarea']),
      placeholder: string(),
      required: boolean(),
      errorMessage: string(),
      inputMessage: string(),
      options: array(string()),
    }),
  ),
});

export const ContentGridSchema: Describe<ContentGrid> = object({
  sectionName: string(),
  title: string(),
  cards: array(object({ title: string(), body: string(), link: nullable(LinkSchema) })),
});
export const ContentListSchema: Describe<ContentList> = object({ name: string(), items: array(object({ key: string(), label: string() })) });
export const ContactUsFooterSchema: Describe<ContactUsFooter> = object({ heading: string(), body: string(), phoneLabel: string(), hours: string() });
