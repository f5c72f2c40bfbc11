import { serializeJson } from '../../../shared/serialize-json';

/** One JSON-LD script; serializeJson escapes '<' so the data cannot close the tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson(data) }} />;
}
